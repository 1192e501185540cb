// A Connect Four position (7 columns × 6 rows) as two 64-bit bitboards, read from column strings.
#pragma once
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../common/result.hpp"

namespace arcade::connect4 {

// One bit per cell, column by column from the left, each column from the bottom up, plus one
// spare bit on top of every column. The spare row always stays 0: it stops a shift by 1, 6, 7 or
// 8 (up, down-right, right, up-right) from carrying a stone of one column into the next.
//
//   spare   6 13 20 27 34 41 48
//   row 5   5 12 19 26 33 40 47
//   row 4   4 11 18 25 32 39 46
//   row 3   3 10 17 24 31 38 45
//   row 2   2  9 16 23 30 37 44
//   row 1   1  8 15 22 29 36 43
//   row 0   0  7 14 21 28 35 42
//   column  0  1  2  3  4  5  6    (players number them 1-7)
//
// A position keeps `mine` (the stones of the side to move) and `all` (every stone), so the side
// to move never needs a colour. Worked example, "4453" (first player 4, second 4, first 5,
// second 3; X moved first, O second), X to move:
//
//   row 1   . . . O . . .     mine = X = bits 21 28          all = bits 14 21 22 28
//   row 0   . . O X X . .     key  = mine + all + bottom = bits 0 7 15 21 23 28 29 35 42
//
// In the key every column holds the mover's stones under one extra bit just above its top stone
// (column 3: X at 21, the marker at 23), so it names the position exactly in 49 bits.
using Bitboard = std::uint64_t;

// The search's small helpers are forced inline: the wasm core is built for size (-Os), which
// otherwise leaves them as calls, and in the solver's inner loop a call costs more than the helper.
#if defined(__GNUC__)
#define C4_HOT [[gnu::always_inline]] inline
#else
#define C4_HOT inline
#endif

inline constexpr int kWidth = 7;
inline constexpr int kHeight = 6;
inline constexpr int kCells = kWidth * kHeight;
inline constexpr int kStride = kHeight + 1;  // bits per column, the spare one included

C4_HOT constexpr Bitboard bottom_cell(int col) { return Bitboard{1} << (col * kStride); }
C4_HOT constexpr Bitboard top_cell(int col) { return Bitboard{1} << (col * kStride + kHeight - 1); }
C4_HOT constexpr Bitboard column_cells(int col) { return ((Bitboard{1} << kHeight) - 1) << (col * kStride); }
C4_HOT constexpr Bitboard cell(int col, int row) { return Bitboard{1} << (col * kStride + row); }

constexpr Bitboard bottom_row() {
  Bitboard b = 0;
  for (int c = 0; c < kWidth; ++c) b |= bottom_cell(c);
  return b;
}
inline constexpr Bitboard kBottom = bottom_row();
inline constexpr Bitboard kBoard = kBottom * ((Bitboard{1} << kHeight) - 1);

static_assert(kWidth * kStride <= 64, "the board and its spare row fit in one 64-bit word");
static_assert(std::popcount(kBoard) == kCells);
static_assert((kBoard & (kBottom << kHeight)) == 0, "the spare row is outside the board");

// The number of set bits. x86-64 without -mpopcnt turns a popcount into a library call
// (__popcountdi2) that costs more than this branch-free count; wasm has an instruction for it.
C4_HOT constexpr int count_bits(Bitboard b) {
#if defined(__POPCNT__) || defined(__wasm__)
  return __builtin_popcountll(b);  // not std::popcount: a call of its own in a -Os build
#else
  b = b - ((b >> 1) & 0x5555555555555555ull);
  b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((b * 0x0101010101010101ull) >> 56);
#endif
}

// The cells that one more stone makes four with `s` along direction d (a shift: 7 horizontal,
// 6 down-right, 8 up-right), the missing stone at either end or in either middle place.
C4_HOT constexpr Bitboard line_gaps(Bitboard s, int d) {
  Bitboard pair = (s << d) & (s << 2 * d);  // two stones on the left
  Bitboard r = pair & (s << 3 * d);         // ...and a third further left
  r |= pair & (s >> d);                     // ...or one on the right
  pair = (s >> d) & (s >> 2 * d);           // two stones on the right
  r |= pair & (s >> 3 * d);
  r |= pair & (s << d);
  return r;
}

// Empty cells where one more stone of `stones` would make four in a row (any direction). `all`
// is every stone on the board; the answer may include cells that are not playable yet.
C4_HOT constexpr Bitboard winning_cells(Bitboard stones, Bitboard all) {
  const Bitboard s = stones;
  const Bitboard vertical = (s << 1) & (s << 2) & (s << 3);  // three stones right below
  return (vertical | line_gaps(s, kStride) | line_gaps(s, kStride - 1) | line_gaps(s, kStride + 1)) & kBoard & ~all;
}

// True when `stones` hold four in a row somewhere. Spelt out direction by direction and without
// branches: the search asks it at every node (follow-up bounds, solver.cpp).
C4_HOT constexpr bool has_four(Bitboard stones) {
  const Bitboard v = stones & (stones >> 1);
  const Bitboard h = stones & (stones >> kStride);
  const Bitboard d1 = stones & (stones >> (kStride - 1));
  const Bitboard d2 = stones & (stones >> (kStride + 1));
  return ((v & (v >> 2)) | (h & (h >> 2 * kStride)) | (d1 & (d1 >> 2 * (kStride - 1))) |
          (d2 & (d2 >> 2 * (kStride + 1)))) != 0;
}

// The cells of every four in a row among `stones` (empty when there is none).
constexpr Bitboard four_cells(Bitboard stones) {
  Bitboard cells = 0;
  for (const int d : {1, kStride, kStride - 1, kStride + 1}) {
    const Bitboard m = stones & (stones >> d);
    const Bitboard start = m & (m >> 2 * d);  // lowest cell of each four in this direction
    cells |= start | (start << d) | (start << 2 * d) | (start << 3 * d);
  }
  return cells;
}

// A Connect Four position: always a real game state reached by legal play from the empty board,
// possibly finished (won or full). Copying is cheap (two words and a count).
class Position {
 public:
  Position() = default;

