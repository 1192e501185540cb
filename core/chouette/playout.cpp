// Random legal commands for playouts and fuzzing: every window gets plausible choices (sirotages,
// bets, races with ties, challenges within their caps), each checked on a copy of the table with a
// fallback that is always legal, so random games reach the end.
#include <algorithm>

#include "../common/rng.hpp"
#include "combinations.hpp"
#include "table.hpp"

namespace arcade::chouette {

namespace {

int roll(WordSource& w) { return 1 + static_cast<int>(below(w, 6)); }
bool chance(WordSource& w, std::uint32_t one_in) { return below(w, one_in) == 0; }

std::string throw_text(int n, WordSource& w) {
  std::string out = "t";
  for (int i = 0; i < n; ++i) out += static_cast<char>('0' + roll(w));
  return out;
}

std::vector<int> shuffled_seats(const Table& t, WordSource& w) {
  std::vector<int> s;
  for (int i = 0; i < static_cast<int>(t.players.size()); ++i) s.push_back(i);
  for (std::size_t i = s.size(); i > 1; --i) std::swap(s[i - 1], s[below(w, static_cast<std::uint32_t>(i))]);
  return s;
}

// A call order: some of the players (all when `everyone`), occasionally with ties.
std::string order_text(const Table& t, WordSource& w, bool everyone) {
  std::vector<int> seats = shuffled_seats(t, w);
  if (!everyone) seats.resize(below(w, static_cast<std::uint32_t>(seats.size() + 1)));
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i) out += chance(w, 6) ? '+' : ',';
    out += std::to_string(seats[i]);
  }
  return out;
}

bool legal(const Table& t, const std::string& move) {
  Result<Command> c = parse_command(move, static_cast<int>(t.players.size()));
  if (!c) return false;
  Table trial = t;
  return execute(trial, *c).ok();
}

std::string candidate(const Table& t, WordSource& w) {
  const int n = static_cast<int>(t.players.size());
  const PlayerState& mover = t.players[static_cast<std::size_t>(t.turn)];
  switch (t.window) {
    case Window::Turn:
      if (t.partial.empty() && t.options.lance_civet && chance(w, 4)) {
        // Lance-Civet: some player gives a Civet (a Bévue when they hold none or the receiver has one).
        const int from = static_cast<int>(below(w, static_cast<std::uint32_t>(n)));
        return "c" + std::to_string(from) +
               std::to_string((from + 1 + static_cast<int>(below(w, static_cast<std::uint32_t>(n - 1)))) % n);
      }
      if (t.partial.empty() && mover.civet && mover.score > 0 && chance(w, 2)) {
        const int max = std::min(t.options.civet_max, mover.score);
        const Target target = static_cast<Target>(below(w, 6));
        return "v" + std::to_string(1 + static_cast<int>(below(w, static_cast<std::uint32_t>(max)))) + "=" +
               std::string(target_code(target));
      }
      if (t.partial.empty() && t.civet && t.options.civet_double && chance(w, 3))
        return "i" + std::to_string(below(w, static_cast<std::uint32_t>(n)));  // a Bévue without a Civet
      if (t.partial.size() == 2 && t.options.achat && chance(w, 6))
        return "k" + std::to_string(below(w, static_cast<std::uint32_t>(n)));
      if (t.partial.size() == 2 && t.options.verdier && chance(w, 2))
        return "y" + std::to_string(below(w, static_cast<std::uint32_t>(n)));
      return throw_text(dice_needed(t), w);
    case Window::Sirotage:
      if (t.options.attrape_oiseau && chance(w, 5)) return "a" + std::to_string((t.actor + 1) % n);
      return chance(w, 3) ? "s" : "n";
    case Window::Bets:
      if (chance(w, 2))
        return "b" + std::to_string(below(w, static_cast<std::uint32_t>(n))) + "=" + std::to_string(roll(w));
      return throw_text(1, w);
    case Window::PasMou: return "m" + order_text(t, w, false);
    case Window::Grelotte: return "g" + order_text(t, w, !chance(w, 5));
    case Window::ContreSirop: return chance(w, 3) ? "n" : "j" + order_text(t, w, false);
    case Window::Artichette: return "r" + order_text(t, w, false);
    case Window::Soufflette:
      return chance(w, 2)
                 ? "d" +
                       std::to_string((t.actor + 1 + static_cast<int>(below(w, static_cast<std::uint32_t>(n - 1)))) % n)
                 : "n";
    case Window::SouffletteThrows:
      if (t.souffle.throws == 0 && t.options.boucliette && chance(w, 4))
        return "o" + std::to_string(below(w, static_cast<std::uint32_t>(n)));
      return throw_text(3, w);
    case Window::Grelottine: {
      if (chance(w, 2)) return "n";
      // A holder challenges with a stake within the cap of a random target.
      for (int i = 1; i < n; ++i) {
        const int seat = (t.actor + i) % n;
        const PlayerState& p = t.players[static_cast<std::size_t>(seat)];
        if (!p.grelottine) continue;
        const Target target = static_cast<Target>(below(w, 6));
        const int cap =
            grelottine_max_stake(target, p.score, t.players[static_cast<std::size_t>(t.actor)].score, t.options);
        if (cap < 1) continue;
        return "l" + std::to_string(seat) + "=" + std::string(target_code(target)) + "=" +
               std::to_string(1 + static_cast<int>(below(w, static_cast<std::uint32_t>(cap))));
      }
      return "n";
    }
    case Window::Challenge:
      if (t.options.grelottine_bets && chance(w, 2))
        return "w" + std::to_string(below(w, static_cast<std::uint32_t>(n))) + "=" + std::to_string(below(w, 2));
      if (t.players[static_cast<std::size_t>(t.challenge->challenged)].passe_grelot && chance(w, 2))
        return n == 2 ? "p" : "p" + std::to_string(below(w, static_cast<std::uint32_t>(n)));
      if (t.options.boucliette && chance(w, 6)) return "o" + std::to_string(below(w, static_cast<std::uint32_t>(n)));
      return throw_text(3, w);
    case Window::BleuRouge:
      if (t.announces.size() < t.players.size() && !chance(w, 3))
        return "u" + std::to_string(below(w, static_cast<std::uint32_t>(n))) + "=" + std::to_string(3 + below(w, 16));
      return throw_text(3, w);
    default: return throw_text(dice_needed(t), w);
  }
}

}  // namespace

std::string random_command(const Table& t, WordSource& w) {
  if (t.window == Window::Over) return {};
  for (int attempt = 0; attempt < 4; ++attempt) {
    const std::string m = candidate(t, w);
    if (legal(t, m)) return m;
  }
  // Always legal somewhere: pass an optional window, record a Suite race, or throw what is due.
  if (optional_window(t.window)) return "n";
  if (t.window == Window::Grelotte) return "g";
  return throw_text(dice_needed(t), w);
}

}  // namespace arcade::chouette
