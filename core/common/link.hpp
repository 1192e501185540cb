// Turn links, protocol v1 (issue 27; the protocol and its threats: docs/turn-links.md): a game
// between devices passed as text, "K1:<game>:<params>:<desc>:<gameid>:<moves>:<check>" in
// base64url, which the receiving side replays move by move through the session, never trusting it.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "registry.hpp"

namespace arcade {

inline constexpr int kLinkVersion = 1;
// Longest token read: measured links are far shorter (a full Connect Four board: 178 characters,
// the longest Rotate game 487; docs/turn-links.md), and this bounds what a hostile text can make
// the core decode and replay.
inline constexpr std::size_t kMaxLinkLength = 8000;

// What a link holds once checked and replayed.
struct LinkInfo {
  std::string game, params, desc, game_id;
  std::vector<std::string> moves;  // as the link writes them
  Status status;
  std::string save;                // the session's save after every move (Session::load reads it)
  std::vector<std::string> chain;  // the check after 0, 1, ... n moves; chain.back() is the link's
};

// A new game of an OpenTurns game: its game id drawn from `words` (then its desc, where `desc`
// is empty), and while a computer seat is to move, its moves. Returns the token.
Result<std::string> link_new(std::string_view game, std::string_view params, std::string_view desc, WordSource& words);
// The link's game with `move` (a move or an intent) played for the seat to move, then the
// computer seats' moves while one is to move, each drawn from a stream seeded by the game id and
// the move's index, so any replay makes the same. Returns the next token.
Result<std::string> link_move(std::string_view link, std::string_view move, WordSource& words);
Result<std::string> link_move(const LinkInfo& info, std::string_view move, WordSource& words);
// Checks a link (the bare token, or any text holding "#play=<token>") and replays its moves.
Result<LinkInfo> link_show(std::string_view link);
// The game a link may carry: registered and played by link (open_turns), or the core's refusal.
Result<const GameApi*> linkable(std::string_view game);
// link_show's first steps: the token found and bounded, decoded, its version and its seven fields
// (version, game, params, desc, game id, moves, check), none of them checked further.
Result<std::vector<std::string>> link_fields(std::string_view link);

// The info as one plain object, keys in this order: version, game, params, desc, gameId, moves,
// turn, toMove, status, save, check, chain.
Value to_value(const LinkInfo& info);

// The parts of the protocol, for tests and tools: base64url without padding (RFC 4648 §5; decoding
// refuses any character outside the alphabet, a length of 4k+1 and unused bits that are not zero)
// and the check chain of a game's fields and moves (n + 1 checks of 16 hexadecimal digits).
std::string base64url_encode(std::string_view bytes);
Result<std::string> base64url_decode(std::string_view text);
std::vector<std::string> link_chain(std::string_view game, std::string_view params, std::string_view desc,
                                    std::string_view game_id, const std::vector<std::string>& moves);

}  // namespace arcade
