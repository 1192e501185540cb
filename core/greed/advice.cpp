// The coach's numbers (see advice.hpp): the win-probability table and the expected-points policy
// the computer players use, and an exact small solve for the last turn of a two-seat game.
#include "advice.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "messages.hpp"
#include "winprob.hpp"

namespace arcade::greed {

namespace {

// Two seats, final round: the seat to move must pass `them` this turn (a tie shares the win,
// worth half). The chance from (turn total, dice) when it then plays best: bank once ahead.
class LastTurn {
 public:
  LastTurn(int me, int them, int entry_needed) : me_(me), them_(them), entry_(entry_needed) {}

  double bank(int t) const {
    const int total = t >= entry_ ? me_ + t : me_;
    return total > them_ ? 1.0 : total == them_ ? 0.5 : 0.0;
  }
  double roll(int t, int dice) {
    double sum = 0;
    for (const Outcome& o : outcomes(dice))
      sum += o.probability * (o.points ? best(t + o.points, o.next_dice) : bank(0));
    return sum;
  }
  double best(int t, int dice) {
    // Once a bank wins outright, rolling on can only lose it: the search stops there.
    if (bank(t) == 1.0) return 1.0;
    const auto key = std::make_pair(t, dice);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const double value = std::max(bank(t), roll(t, dice));
    memo_[key] = value;
    return value;
  }

 private:
  int me_, them_, entry_;
  std::map<std::pair<int, int>, double> memo_;
};

int other_seat_best(const State& s) {
  int best = 0;
  for (std::size_t i = 0; i < s.scores.size(); ++i)
    if (static_cast<int>(i) != s.current) best = std::max(best, s.scores[i]);
  return best;
}

Advice finish(Advice a, bool first_roll) {
  if (first_roll) {
    a.now = a.roll;
    a.best = Decision::Roll;
  } else {
    a.best = a.roll > *a.bank ? Decision::Roll : Decision::Bank;
    a.now = std::max(a.roll, *a.bank);
  }
  return a;
}

}  // namespace

Result<Advice> advise(const State& s) {
  if (s.over) return fail(msg::kAdviceOver);
  const auto seat = static_cast<std::size_t>(s.current);
  const int entry_needed = s.in_game[seat] ? 0 : s.params.entry;
  const bool first_roll = s.rolls_this_turn == 0;
  const int me = s.scores[seat], them = other_seat_best(s), t = s.turn_total, dice = s.dice_to_roll;
  Advice a;
  if (s.params.seats.size() == 2 && s.final_by >= 0) {
    LastTurn last(me, them, entry_needed);
    a.win_chance = true;
    a.roll = last.roll(t, dice);
    if (!first_roll) a.bank = last.bank(t);
    return finish(a, first_roll);
  }
  const WinProbability* w = s.params.seats.size() == 2 ? win_probability(s.params.target, s.params.entry) : nullptr;
  if (w) {
    constexpr int kUnit = ExpectedPoints::kUnit;
    a.win_chance = true;
    if (first_roll) {
      a.roll = w->start(me / kUnit, them / kUnit);
    } else {
      a.roll = w->roll_value(me, them, t, dice);
      a.bank = w->bank_value(me / kUnit, them / kUnit, t / kUnit);
    }
    return finish(a, first_roll);
  }
  const ExpectedPoints points(entry_needed);
  a.roll = points.roll_value(t, dice);
  if (!first_roll) a.bank = t >= entry_needed ? t : 0.0;
  return finish(a, first_roll);
}

}  // namespace arcade::greed
