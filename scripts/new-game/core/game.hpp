// __Title__ as a Game of the common interface: three in a row on a 3x3 grid, two seats (a person or a random computer
// each). Written by `npm run new-game __game__` as a placeholder: replace the rules with your game's.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "../common/game.hpp"
#include "messages.hpp"

namespace arcade::__game__ {

// Who plays a seat; the letter is its code in params. Seat 0 (X) moves first.
enum class Seat : char { Human = 'h', Random = 'r' };

inline constexpr int kSide = 3;
inline constexpr int kCells = kSide * kSide;

struct Params {
  std::array<Seat, 2> seats{Seat::Human, Seat::Human};
};

struct State {
  Params params;
  std::array<int, kCells> cells{};  // row by row from the top left: 0 empty, 1 X, 2 O
  int moves = 0;
};

struct Move {
  int cell = 0;  // 0-8
};

struct __Game__ {
  using Params = __game__::Params;
  using State = __game__::State;
  using Move = __game__::Move;
  static constexpr std::string_view name = "__game__";
  // Two seats in turn, no chance, no secret: a game passes between devices by turn links.
  static constexpr bool open_turns = true;
  static constexpr std::span<const MessageDef> messages = msg::all;
  ARCADE_GAME_FUNCTIONS;
};

static_assert(Game<__Game__>);

// The cells of the line a seat completed (row-major, 0-8), or none.
std::vector<int> winning_line(const State& s);

}  // namespace arcade::__game__
