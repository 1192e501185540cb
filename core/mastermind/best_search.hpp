// The search behind the "best" Mastermind breaker: feedback tables fast enough to score every
// guess, entropy ranking, exact solving of small sets and a one-level lookahead (breaker_best.cpp).
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "space.hpp"

namespace arcade::mastermind::best {

// Costs are total guesses summed over the codes of a set (each secret counts the guesses it
// still needs), scaled by 1000 so the estimate for big sets can carry fractions in integers.
inline constexpr std::int64_t kUnit = 1000;

struct Tuning {
  int exact_limit = 20;                // parts up to this size are solved exactly
  int candidates = 50;                 // the best-ranked guesses that get the lookahead
  int levels = 1;                      // lookahead depth: 1 = score each part of each candidate
  std::int64_t scan_budget = 5000000;  // feedbacks the ranking may compute (bounds the time)
  int sample_min = 100;                // ...but ranks against at least this many codes
  // Parts too big to solve are estimated as m * (a + b * log2 m) / 1000 guesses; tuning_for sets
  // b = 1000 / H, H the bits the best first guess learns (327 on 4 x 6).
  std::int64_t estimate_a = 1000, estimate_b = 326;
};

// Per space: for each code, where its pegs land in a guess's table (position, colour, and the
// how-many-th of its colour the peg is), and for each guess the table of what each peg adds to
// the feedback id exact * P + common (the Space's id, since misplaced = common - exact).
class Engine {
 public:
  explicit Engine(const Space& s);
  // One engine per (pegs, colours, duplicates), built on first use.
  static const Engine& of(const Space& s);

  const Space& space() const { return space_; }
  int size() const { return size_; }
  int ids() const { return ids_; }
  int solved() const { return solved_; }
  // Feedback ids of `n` codes against guess g into out[0..n).
  void feedbacks(int g, const int* codes, int n, std::uint8_t* out) const;
  // The table keys of `n` codes one after another, for count.
  void gather(const int* codes, int n, std::vector<std::uint16_t>& keys) const;
  // How many gathered codes get each feedback id (counts[0..ids) are overwritten).
  void count(int g, const std::vector<std::uint16_t>& keys, int* counts) const;
  // A bit per feedback id that occurs (ids <= 64 when pegs <= 7).
  std::uint64_t seen(int g, const int* codes, int n) const;
  bool masks() const { return ids_ <= 64; }
  // n log2 n in 24-bit fixed point, n <= size(): exact integers, the same on every platform.
  // Tabled as far as asked so far: playing 5 x 8 from the book never asks, and the whole table
  // cost 2.6 ms native to build.
  std::int64_t nlogn(int n) const {
    if (static_cast<std::size_t>(n) >= nlogn_.size()) extend_nlogn(n);
    return nlogn_[static_cast<std::size_t>(n)];
  }
  // Integer log2 in 24-bit fixed point.
  static std::int64_t log2_fixed(std::uint32_t m);
  // n log2 n computed, not tabled (0 for 0).
  static std::int64_t nlogn_of(int n) { return n > 0 ? n * log2_fixed(static_cast<std::uint32_t>(n)) : 0; }

 private:
  const std::uint8_t* table(int g, std::uint8_t* scratch) const;
  void fill_table(int g, std::uint8_t* t) const;
  void extend_nlogn(int n) const;

  const Space& space_;
  int pegs_, colours_, size_, ids_, solved_, tsize_;
  std::vector<std::uint16_t> keys_;  // size * pegs
  // size * tsize, when small enough (else built per guess); left uninitialised until filled, as
  // zeroing 6.5 MB first (5 x 8) cost more than filling it.
  std::unique_ptr<std::uint8_t[]> tables_;
  mutable std::vector<std::int64_t> nlogn_;
};

// Remembers solved sets during one decision: value and whether it is exact or a lower bound.
class Memo {
 public:
  bool find(const int* codes, int n, int& value, bool& exact) const;
  void put(const int* codes, int n, int value, bool exact);
  std::size_t size() const { return used_; }

 private:
  struct Slot {
    std::uint64_t hash = 0;  // 0 = empty
    std::uint32_t offset = 0, n = 0;
    int value = 0;
    bool exact = false;
  };
  static std::uint64_t hash_of(const int* codes, int n);
  std::vector<Slot> slots_;
  std::vector<int> pool_;
  std::size_t used_ = 0;
};

// One decision: construct, call choose, throw away (the memo lives only this long).
class Search {
 public:
  Search(const Engine& e, const Tuning& t);
  // The guess for the sorted set `codes` (n >= 1) and its estimated cost (kUnit per guess).
  int choose(const int* codes, int n, std::int64_t* cost);
  // The first `k` guesses ranked by entropy of their parts (lower sum of m log m first), then
  // codes of the set, then the lowest index; the ranking may use an even sample of the set.
  std::vector<int> rank(const int* codes, int n, int k);
  // Restricted to `guesses`: the lookahead's pick and cost.
  int choose_among(const int* codes, int n, const std::vector<int>& guesses, int level, std::int64_t* cost);
  // The smallest total guesses for a small set using guesses from the set only (an upper bound
  // on the optimum, which may need a code from outside; cheap because sets are small); a value
  // >= bound when it cannot beat `bound`.
  int exact(const int* codes, int n, int bound, int depth);
  // The cost to finish a part: 1 or 3 for 1 or 2 codes, exact up to exact_limit, then at
  // level 0 the estimate m (a + b log2 m), else the lookahead one level down.
  std::int64_t estimate(const int* codes, int n, int level, std::int64_t bound, int depth);
  // Total guesses with the best guess from the whole space, for sets of size <= exact_limit.
  int exact_any(const int* codes, int n, int* guess);

  long long feedback_count() const { return feedbacks_; }

 private:
  int* parts_buffer(int depth);
  std::uint8_t* ids_buffer(int depth);
  // Splits codes by feedback against g into out; counts and offsets per id.
  void split(int g, const int* codes, int n, std::uint8_t* ids, int* out, int* counts, int* offsets);

  const Engine& e_;
  Tuning t_;
  Memo memo_;
  std::vector<std::vector<int>> parts_;
  std::vector<std::vector<std::uint8_t>> ids_;
  std::vector<char> mark_;
  long long feedbacks_ = 0;
};

}  // namespace arcade::mastermind::best
