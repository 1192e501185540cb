// Seeded games between two rotating Connect-K searches (see duel.hpp).
#include "duel.hpp"

#include <ctime>

#include "../common/rng.hpp"

namespace arcade::rotate {

namespace {
// A random drop: the openings differ from game to game, and no opening spends a turn of the board.
KMove random_drop(const KState& s, Rng& rng) {
  std::vector<KMove> drops;
  for (const KMove& m : ordered_moves(s))
    if (!m.rotate) drops.push_back(m);
  return drops[below(rng, static_cast<std::uint32_t>(drops.size()))];
}
}  // namespace

DuelResult duel(int n, int k, const std::array<SearchOptions, 2>& sides, int games, std::uint64_t seed) {
  DuelResult out;
  KParams p;
  p.seats = {Player::Strong, Player::Strong};
  p.n = n;
  p.k = k;
  for (int g = 0; g < games; ++g) {
    Rng rng(mix_seed(seed, static_cast<std::uint64_t>(g / 2)));
    KState s = ConnectK::initial(p, "");
    for (int i = 0; i < kOpeningPlies && !s.over; ++i) ConnectK::apply(s, random_drop(s, rng));
    const int red = g % 2;  // which search plays Red: the first in even games, the second in odd ones
    while (!s.over) {
      const std::size_t side = static_cast<std::size_t>(s.to_move == 0 ? red : 1 - red);
      const std::clock_t start = std::clock();
      const KMove m = search_move(s, sides[side]);
      out.seconds[side] += static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
      ++out.moves[side];
      ConnectK::apply(s, m);
    }
    ++out.games;
    if (s.winners.size() != 1) ++out.draws;
    else ++out.wins[static_cast<std::size_t>(s.winners[0] == 0 ? red : 1 - red)];
  }
  return out;
}

}  // namespace arcade::rotate
