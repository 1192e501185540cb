// Sirotage: after a plain Chouette the thrower may re-throw the odd die once (CdC points on a
// match, minus the Chouette otherwise), the others bet on it by naming a bird, a missed sirotage of
// 6 gives a Civet and opens the Contre-Sirop; Attrape-Oiseau (pack) lets another player snatch it.
#include <algorithm>

#include "engine.hpp"

namespace arcade::chouette::detail {

namespace {
Check in_sirotage(const Table& t, const char* what) {
  if (t.window != Window::Sirotage) return fail(std::string(what) + " only after a plain Chouette: " + pending(t));
  return {};
}

std::string bird_text(int face) { return std::string(bird(face)) + " (" + std::to_string(face) + ")"; }
}  // namespace

Check keep_chouette(Table& t) {
  if (Check w = in_sirotage(t, "A Chouette is kept"); !w) return w;
  add(t, t.actor, t.rolled.thrower_points, combo_message(t.rolled));
  resolve(t, t.actor, {t.rolled.combo, false});
  end_event(t);
  return {};
}

Check siroter(Table& t) {
  if (Check w = in_sirotage(t, "A sirotage is announced"); !w) return w;
  t.sirotant = t.actor;
  t.sirop_value = t.rolled.pair;
  t.bets.clear();
  t.bet_won = false;
  t.window = Window::Bets;
  return {};
}

Check attrape(Table& t, int seat) {
  if (!t.options.attrape_oiseau) return fail("Attrape-Oiseau is a rule pack that this table does not use.");
  if (Check w = in_sirotage(t, "Attrape-Oiseau is called"); !w) return w;
  if (Check s = check_seat(t, seat); !s) return s;
  if (seat == t.actor) return fail(name(t, seat) + " threw the Chouette; to siroter it, announce a sirotage.");
  // The thrower banks the Chouette; the snatcher takes the sirotage and its outcome.
  add(t, t.actor, t.rolled.thrower_points,
      say(msg::kSnatched, {{"combo", combo_message(t.rolled)}, {"player", name(t, seat)}}));
  resolve(t, t.actor, {t.rolled.combo, false});
  t.sirotant = seat;
  t.sirop_value = t.rolled.pair;
  t.bets.clear();
  t.bet_won = false;
  t.window = Window::Bets;
  return {};
}

Check bet(Table& t, const Command& c) {
  if (t.window != Window::Bets) return fail("Sirotage bets are taken after a sirotage is announced: " + pending(t));
  if (c.pairs.empty()) return fail("A bet names a player and a bird.");
  for (const auto& [seat, face] : c.pairs) {
    if (Check s = check_seat(t, seat); !s) return s;
    if (seat == t.sirotant) return fail(name(t, seat) + " is siroting and cannot bet on it.");
    if (face < 1 || face > 6)
      return fail("A bet names a die from 1 (Linotte) to 6 (Chouette), not " + std::to_string(face) + ".");
    for (const auto& [other, other_face] : t.bets)
      if (other == seat)
        return fail(name(t, seat) + " has already bet on " + bird_text(other_face) + "; one bet per player.");
    t.bets.emplace_back(seat, face);
  }
  return {};
}

Check sirop_throw(Table& t, int die) {
  const int v = t.sirop_value;
  const bool success = die == v;
  PlayerState& s = t.players[static_cast<std::size_t>(t.sirotant)];
  if (success) {
    add(t, t.sirotant, cul_de_chouette_points(v), say(msg::kSiropCul, {{"value", v}}));
  } else {
    add(t, t.sirotant, -chouette_points(v), say(msg::kSiropMissed, {{"value", v}, {"die", die}}));
    if (v == 6 && !s.civet) {  // Civet siroté
      s.civet = true;
      token(t, t.sirotant, "+civet", say(msg::kCivetSirote));
    }
  }
  for (const auto& [seat, face] : t.bets) {
    const Args on = {{"bird", bird_text(face)}};
    if (success && t.options.kata) {
      // The kata: every bettor loses their 5 when the sirotage succeeds.
      add(t, seat, -t.options.sirop_bet_loss, say(msg::kBetVoid, on));
    } else if (face == die) {
      add(t, seat, bet_win(t.options), say(msg::kBetWon, on));
      t.bet_won = true;
    } else {
      add(t, seat, -t.options.sirop_bet_loss, say(msg::kBetLost, on));
    }
  }
  if (t.sirotant == t.actor) resolve(t, t.actor, {t.rolled.combo, success});
  const bool contre = !success && t.options.contre_sirop && !(t.options.contre_sirop_only_if_no_bet_won && t.bet_won);
  if (contre) {
    t.window = Window::ContreSirop;
    return {};
  }
  end_event(t);
  return {};
}

}  // namespace arcade::chouette::detail
