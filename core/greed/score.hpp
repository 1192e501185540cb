// Greed scoring (the kata): points of a roll of 0-5 dice and its split into scoring and other dice.
#pragma once
#include <vector>

#include "../common/result.hpp"

namespace arcade::greed {

inline constexpr int kMaxDice = 5;

// A sentence naming the first problem with a roll (too many dice, a face outside 1-6), or ok.
Check check_dice(const std::vector<int>& dice);

// Points of a valid roll, in any order: per face f with count c,
// (c / 3) * triple(f) + (c % 3) * single(f); triple(1) = 1000, triple(f) = 100 f,
// single(1) = 100, single(5) = 50.
int score(const std::vector<int>& dice);

struct Split {
  int points = 0;
  std::vector<int> scoring;      // in the order thrown
  std::vector<int> non_scoring;  // in the order thrown
  std::vector<bool> mask;        // mask[i]: die i scored (the page highlights these)
};

// Which dice score: the first dice of a face that make up its triples, then lone 1s and 5s.
Split split(const std::vector<int>& dice);

// The house rule "choose the scoring dice to keep": every non-empty part of a roll in which each
// die scores (1s, 5s, whole triples), faces ascending, fewest dice first; none for a bust.
std::vector<std::vector<int>> keep_choices(const std::vector<int>& dice);

}  // namespace arcade::greed
