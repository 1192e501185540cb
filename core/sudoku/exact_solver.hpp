// The exact Sudoku solver: bit-parallel candidates per digit and band, singles and locked
// candidates as propagation, guessing on a two-candidate cell; solves and counts to a limit.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "grid.hpp"

namespace arcade::sudoku {

// The number of solutions of `puzzle`, counted up to `limit` (so 0, 1, ..., limit); the first
// solution found is written to `first` when there is one and `first` is not null, and the
// number of guesses the search made is added to `guesses` (a measure of how hard it was).
// Conflicting givens simply have no solution; a limit below 1 counts nothing and returns 0.
int count_solutions(const Grid& puzzle, int limit, Grid* first = nullptr, std::uint64_t* guesses = nullptr);

// A solution (the first found when there are several); none when there is none, which includes
// conflicting givens.
std::optional<Grid> solve(const Grid& puzzle);

// The builds of the search this CPU can run, the portable one first and count_solutions' choice
// last: natively on x86-64 a second build for CPUs with BMI1/BMI2/POPCNT/AVX2 (ARCADE_SOLVER_HAS_BMI2)
// and a third for those with AVX-512 F/VL/BW/DQ as well, in wasm the wasm SIMD build (ARCADE_SOLVER_HAS_SIMD128).
// For the tests that hold them to identical results.
struct SolverVariant {
  using Count = int (*)(const Grid&, int, Grid*, std::uint64_t*);
  const char* name;
  Count count;
};
std::vector<SolverVariant> solver_variants();

}  // namespace arcade::sudoku
