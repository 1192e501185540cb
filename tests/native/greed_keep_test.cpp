// Greed's house rule "choose the scoring dice to keep" (params ",k"): the choices, the turn flow,
// saves, and the computer players deciding under it.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "greed/advice.hpp"
#include "greed/greed.hpp"
#include "greed/score.hpp"
#include "greed/strategy.hpp"
#include "greed/winprob.hpp"
#include "session_helpers.hpp"

using namespace arcade;
using namespace arcade::greed;
using S = Session<Greed>;
using Dice = std::vector<std::vector<int>>;

namespace {
S start(const std::string& params) { return test::start<Greed>(params); }
void play(S& s, const std::string& moves) { test::play_words(s, moves); }

// A whole game of computer seats, each move's dice drawn from its own seeded stream (as selfplay).
S selfplay(const std::string& params, std::uint64_t seed) {
  S s = start(params);
  while (!s.status().over) {
    Rng rng(mix_seed(seed, s.position()));
    REQUIRE(s.computer(rng).ok());
  }
  return s;
}
}  // namespace

TEST_CASE("greed keep: the option k, off by default, only in saves that use it") {
  CHECK(Greed::format_params(Greed::parse_params("hc,k").value()) == "hc,t3000,e300,k");
  CHECK(Greed::format_params(Greed::parse_params("hc,k,t1000").value()) == "hc,t1000,e300,k");
  CHECK_FALSE(Greed::parse_params("hc").value().choose);
  CHECK(Greed::format_params(Greed::parse_params("hc").value()) == "hc,t3000,e300");
  CHECK(Greed::parse_params("hc,k,k").error() == "The option \"k\" is given twice.");
  CHECK(
      Greed::parse_params("hc,k1").error() ==
      "Greed options are t<target>, e<entry>, k (choose the dice to keep) and n<turns> (a score attack), not \"k1\".");
  // A save from before the rule loads and plays on under the automatic rule.
  Result<S> loaded = S::load("greed:hh,t3000,e300::r15234.r555:2");
  REQUIRE(loaded.ok());
  S old = loaded.value();
  CHECK(old.state().turn_total == 650);
  CHECK_FALSE(old.state().keeping);
  Rng rng(1);
  CHECK(old.play("k5", rng).error() == "This game keeps every scoring die itself (the house rule k is off).");
}

TEST_CASE("greed keep: the choices of a roll, fewest dice first") {
  CHECK(keep_choices({1, 5, 2, 3, 4}) == Dice{{1}, {5}, {1, 5}});
  CHECK(keep_choices({2, 2, 5, 2, 2}) == Dice{{5}, {2, 2, 2}, {2, 2, 2, 5}});
  CHECK(keep_choices({1, 1, 1, 5, 1}) ==
        Dice{{1}, {5}, {1, 1}, {1, 5}, {1, 1, 1}, {1, 1, 5}, {1, 1, 1, 1}, {1, 1, 1, 5}, {1, 1, 1, 1, 5}});
  CHECK(keep_choices({2, 3, 4, 6, 2}).empty());
  CHECK(keep_choices({}).empty());
}

TEST_CASE("greed keep: keep some scoring dice, then roll or bank") {
  S s = start("hh,k");
  Rng rng(1);
  CHECK(s.play("k1", rng).error() == "There is no roll to keep dice from now.");
  play(s, "r15234");
  CHECK(s.state().keeping);
  CHECK(s.state().turn_total == 0);
  CHECK(s.status().text == "Player 1 to choose the dice to keep.");
  CHECK(Greed::legal(s.state()) == std::vector<std::string>{"k1", "k5", "k15", "b"});
  CHECK(s.play("r2345", rng).error() == "Choose the scoring dice to keep before rolling again.");
  CHECK(s.play("k2", rng).error() == "Keep 1s, 5s or whole triples from the roll 15234, not \"k2\".");
  CHECK(s.play("k11", rng).error() == "Keep 1s, 5s or whole triples from the roll 15234, not \"k11\".");
  CHECK(s.play("k7", rng).error() == "Die 1 of the roll \"k7\" is not a face from 1 to 6.");
  play(s, "k1");  // the 5 goes back into the cup: 4 dice
  CHECK(s.state().turn_total == 100);
  CHECK(s.state().dice_to_roll == 4);
  CHECK(s.state().kept == std::vector<int>{1});
  CHECK(s.status().text == "Player 1 to roll again or bank.");
  CHECK(Greed::legal(s.state()) == std::vector<std::string>{"r", "b"});
  // Keeping reveals nothing: it can be undone and chosen again.
  CHECK(s.undo().ok());
  CHECK(s.state().keeping);
  play(s, "k51");  // any order; saved ascending
  CHECK(s.moves().back() == "k15");
  CHECK(s.state().dice_to_roll == 3);
  play(s, "r555 k555");  // every die kept: hot dice
  CHECK(s.state().turn_total == 650);
  CHECK(s.state().dice_to_roll == 5);
  play(s, "r22256 b");  // banking straight from a roll keeps every scoring die: 200 + 50
  CHECK(s.state().scores == std::vector<int>{900, 0});
  CHECK(s.state().last_bank->points == 900);
  CHECK(s.state().kept.empty());  // a new turn
  CHECK(s.save() == "greed:hh,t3000,e300,k::r15234.k15.r555.k555.r22256.b:6");
  play(s, "r23466");  // a bust ends the turn with no keep
  CHECK_FALSE(s.state().keeping);
  CHECK(s.state().current == 0);
}

