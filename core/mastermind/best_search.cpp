// The search behind the "best" Mastermind breaker (see best_search.hpp and breaker_best.cpp).
#include "best_search.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <map>
#include <memory>
#include <tuple>
#include <utility>

namespace arcade::mastermind::best {

namespace {
constexpr int kMaxIds = (kMaxPegs + 1) * (kMaxPegs + 1);
// Tables of every guess up to this many bytes (5 x 8: 6.5 MB); beyond, one table per guess use.
constexpr std::size_t kTableBytes = std::size_t{16} << 20;

// The fewest guesses a set of m codes can take in total: the guess is one of them and splits the
// rest into parts of one (2m - 1); exact for m <= 2.
constexpr int floor_cost(int m) { return 2 * m - 1; }

// The feedback id of one code: P table lookups, unrolled by the fold (the compilers do not
// always unroll a loop this short themselves).
template <std::size_t... I>
inline int id_of(const std::uint8_t* t, const std::uint16_t* k, std::index_sequence<I...>) {
  return (t[k[I]] + ...);
}

template <int P>
void feedbacks_fixed(const std::uint8_t* t, const std::uint16_t* keys, const int* codes, int n, std::uint8_t* out) {
  for (int j = 0; j < n; ++j) {
    const std::uint16_t* k = keys + static_cast<std::size_t>(codes[j]) * P;
    const int f = id_of(t, k, std::make_index_sequence<P>{});
    out[j] = static_cast<std::uint8_t>(f);
  }
}

// Counts over keys gathered one code after another (P keys each): sequential reads.
template <int P>
void count_fixed(const std::uint8_t* t, const std::uint16_t* keys, int n, int* counts, int ids) {
  constexpr auto seq = std::make_index_sequence<P>{};
  if (n < 256) {
    std::fill(counts, counts + ids, 0);
    for (int j = 0; j < n; ++j, keys += P) ++counts[id_of(t, keys, seq)];
    return;
  }
  // Four histograms: consecutive codes with the same feedback do not wait on one counter.
  int h[4][kMaxIds] = {};
  int j = 0;
  for (; j + 4 <= n; j += 4, keys += 4 * P) {
    ++h[0][id_of(t, keys, seq)];
    ++h[1][id_of(t, keys + P, seq)];
    ++h[2][id_of(t, keys + 2 * P, seq)];
    ++h[3][id_of(t, keys + 3 * P, seq)];
  }
  for (; j < n; ++j, keys += P) ++h[0][id_of(t, keys, seq)];
  for (int f = 0; f < ids; ++f) counts[f] = h[0][f] + h[1][f] + h[2][f] + h[3][f];
}

template <int P>
std::uint64_t seen_fixed(const std::uint8_t* t, const std::uint16_t* keys, const int* codes, int n) {
  std::uint64_t bits = 0;
  for (int j = 0; j < n; ++j) {
    const std::uint16_t* k = keys + static_cast<std::size_t>(codes[j]) * P;
    const int f = id_of(t, k, std::make_index_sequence<P>{});
    bits |= std::uint64_t{1} << f;
  }
  return bits;
}

// Dispatch on the peg count so the inner loops unroll: one instantiation per count 2..8.
template <class F>
auto with_pegs(int pegs, F&& f) {
  switch (pegs) {
    case 2: return f(std::integral_constant<int, 2>{});
    case 3: return f(std::integral_constant<int, 3>{});
    case 4: return f(std::integral_constant<int, 4>{});
    case 5: return f(std::integral_constant<int, 5>{});
    case 6: return f(std::integral_constant<int, 6>{});
    case 7: return f(std::integral_constant<int, 7>{});
    default: return f(std::integral_constant<int, 8>{});
  }
}
}  // namespace

// ---- Engine ----

std::int64_t Engine::log2_fixed(std::uint32_t m) {
  // Integer part from the bit width, fraction bit by bit by squaring the mantissa (Q30): no
  // floating point, so native and WebAssembly agree to the last bit.
  const int ip = std::bit_width(m) - 1;
  std::uint64_t x = (std::uint64_t{m} << 30) >> ip;
  std::int64_t r = static_cast<std::int64_t>(ip) << 24;
  for (int b = 23; b >= 0; --b) {
    x = (x * x) >> 30;
    if (x >= (std::uint64_t{2} << 30)) {
      x >>= 1;
      r |= std::int64_t{1} << b;
    }
  }
  return r;
}

Engine::Engine(const Space& s)
    : space_(s),
      pegs_(s.options().pegs),
      colours_(s.options().colours),
      size_(s.size()),
      ids_(s.feedback_ids()),
      solved_(s.solved_id()),
      tsize_(pegs_ * colours_ * pegs_) {
  keys_.resize(static_cast<std::size_t>(size_) * pegs_);
  for (int c = 0; c < size_; ++c) {
    const Code& code = s.code(c);
    int seen[kMaxColours] = {};
    for (int i = 0; i < pegs_; ++i) {
      const int k = code.peg[static_cast<std::size_t>(i)];
      keys_[static_cast<std::size_t>(c) * pegs_ + i] =
          static_cast<std::uint16_t>((i * colours_ + k) * pegs_ + seen[k]++);
    }
  }
  if (static_cast<std::size_t>(size_) * tsize_ <= kTableBytes) {
    tables_.reset(new std::uint8_t[static_cast<std::size_t>(size_) * tsize_]);
    for (int g = 0; g < size_; ++g) fill_table(g, &tables_[static_cast<std::size_t>(g) * tsize_]);
  }
}

void Engine::extend_nlogn(int n) const {
  // At least doubling, so a search asking for ever bigger counts extends the table few times.
  const std::size_t from = std::max<std::size_t>(nlogn_.size(), 1);
  const std::size_t to =
      std::min(std::max(static_cast<std::size_t>(n) + 1, 2 * from), static_cast<std::size_t>(size_) + 1);
  nlogn_.resize(to, 0);
  for (std::size_t m = from; m < to; ++m) nlogn_[m] = nlogn_of(static_cast<int>(m));
}

void Engine::fill_table(int g, std::uint8_t* t) const {
  // A code's peg at position i with colour k, the r-th (from 0) of its colour, adds P if the guess
  // has k at i (exact) and 1 if the guess has more than r pegs of colour k (common colours). The
  // common part is the same block for every position: written once, copied, then the exact
  // entries added (a third of the cost of building every entry; 5 x 8 builds 32768 tables).
  const Code& code = space_.code(g);
  int count[kMaxColours] = {};
  for (int i = 0; i < pegs_; ++i) ++count[code.peg[static_cast<std::size_t>(i)]];
  const int block = colours_ * pegs_;
  for (int k = 0; k < colours_; ++k)
    for (int r = 0; r < pegs_; ++r) t[k * pegs_ + r] = static_cast<std::uint8_t>(r < count[k]);
  for (int i = 1; i < pegs_; ++i) std::copy_n(t, block, t + i * block);
  for (int i = 0; i < pegs_; ++i) {
    std::uint8_t* exact = t + i * block + code.peg[static_cast<std::size_t>(i)] * pegs_;
    for (int r = 0; r < pegs_; ++r) exact[r] = static_cast<std::uint8_t>(exact[r] + pegs_);
  }
}

const std::uint8_t* Engine::table(int g, std::uint8_t* scratch) const {
  if (tables_) return &tables_[static_cast<std::size_t>(g) * tsize_];
  fill_table(g, scratch);
  return scratch;
}

const Engine& Engine::of(const Space& s) {
  // As Space::of: the engines of the last spaces used, newest first, each tied to its Space object
  // and its key (a space freed and built again, even at the same address, gets a fresh engine).
  using Key = std::tuple<const Space*, int, int, bool>;
  static std::vector<std::pair<Key, std::unique_ptr<Engine>>> recent;
  const Options& o = s.options();
  const Key key{&s, o.pegs, o.colours, o.duplicates};
  auto it = std::find_if(recent.begin(), recent.end(), [&](const auto& e) { return e.first == key; });
  if (it == recent.end()) {
    if (recent.size() >= Space::kCachedSpaces) recent.pop_back();
    recent.insert(recent.begin(), {key, std::make_unique<Engine>(s)});
  } else if (it != recent.begin()) {
    std::rotate(recent.begin(), it, it + 1);
  }
  return *recent.front().second;
}

void Engine::feedbacks(int g, const int* codes, int n, std::uint8_t* out) const {
  std::uint8_t scratch[kMaxPegs * kMaxColours * kMaxPegs];
  const std::uint8_t* t = table(g, scratch);
  with_pegs(pegs_, [&](auto p) { feedbacks_fixed<decltype(p)::value>(t, keys_.data(), codes, n, out); });
}

void Engine::gather(const int* codes, int n, std::vector<std::uint16_t>& keys) const {
  keys.resize(static_cast<std::size_t>(n) * pegs_);
  for (int j = 0; j < n; ++j)
    std::copy_n(&keys_[static_cast<std::size_t>(codes[j]) * pegs_], pegs_, &keys[static_cast<std::size_t>(j) * pegs_]);
}

void Engine::count(int g, const std::vector<std::uint16_t>& keys, int* counts) const {
  std::uint8_t scratch[kMaxPegs * kMaxColours * kMaxPegs];
  const std::uint8_t* t = table(g, scratch);
  const int n = static_cast<int>(keys.size()) / pegs_;
  with_pegs(pegs_, [&](auto p) { count_fixed<decltype(p)::value>(t, keys.data(), n, counts, ids_); });
}

std::uint64_t Engine::seen(int g, const int* codes, int n) const {
  std::uint8_t scratch[kMaxPegs * kMaxColours * kMaxPegs];
  const std::uint8_t* t = table(g, scratch);
  return with_pegs(pegs_, [&](auto p) { return seen_fixed<decltype(p)::value>(t, keys_.data(), codes, n); });
}

// ---- Memo ----

std::uint64_t Memo::hash_of(const int* codes, int n) {
  std::uint64_t h = 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(n);
  for (int i = 0; i < n; ++i) {
    h ^= static_cast<std::uint64_t>(codes[i]);
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  return h | 1;  // never 0, the empty mark
}

bool Memo::find(const int* codes, int n, int& value, bool& exact) const {
  if (slots_.empty()) return false;
  const std::uint64_t h = hash_of(codes, n);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = h & mask;; i = (i + 1) & mask) {
    const Slot& s = slots_[i];
    if (!s.hash) return false;
    if (s.hash == h && static_cast<int>(s.n) == n && std::equal(codes, codes + n, pool_.begin() + s.offset)) {
      value = s.value;
      exact = s.exact;
      return true;
    }
  }
}

void Memo::put(const int* codes, int n, int value, bool exact) {
  if ((used_ + 1) * 2 > slots_.size()) {
    std::vector<Slot> old(slots_.empty() ? 1024 : slots_.size() * 2);
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const Slot& s : old) {
      if (!s.hash) continue;
      std::size_t i = s.hash & mask;
      while (slots_[i].hash) i = (i + 1) & mask;
      slots_[i] = s;
    }
  }
  const std::uint64_t h = hash_of(codes, n);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = h & mask;; i = (i + 1) & mask) {
    Slot& s = slots_[i];
    if (!s.hash) {
      s.hash = h;
      s.offset = static_cast<std::uint32_t>(pool_.size());
      s.n = static_cast<std::uint32_t>(n);
      pool_.insert(pool_.end(), codes, codes + n);
      ++used_;
    } else if (s.hash != h || static_cast<int>(s.n) != n || !std::equal(codes, codes + n, pool_.begin() + s.offset)) {
      continue;
    }
    s.value = value;
    s.exact = exact;
    return;
  }
}

