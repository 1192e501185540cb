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
    return 2;
  }
  Result<const GameApi*> game = find_game(args[1]);
  const auto seed = parse_uint(option(args, "--seed") ? *option(args, "--seed") : "1");
  if (!game || !seed) {
    std::fprintf(stderr, "error: %s\n", game ? "--seed takes a whole number." : game.error().c_str());
    return 2;
  }
  const std::string params = option(args, "--params") ? *option(args, "--params") : "";
  Rng first(mix_seed(static_cast<std::uint64_t>(*seed), 0));
  Result<Snapshot> snap = (*game)->create(params, "", first);
  while (snap && !snap->status.over) {
    Rng rng(mix_seed(static_cast<std::uint64_t>(*seed), snap->position));
    snap = (*game)->computer(snap->save, rng);
  }
  if (!snap) {
    std::printf("error: %s\n", snap.error().c_str());
    return 1;
  }
  std::printf("%s\n", snap->save.c_str());
  return 0;
}

}  // namespace arcade::cli
