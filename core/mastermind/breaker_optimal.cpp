// The "optimal" code breaker: follows a stored strategy tree that reaches the published optimum
// (4 x 6: 5625 guesses over every secret, Bulls and Cows: 26274); the trees and how they were
// computed are in optimal_trees.cpp. Games without a tree, and sets of codes the tree never
// reaches (only answers to other guesses lead there), get the "best" breaker's guess.
#include <map>
#include <memory>
#include <tuple>

#include "breakers.hpp"
#include "messages.hpp"
#include "optimal_tree.hpp"

namespace arcade::mastermind {

namespace optimal {

namespace {
// Reads the depth-first text node by node, splitting each node's codes by its guess.
struct Reader {
  const Space& s;
  std::string_view text;
  std::vector<Tree::Node>& nodes;
  std::vector<int>& child;
  std::size_t at = 0;
  Message error;

  int node(const std::vector<int>& codes) {
    const auto pegs = static_cast<std::size_t>(s.options().pegs);
    const std::size_t here = at + 1;  // where this node starts, for the sentences
    if (at + pegs > text.size()) {
      error = say(msg::kTreeEnds, {{"at", here}, {"n", codes.size()}});
      return -1;
    }
    Result<Code> c = from_letters(text.substr(at, pegs));
    const int g = c ? s.index_of(*c) : -1;
    if (g < 0) {
      error = say(msg::kTreeGuess, {{"at", here}});
      return -1;
    }
    at += pegs;
    const int self = static_cast<int>(nodes.size());
    nodes.push_back({g, static_cast<int>(codes.size()), static_cast<int>(child.size())});
    child.resize(child.size() + static_cast<std::size_t>(s.feedback_ids()), -1);
    std::vector<std::vector<int>> parts(static_cast<std::size_t>(s.feedback_ids()));
    for (int x : codes) parts[static_cast<std::size_t>(s.feedback_id(g, x))].push_back(x);
    for (int f = 0; f < s.feedback_ids(); ++f) {
      const auto& part = parts[static_cast<std::size_t>(f)];
      if (f == s.solved_id() || part.size() < 3) continue;
      if (part.size() == codes.size()) {
        error = say(msg::kTreeTogether, {{"at", here}, {"n", codes.size()}});
        return -1;
      }
      const int k = node(part);
      if (k < 0) return -1;
      child[static_cast<std::size_t>(nodes[static_cast<std::size_t>(self)].children + f)] = k;
    }
    return self;
  }
};
}  // namespace

Result<Tree> Tree::read(const Space& s, std::string_view text) {
  Tree t;
  t.ids_ = s.feedback_ids();
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  Reader r{s, text, t.nodes_, t.child_, 0, {}};
  if (s.size() >= 3 && r.node(all) < 0) return r.error;
  if (r.at != text.size()) return fail(msg::kTreeLeft, {{"n", text.size() - r.at}});
  return t;
}

const Tree* Tree::of(const Space& s) {
  static std::map<std::tuple<int, int, bool>, std::unique_ptr<Tree>> cache;
  const Options& o = s.options();
  auto [it, fresh] = cache.try_emplace({o.pegs, o.colours, o.duplicates});
  if (fresh && !stored_text(o).empty()) {
    // A stored tree that does not read is a bug the tests catch; players still get "best".
    Result<Tree> t = read(s, stored_text(o));
    if (t) it->second = std::make_unique<Tree>(std::move(t).value());
  }
  return it->second.get();
}

int Tree::guess(const Space& s, const std::vector<int>& remaining) const {
  // remaining is a subset of the node's codes all the way down (the root has every code), so
  // reaching a node with as many codes means remaining is that node's set.
  const int n = static_cast<int>(remaining.size());
  int k = nodes_.empty() ? -1 : 0;
  while (k >= 0) {
    const Node& node = nodes_[static_cast<std::size_t>(k)];
    if (node.size == n) return node.guess;
    if (node.size < n) return -1;
    const int f = s.feedback_id(node.guess, remaining.front());
    for (int c : remaining)
      if (s.feedback_id(node.guess, c) != f) return -1;
    k = child_[static_cast<std::size_t>(node.children + f)];
  }
  return -1;
}

}  // namespace optimal

int optimal_guess(const Space& s, const std::vector<int>& remaining, int guesses_made) {
  if (remaining.size() <= 2) return remaining.front();
  const optimal::Tree* tree = optimal::Tree::of(s);
  const int g = tree ? tree->guess(s, remaining) : -1;
  return g >= 0 ? g : best_guess(s, remaining, guesses_made);
}

}  // namespace arcade::mastermind
