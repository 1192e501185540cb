// The exact Sudoku solver: every puzzle of the five benchmark lists solved and checked, uniqueness
// counting on ambiguous, impossible and conflicting grids, and the seed's PROBLEM board.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "data.hpp"
#include "sudoku/exact_solver.hpp"

using namespace arcade;
using namespace arcade::sudoku;

namespace {

// Every row, column and box holds 1-9, and every given is kept.
bool solves(const Grid& puzzle, const Grid& solution) {
  for (int cell = 0; cell < 81; ++cell) {
    const std::uint8_t given = puzzle[static_cast<std::size_t>(cell)];
    if (given && given != solution[static_cast<std::size_t>(cell)]) return false;
  }
  for (const auto& house : houses()) {
    unsigned seen = 0;
    for (std::uint8_t cell : house) seen |= 1u << solution[cell];
    if (seen != 0x3FE) return false;
  }
  return true;
}

Grid grid(const std::string& text) { return parse_grid(text).value(); }

// tests/data/sudoku/<name>: one puzzle per line.
void solve_list(const std::string& name, std::size_t expected) {
  const auto lines = test::data_lines("sudoku/" + name);
  REQUIRE(lines.size() == expected);
  int proper = 0;
  for (const std::string& line : lines) {
    CAPTURE(line);
    const Grid puzzle = grid(line);
    Grid solution{};
    REQUIRE(count_solutions(puzzle, 2, &solution) == 1);
    CHECK(solves(puzzle, solution));
    CHECK(solve(puzzle).value() == solution);
    ++proper;
  }
  CHECK(proper == static_cast<int>(expected));
}

const char* const kProblem = "1.2...7...47.213...8.7.3.1.46.1...8....264....5...9.64.9.5.7.2...134.97...6...8.3";

}  // namespace

TEST_CASE("sudoku solver: the seed's PROBLEM board") {
  const Grid puzzle = grid(kProblem);
  Grid solution{};
  CHECK(count_solutions(puzzle, 2, &solution) == 1);
  CHECK(format_grid(solution) == "132458796947621358685793412469135287718264539253879164394587621821346975576912843");
  CHECK(solves(puzzle, solution));
}

TEST_CASE("sudoku solver: norvig_hardest.txt, all 11 solved, each with one solution") {
  solve_list("norvig_hardest.txt", 11);
}
TEST_CASE("sudoku solver: norvig_top95.txt, all 95 solved, each with one solution") {
  solve_list("norvig_top95.txt", 95);
}
TEST_CASE("sudoku solver: magictour_top1465.txt, all 1465 solved, each with one solution") {
  solve_list("magictour_top1465.txt", 1465);
}
TEST_CASE("sudoku solver: forum_hardest_1106.txt, all 375 solved, each with one solution") {
  solve_list("forum_hardest_1106.txt", 375);
}
TEST_CASE("sudoku solver: royle17_1004.txt, all 1004 17-clue puzzles solved, each with one solution") {
  solve_list("royle17_1004.txt", 1004);
}

TEST_CASE(
    "sudoku solver: every build of the search (portable, BMI2 and AVX-512 on x86-64, SIMD in wasm) gives the same "
    "counts, solutions and guesses") {
  const std::vector<SolverVariant> variants = solver_variants();
  REQUIRE(!variants.empty());
  CHECK(std::string(variants.front().name) == "portable");
#ifdef __EMSCRIPTEN__
  // The modules ship the wasm SIMD build: this run must hold it to the portable one.
  CHECK(std::string(variants.back().name) == "simd128");
#endif
  MESSAGE("solver builds on this CPU: " << variants.size() << ", count_solutions uses "
                                        << std::string(variants.back().name));
  for (const char* name : {"norvig_top95.txt", "magictour_top1465.txt", "forum_hardest_1106.txt", "royle17_1004.txt"}) {
    for (const std::string& line : test::data_lines(std::string("sudoku/") + name)) {
      CAPTURE(line);
      const Grid puzzle = grid(line);
      for (int limit : {1, 2}) {
        Grid expected{};
        std::uint64_t expected_guesses = 0;
        const int expected_count = variants.front().count(puzzle, limit, &expected, &expected_guesses);
        REQUIRE(expected_count == 1);
        for (const SolverVariant& v : variants) {
          CAPTURE(v.name);
          Grid solution{};
          std::uint64_t guesses = 0;
          REQUIRE(v.count(puzzle, limit, &solution, &guesses) == expected_count);
          REQUIRE(solution == expected);
          REQUIRE(guesses == expected_guesses);
        }
        // The public entry point is the last variant.
        Grid solution{};
        REQUIRE(count_solutions(puzzle, limit, &solution) == expected_count);
        REQUIRE(solution == expected);
      }
    }
  }
}

