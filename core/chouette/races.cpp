// Shouting races: "Pas mou le caillou !" (Chouette-Velute), "Grelotte ça picote !" (Suite) with
// their tie-breaks, the Contre-Sirop and the Artichette; and calls made when no such race is open,
// which are Bévues. The engine gets each race as an ordered list of groups of tied callers.
#include <algorithm>

#include "engine.hpp"

namespace arcade::chouette::detail {

namespace {

// The call a race verb stands for, the window where it is a race, and what a wrong call lacks.
struct Call {
  Window window;
  const char* phrase;
  const MessageDef* without;  // the Bévue of calling it outside its race
};

Call call_of(Verb v) {
  switch (v) {
    case Verb::PasMou: return {Window::PasMou, kPasMou, &msg::kBevueNoChouetteVelute};
    case Verb::Grelotte: return {Window::Grelotte, kGrelotte, &msg::kBevueNoSuite};
    case Verb::ContreSirop: return {Window::ContreSirop, kSirop, &msg::kBevueNoMissed};
    case Verb::Artichette: return {Window::Artichette, "\"Artichette !\"", &msg::kBevueNoArtichette};
    default: return {Window::GrelotteTie, kSansFin, &msg::kBevueNoTie};
  }
}

Check check_order(const Table& t, const std::vector<std::vector<int>>& order) {
  std::vector<bool> seen(t.players.size(), false);
  for (const std::vector<int>& group : order) {
    if (group.empty()) return fail(msg::kRaceEmptyGroup);
    for (int s : group) {
      if (Check c = check_seat(t, s); !c) return c;
      if (seen[static_cast<std::size_t>(s)]) return fail(msg::kRaceTwice, {{"player", name_message(t, s)}});
      seen[static_cast<std::size_t>(s)] = true;
    }
  }
  return {};
}

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

void pas_mou(Table& t, const std::vector<std::vector<int>>& order) {
  const int points = t.rolled.race_points;
  const Message combo = combo_message(t.rolled);
  if (order.empty()) {  // nobody called: nobody scores
    end_event(t);
    return;
  }
  const std::vector<int>& first = order[0];
  if (first.size() == 1) {
    add(t, first[0], points, say(msg::kFirstOn, {{"call", kPasMou}, {"combo", combo}}));
  } else if (!t.options.chouette_velute_dice) {
    for (int s : first) add(t, s, -points, say(msg::kTiedOn, {{"call", kPasMou}, {"combo", combo}}));
  } else {
    t.group = sorted(first);
    t.window = Window::PasMouTie;
    return;
  }
  end_event(t);
}

void grelotte(Table& t, const std::vector<std::vector<int>>& order) {
  // Everyone must call; a player who never called counts as last.
  std::vector<int> missing;
  for (int s = 0; s < static_cast<int>(t.players.size()); ++s) {
    bool listed = false;
    for (const std::vector<int>& g : order) listed = listed || std::find(g.begin(), g.end(), s) != g.end();
    if (!listed) missing.push_back(s);
  }
  const std::vector<int> last = missing.empty() ? sorted(order.back()) : missing;
  if (last.size() == 1) {
    add(t, last[0], -10, say(missing.empty() ? msg::kLast : msg::kNever, {{"call", kGrelotte}}));
    end_event(t);
    return;
  }
  t.group = last;
  t.penalty = 10;
  t.window = Window::GrelotteTie;
}

void contre_sirop(Table& t, const std::vector<std::vector<int>>& order) {
  // The sirotant cannot Contre-Sirop their own sirotage; later callers commit a Bévue; a tie
  // for first gives nothing.
  std::vector<std::vector<int>> others;
  for (const std::vector<int>& g : order) {
    std::vector<int> kept;
    for (int s : g) {
      if (s == t.sirotant) bevue(t, s, say(msg::kBevueOwn, {{"call", kSirop}}));
      else kept.push_back(s);
    }
    if (!kept.empty()) others.push_back(kept);
  }
  for (std::size_t i = 0; i < others.size(); ++i) {
    for (int s : others[i]) {
      if (i > 0) bevue(t, s, say(msg::kBevueAfter, {{"call", kSirop}}));
      else if (others[0].size() == 1)
        add(t, s, 8 + 2 * t.sirop_value, say(msg::kContreSirop, {{"call", kSirop}, {"value", t.sirop_value}}));
    }
  }
  end_event(t);
}

void artichette(Table& t, const std::vector<std::vector<int>>& order) {
  if (!order.empty()) {
    const std::vector<int>& first = order[0];
    // A tie favours the thrower.
    if (std::find(first.begin(), first.end(), t.actor) != first.end()) {
      add(t, t.actor, t.rolled.race_points, say(msg::kRaitournelle, {{"call", kRaitournelleCall}}));
    } else {
      add(t, t.actor, -t.rolled.race_points,
          say(msg::kArtichetteBy, {{"call", kArtichetteCall}, {"players", names_message(t, sorted(first))}}));
    }
  }
  end_event(t);
}

}  // namespace

Check race_call(Table& t, const Command& c) {
  if (Check o = check_order(t, c.order); !o) return o;
  const Call call = call_of(c.verb);
  if (t.window != call.window) {
    if (c.order.empty()) return fail(msg::kRaceNone, {{"call", call.phrase}});
    for (const std::vector<int>& g : c.order)
      for (int s : g) bevue(t, s, say(*call.without, {{"call", call.phrase}}));
    return {};
  }
  switch (c.verb) {
    case Verb::PasMou: pas_mou(t, c.order); break;
    case Verb::Grelotte: grelotte(t, c.order); break;
    case Verb::ContreSirop: contre_sirop(t, c.order); break;
    case Verb::Artichette: artichette(t, c.order); break;
    default: break;  // "Sans fin…" during a tie for last: the call the digital game skips
  }
  return {};
}

Check tie_dice(Table& t, const std::vector<int>& dice) {
  t.tie_dice = dice;
  if (t.window == Window::GrelotteTie) {
    const int loser_face = t.options.suite_highest_loses ? *std::max_element(dice.begin(), dice.end())
                                                         : *std::min_element(dice.begin(), dice.end());
    std::vector<int> losers;
    for (std::size_t i = 0; i < dice.size(); ++i)
      if (dice[i] == loser_face) losers.push_back(t.group[i]);
    if (losers.size() > 1) {  // tied again: they throw again and the penalty grows
      t.group = losers;
      t.penalty += 10;
      return {};
    }
    add(t, losers[0], -t.penalty, say(msg::kSuiteTie, {{"die", loser_face}, {"call", kGrelotte}}));
    end_event(t);
    return {};
  }
  // Chouette-Velute tie by dice: with the thrower tied, the others throw and a single 6 steals
  // the points (no 6: the thrower keeps them); without the thrower, they throw until exactly one 6.
  const int points = t.rolled.race_points;
  const bool thrower_tied = std::find(t.group.begin(), t.group.end(), t.actor) != t.group.end();
  std::vector<int> throwers;
  for (int s : t.group)
    if (s != t.actor || !thrower_tied) throwers.push_back(s);
  std::vector<int> sixes;
  for (std::size_t i = 0; i < dice.size(); ++i)
    if (dice[i] == 6) sixes.push_back(throwers[i]);
  const Message combo = combo_message(t.rolled);
  if (sixes.size() == 1) {
    add(t, sixes[0], points, say(msg::kTieSix, {{"call", kPasMou}, {"combo", combo}}));
  } else if (sixes.empty() && thrower_tied) {
    add(t, t.actor, points, say(msg::kTieKeep, {{"call", kPasMou}, {"combo", combo}}));
  } else {
    if (!sixes.empty()) t.group = sixes;
    return {};
  }
  end_event(t);
  return {};
}

}  // namespace arcade::chouette::detail
