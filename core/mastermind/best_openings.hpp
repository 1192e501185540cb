// Openings of the "best" Mastermind breaker: the stored book of the standard games (first guess,
// and the second guess after each answer) and the generator that produced it and re-checks it.
#pragma once
#include <string>
#include <vector>

#include "best_search.hpp"
#include "breakers.hpp"

namespace arcade::mastermind::best {

// The search settings the breaker uses on a space.
Tuning tuning_for(const Space& s);

// The live search without the book: the guess for the sorted, non-empty `remaining`.
int search_guess(const Space& s, const std::vector<int>& remaining);

// One first guess per pattern of repeated colours (aaaa, aaab, aabb, aabc, abcd for 4 pegs), the
// lowest code of each: any other first guess is one of these with colours and pegs renamed.
std::vector<int> opening_patterns(const Space& s);

// The first guess of a space without a stored book: the lookahead's pick among the patterns.
int default_first_guess(const Space& s);

// Every secret played with `first` as the first guess and the live search afterwards.
TreeStats tree_with_first(const Space& s, int first);

struct Opening {
  int first = -1;
  std::vector<int> second;  // per feedback id: the guess after that answer; -1 if 2 codes or fewer fit
  std::vector<int> fits;    // per feedback id: how many codes fit that answer
};

// The generator. First guess: the pattern whose whole tree (tree_with_first) costs the fewest
// guesses, ties to the lowest code; one pattern (no duplicates) needs no tree. Second guesses:
// the live search's choice for each answer. Slow for 5 x 8 (a tree per pattern): minutes.
int generate_first_guess(const Space& s);
Opening generate_opening(const Space& s, int first);

// The stored book of 4 x 6, Bulls and Cows (4 of 10, no duplicates) and 5 x 8; nullptr otherwise.
const Opening* stored_opening(const Space& s);

// An opening as the text of a book entry in best_openings.cpp, to paste after regenerating.
std::string opening_source(const Space& s, const Opening& o);

}  // namespace arcade::mastermind::best
