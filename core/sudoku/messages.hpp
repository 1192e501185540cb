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
  X(kListLine, "sudoku.list.line", "Line {line}: {problem}")                                                          \
  X(kListNodes, "sudoku.list.budget-nodes",                                                                           \
    "The list ran out of its budget of {nodes} nodes after {done} of its {total} puzzles; give a larger budget (at "  \
    "most 10^12 nodes and 600 s) or a shorter list.")                                                                 \
  X(kListSeconds, "sudoku.list.budget-seconds",                                                                       \
    "The list ran out of its budget of {seconds} s after {done} of its {total} puzzles; give a larger budget (at "    \
    "most 10^12 nodes and 600 s) or a shorter list.")                                                                 \
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
  X(kHouseBox, "sudoku.house.box", "box {n}")                                                                         \
  ARCADE_SUDOKU_STEPS(X)

// The techniques' names and the step solver's explanations (explain.cpp): each list, house and
// removal is a parameter of its own, so every language words its "and", "or" and prepositions.
#define ARCADE_SUDOKU_STEPS(X)                                                                                        \
  X(kFullHouse, "sudoku.technique.full-house", "Full house")                                                          \
  X(kHiddenSingle, "sudoku.technique.hidden-single", "Hidden single")                                                 \
  X(kNakedSingle, "sudoku.technique.naked-single", "Naked single")                                                    \
  X(kPointing, "sudoku.technique.locked-candidates-pointing", "Locked candidates (pointing)")                         \
  X(kClaiming, "sudoku.technique.locked-candidates-claiming", "Locked candidates (claiming)")                         \
  X(kNakedPair, "sudoku.technique.naked-pair", "Naked pair")                                                          \
  X(kHiddenPair, "sudoku.technique.hidden-pair", "Hidden pair")                                                       \
  X(kNakedTriple, "sudoku.technique.naked-triple", "Naked triple")                                                    \
  X(kHiddenTriple, "sudoku.technique.hidden-triple", "Hidden triple")                                                 \
  X(kNakedQuad, "sudoku.technique.naked-quad", "Naked quad")                                                          \
  X(kHiddenQuad, "sudoku.technique.hidden-quad", "Hidden quad")                                                       \
  X(kXWing, "sudoku.technique.x-wing", "X-Wing")                                                                      \
  X(kSwordfish, "sudoku.technique.swordfish", "Swordfish")                                                            \
  X(kJellyfish, "sudoku.technique.jellyfish", "Jellyfish")                                                            \
  X(kXYWing, "sudoku.technique.xy-wing", "XY-Wing")                                                                   \
  X(kXYZWing, "sudoku.technique.xyz-wing", "XYZ-Wing")                                                                \
  X(kGuess, "sudoku.technique.guess", "Guess")                                                                        \
  X(kStepFullHouse, "sudoku.step.full-house",                                                                         \
    "{technique}: {cell} is the last empty cell of {house}, so it holds {digit}.")                                    \
  X(kStepHiddenSingle, "sudoku.step.hidden-single", "{technique}: in {house}, {digit} fits only in {cell}.")          \
  X(kStepNakedSingle, "sudoku.step.naked-single",                                                                     \
    "{technique}: {cell} can only be {digit}; every other digit is ruled out.")                                       \
  X(kStepLocked, "sudoku.step.locked",                                                                                \
    "{technique}: in {house}, {digit} can only go in {other} ({cells}), so no other cell of {other} can be {digit}: " \
    "{removals}")                                                                                                     \
  X(kStepNaked, "sudoku.step.naked-subset",                                                                           \
    "{technique}: in {house}, {cells} hold only {digits} between them, so those digits are theirs and leave the "     \
    "rest of {house}: {removals}")                                                                                    \
  X(kStepHidden, "sudoku.step.hidden-subset",                                                                         \
    "{technique}: in {house}, {digits} fit only in {cells}, so those cells hold them and nothing else: {removals}")   \
  X(kStepFish, "sudoku.step.fish",                                                                                    \
    "{technique} on {digit}: in {base}, {digit} fits only in {cover} ({cells}), so {cover} get their {digit} from "   \
    "{base}: {removals}")                                                                                             \
  X(kStepXYWing, "sudoku.step.xy-wing",                                                                               \
    "{technique}: {pivot} is {x} or {y}. If it is {x}, {a} ({x} or {z}) is {z}; if it is {y}, {b} ({y} or {z}) is "   \
    "{z}. Either way {a} or {b} is {z}, so a cell that sees both cannot be {z}: {removals}")                          \
  X(kStepXYZWing, "sudoku.step.xyz-wing",                                                                             \
    "{technique}: {pivot} is {x}, {y} or {z}; {a} is {x} or {z} and {b} is {y} or {z}. If {pivot} is not {z}, it is " \
    "{x} or {y} and makes {a} or {b} {z}: one of the three is {z}, so a cell that sees all three cannot be {z}: "     \
    "{removals}")                                                                                                     \
  X(kStepGuess, "sudoku.step.guess",                                                                                  \
    "No technique this solver knows applies here, so the next step is a guess: {cell} has the fewest candidates "     \
    "({digits}), and {digit} is the right one.")                                                                      \
  X(kStepFull, "sudoku.step.full", "The grid is full.")                                                               \
  X(kStepOther, "sudoku.step.other", "{technique}.")                                                                  \
  X(kRemove, "sudoku.remove", "remove {groups}.")                                                                     \
  X(kRemoveDigit, "sudoku.remove.digit", "{digit} from {cells}")                                                      \
  X(kRemoveMore, "sudoku.remove.more", "{first}; {rest}")                                                             \
  X(kAnd, "sudoku.list.and", "{list} and {last}")                                                                     \
  X(kOr, "sudoku.list.or", "{list} or {last}")                                                                        \
  X(kRows, "sudoku.lines.rows", "rows {list}")                                                                        \
  X(kColumns, "sudoku.lines.columns", "columns {list}")

ARCADE_MESSAGES(ARCADE_SUDOKU_MESSAGES)
#undef ARCADE_SUDOKU_MESSAGES
#undef ARCADE_SUDOKU_STEPS

}  // namespace arcade::sudoku::msg
