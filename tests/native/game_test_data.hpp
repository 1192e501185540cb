// game_test_data.hpp: what the shared native tests need of each game, declared in the game's own folder.
//
// Each game folder holds core/<game>/test_data.cpp (compiled into the test program only, see
// CMakeLists.txt) with one ARCADE_GAME_TEST_DATA(<game>) block; the conformance and property tests
// iterate the registry and fail, naming the game, when a registered game has no block, so no test
// keeps its own list of games.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arcade::test {

struct GameTestData {
  // Params for random playouts to the end (every mode the game has): conformance_test.cpp.
  std::vector<std::string> playouts;
  // Params for the seeded random walks of legal_property_test.cpp (walk i plays walks[i % size]).
  std::vector<std::string> walks;
  // Games long enough (every move replays the save) that the slow builds play half the seeds.
  bool long_games = false;
  // FNV-1a 64 of the JSON of the game's daily on every day of 2027, one after the other (0: the
  // game has no daily): daily_test.cpp pins each released day with it.
  std::uint64_t daily_2027 = 0;
};

// Registers a game's data (run from a static initialiser); the name must be registered once.
bool add_game_test_data(std::string_view game, GameTestData (*make)());
// The data of a registered game, or nullptr when its folder has no test_data.cpp.
const GameTestData* game_test_data(std::string_view game);

}  // namespace arcade::test

// In core/<game>/test_data.cpp: ARCADE_GAME_TEST_DATA(greed) { return {.playouts = {...}, ...}; }
#define ARCADE_GAME_TEST_DATA(game)                               \
  static arcade::test::GameTestData game##_test_data();           \
  [[maybe_unused]] static const bool game##_test_data_added =     \
      arcade::test::add_game_test_data(#game, &game##_test_data); \
  static arcade::test::GameTestData game##_test_data()
