// The registry of a one-game wasm core (CMakeLists.txt compiles this file once per game, naming its
// header and type): it stands in for core/games.cpp, so the core links in that game's rules alone.
#include ARCADE_GAME_HEADER
#include "common/registry.hpp"

namespace arcade {

const std::vector<const GameApi*>& games() {
  static const GameApiOf<ARCADE_GAME_TYPE> instance;
  static const std::vector<const GameApi*> all{&instance};
  return all;
}

}  // namespace arcade
