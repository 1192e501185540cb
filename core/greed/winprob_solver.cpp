// Win-probability-optimal Greed for two seats (see winprob.hpp). Units of 50 points throughout.
#include "winprob.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <tuple>

#include "score.hpp"

namespace arcade::greed {

namespace {
constexpr int kUnit = 50;
constexpr int kCap = 40;      // turn totals may run 2000 points past the target before banking is forced
constexpr int kMaxGain = 24;  // the most one roll adds (1200 points)
int units_up(int points) { return (points + kUnit - 1) / kUnit; }  // a score reaches X when units >= this
}  // namespace

WinProbability::WinProbability(int target, int entry, bool choose)
    : target_(units_up(target)), entry_(units_up(entry)), choose_(choose), cap_(kCap) {
  const int T = target_;
  // The other seat's last turn: the chance to pass `need` units (half a win for a tie), for an
  // opponent already in the game or not yet (whose bank must also reach the entry threshold).
  const int max_need = T + cap_ + kMaxGain + 2;
  exceed_.assign(static_cast<std::size_t>((max_need + 1) * 2), 0.0);
  for (int need = 1; need <= max_need; ++need) {
    for (int in = 0; in < 2; ++in) {
      const int done = in ? need : std::max(need, entry_);  // reaching this ends it: a win
      std::vector<double> v(static_cast<std::size_t>((done + kMaxGain + 1) * 6), 1.0);
      auto at = [&](int t, int n) -> double& { return v[static_cast<std::size_t>(t * 6 + n)]; };
      for (int t = done - 1; t >= 0; --t) {
        for (int n = 1; n <= kMaxDice; ++n) {
          const double roll = expect(n, choose_, 0.0, [&](int points, int next_dice) {
            return at(std::min(t + points / kUnit, done), next_dice);
          });
          const bool tie = t == need - 1 && (in || t >= entry_) && t > 0;
          at(t, n) = tie ? std::max(0.5, roll) : roll;
        }
      }
      exceed_[static_cast<std::size_t>(need * 2 + in)] = at(0, kMaxDice);
    }
  }
  // Turn-start values, pairs of totals by decreasing sum. A pair's two values x = S(i, j) and
  // y = S(j, i) meet only through busts: x = F(x) with F(x) = turn(i, j, 1 - turn(j, i, 1 - x)).
  // F is nearly linear, so the secant method finds its fixed point in a handful of steps.
  start_.assign(static_cast<std::size_t>(T * T), 0.5);
  for (int sum = 2 * T - 2; sum >= 0; --sum) {
    for (int i = std::max(0, sum - (T - 1)); i <= sum / 2; ++i) {
      const int j = sum - i;
      auto other = [&](double x) { return i == j ? x : solve_turn(j, i, 1.0 - x, nullptr); };
      auto gap = [&](double x) { return solve_turn(i, j, 1.0 - other(x), nullptr) - x; };
      double a = 0.5, ga = gap(a);
      double b = a + ga, gb = gap(b);
      // Stop well above rounding noise: there the secant would divide noise by noise.
      for (int step = 0; step < 100 && std::fabs(gb) > 1e-12; ++step) {
        double c = std::fabs(gb - ga) > 1e-15 ? b - gb * (b - a) / (gb - ga) : b + gb;
        if (!(c >= 0.0 && c <= 1.0)) c = b + gb;  // a wild step: one plain iteration instead
        a = b;
        ga = gb;
        b = c;
        gb = gap(b);
      }
      start_[static_cast<std::size_t>(i * T + j)] = b;
      start_[static_cast<std::size_t>(j * T + i)] = other(b);
    }
  }
}

double WinProbability::final_round(int them, int to_beat) const {
  const int need = std::min(to_beat - them + 1, static_cast<int>(exceed_.size() / 2) - 1);
  return exceed_[static_cast<std::size_t>(need * 2 + (them > 0 ? 1 : 0))];
}

double WinProbability::start(int me, int them) const { return start_[static_cast<std::size_t>(me * target_ + them)]; }

double WinProbability::bank_value(int me, int them, int t) const {
  const int T = target_;
  if (me == 0 && t < entry_) return 1.0 - start(them, me);  // nothing counts: the turn just passes
  const int now = me + t;
  return now >= T ? 1.0 - final_round(them, now) : 1.0 - start(them, now);
}

double WinProbability::solve_turn(int me, int them, double bust, std::vector<double>* rolls) const {
  const int tmax = target_ - me + cap_;
  std::vector<double> best(static_cast<std::size_t>((tmax + 1) * 6), 0.0);
  if (rolls) rolls->assign(best.size(), 0.0);
  auto value = [&](int t, int n) {  // after a scoring roll: bank or roll on, whichever is better
    if (t <= tmax) return best[static_cast<std::size_t>(t * 6 + n)];
    return (me == 0 && t < entry_) ? bust : bank_value(me, them, t);
  };
  double at_start = 0;
  for (int t = tmax; t >= 0; --t) {
    // A bank that does not count yet passes the turn exactly like a bust.
    const double bank = t == 0 ? 0.0 : (me == 0 && t < entry_) ? bust : bank_value(me, them, t);
    for (int n = 1; n <= kMaxDice; ++n) {
      if (t == 0 && n != kMaxDice) continue;
      double roll =
          expect(n, choose_, bust, [&](int points, int next_dice) { return value(t + points / kUnit, next_dice); });
      if (t == tmax) roll = std::min(roll, bank);  // the cap: bank here
      if (rolls) (*rolls)[static_cast<std::size_t>(t * 6 + n)] = roll;
      best[static_cast<std::size_t>(t * 6 + n)] = t > 0 ? std::max(roll, bank) : roll;
      if (t == 0) at_start = roll;
    }
  }
  return at_start;
}

double WinProbability::roll_value(int me, int them, int turn_total, int dice) const {
  const int t = turn_total / kUnit, m = me / kUnit, o = them / kUnit;
  std::vector<double> rolls;
  solve_turn(m, o, 1.0 - start(o, m), &rolls);
  const int tmax = target_ - m + cap_;
  if (t > tmax) return 0.0;
  return rolls[static_cast<std::size_t>(t * 6 + std::clamp(dice, 1, kMaxDice))];
}

Decision WinProbability::decide(int me, int them, int turn_total, int dice) const {
  if (turn_total <= 0) return Decision::Roll;
  const int t = turn_total / kUnit, m = me / kUnit, o = them / kUnit;
  if (t > target_ - m + cap_) return Decision::Bank;
  return roll_value(me, them, turn_total, dice) > bank_value(m, o, t) ? Decision::Roll : Decision::Bank;
}

const WinProbability* win_probability(int target, int entry, bool choose) {
  if (target > WinProbability::kMaxTarget) return nullptr;
  static std::map<std::tuple<int, int, bool>, std::unique_ptr<WinProbability>> cache;
  auto& slot = cache[{target, entry, choose}];
  if (!slot) slot = std::make_unique<WinProbability>(target, entry, choose);
  return slot.get();
}

}  // namespace arcade::greed