// ---- Search ----

Search::Search(const Engine& e, const Tuning& t) : e_(e), t_(t), mark_(static_cast<std::size_t>(e.size()), 0) {}

int* Search::parts_buffer(int depth) {
  while (static_cast<int>(parts_.size()) <= depth) parts_.emplace_back(static_cast<std::size_t>(e_.size()));
  return parts_[static_cast<std::size_t>(depth)].data();
}

std::uint8_t* Search::ids_buffer(int depth) {
  while (static_cast<int>(ids_.size()) <= depth) ids_.emplace_back(static_cast<std::size_t>(e_.size()));
  return ids_[static_cast<std::size_t>(depth)].data();
}

void Search::split(int g, const int* codes, int n, std::uint8_t* ids, int* out, int* counts, int* offsets) {
  e_.feedbacks(g, codes, n, ids);
  feedbacks_ += n;
  const int k = e_.ids();
  std::fill(counts, counts + k, 0);
  for (int j = 0; j < n; ++j) ++counts[ids[j]];
  offsets[0] = 0;
  for (int f = 0; f < k; ++f) offsets[f + 1] = offsets[f] + counts[f];
  int at[kMaxIds];
  std::copy(offsets, offsets + k, at);
  // Stable: each part keeps the set's order, so parts of a sorted set are sorted.
  for (int j = 0; j < n; ++j) out[at[ids[j]]++] = codes[j];
}