TEST_CASE("greed keep: the throws under the choice have the automatic rule's odds, more options") {
  for (int n = 1; n <= kMaxDice; ++n) {
    double total = 0, bust = 0, auto_bust = 0;
    std::size_t most = 0;
    for (const Throw& t : throws(n, true)) {
      total += t.probability;
      if (t.options.empty()) bust += t.probability;
      most = std::max(most, t.options.size());
    }
    for (const Throw& t : throws(n, false))
      if (t.options.empty()) auto_bust += t.probability;
    CAPTURE(n);
    CHECK(total == doctest::Approx(1.0));
    CHECK(bust == doctest::Approx(auto_bust));
    CHECK(most == static_cast<std::size_t>(n == 1 ? 1 : n));  // one option per number of dice left
  }
}

TEST_CASE("greed keep: choosing is worth about 15 points a turn to the expected-points player") {
  CHECK(ExpectedPoints(0).roll_value(0, 5) == doctest::Approx(278.82).epsilon(0.00002));
  CHECK(ExpectedPoints(0, true).roll_value(0, 5) == doctest::Approx(293.60).epsilon(0.00002));
  CHECK(ExpectedPoints(300, true).roll_value(0, 5) == doctest::Approx(284.89).epsilon(0.00002));
}

TEST_CASE("greed keep: what each computer keeps from one roll") {
  // Player 1 in the game, a turn total of 0, rolls 1 5 2 3 4.
  auto after = [](const std::string& seats, const std::string& roll) {
    S s = start(seats + ",k");
    play(s, "r11155 b r23466");  // player 1 in with 1100, player 2 busts
    play(s, roll);
    return s;
  };
  CHECK(keep_move(after("eh", "r15234").state()) == "k1");   // a 1, and four dice to roll
  CHECK(keep_move(after("ch", "r15234").state()) == "k15");  // the cautious one keeps every scoring die
  CHECK(keep_move(after("wh", "r15234").state()) == "k1");
  CHECK(keep_move(after("eh", "r11155").state()) == "k11155");  // hot dice: keep all, roll five
  CHECK(keep_move(after("eh", "r55523").state()) == "b");       // 500 with two dice left: keep it all, bank
}

TEST_CASE("greed keep: seeded games of computers under the rule, the same every time") {
  // Two expected-points players: "k1" from 1 2 6 4 1 (one 1 back in the cup), hot dice kept whole.
  const S ee = selfplay("ee,k", 5);
  CHECK(ee.save() ==
        "greed:ee,t3000,e300,k::r44415.k14445.r13663.k1.r2362.r12641.k1.r2334.r16122.k1.r2145.k1.r416.b.r15161.b."
        "r25113.k1.r1544.b.r63445.k5.r4255.k5.r531.b.r43655.k5.r4416.k1.r263.r21331.k1.r2315.b.r44252.k5.r6222.b."
        "r24426.r41345.k1.r5343.k5.r555.k555.r64145.b.r44463.b.r44541.k14445.r66112.b.r43216.k1.r3121.b.r65254.k5."
        "r4253.k5.r452.k5.r53.b.r32111.b.r53155.b:70");
  CHECK(ee.state().scores == std::vector<int>{3150, 3250});
  CHECK(ee.status().winners == std::vector<int>{1});
  // The win-probability player against the cautious one, which keeps every scoring die.
  const S wc = selfplay("wc,k", 7);
  CHECK(wc.moves().size() == 76);
  CHECK(wc.state().scores == std::vector<int>{3250, 2550});
  CHECK(wc.status().winners == std::vector<int>{0});
  // The same seed replays the same game.
  CHECK(selfplay("wc,k", 7).save() == wc.save());
}

TEST_CASE("greed keep: the coach weighs a roll waiting for its keep") {
  S s = start("hh,k,t5000");
  play(s, "r11123 k111 r55");  // 1000, then 5 5 with two dice
  Result<Advice> a = advise(s.state());
  // These rules' table takes several calls to build (see the pending test in greed_advice_test).
  for (int calls = 1; a.ok() && a->pending && calls < 100; ++calls) a = advise(s.state());
  REQUIRE(a.ok());
  REQUIRE_FALSE(a->pending);
  CHECK(a->win_chance);
  // Banking keeps both 5s (1100); keeping both and rolling five fresh dice (hot dice) wins more.
  CHECK(*a->bank == doctest::Approx(0.714601).epsilon(0.00001));
  CHECK(a->roll == doctest::Approx(0.737862).epsilon(0.00001));
  CHECK(a->best == Decision::Roll);
  CHECK(keep_move(s.state()) == "k55");
}
