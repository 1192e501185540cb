// The "best" code breaker: most parts (Kooi 2005) for now; to be improved past it.
#include <algorithm>

#include "breakers.hpp"

namespace arcade::mastermind {

int best_guess(const Space& s, const std::vector<int>& remaining, int) {
  if (remaining.size() <= 2) return remaining.front();
  std::vector<char> possible(static_cast<std::size_t>(s.size()), 0);
  for (int c : remaining) possible[static_cast<std::size_t>(c)] = 1;
  std::vector<int> parts(static_cast<std::size_t>(s.feedback_ids()));
  int best = -1, best_parts = -1;
  bool best_possible = false;
  for (int g = 0; g < s.size(); ++g) {
    std::fill(parts.begin(), parts.end(), 0);
    int n = 0;
    for (int c : remaining) n += parts[static_cast<std::size_t>(s.feedback_id(g, c))]++ == 0;
    const bool p = possible[static_cast<std::size_t>(g)] != 0;
    if (n > best_parts || (n == best_parts && p && !best_possible)) {
      best = g;
      best_parts = n;
      best_possible = p;
    }
  }
  return best;
}

}  // namespace arcade::mastermind
