// Computer code breakers: "consistent" (first code that fits every answer: the hint), "knuth"
// (minimax, Knuth 1977), "best" (the default, which beats Knuth) and "optimal" (a stored tree
// that reaches the published optimum on 4 x 6 and Bulls and Cows), and whole-tree statistics.
#pragma once
#include <string>
#include <vector>

#include "space.hpp"

namespace arcade::mastermind {

enum class Strategy { Consistent, Knuth, Best, Optimal };
Result<Strategy> parse_strategy(std::string_view name);

// The codes of `remaining` (sorted indices) that give `f` against guess g.
std::vector<int> filter(const Space& s, const std::vector<int>& remaining, int guess, int feedback_id);

// The next guess (an index into the space) when `remaining` codes are still possible and
// `guesses_made` guesses were made. remaining must not be empty.
int next_guess(const Space& s, const std::vector<int>& remaining, Strategy strategy, int guesses_made);

// Knuth's minimax compares each candidate guess with each code still possible. Over every code
// of the space that is space × n feedbacks: 1.7 M on 4 x 6, 25 M on Bulls and Cows, but 2^30 for
// 5 x 8's first guess and 6.8 * 10^11 on 7 x 7. A guess may use at most kKnuthFeedbacks (2^25, a
// fraction of a second native); beyond that the full minimax cannot be done and the candidates are
// a sample, as many as the budget allows (at least one): the codes still possible and an even
// sample of the rest of the space when they fit, else an even sample of the codes still possible.
inline constexpr long long kKnuthFeedbacks = 1LL << 25;

struct KnuthPlan {
  bool full = true;         // every code of the space is a candidate: Knuth's own choice
  int candidates = 0;       // how many guesses are scored
  long long feedbacks = 0;  // candidates × n, what the choice costs
};
KnuthPlan knuth_plan(int space_size, int remaining, long long budget = kKnuthFeedbacks);

// Knuth's minimax choice: smallest largest part, then codes that could be the secret, then the
// lowest code, among the candidates knuth_plan allows (every code when the budget allows).
// `feedbacks`, when given, receives how many feedbacks the choice computed.
int knuth_guess(const Space& s, const std::vector<int>& remaining, long long budget = kKnuthFeedbacks,
                long long* feedbacks = nullptr);

// The "best" breaker (breaker_best.cpp).
int best_guess(const Space& s, const std::vector<int>& remaining, int guesses_made);

// The "optimal" breaker (breaker_optimal.cpp): the stored tree's guess; "best" where the game has
// no tree or the codes still possible are no node of it.
int optimal_guess(const Space& s, const std::vector<int>& remaining, int guesses_made);

struct TreeStats {
  long long total = 0;  // guesses summed over every secret
  int secrets = 0;
  int max = 0;                 // the most guesses any secret needed
  std::vector<int> histogram;  // histogram[k]: secrets solved in exactly k guesses
  std::string line() const;    // total=... secrets=... average=x.xxxx max=k histogram=1:n 2:n ...
};

// Plays every possible secret with the strategy (each node of the game tree decided once).
TreeStats tree_stats(const Space& s, Strategy strategy);

}  // namespace arcade::mastermind
