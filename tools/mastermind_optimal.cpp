// Offline search for the Mastermind strategy trees of the "optimal" breaker: prints the tree as
// the text stored in core/mastermind/optimal_trees.cpp and its statistics.
//
//   build/native/mastermind_optimal --pegs 4 --colors 6 [--no-duplicates] [--first LETTERS
//       [--part E,M]] [--width W | W0,W1,...] [--exact N] [--with-best] [--symmetry-depth D]
//       [--rollout L [--tune E,C] [--deep K]]
//
// Two searches. Without --rollout, an exact one (4 x 6 proves its optimum in seconds); with it,
// a policy improvement over the "best" breaker (Bulls and Cows, where the exact search is far
// too slow). --first fixes the first guess and solves its parts one by one (--part: only the
// part of answer E exact, M misplaced), printing each part's cost and tree.
//
// Cost of a set R of codes still possible = guesses summed over its codes until each is guessed.
// cost(R) = |R| + min over guesses g of the sum of cost(P) over the parts P of R that g leaves
// (the part of codes equal to g is solved). The search is a depth-first branch and bound:
//  - lower bound of a part of m codes: the cheapest tree with one code finished per guess and
//    at most K answers that are not a win per guess (K = 13 for 4 pegs): 1 code one guess away,
//    K two guesses away, K^2 three... (so 2m - 1 while m <= K + 1);
//  - candidate guesses: one per partition of R (guesses that split R into the same parts, up to
//    the answers' names, cost the same), and near the root one per class of guesses equivalent
//    under the colour and peg permutations that fix every guess made so far (they also fix R);
//    guesses that learn nothing are dropped; tried in order of their lower bound;
//  - sets solved are remembered (exact value, or a lower bound when the search was cut off).
// With --width W only the W candidates with the lowest entropy (sum of m log2 m over the parts)
// are tried on sets larger than --exact N codes (--with-best adds the "best" breaker's guess);
// default: all candidates, which makes the result the proven optimum. With a width the tree is
// the best within that restriction, and the printed total says what it reaches.
// --rollout L: the "best" breaker's search (exact sets up to E codes, C candidates: --tune E,C)
// plays a set out, which gives its cost (a rollout). At a set of more than N (--exact) codes,
// the W lowest-entropy guesses and the rollout's own are each scored by the rollouts of their
// parts; the least wins and its parts are improved the same way, L levels deep (--deep K: right
// after the first guess, the K best are improved fully and compared). Never worse than the
// rollout, not a proof: the printed total says what it reaches.
// The tree's text: the guesses of every node with 3 or more codes, in depth-first order (parts
// in increasing answer id, exact * (pegs + 1) + misplaced), as letters; nodes of 1 or 2 codes
// guess their first code and are not written.
#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <string>
#include <unordered_map>
#include <vector>

#include "mastermind/best_openings.hpp"
#include "mastermind/breakers.hpp"

using namespace arcade::mastermind;

namespace {

constexpr int kInf = 1 << 29;

struct Entry {
  int value = 0;
  bool exact = false;
  int guess = -1;
};

class Solver {
 public:
  Solver(const Space& s, std::vector<int> widths, int exact_above, int sym_depth, bool with_best)
      : s_(s),
        n_(s.size()),
        ids_(s.feedback_ids()),
        win_(s.solved_id()),
        widths_(std::move(widths)),
        exact_above_(exact_above),
        sym_depth_(sym_depth),
        with_best_(with_best) {
    fb_.resize(static_cast<std::size_t>(n_) * n_);
    for (int a = 0; a < n_; ++a)
      for (int b = 0; b < n_; ++b)
        fb_[static_cast<std::size_t>(a) * n_ + b] = static_cast<std::uint8_t>(s.feedback_id(a, b));
    // K: the answers other than a win that some pair of codes gives.
    std::vector<char> seen(static_cast<std::size_t>(ids_), 0);
    for (int b = 0; b < n_; ++b) seen[fb_[b]] = 1;
    for (int a = 0; a < n_; a += std::max(1, n_ / 64))
      for (int b = 0; b < n_; ++b) seen[fb_[static_cast<std::size_t>(a) * n_ + b]] = 1;
    k_ = static_cast<int>(std::count(seen.begin(), seen.end(), 1)) - 1;
    lb_.assign(static_cast<std::size_t>(n_) + 1, 0);
    long long slots = 1, depth = 1, left = 1;
    for (int m = 1; m <= n_; ++m) {
      if (left == 0) {
        ++depth;
        slots *= k_;
        left = slots;
      }
      lb_[static_cast<std::size_t>(m)] = lb_[static_cast<std::size_t>(m) - 1] + static_cast<int>(depth);
      --left;
    }
    perms_.resize(static_cast<std::size_t>(s.options().pegs));
    std::iota(perms_.begin(), perms_.end(), 0);
  }

