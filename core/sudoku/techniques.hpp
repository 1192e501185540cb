// Internal to the step solver: where each digit can go in each house, and the finders of the
// harder techniques (fish and wings, in pattern_solver.cpp).
#pragma once
#include <optional>
#include <vector>

#include "steps.hpp"

namespace arcade::sudoku::detail {

// Per house (houses() numbering) and digit 0-8: the house positions (bit i = houses()[h][i])
// where the digit is still a candidate; and the positions of the empty cells.
struct HouseMarks {
  std::uint16_t where[27][9];
  std::uint16_t empty[27];
};
HouseMarks scan(const Board& board);

// Cells in one row, column or box (a cell does not see itself).
bool sees(int a, int b);
// The 9-bit masks with exactly k bits set (k = 1..4), ascending.
const std::vector<std::uint16_t>& masks_of_size(int k);

// X-Wing (size 2), Swordfish (3), Jellyfish (4): rows then columns as the base.
std::optional<Step> find_fish(const HouseMarks& marks, int size);
std::optional<Step> find_xy_wing(const Board& board);
std::optional<Step> find_xyz_wing(const Board& board);

}  // namespace arcade::sudoku::detail
