// The coach's numbers for the seat to move in Greed: its chance to win (two seats) or the points it
// can expect this turn (more seats), now and after each choice, from the computer players' tables.
#pragma once
#include <optional>

#include "../common/result.hpp"
#include "greed.hpp"
#include "strategy.hpp"

namespace arcade::greed {

struct Advice {
  // True: the values are probabilities of winning the game (two seats and a target the exact
  // table covers); false: expected points banked this turn (more seats, or a larger target).
  bool win_chance = false;
  double now = 0;              // the value of playing best from here
  double roll = 0;             // the value of rolling now (then playing best)
  std::optional<double> bank;  // the value of banking now; none before the turn's first roll
  Decision best = Decision::Roll;
  // Two seats: the rules' win-probability table is still being built (a share per call, so that
  // no call holds the engine long): no values yet, ask again.
  bool pending = false;
};

// The work one call may give the win-probability table (WinProbability::build): about 11 ms in
// wasm here, up to about 30 on a fresh engine (its code not yet compiled to its fastest; README rows); the usual rules'
// whole table (3000 points, automatic keeps) is 5.4 million: it comes in one call.
inline constexpr long long kAdviceShare = 6'000'000;

// The advice for the seat to move; an error once the game is over.
Result<Advice> advise(const State& s);

}  // namespace arcade::greed
