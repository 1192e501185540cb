// Rotate's messages: ids "rotate.*" with their English (see core/common/message.hpp).
#pragma once
#include "../common/message.hpp"

namespace arcade::rotate::msg {

#define ARCADE_ROTATE_MESSAGES(X)                                                                                \
  X(kParams, "rotate.params",                                                                                    \
    "Rotate params start with two seat letters (h person, 1 casual, 2 medium, 3 strong computer), not {seats}.") \
  X(kSeat, "rotate.params.seat",                                                                                 \
    "Seat letters are h (person), 1 (casual), 2 (medium) and 3 (strong computer), not {letter}.")                \
  X(kOption, "rotate.params.option", "Rotate options are n<size> and k<in a row>, not {option}.")                \
  X(kSize, "rotate.params.size", "The board size must be from 5 to 10, not {n}.")                                \
  X(kK, "rotate.params.k", "K must be from 3 to the board size ({n}), not {k}.")                                 \
  X(kDesc, "rotate.desc", "Rotate games start from the empty board; leave the description empty.")               \
  X(kTurned, "rotate.move.turned", "{seat} has already turned the board once this game.")                        \
  X(kMove, "rotate.move.unknown", "Rotate moves are d<column> (drop) and r (turn the board), not {move}.")       \
  X(kColumn, "rotate.move.column", "Column {column} is not on the board; columns are 1 to {n}.")                 \
  X(kFull, "rotate.move.full", "Column {column} is full.")                                                       \
  X(kPerson, "rotate.computer.person", "{seat} is played by a person.")                                          \
  X(kRed, "rotate.seat.red", "Red")                                                                              \
  X(kBlue, "rotate.seat.blue", "Blue")                                                                           \
  X(kWins, "rotate.status.wins", "{seat} wins.")                                                                 \
  X(kFullDraw, "rotate.status.full", "The board is full: a draw.")                                               \
  X(kBothDraw, "rotate.status.both", "Both lines appeared at once: a draw.")                                     \
  X(kToPlay, "rotate.status.to-play", "{seat} to play.")                                                         \
  X(kToPlayTurn, "rotate.status.to-play-turn", "{seat} to play (the turn is still available).")

ARCADE_MESSAGES(ARCADE_ROTATE_MESSAGES)
#undef ARCADE_ROTATE_MESSAGES

}  // namespace arcade::rotate::msg
