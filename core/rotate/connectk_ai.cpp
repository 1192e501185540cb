// The rotating Connect-K engine: negamax with alpha-beta and iterative deepening under a node
// budget (deterministic, so a seeded game replays the same natively and in wasm), an evaluation
// over every K-cell window, and levels that differ in budget and in deliberate slips.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "connectk.hpp"

namespace arcade::rotate {

namespace {

constexpr int kWin = 1000000;

// A set of cells, bit r * n + c (up to 10 × 10 = 100 cells).
__extension__ typedef unsigned __int128 Bits;  // a GCC and Clang extension, Emscripten included

int popcount(Bits x) {
  return __builtin_popcountll(static_cast<std::uint64_t>(x)) +
         __builtin_popcountll(static_cast<std::uint64_t>(x >> 64));
}

// The search's own board: flat cells (row 0 on top), column heights, and each side's cells as a
// bit set for the evaluation (kept in step with the cells by put() and turn()); cheap to copy.
struct Board {
  int n = 7, k = 4, to_move = 0;
  std::array<char, kMaxN * kMaxN> cell{};
  std::array<int, kMaxN> height{};
  std::array<bool, 2> rotated{};
  std::array<Bits, 2> bits{};  // Red's, Blue's
  char at(int r, int c) const { return cell[static_cast<std::size_t>(r * n + c)]; }
  void put(int r, int c, char p) {
    cell[static_cast<std::size_t>(r * n + c)] = p;
    if (p != '.') bits[p == 'R' ? 0 : 1] |= Bits{1} << (r * n + c);
  }
};

Board from_state(const KState& s) {
  Board b;
  b.n = s.params.n;
  b.k = s.params.k;
  b.to_move = s.to_move;
  b.rotated = s.rotated;
  for (int r = 0; r < b.n; ++r)
    for (int c = 0; c < b.n; ++c) {
      b.put(r, c, s.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
      if (b.at(r, c) != '.') ++b.height[static_cast<std::size_t>(c)];
    }
  return b;
}

int run(const Board& b, int r, int c, int dr, int dc, char p) {
  int len = 0;
  for (r += dr, c += dc; r >= 0 && r < b.n && c >= 0 && c < b.n && b.at(r, c) == p; r += dr, c += dc) ++len;
  return len;
}

// Does the piece just placed at (r, c) complete K in a row through it?
bool line_through(const Board& b, int r, int c) {
  const char p = b.at(r, c);
  const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (const auto& d : dirs)
    if (1 + run(b, r, c, d[0], d[1], p) + run(b, r, c, -d[0], -d[1], p) >= b.k) return true;
  return false;
}

bool has_line(const Board& b, char p) {
  for (int r = 0; r < b.n; ++r)
    for (int c = 0; c < b.n; ++c)
      if (b.at(r, c) == p && line_through(b, r, c)) return true;
  return false;
}

// Clockwise turn with gravity: push each row right, then the row becomes a column on the floor.
void turn(Board& b) {
  Board out = b;
  out.cell.fill('.');
  out.height.fill(0);
  out.bits = {};
  for (int r = 0; r < b.n; ++r) {
    int filled = 0;
    for (int c = b.n - 1; c >= 0; --c)
      if (b.at(r, c) != '.') {
        const int pushed_c = b.n - 1 - filled++;
        out.put(pushed_c, b.n - 1 - r, b.at(r, c));  // (r, pushed_c) turns to (pushed_c, n-1-r)
      }
    out.height[static_cast<std::size_t>(b.n - 1 - r)] = filled;
  }
  b.cell = out.cell;
  b.height = out.height;
  b.bits = out.bits;
}

// The moves of a position, on the stack: the search makes one list per node, and a heap
// allocation there cost more than the rest of the node (measured: tests/bench/rotate.bench.mjs).
struct MoveList {
  std::array<KMove, kMaxN + 1> move{};
  int count = 0;
  const KMove* begin() const { return move.data(); }
  const KMove* end() const { return move.data() + count; }
  bool empty() const { return count == 0; }
};

MoveList moves_of(const Board& b) {
  MoveList out;
  for (int i = 0; i < b.n; ++i) {
    // Centre first, then alternately right and left of it: (n-1)/2, +1, -1, +2, -2 ...
    const int off = (i + 1) / 2;
    const int col = i % 2 ? (b.n - 1) / 2 + off : (b.n - 1) / 2 - off;
    if (col >= 0 && col < b.n && b.height[static_cast<std::size_t>(col)] < b.n)
      out.move[static_cast<std::size_t>(out.count++)] = {false, col};
  }
  if (!b.rotated[static_cast<std::size_t>(b.to_move)]) out.move[static_cast<std::size_t>(out.count++)] = {true, 0};
  return out;
}

// Result of a move for the side that made it: +1 it completed only its own line, -1 only the
// opponent's (possible after a turn), 2 both (a draw), 0 nothing.
int play(Board& b, const KMove& m) {
  const char me = b.to_move == 0 ? 'R' : 'B', them = b.to_move == 0 ? 'B' : 'R';
  int result = 0;
  if (m.rotate) {
    turn(b);
    b.rotated[static_cast<std::size_t>(b.to_move)] = true;
    const bool mine = has_line(b, me), theirs = has_line(b, them);
    result = mine && theirs ? 2 : mine ? 1 : theirs ? -1 : 0;
  } else {
    const int r = b.n - 1 - b.height[static_cast<std::size_t>(m.column)]++;
    b.put(r, m.column, me);
    result = line_through(b, r, m.column) ? 1 : 0;
  }
  b.to_move = 1 - b.to_move;
  return result;
}

// The evaluation's windows, four directions at a time: for direction d, bit p of start[d] is set
// when the K cells p, p + step[d], ..., p + (K-1) step[d] are a window on the board (no wrap
// across an edge). Built once per (n, k).
struct Windows {
  std::array<Bits, 4> start{};
  std::array<int, 4> step{};
};

const Windows& windows(int n, int k) {
  static std::array<std::array<Windows, kMaxN + 1>, kMaxN + 1> cache;
  static std::array<std::array<bool, kMaxN + 1>, kMaxN + 1> made{};
  Windows& w = cache[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
  if (made[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)]) return w;
  const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (std::size_t d = 0; d < 4; ++d) {
    w.step[d] = dirs[d][0] * n + dirs[d][1];
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const int er = r + dirs[d][0] * (k - 1), ec = c + dirs[d][1] * (k - 1);
        if (er >= 0 && er < n && ec >= 0 && ec < n) w.start[d] |= Bits{1} << (r * n + c);
      }
  }
  made[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] = true;
  return w;
}

// Σ over the windows `own` alone occupies of 4^(pieces - 1). Bit-sliced: the K shifted copies of
// `own` are added into a binary counter per start (count[0] the ones, count[1] the twos, ...),
// then each possible count is popcounted over the windows free of `other`.
int windows_score(Bits own, Bits other, const Windows& w, int k) {
  int score = 0;
  for (std::size_t d = 0; d < 4; ++d) {
    const int step = w.step[d];
    std::array<Bits, 4> count{};  // K <= 10 < 16; only the planes K needs are used
    const std::size_t planes = k < 4 ? 2 : k < 8 ? 3 : 4;
    Bits blocked = 0;
    for (int i = 0; i < k; ++i) {
      const int shift = i * step;
      Bits carry = own >> shift;
      blocked |= other >> shift;
      for (std::size_t b = 0; b < planes && carry; ++b) {
        const Bits next = count[b] & carry;
        count[b] ^= carry;
        carry = next;
      }
    }
    const Bits open = w.start[d] & ~blocked;
    if (!open) continue;
    for (int v = 1; v <= k; ++v) {
      Bits match = open;
      for (std::size_t b = 0; b < planes; ++b) match &= (v >> b) & 1 ? count[b] : ~count[b];
      if (match) score += popcount(match) << (2 * (v - 1));
    }
  }
  return score;
}

// Windows only one side occupies, weighted 4^(pieces-1): from the side to move's view.
int evaluate(const Board& b) {
  const Windows& w = windows(b.n, b.k);
  const Bits mine = b.bits[static_cast<std::size_t>(b.to_move)],
             theirs = b.bits[static_cast<std::size_t>(1 - b.to_move)];
  int score = windows_score(mine, theirs, w, b.k) - windows_score(theirs, mine, w, b.k);
  // An unused turn is worth a little: it is a threat the opponent must keep in mind.
  if (!b.rotated[static_cast<std::size_t>(b.to_move)]) score += 2;
  if (!b.rotated[static_cast<std::size_t>(1 - b.to_move)]) score -= 2;
  return score;
}

struct Search {
  long long nodes = 0, budget = 0;
  bool stopped = false;

