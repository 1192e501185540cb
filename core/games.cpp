// The registered games, in gallery order: adding a game is one line here.
#include "common/registry.hpp"
#include "greed/greed.hpp"

namespace arcade {

const std::vector<const GameApi*>& games() {
  static const GameApiOf<greed::Greed> greed;
  static const std::vector<const GameApi*> all{&greed};
  return all;
}

}  // namespace arcade
