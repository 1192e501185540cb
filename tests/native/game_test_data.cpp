// game_test_data.cpp: the table of each game's test data, filled by core/<game>/test_data.cpp.
#include "game_test_data.hpp"

#include <map>
#include <stdexcept>

namespace arcade::test {
namespace {
// A function-local table: the games' static initialisers may run before this file's.
std::map<std::string, GameTestData, std::less<>>& table() {
  static std::map<std::string, GameTestData, std::less<>> all;
  return all;
}
}  // namespace

bool add_game_test_data(std::string_view game, GameTestData (*make)()) {
  if (!table().emplace(std::string(game), make()).second)
    throw std::logic_error("two test_data.cpp blocks for " + std::string(game));
  return true;
}

const GameTestData* game_test_data(std::string_view game) {
  const auto it = table().find(game);
  return it == table().end() ? nullptr : &it->second;
}

}  // namespace arcade::test
