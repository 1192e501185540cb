// Cul de chouette's Civet doublé option: other Civet holders join a declared Civet, each doubling
// what its declarer wins or loses; the Bévue of joining without a Civet, when joining is allowed,
// its move text, its view and its scenario command.
#include <doctest/doctest.h>

#include "chouette/chouette.hpp"
#include "chouette/json.hpp"
#include "chouette/scenario.hpp"
#include "chouette_helpers.hpp"

using namespace chouette_test;

TEST_CASE("chouette Civet doublé: joiners double the stake, the declarer alone wins or loses it") {
  Table t = table("cdb");
  for (int seat : {0, 1, 2}) t.players[static_cast<std::size_t>(seat)].civet = true;
  t.players[0].score = 60;
  CHECK(refused(t, "i1") ==
        "A Civet is joined once it is declared and before its throw: A to throw (may declare a Civet first).");
  CHECK(run(t, "v30=ve") == Lines{"A -civet declares a Civet of 30 on Velute"});
  CHECK(refused(t, "i0") == "A cannot join their own Civet.");
  CHECK(run(t, "i1") == Lines{"B -civet joins the Civet of 30 on Velute of A: now ×2"});
  CHECK(refused(t, "i1") == "B has already joined this Civet.");
  CHECK(run(t, "i2") == Lines{"C -civet joins the Civet of 30 on Velute of A: now ×4"});
  CHECK_FALSE(t.players[1].civet);
  CHECK_FALSE(t.players[2].civet);
  // A Velute of 5 (2 × 25) and the Civet won four times over; the joiners' scores do not move.
  CHECK(run(t, "t145") == Lines{"A +50 Velute of 5", "A +120 Civet of 30 on Velute doubled ×4 won"});
  CHECK(t.players[0].score == 230);
  CHECK(t.players[1].score == 0);
  CHECK(t.players[2].score == 0);
}

TEST_CASE("chouette Civet doublé: a lost Civet costs double per joiner; a Bévue without a Civet; when it is refused") {
  Table t = table("cdb");
  t.players[0].civet = true;
  t.players[1].civet = true;
  t.players[0].score = 40;
  run(t, "v10=su");
  CHECK(run(t, "i2") == Lines{"C -10 Bévue: joins the Civet of A without holding one"});
  CHECK(run(t, "i1") == Lines{"B -civet joins the Civet of 10 on Suite of A: now ×2"});
  run(t, "t2");
  CHECK(refused(t, "i2") ==
        "A Civet is joined once it is declared and before its throw: A has thrown 2; 2 dice to go.");
  // 2 6 6: a Chouette of 6 (36) once A keeps it, not a Suite: the Civet is lost twice over.
  run(t, "t66");
  CHECK(run(t, "n") == Lines{"A +36 Chouette of 6", "A -20 Civet of 10 on Suite doubled ×2 lost"});
  CHECK(t.players[0].score == 40 + 36 - 20);
  CHECK(refused(table(), "i1") == "Civet doublé is a rule option that this table does not use.");
  Table none = table("cdb");
  CHECK(refused(none, "i9") == "There is no seat 9 at this table of 3.");
}

TEST_CASE("chouette Civet doublé: move text, view and scenario command") {
  CHECK(format_command(parse_command("i2", 3).value()) == "i2");
  CHECK(parse_command("i", 3).error() == parse_command("k", 3).error());
  Result<Value> r = replay_json(R"({"players": ["A", "B", "C"], "options": {"civetDouble": true},
                                    "scores": {"A": 50}, "tokens": {"A": ["civet"], "C": ["civet"]},
                                    "commands": [{"civet": {"stake": 20, "target": "Velute"}}, {"joinCivet": "C"}, {"throw": [1, 4, 5]}]})");
  // 50 + a Velute of 5 (50) + the Civet of 20 doubled (40).
  REQUIRE_MESSAGE(r.ok(), r.error());
  CHECK(to_json(*r->get("scores")) == R"({"A":140,"B":0,"C":0})");
  CHECK(to_json(*r->get("tokens")) == R"({"A":[],"B":[],"C":[]})");
  CHECK(replay_json(R"({"players": ["A", "B"], "commands": [{"joinCivet": "B"}]})").error() ==
        "commands[0]: Civet doublé is a rule option that this table does not use.");
}
