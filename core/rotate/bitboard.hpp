// The rotating Connect-K search's board as bit sets: moves, the turn with gravity, lines found by
// AND-ing shifted sets, and the window evaluation (used by connectk_ai.cpp only).
#pragma once
#include <array>
#include <cstdint>

#include "connectk.hpp"

namespace arcade::rotate::bitboard {

inline constexpr int kWin = 1000000;

// A set of cells, bit r * n + c: 64 bits up to 8 × 8 (7 × 7 is the page's board), 128 up to
// 10 × 10. Boards that fit in 64 bits search on them: in wasm a 128-bit shift or AND is several
// 64-bit instructions, and the evaluation is mostly shifts and ANDs.
__extension__ typedef unsigned __int128 Wide;  // a GCC and Clang extension, Emscripten included

inline int popcount(std::uint64_t x) { return __builtin_popcountll(x); }
inline int popcount(Wide x) {
  return __builtin_popcountll(static_cast<std::uint64_t>(x)) +
         __builtin_popcountll(static_cast<std::uint64_t>(x >> 64));
}

// The search's own board: column heights and each side's cells as a bit set (row 0 on top);
// small, since every node copies it.
template <typename Bits>
struct Board {
  int n = 7, k = 4, to_move = 0;
  std::array<int, kMaxN> height{};
  std::array<bool, 2> rotated{};
  std::array<Bits, 2> bits{};  // Red's, Blue's
  static Bits cell(int n, int r, int c) { return Bits{1} << (r * n + c); }
  // 0 Red, 1 Blue, -1 empty.
  int at(int r, int c) const {
    const Bits b = cell(n, r, c);
    return bits[0] & b ? 0 : bits[1] & b ? 1 : -1;
  }
};

template <typename Bits>
Board<Bits> from_state(const KState& s) {
  Board<Bits> b;
  b.n = s.params.n;
  b.k = s.params.k;
  b.to_move = s.to_move;
  b.rotated = s.rotated;
  for (int r = 0; r < b.n; ++r)
    for (int c = 0; c < b.n; ++c) {
      const char p = s.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (p == '.') continue;
      b.bits[p == 'R' ? 0 : 1] |= Board<Bits>::cell(b.n, r, c);
      ++b.height[static_cast<std::size_t>(c)];
    }
  return b;
}

// Clockwise turn with gravity: push each row right, then the row becomes a column on the floor.
template <typename Bits>
void turn(Board<Bits>& b) {
  std::array<Bits, 2> bits{};
  for (int r = 0; r < b.n; ++r) {
    int filled = 0;
    for (int c = b.n - 1; c >= 0; --c)
      if (const int p = b.at(r, c); p >= 0) {
        const int pushed_c = b.n - 1 - filled++;
        // (r, pushed_c) turns to (pushed_c, n-1-r)
        bits[static_cast<std::size_t>(p)] |= Board<Bits>::cell(b.n, pushed_c, b.n - 1 - r);
      }
    b.height[static_cast<std::size_t>(b.n - 1 - r)] = filled;
  }
  b.bits = bits;
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

template <typename Bits>
MoveList moves_of(const Board<Bits>& b) {
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

// The evaluation's windows, four directions at a time: for direction d, bit p of start[d] is set
// when the K cells p, p + step[d], ..., p + (K-1) step[d] are a window on the board (no wrap
// across an edge). Built once per (n, k).
template <typename Bits>
struct Windows {
  std::array<Bits, 4> start{};
  std::array<int, 4> step{};
};

template <typename Bits>
const Windows<Bits>& windows(int n, int k) {
  static std::array<std::array<Windows<Bits>, kMaxN + 1>, kMaxN + 1> cache;
  static std::array<std::array<bool, kMaxN + 1>, kMaxN + 1> made{};
  Windows<Bits>& w = cache[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
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

// Does `own` fill some K-cell window? The position before a move has no line (the game would
// be over), so after a drop this is "a line through the new piece", and after a turn it tells
// whose lines the turn made: one AND of shifted copies per direction instead of walking cells.
template <typename Bits>
bool line_of(Bits own, const Windows<Bits>& w, int k) {
  for (std::size_t d = 0; d < 4; ++d) {
    Bits m = w.start[d] & own;
    for (int i = 1; i < k && m; ++i) m &= own >> (i * w.step[d]);
    if (m) return true;
  }
  return false;
}

// Result of a move for the side that made it: +1 it completed only its own line, -1 only the
// opponent's (possible after a turn), 2 both (a draw), 0 nothing.
template <typename Bits>
int play(Board<Bits>& b, const KMove& m) {
  const Windows<Bits>& w = windows<Bits>(b.n, b.k);
  const std::size_t me = static_cast<std::size_t>(b.to_move);
  int result = 0;
  if (m.rotate) {
    turn(b);
    b.rotated[me] = true;
    const bool mine = line_of(b.bits[me], w, b.k), theirs = line_of(b.bits[1 - me], w, b.k);
    result = mine && theirs ? 2 : mine ? 1 : theirs ? -1 : 0;
  } else {
    const int r = b.n - 1 - b.height[static_cast<std::size_t>(m.column)]++;
    b.bits[me] |= Board<Bits>::cell(b.n, r, m.column);
    result = line_of(b.bits[me], w, b.k) ? 1 : 0;
  }
  b.to_move = 1 - b.to_move;
  return result;
}

// For each side, Σ over the windows it alone occupies of 4^(pieces - 1); returns the first
// side's sum minus the second's. Bit-sliced: the K shifted copies of each side's cells are added
// into a binary counter per window start (count[0] the ones, count[1] the twos, ...), the same
// copies OR-ed give the windows the other side blocks, then each possible count is popcounted.
// Both sides in one pass, since each shifted copy serves as one side's count and the other's block.
template <typename Bits>
int windows_score(const std::array<Bits, 2>& side, const Windows<Bits>& w, int k) {
  int score = 0;
  const std::size_t planes = k < 4 ? 2 : k < 8 ? 3 : 4;  // K <= 10 < 16
  for (std::size_t d = 0; d < 4; ++d) {
    const int step = w.step[d];
    std::array<std::array<Bits, 4>, 2> count{};
    std::array<Bits, 2> present{};
    for (int i = 0; i < k; ++i) {
      const int shift = i * step;
      for (std::size_t p = 0; p < 2; ++p) {
        Bits carry = side[p] >> shift;
        present[p] |= carry;
        for (std::size_t b = 0; b < planes && carry; ++b) {
          const Bits next = count[p][b] & carry;
          count[p][b] ^= carry;
          carry = next;
        }
      }
    }
    for (std::size_t p = 0; p < 2; ++p) {
      const Bits open = w.start[d] & ~present[1 - p];
      if (!open) continue;
      int sum = 0;
      for (int v = 1; v <= k; ++v) {
        Bits match = open;
        for (std::size_t b = 0; b < planes; ++b) match &= (v >> b) & 1 ? count[p][b] : ~count[p][b];
        if (match) sum += popcount(match) << (2 * (v - 1));
      }
      score += p == 0 ? sum : -sum;
    }
  }
  return score;
}

// Windows only one side occupies, weighted 4^(pieces-1): from the side to move's view.
template <typename Bits>
int evaluate(const Board<Bits>& b) {
  const std::size_t me = static_cast<std::size_t>(b.to_move);
  int score = windows_score<Bits>({b.bits[me], b.bits[1 - me]}, windows<Bits>(b.n, b.k), b.k);
  // An unused turn is worth a little: it is a threat the opponent must keep in mind.
  if (!b.rotated[me]) score += 2;
  if (!b.rotated[1 - me]) score -= 2;
  return score;
}

}  // namespace arcade::rotate::bitboard
