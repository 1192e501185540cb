// Greed's coach (advise): its advice is the computer players' own decision, its numbers are
// probabilities or points as it says, and the last turn of a two-seat game is solved exactly.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "greed/advice.hpp"
#include "greed/strategy.hpp"
#include "greed/winprob.hpp"
#include "session_helpers.hpp"

using namespace arcade;
using namespace arcade::greed;
using S = Session<Greed>;

namespace {
S start(const std::string& params) { return test::start<Greed>(params); }
void play(S& s, const std::string& moves) { test::play_words(s, moves); }

// Plays seeded games between computer seats and calls `check` on every position before a move.
template <class F>
void every_position(const std::string& params, int games, F check) {
  for (int g = 0; g < games; ++g) {
    Rng rng(static_cast<std::uint64_t>(100 + g));
    S s = S::create(params, "", rng).value();
    while (!s.status().over) {
      check(s.state());
      REQUIRE(s.computer(rng).ok());
    }
  }
}
}  // namespace

TEST_CASE("greed advice: two seats, the win-probability player's decision and its chances") {
  int positions = 0;
  every_position("ww", 12, [&](const State& st) {
    const Advice a = advise(st).value();
    CHECK(a.win_chance);
    CHECK(a.now >= 0.0);
    CHECK(a.now <= 1.0);
    if (st.rolls_this_turn == 0) {
      CHECK_FALSE(a.bank.has_value());
      CHECK(a.now == a.roll);
    } else {
      REQUIRE(a.bank.has_value());
      CHECK(a.now == std::max(a.roll, *a.bank));
      // Outside the final round (where the player follows a rule of thumb) the advice is its move.
      if (st.final_by < 0) CHECK(a.best == decide(st));
    }
    ++positions;
  });
  CHECK(positions > 300);
}

TEST_CASE("greed advice: the first turn's chance is the table's, and a seat ahead is likelier to win") {
  S s = start("hh");
  const Advice a = advise(s.state()).value();
  CHECK(a.roll == win_probability(3000, 300)->start(0, 0));
  CHECK(a.roll > 0.5);  // moving first is an edge
  CHECK(a.roll < 0.6);
  play(s, "r11555 b");  // Player 1 banks 1500
  const Advice behind = advise(s.state()).value();
  CHECK(behind.now < 0.35);  // 0.33: 1,500 behind at the start of a turn
}

TEST_CASE("greed advice: more seats, the expected points of the turn and the expected-points player's decision") {
  every_position("eee", 4, [&](const State& st) {
    const Advice a = advise(st).value();
    CHECK_FALSE(a.win_chance);
    if (st.rolls_this_turn > 0) {
      CHECK(a.best == decide(st));
      const int entry = st.in_game[static_cast<std::size_t>(st.current)] ? 0 : st.params.entry;
      CHECK(*a.bank == (st.turn_total >= entry ? st.turn_total : 0));
    } else {
      CHECK(a.roll == doctest::Approx(
                          ExpectedPoints(st.in_game[static_cast<std::size_t>(st.current)] ? 0 : 300).roll_value(0, 5)));
    }
  });
}

TEST_CASE("greed advice: the last turn of a two-seat game, exactly") {
  S s = start("hh,t1000");
  play(s, "r11111 r11555 b");  // Player 1: 1200 + 1500 = 2700, past the target: Player 2's last turn
  REQUIRE(s.state().final_by == 0);
  const Advice first = advise(s.state()).value();
  CHECK(first.win_chance);
  CHECK_FALSE(first.bank.has_value());
  CHECK(first.now > 0.0);
  CHECK(first.now < 0.1);  // 2,750 points in one turn from nothing
  play(s, "r11112");       // 1,100 so far: banking now loses
  const Advice mid = advise(s.state()).value();
  CHECK(*mid.bank == 0.0);
  CHECK(mid.best == Decision::Roll);
  CHECK(mid.now == mid.roll);
  CHECK(mid.roll > first.roll);
}

TEST_CASE("greed advice: a large table is built a share per call, and comes out the same") {
  // Rules no other test uses: this test sees their table's whole build. 4950 points under the
  // house rule is some 60 million units of work, 6 million a call: nine calls without values.
  // Between its shares, a share of other rules' table (also new here), whose build drops the
  // first's rows (WinProbability::rest) and the reverse: the values must not change either.
  S s = start("hh,k,t4950,e250");
  const S other = start("hh,k,t4750,e250");
  int pending = 0, other_pending = 0;
  Result<Advice> a = advise(s.state());
  for (; a.ok() && a->pending && pending < 100; a = advise(s.state())) {
    ++pending;
    CHECK(a->win_chance);
    CHECK_FALSE(a->bank.has_value());
    if (advise(other.state()).value().pending) ++other_pending;
  }
  REQUIRE(a.ok());
  // Nine calls alone; each share after the other rules' starts by replaying the rows they dropped.
  CHECK(pending == 12);
  CHECK(other_pending == 10);
  // Built at once, exactly the same: every value of the table, not only the first.
  const WinProbability whole(4950, 250, true);
  const WinProbability* shared = win_probability(4950, 250, true);
  int differ = 0;
  for (int me = 0; me < 99; ++me)
    for (int them = 0; them < 99; ++them) differ += shared->start(me, them) != whole.start(me, them);
  CHECK(differ == 0);
  CHECK(a->roll == whole.start(0, 0));
  CHECK(advise(s.state()).value().roll == a->roll);  // and every call after it reads it
  // A three-seat game or the final round never waits: no table (rules unbuilt until here).
  CHECK_FALSE(advise(start("hhh,k,t4900").state()).value().pending);
  S last = start("hh,t4850,e250");
  play(last, "r11111 r11111 r11111 r11111 r11111 b");  // 6,000 at once: Player 2's last turn
  REQUIRE(last.state().final_by == 0);
  const Advice final_turn = advise(last.state()).value();
  CHECK_FALSE(final_turn.pending);
  CHECK(final_turn.win_chance);
}

TEST_CASE("greed advice: a game that is over has no advice") {
  S s = start("hh,t50,e0");
  play(s, "r15555 b r23462");
  REQUIRE(s.status().over);
  CHECK(advise(s.state()).error() == "The game is over: there is no move to advise.");
}
