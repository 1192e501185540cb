// The step solver's expert techniques (see techniques.hpp): fish (X-Wing, Swordfish, Jellyfish)
// and wings (XY-Wing, XYZ-Wing).
#include "techniques.hpp"

#include <algorithm>

namespace arcade::sudoku::detail {

namespace {

int lowest(unsigned x) { return __builtin_ctz(x); }
Digits marks_of(const Board& b, int cell) { return b.marks[static_cast<std::size_t>(cell)]; }
bool has(const Board& b, int cell, int digit) { return (marks_of(b, cell) >> (digit - 1)) & 1u; }

}  // namespace

// n rows (the base) where a digit fits only in the same n columns (the cover): each column's
// digit is in one of those rows, so the columns' other cells lose it. Then columns as the base.
std::optional<Step> find_fish(const HouseMarks& marks, int size) {
  const Technique technique = size == 2 ? Technique::XWing : size == 3 ? Technique::Swordfish : Technique::Jellyfish;
  for (int d = 0; d < 9; ++d) {
    for (int base = 0; base <= 9; base += 9) {
      const int cover = 9 - base;  // rows (0) against columns (9), and back
      unsigned eligible = 0;
      for (int i = 0; i < 9; ++i) {
        const int n = count_digits(static_cast<Digits>(marks.where[base + i][d]));
        if (n >= 2 && n <= size) eligible |= 1u << i;
      }
      if (count_digits(static_cast<Digits>(eligible)) < size) continue;
      for (std::uint16_t set : masks_of_size(size)) {
        if (set & ~eligible) continue;
        // A row's positions are column numbers and a column's are row numbers.
        unsigned lines = 0;
        for (unsigned x = set; x; x &= x - 1) lines |= marks.where[base + lowest(x)][d];
        if (count_digits(static_cast<Digits>(lines)) != size) continue;
        Step s{technique, {}, {d + 1}, {}, {}, {}};
        for (unsigned x = set; x; x &= x - 1) {
          s.houses.push_back(base + lowest(x));
          for (unsigned y = marks.where[base + lowest(x)][d]; y; y &= y - 1)
            s.cells.push_back(
                houses()[static_cast<std::size_t>(base + lowest(x))][static_cast<std::size_t>(lowest(y))]);
        }
        for (unsigned x = lines; x; x &= x - 1) {
          s.houses.push_back(cover + lowest(x));
          for (unsigned y = marks.where[cover + lowest(x)][d] & ~set; y; y &= y - 1)
            s.eliminations.push_back(
                {houses()[static_cast<std::size_t>(cover + lowest(x))][static_cast<std::size_t>(lowest(y))], d + 1});
        }
        if (!s.eliminations.empty()) {
          std::sort(s.cells.begin(), s.cells.end());
          std::sort(s.eliminations.begin(), s.eliminations.end(),
                    [](const Candidate& a, const Candidate& b) { return a.cell < b.cell; });
          return s;
        }
      }
    }
  }
  return std::nullopt;
}

// Step digits: x y z. A pivot with candidates x y sees a pincer with x z and a pincer with y z: whichever the pivot
// holds, one pincer is z, so a cell that sees both pincers cannot be z.
std::optional<Step> find_xy_wing(const Board& board) {
  for (int pivot = 0; pivot < 81; ++pivot) {
    const Digits p = marks_of(board, pivot);
    if (count_digits(p) != 2) continue;
    for (std::uint8_t a : peers()[static_cast<std::size_t>(pivot)]) {
      const Digits am = marks_of(board, a);
      if (count_digits(am) != 2 || count_digits(static_cast<Digits>(am & p)) != 1) continue;
      const Digits z = static_cast<Digits>(am & ~p);
      const Digits bm = static_cast<Digits>((p & ~am) | z);
      for (std::uint8_t b : peers()[static_cast<std::size_t>(pivot)]) {
        if (b <= a || marks_of(board, b) != bm) continue;
        const int digit = lowest(z) + 1;
        Step s{Technique::XYWing, {pivot, a, b}, {digit}, {}, {}, {}};
        for (int c = 0; c < 81; ++c)
          if (c != pivot && has(board, c, digit) && sees(c, a) && sees(c, b)) s.eliminations.push_back({c, digit});
        if (s.eliminations.empty()) continue;
        s.digits = {lowest(static_cast<unsigned>(am & p)) + 1, lowest(static_cast<unsigned>(p & ~am)) + 1, digit};
        return s;
      }
    }
  }
  return std::nullopt;
}

// Step digits: x y z. A pivot with x y z sees pincers with x z and y z: one of the three is z, so a cell that sees
// all three cannot be z.
std::optional<Step> find_xyz_wing(const Board& board) {
  for (int pivot = 0; pivot < 81; ++pivot) {
    const Digits p = marks_of(board, pivot);
    if (count_digits(p) != 3) continue;
    for (std::uint8_t a : peers()[static_cast<std::size_t>(pivot)]) {
      const Digits am = marks_of(board, a);
      if (count_digits(am) != 2 || (am & ~p)) continue;
      for (std::uint8_t b : peers()[static_cast<std::size_t>(pivot)]) {
        const Digits bm = marks_of(board, b);
        if (b <= a || count_digits(bm) != 2 || (bm & ~p) || (am | bm) != p) continue;
        const int digit = lowest(static_cast<unsigned>(am & bm)) + 1;
        Step s{Technique::XYZWing, {pivot, a, b}, {digit}, {}, {}, {}};
        for (int c = 0; c < 81; ++c)
          if (c != a && c != b && has(board, c, digit) && sees(c, pivot) && sees(c, a) && sees(c, b))
            s.eliminations.push_back({c, digit});
        if (s.eliminations.empty()) continue;
        s.digits = {lowest(static_cast<unsigned>(am & ~bm)) + 1, lowest(static_cast<unsigned>(bm & ~am)) + 1, digit};
        return s;
      }
    }
  }
  return std::nullopt;
}

}  // namespace arcade::sudoku::detail
