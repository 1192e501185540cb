// Connect Four's messages: ids "connect4.*" with their English (see core/common/message.hpp).
#pragma once
#include "../common/message.hpp"

namespace arcade::connect4::msg {

#define ARCADE_CONNECT4_MESSAGES(X)                                                                                    \
  X(kParams, "connect4.params",                                                                                        \
    "Connect Four params are two seat letters, red's then yellow's: h (person), p (perfect), s (strong) or c (casual " \
    "computer), like hp, not {params}.")                                                                               \
  X(kDesc, "connect4.desc", "The starting position is not a game of Connect Four: {why}")                              \
  X(kMove, "connect4.move.column", "A Connect Four move is a column from 1 to 7, not {move}.")                         \
  X(kFull, "connect4.move.full", "Column {column} is full.")                                                           \
  X(kPerson, "connect4.computer.person", "{seat} is a person, not a computer player.")                                 \
  X(kRed, "connect4.seat.red", "Red")                                                                                  \
  X(kYellow, "connect4.seat.yellow", "Yellow")                                                                         \
  X(kWins, "connect4.status.wins", "{seat} wins with four in a row.")                                                  \
  X(kDraw, "connect4.status.draw", "Draw: the board is full.")                                                         \
  X(kToMove, "connect4.status.to-move", "{seat} to move.")

ARCADE_MESSAGES(ARCADE_CONNECT4_MESSAGES)
#undef ARCADE_CONNECT4_MESSAGES

}  // namespace arcade::connect4::msg
