// The registered games: adding a game is its include plus one line in the list.
#include "common/registry.hpp"
#include "greed/greed.hpp"
#include "mastermind/mastermind.hpp"
#include "rotate/connectk.hpp"

namespace arcade {

namespace {
template <Game G>
const GameApi* api() {
  static const GameApiOf<G> instance;
  return &instance;
}
}  // namespace

const std::vector<const GameApi*>& games() {
  static const std::vector<const GameApi*> all{
      api<greed::Greed>(),
      api<mastermind::Mastermind>(),
      api<rotate::ConnectK>(),
  };
  return all;
}

}  // namespace arcade
