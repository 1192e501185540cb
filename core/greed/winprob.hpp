// Greed's strongest computer player for two seats: the policy that maximises the probability of
// winning, from both totals, the turn total and the dice left (exact dynamic programming).
#pragma once
#include <vector>

#include "strategy.hpp"

namespace arcade::greed {

// Win probabilities of a two-seat game with a given target and entry threshold, in units of 50.
// Built once per (target, entry): every pair of totals below the target is solved, highest sums
// first; the two turn-start values of a pair depend on each other only through busts. With the
// choices of both turns fixed, each value is linear in what a bust is worth, so a pair is two
// linear equations, solved at once; the choices are redone only where they stop being the best.
class WinProbability {
 public:
  WinProbability(int target, int entry, bool choose = false);  // choose: the house rule
  // The same table built a share at a time (see build): nothing of the turn-start values yet.
  struct Later {};
  WinProbability(int target, int entry, bool choose, Later);
  // Solves pairs until some `work` has been done (weighing one option of a throw at a state is one
  // unit) or the table is whole, which it returns. The shares change nothing of the values, and
  // the same calls always stop at the same pair: no clock is read.
  bool build(long long work);
  bool whole() const { return next_sum_ < 0; }
  void rest();  // drops a half-done build's rows (they rebuild when it resumes)
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
  // A value under fixed choices as a function of what a bust is worth to the mover: a + b * bust.
  struct Line {
    double a = 0, b = 0;
    double at(double bust) const { return a + b * bust; }
  };
  // The bust values over which a set of choices stays the best.
  struct Range {
    double lo = -1, hi = 2;
    bool holds(double bust) const;   // within rounding
    bool inside(double bust) const;  // strictly: the same choices would be made again
  };
  // A turn's rows against one opponent, by u = the mover's total plus the turn total. Apart from
  // the entry rule for a mover with nothing yet, they do not depend on the mover's total, so the
  // build keeps one set per opponent, extends it down as the mover's total falls, and replays a
  // row only where a new bust value leaves the range its choices were made for.
  struct Rows {
    std::vector<Line> best;    // [u][dice]: the best of rolling on and banking after a scoring roll
    std::vector<Range> holds;  // [u]: where the choices of every row from u up stay the best
    int from = 0;              // the lowest row played
    bool zero = false;         // its rows below the entry were played for a mover with nothing yet
    long long played = 0;      // rows played, all told
  };
  // Makes rows `down_to` and up of a turn from `me` against `them` the best for `bust`.
  void extend(int me, int them, double bust, Rows& rows, int down_to) const;
  // Plays row u from the rows above it.
  void play_row(int me, int them, int u, double bust, Rows& rows) const;
  // The line of rolling n dice at u, the best option of each throw taken; narrows `range`.
  Line roll_line(int u, int n, double bust, const Rows& rows, Range& range) const;
  // Keeps `kept`, the better at the bust solved for, and narrows `range` to where it stays so.
  static const Line& keep(const Line& kept, const Line& other, Range& range);
  // A turn from (me, them) played best for `bust`: its value at the start (5 dice, must roll) as
  // a line in the bust's value, and the range where its choices stay the best.
  Line solve_turn(int me, int them, double bust, Rows& rows, Range& range) const;
  void build_last_turns();                          // exceed_
  long long solve_pair(int i, int j);               // start_ of (i, j) and (j, i); returns the work done
  double final_round(int them, int to_beat) const;  // the other seat's chance in its last turn

  int target_ = 0, entry_ = 0;  // units of 50
  bool choose_ = false;
  int cap_ = 0;                 // turn totals above target + cap bank at once
  std::vector<double> start_;   // [me][them]
  std::vector<double> exceed_;  // [need][opponent in the game]: last-turn chance to pass
  // The build's progress: the next pair (sum, first total; -1: the sum's first), the rows kept
  // per opponent, the last pair's values (a guess where the neighbours run out), a row's work.
  int next_sum_ = -1, next_i_ = -1;
  std::vector<Rows> rows_;
  double x_ = 0.5, y_ = 0.5;
  long long row_work_ = 0;
};

// The shared table for the usual rules, or one built for other targets (cached per rules).
const WinProbability* win_probability(int target, int entry, bool choose = false);
// The same table once whole; until then each call builds it on by `work` and returns null.
const WinProbability* win_probability_within(int target, int entry, bool choose, long long work);

}  // namespace arcade::greed
