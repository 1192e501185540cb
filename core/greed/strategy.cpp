// Greed computer players (see strategy.hpp).
#include "strategy.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

#include "greed.hpp"
#include "score.hpp"
#include "winprob.hpp"

namespace arcade::greed {

namespace {
// Calls f(roll, ways) once for each roll of n dice up to order (faces ascending), with `ways` the
// number of the 6^n ordered throws that show it; returns 6^n. 461 rolls of 1 to 5 dice rather
// than 9,330 throws: the tables built from them are a fresh module's first wait.
template <typename F>
int for_each_roll(int n, F f) {
  int total = 1;
  for (int i = 0; i < n; ++i) total *= 6;
  std::vector<int> roll;
  // ways = n! / (c1! c2! ... c6!), built one face at a time: choose which of the dice left show it.
  auto choose = [](int k, int from) {
    int c = 1;
    for (int i = 1; i <= k; ++i) c = c * (from - k + i) / i;
    return c;
  };
  auto next = [&](auto&& self, int face, int left, int ways) -> void {
    if (face == 6) {
      roll.insert(roll.end(), static_cast<std::size_t>(left), 6);
      f(roll, ways);
      roll.resize(roll.size() - static_cast<std::size_t>(left));
      return;
    }
    for (int c = 0; c <= left; ++c) {
      roll.insert(roll.end(), static_cast<std::size_t>(c), face);
      self(self, face + 1, left - c, ways * choose(c, left));
      roll.resize(roll.size() - static_cast<std::size_t>(c));
    }
  };
  next(next, 1, n, 1);
  return total;
}
}  // namespace

const std::vector<Outcome>& outcomes(int dice) {
  // The 6^n ordered throws, grouped by (points, dice left): exact probabilities.
  static const std::array<std::vector<Outcome>, kMaxDice + 1> table = [] {
    std::array<std::vector<Outcome>, kMaxDice + 1> t;
    for (int n = 1; n <= kMaxDice; ++n) {
      std::map<std::pair<int, int>, int> counts;
      const int total = for_each_roll(n, [&](const std::vector<int>& roll, int ways) {
        const Split sp = split(roll);
        const int left = static_cast<int>(sp.non_scoring.size());
        counts[{sp.points, sp.points == 0 ? 0 : (left == 0 ? kMaxDice : left)}] += ways;
      });
      for (const auto& [key, count] : counts)
        t[static_cast<std::size_t>(n)].push_back({key.first, key.second, double(count) / total});
    }
    return t;
  }();
  return table[static_cast<std::size_t>(std::clamp(dice, 1, kMaxDice))];
}

const std::vector<Throw>& throws(int dice, bool choose) {
  using Table = std::array<std::vector<Throw>, kMaxDice + 1>;
  // Two tables, each built on first use: the choice's enumerates every keep of 7,776 throws,
  // which a game under the automatic rule (the usual one) should not wait for.
  static const auto automatic = [] {
    Table t;
    for (int n = 1; n <= kMaxDice; ++n)
      for (const Outcome& o : outcomes(n)) {
        Throw th{o.probability, {}};
        if (o.points) th.options.push_back({o.points, o.next_dice, 0});
        t[static_cast<std::size_t>(n)].push_back(th);
      }
    return t;
  };
  // The choice: every ordered throw's options (the most points per number of dice left), throws
  // with the same options counted together.
  static const auto chosen = [] {
    Table t;
    for (int n = 1; n <= kMaxDice; ++n) {
      std::map<std::vector<std::pair<int, int>>, int> counts;
      const int total = for_each_roll(n, [&](const std::vector<int>& roll, int ways) {
        std::map<int, int> best;  // dice left -> most points
        for (const std::vector<int>& kept : keep_choices(roll)) {
          const int left = n - static_cast<int>(kept.size());
          int& points = best[left == 0 ? kMaxDice : left];
          points = std::max(points, score(kept));
        }
        std::vector<std::pair<int, int>> key;
        for (const auto& [left, points] : best) key.emplace_back(points, left);
        counts[key] += ways;
      });
      for (const auto& [key, count] : counts) {
        Throw th{double(count) / total, {}};
        for (const auto& [points, left] : key) th.options.push_back({points, left, 0});
        t[static_cast<std::size_t>(n)].push_back(th);
      }
    }
    return t;
  };
  const std::size_t n = static_cast<std::size_t>(std::clamp(dice, 1, kMaxDice));
  if (choose) {
    static const Table table = chosen();
    return table[n];
  }
  static const Table table = automatic();
  return table[n];
}

Decision cautious(int turn_total, int entry_needed) {
  return turn_total >= std::max(300, entry_needed) ? Decision::Bank : Decision::Roll;
}

namespace {
constexpr int kLevels = ExpectedPoints::kMaxTotal / ExpectedPoints::kUnit + 1;
std::size_t at(int level, int dice) { return static_cast<std::size_t>(level * (kMaxDice + 1) + dice); }
}  // namespace

ExpectedPoints::ExpectedPoints(int min_bank, bool choose)
    : min_bank_(min_bank),
      choose_(choose),
      bank_(static_cast<std::size_t>(kLevels * (kMaxDice + 1)), 0.0),
      roll_(bank_.size(), 0.0) {
  // Every scoring roll adds at least 50, so values depend only on higher totals: one pass down.
  auto stop = [&](int level) { return level * kUnit >= min_bank_ ? double(level * kUnit) : 0.0; };
  for (int level = kLevels - 1; level >= 0; --level) {
    for (int n = 1; n <= kMaxDice; ++n) {
      const double v = expect(n, choose_, 0.0, [&](int points, int next_dice) {  // a bust banks nothing
        const int next = level + points / kUnit;
        return next >= kLevels ? double(next * kUnit) : bank_[at(next, next_dice)];
      });
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
  const WinProbability* w = win_probability(s.params.target, s.params.entry, s.params.choose);
  if (!w) return ExpectedPoints(entry_needed, s.params.choose).decide(s.turn_total, s.dice_to_roll);
  return w->decide(me, them, s.turn_total, s.dice_to_roll);
}

// The expected-points table for a threshold and rule. Four cover every game with the default
// threshold; others are built on demand (a few ms) and kept in `spare`.
const ExpectedPoints& points_table(int entry_needed, bool choose, std::optional<ExpectedPoints>& spare) {
  static const ExpectedPoints in(0), out(300), in_choose(0, true), out_choose(300, true);
  if (entry_needed == 0) return choose ? in_choose : in;
  if (entry_needed == 300) return choose ? out_choose : out;
  return spare.emplace(entry_needed, choose);
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
      std::optional<ExpectedPoints> spare;
      return points_table(entry_needed, s.params.choose, spare).decide(s.turn_total, s.dice_to_roll);
    }
  }
  return Decision::Roll;
}

std::string keep_move(const State& s) {
  const std::vector<int>& roll = s.last_roll->dice;
  const std::vector<std::vector<int>> choices = keep_choices(roll);
  const auto seat = static_cast<std::size_t>(s.current);
  const int entry_needed = s.in_game[seat] ? 0 : s.params.entry;
  const int me = s.scores[seat], them = leader(s);
  std::optional<ExpectedPoints> spare;
  const ExpectedPoints& points = points_table(entry_needed, true, spare);
  const WinProbability* w = s.params.seats[seat] == Seat::Winning && s.final_by < 0
                                ? win_probability(s.params.target, s.params.entry, true)
                                : nullptr;
  // The value of playing on best after keeping `kept`. The cautious player has no table: it keeps
  // every scoring die (the last choice, which ties go to), as under the automatic rule; the
  // win-probability player's final round is a race to pass the leader, where points count.
  auto value = [&](const std::vector<int>& kept) {
    const int t = s.turn_total + score(kept);
    const int left = static_cast<int>(roll.size() - kept.size());
    const int next = left == 0 ? kMaxDice : left;
    if (s.params.seats[seat] == Seat::Cautious) return 0.0;
    constexpr int kUnit = ExpectedPoints::kUnit;
    if (w) return std::max(w->roll_value(me, them, t, next), w->bank_value(me / kUnit, them / kUnit, t / kUnit));
    return points.value(t, next);
  };
  std::size_t best = 0;
  double best_value = value(choices[0]);
  for (std::size_t i = 1; i < choices.size(); ++i) {
    const double v = value(choices[i]);
    if (v >= best_value) {
      best = i;
      best_value = v;
    }
  }
  std::string move = "k";
  for (int d : choices[best]) move += static_cast<char>('0' + d);
  if (best + 1 < choices.size()) return move;
  // Every scoring die kept: bank now if the seat would bank there.
  State after = s;
  after.turn_total += score(choices[best]);
  after.dice_to_roll = kMaxDice;
  if (choices[best].size() < roll.size()) after.dice_to_roll = static_cast<int>(roll.size() - choices[best].size());
  return decide(after) == Decision::Bank ? "b" : move;
}

}  // namespace arcade::greed
