// Cul de chouette's computer players (see bots.hpp). Their choices follow the expectations of
// Table A:
//   - siroter a Chouette of 1 or 2 (1/6 × CdC − 5/6 × v² beats keeping v² only there);
//   - bet on a random bird half the time (a bet is worth 0 on average: +25 × 1/6 − 5 × 5/6);
//   - challenge a Néant with a Grelottine on Velute at the largest stake, 4 times in 5 (the
//     challenged makes it 1 time in 6: the best of the table's targets with a stake of 25 %);
//   - pass a challenge on with a Passe-Grelot (to the leader), else shield it with a Boucliette;
//   - never bet a Civet nor join one (no target comes up half the time, so every Civet loses on
//     average), never buy a cul, never give a Civet away, never side-bet;
//   - challenge the leader on a Soufflette and keep the 4, 2 and 1 they throw;
//   - call in races after a person's reaction time, and now and then miss a Chouette-Velute.
#include "bots.hpp"

#include <algorithm>
#include <cstdint>

#include "../common/rng.hpp"
#include "engine.hpp"

namespace arcade::chouette {

using detail::verdier_open;

namespace {

constexpr int kDecideMs = 800, kDecideSpread = 900;  // to throw or decide
constexpr int kReactMs = 450, kReactSpread = 1000;   // to call in a race
constexpr int kOpenWaitMs = 4500;                    // people's time to bet before a computer throws
constexpr int kLateMs = 1500;                        // a Contre-Sirop closes this long after its first call

// What a whim is about: each gets its own stream of the table's generator.
enum class Whim : int { Decide, Bet, Bird, Grelottine, Verdier, Wants, React };

std::uint64_t fnv(std::uint64_t h, long long v) {
  for (int i = 0; i < 8; ++i) {
    h ^= static_cast<std::uint64_t>(v >> (8 * i)) & 0xffu;
    h *= 0x100000001b3ull;
  }
  return h;
}

// A hash of everything a decision can depend on: two positions of one game never share it
// (a move changes the window, a seat's score or tokens, the dice, the bets or the event count).
std::uint64_t table_hash(const Table& t) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (long long v :
       {static_cast<long long>(t.window), static_cast<long long>(t.turn), static_cast<long long>(t.actor),
        static_cast<long long>(t.events), static_cast<long long>(t.dice_by), static_cast<long long>(t.sirotant),
        static_cast<long long>(t.souffle.throws), static_cast<long long>(t.penalty)})
    h = fnv(h, v);
  for (const PlayerState& p : t.players)
    h = fnv(fnv(h, p.score), (p.grelottine ? 1 : 0) | (p.civet ? 2 : 0) | (p.passe_grelot ? 4 : 0) |
                                 (p.passe_grelot_used ? 8 : 0) | (p.boucliette ? 16 : 0) | (p.jarrets << 5));
  for (const std::vector<int>* list : {&t.partial, &t.dice, &t.group, &t.tie_dice, &t.verdier}) {
    h = fnv(h, static_cast<long long>(list->size()));
    for (int v : *list) h = fnv(h, v);
  }
  for (const auto* pairs : {&t.bets, &t.announces, &t.side_bets}) {
    h = fnv(h, static_cast<long long>(pairs->size()));
    for (const auto& [a, b] : *pairs) h = fnv(fnv(h, a), b);
  }
  if (t.challenge) h = fnv(fnv(h, t.challenge->challenged), t.challenge->stake);
  return h;
}

// A uniform whole number in [0, n) for one seat's whim about one thing in this position.
int whim(const Table& t, int seat, Whim what, int n) {
  Rng r(mix_seed(table_hash(t), static_cast<std::uint64_t>(seat) * 16 + static_cast<std::uint64_t>(what)));
  return static_cast<int>(below(r, static_cast<std::uint32_t>(n)));
}

int seats(const Table& t) { return static_cast<int>(t.players.size()); }
char kind_of(std::string_view kinds, int seat) {
  return seat >= 0 && static_cast<std::size_t>(seat) < kinds.size() ? kinds[static_cast<std::size_t>(seat)] : 'h';
}
bool bot(std::string_view kinds, int seat) { return is_computer(kind_of(kinds, seat)); }
bool smart(std::string_view kinds, int seat) { return kind_of(kinds, seat) == 'c'; }
bool people_besides(std::string_view kinds, int seat) {
  for (int s = 0; s < static_cast<int>(kinds.size()); ++s)
    if (s != seat && !is_computer(kinds[static_cast<std::size_t>(s)])) return true;
  return false;
}

// The other seat with the highest score (the first in seat order among equals).
int leader(const Table& t, std::initializer_list<int> except) {
  int best = -1;
  for (int s = 0; s < seats(t); ++s) {
    if (std::find(except.begin(), except.end(), s) != except.end()) continue;
    if (best < 0 || t.players[static_cast<std::size_t>(s)].score > t.players[static_cast<std::size_t>(best)].score)
      best = s;
  }
  return best;
}

// Whether the table takes this decision now (throws are the expected move and are not tried).
bool accepted(const Table& t, const std::string& move) {
  Result<Command> c = parse_command(move, seats(t));
  if (!c) return false;
  Table trial = t;
  return execute(trial, *c).ok();
}

BotMove decide(const Table& t, int seat, std::string move) {
  return {seat, move, kDecideMs + whim(t, seat, Whim::Decide, kDecideSpread + 1)};
}

// The thrower of a window that others may still bet in throws at once among computers, else
// after leaving people the time to bet.
std::optional<BotMove> throw_after_bets(const Table& t, std::string_view kinds, int thrower) {
  if (!bot(kinds, thrower)) return std::nullopt;
  if (people_besides(kinds, thrower)) return BotMove{thrower, "t", kOpenWaitMs};
  return decide(t, thrower, "t");
}

std::optional<BotMove> turn(const Table& t, std::string_view kinds) {
  if (verdier_open(t)) {
    for (int s = 0; s < seats(t); ++s) {
      if (!smart(kinds, s) || std::find(t.verdier.begin(), t.verdier.end(), s) != t.verdier.end()) continue;
      const std::string move = "y" + std::to_string(s);
      if (whim(t, s, Whim::Verdier, 10) < 3 && accepted(t, move)) return decide(t, s, move);
    }
    return throw_after_bets(t, kinds, t.turn);
  }
  if (!bot(kinds, t.turn)) return std::nullopt;
  return decide(t, t.turn, "t");
}

std::optional<BotMove> bets(const Table& t, std::string_view kinds) {
  for (int s = 0; s < seats(t); ++s) {
    if (s == t.sirotant || !smart(kinds, s)) continue;
    if (std::any_of(t.bets.begin(), t.bets.end(), [&](const auto& b) { return b.first == s; })) continue;
    const std::string move = "b" + std::to_string(s) + "=" + std::to_string(1 + whim(t, s, Whim::Bird, 6));
    if (whim(t, s, Whim::Bet, 2) == 0 && accepted(t, move)) return decide(t, s, move);
  }
  return throw_after_bets(t, kinds, t.sirotant);
}

std::optional<BotMove> grelottine(const Table& t, std::string_view kinds) {
  const int challenged = t.players[static_cast<std::size_t>(t.actor)].score;
  bool person_can = false;
  for (int s = 0; s < seats(t); ++s) {
    const PlayerState& p = t.players[static_cast<std::size_t>(s)];
    if (s == t.actor || !p.grelottine) continue;
    if (!bot(kinds, s)) {
      for (int k = 0; k < kTargetCount; ++k)
        if (grelottine_percent(static_cast<Target>(k), t.options.grelottine_table) > 0 &&
            grelottine_max_stake(static_cast<Target>(k), p.score, challenged, t.options) >= 1)
          person_can = true;
      continue;
    }
    if (!smart(kinds, s)) continue;
    const int stake = grelottine_percent(Target::Velute, t.options.grelottine_table) > 0
                          ? grelottine_max_stake(Target::Velute, p.score, challenged, t.options)
                          : 0;
    const std::string move = "l" + std::to_string(s) + "=ve=" + std::to_string(stake);
    if (stake >= 1 && whim(t, s, Whim::Grelottine, 5) < 4 && accepted(t, move)) return decide(t, s, move);
  }
  // Nobody challenges: the next thrower lets the Néant go (and throws once it is their turn).
  const int next = (t.turn + 1) % seats(t);
  if (person_can || !bot(kinds, next)) return std::nullopt;
  return decide(t, next, "n");
}

std::optional<BotMove> challenge(const Table& t, std::string_view kinds) {
  const int challenged = t.challenge->challenged, challenger = t.challenge->challenger;
  if (!bot(kinds, challenged)) return std::nullopt;
  const PlayerState& p = t.players[static_cast<std::size_t>(challenged)];
  if (smart(kinds, challenged)) {
    if (p.passe_grelot) {
      const std::string move = seats(t) == 2 ? "p" : "p" + std::to_string(leader(t, {challenged, challenger}));
      if (accepted(t, move)) return decide(t, challenged, move);
    }
    if (p.boucliette) {
      const std::string move = "o" + std::to_string(challenged);
      if (accepted(t, move)) return decide(t, challenged, move);
    }
  }
  return decide(t, challenged, "t");
}

std::optional<BotMove> soufflette_throws(const Table& t, std::string_view kinds) {
  const int seat = t.souffle.challenged;
  if (!bot(kinds, seat)) return std::nullopt;
  if (t.souffle.throws == 0) return decide(t, seat, "t");
  std::string keep = "h";
  if (smart(kinds, seat))
    for (int face : {4, 2, 1})
      if (std::find(t.dice.begin(), t.dice.end(), face) != t.dice.end()) keep += static_cast<char>('0' + face);
  if (keep.size() == 4) keep = "h";  // a made 4-2-1 has ended the Soufflette already
  return decide(t, seat, keep);
}

std::optional<BotMove> bleu_rouge(const Table& t, std::string_view kinds) {
  for (int s = 0; s < seats(t); ++s) {
    if (!bot(kinds, s) ||
        std::any_of(t.announces.begin(), t.announces.end(), [&](const auto& a) { return a.first == s; }))
      continue;
    for (int sum : {11, 10, 12, 9, 13, 8, 14, 7, 15, 6, 16, 5, 17, 4, 18, 3}) {
      if (std::any_of(t.announces.begin(), t.announces.end(), [&](const auto& a) { return a.second == sum; })) continue;
      const std::string move = "u" + std::to_string(s) + "=" + std::to_string(sum);
      if (accepted(t, move)) return decide(t, s, move);
      break;
    }
  }
  return throw_after_bets(t, kinds, to_move(t));
}

}  // namespace

