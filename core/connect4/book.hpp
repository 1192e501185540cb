// The Connect Four opening book: every position up to a ply, exact scores, from one compact file.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../common/result.hpp"
#include "position.hpp"

namespace arcade::connect4 {

// The key of the position seen in a mirror (column c becomes column 6 - c). A key keeps each
// column in its own 7 bits (see Position::key), so mirroring moves whole 7-bit groups.
constexpr Bitboard mirror_key(Bitboard key) {
  Bitboard r = 0;
  for (int c = 0; c < kWidth; ++c)
    r |= ((key >> (c * kStride)) & ((Bitboard{1} << kStride) - 1)) << ((kWidth - 1 - c) * kStride);
  return r;
}
// One number for a position and its mirror image, which have the same score.
inline Bitboard canonical_key(const Position& p) {
  const Bitboard k = p.key();
  const Bitboard m = mirror_key(k);
  return k < m ? k : m;
}

// A set of keys, or a map from keys to small scores, by open addressing (keys are never 0 and
// below 2^56: a position's key has 49 bits). Each slot is one word, the key above its value's 8
// bits, and the table is at most three quarters full at any size, not a power of two: 8 to 11
// bytes a key (the book of depth 9, 399,029 keys, in 4.3 MB where a half-full power-of-two table
// of keys and values took 9.4 MB). Far smaller and faster than std::unordered_map.
class KeyMap {
 public:
  // Room for `n` keys without growing (a load that knows its count grows no table in between).
  void reserve(std::size_t n);
  // Inserts `key` with `value` if absent; true when it was absent.
  bool insert(Bitboard key, std::int8_t value = 0);
  // The value of `key`; none when absent.
  std::optional<int> find(Bitboard key) const;
  std::size_t size() const { return size_; }
  // Bytes of its table.
  std::size_t bytes() const { return slots_.size() * sizeof(std::uint64_t); }

 private:
  std::size_t slot(Bitboard key) const;
  void rehash(std::size_t capacity);
  std::vector<std::uint64_t> slots_;  // (key << 8) | value's byte; 0: empty
  std::size_t size_ = 0;
};

// The positions of ply `depth` (stones on the board) that are not won and follow from `root`,
// one per mirror pair, in the book's order: a depth-first walk from the root trying columns 1 to
// 7, where a position is taken the first time its canonical key is met at its ply (a
// transposition or a mirror image met again is skipped with all that follows it, already
// walked). Consecutive positions share most of their past, so a solver meets what it has just
// seen. `moves` is the whole path (1-based columns, the root's included) that first met each
// one. The book file stores scores in this order. The opening book's root is the empty board;
// other roots make small books (tests). Precondition: the root is not over, depth >= its ply.
struct BookLine {
  Position position;
  std::string moves;
};
std::vector<BookLine> book_positions(int depth, std::string_view root = "");
// How many positions the walk takes per ply, from the root's to depth (the same walk, counted).
std::vector<std::size_t> book_counts(int depth, std::string_view root = "");

// The book file (all integers little-endian):
//   bytes 0-7     "C4BOOK1\n"
//   bytes 8-11    depth: every position with at most this many stones is in the book
//   bytes 12-15   count: how many positions of ply `depth` follow (book_positions(depth).size())
//   bytes 16-55   the solver's commit that made the scores (40 characters, hexadecimal)
//   bytes 56-59   r: the root's length (0 for the empty board), then r bytes: the root's moves
//   then          count bytes: each position's score plus 64, in book_positions order
//   last 4 bytes  CRC-32 (the zlib one) of every byte before it
// Shallower positions are not stored: their scores follow from their children's (a position
// scores the best of an immediate win or minus each child's score), worked out when loading.
inline constexpr std::string_view kBookMagic = "C4BOOK1\n";
inline constexpr int kBookMaxDepth = 16;

// CRC-32 (polynomial 0xEDB88320, as zlib and gzip) of `bytes`.
std::uint32_t crc32(std::string_view bytes);

// Encodes a book file; `scores` in book_positions(depth, root) order, `commit` 40 characters.
std::string encode_book(int depth, const std::vector<int>& scores, std::string_view commit, std::string_view root = "");

class Book;
// The book file of a shallower depth (from the book's root up to `depth` <= book.depth()), its
// scores read from `book`: a deep book made once also gives the small one a page downloads.
std::string shallower_book(const Book& book, int depth);

class Book {
 public:
  // Reads and checks a book file (magic, size, checksum, depth, count, every score within what
  // its ply allows) and works out the shallower plies. A sentence names the first problem.
  static Result<Book> load(std::string_view bytes);

  int depth() const { return depth_; }
  const std::string& commit() const { return commit_; }
  const std::string& root() const { return root_; }
  // Positions in the book (every ply, one per mirror pair).
  std::size_t size() const { return scores_.size(); }
  // The exact score (Solver's convention) of a position that is not over, when the book has it:
  // at most depth() stones, and following from the root.
  std::optional<int> score(const Position& p) const {
    if (p.moves() > depth_) return std::nullopt;
    return scores_.find(canonical_key(p));
  }
  // For a position one stone past the book (depth() + 1 stones, following from the root): the
  // least score it can have, minus the best score of a parent the book holds (a parent scores the
  // best of minus its children's scores, so no child scores below minus its parent's); none for
  // any other position. The book generator solves the next ply from it (Solver::solve with a
  // floor: over 200 positions of ply 9, 27 % fewer nodes; about a quarter score exactly their
  // floor), and so does the perfect level one stone past the book (Solver::book_floor).
  std::optional<int> floor(const Position& p) const;

 private:
  int depth_ = 0;
  std::string commit_;
  std::string root_;
  KeyMap scores_;
};

}  // namespace arcade::connect4
