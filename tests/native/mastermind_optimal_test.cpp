// The "optimal" Mastermind breaker: every secret of 4x6 and Bulls and Cows played from the
// stored trees (the published optima, exact totals), the trees' reading and its errors, and the
// fallback to "best".
#include <doctest/doctest.h>

#include <functional>

#include "mastermind/breakers.hpp"
#include "mastermind/mastermind.hpp"
#include "mastermind/optimal_tree.hpp"

using namespace arcade;
using namespace arcade::mastermind;

namespace {
const Space& classic() { return Space::of(Options{4, 6, true, 10}); }
const Space& bulls() { return Space::of(Options{4, 10, false, 10}); }

std::vector<int> all_codes(const Space& s) {
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  return all;
}
}  // namespace

// Koyama and Lai (1993): 5625 is the least total any strategy reaches on 4 pegs of 6 colours.
TEST_CASE("mastermind optimal breaker: 4x6 every secret, 5625 guesses, 6 at most") {
  const optimal::Tree* tree = optimal::Tree::of(classic());
  REQUIRE(tree != nullptr);
  CHECK(tree->nodes() == 230);
  CHECK(tree_stats(classic(), Strategy::Optimal).line() ==
        "total=5625 secrets=1296 average=4.3403 max=6 histogram=1:1 2:8 3:102 4:630 5:548 6:7");
  CHECK(to_letters(classic().code(optimal_guess(classic(), all_codes(classic()), 0))) == "aabc");
}

// Tanaka (1996): 26274 is the least total over the 5040 secrets of Bulls and Cows.
TEST_CASE("mastermind optimal breaker: Bulls and Cows every secret, 26274 guesses, 7 at most") {
  const optimal::Tree* tree = optimal::Tree::of(bulls());
  REQUIRE(tree != nullptr);
  CHECK(tree->nodes() == 899);
  CHECK(tree_stats(bulls(), Strategy::Optimal).line() ==
        "total=26274 secrets=5040 average=5.2131 max=7 histogram=1:1 2:7 3:66 4:719 5:2388 6:1768 7:91");
  CHECK(to_letters(bulls().code(optimal_guess(bulls(), all_codes(bulls()), 0))) == "abcd");
}

TEST_CASE("mastermind optimal breaker: a tree text that does not fit is refused with the place") {
  const Space& s = Space::of(Options{3, 3, true, 10});  // 27 codes
  CHECK(optimal::Tree::read(s, "").error() ==
        "The tree ends at character 1 of the tree, where a node of 27 codes needs a guess.");
  CHECK(optimal::Tree::read(s, "abz").error() == "The guess at character 1 of the tree is not a code of this game.");
  CHECK(optimal::Tree::read(s, "abd").error() == "The guess at character 1 of the tree is not a code of this game.");
  CHECK(optimal::Tree::read(s, "ab").error() ==
        "The tree ends at character 1 of the tree, where a node of 27 codes needs a guess.");
  // aab answered "0 exact, 1 misplaced" (the first answer with 3 codes or more) leaves 4 codes.
  CHECK(optimal::Tree::read(s, "aab").error() ==
        "The tree ends at character 4 of the tree, where a node of 4 codes needs a guess.");
  // aaa answered "nothing right" leaves the 8 codes of b and c: aaa again cannot split them.
  CHECK(optimal::Tree::read(s, "aaaaaa").error() ==
        "The guess at character 4 of the tree leaves its 8 codes together.");
  // A complete tree of Knuth-like guesses reads, and extra letters after it are refused.
  std::string text;
  {
    // Build a valid text from the best breaker: depth-first, parts in increasing feedback id.
    std::function<void(const std::vector<int>&)> walk = [&](const std::vector<int>& codes) {
      const int g = best_guess(s, codes, 0);
      text += to_letters(s.code(g));
      for (int f = 0; f < s.feedback_ids(); ++f) {
        if (f == s.solved_id()) continue;
        const std::vector<int> part = filter(s, codes, g, f);
        if (part.size() >= 3) walk(part);
      }
    };
    walk(all_codes(s));
  }
  const auto tree = optimal::Tree::read(s, text);
  REQUIRE(tree.ok());
  CHECK(tree->guess(s, all_codes(s)) == best_guess(s, all_codes(s), 0));
  CHECK(optimal::Tree::read(s, text + "abc").error() == "The tree has 3 characters left after its last node.");
}

TEST_CASE("mastermind optimal breaker: sets off the tree and games without a tree get best's guess") {
  const Space& s = classic();
  CHECK(optimal_guess(s, {7}, 3) == 7);
  CHECK(optimal_guess(s, {5, 900}, 3) == 5);
  // After 1 2 3 4 (not the tree's first guess) answered 0 exact 0 misplaced: no node has these codes.
  const std::vector<int> off = filter(s, all_codes(s), s.index_of(from_letters("abcd").value()), s.id_of({0, 0}));
  REQUIRE(off.size() == 16);
  CHECK(optimal::Tree::of(s)->guess(s, off) == -1);
  CHECK(optimal_guess(s, off, 1) == best_guess(s, off, 1));
  // The tree's own second set is a node: after aabc answered "nothing right", 81 codes of d, e, f.
  const std::vector<int> part = filter(s, all_codes(s), s.index_of(from_letters("aabc").value()), s.id_of({0, 0}));
  REQUIRE(part.size() == 81);
  CHECK(to_letters(s.code(optimal_guess(s, part, 1))) == "ddef");
  for (const Options& o : {Options{3, 4, true, 10}, Options{5, 8, true, 10}}) {
    CHECK(optimal::stored_text(o).empty());
    CHECK(optimal::Tree::of(Space::of(o)) == nullptr);
  }
  const Space& small = Space::of(Options{3, 4, true, 10});
  CHECK(tree_stats(small, Strategy::Optimal).line() == tree_stats(small, Strategy::Best).line());
}

TEST_CASE("mastermind optimal breaker: the strategy's name in params, CLI names and sessions") {
  CHECK(parse_strategy("optimal").value() == Strategy::Optimal);
  CHECK(parse_strategy("perfect").error() == "Strategies are consistent, knuth, best and optimal, not \"perfect\".");
  const Result<Params> p = Mastermind::parse_params("p4,c6,make,optimal");
  REQUIRE(p.ok());
  CHECK(p->strategy == Strategy::Optimal);
  CHECK(Mastermind::format_params(*p) == "p4,c6,r10,make,optimal");
}