std::vector<int> Search::rank(const int* codes, int n, int k) {
  const std::int64_t size = e_.size();
  // Rank against an even sample when the whole set would cost more than the budget.
  std::vector<int> sample;
  const int* r = codes;
  int m = n;
  if (size * n > t_.scan_budget) {
    const int want = static_cast<int>(std::max<std::int64_t>(t_.sample_min, t_.scan_budget / size));
    if (want < n) {
      for (int i = 0; i < want; ++i) sample.push_back(codes[static_cast<std::int64_t>(i) * n / want]);
      r = sample.data();
      m = want;
    }
  }
  // Huge spaces: every stride-th guess plus the sampled codes themselves.
  const std::int64_t stride = std::max<std::int64_t>(1, (size * m + 4 * t_.scan_budget - 1) / (4 * t_.scan_budget));
  for (int j = 0; j < n; ++j) mark_[static_cast<std::size_t>(codes[j])] = 1;
  struct Scored {
    std::int64_t score;
    int guess;
    bool possible;
  };
  std::vector<Scored> scored;
  int counts[kMaxIds];
  std::vector<std::uint16_t> keys;
  e_.gather(r, m, keys);
  auto score = [&](int g) {
    e_.count(g, keys, counts);
    feedbacks_ += m;
    std::int64_t s = 0;
    for (int f = 0; f < e_.ids(); ++f) s += e_.nlogn(counts[f]);
    scored.push_back({s, g, mark_[static_cast<std::size_t>(g)] != 0});
  };
  if (stride == 1) {
    scored.reserve(static_cast<std::size_t>(size));
    for (int g = 0; g < size; ++g) score(g);
  } else {
    for (std::int64_t g = 0; g < size; g += stride) score(static_cast<int>(g));
    for (int j = 0; j < m; ++j)
      if (r[j] % stride != 0) score(r[j]);
  }
  for (int j = 0; j < n; ++j) mark_[static_cast<std::size_t>(codes[j])] = 0;
  const auto better = [](const Scored& a, const Scored& b) {
    if (a.score != b.score) return a.score < b.score;
    if (a.possible != b.possible) return a.possible;
    return a.guess < b.guess;
  };
  const std::size_t top = std::min(static_cast<std::size_t>(k), scored.size());
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(top), scored.end(), better);
  std::vector<int> out;
  for (std::size_t i = 0; i < top; ++i) out.push_back(scored[i].guess);
  return out;
}

