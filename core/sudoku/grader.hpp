// Grading a puzzle by the hardest technique it needs, and hints: the next logical step on a
// grid, followed up to the digit it lets a player place.
#pragma once
#include <array>
#include <vector>

#include "exact_solver.hpp"
#include "steps.hpp"

namespace arcade::sudoku {

struct Grading {
  Difficulty difficulty = Difficulty::Easy;
  std::array<int, kTechniques> counts{};  // steps taken with each technique
  int steps = 0;
  bool stopped = false;  // grade_with stopped early: the puzzle is harder than `stop_above`
  // The techniques used, easiest first.
  std::vector<Technique> techniques() const;
  // The hardest technique used (the last the solver tries among them); Full house for no steps.
  Technique hardest() const;
};

// Solves a puzzle step by step, always with the easiest technique that applies (a guess of the
// solution's digit when none does). With stop_above, gives up as soon as a harder technique is
// needed (stopped is then true and difficulty is that technique's).
Grading grade_with(const Grid& puzzle, const Grid& solution, const Difficulty* stop_above = nullptr);
// Checks the puzzle (no conflicts, exactly one solution) and grades it.
Result<Grading> grade(const Grid& puzzle);

// The steps from a grid (givens and a player's digits, auto candidates) to the next digit that
// can be placed: the first is the next logical step, the last places a digit (earlier ones only
// remove candidates). Refused with a sentence for conflicting digits, a grid with no solution
// left, or a full grid.
Result<std::vector<Step>> hint(const Grid& grid);

}  // namespace arcade::sudoku
