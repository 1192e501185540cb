// Sudoku's messages (the game's): ids "sudoku.*" with their English (see core/common/message.hpp).
#pragma once
#include "../common/message.hpp"

namespace arcade::sudoku::msg {

#define ARCADE_SUDOKU_MESSAGES(X)                                                                                     \
  X(kParams, "sudoku.params", "Sudoku params are a difficulty: easy, medium, hard, expert or extreme, not {params}.") \
  X(kSpaces, "sudoku.desc.spaces", "The game's puzzle has spaces or line breaks; give its 81 cells only.")            \
  X(kConflict, "sudoku.desc.conflict", "The puzzle's givens conflict: {why}")                                         \
  X(kNoSolution, "sudoku.desc.none", "The puzzle has no solution.")                                                   \
  X(kSeveral, "sudoku.desc.several", "The puzzle has more than one solution; a game needs exactly one.")              \
  X(kMove, "sudoku.move.unknown",                                                                                     \
    "Sudoku moves are p<cell><digit> (place), e<cell> (erase), n<cell><digit> (toggle a note) and h (the hint's "     \
    "digit), cells 0 to 80; not {move}.")                                                                             \
  X(kGiven, "sudoku.move.given", "{cell} is a given; it cannot be changed.")                                          \
  X(kEmpty, "sudoku.move.empty", "{cell} is already empty.")                                                          \
  X(kNoteOnDigit, "sudoku.move.note", "{cell} holds a digit; notes go in empty cells.")                               \
  X(kOnePlayer, "sudoku.computer", "Sudoku is for one player; ask for a hint (the move h) instead.")                  \
  X(kSolvedOne, "sudoku.status.solved-one", "Solved in {n} move.")                                                    \
  X(kSolved, "sudoku.status.solved", "Solved in {n} moves.")                                                          \
  X(kBoth, "sudoku.status.both", "{first} and {second} both hold {digit}.")                                           \
  X(kWrong, "sudoku.status.wrong", "Every cell is filled, but not every digit is right.")                             \
  X(kToFillOne, "sudoku.status.to-fill-one", "{n} cell to fill.")                                                     \
  X(kToFill, "sudoku.status.to-fill", "{n} cells to fill.")

ARCADE_MESSAGES(ARCADE_SUDOKU_MESSAGES)
#undef ARCADE_SUDOKU_MESSAGES

}  // namespace arcade::sudoku::msg
