// Connect Four's messages: ids "connect4.*" with their English (see core/common/message.hpp).
#pragma once
#include "../common/message.hpp"

namespace arcade::connect4::msg {

#define ARCADE_CONNECT4_MESSAGES(X)                                                                                    \
  X(kParams, "connect4.params",                                                                                        \
    "Connect Four params are two seat letters, red's then yellow's: h (person), p (perfect), s (strong) or c (casual " \
    "computer), like hp, not {seats}.")                                                                                \
  X(kDesc, "connect4.desc", "The starting position is not a game of Connect Four: {why}")                              \
  X(kMove, "connect4.move.column", "A Connect Four move is a column from 1 to 7, not {move}.")                         \
  X(kFull, "connect4.move.full", "Column {column} is full.")                                                           \
  X(kRed, "connect4.seat.red", "Red")                                                                                  \
  X(kYellow, "connect4.seat.yellow", "Yellow")                                                                         \
  X(kWins, "connect4.status.wins", "{seat} wins with four in a row.")                                                  \
  X(kToMove, "connect4.status.to-move", "{seat} to move.")                                                             \
  /* A list of moves (position.cpp) */                                                                                 \
  X(kMovesColumn, "connect4.moves.column", "Move {n} ({text}) is not a column from 1 to 7.")                           \
  X(kMovesWon, "connect4.moves.won", "Move {n} (column {column}) comes after the game was won.")                       \
  X(kMovesFull, "connect4.moves.full", "Move {n} (column {column}) goes into a full column.")                          \
  /* The opening book file (book.cpp) */                                                                               \
  X(kBookNotBook, "connect4.book.not-book",                                                                            \
    "The opening book is not a book file ({bytes} bytes, no \"C4BOOK1\" header).")                                     \
  X(kBookTruncated, "connect4.book.truncated",                                                                         \
    "The opening book is truncated or padded: its header announces {count} scores, so {expected} bytes, but it has "   \
    "{bytes} bytes.")                                                                                                  \
  X(kBookCorrupt, "connect4.book.corrupt", "The opening book is corrupt: its checksum does not match its contents.")   \
  X(kBookDepth, "connect4.book.depth", "The opening book's depth {depth} is beyond the {max} this program reads.")     \
  X(kBookCommit, "connect4.book.commit", "The opening book's solver commit is not 40 hexadecimal digits.")             \
  X(kBookRoot, "connect4.book.root", "The opening book's root {root} is not a game: {why}")                            \
  X(kBookRootOver, "connect4.book.root-over", "The opening book's root {root} is over or deeper than the book.")       \
  X(kBookCount, "connect4.book.count",                                                                                 \
    "The opening book holds {count} scores, but depth {depth} has {positions} positions.")                             \
  X(kBookScore, "connect4.book.score",                                                                                 \
    "The opening book's score {score} for {position} is impossible with {stones} stones on the board.")                \
  X(kBookEmptyBoard, "connect4.book.empty-board", "the empty board")

ARCADE_MESSAGES(ARCADE_CONNECT4_MESSAGES)
#undef ARCADE_CONNECT4_MESSAGES

}  // namespace arcade::connect4::msg
