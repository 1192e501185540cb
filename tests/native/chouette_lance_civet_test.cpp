// Cul de chouette's Lance-Civet option: a Civet given between turns, the Bévues of a Civet one
// does not hold or given to a holder, its move text and its scenario command.
#include <doctest/doctest.h>

#include "chouette/json.hpp"
#include "chouette/scenario.hpp"
#include "chouette_helpers.hpp"

using namespace chouette_test;

TEST_CASE("chouette Lance-Civet: giving, Bévues, when, and the receiver's use") {
  Table t = table("lc");
  t.players[0].civet = true;
  t.players[1].score = 50;
  CHECK(run(t, "c01") == Lines{"A -civet calls \"Lance-Civet !\" to B", "B +civet receives the Civet of A"});
  CHECK_FALSE(t.players[0].civet);
  CHECK(t.players[1].civet);
  // Giving it to someone who already holds one is a Bévue; the Civet stays where it was.
  t.players[2].civet = true;
  CHECK(run(t, "c21") == Lines{"C -10 Bévue: calls \"Lance-Civet !\" to B, who already holds a Civet"});
  CHECK(t.players[2].civet);
  CHECK(t.players[2].score == -10);
  CHECK(run(t, "c02") == Lines{"A -10 Bévue: calls \"Lance-Civet !\" without holding a Civet"});
  CHECK(refused(t, "c11") == "B cannot give their Civet to themselves.");
  run(t, "t25");
  CHECK(
      refused(t, "c21") ==
      "A Civet is given (\"Lance-Civet !\") between turns, before the next throw: A has thrown 2 and 5; 1 die to go.");
  run(t, "t6");  // Néant: the Grelottine window stays open until the next turn's Civet or throw
  // B declares the Civet received.
  CHECK(run(t, "v20=ve") == Lines{"B -civet declares a Civet of 20 on Velute"});
  CHECK(run(t, "t145") == Lines{"B +50 Velute of 5", "B +20 Civet of 20 on Velute won"});
  CHECK(refused(table(), "c01") == "Lance-Civet is a rule option that this table does not use.");
}

TEST_CASE("chouette Lance-Civet: move text and scenario command") {
  CHECK(format_command(parse_command("c12", 3).value()) == "c12");
  CHECK(parse_command("c1", 3).error() == "A Lance-Civet is c<giver><receiver>, like c02.");
  CHECK(parse_command("c19", 3).error() == "There is no seat 9 at this table of 3.");
  Result<Value> r =
      replay_json(R"({"players": ["A", "B", "C"], "options": {"lanceCivet": true}, "tokens": {"A": ["civet"]},
                                    "commands": [{"lanceCivet": "C", "by": "A"}]})");
  REQUIRE_MESSAGE(r.ok(), r.error());
  CHECK(to_json(*r->get("tokens")) == R"({"A":[],"B":[],"C":["civet"]})");
  CHECK(to_json(*r->get("effects")) ==
        R"([{"command":0,"player":"A","seat":0,"delta":0,"reason":"calls \"Lance-Civet !\" to C","token":"-civet"},)"
        R"({"command":0,"player":"C","seat":2,"delta":0,"reason":"receives the Civet of A","token":"+civet"}])");
  CHECK(replay_json(R"({"players": ["A", "B"], "options": "lc", "commands": [{"lanceCivet": "B"}]})").error() ==
        "commands[0]: \"lanceCivet\" needs \"by\": the player who gives their Civet.");
}
