// Win-probability-optimal Greed for two seats (see winprob.hpp). Units of 50 points throughout.
#include "winprob.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <tuple>

#include "score.hpp"

namespace arcade::greed {

namespace {
constexpr int kUnit = 50;
constexpr int kCap = 40;      // turn totals may run 2000 points past the target before banking is forced
constexpr int kMaxGain = 24;  // the most one roll adds (1200 points)
constexpr int kRounds = 20;   // a pair's choices settle in one to five rounds: this only bounds the loop
int units_up(int points) { return (points + kUnit - 1) / kUnit; }  // a score reaches X when units >= this

// The throws of n dice laid out flat, for the turn solver's inner loop (it runs some ten million
// times while a table is built): an option's `step` is how far it moves in the solver's
// [total][dice] rows; a throw's first option is inline, any others (the house rule's) are `more`
// entries of `others` from `first`.
constexpr int kRow = kMaxDice + 1;
struct FlatThrow {
  double probability;
  int step, first, more;
};
struct FlatRoll {
  double bust = 0;  // the probability of scoring nothing
  std::vector<FlatThrow> scoring;
  std::vector<int> others;
};
const std::array<FlatRoll, kMaxDice + 1>& flat(bool choose) {
  auto make = [](bool c) {
    std::array<FlatRoll, kMaxDice + 1> t;
    for (int n = 1; n <= kMaxDice; ++n) {
      FlatRoll& r = t[static_cast<std::size_t>(n)];
      for (const Throw& th : throws(n, c)) {
        if (th.options.empty()) r.bust += th.probability;
        if (th.options.empty()) continue;
        auto step = [](const Outcome& o) { return o.points / kUnit * kRow + o.next_dice; };
        r.scoring.push_back({th.probability, step(th.options[0]), static_cast<int>(r.others.size()),
                             static_cast<int>(th.options.size()) - 1});
        for (std::size_t k = 1; k < th.options.size(); ++k) r.others.push_back(step(th.options[k]));
      }
    }
    return t;
  };
  if (choose) {
    static const auto table = make(true);
    return table;
  }
  static const auto table = make(false);
  return table;
}
}  // namespace

WinProbability::WinProbability(int target, int entry, bool choose) : WinProbability(target, entry, choose, Later{}) {
  build(std::numeric_limits<long long>::max());
}

WinProbability::WinProbability(int target, int entry, bool choose, Later)
    : target_(units_up(target)), entry_(units_up(entry)), choose_(choose), cap_(kCap) {
  build_last_turns();
  start_.assign(static_cast<std::size_t>(target_ * target_), 0.5);
  rows_.resize(static_cast<std::size_t>(target_));  // by the opponent's total
  next_sum_ = 2 * target_ - 2;
  for (int n = 1; n <= kMaxDice; ++n) {  // a row weighs every option of every throw of 1 to 5 dice, and banking
    const FlatRoll& r = flat(choose_)[static_cast<std::size_t>(n)];
    row_work_ += static_cast<long long>(r.scoring.size() + r.others.size()) + 1;
  }
}

void WinProbability::build_last_turns() {
  // The other seat's last turn: the chance to pass `need` units (half a win for a tie), for an
  // opponent already in the game or not yet (whose bank must also reach the entry threshold).
  // What is left to go is all that matters, so one table by distance serves every need: with a
  // tie worth half a win one unit short of the end, or without, where the entry is the bar.
  const int max_need = target_ + cap_ + kMaxGain + 2;
  auto last_turn = [&](bool tie) {
    std::vector<double> v(static_cast<std::size_t>((max_need + 1) * kRow), 1.0);  // reached: a win
    auto at = [&](int d, int n) -> double& { return v[static_cast<std::size_t>(d * kRow + n)]; };
    std::vector<double> from_start(static_cast<std::size_t>(max_need + 1), 1.0);  // rolling 5 dice at 0
    for (int d = 1; d <= max_need; ++d) {
      for (int n = 1; n <= kMaxDice; ++n) {
        const double roll = expect(
            n, choose_, 0.0, [&](int points, int next_dice) { return at(std::max(d - points / kUnit, 0), next_dice); });
        at(d, n) = tie && d == 1 ? std::max(0.5, roll) : roll;  // a turn starts with a roll: no tie there
        if (n == kMaxDice) from_start[static_cast<std::size_t>(d)] = roll;
      }
    }
    return from_start;
  };
  const std::vector<double> pass = last_turn(true);
  const double enter = entry_ > 0 ? last_turn(false)[static_cast<std::size_t>(entry_)] : 1.0;
  exceed_.assign(static_cast<std::size_t>((max_need + 1) * 2), 0.0);
  for (int need = 1; need <= max_need; ++need) {
    exceed_[static_cast<std::size_t>(need * 2 + 1)] = pass[static_cast<std::size_t>(need)];
    exceed_[static_cast<std::size_t>(need * 2)] = need > entry_ ? pass[static_cast<std::size_t>(need)] : enter;
  }
}

bool WinProbability::build(long long work) {
  if (whole()) return true;  // (and nothing written: a whole table is shared read-only)
  // Turn-start values, pairs of totals by decreasing sum (each pair's turns bank into higher ones).
  // At least one pair a call, whatever `work` says: every call makes progress.
  long long done = 0;
  for (; next_sum_ >= 0; --next_sum_, next_i_ = -1) {
    if (next_i_ < 0) next_i_ = std::max(0, next_sum_ - (target_ - 1));
    for (; next_i_ <= next_sum_ / 2; ++next_i_) {
      if (done > 0 && done >= work) return false;
      done += solve_pair(next_i_, next_sum_ - next_i_);
    }
  }
  rows_ = {};  // only the build needs them
  return true;
}

void WinProbability::rest() {
  // The rows are a cache (an empty set replays from the top), so a build left half done keeps
  // only its values and its place.
  if (!whole()) rows_ = std::vector<Rows>(static_cast<std::size_t>(target_));
}

long long WinProbability::solve_pair(int i, int j) {
  // A pair's two values x = S(i, j) and y = S(j, i) meet only through busts: with each turn's
  // choices fixed, x = p(1 - y) and y = q(1 - x) for lines p and q, solved together. The choices
  // are made at a guess from the pairs solved before; where they are not the best at the
  // solution, the turn is played again for it (Newton's step: mostly none or one more). 3000
  // points, 1,830 pairs: about 2.1 turns a pair, each replaying some 17 of the opponent's rows
  // (the whole build 262 -> 17 ms natively).
  const int T = target_;
  auto solved = [&](int a, int b) { return start_[static_cast<std::size_t>(a * T + b)]; };
  // A quadratic surface through the solved neighbours of (a, b), or a plane where there are fewer.
  auto guess = [&](int a, int b) {
    const double plane = solved(a + 1, b) + solved(a, b + 1) - solved(a + 1, b + 1);
    if (a + 2 >= T || b + 2 >= T) return plane;
    return plane + 0.5 * (solved(a + 1, b) + solved(a, b + 1) - 2 * solved(a + 1, b + 1) + solved(a + 2, b + 1) +
                          solved(a + 1, b + 2) - solved(a + 2, b) - solved(a, b + 2));
  };
  double& x = x_;  // else the previous pair's values
  double& y = y_;
  if (j + 1 < T) {
    x = guess(i, j);
    y = guess(j, i);
  }
  Rows& mine = rows_[static_cast<std::size_t>(j)];    // the turn from i against j
  Rows& theirs = rows_[static_cast<std::size_t>(i)];  // from j against i
  const long long before = mine.played + (i == j ? 0 : theirs.played);
  Line p, q;
  Range rp, rq;
  bool redo_p = true, redo_q = i != j;
  for (int round = 0; round < kRounds && (redo_p || redo_q); ++round) {
    // A turn whose choices are still the best at the new values keeps its line.
    if (redo_p) p = solve_turn(i, j, 1.0 - y, mine, rp);
    if (i == j) {  // one turn, its own opponent: x = p(1 - x)
      x = y = (p.a + p.b) / (1.0 + p.b);
      redo_p = !rp.holds(1.0 - x);
      continue;
    }
    if (redo_q) q = solve_turn(j, i, 1.0 - x, theirs, rq);
    // The bust chances are below one, so the determinant 1 - p.b q.b is not zero.
    x = (p.a + p.b - p.b * (q.a + q.b)) / (1.0 - p.b * q.b);
    y = q.at(1.0 - x);
    redo_p = !rp.holds(1.0 - y);
    redo_q = !rq.holds(1.0 - x);
  }
  // Never seen (at most 5 rounds over 118 rule sets, 207,878 pairs): should the choices keep
  // changing, plain iteration of the pair's map settles it, a contraction whose slope is the
  // product of the two turns' bust chances.
  for (int step = 0; (redo_p || redo_q) && step < 10000; ++step) {
    const double before_x = x, before_y = y;
    x = solve_turn(i, j, 1.0 - y, mine, rp).at(1.0 - y);
    y = i == j ? x : solve_turn(j, i, 1.0 - x, theirs, rq).at(1.0 - x);
    redo_p = redo_q = std::fabs(x - before_x) + std::fabs(y - before_y) > 1e-15;
  }
  start_[static_cast<std::size_t>(i * T + j)] = x;
  start_[static_cast<std::size_t>(j * T + i)] = y;
  // Each turn's first roll weighs a row's worth as well.
  return (mine.played + (i == j ? 0 : theirs.played) - before + 1) * row_work_;
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

bool WinProbability::Range::holds(double bust) const {
  // A choice that flips closer than this changes values by less than rounding does.
  constexpr double kSlack = 1e-12;
  return bust >= lo - kSlack && bust <= hi + kSlack;
}

bool WinProbability::Range::inside(double bust) const { return bust > lo && bust < hi; }

const WinProbability::Line& WinProbability::keep(const Line& kept, const Line& other, Range& range) {
  const double da = kept.a - other.a, db = kept.b - other.b;
  if (db > 0 && -da > range.lo * db) range.lo = -da / db;
  if (db < 0 && -da > range.hi * db) range.hi = -da / db;  // db < 0 turns -da / db < hi around
  return kept;
}

WinProbability::Line WinProbability::roll_line(int u, int n, double bust, const Rows& rows, Range& range) const {
  const FlatRoll& roll_n = flat(choose_)[static_cast<std::size_t>(n)];
  const Line* row = &rows.best[static_cast<std::size_t>(u * kRow)];
  auto pick = [&](const FlatThrow& th) -> const Line& {
    const Line* best = row + th.step;
    for (int k = 0; k < th.more; ++k) {  // under the house rule, the option worth most
      const Line& other = row[roll_n.others[static_cast<std::size_t>(th.first + k)]];
      best = other.at(bust) > best->at(bust) ? &keep(other, *best, range) : &keep(*best, other, range);
    }
    return *best;
  };
  Line roll{0.0, roll_n.bust};
  for (const FlatThrow& th : roll_n.scoring) {
    const Line& l = pick(th);
    roll.a += th.probability * l.a;
    roll.b += th.probability * l.b;
  }
  return roll;
}

void WinProbability::play_row(int me, int them, int u, double bust, Rows& rows) const {
  // A bank that does not count yet passes the turn exactly like a bust.
  const Line bank = me == 0 && u < entry_ ? Line{0.0, 1.0} : Line{bank_value(me, them, u - me), 0.0};
  Range range = rows.holds[static_cast<std::size_t>(u + 1)];
  Line* row = &rows.best[static_cast<std::size_t>(u * kRow)];
  for (int n = 1; n <= kMaxDice; ++n) {
    if (u == target_ + cap_) {  // the cap: bank here
      row[n] = bank;
      continue;
    }
    const Line roll = roll_line(u, n, bust, rows, range);
    row[n] = roll.at(bust) > bank.at(bust) ? keep(roll, bank, range) : keep(bank, roll, range);
  }
  rows.holds[static_cast<std::size_t>(u)] = range;
}

void WinProbability::extend(int me, int them, double bust, Rows& rows, int down_to) const {
  const int top = target_ + cap_;  // the cap
  if (rows.best.empty()) {
    const int size = top + kMaxGain + 1;  // a roll from the cap lands at most kMaxGain higher
    rows.best.resize(static_cast<std::size_t>(size * kRow));
    rows.holds.assign(static_cast<std::size_t>(size), Range{});
    for (int u = top + 1; u < size; ++u)  // past the cap the turn has ended with a bank
      for (int n = 1; n <= kMaxDice; ++n)
        rows.best[static_cast<std::size_t>(u * kRow + n)] = Line{bank_value(me, them, u - me), 0.0};
    rows.from = top + 1;
  }
  if ((me == 0) != rows.zero && rows.from < entry_) rows.from = entry_;  // played for the other kind of mover
  rows.zero = me == 0;
  // The rows' ranges nest (each row's choices hold only where those above it hold too): replay
  // from the lowest one whose range still holds.
  int u = std::max(rows.from, down_to);
  while (u <= top && !rows.holds[static_cast<std::size_t>(u)].inside(bust)) ++u;
  if (u == down_to) return;  // every row needed holds
  rows.played += u - down_to;
  for (--u; u >= down_to; --u) play_row(me, them, u, bust, rows);
  rows.from = down_to;
}

WinProbability::Line WinProbability::solve_turn(int me, int them, double bust, Rows& rows, Range& range) const {
  extend(me, them, bust, rows, me + 1);
  range = rows.holds[static_cast<std::size_t>(me + 1)];
  return roll_line(me, kMaxDice, bust, rows, range);
}

double WinProbability::roll_value(int me, int them, int turn_total, int dice) const {
  const int t = turn_total / kUnit, m = me / kUnit, o = them / kUnit;
  const int tmax = target_ - m + cap_;
  if (t > tmax) return 0.0;
  const double bust = 1.0 - start(o, m);
  Rows rows;
  Range unused;
  extend(m, o, bust, rows, m + t + 1);
  const double roll = roll_line(m + t, std::clamp(dice, 1, kMaxDice), bust, rows, unused).at(bust);
  return t == tmax ? std::min(roll, bank_value(m, o, t)) : roll;  // the cap: bank there
}

Decision WinProbability::decide(int me, int them, int turn_total, int dice) const {
  if (turn_total <= 0) return Decision::Roll;
  const int t = turn_total / kUnit, m = me / kUnit, o = them / kUnit;
  if (t > target_ - m + cap_) return Decision::Bank;
  return roll_value(me, them, turn_total, dice) > bank_value(m, o, t) ? Decision::Roll : Decision::Bank;
}

namespace {
WinProbability* cached(int target, int entry, bool choose) {
  static std::map<std::tuple<int, int, bool>, std::unique_ptr<WinProbability>> cache;
  static WinProbability* last = nullptr;  // the one built on most recently
  auto& slot = cache[{target, entry, choose}];
  if (!slot) slot = std::make_unique<WinProbability>(target, entry, choose, WinProbability::Later{});
  // A player who leaves some rules half built for others: that build's rows (1.9 MB at 5000
  // points) go; its values stay, and it resumes if they come back.
  if (last && last != slot.get()) last->rest();
  last = slot.get();
  return slot.get();
}
}  // namespace

const WinProbability* win_probability(int target, int entry, bool choose) {
  if (target > WinProbability::kMaxTarget) return nullptr;
  WinProbability* w = cached(target, entry, choose);
  w->build(std::numeric_limits<long long>::max());
  return w;
}

const WinProbability* win_probability_within(int target, int entry, bool choose, long long work) {
  if (target > WinProbability::kMaxTarget) return nullptr;
  WinProbability* w = cached(target, entry, choose);
  return w->build(work) ? w : nullptr;
}

}  // namespace arcade::greed
