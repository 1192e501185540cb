// Turn links (issue 27; the protocol and its threats: docs/turn-links.md): a game between devices
// passed as text, "K1:<game>:<params>:<desc>:<gameid>:<moves>:<check>" in base64url, which the
// receiving side replays move by move through the session, never trusting it. Version 2 ("K2",
// secret_link.hpp) carries the games with a secret: a commitment to it, and its reveal at the end.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "registry.hpp"

namespace arcade {

inline constexpr int kLinkVersion = 1;
inline constexpr int kSecretLinkVersion = 2;
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
  std::vector<std::string> chain;  // the check after 0, 1, ... n moves (v2: then the reveal's); back() is the link's
  int version = kLinkVersion;
  std::string commitment;  // v2: SHA-256 of the secret, 64 hexadecimal digits
  bool revealed = false;   // v2: the link reveals the secret (the game is over)
  std::string code;        // v2: the secret's code when revealed or proven by the caller's secret, else ""
};

// A new link, and for a game with a secret the secret its maker keeps ("<code>.<salt>").
struct NewLink {
  std::string token, secret;
};

// A new game of an OpenTurns game: its game id drawn from `words` (then its desc, where `desc`
// is empty), and while a computer seat is to move, its moves. For a SecretTurns game, a link of
// version 2: the game id, then the secret's code (`code`, or drawn) and its salt (secret_link.hpp).
Result<NewLink> link_start(std::string_view game, std::string_view params, std::string_view desc, WordSource& words,
                           std::string_view code = {});
// link_start's token alone.
Result<std::string> link_new(std::string_view game, std::string_view params, std::string_view desc, WordSource& words);
// The link's game with `move` (a move or an intent) played for the seat to move, then the
// computer seats' moves while one is to move, each drawn from a stream seeded by the game id and
// the move's index, so any replay makes the same. Returns the next token. Version 2: the secret
// holder plays with its `secret` and no move (secret_link.hpp).
Result<std::string> link_move(std::string_view link, std::string_view move, WordSource& words,
                              std::string_view secret = {});
Result<std::string> link_move(const LinkInfo& info, std::string_view move, WordSource& words,
                              std::string_view secret = {});
// Checks a link (the bare token, or any text holding "#play=<token>") and replays its moves.
// Version 2: a revealed secret is checked against the commitment and every answer, and a `secret`
// given against the commitment (then `code` is its code).
Result<LinkInfo> link_show(std::string_view link, std::string_view secret = {});
// The game a link of version 1 may carry: registered and played by link (open_turns), or the core's refusal.
Result<const GameApi*> linkable(std::string_view game);
// link_show's first steps: the token found and bounded, decoded, its version and its fields (K1:
// version, game, params, desc, game id, moves, check; K2: secret_link.hpp), none checked further.
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
// Shared by both versions: a game id of 16 hexadecimal digits from two words; `digits` lowercase
// hexadecimal digits; the moves of a field joined by '.'; 64 bits as 16 hexadecimal digits.
std::string new_game_id(WordSource& words);
bool is_hex(std::string_view s, std::size_t digits);
std::vector<std::string> moves_of(std::string_view joined);
std::string hex16(std::uint64_t v);

}  // namespace arcade
