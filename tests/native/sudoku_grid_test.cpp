// Sudoku grid: the text form (parse, format, exact error sentences), conflicting givens, and the
// seed's forbidden and possible numbers per cell.
#include <doctest/doctest.h>

#include "common/value.hpp"
#include "sudoku/grid.hpp"

using namespace arcade;
using namespace arcade::sudoku;

namespace {
// The seed's boards (the Milano XP UG session): DIAG_BOARD and PROBLEM.
const char* const kDiagonal =
    "1........"
    ".2......."
    "..3......"
    "...4....."
    "....5...."
    ".....6..."
    "......7.."
    ".......8."
    "........9";
const char* const kProblem =
    "1.2...7.."
    ".47.213.."
    ".8.7.3.1."
    "46.1...8."
    "...264..."
    ".5...9.64"
    ".9.5.7.2."
    "..134.97."
    "..6...8.3";
const char* const kSolved = "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

std::vector<int> set(Digits d) { return digits_of(d); }
}  // namespace

TEST_CASE("sudoku grid: the text form, '.' or '0' for empty, whitespace ignored") {
  Result<Grid> g = parse_grid(kProblem);
  REQUIRE(g.ok());
  CHECK((*g)[0] == 1);
  CHECK((*g)[1] == 0);
  CHECK((*g)[80] == 3);
  CHECK(format_grid(*g) == kProblem);
  std::string zeros = kProblem;
  for (char& c : zeros)
    if (c == '.') c = '0';
  CHECK(parse_grid(zeros).value() == *g);
  // Nine lines of nine, spaced out, with a Windows line end: the same grid.
  std::string laid_out;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) laid_out += std::string(1, kProblem[9 * r + c]) + (c < 8 ? " " : "");
    laid_out += "\r\n";
  }
  CHECK(parse_grid(laid_out).value() == *g);
  CHECK(parse_grid("  \t" + std::string(kSolved) + "\n\n").value() == parse_grid(kSolved).value());
}

TEST_CASE("sudoku grid: malformed text is refused with a sentence naming the problem and position") {
  CHECK(parse_grid("").error() == "The puzzle is empty; it needs 81 cells.");
  CHECK(parse_grid(" \n ").error() == "The puzzle is empty; it needs 81 cells.");
  CHECK(parse_grid("5").error() == "The puzzle has 1 cell; it needs 81.");
  // A count: both forms travel with the refusal, for a page whose language says "0 case" or "1 case".
  CHECK(
      to_json(message_value(parse_grid("5").failure())) ==
      R"({"id":"sudoku.grid.cells-one","args":{"n":1},"plural":{"one":"sudoku.grid.cells-one","other":"sudoku.grid.cells"}})");
  CHECK(parse_grid(std::string(kSolved).substr(0, 80)).error() == "The puzzle has 80 cells; it needs 81.");
  CHECK(parse_grid(std::string(kSolved) + "5").error() ==
        "The puzzle has more than 81 cells: character 82 (\"5\") is one too many.");
  CHECK(parse_grid(std::string(kSolved) + " 5").error() ==
        "The puzzle has more than 81 cells: character 83 (\"5\") is one too many.");
  std::string bad = kProblem;
  bad[4] = 'x';
  CHECK(parse_grid(bad).error() ==
        "Character 5 of the puzzle is \"x\"; cells are 1 to 9, or \".\" or \"0\" for an empty cell.");
  bad[4] = '-';
  CHECK(parse_grid(bad).error() ==
        "Character 5 of the puzzle is \"-\"; cells are 1 to 9, or \".\" or \"0\" for an empty cell.");
  CHECK(parse_grid("12\x01").error() ==
        "Character 3 of the puzzle is \"?\"; cells are 1 to 9, or \".\" or \"0\" for an empty cell.");
  CHECK(parse_grid("1 \xc3\xa9").error() ==
        "Character 3 of the puzzle is a character that is not ASCII; cells are 1 to 9, or \".\" or \"0\" for an empty "
        "cell.");
}

TEST_CASE("sudoku grid: conflicting givens name both cells, the digit and the house") {
  CHECK(check_conflicts(parse_grid(kProblem).value()).ok());
  CHECK(check_conflicts(parse_grid(kSolved).value()).ok());
  Grid g{};
  g[0] = 5;
  g[4] = 5;
  CHECK(check_conflicts(g).error() == "r1c1 and r1c5 both hold 5 (row 1).");
  g = Grid{};
  g[9 * 2 + 7] = 9;
  g[9 * 8 + 7] = 9;
  CHECK(check_conflicts(g).error() == "r3c8 and r9c8 both hold 9 (column 8).");
  g = Grid{};
  g[9 * 3 + 3] = 1;
  g[9 * 5 + 5] = 1;
  CHECK(check_conflicts(g).error() == "r4c4 and r6c6 both hold 1 (box 5).");
  Conflict c;
  REQUIRE(find_conflict(g, c));
  CHECK(c.first == 30);
  CHECK(c.second == 50);
  CHECK(c.digit == 1);
  CHECK(house_name(c.house) == "box 5");
}

TEST_CASE("sudoku grid: forbidden and possible numbers, as in the seed") {
  CHECK(forbidden(Grid{}, 40) == 0);
  CHECK(set(candidates(Grid{}, 40)) == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9});
  const Grid diagonal = parse_grid(kDiagonal).value();
  CHECK(set(forbidden(diagonal, 1)) == std::vector<int>{1, 2, 3});  // r1c2: its box
  CHECK(set(forbidden(diagonal, 8 * 9 + 7)) == std::vector<int>{7, 8, 9});
  CHECK(set(forbidden(diagonal, 8 * 9)) == std::vector<int>{1, 9});  // r9c1: its column and row
  CHECK(set(forbidden(diagonal, 5)) == std::vector<int>{1, 6});      // r1c6: its row and column
  CHECK(set(candidates(parse_grid(kProblem).value(), 1)) == std::vector<int>{3});
  // Erase each cell of a solved grid in turn: its digit is the only one possible there.
  Grid solved = parse_grid(kSolved).value();
  for (int cell = 0; cell < 81; ++cell) {
    CAPTURE(cell);
    const int digit = solved[static_cast<std::size_t>(cell)];
    CHECK(candidates(solved, cell) == 0);  // a filled cell has no candidates
    solved[static_cast<std::size_t>(cell)] = 0;
    CHECK(set(candidates(solved, cell)) == std::vector<int>{digit});
    CHECK(count_digits(forbidden(solved, cell)) == 8);
    solved[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
  }
}

TEST_CASE("sudoku grid: geometry") {
  CHECK(cell_name(0) == "r1c1");
  CHECK(cell_name(80) == "r9c9");
  CHECK(cell_name(9 * 3 + 7) == "r4c8");
  CHECK(box_of(0) == 0);
  CHECK(box_of(80) == 8);
  CHECK(box_of(9 * 4 + 4) == 4);
  CHECK(house_name(0) == "row 1");
  CHECK(house_name(17) == "column 9");
  CHECK(house_name(26) == "box 9");
  for (int cell = 0; cell < 81; ++cell) {
    for (std::uint8_t p : peers()[static_cast<std::size_t>(cell)]) {
      CHECK(p != cell);
      CHECK((row_of(p) == row_of(cell) || column_of(p) == column_of(cell) || box_of(p) == box_of(cell)));
    }
  }
  CHECK(houses()[18 + 4][0] == 30);  // box 5 starts at r4c4
}
