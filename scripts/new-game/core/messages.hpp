// __Title__'s messages: ids "__game__.*" with their English (see core/common/message.hpp).
#pragma once
#include "../common/message.hpp"

namespace arcade::__game__::msg {

#define ARCADE___GAME___MESSAGES(X)                                                                                  \
  X(kParams, "__game__.params",                                                                                      \
    "__Title__ params are two seat letters, X's then O's: h (person) or r (random computer), like hr, not {seats}.") \
  X(kDesc, "__game__.desc", "__Title__ starts from the empty board: its description must be empty, not {desc}.")     \
  X(kMove, "__game__.move.cell", "A __Title__ move is a cell from 1 to 9, not {move}.")                              \
  X(kTaken, "__game__.move.taken", "Cell {cell} is taken.")                                                          \
  X(kX, "__game__.seat.x", "X")                                                                                      \
  X(kO, "__game__.seat.o", "O")                                                                                      \
  X(kWins, "__game__.status.wins", "{seat} wins with three in a row.")                                               \
  X(kToMove, "__game__.status.to-move", "{seat} to move.")

ARCADE_MESSAGES(ARCADE___GAME___MESSAGES)
#undef ARCADE___GAME___MESSAGES

}  // namespace arcade::__game__::msg
