// Sirotage: after a plain Chouette the thrower may re-throw the odd die once (CdC points on a
// match, minus the Chouette otherwise), the others bet on it by naming a bird, a missed sirotage of
// 6 gives a Civet and opens the Contre-Sirop; Attrape-Oiseau (pack) lets another player snatch it.
#include <algorithm>

#include "engine.hpp"

namespace arcade::chouette::detail {

namespace {
Check in_sirotage(const Table& t, const MessageDef& what) {
  if (t.window != Window::Sirotage)
    return fail(msg::kSirotageWhen, {{"what", say(what)}, {"pending", pending_message(t)}});
  return {};
}

std::string bird_text(int face) { return std::string(bird(face)) + " (" + std::to_string(face) + ")"; }
}  // namespace

Check keep_chouette(Table& t) {
  if (Check w = in_sirotage(t, msg::kWhenKept); !w) return w;
  add(t, t.actor, t.rolled.thrower_points, combo_message(t.rolled));
  resolve(t, t.actor, {t.rolled.combo, false});
  end_event(t);
  return {};
}

Check siroter(Table& t) {
  if (Check w = in_sirotage(t, msg::kWhenSiroter); !w) return w;
  t.sirotant = t.actor;
  t.sirop_value = t.rolled.pair;
  t.bets.clear();
  t.bet_won = false;
  t.window = Window::Bets;
  return {};
}

Check attrape(Table& t, int seat) {
  if (!t.options.attrape_oiseau) return fail(msg::kRulePack, {{"rule", "Attrape-Oiseau"}});
  if (Check w = in_sirotage(t, msg::kWhenAttrape); !w) return w;
  if (Check s = check_seat(t, seat); !s) return s;
  if (seat == t.actor) return fail(msg::kAttrapeOwn, {{"player", name_message(t, seat)}});
  // The thrower banks the Chouette; the snatcher takes the sirotage and its outcome.
  add(t, t.actor, t.rolled.thrower_points,
      say(msg::kSnatched, {{"combo", combo_message(t.rolled)}, {"player", name_message(t, seat)}}));
  resolve(t, t.actor, {t.rolled.combo, false});
  t.sirotant = seat;
  t.sirop_value = t.rolled.pair;
  t.bets.clear();
  t.bet_won = false;
  t.window = Window::Bets;
  return {};
}

Check bet(Table& t, const Command& c) {
  if (t.window != Window::Bets) return fail(msg::kBetWhen, {{"pending", pending_message(t)}});
  if (c.pairs.empty()) return fail(msg::kBetEmpty);
  for (const auto& [seat, face] : c.pairs) {
    if (Check s = check_seat(t, seat); !s) return s;
    if (seat == t.sirotant) return fail(msg::kBetSirotant, {{"player", name_message(t, seat)}});
    if (face < 1 || face > 6) return fail(msg::kBetFace, {{"n", face}});
    for (const auto& [other, other_face] : t.bets)
      if (other == seat)
        return fail(msg::kBetAgain,
                    {{"player", name_message(t, seat)}, {"bird", bird(other_face)}, {"face", other_face}});
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
