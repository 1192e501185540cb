// Messages: every id unique and well formed, templates filled exactly, reasons nested, errors carrying their ids
// through sessions.
#include <doctest/doctest.h>

#include <set>

#include "common/messages.hpp"
#include "common/registry.hpp"
#include "greed/greed.hpp"

using namespace arcade;

TEST_CASE("messages: the table lists every game's messages once, with well-formed ids and closed braces") {
  const std::vector<MessageDef> all = all_messages();
  std::set<std::string_view> ids;
  std::set<std::string> prefixes;
  for (const MessageDef& m : all) {
    INFO(m.id);
    CHECK(ids.insert(m.id).second);
    CHECK(!m.english.empty());
    const std::string_view head = m.id.substr(0, m.id.find('.'));
    prefixes.insert(std::string(head));
    for (char c : m.id) CHECK(((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-'));
    // Braces come in pairs around a parameter name.
    std::size_t open = 0, close = 0;
    for (char c : m.english) {
      open += c == '{';
      close += c == '}';
    }
    CHECK(open == close);
  }
  // Common's, then every registered game's own table.
  CHECK(prefixes == std::set<std::string>{"chouette", "common", "connect4", "greed", "mastermind", "rotate", "sudoku"});
  CHECK(all.front().id == "common.desc.colon");
}

TEST_CASE("messages: say fills named parameters, numbers and nested messages; placeholders lists them") {
  const MessageDef def{"test.sample", "Move {n} of {who}: {why}"};
  const Message inner = say(msg::kOver);
  const Message m = say(def, {{"n", 3}, {"who", "Ada"}, {"why", inner}});
  CHECK(m.message == "Move 3 of Ada: The game is over.");
  CHECK(m.id == "test.sample");
  REQUIRE(m.params.size() == 3);
  CHECK(m.params[0].kind == Param::Kind::Number);
  CHECK(m.params[0].number == 3);
  CHECK(m.params[1].kind == Param::Kind::Text);
  CHECK(m.params[2].kind == Param::Kind::Message);
  CHECK(m.params[2].nested.front().id == "common.over");
  // A parameter the call does not give stays as written: the sentence shows the slip.
  CHECK(say(def, {{"n", 1}}).message == "Move 1 of {who}: {why}");
  CHECK(placeholders("{a} and {b}, {a} again") == std::vector<std::string>{"a", "b"});
  CHECK(placeholders("no parameter") == std::vector<std::string>{});
}

TEST_CASE("messages: lists of names as nested messages, joined the English way") {
  const auto seat = [](int n) { return say(greed::msg::kSeat, {{"n", n}}); };
  CHECK(list_of({seat(1)}).message == "Player 1");
  CHECK(list_of({seat(1), seat(2)}).message == "Player 1 and Player 2");
  const Message three = list_of({seat(1), seat(2), seat(3)});
  CHECK(three.message == "Player 1, Player 2 and Player 3");
  CHECK(three.id == "common.list.and");
  CHECK(three.params[0].nested.front().id == "common.list.comma");
}

TEST_CASE("messages: a session's refusal keeps its id and the reason inside it") {
  const GameApi* greed = find_game("greed").value();
  const Result<Snapshot> bad = greed->load("greed:hh::r1234x:1");
  REQUIRE(!bad.ok());
  CHECK(bad.error() ==
        "Move 1 of the save (\"r1234x\") is not legal: Die 5 of the roll \"r1234x\" is not a face from 1 to 6.");
  CHECK(bad.failure().id == "common.save.move.illegal");
  REQUIRE(bad.failure().params.size() == 3);
  CHECK(bad.failure().params[2].nested.front().id == "greed.move.die");
  const Result<Snapshot> s = greed->load("greed:hh,t3000,e300::r15234:1");
  REQUIRE(s.ok());
  CHECK(s->status.text == "Player 1 to roll again or bank.");
  CHECK(s->status.message.id == "greed.status.roll-or-bank");
  CHECK(s->status.message.message == s->status.text);
}
