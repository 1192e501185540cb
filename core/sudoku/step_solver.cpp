// The step solver (see steps.hpp): the board of pencil marks, singles, locked candidates and
// naked/hidden subsets, the driver that tries every technique easiest first, and the grading
// loop (grader.hpp) that runs it to the end.
#include "steps.hpp"

#include "grader.hpp"
#include "techniques.hpp"

namespace arcade::sudoku {

namespace {

using detail::HouseMarks;

constexpr Technique kNaked[5] = {Technique::NakedSingle, Technique::NakedSingle, Technique::NakedPair,
                                 Technique::NakedTriple, Technique::NakedQuad};
constexpr Technique kHidden[5] = {Technique::HiddenSingle, Technique::HiddenSingle, Technique::HiddenPair,
                                  Technique::HiddenTriple, Technique::HiddenQuad};

int cell_at(int house, int i) { return houses()[static_cast<std::size_t>(house)][static_cast<std::size_t>(i)]; }
int lowest(unsigned x) { return __builtin_ctz(x); }
Digits bit(int digit) { return static_cast<Digits>(1u << (digit - 1)); }

// Full house, then hidden singles (boxes first: they are the easiest to see), then naked ones.
std::optional<Step> find_single(const Board& b, const HouseMarks& m) {
  for (int h = 0; h < 27; ++h) {
    if (count_digits(static_cast<Digits>(m.empty[h])) != 1) continue;
    const int cell = cell_at(h, lowest(m.empty[h]));
    if (count_digits(b.marks[static_cast<std::size_t>(cell)]) != 1) continue;  // a broken board
    const int digit = lowest(b.marks[static_cast<std::size_t>(cell)]) + 1;
    return Step{Technique::FullHouse, {cell}, {digit}, {h}, {cell, digit}, {}};
  }
  for (int k = 0; k < 27; ++k) {
    const int h = (k + 18) % 27;  // boxes, rows, columns
    for (int d = 0; d < 9; ++d) {
      const unsigned w = m.where[h][d];
      if (count_digits(static_cast<Digits>(w)) != 1) continue;
      const int cell = cell_at(h, lowest(w));
      return Step{Technique::HiddenSingle, {cell}, {d + 1}, {h}, {cell, d + 1}, {}};
    }
  }
  for (int cell = 0; cell < 81; ++cell) {
    const Digits marks = b.marks[static_cast<std::size_t>(cell)];
    if (!b.values[static_cast<std::size_t>(cell)] && count_digits(marks) == 1)
      return Step{Technique::NakedSingle, {cell}, {lowest(marks) + 1}, {}, {cell, lowest(marks) + 1}, {}};
  }
  return std::nullopt;
}

// Pointing: in a box, a digit confined to one row or column leaves the rest of that line.
// Claiming: in a row or column, a digit confined to one box leaves the rest of that box.
std::optional<Step> find_locked(const HouseMarks& m, bool pointing) {
  for (int h = pointing ? 18 : 0; h < (pointing ? 27 : 18); ++h) {
    for (int d = 0; d < 9; ++d) {
      const unsigned w = m.where[h][d];
      if (count_digits(static_cast<Digits>(w)) < 2) continue;
      // The other house all the positions share (a line for a box, a box for a line).
      int other = -1;
      const int first = cell_at(h, lowest(w));
      const int candidates[3] = {row_of(first), 9 + column_of(first), 18 + box_of(first)};
      for (int o : candidates) {
        if (o == h || (pointing ? o >= 18 : o < 18)) continue;
        bool all = true;
        for (unsigned x = w; x; x &= x - 1) {
          const int c = cell_at(h, lowest(x));
          all = all && (o < 9 ? row_of(c) : o < 18 ? 9 + column_of(c) : 18 + box_of(c)) == o;
        }
        if (all) other = o;
      }
      if (other < 0) continue;
      Step s{pointing ? Technique::Pointing : Technique::Claiming, {}, {d + 1}, {h, other}, {}, {}};
      for (unsigned x = w; x; x &= x - 1) s.cells.push_back(cell_at(h, lowest(x)));
      for (unsigned x = m.where[other][d]; x; x &= x - 1) {
        const int c = cell_at(other, lowest(x));
        bool in_pattern = false;
        for (int p : s.cells) in_pattern = in_pattern || p == c;
        if (!in_pattern) s.eliminations.push_back({c, d + 1});
      }
      if (!s.eliminations.empty()) return s;
    }
  }
  return std::nullopt;
}

// k cells of a house whose candidates are k digits: those digits leave the house's other cells.
std::optional<Step> find_naked(const Board& b, const HouseMarks& m, int k) {
  for (int h = 0; h < 27; ++h) {
    unsigned eligible = 0;  // empty cells with 2..k candidates
    for (unsigned x = m.empty[h]; x; x &= x - 1) {
      const int n = count_digits(b.marks[static_cast<std::size_t>(cell_at(h, lowest(x)))]);
      if (n >= 2 && n <= k) eligible |= x & (0u - x);
    }
    if (count_digits(static_cast<Digits>(eligible)) < k || count_digits(static_cast<Digits>(m.empty[h])) <= k) continue;
    for (std::uint16_t set : detail::masks_of_size(k)) {
      if (set & ~eligible) continue;
      Digits digits = 0;
      for (unsigned x = set; x; x &= x - 1) digits |= b.marks[static_cast<std::size_t>(cell_at(h, lowest(x)))];
      if (count_digits(digits) != k) continue;
      Step s{kNaked[k], {}, digits_of(digits), {h}, {}, {}};
      for (unsigned x = set; x; x &= x - 1) s.cells.push_back(cell_at(h, lowest(x)));
      for (unsigned x = m.empty[h] & ~set; x; x &= x - 1) {
        const int c = cell_at(h, lowest(x));
        for (int d : digits_of(b.marks[static_cast<std::size_t>(c)] & digits)) s.eliminations.push_back({c, d});
      }
      if (!s.eliminations.empty()) return s;
    }
  }
  return std::nullopt;
}

// k digits of a house that fit only in the same k cells: those cells lose every other digit.
std::optional<Step> find_hidden(const Board& b, const HouseMarks& m, int k) {
  for (int h = 0; h < 27; ++h) {
    unsigned eligible = 0;  // digits with 2..k places
    for (int d = 0; d < 9; ++d) {
      const int n = count_digits(static_cast<Digits>(m.where[h][d]));
      if (n >= 2 && n <= k) eligible |= 1u << d;
    }
    if (count_digits(static_cast<Digits>(eligible)) < k || count_digits(static_cast<Digits>(m.empty[h])) <= k) continue;
    for (std::uint16_t set : detail::masks_of_size(k)) {
      if (set & ~eligible) continue;
      unsigned places = 0;
      for (unsigned x = set; x; x &= x - 1) places |= m.where[h][lowest(x)];
      if (count_digits(static_cast<Digits>(places)) != k) continue;
      Step s{kHidden[k], {}, digits_of(static_cast<Digits>(set)), {h}, {}, {}};
      for (unsigned x = places; x; x &= x - 1) {
        const int c = cell_at(h, lowest(x));
        s.cells.push_back(c);
        for (int d : digits_of(static_cast<Digits>(b.marks[static_cast<std::size_t>(c)] & ~set)))
          s.eliminations.push_back({c, d});
      }
      if (!s.eliminations.empty()) return s;
    }
  }
  return std::nullopt;
}

}  // namespace

namespace detail {

HouseMarks scan(const Board& board) {
  HouseMarks m{};
  for (int h = 0; h < 27; ++h)
    for (int i = 0; i < 9; ++i) {
      const int cell = cell_at(h, i);
      if (board.values[static_cast<std::size_t>(cell)]) continue;
      m.empty[h] = static_cast<std::uint16_t>(m.empty[h] | 1u << i);
      for (unsigned x = board.marks[static_cast<std::size_t>(cell)]; x; x &= x - 1)
        m.where[h][lowest(x)] = static_cast<std::uint16_t>(m.where[h][lowest(x)] | 1u << i);
    }
  return m;
}

bool sees(int a, int b) {
  return a != b && (row_of(a) == row_of(b) || column_of(a) == column_of(b) || box_of(a) == box_of(b));
}

const std::vector<std::uint16_t>& masks_of_size(int k) {
  static const std::array<std::vector<std::uint16_t>, 5> all = [] {
    std::array<std::vector<std::uint16_t>, 5> out;
    for (unsigned m = 0; m < 512; ++m)
      if (count_digits(static_cast<Digits>(m)) <= 4)
        out[static_cast<std::size_t>(count_digits(static_cast<Digits>(m)))].push_back(static_cast<std::uint16_t>(m));
    return out;
  }();
  return all[static_cast<std::size_t>(k)];
}

}  // namespace detail

Board Board::from(const Grid& grid) {
  Board b;
  b.values = grid;
  unsigned used[27] = {};  // digits each house holds
  for (int cell = 0; cell < 81; ++cell) {
    const unsigned v = grid[static_cast<std::size_t>(cell)];
    if (!v) continue;
    used[row_of(cell)] |= 1u << (v - 1);
    used[9 + column_of(cell)] |= 1u << (v - 1);
    used[18 + box_of(cell)] |= 1u << (v - 1);
  }
  for (int cell = 0; cell < 81; ++cell)
    if (!grid[static_cast<std::size_t>(cell)])
      b.marks[static_cast<std::size_t>(cell)] =
          static_cast<Digits>(kAllDigits & ~(used[row_of(cell)] | used[9 + column_of(cell)] | used[18 + box_of(cell)]));
  return b;
}

void Board::place(int cell, int digit) {
  values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
  marks[static_cast<std::size_t>(cell)] = 0;
  for (std::uint8_t p : peers()[static_cast<std::size_t>(cell)]) marks[p] = static_cast<Digits>(marks[p] & ~bit(digit));
}

void Board::apply(const Step& step) {
  if (step.placement.cell >= 0) place(step.placement.cell, step.placement.digit);
  for (const Candidate& e : step.eliminations)
    marks[static_cast<std::size_t>(e.cell)] =
        static_cast<Digits>(marks[static_cast<std::size_t>(e.cell)] & ~bit(e.digit));
}

bool Board::full() const {
  for (std::uint8_t v : values)
    if (!v) return false;
  return true;
}

std::optional<Step> next_step(const Board& board) {
  if (board.full()) return std::nullopt;
  const HouseMarks m = detail::scan(board);
  if (auto s = find_single(board, m)) return s;
  if (auto s = find_locked(m, true)) return s;
  if (auto s = find_locked(m, false)) return s;
  for (int k = 2; k <= 4; ++k) {
    if (auto s = find_naked(board, m, k)) return s;
    if (auto s = find_hidden(board, m, k)) return s;
  }
  if (auto s = detail::find_fish(m, 2)) return s;
  if (auto s = detail::find_fish(m, 3)) return s;
  if (auto s = detail::find_fish(m, 4)) return s;
  if (auto s = detail::find_xy_wing(board)) return s;
  if (auto s = detail::find_xyz_wing(board)) return s;
  return std::nullopt;
}

Step guess_step(const Board& board, const Grid& solution) {
  int best = -1;
  for (int cell = 0; cell < 81; ++cell) {
    if (board.values[static_cast<std::size_t>(cell)]) continue;
    if (best < 0 || count_digits(board.marks[static_cast<std::size_t>(cell)]) <
                        count_digits(board.marks[static_cast<std::size_t>(best)]))
      best = cell;
  }
  Step s;
  s.technique = Technique::Guess;
  if (best < 0) return s;
  const int digit = solution[static_cast<std::size_t>(best)];
  s.cells = {best};
  s.digits = digits_of(board.marks[static_cast<std::size_t>(best)]);
  s.placement = {best, digit};
  return s;
}

namespace {

// Places every single there is, repeatedly, counting them as hidden or naked singles: the grade
// only needs the hardest step, and singles are always tried first, so their order does not
// matter (they are all forced). Far cheaper than one next_step per single.
void place_singles(Board& b, Grading& g) {
  for (bool found = true; found;) {
    found = false;
    for (const auto& house : houses()) {
      Digits once = 0, twice = 0;
      for (std::uint8_t c : house) {
        twice = static_cast<Digits>(twice | (once & b.marks[c]));
        once = static_cast<Digits>(once | b.marks[c]);
      }
      for (Digits lone = static_cast<Digits>(once & ~twice); lone; lone = static_cast<Digits>(lone & (lone - 1))) {
        const int digit = __builtin_ctz(lone) + 1;
        for (std::uint8_t c : house)
          if (b.marks[c] & (1u << (digit - 1))) {
            b.place(c, digit);
            ++g.counts[static_cast<std::size_t>(Technique::HiddenSingle)];
            ++g.steps;
            found = true;
            break;
          }
      }
    }
    for (int cell = 0; cell < 81; ++cell) {
      const Digits m = b.marks[static_cast<std::size_t>(cell)];
      if (m && !(m & (m - 1))) {
        b.place(cell, __builtin_ctz(m) + 1);
        ++g.counts[static_cast<std::size_t>(Technique::NakedSingle)];
        ++g.steps;
        found = true;
      }
    }
  }
}

}  // namespace

Grading grade_with(const Grid& puzzle, const Grid& solution, const Difficulty* stop_above) {
  Grading g;
  Board board = Board::from(puzzle);
  for (;;) {
    place_singles(board, g);
    if (board.full()) break;
    std::optional<Step> step = next_step(board);
    if (!step) step = guess_step(board, solution);
    const Difficulty d = difficulty_of(step->technique);
    if (d > g.difficulty) g.difficulty = d;
    ++g.counts[static_cast<std::size_t>(step->technique)];
    ++g.steps;
    if (stop_above && d > *stop_above) {
      g.stopped = true;
      break;
    }
    board.apply(*step);
  }
  return g;
}

}  // namespace arcade::sudoku
