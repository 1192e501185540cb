// Cul de chouette's Doublette option: teammates opposite each other share one score, the seat
// counts it needs, no challenge between teammates, the end and its winners, scenario scores.
#include <doctest/doctest.h>

#include "chouette/chouette.hpp"
#include "chouette/json.hpp"
#include "chouette/scenario.hpp"
#include "chouette_helpers.hpp"
#include "common/session.hpp"
#include "session_helpers.hpp"

using namespace chouette_test;

TEST_CASE("chouette Doublette: seats, teammates and one score per team") {
  CHECK(check_seats(3, parse_options("dbl").value()).error() ==
        "Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not 3.");
  CHECK(check_seats(2, parse_options("dbl").value()).error() ==
        "Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not 2.");
  CHECK(check_seats(3, Options{}).ok());
  CHECK(Chouette::parse_params("5,dbl").error() ==
        "Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not 5.");
  CHECK(teammate(table("dbl", 4), 1) == 3);
  CHECK(teammate(table("dbl", 6), 4) == 1);
  CHECK(teammate(table("", 4), 1) == -1);
  Table t = table("dbl", 4);
  // Each seat still throws in turn; a score change of one teammate is the team's.
  CHECK(run(t, "t555") == Lines{"A +90 Cul de chouette of 5"});
  CHECK(run(t, "t224") == Lines{});
  CHECK(run(t, "m2,1") == Lines{"C +32 first to call \"Pas mou le caillou !\" on the Chouette-Velute of 4"});
  CHECK(t.players[0].score == 122);
  CHECK(t.players[2].score == 122);
  CHECK(t.players[1].score == 0);
  CHECK(run(t, "x3") == Lines{"D -10 Bévue: called by the referee"});
  CHECK(t.players[1].score == -10);
  CHECK(t.players[3].score == -10);
}

TEST_CASE("chouette Doublette: no challenge between teammates") {
  Table g = table("dbl", 4);
  for (PlayerState& p : g.players) p.score = 100;
  g.players[2].grelottine = g.players[1].grelottine = true;
  run(g, "t136");
  CHECK(refused(g, "l2=ch=5") == "C cannot challenge A, their teammate.");
  g.players[0].passe_grelot = true;
  run(g, "l1=ch=5");
  CHECK(refused(g, "p3") == "The challenge cannot pass to D, the challenger's teammate.");
  CHECK(run(g, "p2") == Lines{"A -passe-grelot calls \"Passe-Grelot !\": the challenge passes to C"});
  Table s = table("dbl,sf", 4);
  run(s, "t124");
  CHECK(refused(s, "d2") == "A cannot challenge C, their teammate.");
  CHECK(run(s, "d1") == Lines{});
}

TEST_CASE("chouette Doublette: the end, the winning team, and a teammate's turn as one's own") {
  Table t = table("dbl", 4);
  t.players[0].score = t.players[2].score = 300;
  t.players[1].score = t.players[3].score = 320;
  run(t, "t555");
  CHECK(t.window == Window::Over);
  CHECK(t.winner == 0);
  CHECK(pending(t) == "A and C win with 390 points.");
  // win only on one's own turn: B's turn is D's team's turn, not A's.
  Table own = table("dbl,own", 4, 1);
  own.players[0].score = own.players[2].score = 330;
  own.players[1].score = own.players[3].score = 330;
  CHECK(run(own, "e3=+20") == Lines{"D +20 referee's correction"});
  CHECK(own.players[1].score == 350);
  Table cap = table("dbl,own", 4, 1);
  cap.players[0].score = cap.players[2].score = 330;
  CHECK(run(cap, "e2=+20") == Lines{"C +2 referee's correction"});
  CHECK(cap.players[0].score == 332);
}

TEST_CASE("chouette Doublette: scenario scores and options") {
  Result<Value> r = replay_json(R"({"players": ["A", "B", "C", "D"], "options": {"teams": true}, "scores": {"B": 40},
                                    "commands": ["t666"]})");
  REQUIRE_MESSAGE(r.ok(), r.error());
  CHECK(to_json(*r->get("scores")) == R"({"A":100,"B":40,"C":100,"D":40})");
  CHECK(to_json(*r->get("deltas")) == R"({"A":100,"B":0,"C":100,"D":0})");
  CHECK(r->get("options")->get("flags")->as_string() == "dbl");
  CHECK(replay_json(
            R"({"players": ["A", "B", "C", "D"], "options": "dbl", "scores": {"A": 10, "C": 20}, "commands": []})")
            .error() == "\"scores\": \"A\" and \"C\" are teammates and share one score.");
  CHECK(replay_json(R"({"players": ["A", "B", "C"], "options": "dbl", "commands": []})").error() ==
        "Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not 3.");
}

TEST_CASE("chouette Doublette: the session game's view, side bets in the view, both teammates win") {
  Session<Chouette> s = test::start<Chouette>("4,dbl,gb");
  // A and B gain a Grelottine on their Néants; C and D score a CdC of 5 for their teams.
  test::play(s, {"t1234", "t136", "t146", "t555", "t555"}, 7);
  const Value v = Chouette::view(s.state());
  CHECK(to_json(*v.get("players")->items()[0].get("teammate")) == "2");
  CHECK(to_json(*v.get("players")->items()[3].get("teammate")) == "1");
  CHECK(v.get("players")->items()[0].get("score")->as_int() == 90);
  CHECK(v.get("players")->items()[1].get("score")->as_int() == 90);
  // B challenges A's next Néant; C, A's teammate, bets on its failure.
  test::play(s, {"t136", "l1=ch=5", "w2=0"}, 7);
  CHECK(to_json(*Chouette::view(s.state()).get("challenge")) ==
        R"({"challenger":1,"challenged":0,"target":"chouette","stake":5,"sideBets":[{"seat":2,"on":"failure"}]})");
  test::play(s, {"t111"}, 7);  // a CdC is no Chouette: A +50 -5, B +5, C +25
  CHECK(s.state().table.players[2].score == 160);
  CHECK(s.state().table.players[3].score == 95);
  test::play(s, {"e3=+400"}, 7);
  CHECK(Chouette::status(s.state()).winners == std::vector<int>{1, 3});
  CHECK(pending(s.state().table) == "Player 2 and Player 4 win with 495 points.");
}
