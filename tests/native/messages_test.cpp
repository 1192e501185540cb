// Messages: every id unique and well formed, templates filled exactly, reasons nested, errors carrying their ids
// through sessions.
#include <doctest/doctest.h>

#include <set>

#include "common/messages.hpp"
#include "common/registry.hpp"
#include "common/text.hpp"
#include "greed/greed.hpp"
#include "mastermind/mastermind.hpp"

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
  // Common's, then every registered game's own table (ids "<game>.*"), if it has one.
  std::set<std::string> expected{"common"};
  for (const GameApi* g : games())
    if (!g->messages().empty()) expected.insert(std::string(g->name()));
  CHECK(prefixes == expected);
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

TEST_CASE("messages: every game's refusals carry an id, the table's state and seats as messages") {
  // One refusal from each place that used to write plain English: each has its id, the English is unchanged.
  struct Case {
    std::string save, id, english;
  };
  const std::vector<Case> cases = {
      {"chouette:3::t135.s:2", "chouette.sirotage.when",
       "A sirotage is announced only after a plain Chouette: Player 1 to throw."},
      {"chouette:3::t135.q96:2", "chouette.move.no-seat", "There is no seat 9 at this table of 3."},
      {"connect4:hh::4.8:2", "connect4.move.column", "A Connect Four move is a column from 1 to 7, not \"8\"."},
  };
  for (const Case& c : cases) {
    INFO(c.save);
    const Result<Snapshot> bad = game_of_save(c.save).value()->load(c.save);
    REQUIRE(!bad.ok());
    CHECK(bad.failure().id == "common.save.move.illegal");
    REQUIRE(bad.failure().params.size() == 3);
    const Message& why = bad.failure().params[2].nested.front();
    CHECK(why.id == c.id);
    CHECK(why.message == c.english);
  }
  const auto pegs = mastermind::Mastermind::parse_params("p9");
  REQUIRE(!pegs.ok());
  CHECK(pegs.failure().id == "mastermind.params.pegs");
  CHECK(pegs.error() == "Pegs must be from 2 to 8, not 9.");
  // The pending window inside a Cul de chouette refusal names its seat as a message with the seat.
  const Result<Snapshot> bad = find_game("chouette").value()->load("chouette:3::t135.s:2");
  const Message& why = bad.failure().params[2].nested.front();
  REQUIRE(why.params.size() == 2);
  REQUIRE(why.params[1].nested.size() == 1);
  const Message& pending = why.params[1].nested.front();
  CHECK(pending.id == "chouette.pending.throw");
  const Message& seat = pending.params[0].nested.front();
  CHECK(seat.id == "chouette.name");
  REQUIRE(seat.params.size() == 2);
  CHECK(seat.params[1].name == "seat");
  CHECK(seat.params[1].number == 0);
}

TEST_CASE(
    "quoted: outside text is shown whole characters at a time, its controls, bidi marks and broken UTF-8 as '?'") {
  CHECK(quoted("a b") == "\"a b\"");
  CHECK(quoted(std::string("a\0b\x7f", 4)) == "\"a?b?\"");
  // 40 characters, not 40 bytes: 30 two-byte é are all shown; 41 four-byte emoji are cut after 40 whole ones.
  std::string e30, face41, face40;
  for (int i = 0; i < 30; ++i) e30 += "\xc3\xa9";
  for (int i = 0; i < 41; ++i) face41 += "\xf0\x9f\x98\x80";
  for (int i = 0; i < 40; ++i) face40 += "\xf0\x9f\x98\x80";
  CHECK(quoted(e30) == "\"" + e30 + "\"");
  CHECK(quoted(face41) == "\"" + face40 + "...\"");
  CHECK(quoted(std::string(41, 'x')) == "\"" + std::string(40, 'x') + "...\"");
  // A right-to-left override (U+202E), a zero-width space (U+200B), a byte-order mark and a C1 control.
  CHECK(quoted("\xe2\x80\xae"
               "4") == "\"?4\"");
  CHECK(quoted("a\xe2\x80\x8b"
               "b\xef\xbb\xbf\xc2\x85") == "\"a?b??\"");
  // A line separator, a soft hyphen, a tag character; a joiner inside an emoji family stays.
  CHECK(quoted(std::string("a\xe2\x80\xa8") + "b\xc2\xad" + "c\xf3\xa0\x81\x81") == "\"a?b?c?\"");
  const std::string family = "\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9";
  CHECK(quoted(family) == "\"" + family + "\"");
  // One character of a text read byte by byte: all of its bytes; a broken one as '?'; past the end, empty.
  CHECK(quoted_at("a\xc3\xa9"
                  "b",
                  1) == "\"\xc3\xa9\"");
  CHECK(quoted_at("a\xc3\xa9"
                  "b",
                  3) == "\"b\"");
  CHECK(quoted_at("a\xc3\xa9"
                  "b",
                  2) == "\"?\"");
  CHECK(quoted_at("\xf0\x9f\x98\x80", 0) == "\"\xf0\x9f\x98\x80\"");
  CHECK(quoted_at("ab", 2) == "\"\"");
  // Broken UTF-8: a stray continuation byte, a truncated sequence, an overlong '/', a surrogate, past U+10FFFF.
  CHECK(quoted("\x80x") == "\"?x\"");
  CHECK(quoted("x\xe2\x82") == "\"x??\"");
  CHECK(quoted("\xc0\xaf") == "\"??\"");
  CHECK(quoted("\xed\xa0\x80") == "\"???\"");
  CHECK(quoted("\xf4\x90\x80\x80") == "\"????\"");
  // Hebrew and other scripts pass as they are.
  CHECK(quoted("\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d") == "\"\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d\"");
}
