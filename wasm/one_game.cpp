// The registry of a one-game core (CMakeLists.txt compiles this file once per game, naming its
// header and type): it stands in for core/games.cpp, so the core links in that game's rules alone.
// The native build of one game (ARCADE_ONLY_GAME) uses it too, without the wasm exports below.
#include ARCADE_GAME_HEADER
#include "common/registry.hpp"

namespace arcade {

const std::vector<const GameApi*>& games() {
  static const GameApiOf<ARCADE_GAME_TYPE> instance;
  static const std::vector<const GameApi*> all{&instance};
  return all;
}

}  // namespace arcade

#ifdef __EMSCRIPTEN__
#include <emscripten/bind.h>

#include "link_bindings.hpp"

// Turn links only where the game is played by them (open_turns, or secret_turns: version 2): the
// other call is a discarded statement, so a core of a game not played by link has none of the link
// code, only its refusals.
EMSCRIPTEN_BINDINGS(arcade_game_links) {
  using namespace arcade;
  if constexpr (LinkPlayed<ARCADE_GAME_TYPE>) wasm::bind_links();
  else wasm::bind_link_refusals();
}
#endif
