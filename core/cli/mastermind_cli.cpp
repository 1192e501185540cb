// `arcade mastermind stats ...`: a code breaker plays every possible secret; the last line is
// total=<guesses> secrets=<count> average=<x.xxxx> max=<k> histogram=1:<n> 2:<n> ..., after
// seconds=<s.ss> with --timing (stdout: stderr is for errors only).
#include <chrono>
#include <cstdio>

#include "cli.hpp"
#include "common/text.hpp"
#include "mastermind/breakers.hpp"

namespace arcade::cli {

int mastermind(const std::vector<std::string>& args) {
  using namespace arcade::mastermind;
  if (args.size() < 2 || args[1] != "stats") {
    std::fprintf(stderr,
                 "usage: arcade mastermind stats --pegs P --colors C [--no-duplicates] "
                 "--strategy consistent|knuth|best|optimal [--timing]\n");
    return kUsage;
  }
  Result<Args> a = parse_args(args, 2, Spec{{"--pegs", "--colors", "--strategy"}, {"--no-duplicates", "--timing"}});
  if (!a) return usage_error(a.error());
  Options o;
  const auto pegs = parse_uint(a->value_or("--pegs", "4"));
  const auto colours = parse_uint(a->value_or("--colors", "6"));
  if (!pegs || !colours || *pegs > 99 || *colours > 99) return usage_error("--pegs and --colors take whole numbers.");
  o.pegs = static_cast<int>(*pegs);
  o.colours = static_cast<int>(*colours);
  o.duplicates = !a->flag("--no-duplicates");
  if (Check c = check_options(o); !c) return usage_error(c.error());
  Result<Strategy> strategy = parse_strategy(a->value_or("--strategy", "best"));
  if (!strategy) return usage_error(strategy.error());
  const auto start = std::chrono::steady_clock::now();
  const TreeStats st = tree_stats(Space::of(o), *strategy);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (a->flag("--timing")) std::printf("seconds=%.2f\n", secs);
  std::printf("%s\n", st.line().c_str());
  return 0;
}

}  // namespace arcade::cli
