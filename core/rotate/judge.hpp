// The Code Jam 2010 Round 1A "Rotate" judge: parse the input text, rotate each board clockwise,
// let gravity act, and say who has K in a row (Red, Blue, Both, Neither).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "../common/result.hpp"

namespace arcade::rotate {

inline constexpr int kMinSize = 3, kMaxSize = 50, kMaxCases = 100;

// Rows top to bottom, each N characters of 'R', 'B', '.'.
using Board = std::vector<std::string>;

struct Case {
  int k = 0;
  Board rows;
};

// The whole input ("T", then per case "N K" and N rows), or a sentence naming the case and the
// line of the first problem: counts out of range, short or long rows, other characters, pieces
// that float above an empty cell, missing lines, text after the last case.
Result<std::vector<Case>> parse_input(std::string_view text);

// Checks one board given directly (the JS winner(k, rows) call): the same rules, no line numbers.
Check check_board(int k, const Board& rows);

// Rotating clockwise then letting pieces fall is the same as pushing every row's pieces to its
// right end, keeping their order: no rotation is materialised.
Board rotate_and_fall(const Board& rows);

struct Verdict {
  bool red = false, blue = false;
  // Cells (row, column) of every K-in-a-row of each colour, after the rotation, for the page.
  std::vector<std::pair<int, int>> red_cells, blue_cells;
  std::string name() const;  // "Red", "Blue", "Both" or "Neither"
};

// Who has k or more in a row (any direction) on a board as it stands.
Verdict winners(int k, const Board& rows);

// The complete output, byte-exact as Code Jam expects: "Case #1: Neither\n" ...
Result<std::string> judge(std::string_view input);

}  // namespace arcade::rotate
