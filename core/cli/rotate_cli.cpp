// `arcade rotate`: the Code Jam judge, input on stdin, output on stdout; a bad input prints
// `error: <sentence>` on stderr, nothing on stdout, and the exit status is 1. `arcade rotate duel`:
// the strong computer against the strong computer as it was before issue 15, over seeded openings.
#include <cstdio>
#include <iostream>
#include <iterator>

#include "cli.hpp"
#include "common/text.hpp"
#include "rotate/duel.hpp"
#include "rotate/judge.hpp"

namespace arcade::cli {

namespace {

int duel(const Args& args) {
  const auto games = parse_uint(args.value_or("--games", "200"));
  const auto seed = parse_uint(args.value_or("--seed", "1"));
  const auto n = parse_uint(args.value_or("--n", "7"));
  const auto k = parse_uint(args.value_or("--k", "4"));
  rotate::SearchOptions now = rotate::level_options(rotate::Player::Strong);
  const auto budget = parse_uint(args.value_or("--budget", std::to_string(now.budget)));
  if (!games || *games == 0 || *games > 1000000)
    return usage_error("--games takes a whole number from 1 to 1000000, not " + quoted(args.value_or("--games", "")) +
                       ".");
  if (!seed) return usage_error("--seed takes a whole number, not " + quoted(args.value_or("--seed", "")) + ".");
  if (!n || !k) return usage_error("--n and --k take whole numbers.");
  if (!budget || *budget == 0 || *budget > 1000000000)
    return usage_error("--budget takes a whole number of nodes from 1 to 10^9, not " +
                       quoted(args.value_or("--budget", "")) + ".");
  const std::string params = "33,n" + std::to_string(*n) + ",k" + std::to_string(*k);
  if (Result<rotate::KParams> p = rotate::ConnectK::parse_params(params); !p) return usage_error(p.error());
  now.budget = static_cast<long long>(*budget);
  const rotate::DuelResult r = rotate::duel(static_cast<int>(*n), static_cast<int>(*k), {now, rotate::kStrongBefore},
                                            static_cast<int>(*games), static_cast<std::uint64_t>(*seed));
  const auto ms = [&](std::size_t side) {
    return r.moves[side] ? 1000.0 * r.seconds[side] / static_cast<double>(r.moves[side]) : 0.0;
  };
  // Processor time, not wall time: the figures stay comparable on a shared machine.
  std::printf(
      "games=%d n=%d k=%d seed=%llu new_wins=%d old_wins=%d draws=%d new_ms_per_move=%.1f old_ms_per_move=%.1f\n",
      r.games, static_cast<int>(*n), static_cast<int>(*k), static_cast<unsigned long long>(*seed), r.wins[0], r.wins[1],
      r.draws, ms(0), ms(1));
  return 0;
}

}  // namespace

int rotate(const std::vector<std::string>& args) {
  if (args.size() > 1 && args[1] == "duel") {
    Result<Args> a = parse_args(args, 2, Spec{{"--games", "--seed", "--n", "--k", "--budget"}, {}});
    if (!a) return usage_error(a.error());
    return duel(*a);
  }
  if (Result<Args> a = parse_args(args, 1, Spec{}); !a) return usage_error(a.error());
  const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const Result<std::string> out = rotate::judge(input);
  if (!out) return input_error(out.error());
  std::fputs(out->c_str(), stdout);
  return 0;
}

}  // namespace arcade::cli