int Search::exact(const int* codes, int n, int bound, int depth) {
  if (n == 1) return 1;
  if (n == 2) return 3;
  int value = 0;
  bool is_exact = false;
  if (memo_.find(codes, n, value, is_exact) && (is_exact || value >= bound)) return value;
  std::uint8_t* ids = ids_buffer(depth);
  int* out = parts_buffer(depth);
  int counts[kMaxIds], offsets[kMaxIds + 1];
  int best = bound;
  for (int j = 0; j < n && best > floor_cost(n); ++j) {
    split(codes[j], codes, n, ids, out, counts, offsets);
    // Lower bound first (every part at its floor), then the parts from the biggest down.
    int sum = n;
    int order[kMaxIds], parts = 0;
    for (int f = 0; f < e_.ids(); ++f) {
      if (!counts[f] || f == e_.solved()) continue;
      sum += floor_cost(counts[f]);
      if (counts[f] > 2) order[parts++] = f;
    }
    if (sum >= best) continue;
    std::sort(order, order + parts,
              [&](int a, int b) { return counts[a] != counts[b] ? counts[a] > counts[b] : a < b; });
    for (int p = 0; p < parts && sum < best; ++p) {
      const int f = order[p];
      sum += exact(out + offsets[f], counts[f], best - sum + floor_cost(counts[f]), depth + 1) - floor_cost(counts[f]);
    }
    if (sum < best) best = sum;
  }
  memo_.put(codes, n, best, best < bound);
  return best;
}

std::int64_t Search::estimate(const int* codes, int n, int level, std::int64_t bound, int depth) {
  if (n == 1) return kUnit;
  if (n == 2) return 3 * kUnit;
  if (n <= t_.exact_limit) {
    const std::int64_t b = std::min<std::int64_t>((bound + kUnit - 1) / kUnit, INT_MAX / 2);
    return kUnit * exact(codes, n, static_cast<int>(std::max<std::int64_t>(b, 0)), depth);
  }
  if (level <= 0)
    return n * t_.estimate_a + (n * t_.estimate_b * Engine::log2_fixed(static_cast<std::uint32_t>(n)) >> 24);
  std::int64_t cost = 0;
  choose_among(codes, n, rank(codes, n, t_.candidates), level, &cost);
  return cost;
}

