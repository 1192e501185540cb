// The Rotate judge (see judge.hpp).
#include "judge.hpp"

#include <optional>

#include "../common/text.hpp"
#include "messages.hpp"

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

// What is wrong with row r (0-based) of a board, or nothing; gravity needs the row below.
std::optional<Message> row_problem(const Board& rows, std::size_t r) {
  const std::string& row = rows[r];
  const std::size_t n = rows.size();
  // Counted as a person counts characters; a row of n with a character other than R, B and '.' is
  // then refused for it below (its first such character is within the first n bytes).
  if (const std::size_t length = characters(row); length != n)
    return plural(static_cast<long long>(length), msg::kJudgeLengthOne, msg::kJudgeLength, {{"size", n}});
  for (std::size_t c = 0; c < n; ++c) {
    if (row[c] != 'R' && row[c] != 'B' && row[c] != '.')
      return say(msg::kJudgeCell, {{"column", c + 1}, {"text", quoted_at(row, c)}});
    if (row[c] != '.' && r + 1 < n && rows[r + 1].size() == n && rows[r + 1][c] == '.')
      return say(msg::kJudgeFloats, {{"column", c + 1}});
  }
  return std::nullopt;
}

std::optional<Message> range_problem(std::int64_t n, std::int64_t k) {
  if (n < kMinSize || n > kMaxSize) return say(msg::kJudgeN, {{"n", n}});
  if (k < kMinSize || k > n) return say(msg::kJudgeK, {{"k", k}, {"n", n}});
  return std::nullopt;
}

}  // namespace

Result<std::vector<Case>> parse_input(std::string_view text) {
  const std::vector<std::string_view> lines = input_lines(text);
  if (lines.empty()) return fail(msg::kJudgeEmpty);
  const auto t = parse_uint(lines[0]);
  if (!t || *t < 1 || *t > kMaxCases) return fail(msg::kJudgeCases, {{"text", quoted(lines[0])}});
  std::vector<Case> cases;
  std::size_t at = 1;
  for (std::int64_t i = 1; i <= *t; ++i) {
    // A problem on line `line` of case i.
    const auto at_line = [&](std::size_t line, Message why) {
      return fail(msg::kJudgeAt, {{"case", i}, {"line", line}, {"why", std::move(why)}});
    };
    if (at >= lines.size()) return fail(msg::kJudgeNoPair, {{"case", i}, {"line", at + 1}});
    std::int64_t n = 0, k = 0;
    if (!parse_pair(lines[at], n, k)) return at_line(at + 1, say(msg::kJudgePair, {{"text", quoted(lines[at])}}));
    if (std::optional<Message> p = range_problem(n, k)) return at_line(at + 1, std::move(*p));
    Case c;
    c.k = static_cast<int>(k);
    for (std::int64_t r = 0; r < n; ++r) {
      if (at + 1 + static_cast<std::size_t>(r) >= lines.size())
        return fail(msg::kJudgeNoRow, {{"case", i}, {"row", r + 1}, {"line", at + 2 + static_cast<std::size_t>(r)}});
      c.rows.emplace_back(lines[at + 1 + static_cast<std::size_t>(r)]);
    }
    for (std::size_t r = 0; r < c.rows.size(); ++r)
      if (std::optional<Message> p = row_problem(c.rows, r)) return at_line(at + 2 + r, std::move(*p));
    at += 1 + static_cast<std::size_t>(n);
    cases.push_back(std::move(c));
  }
  for (; at < lines.size(); ++at)
    if (lines[at].find_first_not_of(" \t") != std::string_view::npos) return fail(msg::kJudgeExtra, {{"line", at + 1}});
  return cases;
}

Check check_board(int k, const Board& rows) {
  const auto n = static_cast<std::int64_t>(rows.size());
  if (std::optional<Message> p = range_problem(n, k)) return *p;
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (std::optional<Message> p = row_problem(rows, r)) return fail(msg::kJudgeRow, {{"row", r + 1}, {"why", *p}});
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
