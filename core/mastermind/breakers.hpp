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

// Knuth's minimax choice over every code of the space: smallest largest part, then codes that
// could be the secret, then the lowest code.
int knuth_guess(const Space& s, const std::vector<int>& remaining);

// The "best" breaker (breaker_best.cpp).
int best_guess(const Space& s, const std::vector<int>& remaining, int guesses_made);

// The "optimal" breaker (breaker_optimal.cpp): the stored tree's guess; "best" where the game has
// no tree or the codes still possible are no node of it.
int optimal_guess(const Space& s, const std::vector<int>& remaining, int guesses_made);

struct TreeStats {
  long long total = 0;          // guesses summed over every secret
  int secrets = 0;
  int max = 0;                  // the most guesses any secret needed
  std::vector<int> histogram;   // histogram[k]: secrets solved in exactly k guesses
  std::string line() const;     // total=... secrets=... average=x.xxxx max=k histogram=1:n 2:n ...
};

// Plays every possible secret with the strategy (each node of the game tree decided once).
TreeStats tree_stats(const Space& s, Strategy strategy);

}  // namespace arcade::mastermind
