// The registered games, in gallery order: adding a game is one line here.
#include "common/registry.hpp"
#include "greed/greed.hpp"
#include "mastermind/mastermind.hpp"

namespace arcade {

const std::vector<const GameApi*>& games() {
  static const GameApiOf<greed::Greed> greed;
  static const GameApiOf<mastermind::Mastermind> mastermind;
  static const std::vector<const GameApi*> all{&greed, &mastermind};
  return all;
}

}  // namespace arcade