int Search::choose_among(const int* codes, int n, const std::vector<int>& guesses, int level, std::int64_t* cost) {
  std::vector<std::uint8_t> ids(static_cast<std::size_t>(n));
  std::vector<int> out(static_cast<std::size_t>(n));
  int counts[kMaxIds], offsets[kMaxIds + 1];
  std::int64_t best = LLONG_MAX / 4;
  int best_guess = -1;
  bool best_possible = false;
  for (int g : guesses) {
    const bool possible = std::binary_search(codes, codes + n, g);
    // A guess that would win a tie may equal the best; otherwise it must beat it.
    const bool wins_ties =
        best_guess < 0 || (possible && !best_possible) || (possible == best_possible && g < best_guess);
    const std::int64_t limit = best + (wins_ties ? 1 : 0);
    split(g, codes, n, ids.data(), out.data(), counts, offsets);
    std::int64_t sum = n * kUnit;
    int order[kMaxIds], parts = 0;
    for (int f = 0; f < e_.ids(); ++f) {
      if (!counts[f] || f == e_.solved()) continue;
      sum += floor_cost(counts[f]) * kUnit;
      if (counts[f] > 2) order[parts++] = f;
    }
    std::sort(order, order + parts,
              [&](int a, int b) { return counts[a] != counts[b] ? counts[a] > counts[b] : a < b; });
    for (int p = 0; p < parts && sum < limit; ++p) {
      const int f = order[p];
      const std::int64_t floor = floor_cost(counts[f]) * kUnit;
      sum += estimate(out.data() + offsets[f], counts[f], level - 1, limit - sum + floor, 1) - floor;
    }
    if (sum < limit) {
      best = sum;
      best_guess = g;
      best_possible = possible;
    }
  }
  *cost = best;
  return best_guess;
}

int Search::exact_any(const int* codes, int n, int* guess) {
  // Guesses from the set first (they can finish at 2n - 1), then any code of the space, which
  // can do no better than 2n: all parts single.
  std::uint8_t* ids = ids_buffer(0);
  int* out = parts_buffer(0);
  int counts[kMaxIds], offsets[kMaxIds + 1];
  int best = INT_MAX / 2;
  *guess = codes[0];
  auto attempt = [&](int g) {
    split(g, codes, n, ids, out, counts, offsets);
    int sum = n;
    int order[kMaxIds], parts = 0;
    for (int f = 0; f < e_.ids(); ++f) {
      if (!counts[f] || f == e_.solved()) continue;
      sum += floor_cost(counts[f]);
      if (counts[f] > 2) order[parts++] = f;
    }
    if (sum >= best) return;
    std::sort(order, order + parts,
              [&](int a, int b) { return counts[a] != counts[b] ? counts[a] > counts[b] : a < b; });
    for (int p = 0; p < parts && sum < best; ++p) {
      const int f = order[p];
      sum += exact(out + offsets[f], counts[f], best - sum + floor_cost(counts[f]), 1) - floor_cost(counts[f]);
    }
    if (sum < best) {
      best = sum;
      *guess = g;
    }
  };
  for (int j = 0; j < n && best > floor_cost(n); ++j) attempt(codes[j]);
  if (best > 2 * n) {
    for (int j = 0; j < n; ++j) mark_[static_cast<std::size_t>(codes[j])] = 1;
    for (int g = 0; g < e_.size() && best > 2 * n; ++g) {
      if (mark_[static_cast<std::size_t>(g)]) continue;
      // n + sum over parts (2k - 1) = 3n - parts: skip guesses whose floor cannot win.
      int parts = 0;
      if (e_.masks()) {
        parts = std::popcount(e_.seen(g, codes, n));
      } else {
        e_.feedbacks(g, codes, n, ids);
        std::fill(counts, counts + e_.ids(), 0);
        for (int j = 0; j < n; ++j) parts += counts[ids[j]]++ == 0;
      }
      feedbacks_ += n;
      if (3 * n - parts < best) attempt(g);
    }
    for (int j = 0; j < n; ++j) mark_[static_cast<std::size_t>(codes[j])] = 0;
  }
  return best;
}

int Search::choose(const int* codes, int n, std::int64_t* cost) {
  if (n <= 2) {
    *cost = (2 * n - 1) * kUnit;
    return codes[0];
  }
  if (n <= t_.exact_limit) {
    int g = codes[0];
    *cost = exact_any(codes, n, &g) * kUnit;
    return g;
  }
  return choose_among(codes, n, rank(codes, n, t_.candidates), t_.levels, cost);
}

}  // namespace arcade::mastermind::best
