// The solver's transposition table: one 64-bit word per position, both score bounds in it.
#pragma once
#include <cstdint>
#include <cstring>
#include <vector>

#include "position.hpp"

namespace arcade::connect4 {

// 2^20 words = 8 MB. A search spends much of its time waiting for table words from memory, and
// a table that stays in the processor's caches is far faster: measured on Begin-Easy under node,
// a 32 MB table took about twice as long as a 512 KB one for the same nodes. Hard searches need
// room, though: on 60 positions of ~250 k nodes, 2^22 words → 245.8 k nodes, 2^20 → 252.2 k
// (+2.6 %), 2^18 → 300.7 k (+22 %), 2^16 → 470.0 k (+91 %). 8 MB is the knee, and small for a tab.
inline constexpr int kDefaultTableBits = 20;

// A word holds the whole 49-bit key (so a hit is never a different position), the lower and the
// upper bound of its score, and the column that last proved a lower bound there:
//
//   bits  0-48  key            (Position::key(), never 0)
//   bits 49-54  lower + 32     (0: no lower bound)
//   bits 55-60  upper + 32     (0: no upper bound)
//   bits 61-63  column + 1     (0: none)
//
// A word replaces whatever was in its slot (the newest entry tends to be the most useful), but a
// new bound for the same key tightens the old ones instead of dropping them: the null-window
// probes of one solve visit the same positions from below and from above.
class Table {
 public:
  explicit Table(int bits = kDefaultTableBits)
      : shift_(64 - bits), words_(std::size_t{1} << bits, 0), data_(words_.data()) {}
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;

  struct Entry {
    int lower;   // -64: no bound (far outside any score)
    int upper;   // 64: no bound
    int column;  // -1: none
  };

  // What is known of `key`; {-64, 64, -1} when nothing is.
  C4_HOT Entry get(Bitboard key) const {
    const std::uint64_t w = data_[index(key)];
    Entry e{-64, 64, -1};
    if ((w & kKeyMask) != key) return e;
    const int lower = static_cast<int>((w >> 49) & 63);
    const int upper = static_cast<int>((w >> 55) & 63);
    if (lower) e.lower = lower - kOffset;
    if (upper) e.upper = upper - kOffset;
    e.column = static_cast<int>(w >> 61) - 1;
    return e;
  }

  // Records score >= lower, proved by playing `column`.
  C4_HOT void put_lower(Bitboard key, int lower, int column) { put(key, lower, kKeep, column); }
  // Records score <= upper.
  C4_HOT void put_upper(Bitboard key, int upper) { put(key, kKeep, upper, kKeepColumn); }

  // Starts bringing the word of `key` into the cache, for a lookup that comes soon.
#if defined(__wasm__)
  // wasm has no prefetch: a load whose value goes nowhere that matters starts the cache miss
  // early all the same, and the loads for several children overlap.
  C4_HOT void prefetch(Bitboard key) { touched_ += data_[index(key)]; }
#else
  C4_HOT void prefetch(Bitboard key) const { __builtin_prefetch(data_ + index(key)); }
#endif

  void clear() { std::memset(data_, 0, words_.size() * sizeof(std::uint64_t)); }
  std::size_t size() const { return words_.size(); }

 private:
  static constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << 49) - 1;
  static_assert(kCells + kWidth <= 49, "keys fit in 49 bits");
  static constexpr int kOffset = 32;  // scores -21..21 are stored as 11..53: 6 bits, never 0
  static constexpr int kKeep = 99;    // put(): leave this bound as it is
  static constexpr int kKeepColumn = -2;

  C4_HOT std::size_t index(Bitboard key) const {
    // Fibonacci hashing: the keys of nearby positions differ in a few low bits; the multiply
    // spreads them over the whole table.
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_);
  }

  C4_HOT void put(Bitboard key, int lower, int upper, int column) {
    std::uint64_t& w = data_[index(key)];
    std::uint64_t lo = 0, hi = 0, col = 0;
    if ((w & kKeyMask) == key) {
      lo = (w >> 49) & 63;
      hi = (w >> 55) & 63;
      col = w >> 61;
    }
    if (lower != kKeep) {
      const auto v = static_cast<std::uint64_t>(lower + kOffset);
      if (!lo || v > lo) lo = v;
    }
    if (upper != kKeep) {
      const auto v = static_cast<std::uint64_t>(upper + kOffset);
      if (!hi || v < hi) hi = v;
    }
    if (column != kKeepColumn) col = static_cast<std::uint64_t>(column + 1);
    w = key | lo << 49 | hi << 55 | col << 61;
  }

  int shift_;
  std::vector<std::uint64_t> words_;
  std::uint64_t* data_;  // words_.data(): the search indexes it directly (no operator[] call at -Os)
#if defined(__wasm__)
  std::uint64_t touched_ = 0;  // the prefetching loads' sum, which nobody reads
#endif
};

}  // namespace arcade::connect4