bool race_window(Window w) {
  return w == Window::PasMou || w == Window::Grelotte || w == Window::ContreSirop || w == Window::Artichette;
}

bool is_computer(char kind) { return kind == 'c' || kind == 'n'; }

std::optional<BotMove> bot_move(const Table& t, std::string_view kinds) {
  switch (t.window) {
    case Window::ThrowOff:
    case Window::PasMouTie:
    case Window::GrelotteTie:
      // One throw for the whole group: a person in it throws for everyone.
      if (t.group.empty() || !std::all_of(t.group.begin(), t.group.end(), [&](int s) { return bot(kinds, s); }))
        return std::nullopt;
      return decide(t, t.group.front(), "t");
    case Window::Turn: return turn(t, kinds);
    case Window::Sirotage: {
      const int seat = to_move(t);
      if (!bot(kinds, seat)) return std::nullopt;
      return decide(t, seat, smart(kinds, seat) && t.rolled.value <= 2 ? "s" : "n");
    }
    case Window::Bets: return bets(t, kinds);
    case Window::Grelottine: return grelottine(t, kinds);
    case Window::Challenge:
      if (!t.challenge) return std::nullopt;
      return challenge(t, kinds);
    case Window::Soufflette: {
      const int seat = to_move(t);
      if (!bot(kinds, seat)) return std::nullopt;
      const std::string move = "d" + std::to_string(leader(t, {seat}));
      return decide(t, seat, smart(kinds, seat) && accepted(t, move) ? move : "n");
    }
    case Window::SouffletteThrows: return soufflette_throws(t, kinds);
    case Window::BleuRouge: return bleu_rouge(t, kinds);
    default: return std::nullopt;
  }
}

