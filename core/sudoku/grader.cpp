// Grading and hints (see grader.hpp): the step solver run to the end or to the next placement.
#include "grader.hpp"

#include "messages.hpp"

namespace arcade::sudoku {

std::vector<Technique> Grading::techniques() const {
  std::vector<Technique> out;
  for (int t = 0; t < kTechniques; ++t)
    if (counts[static_cast<std::size_t>(t)]) out.push_back(static_cast<Technique>(t));
  return out;
}

Technique Grading::hardest() const {
  const std::vector<Technique> used = techniques();
  return used.empty() ? Technique::FullHouse : used.back();
}

Result<Grading> grade(const Grid& puzzle) {
  if (Check c = check_conflicts(puzzle); !c) return c.failure();
  Grid solution{};
  const int n = count_solutions(puzzle, 2, &solution);
  if (n == 0) return fail(msg::kNoSolution);
  if (n > 1) return fail(msg::kGradeSeveral);
  return grade_with(puzzle, solution);
}

Result<std::vector<Step>> hint(const Grid& grid) {
  if (Check c = check_conflicts(grid); !c) return c.failure();
  Board board = Board::from(grid);
  if (board.full()) return fail(msg::kHintFull);
  Grid solution{};
  if (count_solutions(grid, 1, &solution) == 0) return fail(msg::kHintWrong);
  std::vector<Step> steps;
  for (;;) {
    std::optional<Step> step = next_step(board);
    if (!step) step = guess_step(board, solution);
    steps.push_back(*step);
    if (step->placement.cell >= 0) return steps;
    board.apply(*step);
  }
}

}  // namespace arcade::sudoku
