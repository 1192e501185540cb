// The Sudoku grid (see grid.hpp): geometry tables, the text codec and per-cell digit sets.
#include "grid.hpp"

#include "../common/text.hpp"
#include "messages.hpp"

namespace arcade::sudoku {

namespace {

struct Geometry {
  std::array<std::array<std::uint8_t, 20>, 81> peers{};
  std::array<std::array<std::uint8_t, 9>, 27> houses{};
};

constexpr Geometry make_geometry() {
  Geometry g;
  for (int i = 0; i < 9; ++i)
    for (int j = 0; j < 9; ++j) {
      g.houses[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(9 * i + j);
      g.houses[static_cast<std::size_t>(9 + i)][static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(9 * j + i);
      g.houses[static_cast<std::size_t>(18 + i)][static_cast<std::size_t>(j)] =
          static_cast<std::uint8_t>(27 * (i / 3) + 3 * (i % 3) + 9 * (j / 3) + j % 3);
    }
  for (int cell = 0; cell < 81; ++cell) {
    std::size_t n = 0;
    for (int other = 0; other < 81; ++other) {
      if (other == cell) continue;
      if (row_of(other) == row_of(cell) || column_of(other) == column_of(cell) || box_of(other) == box_of(cell))
        g.peers[static_cast<std::size_t>(cell)][n++] = static_cast<std::uint8_t>(other);
    }
  }
  return g;
}

constexpr Geometry kGeometry = make_geometry();

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

Arg character(char c) {
  if (static_cast<unsigned char>(c) >= 0x80) return say(msg::kNotAscii);
  return quoted(std::string_view(&c, 1));
}

}  // namespace

const std::array<std::array<std::uint8_t, 20>, 81>& peers() { return kGeometry.peers; }
const std::array<std::array<std::uint8_t, 9>, 27>& houses() { return kGeometry.houses; }

std::string cell_name(int cell) {
  return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(column_of(cell) + 1);
}

std::string house_name(int house) {
  static const char* const kinds[] = {"row ", "column ", "box "};
  return kinds[house / 9] + std::to_string(house % 9 + 1);
}

Result<Grid> parse_grid(std::string_view text) {
  Grid grid{};
  std::size_t cells = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_space(c)) continue;
    if (c != '.' && (c < '0' || c > '9')) return fail(msg::kCharacter, {{"i", i + 1}, {"character", character(c)}});
    if (cells == 81) return fail(msg::kTooMany, {{"i", i + 1}, {"character", character(c)}});
    grid[cells++] = static_cast<std::uint8_t>(c == '.' ? 0 : c - '0');
  }
  if (cells == 0) return fail(msg::kGridEmpty);
  if (cells < 81) return plural(cells, msg::kCellsOne, msg::kCells);
  return grid;
}

std::string format_grid(const Grid& grid) {
  std::string out(81, '.');
  for (std::size_t i = 0; i < 81; ++i)
    if (grid[i]) out[i] = static_cast<char>('0' + grid[i]);
  return out;
}

bool find_conflict(const Grid& grid, Conflict& out) {
  for (int cell = 0; cell < 81; ++cell) {
    const int digit = grid[static_cast<std::size_t>(cell)];
    if (!digit) continue;
    // Row, then column, then box: the first earlier cell of each that holds the same digit.
    const int kinds[3] = {row_of(cell), 9 + column_of(cell), 18 + box_of(cell)};
    for (int house : kinds)
      for (std::uint8_t other : houses()[static_cast<std::size_t>(house)]) {
        if (other >= cell) break;
        if (grid[other] == digit) {
          out = Conflict{other, cell, digit, house};
          return true;
        }
      }
  }
  return false;
}

Check check_conflicts(const Grid& grid) {
  Conflict c;
  if (!find_conflict(grid, c)) return {};
  const MessageDef& kind = c.house < 9 ? msg::kHouseRow : c.house < 18 ? msg::kHouseColumn : msg::kHouseBox;
  return fail(msg::kConflictIn, {{"first", cell_name(c.first)},
                                 {"second", cell_name(c.second)},
                                 {"digit", c.digit},
                                 {"house", say(kind, {{"n", c.house % 9 + 1}})}});
}

Digits forbidden(const Grid& grid, int cell) {
  Digits set = 0;
  for (std::uint8_t other : peers()[static_cast<std::size_t>(cell)])
    if (grid[other]) set = static_cast<Digits>(set | 1u << (grid[other] - 1));
  return set;
}

Digits candidates(const Grid& grid, int cell) {
  if (grid[static_cast<std::size_t>(cell)]) return 0;
  return static_cast<Digits>(kAllDigits & ~forbidden(grid, cell));
}

int count_digits(Digits set) {
  static constexpr auto kCounts = [] {
    std::array<std::uint8_t, 512> t{};
    for (std::size_t i = 1; i < 512; ++i) t[i] = static_cast<std::uint8_t>(t[i >> 1] + (i & 1));
    return t;
  }();
  return kCounts[set & kAllDigits];
}

std::vector<int> digits_of(Digits set) {
  std::vector<int> out;
  for (int d = 1; d <= 9; ++d)
    if (set & (1u << (d - 1))) out.push_back(d);
  return out;
}

}  // namespace arcade::sudoku
