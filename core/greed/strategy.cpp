// Greed computer players (see strategy.hpp).
#include "strategy.hpp"

#include <algorithm>
#include <array>
#include <map>

#include "greed.hpp"
#include "score.hpp"
#include "winprob.hpp"

namespace arcade::greed {

const std::vector<Outcome>& outcomes(int dice) {
  // Every one of the 6^n ordered throws, grouped by (points, dice left): exact probabilities.
  static const std::array<std::vector<Outcome>, kMaxDice + 1> table = [] {
    std::array<std::vector<Outcome>, kMaxDice + 1> t;
    for (int n = 1; n <= kMaxDice; ++n) {
      std::map<std::pair<int, int>, int> counts;
      int total = 1;
      for (int i = 0; i < n; ++i) total *= 6;
      std::vector<int> roll(static_cast<std::size_t>(n));
      for (int code = 0; code < total; ++code) {
        int c = code;
        for (int& d : roll) {
          d = c % 6 + 1;
          c /= 6;
        }
        const Split sp = split(roll);
        const int left = static_cast<int>(sp.non_scoring.size());
        ++counts[{sp.points, sp.points == 0 ? 0 : (left == 0 ? kMaxDice : left)}];
      }
      for (const auto& [key, count] : counts)
        t[static_cast<std::size_t>(n)].push_back({key.first, key.second, double(count) / total});
    }
    return t;
  }();
  return table[static_cast<std::size_t>(std::clamp(dice, 1, kMaxDice))];
}

Decision cautious(int turn_total, int entry_needed) {
  return turn_total >= std::max(300, entry_needed) ? Decision::Bank : Decision::Roll;
}

namespace {
constexpr int kLevels = ExpectedPoints::kMaxTotal / ExpectedPoints::kUnit + 1;
std::size_t at(int level, int dice) { return static_cast<std::size_t>(level * (kMaxDice + 1) + dice); }
}  // namespace

ExpectedPoints::ExpectedPoints(int min_bank)
    : min_bank_(min_bank), bank_(static_cast<std::size_t>(kLevels * (kMaxDice + 1)), 0.0), roll_(bank_.size(), 0.0) {
  // Every scoring roll adds at least 50, so values depend only on higher totals: one pass down.
  auto stop = [&](int level) { return level * kUnit >= min_bank_ ? double(level * kUnit) : 0.0; };
  for (int level = kLevels - 1; level >= 0; --level) {
    for (int n = 1; n <= kMaxDice; ++n) {
      double v = 0;
      for (const Outcome& o : outcomes(n)) {
        if (o.points == 0) continue;  // bust: nothing banked
        const int next = level + o.points / kUnit;
        v += o.probability * (next >= kLevels ? next * kUnit : bank_[at(next, o.next_dice)]);
      }
      roll_[at(level, n)] = v;
      bank_[at(level, n)] = std::max(stop(level), v);
    }
  }
}

double ExpectedPoints::value(int turn_total, int dice) const {
  const int level = turn_total / kUnit;
  if (level >= kLevels) return turn_total;
  return bank_[at(level, std::clamp(dice, 1, kMaxDice))];
}

double ExpectedPoints::roll_value(int turn_total, int dice) const {
  const int level = turn_total / kUnit;
  if (level >= kLevels) return 0;
  return roll_[at(level, std::clamp(dice, 1, kMaxDice))];
}

Decision ExpectedPoints::decide(int turn_total, int dice) const {
  const double bank = turn_total >= min_bank_ ? turn_total : 0.0;
  return roll_value(turn_total, dice) > bank ? Decision::Roll : Decision::Bank;
}

namespace {
// The strongest other total: the one to beat (the only one, with two seats).
int leader(const State& s) {
  int best = 0;
  for (std::size_t i = 0; i < s.scores.size(); ++i)
    if (static_cast<int>(i) != s.current) best = std::max(best, s.scores[i]);
  return best;
}

// Win-probability play. In the final round the aim is plain: pass the leader; level with it,
// one more scoring roll wins outright, so roll while that chance beats the half of a shared win.
Decision winning(const State& s, int entry_needed) {
  const int me = s.scores[static_cast<std::size_t>(s.current)];
  const int them = leader(s);
  if (s.final_by >= 0) {
    if (s.turn_total < entry_needed || me + s.turn_total < them) return Decision::Roll;
    if (me + s.turn_total > them) return Decision::Bank;
    double bust = 0;
    for (const Outcome& o : outcomes(s.dice_to_roll)) bust += o.points == 0 ? o.probability : 0;
    return 1.0 - bust > 0.5 ? Decision::Roll : Decision::Bank;
  }
  const WinProbability* w = win_probability(s.params.target, s.params.entry);
  if (!w) return ExpectedPoints(entry_needed).decide(s.turn_total, s.dice_to_roll);
  return w->decide(me, them, s.turn_total, s.dice_to_roll);
}
}  // namespace

Decision decide(const State& s) {
  if (s.rolls_this_turn == 0) return Decision::Roll;
  const auto seat = static_cast<std::size_t>(s.current);
  const int entry_needed = s.in_game[seat] ? 0 : s.params.entry;
  switch (s.params.seats[seat]) {
    case Seat::Winning: return winning(s, entry_needed);
    case Seat::Cautious: return cautious(s.turn_total, entry_needed);
    case Seat::Optimal:
    case Seat::Human: {
      // Two tables cover every game with default options; others are built on demand (~1 ms).
      static const ExpectedPoints in(0), out(300);
      if (entry_needed == 0) return in.decide(s.turn_total, s.dice_to_roll);
      if (entry_needed == 300) return out.decide(s.turn_total, s.dice_to_roll);
      return ExpectedPoints(entry_needed).decide(s.turn_total, s.dice_to_roll);
    }
  }
  return Decision::Roll;
}

}  // namespace arcade::greed
