// Greed's messages: ids "greed.*" with their English (see core/common/message.hpp).
#pragma once
#include "../common/message.hpp"

namespace arcade::greed::msg {

#define ARCADE_GREED_MESSAGES(X)                                                                                     \
  X(kSeatLetter, "greed.params.seat",                                                                                \
    "Seat letters are h (person), c (cautious computer), e (expected-points computer) and w (win-probability "       \
    "computer), not {letter}.")                                                                                      \
  X(kSeatCount, "greed.params.seats", "Greed needs 2 to 6 seats, not {n}.")                                          \
  X(kOption, "greed.params.option",                                                                                  \
    "Greed options are t<target>, e<entry>, k (choose the dice to keep) and n<turns> (a score attack), not "         \
    "{option}.")                                                                                                     \
  X(kOptionTwice, "greed.params.twice", "The option {option} is given twice.")                                       \
  X(kTarget, "greed.params.target", "The target must be between 50 and 100000, not {n}.")                            \
  X(kEntry, "greed.params.entry", "The entry threshold must be at most 100000, not {n}.")                            \
  X(kTurns, "greed.params.turns", "A score attack lasts 1 to 100 turns, not {n}.")                                   \
  X(kEntryAbove, "greed.params.entry-above", "The entry threshold ({entry}) cannot be above the target ({target}).") \
  X(kDesc, "greed.desc", "A Greed game description is a stream of dice faces 1 to 6, but character {i} is {c}.")     \
  X(kStreamRoll, "greed.move.stream", "This roll throws the stream's next dice, {faces}, not {move}.")               \
  X(kStreamEnd, "greed.move.stream-end", "The dice stream has {left} dice left; this roll needs {n}.")               \
  X(kBankFirst, "greed.move.bank-first", "Roll at least once before banking.")                                       \
  X(kMove, "greed.move.unknown", "Greed moves are r (roll), b (bank) and k<dice> (keep), not {move}.")               \
  X(kKeepFirst, "greed.move.keep-first", "Choose the scoring dice to keep before rolling again.")                    \
  X(kKeepOff, "greed.move.keep-off", "This game keeps every scoring die itself (the house rule k is off).")          \
  X(kNoKeep, "greed.move.no-keep", "There is no roll to keep dice from now.")                                        \
  X(kKeepDice, "greed.move.keep-dice", "Keep 1s, 5s or whole triples from the roll {roll}, not {move}.")             \
  X(kMoveDie, "greed.move.die", "Die {i} of the roll {move} is not a face from 1 to 6.")                             \
  X(kMoveCount, "greed.move.count", "This roll throws {n} dice, not {given}.")                                       \
  X(kDiceCount, "greed.dice.count", "A roll has at most 5 dice, not {n}.")                                           \
  X(kDieFace, "greed.dice.face", "Die {i} is {face}; dice show 1 to 6.")                                             \
  X(kSeat, "greed.seat", "Player {n}")                                                                               \
  X(kWins, "greed.status.wins", "{seat} wins with {points} points.")                                                 \
  X(kShare, "greed.status.share", "{seats} share the win with {points} points.")                                     \
  X(kToRoll, "greed.status.roll", "{seat} to roll.")                                                                 \
  X(kToRollOrBank, "greed.status.roll-or-bank", "{seat} to roll again or bank.")                                     \
  X(kToRollFinal, "greed.status.roll-final", "{seat} to roll (final round).")                                        \
  X(kToRollOrBankFinal, "greed.status.roll-or-bank-final", "{seat} to roll again or bank (final round).")            \
  X(kToKeep, "greed.status.keep", "{seat} to choose the dice to keep.")                                              \
  X(kToKeepFinal, "greed.status.keep-final", "{seat} to choose the dice to keep (final round).")                     \
  X(kAdviceOver, "greed.advice.over", "The game is over: there is no move to advise.")

ARCADE_MESSAGES(ARCADE_GREED_MESSAGES)
#undef ARCADE_GREED_MESSAGES

}  // namespace arcade::greed::msg