std::vector<Reaction> bot_reactions(const Table& t, std::string_view kinds) {
  std::vector<Reaction> out;
  if (!race_window(t.window)) return out;
  for (int s = 0; s < seats(t); ++s) {
    if (!smart(kinds, s)) continue;
    const int wants = whim(t, s, Whim::Wants, 100);
    bool calls = true;
    if (t.window == Window::PasMou) calls = wants < 85;
    else if (t.window == Window::ContreSirop) calls = s != t.sirotant && wants < 80;
    else if (t.window == Window::Artichette) calls = s == to_move(t) ? wants < 90 : wants < 60;
    if (calls)
      out.push_back({s, kReactMs + whim(t, s, Whim::React, kReactSpread + 1), t.window == Window::ContreSirop});
  }
  return out;
}

std::string race_move(const Table& t, const std::vector<Reaction>& reactions) {
  std::vector<Reaction> calls = reactions;
  std::stable_sort(calls.begin(), calls.end(), [](const Reaction& a, const Reaction& b) { return a.ms < b.ms; });
  std::string out(1, static_cast<char>(t.window == Window::PasMou        ? Verb::PasMou
                                       : t.window == Window::Grelotte    ? Verb::Grelotte
                                       : t.window == Window::ContreSirop ? Verb::ContreSirop
                                                                         : Verb::Artichette));
  // Who is heard before the race closes: a first-call race closes just after a tie is ruled
  // out; a computer that only calls first keeps quiet once it hears a call.
  const bool first_only = t.window == Window::PasMou || t.window == Window::Artichette;
  int first = -1, group = -1;
  for (const Reaction& c : calls) {
    if (first >= 0 && c.only_first) continue;
    if (first >= 0 && first_only && c.ms > first + kTieMs + 20) break;
    if (first >= 0 && t.window == Window::ContreSirop && c.ms > first + kLateMs) break;
    const bool tied = group >= 0 && c.ms - group <= kTieMs;
    if (first >= 0) out += tied ? '+' : ',';
    if (!tied) group = c.ms;
    if (first < 0) first = c.ms;
    out += std::to_string(c.seat);
  }
  return out;
}

}  // namespace arcade::chouette
