// Greed's strongest computer player for two seats: the policy that maximises the probability of
// winning, from both totals, the turn total and the dice left (exact dynamic programming).
#pragma once
#include <vector>

#include "strategy.hpp"

namespace arcade::greed {

// Win probabilities of a two-seat game with a given target and entry threshold, in units of 50.
// Built once per (target, entry): every pair of totals below the target is solved, highest sums
// first; the two turn-start values of a pair depend on each other only through busts, which a
// fixed-point iteration settles.
class WinProbability {
 public:
  WinProbability(int target, int entry, bool choose = false);  // choose: the house rule
  // Targets up to this are solved exactly (60 units for the usual 3000); above, the table would
  // outgrow a browser tab and the expected-points policy stands in.
  static constexpr int kMaxTarget = 5000;

  // Probability that the seat to move wins at the start of its turn (score `me`, opponent `them`).
  double start(int me, int them) const;
  // The best decision after at least one roll this turn.
  Decision decide(int me, int them, int turn_total, int dice) const;
  // Probability of winning when rolling / banking now (for tests and the CLI).
  double roll_value(int me, int them, int turn_total, int dice) const;
  double bank_value(int me, int them, int turn_total) const;

 private:
  // The best value of every (turn total, dice) of a turn from (me, them), given what a bust is
  // worth; fills turn_[t][n] and returns the value at the turn's start (t = 0, 5 dice, must roll).
  double solve_turn(int me, int them, double bust, std::vector<double>* decide_roll) const;
  double final_round(int them, int to_beat) const;  // the other seat's chance in its last turn

  int target_ = 0, entry_ = 0;  // units of 50
  bool choose_ = false;
  int cap_ = 0;                 // turn totals above target + cap bank at once
  std::vector<double> start_;   // [me][them]
  std::vector<double> exceed_;  // [need][opponent in the game]: last-turn chance to pass
};

// The shared table for the usual rules, or one built for other targets (cached per rules).
const WinProbability* win_probability(int target, int entry, bool choose = false);

}  // namespace arcade::greed
