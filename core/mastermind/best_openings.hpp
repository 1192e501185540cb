// Openings of the "best" Mastermind breaker: the stored book of the standard games (first guess,
// the second guess after each answer, and on 5 x 8 the guesses for every big set further down)
// and the generator that produced it and re-checks it.
#pragma once
#include <map>
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
  // Further down (5 x 8): per list of answers from the first guess on (feedback ids, two or more),
  // the live search's guess for the codes that fit them all and how many those are.
  struct Deeper {
    int guess = -1;
    int fits = 0;
    bool operator==(const Deeper&) const = default;
  };
  std::map<std::vector<int>, Deeper> deeper;
};

// The generator. First guess: the pattern whose whole tree (tree_with_first) costs the fewest
// guesses, ties to the lowest code; one pattern (no duplicates) needs no tree. Second guesses:
// the live search's choice for each answer. Slow for 5 x 8 (a tree per pattern): minutes.
int generate_first_guess(const Space& s);
Opening generate_opening(const Space& s, int first);

// The deeper guesses: below the second guesses, the live search's guess for every set of more
// than `more_than` codes the breaker reaches, and so on down (replaces o.deeper). With more_than
// the exact limit, the live search is left only the sets it solves exactly. 5 x 8: seconds.
void generate_deeper(const Space& s, Opening& o, int more_than);

// The book's guess when `remaining` (sorted) is exactly the codes of one of its sets (the whole
// space, the codes fitting one answer to the first guess, ...); -1 otherwise.
int book_guess(const Space& s, const Opening& o, const std::vector<int>& remaining);

// The stored book of 4 x 6, Bulls and Cows (4 of 10, no duplicates) and 5 x 8; nullptr otherwise.
const Opening* stored_opening(const Space& s);

// An opening as the text of a book entry in best_openings.cpp, to paste after regenerating
// (scripts/mastermind-book.sh prints every entry).
std::string opening_source(const Space& s, const Opening& o);

}  // namespace arcade::mastermind::best
