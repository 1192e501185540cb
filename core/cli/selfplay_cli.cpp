// `arcade selfplay <game> --params P --seed S`: computer seats play a whole seeded game through the
// registry, drawing each move's randomness exactly as the wasm API does for {seed}; prints the save.
#include <cstdio>

#include "cli.hpp"
#include "common/registry.hpp"
#include "common/text.hpp"

namespace arcade::cli {

int selfplay(const std::vector<std::string>& args) {
  if (args.size() < 2) {
    std::fprintf(stderr, "usage: arcade selfplay <game> --params P --seed S\n");
    return kUsage;
  }
  Result<const GameApi*> game = find_game(args[1]);
  if (!game) return usage_error(game.error());
  Result<Args> a = parse_args(args, 2, Spec{{"--params", "--seed"}, {}});
  if (!a) return usage_error(a.error());
  const auto seed = parse_uint(a->value_or("--seed", "1"));
  if (!seed) return usage_error("--seed takes a whole number, not " + quoted(a->value_or("--seed", "")) + ".");
  const std::string params = a->value_or("--params", "");
  Rng first(mix_seed(static_cast<std::uint64_t>(*seed), 0));
  Result<Snapshot> snap = (*game)->create(params, "", first);
  while (snap && !snap->status.over) {
    Rng rng(mix_seed(static_cast<std::uint64_t>(*seed), snap->position));
    snap = (*game)->computer(snap->save, rng);
  }
  if (!snap) return input_error(snap.error());
  std::printf("%s\n", snap->save.c_str());
  return 0;
}

}  // namespace arcade::cli
