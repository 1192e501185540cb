// Cul de chouette's Grelottine side bets option: bets on a challenge's success or failure, their
// settlement (+25/-5, or the [LC] amounts), refusals, Passe-Grelot, move text and scenarios.
#include <doctest/doctest.h>

#include "chouette/json.hpp"
#include "chouette/scenario.hpp"
#include "chouette_helpers.hpp"

using namespace chouette_test;

namespace {

// Four players at 100; A throws a Néant and B, who holds a Grelottine, challenges A.
Table challenged(const std::string& flags, const std::string& challenge) {
  Table t = table(flags, 4);
  for (PlayerState& p : t.players) p.score = 100;
  t.players[1].grelottine = true;
  play(t, {"t136", challenge.c_str()});
  return t;
}

}  // namespace

TEST_CASE("chouette Grelottine side bets: success and failure settled with the challenge") {
  Table t = challenged("gb", "l1=ve=10");
  CHECK(run(t, "w2=1,3=0") == Lines{"C +0 bets on the challenge's success", "D +0 bets on the challenge's failure"});
  CHECK(refused(t, "w2=0") == "C has already bet on this challenge; one bet per player.");
  CHECK(refused(t, "w1=1") == "B takes part in the challenge and cannot bet on it.");
  CHECK(refused(t, "w0=0") == "A takes part in the challenge and cannot bet on it.");
  CHECK(refused(t, "w3=2") == "A side bet is on success (1) or failure (0), not 2.");
  CHECK(run(t, "t235") == Lines{"A +50 Velute of 5", "A +10 wins the Grelottine challenge on Velute for 10",
                                "B -10 loses the Grelottine challenge on Velute for 10",
                                "A +passe-grelot won a Grelottine challenge as the challenged player",
                                "C +25 side bet on success won", "D -5 side bet on failure lost"});
  CHECK(t.players[2].score == 125);
  CHECK(t.players[3].score == 95);
  CHECK(t.side_bets.empty());

  // Failure, with [LC]'s amounts (+10 / -5).
  Table lc = challenged("gb,gbw10", "l1=ve=10");
  run(lc, "w2=1,3=0");
  CHECK(run(lc, "t136") == Lines{"A +grelottine Néant", "B +10 wins the Grelottine challenge on Velute for 10",
                                 "A -10 loses the Grelottine challenge on Velute for 10",
                                 "C -5 side bet on success lost", "D +10 side bet on failure won"});
  CHECK(format_options(lc.options) == "gb,gbw10");
}

TEST_CASE("chouette Grelottine side bets: refusals, Passe-Grelot, Boucliette") {
  CHECK(refused(challenged("", "l1=ve=10"), "w2=1") ==
        "Grelottine side bets are a rule option that this table does not use.");
  CHECK(refused(table("gb", 4), "w2=1") ==
        "Side bets are placed on a Grelottine challenge before the challenged player throws: A to throw.");
  // The challenge passes to a bettor: their bet is void.
  Table p = challenged("gb", "l1=ve=10");
  p.players[0].passe_grelot = true;
  run(p, "w2=1,3=1");
  CHECK(run(p, "p2") == Lines{"A -passe-grelot calls \"Passe-Grelot !\": the challenge passes to C",
                              "C +0 side bet void: now the challenged player"});
  CHECK(run(p, "t136") == Lines{"C +grelottine Néant", "B +10 wins the Grelottine challenge on Velute for 10",
                                "C -10 loses the Grelottine challenge on Velute for 10",
                                "D -5 side bet on success lost"});
  // A Boucliette cancels the challenge: nothing is settled.
  Table b = challenged("gb,bc", "l1=ve=10");
  run(b, "w2=1");
  CHECK(run(b, "o3") == Lines{"D -boucliette cancels the Grelottine challenge with a Boucliette"});
  CHECK(b.side_bets.empty());
  CHECK(b.players[2].score == 100);
}

TEST_CASE("chouette Grelottine side bets: move text and scenario command") {
  CHECK(format_command(parse_command("w2=1,3=0", 4).value()) == "w2=1,3=0");
  CHECK(parse_command("w2", 4).error() == "Side bets are written seat=value, like 1=2, not \"2\".");
  const std::string start = R"({"players": ["A", "B", "C"], "options": {"grelottineBets": true, "grelottineBetWin": 10},
    "scores": {"A": 100, "B": 100}, "tokens": {"B": ["grelottine"]},
    "commands": [{"throw": [1, 3, 6]}, {"grelottine": {"by": "B", "target": "velute", "stake": 5}}, )";
  Result<Value> r = replay_json(start + R"({"grelottineBets": {"C": "failure"}}, {"throw": [1, 4, 6]}]})");
  REQUIRE_MESSAGE(r.ok(), r.error());
  CHECK(to_json(*r->get("deltas")) == R"({"A":-5,"B":5,"C":10})");
  CHECK(r->get("options")->get("grelottineBets")->as_bool());
  CHECK(r->get("options")->get("flags")->as_string() == "gb,gbw10");
  CHECK(replay_json(start + R"({"grelottineBets": {"C": "maybe"}}]})").error() ==
        "commands[2]: A Grelottine side bet is \"success\" or \"failure\".");
}
