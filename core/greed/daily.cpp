// Greed's daily challenge: a ten-turn score attack on the day's dice stream, par being what the
// expected-points policy banks on the same dice.
#include "daily.hpp"

#include "greed.hpp"
#include "score.hpp"
#include "strategy.hpp"

namespace arcade::greed {

namespace {
// Version 1: faces 1 + below(6) from PCG32 on the day's seed; the policy of strategy.hpp, no entry
// threshold (a score attack banks from its first turn), every scoring die kept.
constexpr int kDailyVersion = 1;

std::string faces_of(const std::vector<int>& dice) {
  std::string out;
  for (int d : dice) out += static_cast<char>('0' + d);
  return out;
}
}  // namespace

std::string attack_stream(std::uint64_t seed) {
  Rng words(seed);
  std::string out;
  for (int i = 0; i < kStreamDice; ++i) out += static_cast<char>('1' + below(words, 6));
  return out;
}

Result<int> replay_attack(std::string_view stream, const std::vector<std::string>& moves) {
  std::size_t next = 0;
  int banked = 0, turns = 0, total = 0, dice = kMaxDice;
  bool rolled = false;
  for (const std::string& m : moves) {
    if (turns == kAttackTurns)
      return fail("The score attack is over after " + std::to_string(kAttackTurns) + " turns.");
    if (m == "b" && rolled) {
      banked += total;
      ++turns, total = 0, dice = kMaxDice, rolled = false;
      continue;
    }
    const std::string expected = "r" + std::string(stream.substr(next, static_cast<std::size_t>(dice)));
    if (m != expected || next + static_cast<std::size_t>(dice) > stream.size())
      return fail("Move " + m + " is not the stream's next roll, " + expected + ".");
    next += static_cast<std::size_t>(dice);
    std::vector<int> thrown;
    for (char c : m.substr(1)) thrown.push_back(c - '0');
    const Split s = split(thrown);
    rolled = true;
    if (s.points == 0) {
      ++turns, total = 0, dice = kMaxDice, rolled = false;
      continue;
    }
    total += s.points;
    dice = s.non_scoring.empty() ? kMaxDice : static_cast<int>(s.non_scoring.size());
  }
  return banked;
}

Result<Value> Greed::daily(const Date& date) {
  const std::uint64_t seed = daily_seed(name, date, kDailyVersion);
  const std::string stream = attack_stream(seed);
  const ExpectedPoints policy(0);
  Value moves = Value::array();
  std::size_t next = 0;
  int par = 0;
  for (int turn = 0; turn < kAttackTurns; ++turn) {
    int total = 0, dice = kMaxDice;
    for (;;) {
      // 500 faces are far more than ten turns of the policy take (its longest day of 2027: the test).
      if (next + static_cast<std::size_t>(dice) > stream.size()) return fail("The day's dice stream ran out.");
      std::vector<int> thrown;
      for (int i = 0; i < dice; ++i) thrown.push_back(stream[next++] - '0');
      moves.push("r" + faces_of(thrown));
      const Split s = split(thrown);
      if (s.points == 0) break;
      total += s.points;
      dice = s.non_scoring.empty() ? kMaxDice : static_cast<int>(s.non_scoring.size());
      if (policy.decide(total, dice) == Decision::Bank) {
        moves.push("b");
        par += total;
        break;
      }
    }
  }
  Value v = daily_head(name, date, kDailyVersion);
  v.set("challenge", stream)
      .set("answer", Value::object().set("par", par).set("moves", std::move(moves)))
      .set("turns", kAttackTurns);
  return v;
}

}  // namespace arcade::greed
