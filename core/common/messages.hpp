// The messages every game shares (sessions, saves, the registry): ids "common.*" with their English.
#pragma once
#include <vector>

#include "message.hpp"

namespace arcade::msg {

#define ARCADE_COMMON_MESSAGES(X)                                                                                     \
  X(kDescColon, "common.desc.colon", "The game description may not contain ':'.")                                     \
  X(kSaveLong, "common.save.long", "The save is too long.")                                                           \
  X(kSaveForm, "common.save.form", "A save has the form game:params:desc:moves:position.")                            \
  X(kSaveGame, "common.save.game", "This save is for {found}, not {game}.")                                           \
  X(kSaveMoveText, "common.save.move.text", "Move {n} of the save ({move}) is not a move.")                           \
  X(kSaveMoveLate, "common.save.move.late", "Move {n} of the save ({move}) comes after the end of the game.")         \
  X(kSaveMoveIllegal, "common.save.move.illegal", "Move {n} of the save ({move}) is not legal: {why}")                \
  X(kSavePosition, "common.save.position", "The save's undo position {position} is not between 0 and {max}.")         \
  X(kMoveUnknown, "common.move.unknown", "The move {move} is not a move of {game}.")                                  \
  X(kOver, "common.over", "The game is over.")                                                                        \
  X(kUndoNothing, "common.undo.nothing", "There is nothing to undo.")                                                 \
  X(kUndoChance, "common.undo.chance", "That move cannot be undone: it revealed what chance decided.")                \
  X(kRedoNothing, "common.redo.nothing", "There is nothing to redo.")                                                 \
  X(kGameUnknown, "common.game.unknown", "There is no game called {name}; the games are {games}.")                    \
  /* Turn links (core/common/link.hpp) */                                                                             \
  X(kLinkEmpty, "common.link.empty", "No link here: the text is empty or has nothing after #play=.")                  \
  X(kLinkLong, "common.link.long", "The link is {length} characters long; a link has at most {max}.")                 \
  X(kLinkBase64, "common.link.base64", "The link is not base64url: character {n} ({char}) cannot be there.")          \
  X(kLinkVersion, "common.link.version", "This link is of version {found}; this arcade reads {read}.")                \
  X(kLinkFields, "common.link.fields", "A link has 7 fields separated by ':'; this one has {n}.")                     \
  X(kLinkGame, "common.link.game",                                                                                    \
    "{game} cannot be played by link yet: a link carries only games between people whose turns hide no "              \
    "chance.")                                                                                                        \
  X(kLinkGameId, "common.link.gameid", "The link's game id {id} is not 16 lowercase hex digits.")                     \
  X(kLinkCheckForm, "common.link.check.form", "The link's check {check} is not 16 lowercase hex digits.")             \
  X(kLinkCheck, "common.link.check", "The link's check does not match its moves: it was changed or cut.")             \
  /* Turn links of version 2, a game with a committed secret (core/common/secret_link.hpp) */                         \
  X(kLinkVersionGame, "common.link.version.game", "{game} goes by links of version {read}, not {found}.")             \
  X(kLinkFields2, "common.link.fields2", "A link of version \"K2\" has 9 fields separated by ':'; this one has {n}.") \
  X(kLinkNoSecret, "common.link.no-secret", "{game} has no secret code: give it no code and no secret.")              \
  X(kLinkParams, "common.link.params",                                                                                \
    "The link's params {params} are not those of a game by link; the core writes them {canonical}.")                  \
  X(kLinkCommitForm, "common.link.commitment.form",                                                                   \
    "The link's commitment {commitment} is not 64 lowercase hex digits.")                                             \
  X(kLinkCommitment, "common.link.commitment",                                                                        \
    "The link's commitment does not match the code revealed: the code changed after the game began, or the "          \
    "link was changed.")                                                                                              \
  X(kLinkSecretForm, "common.link.secret.form",                                                                       \
    "A secret is the code, a dot and a salt of 32 lowercase hex digits, as the link's maker received it, "            \
    "not {secret}.")                                                                                                  \
  X(kLinkSecretWrong, "common.link.secret.wrong",                                                                     \
    "That secret is not this link's: it does not match the commitment the game began with.")                          \
  X(kLinkSecretNeeded, "common.link.secret.needed",                                                                   \
    "It is the code maker's turn: the answer is computed from the secret, which was not given.")                      \
  X(kLinkSecretMove, "common.link.secret.move",                                                                       \
    "With the secret, give no move: the core computes the code maker's answer from it.")                              \
  X(kLinkSecretTurn, "common.link.secret.turn",                                                                       \
    "It is the code breaker's turn, not the code maker's: a guess is not played with the secret.")                    \
  X(kLinkRevealEarly, "common.link.reveal.early", "The link reveals the code before the game is over.")               \
  X(kLinkRevealMissing, "common.link.reveal.missing",                                                                 \
    "The game is over but the link does not reveal the code, so its answers cannot be checked.")                      \
  X(kListAnd, "common.list.and", "{list} and {last}")                                                                 \
  X(kListComma, "common.list.comma", "{list}, {next}")                                                                \
  /* Daily challenges (core/common/daily.hpp) */                                                                      \
  X(kDateForm, "common.date.form", "A date is written YYYY-MM-DD, like 2027-01-31; {text} is not one.")               \
  X(kDateMonth, "common.date.month", "{date} is no date: there is no month {month}.")                                 \
  X(kDateDay, "common.date.day", "{date} is no date: month {month} of {year} has days 1 to {n}.")                     \
  X(kDateRange, "common.date.range", "Dailies are made from 2026-01-01 to 2099-12-31, not for {date}.")               \
  X(kDailyNone, "common.daily.none", "{game} has no daily challenge yet.")                                            \
  /* Two-seat games (core/common/seats.hpp) */                                                                        \
  X(kPerson, "common.computer.person", "{seat} is a person, not a computer player.")                                  \
  X(kBoardFull, "common.status.board-full", "Draw: the board is full.")

ARCADE_MESSAGES(ARCADE_COMMON_MESSAGES)
#undef ARCADE_COMMON_MESSAGES

}  // namespace arcade::msg

namespace arcade {
// "A", "A and B", "A, B and C" as nested messages, so that each language joins them its own way.
Message list_of(const std::vector<Message>& items);
}  // namespace arcade
