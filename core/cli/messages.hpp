// The command line's own refusals: ids "cli.*" with their English. The CLI prints English only, so
// this table is not registered with the pages' messages (core/games.cpp); its ids keep refusals
// values like every other (fail(msg::kX, {...})).
#pragma once
#include "common/message.hpp"

namespace arcade::cli::msg {

#define ARCADE_CLI_MESSAGES(X)                                                                               \
  X(kTwice, "cli.option.twice", "{option} is given twice.")                                                  \
  X(kDailyDate, "cli.daily.date",                                                                            \
    "arcade daily takes a game and --date YYYY-MM-DD, like: arcade daily sudoku --date 2027-01-31.")         \
  X(kNeedsValue, "cli.option.value", "{option} needs a value.")                                              \
  X(kUnknownOption, "cli.option.unknown", "Unknown option {option}; this command takes {takes}.")            \
  X(kUnexpected, "cli.argument", "Unexpected argument {argument}; this command takes {takes}.")              \
  X(kNotDie, "cli.die", "{token} is not a die; dice are numbers from 1 to 6.")                               \
  X(kRollSize, "cli.greed.roll", "A roll has at most 5 dice.")                                               \
  X(kLineEmpty, "cli.connect4.line-empty", "The line is empty; give the moves played, like 4453.")           \
  X(kLineFields, "cli.connect4.line-fields",                                                                 \
    "A line holds the moves and at most a score after them, like \"4453 2\".")                               \
  X(kScore, "cli.connect4.score", "The score {score} is not a whole number.")                                \
  X(kNoFile, "cli.file.unreadable", "There is no readable file {path}.")                                     \
  X(kNoPath, "cli.file.missing", "There is no {path}.")                                                      \
  X(kManifestDepth, "cli.book.manifest", "{path} lacks a depth from 1 to {max} or a chunk size.")            \
  X(kManifestCount, "cli.book.positions", "The manifest says {positions} positions; depth {depth} has {n}.") \
  X(kChunkMissing, "cli.book.chunk-missing", "Chunk {k} is not whole yet (no {path}).")                      \
  X(kChunkShort, "cli.book.chunk-short", "{path} holds {n} of its {total} scores.")                          \
  X(kChunkBad, "cli.book.chunk-bad", "{path} holds {n} of its {total} scores: {why}.")

ARCADE_MESSAGES(ARCADE_CLI_MESSAGES)
#undef ARCADE_CLI_MESSAGES

}  // namespace arcade::cli::msg
