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
  X(kToFill, "sudoku.status.to-fill", "{n} cells to fill.")                                                           \
  X(kWordsShort, "sudoku.generate.words", "Not enough random words were supplied to make a puzzle.")                  \
  X(kBudget, "sudoku.generate.budget", "No {difficulty} puzzle was found within the budget; try another seed.")       \
  X(kDifficulty, "sudoku.difficulty", "The difficulty is easy, medium, hard, expert or extreme, not {text}.")         \
  X(kGradeSeveral, "sudoku.grade.several",                                                                            \
    "The puzzle has more than one solution; only a puzzle with exactly one is graded.")                               \
  X(kHintFull, "sudoku.hint.full", "The grid is full: there is nothing left to hint.")                                \
  X(kHintWrong, "sudoku.hint.wrong", "This grid has no solution left, so a digit in it is wrong.")                    \
  X(kCharacter, "sudoku.grid.character",                                                                              \
    "Character {i} of the puzzle is {character}; cells are 1 to 9, or \".\" or \"0\" for an empty cell.")             \
  X(kNotAscii, "sudoku.grid.not-ascii", "a character that is not ASCII")                                              \
  X(kTooMany, "sudoku.grid.too-many",                                                                                 \
    "The puzzle has more than 81 cells: character {i} ({character}) is one too many.")                                \
  X(kGridEmpty, "sudoku.grid.empty", "The puzzle is empty; it needs 81 cells.")                                       \
  X(kCellsOne, "sudoku.grid.cells-one", "The puzzle has {n} cell; it needs 81.")                                      \
  X(kCells, "sudoku.grid.cells", "The puzzle has {n} cells; it needs 81.")                                            \
  X(kConflictIn, "sudoku.grid.conflict", "{first} and {second} both hold {digit} ({house}).")                         \
  X(kHouseRow, "sudoku.house.row", "row {n}")                                                                         \
  X(kHouseColumn, "sudoku.house.column", "column {n}")                                                                \
  X(kHouseBox, "sudoku.house.box", "box {n}")

ARCADE_MESSAGES(ARCADE_SUDOKU_MESSAGES)
#undef ARCADE_SUDOKU_MESSAGES

}  // namespace arcade::sudoku::msg
