// The step solver: the next logical step a person would take (singles, locked candidates,
// subsets, fish, wings), as data (technique, cells, digits, effect) and as a sentence.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grid.hpp"

namespace arcade::sudoku {

// In the order the step solver tries them, easiest first.
enum class Technique : std::uint8_t {
  FullHouse,
  HiddenSingle,
  NakedSingle,  // easy
  Pointing,
  Claiming,  // medium
  NakedPair,
  HiddenPair,
  NakedTriple,
  HiddenTriple,
  NakedQuad,
  HiddenQuad,  // hard
  XWing,
  Swordfish,
  Jellyfish,
  XYWing,
  XYZWing,  // expert
  Guess,    // extreme
};
inline constexpr int kTechniques = static_cast<int>(Technique::Guess) + 1;

// A puzzle's grade is the grade of the hardest technique it needs.
enum class Difficulty : std::uint8_t { Easy, Medium, Hard, Expert, Extreme };
inline constexpr int kDifficulties = 5;

// "Hidden single", "Locked candidates (pointing)", "X-Wing", ...
std::string_view technique_name(Technique t);
Difficulty difficulty_of(Technique t);
// "easy", "medium", "hard", "expert", "extreme".
std::string_view difficulty_name(Difficulty d);
Result<Difficulty> parse_difficulty(std::string_view text);

struct Candidate {
  int cell = -1;
  int digit = 0;
  bool operator==(const Candidate&) const = default;
};

// One step: the pattern (cells, digits, houses it lives in) and its effect: either a placement
// or candidates removed (never both, never neither).
struct Step {
  Technique technique = Technique::Guess;
  std::vector<int> cells;   // the pattern's cells (a single's cell; a wing's pivot first)
  std::vector<int> digits;  // the digits the pattern is about
  std::vector<int> houses;  // the houses it lives in (houses() numbering: rows, columns, boxes)
  Candidate placement;      // cell -1 when the step only removes candidates
  std::vector<Candidate> eliminations;
};

// A grid with pencil marks: the candidates of each empty cell (filled cells have none).
struct Board {
  Grid values{};
  std::array<Digits, 81> marks{};

  // Every empty cell marked with the digits no peer holds.
  static Board from(const Grid& grid);
  // Fills the cell and takes the digit out of its peers' marks.
  void place(int cell, int digit);
  void apply(const Step& step);
  bool full() const;
};

// The easiest step available; none when the grid is full or no technique applies. Sound on any
// board whose marks still include a solution's digits: it never removes a solution's digit.
std::optional<Step> next_step(const Board& board);
// The last resort when next_step has nothing: the empty cell with the fewest candidates, filled
// with the solution's digit (a guess that is right).
Step guess_step(const Board& board, const Grid& solution);

// The step in plain language as a message (messages.hpp: "sudoku.step.*", its lists, houses and
// removals as parameters) for the pages, and its English: "Hidden single: in box 3, 7 fits only in r2c8."
Message explanation(const Step& step);
std::string explain(const Step& step);

}  // namespace arcade::sudoku
