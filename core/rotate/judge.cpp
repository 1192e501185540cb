// The Rotate judge (see judge.hpp).
#include "judge.hpp"

#include "../common/text.hpp"

namespace arcade::rotate {

namespace {

// Lines of the input without their '\r'; a final newline does not make an extra empty line.
std::vector<std::string_view> input_lines(std::string_view text) {
  std::vector<std::string_view> lines = split(text, '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  for (auto& l : lines)
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
  return lines;
}

// "N K" with single spaces (leading/trailing spaces tolerated).
bool parse_pair(std::string_view line, std::int64_t& a, std::int64_t& b) {
  while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
  while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos) return false;
  std::string_view second = line.substr(space + 1);
  while (!second.empty() && second.front() == ' ') second.remove_prefix(1);
  const auto x = parse_uint(line.substr(0, space)), y = parse_uint(second);
  if (!x || !y) return false;
  a = *x;
  b = *y;
  return true;
}

// A sentence about row r (0-based) of a board, or "" when it is fine; gravity needs the row below.
std::string row_problem(const Board& rows, std::size_t r) {
  const std::string& row = rows[r];
  const std::size_t n = rows.size();
  if (row.size() != n)
    return "the row has " + std::to_string(row.size()) + " characters; it needs " + std::to_string(n) + ".";
  for (std::size_t c = 0; c < n; ++c) {
    if (row[c] != 'R' && row[c] != 'B' && row[c] != '.')
      return "column " + std::to_string(c + 1) + " holds " + quoted(std::string_view(&row[c], 1)) +
             "; cells are R, B or '.'.";
    if (row[c] != '.' && r + 1 < n && rows[r + 1].size() == n && rows[r + 1][c] == '.')
      return "the piece in column " + std::to_string(c + 1) + " floats above an empty cell.";
  }
  return {};
}

std::string range_problem(std::int64_t n, std::int64_t k) {
  if (n < kMinSize || n > kMaxSize) return "N is " + std::to_string(n) + "; it must be from 3 to 50.";
  if (k < kMinSize || k > n)
    return "K is " + std::to_string(k) + "; it must be from 3 to N (" + std::to_string(n) + ").";
  return {};
}

}  // namespace

Result<std::vector<Case>> parse_input(std::string_view text) {
  const std::vector<std::string_view> lines = input_lines(text);
  if (lines.empty()) return fail("Line 1: the input is empty; it starts with the number of cases T.");
  const auto t = parse_uint(lines[0]);
  if (!t || *t < 1 || *t > kMaxCases)
    return fail("Line 1: T must be a whole number from 1 to 100, not " + quoted(lines[0]) + ".");
  std::vector<Case> cases;
  std::size_t at = 1;
  for (std::int64_t i = 1; i <= *t; ++i) {
    const std::string where = "Case " + std::to_string(i) + ", line ";
    if (at >= lines.size())
      return fail("Case " + std::to_string(i) + ": the input ends before its \"N K\" line (line " +
                  std::to_string(at + 1) + ").");
    std::int64_t n = 0, k = 0;
    if (!parse_pair(lines[at], n, k))
      return fail(where + std::to_string(at + 1) + ": expected \"N K\", not " + quoted(lines[at]) + ".");
    if (std::string p = range_problem(n, k); !p.empty()) return fail(where + std::to_string(at + 1) + ": " + p);
    Case c;
    c.k = static_cast<int>(k);
    for (std::int64_t r = 0; r < n; ++r) {
      if (at + 1 + static_cast<std::size_t>(r) >= lines.size())
        return fail("Case " + std::to_string(i) + ": the input ends before row " + std::to_string(r + 1) + " (line " +
                    std::to_string(at + 2 + static_cast<std::size_t>(r)) + ").");
      c.rows.emplace_back(lines[at + 1 + static_cast<std::size_t>(r)]);
    }
    for (std::size_t r = 0; r < c.rows.size(); ++r)
      if (std::string p = row_problem(c.rows, r); !p.empty())
        return fail(where + std::to_string(at + 2 + r) + ": " + p);
    at += 1 + static_cast<std::size_t>(n);
    cases.push_back(std::move(c));
  }
  for (; at < lines.size(); ++at)
    if (lines[at].find_first_not_of(" \t") != std::string_view::npos)
      return fail("Line " + std::to_string(at + 1) + ": unexpected text after the last case.");
  return cases;
}

Check check_board(int k, const Board& rows) {
  const auto n = static_cast<std::int64_t>(rows.size());
  if (std::string p = range_problem(n, k); !p.empty()) return fail(p);
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (std::string p = row_problem(rows, r); !p.empty()) return fail("Row " + std::to_string(r + 1) + ": " + p);
  return {};
}

Board rotate_and_fall(const Board& rows) {
  Board out;
  for (const std::string& row : rows) {
    std::string pieces;
    for (char c : row)
      if (c != '.') pieces += c;
    out.push_back(std::string(row.size() - pieces.size(), '.') + pieces);
  }
  return out;
}

std::string Verdict::name() const { return red && blue ? "Both" : red ? "Red" : blue ? "Blue" : "Neither"; }

Verdict winners(int k, const Board& rows) {
  Verdict v;
  const int n = static_cast<int>(rows.size());
  const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const char piece = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (piece == '.') continue;
      for (const auto& d : dirs) {
        // Count only from the first cell of a run, so each run is seen once.
        const int pr = r - d[0], pc = c - d[1];
        if (pr >= 0 && pr < n && pc >= 0 && pc < n &&
            rows[static_cast<std::size_t>(pr)][static_cast<std::size_t>(pc)] == piece)
          continue;
        int len = 0;
        while (r + len * d[0] < n && c + len * d[1] >= 0 && c + len * d[1] < n &&
               rows[static_cast<std::size_t>(r + len * d[0])][static_cast<std::size_t>(c + len * d[1])] == piece)
          ++len;
        if (len < k) continue;
        (piece == 'R' ? v.red : v.blue) = true;
        auto& cells = piece == 'R' ? v.red_cells : v.blue_cells;
        for (int i = 0; i < len; ++i) cells.emplace_back(r + i * d[0], c + i * d[1]);
      }
    }
  }
  return v;
}

Result<std::string> judge(std::string_view input) {
  Result<std::vector<Case>> cases = parse_input(input);
  if (!cases) return cases.failure();
  std::string out;
  for (std::size_t i = 0; i < cases->size(); ++i) {
    const Case& c = (*cases)[i];
    out += "Case #" + std::to_string(i + 1) + ": " + winners(c.k, rotate_and_fall(c.rows)).name() + "\n";
  }
  return out;
}

}  // namespace arcade::rotate
