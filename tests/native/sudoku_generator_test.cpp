// The Sudoku generator: proper, symmetric puzzles at every grade over many seeds, the same puzzle
// for the same seed (pinned, so the wasm run checks the platforms agree), budgets and words.
#include <doctest/doctest.h>

#include "build_speed.hpp"

#include "sudoku/generator.hpp"
#include "sudoku/grader.hpp"

using namespace arcade;
using namespace arcade::sudoku;

namespace {

constexpr std::uint64_t kSeeds = test::kSlowBuild ? 4 : 30;

// The generator's stream for a seed, as the CLI and the JS API derive it.
Result<Generated> make(Difficulty d, std::uint64_t seed) {
  Rng rng(mix_seed(seed, 0));
  return generate(d, rng);
}

}  // namespace

TEST_CASE("sudoku generator: proper puzzles of exactly the grade asked for, at every grade") {
  for (int d = 0; d < kDifficulties; ++d) {
    const Difficulty difficulty = static_cast<Difficulty>(d);
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
      CAPTURE(std::string(difficulty_name(difficulty)));
      CAPTURE(seed);
      Result<Generated> g = make(difficulty, seed);
      REQUIRE_MESSAGE(g.ok(), g.error());
      CHECK(g->difficulty == difficulty);
      Grid only{};
      REQUIRE(count_solutions(g->puzzle, 2, &only) == 1);
      CHECK(only == g->solution);
      Result<Grading> graded = grade(g->puzzle);
      REQUIRE(graded.ok());
      CHECK(graded->difficulty == difficulty);
      int givens = 0;
      for (std::size_t i = 0; i < 81; ++i) {
        if (g->puzzle[i]) CHECK(g->puzzle[i] == g->solution[i]);
        CHECK((g->puzzle[i] == 0) == (g->puzzle[80 - i] == 0));  // symmetric about the centre
        givens += g->puzzle[i] != 0;
      }
      CHECK(givens >= 17);
      CHECK(g->attempts >= 1);
    }
  }
}

TEST_CASE("sudoku generator: a seed gives the same puzzle, natively and in wasm") {
  CHECK(format_grid(make(Difficulty::Easy, 1)->puzzle) ==
        "..7..25.19.1.73..88.....2..2.6...3.9.5.....1.1.9...8.7..8.....45..73.9.23.24..7..");
  CHECK(format_grid(make(Difficulty::Medium, 1)->puzzle) ==
        ".7.6.....2....56...63.1.8...47.8...683.....271...5.93...4.7.59...95....4.....9.8.");
  const Generated hard = make(Difficulty::Hard, 1).value();
  CHECK(format_grid(hard.puzzle) ==
        "..15..4..9.......5.4..1987..8..95..6.........4..26..9..3694..5.1.......3..8..31..");
  CHECK(format_grid(hard.solution) ==
        "861572439927384615345619872782195346659437281413268597236941758174856923598723164");
  CHECK(format_grid(make(Difficulty::Expert, 1)->puzzle) ==
        "4..1..6.2.....5.....328..7.7.18.4..3.34...79.2..9.38.4.4..921.....3.....5.6..7..9");
  CHECK(format_grid(make(Difficulty::Extreme, 1)->puzzle) ==
        ".....156..9.4....2.6..8...1..1....2...76.34...8....7..4...3..9.7....4.3..359.....");
  CHECK(make(Difficulty::Hard, 2)->puzzle != hard.puzzle);
}

TEST_CASE("sudoku generator: a spent budget or too few words is a sentence, never another grade") {
  Rng rng(mix_seed(1, 0));
  GenerateBudget one;
  one.attempts = 1;
  // Seed 1's first attempt does not end at hard, and one attempt is all this budget allows.
  CHECK(generate(Difficulty::Hard, rng, one).error() ==
        "No hard puzzle was found within the budget; try another seed.");
  WordPool few({1, 2, 3, 4, 5});
  CHECK(generate(Difficulty::Easy, few).error() == "Not enough random words were supplied to make a puzzle.");
  Rng again(mix_seed(1, 0));
  const Generated any = make_puzzle(again);
  CHECK(count_solutions(any.puzzle, 2) == 1);
}
