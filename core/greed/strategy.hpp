// Greed computer players: "cautious" (bank at 300) and "expected-points optimal" (exact dynamic
// programming over turn total and dice left).
#pragma once
#include <string>
#include <vector>

namespace arcade::greed {

struct State;

enum class Decision { Roll, Bank };

// The decision of the seat to move, by its kind (params). A first roll of a turn is never a choice.
Decision decide(const State& s);

// Under the house rule "choose the dice to keep", the computer's answer to a scoring roll: "b"
// (keep every scoring die and bank) or "k<faces>" (keep those, then roll or bank).
std::string keep_move(const State& s);

// Stop-at-300: bank once the turn total is at least 300 (and at least the entry threshold).
Decision cautious(int turn_total, int entry_needed);

// The policy that maximises the expected points banked this turn. `min_bank` is what a bank must
// reach to count (the entry threshold for a seat not in yet, else 0).
class ExpectedPoints {
 public:
  // `choose`: under the house rule, each roll keeps whichever scoring dice are best.
  explicit ExpectedPoints(int min_bank, bool choose = false);
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
  bool choose_;
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

// One roll of n dice grouped by what the roller may do with it: each option keeps some scoring
// dice for `points` and leaves `next_dice` to roll (5 after keeping them all). The automatic rule
// has one option (every scoring die); the choice every part of the roll that scores, less those
// another option beats with as many dice left and more points. No option: a bust.
struct Throw {
  double probability;
  std::vector<Outcome> options;  // probability unused
};
const std::vector<Throw>& throws(int dice, bool choose);

// The expected value of rolling n dice: each throw worth its best option's value(points,
// next dice), a bust worth `bust`.
template <class Value>
double expect(int dice, bool choose, double bust, Value&& value) {
  double sum = 0;
  for (const Throw& t : throws(dice, choose)) {
    if (t.options.empty()) {
      sum += t.probability * bust;
      continue;
    }
    double best = value(t.options[0].points, t.options[0].next_dice);
    for (std::size_t i = 1; i < t.options.size(); ++i) {
      const double v = value(t.options[i].points, t.options[i].next_dice);
      if (v > best) best = v;
    }
    sum += t.probability * best;
  }
  return sum;
}

}  // namespace arcade::greed
