// The Rotate judge: the official sample byte for byte, edge cases, every input error sentence, and
// a differential test against a naive judge that really rotates the board and drops the pieces.
#include <doctest/doctest.h>

#include "build_speed.hpp"

#include <fstream>
#include <iterator>

#include "common/rng.hpp"
#include "data.hpp"
#include "rotate/judge.hpp"

using namespace arcade;
using namespace arcade::rotate;

namespace {
std::string read_file(const std::string& name) {
  std::ifstream in(test::data_path(name), std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// The deliberately naive judge: materialise the clockwise rotation, then let every column fall,
// then scan every cell in every direction.
std::string naive_winner(int k, const Board& b) {
  const int n = static_cast<int>(b.size());
  Board rot(static_cast<std::size_t>(n), std::string(static_cast<std::size_t>(n), '.'));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)  // clockwise: (r, c) goes to (c, n-1-r)
      rot[static_cast<std::size_t>(c)][static_cast<std::size_t>(n - 1 - r)] =
          b[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
  for (int c = 0; c < n; ++c) {
    std::string column;
    for (int r = n - 1; r >= 0; --r)
      if (rot[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != '.')
        column += rot[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    for (int r = n - 1, i = 0; r >= 0; --r, ++i)
      rot[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] =
          i < static_cast<int>(column.size()) ? column[static_cast<std::size_t>(i)] : '.';
  }
  bool red = false, blue = false;
  const int dirs[8][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (const auto& d : dirs) {
        const char p = rot[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        if (p == '.') continue;
        int len = 0;
        for (int rr = r, cc = c; rr >= 0 && rr < n && cc >= 0 && cc < n &&
                                 rot[static_cast<std::size_t>(rr)][static_cast<std::size_t>(cc)] == p;
             rr += d[0], cc += d[1])
          ++len;
        if (len >= k) (p == 'R' ? red : blue) = true;
      }
  return red && blue ? "Both" : red ? "Red" : blue ? "Blue" : "Neither";
}

// A random legal board: pieces dropped into random columns, never one that would give K in a row.
Board random_board(Rng& rng, int n, int k) {
  Board b(static_cast<std::size_t>(n), std::string(static_cast<std::size_t>(n), '.'));
  std::vector<int> height(static_cast<std::size_t>(n), 0);
  const int drops = static_cast<int>(below(rng, static_cast<std::uint32_t>(n * n + 1)));
  for (int i = 0; i < drops; ++i) {
    const int c = static_cast<int>(below(rng, static_cast<std::uint32_t>(n)));
    if (height[static_cast<std::size_t>(c)] == n) continue;
    const int r = n - 1 - height[static_cast<std::size_t>(c)];
    b[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = below(rng, 2) ? 'R' : 'B';
    if (winners(k, b).name() != "Neither") {
      b[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = '.';
      continue;
    }
    ++height[static_cast<std::size_t>(c)];
  }
  return b;
}
}  // namespace

TEST_CASE("rotate judge: the official sample, byte for byte") {
  const Result<std::string> out = judge(read_file("rotate/A-sample.in"));
  REQUIRE_MESSAGE(out.ok(), out.error());
  CHECK(*out == read_file("rotate/A-sample.out"));
  CHECK(*out == "Case #1: Neither\nCase #2: Both\nCase #3: Red\nCase #4: Blue\n");
}

TEST_CASE("rotate judge: edge cases") {
  SUBCASE("empty board") { CHECK(winners(3, rotate_and_fall({"...", "...", "..."})).name() == "Neither"); }
  SUBCASE("full board, K = N") {
    const Board b = {"RBR", "BRB", "RBR"};
    CHECK(rotate_and_fall(b) == b);
    CHECK(winners(3, b).name() == "Red");  // both diagonals are red
    CHECK(winners(3, b).red_cells.size() == 6);
  }
  SUBCASE("both colours winning in different directions after the turn") {
    // Rows push right: red fills the right column, blue the bottom row's left part.
    const Board b = {"R...", "R...", "R...", "BBBB"};
    const Board after = rotate_and_fall(b);
    CHECK(after == Board{"...R", "...R", "...R", "BBBB"});
    CHECK(winners(3, after).name() == "Both");
  }
  SUBCASE("both diagonal orientations") {
    CHECK(winners(3, {"R..", ".R.", "..R"}).name() == "Red");
    CHECK(winners(3, {"..B", ".B.", "B.."}).name() == "Blue");
    CHECK(winners(3, {"..B", ".B.", "B.."}).blue_cells == std::vector<std::pair<int, int>>{{0, 2}, {1, 1}, {2, 0}});
  }
  SUBCASE("a run longer than K counts, a shorter one does not") {
    CHECK(winners(4, {".....", ".....", ".....", ".....", "RRRRR"}).name() == "Red");
    CHECK(winners(4, {".....", ".....", ".....", ".....", "RRR.R"}).name() == "Neither");
  }
}

TEST_CASE("rotate judge: every input error names the case and the line") {
  const auto err = [](std::string_view in) { return judge(in).error(); };
  CHECK(err("") == "Line 1: the input is empty; it starts with the number of cases T.");
  CHECK(err("x\n") == "Line 1: T must be a whole number from 1 to 100, not \"x\".");
  CHECK(err("101\n") == "Line 1: T must be a whole number from 1 to 100, not \"101\".");
  CHECK(err("1\n") == "Case 1: the input ends before its \"N K\" line (line 2).");
  CHECK(err("1\n3\n") == "Case 1, line 2: expected \"N K\", not \"3\".");
  CHECK(err("1\n2 2\n..\n..\n") == "Case 1, line 2: N is 2; it must be from 3 to 50.");
  CHECK(err("1\n51 3\n") == "Case 1, line 2: N is 51; it must be from 3 to 50.");
  CHECK(err("1\n3 4\n") == "Case 1, line 2: K is 4; it must be from 3 to N (3).");
  CHECK(err("1\n3 3\n...\n..\n...\n") == "Case 1, line 4: the row has 2 characters; it needs 3.");
  CHECK(err("1\n3 3\n...\n....\n...\n") == "Case 1, line 4: the row has 4 characters; it needs 3.");
  CHECK(err("1\n3 3\n...\n.\n...\n") == "Case 1, line 4: the row has 1 character; it needs 3.");
  CHECK(err("1\n3 3\n...\n.\xc3\xa9"
            ".\nRRR\n") == "Case 1, line 4: column 2 holds \"\xc3\xa9\"; cells are R, B or '.'.");
  CHECK(err("1\n3 3\n...\n.\xc3\xa9"
            "..\n...\n") == "Case 1, line 4: the row has 4 characters; it needs 3.");
  CHECK(err("1\n3 3\n...\n.X.\n...\n") == "Case 1, line 4: column 2 holds \"X\"; cells are R, B or '.'.");
  CHECK(err("1\n3 3\n...\n.R.\n...\n") == "Case 1, line 4: the piece in column 2 floats above an empty cell.");
  CHECK(err("2\n3 3\n...\n...\n...\n3 3\n...\n") == "Case 2: the input ends before row 2 (line 8).");
  CHECK(err("1\n3 3\n...\n...\n...\nextra\n") == "Line 6: unexpected text after the last case.");
  CHECK(judge("1\r\n3 3\r\n...\r\n...\r\nRRR\r\n\r\n").value() == "Case #1: Red\n");
  CHECK(check_board(3, {"...", "R..", "..."}).error() == "Row 2: the piece in column 1 floats above an empty cell.");
  CHECK(check_board(4, {"...", "...", "..."}).error() == "K is 4; it must be from 3 to N (3).");
}

TEST_CASE("rotate judge: differential test against the naive judge on random legal boards") {
  Rng rng(2010);
  constexpr int kBoards = test::kSlowBuild ? 600 : 3000;  // fewer boards where everything runs slower
  int by_verdict[4] = {};
  for (int i = 0; i < kBoards; ++i) {
    const int n = 3 + static_cast<int>(below(rng, i % 10 == 0 ? 48 : 8));  // mostly small, some up to 50
    const int k = 3 + static_cast<int>(below(rng, static_cast<std::uint32_t>(std::min(n, 6) - 2)));
    const Board b = random_board(rng, n, k);
    REQUIRE(check_board(k, b).ok());
    const std::string fast = winners(k, rotate_and_fall(b)).name();
    CAPTURE(n);
    CAPTURE(k);
    CHECK(fast == naive_winner(k, b));
    ++by_verdict[fast == "Red" ? 0 : fast == "Blue" ? 1 : fast == "Both" ? 2 : 3];
  }
  // The generator must reach every verdict, or the comparison proves little.
  for (int count : by_verdict) CHECK(count > 10);
}
