// The Sudoku grid: 81 cells, the text form (parse and format), conflicting givens, and the
// forbidden digits and candidates of a cell (the seed's forbidden_numbers / possible_numbers).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../common/result.hpp"

namespace arcade::sudoku {

// Cells row by row (cell = 9*row + column, rows and columns 0-8); 0 is empty, 1-9 a digit.
using Grid = std::array<std::uint8_t, 81>;
// A set of digits: bit d-1 for digit d.
using Digits = std::uint16_t;
inline constexpr Digits kAllDigits = 0x1FF;

constexpr int row_of(int cell) { return cell / 9; }
constexpr int column_of(int cell) { return cell % 9; }
constexpr int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

// The 20 other cells that share a row, column or box with each cell.
const std::array<std::array<std::uint8_t, 20>, 81>& peers();
// The 27 houses (rows 0-8, columns 9-17, boxes 18-26), nine cells each in reading order.
const std::array<std::array<std::uint8_t, 9>, 27>& houses();

// "r1c1" ... "r9c9", as players read them (1-based).
std::string cell_name(int cell);
// "row 3", "column 5", "box 7" for houses 0-26.
std::string house_name(int house);

// Parses the text form: 81 cells, digits 1-9, and '.' or '0' for an empty cell; whitespace and
// line breaks anywhere are ignored. A sentence names the problem and its position otherwise.
Result<Grid> parse_grid(std::string_view text);
// 81 characters, '.' for an empty cell.
std::string format_grid(const Grid& grid);

// Two cells of one row, column or box that hold the same digit.
struct Conflict {
  int first = -1;
  int second = -1;
  int digit = 0;
  int house = -1;
};
// The first conflict in reading order of the later cell, if any.
bool find_conflict(const Grid& grid, Conflict& out);
// "r1c1 and r1c5 both hold 5 (row 1)." or ok.
Check check_conflicts(const Grid& grid);

// Digits in the cell's row, column or box, the cell itself left out.
Digits forbidden(const Grid& grid, int cell);
// What may still go in an empty cell: the digits not forbidden. A filled cell has none.
Digits candidates(const Grid& grid, int cell);
// The digits of a set, ascending.
std::vector<int> digits_of(Digits set);

// How many digits a set holds (a table: plain x86-64 has no popcount instruction).
int count_digits(Digits set);

}  // namespace arcade::sudoku
