// Greed computer players: "cautious" (bank at 300) and "expected-points optimal" (exact dynamic
// programming over turn total and dice left).
#pragma once
#include <vector>

namespace arcade::greed {

struct State;

enum class Decision { Roll, Bank };

// The decision of the seat to move, by its kind (params). A first roll of a turn is never a choice.
Decision decide(const State& s);

// Stop-at-300: bank once the turn total is at least 300 (and at least the entry threshold).
Decision cautious(int turn_total, int entry_needed);

// The policy that maximises the expected points banked this turn. `min_bank` is what a bank must
// reach to count (the entry threshold for a seat not in yet, else 0).
class ExpectedPoints {
 public:
  explicit ExpectedPoints(int min_bank);
  // Expected points of the best play from (turn total, dice to roll), banking allowed.
  double value(int turn_total, int dice) const;
  // Expected points of rolling now and then playing best.
  double roll_value(int turn_total, int dice) const;
  Decision decide(int turn_total, int dice) const;

  // Turn totals are multiples of 50 and above kMaxTotal banking always wins, so the table stops.
  static constexpr int kUnit = 50;
  static constexpr int kMaxTotal = 10000;

 private:
  int min_bank_;
  std::vector<double> bank_;  // [t][dice] value when stopping is allowed
  std::vector<double> roll_;  // [t][dice] value of rolling
};

// One roll of n dice summarised: points scored and dice to roll next (5 after hot dice), with the
// probability of that outcome; points 0 is the bust.
struct Outcome {
  int points;
  int next_dice;
  double probability;
};
const std::vector<Outcome>& outcomes(int dice);

}  // namespace arcade::greed