  int negamax(const Board& b, int depth, int alpha, int beta, int ply) {
    if (++nodes > budget) {
      stopped = true;
      return 0;
    }
    const MoveList moves = moves_of(b);
    if (moves.empty()) return 0;
    if (depth == 0) return evaluate(b);
    int best = -kWin - 1;
    for (const KMove& m : moves) {
      Board child = b;
      const int r = play(child, m);
      int score;
      if (r == 1) score = kWin - ply;
      else if (r == -1) score = -(kWin - ply);
      else if (r == 2) score = 0;
      else score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
      if (stopped) return 0;
      if (score > best) best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return best;
  }
};

// Iterative deepening at the root, best move of the last completed depth; ties keep move order.
std::vector<std::pair<int, KMove>> root_scores(const Board& b, long long budget, int max_depth) {
  Search s;
  s.budget = budget;
  const MoveList first = moves_of(b);
  std::vector<KMove> order(first.begin(), first.end());
  std::vector<std::pair<int, KMove>> done;
  for (int depth = 1; depth <= max_depth; ++depth) {
    std::vector<std::pair<int, KMove>> scored;
    for (const KMove& m : order) {
      Board child = b;
      const int r = play(child, m);
      const int score = r == 1    ? kWin
                        : r == -1 ? -kWin
                        : r == 2  ? 0
                                  : -s.negamax(child, depth - 1, -kWin - 1, kWin + 1, 1);
      if (s.stopped) break;
      scored.emplace_back(score, m);
    }
    if (s.stopped) break;
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    done = scored;
    order.clear();
    for (const auto& [score, m] : scored) order.push_back(m);
    if (done.front().first >= kWin - 100 || done.front().first <= -kWin + 100) break;  // decided
  }
  if (done.empty())
    for (const KMove& m : moves_of(b)) done.emplace_back(0, m);
  return done;
}

}  // namespace

std::vector<KMove> ordered_moves(const KState& s) {
  const MoveList moves = moves_of(from_state(s));
  return {moves.begin(), moves.end()};
}

KMove engine_move(const KState& s, Player level, WordSource& words) {
  const Board b = from_state(s);
  switch (level) {
    case Player::Casual: {
      // Two plies deep and one move in three picked at random among those that do not lose now.
      const auto scored = root_scores(b, 1 << 20, 2);
      if (below(words, 3) == 0) {
        std::vector<KMove> safe;
        for (const auto& [score, m] : scored)
          if (score > -kWin + 100) safe.push_back(m);
        if (!safe.empty()) return safe[below(words, static_cast<std::uint32_t>(safe.size()))];
      }
      return scored.front().second;
    }
    case Player::Medium: return root_scores(b, 15000, 64).front().second;
    case Player::Strong:
    case Player::Human: return root_scores(b, 150000, 64).front().second;
  }
  return *moves_of(b).begin();
}

}  // namespace arcade::rotate
