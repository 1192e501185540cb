// Turn links, protocol v2 (docs/turn-links.md, "Version 2"): a game with a secret (SecretTurns,
// game.hpp) between two people, "K2:<game>:<params>:<desc>:<gameid>:<commitment>:<moves>:<reveal>:<check>"
// in base64url. The secret never travels before the end: the link holds SHA-256 of it, salted and
// bound to the game id; the holder's moves are computed from it; the last link reveals it, and
// every reader then checks the commitment and each of the holder's moves against it.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "link.hpp"

namespace arcade {

inline constexpr std::string_view kSecretVersionField = "K2";
inline constexpr std::size_t kSecretLinkFields = 9;
// 128 bits of salt: the commitment hides the code even where the game has few codes (Mastermind's
// largest space has 2^20: without salt, hashing them all would find the code in a second).
inline constexpr std::size_t kSaltDigits = 32;

// A secret as its holder keeps it, "<code>.<salt>": the game's code text, the salt in hex.
struct Secret {
  std::string code, salt;
  std::string text() const { return code + "." + salt; }
};
// The secret's form (a code, a dot, 32 lowercase hex digits), not yet the game's check of the code.
Result<Secret> parse_secret(std::string_view text);
// The commitment: SHA-256("kata-arcade secret 2:" + game id + ":" + salt + ":" + code), 64 hex digits.
std::string commitment_of(std::string_view game_id, const Secret& secret);
// The check chain: c(0) = H("kata-arcade link 2:" game ":" params ":" desc ":" gameid ":" commitment),
// c(i) = H(c(i-1) + move i), then for a revealed link H(c(n) + ":" + reveal); 16 digits of each.
std::vector<std::string> secret_link_chain(const std::vector<std::string>& head, const std::vector<std::string>& moves,
                                           std::string_view reveal);

// link_start, link_show and link_move for a game with a secret (link.hpp routes them here).
Result<NewLink> secret_link_new(const GameApi& api, std::string_view params, std::string_view desc,
                                std::string_view code, WordSource& words);
Result<LinkInfo> secret_link_show(const std::vector<std::string>& fields, std::string_view secret);
Result<std::string> secret_link_move(const LinkInfo& info, std::string_view move, std::string_view secret,
                                     WordSource& words);

}  // namespace arcade
