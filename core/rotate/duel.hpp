// Two rotating Connect-K searches against each other over seeded openings, seats alternated: how
// a change to the engine is judged against the engine as it was (`arcade rotate duel`).
#pragma once
#include <array>
#include <cstdint>

#include "connectk.hpp"

namespace arcade::rotate {

// Each opening (kOpeningPlies random drops drawn from the seed and the pair's number) is played
// twice, the first search as Red, then as Blue; an odd count plays its last opening once.
inline constexpr int kOpeningPlies = 4;

struct DuelResult {
  int games = 0;
  std::array<int, 2> wins{};  // the first search's, the second's
  int draws = 0;
  std::array<long long, 2> moves{};  // searched moves each side made
  std::array<double, 2> seconds{};   // their processor time
};

DuelResult duel(int n, int k, const std::array<SearchOptions, 2>& sides, int games, std::uint64_t seed);

}  // namespace arcade::rotate
