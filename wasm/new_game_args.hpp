// The arguments every new game is made from (a session's first snapshot, a turn link's first turn), read once for both.
#pragma once
#include <memory>
#include <string>

#include "common/registry.hpp"
#include "convert.hpp"

namespace arcade::wasm {

struct NewGameArgs {
  const GameApi* api = nullptr;
  std::string params;
  std::string desc;
  std::unique_ptr<WordSource> words;  // the stream of the first turn (position 0)
};

// Checked in the order a caller reads them: the game's name (and that it is registered), the
// params, the description, then the randomness; the first wrong one is the sentence.
Result<NewGameArgs> new_game_args(const val& game, const val& params, const val& desc, const val& random);

}  // namespace arcade::wasm
