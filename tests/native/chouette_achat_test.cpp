// Cul de chouette's Achat option: another player buys the cul for 30 and the thrower scores only
// the two chouettes; with a Civet, with Verdier bets, refusals, move text and scenario command.
#include <doctest/doctest.h>

#include "chouette/json.hpp"
#include "chouette/scenario.hpp"
#include "chouette_helpers.hpp"

using namespace chouette_test;

TEST_CASE("chouette Achat: the buyer pays 30, the thrower scores two dice") {
  Table t = table("ach");
  CHECK(dice_needed(t) == 2);  // the turn's throw comes in two parts, so that the cul can be bought
  CHECK(run(t, "t55") == Lines{});
  CHECK(pending(t) == "A has thrown 5 and 5; 1 die to go (another player may buy the cul).");
  CHECK(refused(t, "k0") == "A cannot buy the cul of their own throw.");
  CHECK(run(t, "k1") ==
        Lines{"B -30 buys the cul of A's throw (Achat)", "A +25 Chouette of 5 on two dice (the cul was bought)"});
  CHECK(t.turn == 1);
  CHECK(t.window == Window::Turn);
  // No pair: nothing for the thrower, and no Grelottine (there was no Néant).
  play(t, {"t25"});
  CHECK(run(t, "k2") == Lines{"C -30 buys the cul of B's throw (Achat)"});
  CHECK_FALSE(t.players[1].grelottine);
  CHECK(t.players[1].score == -30);
  CHECK(refused(t, "k0") == "The cul is bought after the thrower's two chouettes and before the cul: C to throw.");
  Table off = table();
  run(off, "t25");
  CHECK(refused(off, "k1") == "Achat is a rule option that this table does not use.");
}

TEST_CASE("chouette Achat: a declared Civet is settled on the two dice; Verdier bets are void") {
  Table c = table("ach");
  c.players[0].score = 100;
  c.players[0].civet = true;
  play(c, {"v10=ch", "t33"});
  CHECK(run(c, "k1") == Lines{"B -30 buys the cul of A's throw (Achat)",
                              "A +9 Chouette of 3 on two dice (the cul was bought)",
                              "A +10 Civet of 10 on Chouette won"});
  Table v = table("ach,vd");
  play(v, {"t24", "y1+2"});
  CHECK(pending(v) == "A has thrown 2 and 4; 1 die to go (Verdier bets are open; another player may buy the cul).");
  CHECK(run(v, "k1") == Lines{"B -30 buys the cul of A's throw (Achat)"});
  CHECK(v.players[2].score == 0);
  CHECK(v.verdier.empty());
}

TEST_CASE("chouette Achat: move text and scenario command") {
  CHECK(format_command(parse_command("k1", 3).value()) == "k1");
  CHECK(parse_command("k7", 3).error() == "There is no seat 7 at this table of 3.");
  Result<Value> r = replay_json(
      R"({"players": ["A", "B"], "options": {"achat": true}, "commands": [{"throw": [6, 6]}, {"achat": "B"}]})");
  REQUIRE_MESSAGE(r.ok(), r.error());
  CHECK(to_json(*r->get("scores")) == R"({"A":36,"B":-30})");
  CHECK(r->get("options")->get("flags")->as_string() == "ach");
  CHECK(r->get("pending")->as_string() == "B to throw.");
}
