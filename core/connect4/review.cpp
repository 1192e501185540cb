// The coach's reading of a move (see review.hpp): one bounded evaluation of the position before it.
#include "review.hpp"

#include <algorithm>

#include "connect4.hpp"

namespace arcade::connect4 {

namespace {

// The side to move's score is its best column's: the bounds of a maximum.
Bounds best_of(const Choice::Columns& columns) {
  Bounds best{kMinScore, kMinScore};
  for (const std::optional<Bounds>& c : columns) {
    if (!c) continue;
    best.lower = std::max(best.lower, c->lower);
    best.upper = std::max(best.upper, c->upper);
  }
  return best;
}

}  // namespace

Budget coach_budget(const Solver& solver) {
  return exact_book(solver.book()) ? Budget{0, kPastBookSeconds} : kCoachBudget;
}

Result<Review> review(Solver& solver, std::string_view moves, const Budget& budget) {
  Result<Position> after = Position::from_moves(moves);
  if (!after) return after.failure();
  solver.clear();
  Review r;
  if (moves.empty()) {
    r.now = best_of(solver.evaluate(*after, budget));
    return r;
  }
  // from_moves accepted every move, so the shorter string is a position too.
  const Position before = *Position::from_moves(moves.substr(0, moves.size() - 1));
  const int column = moves.back() - '1';
  const Choice::Columns columns = solver.evaluate(before, budget);
  r.column = column;
  r.best = best_of(columns);
  r.played = *columns[static_cast<std::size_t>(column)];
  r.now = Bounds{-r.played.upper, -r.played.lower};
  r.mistake = result_of(r.best.lower) > result_of(r.played.upper);
  return r;
}

}  // namespace arcade::connect4