  int k() const { return k_; }
  long long nodes() const { return nodes_; }
  std::size_t memo_size() const { return memo_.size(); }

  // The least cost of R below `bound`, or a value >= bound (a lower bound) if there is none.
  int solve(const std::vector<int>& r, std::vector<int>& history, int bound) {
    const int n = static_cast<int>(r.size());
    if (n == 1) return 1;
    if (n == 2) return 3;
    ++nodes_;
    const std::string key = key_of(r);
    auto it = memo_.find(key);
    if (it != memo_.end()) {
      if (it->second.exact || it->second.value >= bound) return it->second.value;
    }
    if (n + lb_rest(n) >= bound) return std::max(bound, n + lb_rest(n));
    // A code of R that tells all the others apart reaches the least any set can cost, 2n - 1.
    if (n <= k_ + 1)
      for (int g : r) {
        const std::uint8_t* row = &fb_[static_cast<std::size_t>(g) * n_];
        std::uint64_t seen = 0;
        for (int x : r) seen |= std::uint64_t{1} << row[x];
        if (std::popcount(seen) == n) {
          memo_[key] = {2 * n - 1, true, g};
          return 2 * n - 1;
        }
      }
    std::vector<Candidate> cands = candidates(r, history);
    int best = bound, best_guess = -1;
    const int depth = static_cast<int>(history.size());
    const std::size_t limit =
        limited(n, depth)
            ? std::min<std::size_t>(cands.size(), static_cast<std::size_t>(width(depth)) + (with_best_ ? 1 : 0))
            : cands.size();
    std::vector<std::vector<int>> parts(static_cast<std::size_t>(ids_));
    for (std::size_t ci = 0; ci < limit; ++ci) {
      const Candidate& c = cands[ci];
      if (c.lb >= best) {
        if (limited(n, depth)) continue;
        break;
      }
      for (auto& p : parts) p.clear();
      for (int x : r) parts[fb_[static_cast<std::size_t>(c.guess) * n_ + x]].push_back(x);
      // Biggest parts first: their bounds are the loosest, so a cut comes sooner.
      std::vector<int> order;
      for (int f = 0; f < ids_; ++f)
        if (f != win_ && !parts[static_cast<std::size_t>(f)].empty()) order.push_back(f);
      std::sort(order.begin(), order.end(), [&](int a, int b) {
        return parts[static_cast<std::size_t>(a)].size() > parts[static_cast<std::size_t>(b)].size();
      });
      int running = c.lb;
      bool cut = false;
      history.push_back(c.guess);
      for (int f : order) {
        const auto& part = parts[static_cast<std::size_t>(f)];
        const int plb = lb_[part.size()];
        const int v = solve(part, history, best - running + plb);
        running += v - plb;
        if (running >= best) {
          cut = true;
          break;
        }
      }
      history.pop_back();
      if (!cut && running < best) {
        best = running;
        best_guess = c.guess;
      }
    }
    Entry& e = memo_[key];
    if (history.size() <= 1)  // progress on stderr: the first guess's parts
      std::fprintf(stderr, "depth %zu: %d codes, %s %d, %lld nodes\n", history.size(), n,
                   best_guess >= 0 ? "cost" : "no tree below", best, nodes_);
    if (best_guess >= 0) {
      e = {best, true, best_guess};
      return best;
    }
    // Nothing below the bound: the bound is a lower bound (with a width limit, of this search).
    if (!e.exact) e = {std::max(bound, e.value), false, -1};
    return e.value;
  }

