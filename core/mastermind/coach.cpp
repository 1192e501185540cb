// The coach's numbers (see coach.hpp): the person's answers replayed on the code space, and the
// strongest breaker played on the secret until it finds it.
#include "coach.hpp"

#include <numeric>

#include "optimal_tree.hpp"

namespace arcade::mastermind {

Strategy strongest_breaker(const Options& o) {
  return optimal::Tree::of(Space::of(o)) ? Strategy::Optimal : Strategy::Best;
}

Result<Coach> coach(const State& s) {
  if (s.params.computer_breaks) return fail(msg::kCoachMake);
  const Space& space = Space::of(s.params.options);
  std::vector<int> all(static_cast<std::size_t>(space.size()));
  std::iota(all.begin(), all.end(), 0);
  Coach c;
  c.codes = space.size();
  c.breaker = strongest_breaker(s.params.options);
  std::vector<int> fit = all;
  for (const Row& r : s.rows) {
    fit = filter(space, fit, space.index_of(r.guess), space.id_of(r.answer));
    c.remaining.push_back(static_cast<int>(fit.size()));
  }
  if (!s.over) return c;  // the replay would give the secret away
  const int secret = space.index_of(s.secret);
  fit = std::move(all);
  // Every guess of a breaker splits the codes still possible or is the secret, so it ends within
  // the space's size (in practice within a few guesses more than log2 of it).
  while (c.replay.size() < static_cast<std::size_t>(space.size())) {
    const int guess = next_guess(space, fit, c.breaker, static_cast<int>(c.replay.size()));
    const int answer = space.feedback_id(guess, secret);
    fit = filter(space, fit, guess, answer);
    c.replay.push_back({space.code(guess), static_cast<int>(fit.size())});
    if (answer == space.solved_id()) break;
  }
  return c;
}

}  // namespace arcade::mastermind
