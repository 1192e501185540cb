// The coach's numbers (see advice.hpp): the win-probability table and the expected-points policy
// the computer players use, and an exact small solve for the last turn of a two-seat game.
#include "advice.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "messages.hpp"
#include "score.hpp"
#include "winprob.hpp"

namespace arcade::greed {

namespace {

// Two seats, final round: the seat to move must pass `them` this turn (a tie shares the win,
// worth half). The chance from (turn total, dice) when it then plays best: bank once ahead.
class LastTurn {
 public:
  LastTurn(int me, int them, int entry_needed, bool choose)
      : me_(me), them_(them), entry_(entry_needed), choose_(choose) {}

  double bank(int t) const {
    const int total = t >= entry_ ? me_ + t : me_;
    return total > them_ ? 1.0 : total == them_ ? 0.5 : 0.0;
  }
  double roll(int t, int dice) {
    return expect(dice, choose_, bank(0), [&](int points, int next_dice) { return best(t + points, next_dice); });
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
  bool choose_;
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

// The values from turn total t with `dice` to roll (finish() not applied yet).
Advice advise_at(const State& s, int t, int dice) {
  const auto seat = static_cast<std::size_t>(s.current);
  const int entry_needed = s.in_game[seat] ? 0 : s.params.entry;
  const bool first_roll = s.rolls_this_turn == 0, choose = s.params.choose;
  const int me = s.scores[seat], them = other_seat_best(s);
  Advice a;
  if (s.params.seats.size() == 2 && s.final_by >= 0) {
    LastTurn last(me, them, entry_needed, choose);
    a.win_chance = true;
    a.roll = last.roll(t, dice);
    if (!first_roll) a.bank = last.bank(t);
    return a;
  }
  const WinProbability* w =
      s.params.seats.size() == 2 ? win_probability(s.params.target, s.params.entry, choose) : nullptr;
  if (w) {
    constexpr int kUnit = ExpectedPoints::kUnit;
    a.win_chance = true;
    if (first_roll) {
      a.roll = w->start(me / kUnit, them / kUnit);
    } else {
      a.roll = w->roll_value(me, them, t, dice);
      a.bank = w->bank_value(me / kUnit, them / kUnit, t / kUnit);
    }
    return a;
  }
  const ExpectedPoints points(entry_needed, choose);
  a.roll = points.roll_value(t, dice);
  if (!first_roll) a.bank = t >= entry_needed ? t : 0.0;
  return a;
}

}  // namespace

Result<Advice> advise(const State& s) {
  if (s.over) return fail(msg::kAdviceOver);
  const Params& p = s.params;
  // Two seats before the final round read the win-probability table: built on by a share first.
  if (p.seats.size() == 2 && s.final_by < 0 && p.target <= WinProbability::kMaxTarget &&
      !win_probability_within(p.target, p.entry, p.choose, kAdviceShare)) {
    Advice a;
    a.win_chance = true;
    a.pending = true;
    return a;
  }
  if (!s.keeping) return finish(advise_at(s, s.turn_total, s.dice_to_roll), s.rolls_this_turn == 0);
  // A roll waiting for its keep: rolling on is worth the best keep's roll, banking keeps every
  // scoring die (the last choice).
  const std::vector<int>& roll = s.last_roll->dice;
  Advice best;
  for (const std::vector<int>& kept : keep_choices(roll)) {
    const int left = static_cast<int>(roll.size() - kept.size());
    const Advice a = advise_at(s, s.turn_total + score(kept), left == 0 ? kMaxDice : left);
    best.win_chance = a.win_chance;
    best.roll = std::max(best.roll, a.roll);
    best.bank = a.bank;
  }
  return finish(best, false);
}

}  // namespace arcade::greed