  // The position after `moves` (1-based columns, "4453") from the empty board, or the sentence
  // play() gives for the first bad move.
  static Result<Position> from_moves(std::string_view moves);

  // Plays `moves` (1-based columns) from this position. Returns how many were accepted, which is
  // every one of them; otherwise a sentence naming the first bad move (a character that is not a
  // column, a full column, or a move after the game was won), with the moves before it played.
  Result<int> play(std::string_view moves);

  // Column c (0-6) has room. Precondition for play_column.
  C4_HOT bool can_play(int col) const { return (all_ & top_cell(col)) == 0; }
  // Playing column c (0-6) makes four in a row. Precondition: can_play(col).
  C4_HOT bool is_winning_move(int col) const { return winning_cells(mine_, all_) & possible() & column_cells(col); }
  // Precondition: can_play(col) and !won().
  C4_HOT void play_column(int col) { play_cell((all_ + bottom_cell(col)) & column_cells(col)); }
  // Plays the single cell `move`, one of possible(). Precondition: !won().
  C4_HOT void play_cell(Bitboard move) {
    mine_ ^= all_;  // the opponent's stones become the stones of the side to move
    all_ |= move;
    ++moves_;
  }

  C4_HOT int moves() const { return moves_; }
  // The last move made four in a row (the side to move has lost).
  bool won() const { return has_four(all_ ^ mine_); }
  bool full() const { return moves_ == kCells; }
  bool over() const { return full() || won(); }
  // The side to move can make four right now.
  C4_HOT bool can_win_now() const { return winning_cells(mine_, all_) & possible(); }

  // The cell each non-full column would take next.
  C4_HOT Bitboard possible() const { return (all_ + kBottom) & kBoard; }
  // Playable cells that do not hand the opponent an immediate win: answering the opponent's one
  // open four if there is one, and never filling the cell below an opponent's winning cell.
  // 0 when every move loses at once. Precondition: !can_win_now() (a win is not looked for).
  C4_HOT Bitboard non_losing_moves() const {
    Bitboard moves = possible();
    const Bitboard threats = winning_cells(all_ ^ mine_, all_);
    if (const Bitboard forced = moves & threats) {
      if (forced & (forced - 1)) return 0;  // two open fours: one of them stays open
      moves = forced;
    }
    return moves & ~(threats >> 1);
  }
  // How many winning cells the side to move would have after playing `move` (a move-ordering
  // hint: moves that make threats tend to be good).
  C4_HOT int threats_after(Bitboard move) const { return count_bits(winning_cells(mine_ | move, all_ | move)); }

  // A number naming this position exactly (< 2^49): per column the side to move's stones and
  // one bit above the top stone.
  C4_HOT Bitboard key() const { return mine_ + all_ + kBottom; }
  // key() of the position after playing `move` (one of possible()).
  C4_HOT Bitboard key_after(Bitboard move) const { return (all_ ^ mine_) + (all_ | move) + kBottom; }
  Bitboard mine() const { return mine_; }
  Bitboard all() const { return all_; }
  // The stones of the first player (who moved first) and the second.
  Bitboard first_player() const { return moves_ % 2 == 0 ? mine_ : all_ ^ mine_; }
  Bitboard second_player() const { return all_ ^ first_player(); }
  // The position before the stone at the top of column c (0-6) was played, if the player who
  // moved last owns it (only then can it have been the last move).
  std::optional<Position> before_top(int col) const {
    const Bitboard stones = all_ & column_cells(col);
    const Bitboard top = (stones + bottom_cell(col)) >> 1;  // the cell below the column's next one
    if (!stones || !(top & (all_ ^ mine_))) return std::nullopt;
    Position p;
    p.mine_ = (all_ ^ mine_) ^ top;
    p.all_ = all_ ^ top;
    p.moves_ = moves_ - 1;
    return p;
  }
  // How many stones column c (0-6) holds.
  int height(int col) const { return count_bits(all_ & column_cells(col)); }

 private:
  Bitboard mine_ = 0;
  Bitboard all_ = 0;
  int moves_ = 0;
};

// The score of the side to move when it makes four now, `moves` stones being on the board:
// 22 minus the stones it will have played (Pons' convention). Negated, the score of a side
// whose opponent does that.
C4_HOT constexpr int win_now_score(int moves) { return (kCells + 1 - moves) / 2; }
static_assert(win_now_score(6) == 18 && win_now_score(7) == 18, "a win with the 4th stone scores 18");
static_assert(win_now_score(kCells - 1) == 1);

}  // namespace arcade::connect4
