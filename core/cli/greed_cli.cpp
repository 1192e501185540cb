// `arcade greed ...`: score lines of dice, duel computer players, print the expected-points policy.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "cli.hpp"
#include "common/text.hpp"
#include "messages.hpp"
#include "greed/greed.hpp"
#include "greed/score.hpp"
#include "greed/strategy.hpp"

namespace arcade::cli {

namespace {

using greed::Greed;

// One stdin line of dice: numbers separated by spaces or tabs.
Result<std::vector<int>> parse_dice_line(const std::string& line) {
  std::vector<int> dice;
  std::size_t i = 0;
  while (i < line.size()) {
    if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
    const std::string token = line.substr(i, j - i);
    const auto n = parse_uint(token);
    if (!n || *n < 1 || *n > 6) return fail(msg::kNotDie, {{"token", quoted(token)}});
    dice.push_back(static_cast<int>(*n));
    if (dice.size() > greed::kMaxDice) return fail(msg::kRollSize);
    i = j;
  }
  return dice;
}

int score_lines() {
  int status = 0;
  std::string line;
  for (long n = 1; std::getline(std::cin, line); ++n) {
    Result<std::vector<int>> dice = parse_dice_line(line);
    if (!dice) {
      line_error(n, dice.error());
      status = kBadInput;
      continue;
    }
    std::printf("%d\n", greed::score(*dice));
  }
  return status;
}

int duel(const Args& args) {
  const std::string seats = args.value_or("--seats", "ec");
  const auto games = parse_uint(args.value_or("--games", "10000"));
  const auto seed = parse_uint(args.value_or("--seed", "1"));
  std::string extra;
  if (const std::string* t = args.value("--target")) extra += ",t" + *t;
  if (const std::string* e = args.value("--entry")) extra += ",e" + *e;
  if (args.flag("--choose")) extra += ",k";
  if (!games || *games == 0)
    return usage_error("--games takes a whole number from 1 up, not " + quoted(args.value_or("--games", "")) + ".");
  if (!seed) return usage_error("--seed takes a whole number, not " + quoted(args.value_or("--seed", "")) + ".");
  if (Result<greed::Params> p = Greed::parse_params(seats + extra); !p) return usage_error(p.error());
  std::vector<std::string> orders;  // rotate who starts, so no seat gains the first turn
  for (std::size_t r = 0; r < seats.size(); ++r) orders.push_back(seats.substr(r) + seats.substr(0, r));
  std::vector<double> wins(seats.size(), 0.0);
  long long turns = 0, points = 0;
  const auto start = std::chrono::steady_clock::now();
  for (std::int64_t g = 0; g < *games; ++g) {
    const std::size_t rot = static_cast<std::size_t>(g) % seats.size();
    greed::State s = Greed::initial(*Greed::parse_params(orders[rot] + extra), "");
    Rng rng(mix_seed(*seed, static_cast<std::uint64_t>(g)));
    while (!s.over) {
      const std::string move = *Greed::complete_move(s, *Greed::computer_move(s, rng), rng);
      Greed::apply(s, *Greed::parse_move(s, move));
    }
    turns += s.turn;
    for (int score : s.scores) points += score;
    for (int w : s.winners)  // a shared win counts as a fraction
      wins[(static_cast<std::size_t>(w) + rot) % seats.size()] += 1.0 / static_cast<double>(s.winners.size());
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("games=%lld seats=%s", static_cast<long long>(*games), seats.c_str());
  for (std::size_t i = 0; i < seats.size(); ++i)
    std::printf(" seat%zu(%c)=%.2f%%", i + 1, seats[i], 100.0 * wins[i] / static_cast<double>(*games));
  // Points banked per turn played, every seat's turns together (a bust or a bank below the entry
  // threshold banks nothing).
  std::printf(" mean_turns=%.1f points_per_turn=%.1f seconds=%.2f\n",
              static_cast<double>(turns) / static_cast<double>(*games),
              static_cast<double>(points) / static_cast<double>(turns), secs);
  return 0;
}

int policy(const Args& args) {
  const bool choose = args.flag("--choose");  // the house rule: the best scoring dice to keep
  for (int min_bank : {0, 300}) {
    const greed::ExpectedPoints ep(min_bank, choose);
    std::printf("entry needed %d: expected turn value %.2f; stop at", min_bank, ep.roll_value(0, 5));
    for (int n = 1; n <= greed::kMaxDice; ++n) {
      int t = 50;
      while (t < greed::ExpectedPoints::kMaxTotal && ep.decide(t, n) == greed::Decision::Roll) t += 50;
      std::printf(" %d dice>=%d", n, t);
    }
    std::printf("\n");
  }
  return 0;
}

}  // namespace

int greed(const std::vector<std::string>& args) {
  const std::string cmd = args.size() > 1 ? args[1] : "";
  if (cmd == "score" || cmd == "duel" || cmd == "policy") {
    const Spec spec = cmd == "duel"     ? Spec{{"--seats", "--games", "--seed", "--target", "--entry"}, {"--choose"}}
                      : cmd == "policy" ? Spec{{}, {"--choose"}}
                                        : Spec{};
    Result<Args> a = parse_args(args, 2, spec);
    if (!a) return usage_error(a.error());
    if (cmd == "score") return score_lines();
    if (cmd == "duel") return duel(*a);
    return policy(*a);
  }
  std::fprintf(stderr,
               "usage: arcade greed score | duel [--seats ec] [--games N] [--seed S] "
               "[--target T] [--entry E] [--choose] | policy [--choose]\n");
  return kUsage;
}

}  // namespace arcade::cli