  // Rollouts (--rollout L): the cost of R when the "best" breaker's search, tuned wider, plays
  // every guess from here; remembered with its guess, so emit() writes that tree.
  int rollout(const std::vector<int>& r) {
    const int n = static_cast<int>(r.size());
    if (n <= 2) return n == 1 ? 1 : 3;
    const std::string key = key_of(r);
    if (auto it = memo_.find(key); it != memo_.end() && it->second.exact) return it->second.value;
    ++nodes_;
    arcade::mastermind::best::Search search(arcade::mastermind::best::Engine::of(s_), tuning_);
    std::int64_t estimate = 0;
    const int g = search.choose(r.data(), n, &estimate);
    int v = n;
    for (auto& part : split(g, r))
      if (!part.empty()) v += rollout(part);
    memo_[key] = {v, true, g};
    return v;
  }

  // Policy improvement, `levels` deep: each guess tried (the widest candidates by entropy, the
  // rollout's own guess among them) is scored by the rollouts of its parts; the least wins and
  // its parts are improved one level less. Never worse than the rollout itself.
  int improve(const std::vector<int>& r, std::vector<int>& history, int levels) {
    const int n = static_cast<int>(r.size());
    const int base = rollout(r);
    if (levels == 0 || n <= exact_above_) return base;
    const std::string key = key_of(r);
    std::vector<Candidate> cands = candidates(r, history, true);
    const std::size_t limit =
        std::min<std::size_t>(cands.size(), static_cast<std::size_t>(width(static_cast<int>(history.size()))));
    // The rollout's own guess first, then by entropy: ties keep the earlier one.
    std::vector<int> tried{memo_[key].guess};
    for (std::size_t i = 0; i < limit; ++i) tried.push_back(cands[i].guess);
    // Each guess's rollout total; near the root (--deep K) the K best are improved all the way.
    std::vector<std::pair<int, int>> scored;  // (rollout total, guess)
    for (int g : tried) {
      int v = n;
      for (auto& part : split(g, r))
        if (!part.empty()) v += rollout(part);
      scored.emplace_back(v, g);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    const std::size_t deep = history.size() <= 1 ? std::max<std::size_t>(1, static_cast<std::size_t>(deep_)) : 1;
    int v = kInf, best_guess = -1;
    for (std::size_t i = 0; i < std::min(deep, scored.size()); ++i) {
      const int g = scored[i].second;
      history.push_back(g);
      int w = n;
      for (auto& part : split(g, r))
        if (!part.empty()) w += improve(part, history, levels - 1);
      history.pop_back();
      if (w < v) {
        v = w;
        best_guess = g;
      }
    }
    // The winner's parts are improved again, last: the memo then holds its subtree for emit()
    // (improving a remembered subtree never makes it worse).
    if (deep > 1) {
      history.push_back(best_guess);
      v = n;
      for (auto& part : split(best_guess, r))
        if (!part.empty()) v += improve(part, history, levels - 1);
      history.pop_back();
    }
    memo_[key] = {v, true, best_guess};
    if (history.size() <= 1)
      std::fprintf(stderr, "improved: %zu guesses made, %d codes, rollout %d, now %d, %lld nodes\n", history.size(), n,
                   base, v, nodes_);
    return v;
  }

  void set_tuning(const arcade::mastermind::best::Tuning& t, int deep) {
    tuning_ = t;
    deep_ = deep;
  }

  // The tree below R as text (guesses of nodes of 3 or more codes) and its statistics.
  void emit(const std::vector<int>& r, std::vector<int>& history, int depth, std::string& out,
            std::vector<long long>& hist) {
    const int n = static_cast<int>(r.size());
    if (n <= 2) {
      hist[static_cast<std::size_t>(depth) + 1] += 1;
      if (n == 2) hist[static_cast<std::size_t>(depth) + 2] += 1;
      return;
    }
    auto it = memo_.find(key_of(r));
    if (it == memo_.end() || !it->second.exact) {
      solve(r, history, kInf);
      it = memo_.find(key_of(r));
    }
    const int g = it->second.guess;
    Code c = s_.code(g);
    for (int i = 0; i < c.size; ++i) out += static_cast<char>('a' + c.peg[static_cast<std::size_t>(i)]);
    std::vector<std::vector<int>> parts(static_cast<std::size_t>(ids_));
    for (int x : r) parts[fb_[static_cast<std::size_t>(g) * n_ + x]].push_back(x);
    history.push_back(g);
    for (int f = 0; f < ids_; ++f) {
      const auto& part = parts[static_cast<std::size_t>(f)];
      if (part.empty()) continue;
      if (f == win_) hist[static_cast<std::size_t>(depth) + 1] += 1;
      else emit(part, history, depth + 1, out, hist);
    }
    history.pop_back();
  }

 private:
  struct Candidate {
    int guess, lb, parts;
    bool inside;
    double entropy;  // sum of m log2 m over the parts: lower learns more
  };

  int lb_rest(int n) const { return lb_[static_cast<std::size_t>(n)] - n; }
  // Whether only the first `width` candidates are tried on a set of n codes.
  bool limited(int n, int depth) const { return width(depth) < kInf && n > exact_above_; }
  int width(int depth) const {
    return widths_[static_cast<std::size_t>(std::min<int>(depth, static_cast<int>(widths_.size()) - 1))];
  }

  static std::string key_of(const std::vector<int>& r) {
    std::string k(r.size() * 2, '\0');
    for (std::size_t i = 0; i < r.size(); ++i) {
      k[2 * i] = static_cast<char>(r[i] & 0xff);
      k[2 * i + 1] = static_cast<char>(r[i] >> 8);
    }
    return k;
  }

  // Guesses worth trying for R, one per partition (and per symmetry class near the root), by
  // lower bound, then guesses inside R, then more parts, then the lowest code.
  std::vector<Candidate> candidates(const std::vector<int>& r, const std::vector<int>& history,
                                    bool entropy_order = false) {
    const int n = static_cast<int>(r.size());
    std::vector<char> in(static_cast<std::size_t>(n_), 0);
    for (int x : r) in[static_cast<std::size_t>(x)] = 1;
    const bool sym = static_cast<int>(history.size()) <= sym_depth_;
    std::vector<Symmetry> group;
    if (sym) group = symmetries(history);
    std::unordered_map<std::uint64_t, char> seen_part, seen_class;
    std::vector<Candidate> out;
    for (int g = 0; g < n_; ++g) {
      if (sym && !seen_class.emplace(canonical(g, group), 1).second) continue;
      std::uint64_t h = 0;
      const Candidate c = score(g, r, in, &h);
      if (c.parts == 1 && !c.inside) continue;  // learns nothing
      if (!seen_part.emplace(h, 1).second) continue;
      out.push_back(c);
    }
    // Sets searched in full go by lower bound (the loop stops at the first that cannot win);
    // bigger sets, where only the first few are tried, by entropy, which predicts cost better.
    const bool by_entropy = entropy_order || limited(n, static_cast<int>(history.size()));
    std::sort(out.begin(), out.end(), [by_entropy](const Candidate& a, const Candidate& b) {
      if (by_entropy && a.entropy != b.entropy) return a.entropy < b.entropy;
      if (a.lb != b.lb) return a.lb < b.lb;
      if (a.inside != b.inside) return a.inside;
      if (a.parts != b.parts) return a.parts > b.parts;
      return a.guess < b.guess;
    });
    if (with_best_ && by_entropy) {
      // The "best" breaker's own guess goes first: the tree found is never worse than best's.
      const int g = best_guess(s_, r, static_cast<int>(history.size()));
      std::uint64_t h = 0;
      out.insert(out.begin(), score(g, r, in, &h));
    }
    return out;
  }

  // The parts of R by answer to g, the solved one left out.
  std::vector<std::vector<int>> split(int g, const std::vector<int>& r) const {
    std::vector<std::vector<int>> parts(static_cast<std::size_t>(ids_));
    for (int x : r)
      if (fb_[static_cast<std::size_t>(g) * n_ + x] != win_)
        parts[fb_[static_cast<std::size_t>(g) * n_ + x]].push_back(x);
    return parts;
  }

  // A guess's parts of R: lower bound, count, entropy, and a hash of the partition that does
  // not depend on the answers' names.
  Candidate score(int g, const std::vector<int>& r, const std::vector<char>& in, std::uint64_t* hash) const {
    int counts[(kMaxPegs + 1) * (kMaxPegs + 1)];
    int label[(kMaxPegs + 1) * (kMaxPegs + 1)];
    const std::uint8_t* row = &fb_[static_cast<std::size_t>(g) * n_];
    std::fill(counts, counts + ids_, 0);
    std::fill(label, label + ids_, -1);
    int next = 1;
    std::uint64_t h = 1469598103934665603ull;
    for (int x : r) {
      const int f = row[x];
      ++counts[f];
      if (label[f] < 0) label[f] = f == win_ ? 0 : next++;
      h = (h ^ static_cast<std::uint64_t>(label[f] + 1)) * 1099511628211ull;
    }
    *hash = h;
    int lb = static_cast<int>(r.size());
    double entropy = 0;
    for (int f = 0; f < ids_; ++f)
      if (f != win_ && counts[f]) {
        lb += lb_[static_cast<std::size_t>(counts[f])];
        entropy += counts[f] * std::log2(counts[f]);
      }
    return {g, lb, next - 1 + (counts[win_] ? 1 : 0), in[static_cast<std::size_t>(g)] != 0, entropy};
  }

  // A peg permutation with the colour map it forces on the colours of the history (-1 = free).
  struct Symmetry {
    std::vector<int> perm;
    std::array<int, kMaxColours> colour;
  };

  // The permutations (peg perm p, colour map q) with q(h[p[i]]) = h[i] for every guess h made.
  std::vector<Symmetry> symmetries(const std::vector<int>& history) const {
    std::vector<Symmetry> out;
    std::vector<int> p = perms_;
    do {
      Symmetry sy{p, {}};
      sy.colour.fill(-1);
      std::array<int, kMaxColours> back;
      back.fill(-1);
      bool ok = true;
      for (int h : history) {
        const Code& c = s_.code(h);
        for (int i = 0; i < c.size && ok; ++i) {
          const int from = c.peg[static_cast<std::size_t>(p[static_cast<std::size_t>(i)])],
                    to = c.peg[static_cast<std::size_t>(i)];
          if (sy.colour[static_cast<std::size_t>(from)] < 0 && back[static_cast<std::size_t>(to)] < 0) {
            sy.colour[static_cast<std::size_t>(from)] = to;
            back[static_cast<std::size_t>(to)] = from;
          } else if (sy.colour[static_cast<std::size_t>(from)] != to) {
            ok = false;
          }
        }
      }
      if (ok) out.push_back(sy);
    } while (std::next_permutation(p.begin(), p.end()));
    return out;
  }

  // The least image of g under the group, the colours no guess used renamed in order of use.
  std::uint64_t canonical(int g, const std::vector<Symmetry>& group) const {
    const Code& c = s_.code(g);
    std::uint64_t best = ~0ull;
    for (const Symmetry& sy : group) {
      std::array<int, kMaxColours> map = sy.colour;
      std::array<bool, kMaxColours> used{};
      for (int k = 0; k < kMaxColours; ++k)
        if (map[static_cast<std::size_t>(k)] >= 0)
          used[static_cast<std::size_t>(map[static_cast<std::size_t>(k)])] = true;
      std::uint64_t v = 0;
      for (int i = 0; i < c.size; ++i) {
        const int from = c.peg[static_cast<std::size_t>(sy.perm[static_cast<std::size_t>(i)])];
        if (map[static_cast<std::size_t>(from)] < 0) {
          int to = 0;
          while (used[static_cast<std::size_t>(to)]) ++to;
          map[static_cast<std::size_t>(from)] = to;
          used[static_cast<std::size_t>(to)] = true;
        }
        v = v * 16 + static_cast<std::uint64_t>(map[static_cast<std::size_t>(from)]);
      }
      best = std::min(best, v);
    }
    return best;
  }

  const Space& s_;
  int n_, ids_, win_;
  std::vector<int> widths_;  // per number of guesses made, the last for all deeper
  int exact_above_, sym_depth_, k_ = 0;
  bool with_best_;
  arcade::mastermind::best::Tuning tuning_;
  int deep_ = 1;
  std::vector<std::uint8_t> fb_;
  std::vector<int> lb_;
  std::vector<int> perms_;
  std::unordered_map<std::string, Entry> memo_;
  long long nodes_ = 0;
};

const char* arg(int argc, char** argv, const char* name) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
  return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (const char* v = arg(argc, argv, "--pegs")) o.pegs = std::atoi(v);
  if (const char* v = arg(argc, argv, "--colors")) o.colours = std::atoi(v);
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--no-duplicates") == 0) o.duplicates = false;
  // --width W, or W0,W1,...: candidates tried after 0, 1, ... guesses (the last one deeper down).
  std::vector<int> widths;
  for (std::string_view w = arg(argc, argv, "--width") ? arg(argc, argv, "--width") : ""; !w.empty();) {
    const std::size_t comma = std::min(w.find(','), w.size());
    widths.push_back(std::atoi(std::string(w.substr(0, comma)).c_str()));
    w.remove_prefix(std::min(w.size(), comma + 1));
  }
  if (widths.empty()) widths.push_back(kInf);
  const int exact = arg(argc, argv, "--exact") ? std::atoi(arg(argc, argv, "--exact")) : 0;
  const int sym = arg(argc, argv, "--symmetry-depth") ? std::atoi(arg(argc, argv, "--symmetry-depth")) : 2;
  if (arcade::Check c = check_options(o); !c) {
    std::fprintf(stderr, "error: %s\n", c.error().c_str());
    return 2;
  }
  const auto t0 = std::chrono::steady_clock::now();
  const Space& s = Space::of(o);
  bool with_best = false;
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--with-best") == 0) with_best = true;
  Solver solver(s, widths, exact, sym, with_best);
  // --rollout L [--tune E,C]: policy improvement L levels deep over the "best" search with exact
  // sets up to E codes and C candidates (instead of the branch and bound).
  const int rollout_levels = arg(argc, argv, "--rollout") ? std::atoi(arg(argc, argv, "--rollout")) : -1;
  {
    arcade::mastermind::best::Tuning t = arcade::mastermind::best::tuning_for(s);
    if (const char* v = arg(argc, argv, "--tune")) {
      t.exact_limit = std::atoi(v);
      if (const char* comma = std::strchr(v, ',')) t.candidates = std::atoi(comma + 1);
    }
    solver.set_tuning(t, arg(argc, argv, "--deep") ? std::atoi(arg(argc, argv, "--deep")) : 1);
  }
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  std::iota(all.begin(), all.end(), 0);
  std::vector<int> history;
  std::string tree;
  std::vector<long long> hist(64, 0);
  int total = 0;
  if (const char* first = arg(argc, argv, "--first")) {
    // The first guess given: its parts one after another (--part e,m: only that answer's).
    const arcade::Result<Code> c = from_letters(first);
    const int g = c ? s.index_of(*c) : -1;
    if (g < 0) {
      std::fprintf(stderr, "error: --first %s is not a code of this game\n", first);
      return 2;
    }
    const char* only = arg(argc, argv, "--part");
    tree = first;
    total = s.size();
    hist[1] = 1;
    history.push_back(g);
    // The parts by answer name "e,m", searched in feedback id order or --order's (names joined
    // by ':'); the policy improvement's results depend a little on that order, as sets solved
    // earlier are remembered (the Bulls and Cows tree was made with the order it gives).
    std::vector<std::pair<std::string, std::vector<int>>> parts;
    for (int f = 0; f < s.feedback_ids(); ++f) {
      std::vector<int> part;
      for (int x : all)
        if (s.feedback_id(g, x) == f) part.push_back(x);
      const Feedback fb = s.feedback_of(f);
      if (!part.empty() && f != s.solved_id())
        parts.emplace_back(std::to_string(fb.exact) + "," + std::to_string(fb.misplaced), part);
    }
    std::vector<std::string> order;
    for (std::string_view rest = arg(argc, argv, "--order") ? arg(argc, argv, "--order") : ""; !rest.empty();) {
      const std::size_t colon = std::min(rest.find(':'), rest.size());
      order.emplace_back(rest.substr(0, colon));
      rest.remove_prefix(std::min(rest.size(), colon + 1));
    }
    for (const auto& [name, part] : parts)
      if (std::find(order.begin(), order.end(), name) == order.end()) order.push_back(name);
    for (const std::string& name : order) {
      auto it = std::find_if(parts.begin(), parts.end(), [&](const auto& p) { return p.first == name; });
      if (it == parts.end() || (only && name != only)) continue;
      const auto p0 = std::chrono::steady_clock::now();
      const int v = rollout_levels >= 0 ? solver.improve(it->second, history, rollout_levels)
                                        : solver.solve(it->second, history, kInf);
      std::fprintf(stderr, "part %s: %zu codes, cost %d, %.1f s\n", name.c_str(), it->second.size(), v,
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - p0).count());
    }
    for (const auto& [name, part] : parts) {
      if (only && name != only) continue;
      std::string text;
      std::vector<long long> ph(64, 0);
      solver.emit(part, history, 1, text, ph);
      long long v = 0;
      for (int d = 2; d < 64; ++d) {
        hist[static_cast<std::size_t>(d)] += ph[static_cast<std::size_t>(d)];
        v += (d - 1) * ph[static_cast<std::size_t>(d)];
      }
      tree += text;
      total += static_cast<int>(v);
      std::printf("part=%s codes=%zu cost=%lld tree=%s\n", name.c_str(), part.size(), v, text.c_str());
    }
    if (only) return 0;
  } else {
    total = rollout_levels >= 0 ? solver.improve(all, history, rollout_levels) : solver.solve(all, history, kInf);
    solver.emit(all, history, 0, tree, hist);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  long long sum = 0, secrets = 0;
  int worst = 0;
  std::string h;
  for (int d = 1; d < 64; ++d)
    if (hist[static_cast<std::size_t>(d)]) {
      sum += d * hist[static_cast<std::size_t>(d)];
      secrets += hist[static_cast<std::size_t>(d)];
      worst = d;
      h += " " + std::to_string(d) + ":" + std::to_string(hist[static_cast<std::size_t>(d)]);
    }
  std::printf("total=%d secrets=%lld average=%.4f max=%d histogram=%s\n", total, secrets,
              static_cast<double>(sum) / static_cast<double>(secrets), worst, h.c_str() + 1);
  std::printf("seconds=%.1f nodes=%lld memo=%zu K=%d exact=%d nodes_written=%zu\n", secs, solver.nodes(),
              solver.memo_size(), solver.k(), exact, tree.size() / static_cast<std::size_t>(o.pegs));
  std::printf("tree=%s\n", tree.c_str());
  if (sum != total) std::fprintf(stderr, "error: the tree's total %lld is not the search's %d\n", sum, total);
  return sum == total ? 0 : 1;
}
