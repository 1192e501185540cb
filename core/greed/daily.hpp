// Greed's daily score attack (daily.cpp): ten turns of one player on the day's dice stream, each
// roll of n dice taking the stream's next n faces, so everyone throws the same dice in turn.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../common/result.hpp"

namespace arcade::greed {

inline constexpr int kAttackTurns = 10;
inline constexpr int kStreamDice = 500;

// The day's stream: kStreamDice faces '1'-'6' from PCG32 on `seed` (1 + below(6) each).
std::string attack_stream(std::uint64_t seed);

// The points a score attack banks with `moves` ("r<faces>" the stream's next roll, "b" bank) on
// `stream`, every scoring die kept (a bust ends the turn with nothing); refused for a roll that is
// not the stream's next one or a move after the tenth turn.
Result<int> replay_attack(std::string_view stream, const std::vector<std::string>& moves);

}  // namespace arcade::greed
