// The coach's numbers (see coach.hpp): the person's answers replayed on the code space, and the
// strongest breaker played on the secret until it finds it.
#include "coach.hpp"

#include <numeric>

#include "optimal_tree.hpp"

namespace arcade::mastermind {

namespace {

// The strongest breaker's game on one secret, played a guess at a time and kept between calls:
// the coach is asked after every answer, and each question during the game plays one more of its
// guesses unseen, so the question at the end has little left to play. 5 x 8 has no stored tree:
// a guess of "best" searched its big sets in 7-30 ms of wasm and a whole replay at once took up
// to 87 ms; since its book holds every set of more than 20 codes, a whole replay takes 10 ms at
// most and the slowest update is the one that first builds the search's tables, 25 ms
// (tests/bench/mastermind-sudoku-coach.bench.mjs). Only the time changes: the guesses are the
// breaker's, however the replay is spread.
class Replay {
 public:
  // The replay of `secret` in the space of `o`, begun afresh when either differs from the last.
  static Replay& of(const Space& space, Strategy breaker, int secret) {
    static Replay last;
    if (last.options_ != space.options() || last.breaker_ != breaker || last.secret_ != secret) {
      last = Replay();
      last.options_ = space.options();
      last.breaker_ = breaker;
      last.secret_ = secret;
      last.limit_ = static_cast<std::size_t>(space.size());
      last.fit_.resize(static_cast<std::size_t>(space.size()));
      std::iota(last.fit_.begin(), last.fit_.end(), 0);
    }
    return last;
  }

  // Plays the breaker's next guess, unless it has found the secret. Every guess splits the codes
  // still possible or is the secret, so the game ends within the space's size (in practice within
  // a few guesses more than log2 of it).
  void step(const Space& space) {
    if (done()) return;
    const int guess = next_guess(space, fit_, breaker_, static_cast<int>(rows_.size()));
    const int answer = space.feedback_id(guess, secret_);
    fit_ = filter(space, fit_, guess, answer);
    rows_.push_back({space.code(guess), static_cast<int>(fit_.size())});
    found_ = answer == space.solved_id();
  }
  bool done() const { return found_ || rows_.size() >= limit_; }
  const std::vector<CoachRow>& rows() const { return rows_; }

 private:
  Options options_;
  Strategy breaker_ = Strategy::Best;
  int secret_ = -1;
  std::size_t limit_ = 0;  // guesses at most: the space's size
  std::vector<int> fit_;
  std::vector<CoachRow> rows_;
  bool found_ = false;
};

}  // namespace

Strategy strongest_breaker(const Options& o) {
  return optimal::Tree::of(Space::of(o)) ? Strategy::Optimal : Strategy::Best;
}

Result<Coach> coach(const State& s) {
  if (s.params.computer_breaks) return fail(msg::kCoachMake);
  const Space& space = Space::of(s.params.options);
  Coach c;
  c.codes = space.size();
  c.breaker = strongest_breaker(s.params.options);
  std::vector<int> fit(static_cast<std::size_t>(space.size()));
  std::iota(fit.begin(), fit.end(), 0);
  for (const Row& r : s.rows) {
    fit = filter(space, fit, space.index_of(r.guess), space.id_of(r.answer));
    c.remaining.push_back(static_cast<int>(fit.size()));
  }
  Replay& replay = Replay::of(space, c.breaker, space.index_of(s.secret));
  if (!s.over) {
    replay.step(space);  // unseen: the replay would give the secret away
    return c;
  }
  while (!replay.done()) replay.step(space);
  c.replay = replay.rows();
  return c;
}

}  // namespace arcade::mastermind
