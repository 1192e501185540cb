// The "optimal" breaker's strategy trees: the stored texts (optimal_trees.cpp, computed offline
// by tools/mastermind_optimal.cpp) and the tree read from a text, which gives the guess for a set.
#pragma once
#include <string_view>
#include <vector>

#include "space.hpp"

namespace arcade::mastermind::optimal {

// The stored tree of a space (4 x 6 and Bulls and Cows), empty when there is none. The text: the
// guess of every node of 3 or more codes as letters, depth first, a node's parts in increasing
// feedback id; a node of 1 or 2 codes guesses its first code and is not written.
std::string_view stored_text(const Options& o);

class Tree {
 public:
  // The tree a text describes for space s, or a sentence naming where the text does not fit.
  static Result<Tree> read(const Space& s, std::string_view text);
  // The stored tree of s, read on first use; nullptr when s has none.
  static const Tree* of(const Space& s);

  // The tree's guess when `remaining` (sorted, 3 codes or more) are the codes still possible:
  // -1 when they are not the codes of any node (answers the tree's guesses did not lead to).
  int guess(const Space& s, const std::vector<int>& remaining) const;
  int nodes() const { return static_cast<int>(nodes_.size()); }

  struct Node {
    int guess = -1;
    int size = 0;      // codes still possible at this node
    int children = 0;  // offset into child_: one node index (or -1) per feedback id
  };

 private:
  std::vector<Node> nodes_;
  std::vector<int> child_;
  int ids_ = 0;
};

}  // namespace arcade::mastermind::optimal