TEST_CASE("sudoku solver: counting stops at the limit") {
  const Grid empty{};
  CHECK(count_solutions(empty, 1) == 1);
  CHECK(count_solutions(empty, 2) == 2);
  CHECK(count_solutions(empty, 1000) == 1000);
  CHECK(count_solutions(empty, 0) == 0);
  Grid first{};
  CHECK(count_solutions(empty, 5, &first) == 5);
  CHECK(solves(empty, first));
  const Grid solved = solve(grid(kProblem)).value();
  CHECK(count_solutions(solved, 2) == 1);  // a full grid is its own solution
}

TEST_CASE("sudoku solver: a grid with exactly two solutions (an unavoidable rectangle emptied)") {
  const Grid solved = solve(grid(kProblem)).value();
  // Two rows of one band and two columns of different stacks whose corners read a b / b a:
  // emptying them leaves exactly the two ways to fill the rectangle.
  bool found = false;
  for (int r1 = 0; r1 < 9 && !found; ++r1)
    for (int r2 = r1 + 1; r2 < r1 / 3 * 3 + 3 && !found; ++r2)
      for (int c1 = 0; c1 < 9 && !found; ++c1)
        for (int c2 = c1 + 1; c2 < 9 && !found; ++c2) {
          if (c1 / 3 == c2 / 3) continue;
          auto at = [&](int r, int c) { return solved[static_cast<std::size_t>(9 * r + c)]; };
          if (at(r1, c1) != at(r2, c2) || at(r1, c2) != at(r2, c1)) continue;
          Grid g = solved;
          for (int cell : {9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2}) g[static_cast<std::size_t>(cell)] = 0;
          CHECK(count_solutions(g, 2) == 2);
          CHECK(count_solutions(g, 100) == 2);
          CHECK(solves(g, solve(g).value()));
          found = true;
        }
  CHECK(found);
}

TEST_CASE("sudoku solver: impossible grids and conflicting givens have no solution") {
  // r1c9 sees 1-8 in its row and 9 in its column: no digit fits, though no givens conflict.
  Grid g = grid("12345678." + std::string(9, '.') + "........9" + std::string(54, '.'));
  CHECK(check_conflicts(g).ok());
  CHECK(count_solutions(g, 2) == 0);
  CHECK_FALSE(solve(g).has_value());
  // Conflicting givens, in a row, a column and a box.
  for (const auto& [a, b] : {std::pair{0, 4}, std::pair{7, 70}, std::pair{30, 50}}) {
    Grid c{};
    c[static_cast<std::size_t>(a)] = 5;
    c[static_cast<std::size_t>(b)] = 5;
    CHECK_FALSE(check_conflicts(c).ok());
    CHECK(count_solutions(c, 2) == 0);
    CHECK_FALSE(solve(c).has_value());
  }
  // A proper puzzle with one given changed to a digit that does not conflict but cannot work.
  Grid broken = grid(kProblem);
  Conflict none;
  for (int d = 1; d <= 9; ++d) {
    broken[2] = static_cast<std::uint8_t>(d);
    if (d == 2 || find_conflict(broken, none)) continue;
    CHECK(count_solutions(broken, 2) == 0);
  }
}
