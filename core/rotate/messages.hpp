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
  X(kRed, "rotate.seat.red", "Red")                                                                              \
  X(kBlue, "rotate.seat.blue", "Blue")                                                                           \
  X(kWins, "rotate.status.wins", "{seat} wins.")                                                                 \
  X(kBothDraw, "rotate.status.both", "Both lines appeared at once: a draw.")                                     \
  X(kToPlay, "rotate.status.to-play", "{seat} to play.")                                                         \
  X(kToPlayTurn, "rotate.status.to-play-turn", "{seat} to play (the turn is still available).")                  \
  /* The judge's input (judge.cpp): where, then what ({why}) */                                                  \
  X(kJudgeEmpty, "rotate.judge.empty", "Line 1: the input is empty; it starts with the number of cases T.")      \
  X(kJudgeCases, "rotate.judge.cases", "Line 1: T must be a whole number from 1 to 100, not {text}.")            \
  X(kJudgeNoPair, "rotate.judge.no-pair", "Case {case}: the input ends before its \"N K\" line (line {line}).")  \
  X(kJudgeNoRow, "rotate.judge.no-row", "Case {case}: the input ends before row {row} (line {line}).")           \
  X(kJudgeExtra, "rotate.judge.extra", "Line {line}: unexpected text after the last case.")                      \
  X(kJudgeAt, "rotate.judge.at", "Case {case}, line {line}: {why}")                                              \
  X(kJudgeRow, "rotate.judge.row", "Row {row}: {why}")                                                           \
  X(kJudgePair, "rotate.judge.pair", "expected \"N K\", not {text}.")                                            \
  X(kJudgeLengthOne, "rotate.judge.length-one", "the row has {n} character; it needs {size}.")                   \
  X(kJudgeLength, "rotate.judge.length", "the row has {n} characters; it needs {size}.")                         \
  X(kJudgeCell, "rotate.judge.cell", "column {column} holds {text}; cells are R, B or '.'.")                     \
  X(kJudgeFloats, "rotate.judge.floats", "the piece in column {column} floats above an empty cell.")             \
  X(kJudgeN, "rotate.judge.n", "N is {n}; it must be from 3 to 50.")                                             \
  X(kJudgeK, "rotate.judge.k", "K is {k}; it must be from 3 to N ({n}).")

ARCADE_MESSAGES(ARCADE_ROTATE_MESSAGES)
#undef ARCADE_ROTATE_MESSAGES

}  // namespace arcade::rotate::msg
