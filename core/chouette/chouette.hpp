// Cul de chouette as a Game of the common interface, for the hot-seat page and the session API:
// params are the seat count or one letter a seat (h person, c computer: "hhc") and option flags
// ("4,sf,bc", "hcc,sf"), moves are the engine's commands in
// their move text ("t" throws, "s" sirotes, "g1,0+2" records the Suite race…).
#pragma once
#include <string>
#include <vector>

#include "../common/game.hpp"
#include "messages.hpp"
#include "table.hpp"

namespace arcade::chouette {

struct Params {
  int seats = 3;
  std::string kinds;  // one letter a seat: h person, c computer, n naive computer (bots.hpp)
  Options options;
};

struct State {
  Params params;
  Table table;  // t.effects: what the last move did
};

struct Move {
  Command command;
};

struct Chouette {
  using Params = chouette::Params;
  using State = chouette::State;
  using Move = chouette::Move;
  static constexpr std::string_view name = "chouette";
  static constexpr std::span<const MessageDef> messages = msg::all;

  ARCADE_GAME_FUNCTIONS;
};

static_assert(Game<Chouette>);

// Seats as players read them: "Player 1".
std::string seat_name(int seat);

}  // namespace arcade::chouette
