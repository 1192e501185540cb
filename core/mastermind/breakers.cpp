// Consistent and Knuth code breakers, the strategy names, filtering and tree statistics (see breakers.hpp).
#include "breakers.hpp"

#include <algorithm>
#include <cstdio>

#include "../common/text.hpp"
#include "messages.hpp"

namespace arcade::mastermind {

Result<Strategy> parse_strategy(std::string_view name) {
  if (name == "consistent") return Strategy::Consistent;
  if (name == "knuth") return Strategy::Knuth;
  if (name == "best") return Strategy::Best;
  if (name == "optimal") return Strategy::Optimal;
  return fail(msg::kStrategy, {{"name", quoted(name)}});
}

std::vector<int> filter(const Space& s, const std::vector<int>& remaining, int guess, int feedback_id) {
  std::vector<int> out;
  for (int c : remaining)
    if (s.feedback_id(guess, c) == feedback_id) out.push_back(c);
  return out;
}

KnuthPlan knuth_plan(int space_size, int remaining, long long budget) {
  KnuthPlan plan;
  const long long n = remaining;
  if (n <= 2 || static_cast<long long>(space_size) * n <= budget) {
    plan.candidates = n <= 2 ? 0 : space_size;
  } else {
    plan.full = false;
    plan.candidates = static_cast<int>(std::max(1LL, budget / n));
  }
  plan.feedbacks = plan.candidates * n;
  return plan;
}

namespace {
// count codes evenly spread over `from` (sorted): the k-th is from[k * size / count].
void even_sample(const std::vector<int>& from, long long count, std::vector<int>& out) {
  const long long size = static_cast<long long>(from.size());
  for (long long k = 0; k < count && k < size; ++k) out.push_back(from[static_cast<std::size_t>(k * size / count)]);
}

// The guesses a sampled Knuth choice scores (see knuth_plan), sorted.
std::vector<int> knuth_candidates(const Space& s, const std::vector<int>& remaining, int count) {
  std::vector<int> out;
  const long long n = static_cast<long long>(remaining.size());
  if (n >= count) {
    even_sample(remaining, count, out);
    return out;
  }
  out = remaining;
  std::vector<int> others;
  std::size_t r = 0;
  for (int c = 0; c < s.size(); ++c) {
    if (r < remaining.size() && remaining[r] == c) ++r;
    else others.push_back(c);
  }
  even_sample(others, count - n, out);
  std::sort(out.begin(), out.end());
  return out;
}
}  // namespace

int knuth_guess(const Space& s, const std::vector<int>& remaining, long long budget, long long* feedbacks) {
  if (feedbacks) *feedbacks = 0;
  if (remaining.size() <= 2) return remaining.front();
  const KnuthPlan plan = knuth_plan(s.size(), static_cast<int>(remaining.size()), budget);
  std::vector<int> sample;
  if (!plan.full) sample = knuth_candidates(s, remaining, plan.candidates);
  std::vector<char> possible(static_cast<std::size_t>(s.size()), 0);
  for (int c : remaining) possible[static_cast<std::size_t>(c)] = 1;
  std::vector<int> parts(static_cast<std::size_t>(s.feedback_ids()));
  int best = -1, best_worst = 1 << 30;
  bool best_possible = false;
  for (int k = 0; k < plan.candidates; ++k) {
    const int g = plan.full ? k : sample[static_cast<std::size_t>(k)];
    std::fill(parts.begin(), parts.end(), 0);
    int worst = 0;
    for (int c : remaining) worst = std::max(worst, ++parts[static_cast<std::size_t>(s.feedback_id(g, c))]);
    if (feedbacks) *feedbacks += static_cast<long long>(remaining.size());
    const bool p = possible[static_cast<std::size_t>(g)] != 0;
    if (worst < best_worst || (worst == best_worst && p && !best_possible)) {
      best = g;
      best_worst = worst;
      best_possible = p;
    }
  }
  return best;
}

int next_guess(const Space& s, const std::vector<int>& remaining, Strategy strategy, int guesses_made) {
  switch (strategy) {
    case Strategy::Consistent: return remaining.front();
    case Strategy::Knuth: return knuth_guess(s, remaining);
    case Strategy::Best: return best_guess(s, remaining, guesses_made);
    case Strategy::Optimal: return optimal_guess(s, remaining, guesses_made);
  }
  return remaining.front();
}

namespace {
void walk(const Space& s, const std::vector<int>& remaining, Strategy strategy, int depth, TreeStats& st) {
  const int g = next_guess(s, remaining, strategy, depth);
  std::vector<std::vector<int>> parts(static_cast<std::size_t>(s.feedback_ids()));
  for (int c : remaining) parts[static_cast<std::size_t>(s.feedback_id(g, c))].push_back(c);
  for (int f = 0; f < s.feedback_ids(); ++f) {
    const auto& part = parts[static_cast<std::size_t>(f)];
    if (part.empty()) continue;
    if (f == s.solved_id()) {
      const int k = depth + 1;
      st.total += k;
      st.max = std::max(st.max, k);
      if (static_cast<int>(st.histogram.size()) <= k) st.histogram.resize(static_cast<std::size_t>(k) + 1);
      ++st.histogram[static_cast<std::size_t>(k)];
      ++st.secrets;
    } else {
      walk(s, part, strategy, depth + 1, st);
    }
  }
}
}  // namespace

TreeStats tree_stats(const Space& s, Strategy strategy) {
  TreeStats st;
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  walk(s, all, strategy, 0, st);
  return st;
}

std::string TreeStats::line() const {
  char avg[32];
  std::snprintf(avg, sizeof avg, "%.4f", secrets ? static_cast<double>(total) / secrets : 0.0);
  std::string out = "total=" + std::to_string(total) + " secrets=" + std::to_string(secrets) + " average=" + avg +
                    " max=" + std::to_string(max) + " histogram=";
  bool first = true;
  for (std::size_t k = 1; k < histogram.size(); ++k) {
    if (!histogram[k]) continue;
    out += (first ? "" : " ") + std::to_string(k) + ":" + std::to_string(histogram[k]);
    first = false;
  }
  return out;
}

}  // namespace arcade::mastermind
