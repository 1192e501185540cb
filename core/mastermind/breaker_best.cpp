// The "best" code breaker (the default): entropy ranking, exact small sets, one-level lookahead.
//
// How it picks a guess for the codes still possible (R, n of them):
//  1. n <= 2: the first of them. The whole space: the book's first guess, or for games without a
//     book the lookahead's pick (step 3) among the patterns aabc, abcd... Second guesses of the
//     three standard games come from the book too (best_openings.cpp), and on 5 x 8 the guess for
//     every set of more than 20 codes further down, so that no guess of a game needs step 3's
//     search there (up to 20 ms native a guess, 70 ms in wasm with the tables built first). The
//     book holds exactly what the generator computes (first guess: the pattern whose whole game
//     tree is cheapest; later guesses: step 3's choice) and a test re-derives it: it only saves
//     time.
//  2. n <= 20: exact. The total guesses for R is minimised over guesses from R, then over every
//     code of the space (only if no code of R gets 2n - 1 or 2n: a code outside R can do no better
//     than 2n), parts solved recursively with guesses from inside each part, memoised, with branch
//     and bound on the floor 2m - 1 of a part of m.
//  3. Otherwise rank every code of the space by the entropy of its split of R (least sum of
//     m log2 m over the parts, in integers), keep the top 50 and score each by lookahead: n plus,
//     over its parts, the cost to finish the part: exact (as in 2) up to 20 codes, else estimated
//     as m (1 + log2 m / H), H the entropy of the best first-guess pattern (3.06 bits on 4 x 6).
//     The least total wins; ties go to a code of R, then to the lowest index.
// Integer arithmetic and explicit tie rules throughout: native and wasm pick the same codes (the
// tests give the same trees in both). Work is bounded: when the space times n passes 5 million
// feedbacks, the ranking uses an even sample of R. guesses_made is not needed.
//
// Measured (`arcade mastermind stats`, native seconds for the whole tree):
//   4 x 6:          total=5627 average=4.3418 max=6 histogram=1:1 2:8 3:102 4:625 5:556 6:4 (0.01 s)
//                   (most parts 5668, Knuth 5801; the optimum is 5625)
//   Bulls and Cows: total=26338 average=5.2258 max=7
//                   histogram=1:1 2:6 3:67 4:730 5:2340 6:1768 7:128 (0.3 s) (optimum 26274)
//   5 x 8:          total=178915 average=5.4601 max=7
//                   histogram=1:1 2:13 3:122 4:2150 5:13975 6:15502 7:1005 (0.7 s of CPU with
//                   the deeper book, 6-7 s without; 13 MB) (Knuth-style minimax 5.614)
// The slowest single guess, native (CPU time; WebAssembly in node took 1.5-2.5 times as long):
// 4 x 6 0.4 ms, Bulls and Cows 8 ms, 5 x 8 6 ms (an exact set of 20; 20 ms when its big sets were
// searched), plus 5 ms once to build its tables (15 ms before they were built by copying).
#include "best_openings.hpp"
#include "breakers.hpp"

namespace arcade::mastermind {

int best_guess(const Space& s, const std::vector<int>& remaining, int) {
  const int n = static_cast<int>(remaining.size());
  if (n <= 2) return remaining.front();
  const best::Opening* book = best::stored_opening(s);
  if (n == s.size()) return book ? book->first : best::default_first_guess(s);
  const int g = book ? best::book_guess(s, *book, remaining) : -1;
  return g >= 0 ? g : best::search_guess(s, remaining);
}

}  // namespace arcade::mastermind
