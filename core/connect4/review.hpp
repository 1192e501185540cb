// The coach's reading of a Connect Four game, one move at a time: the position's score as far as a
// bounded search proves it, and whether the last move threw away a win or a draw.
#pragma once
#include <optional>
#include <string_view>

#include "../common/result.hpp"
#include "solver.hpp"

namespace arcade::connect4 {

// The budget of one reading (the coach's bar after each move, each move of an after-game review):
// node counts only, so the same position reads the same everywhere; about 40 ms in wasm.
inline constexpr Budget kCoachBudget{150'000, 0};
// The coach's budget with `solver`'s book: kCoachBudget, or past an exact book (exact_book in
// connect4.hpp) no node limit, only kPastBookSeconds, so that every reading is proven.
Budget coach_budget(const Solver& solver);

struct Review {
  // The position after the moves, for its side to move: exact once proven (always once the game
  // is over), else the bounds the search proved.
  Bounds now;
  // The last move (0-6) and, for the side that made it, the best score it had and the score of
  // the move it played; none before the first move.
  std::optional<int> column;
  Bounds best;
  Bounds played;
  // Proven within the budget: the move changed the mover's result (win to draw or loss, draw to
  // loss). A move whose result stays unknown is never called a mistake.
  bool mistake = false;
};

// The result a score stands for: 1 win, 0 draw, -1 loss.
inline int result_of(int score) { return score > 0 ? 1 : score < 0 ? -1 : 0; }

// Reads the game `moves` (1-based columns, "4453") with `solver`, whose table is cleared first so
// that the answer depends only on the moves and the budget. One bounded evaluation: of the
// position before the last move (giving the move's score, and so the position's after it), or of
// the starting position when there is no move. Refuses bad moves as Position::from_moves does.
Result<Review> review(Solver& solver, std::string_view moves, const Budget& budget = kCoachBudget);

}  // namespace arcade::connect4
