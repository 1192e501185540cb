// The puzzle generator: proper puzzles (exactly one solution) at a requested grade, the same
// puzzle for the same seed on every platform.
#pragma once
#include <cstdint>

#include "../common/rng.hpp"
#include "steps.hpp"

namespace arcade::sudoku {

struct Generated {
  Grid puzzle{};
  Grid solution{};
  Difficulty difficulty = Difficulty::Easy;
  int attempts = 0;  // puzzles made before one had the grade asked for
};

// How much a generate call may spend: whole puzzles tried (the same on every machine) and,
// as a safety net for slow devices, milliseconds. Running out is an error, never a different
// puzzle: a seed gives one puzzle or a sentence.
struct GenerateBudget {
  int attempts = 2000;
  double milliseconds = 0;  // 0: no time limit
};

// A random full grid, then cells emptied in random pairs (symmetric about the centre) while the
// solution stays unique, then graded; repeated until the grade is `difficulty`.
Result<Generated> generate(Difficulty difficulty, WordSource& words, const GenerateBudget& budget = {});

// One proper puzzle of any grade (what a generate attempt makes before grading).
Generated make_puzzle(WordSource& words);

}  // namespace arcade::sudoku
