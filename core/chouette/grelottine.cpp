// Grelottine challenge: right after a Néant, a Grelottine holder calls "Grelottine !", names a
// target and a stake (capped by the table's percentage of the lower score); the challenged player
// throws once, the stake changes hands, the throw scores normally. Passe-Grelot and Boucliette.
#include <algorithm>

#include "engine.hpp"

namespace arcade::chouette::detail {

namespace {

std::string table_name(GrelottineTable g) {
  return g == GrelottineTable::K ? "K" : g == GrelottineTable::F ? "F" : "W";
}

// "40 (33% of 124, the lower score)"

}  // namespace

Check challenge(Table& t, const Command& c) {
  if (t.window != Window::Grelottine) return fail(msg::kGrelottineWhen, {{"pending", pending_message(t)}});
  const int challenged = t.actor;
  if (c.seats.empty()) return fail(msg::kGrelottineNobody, {{"call", kGrelottine}});
  std::vector<int> holders;
  for (std::size_t i = 0; i < c.seats.size(); ++i) {
    const int s = c.seats[i];
    if (Check k = check_seat(t, s); !k) return k;
    for (std::size_t j = 0; j < i; ++j)
      if (c.seats[j] == s) return fail(msg::kGrelottineTwice, {{"player", name_message(t, s)}});
    if (s == challenged) return fail(msg::kGrelottineOwn, {{"player", name_message(t, s)}});
    if (s == teammate(t, challenged))
      return fail(msg::kTeammate, {{"player", name_message(t, s)}, {"other", name_message(t, challenged)}});
    if (t.players[static_cast<std::size_t>(s)].grelottine) holders.push_back(s);
    else bevue(t, s, say(msg::kBevueNoGrelottine, {{"call", kGrelottine}}));
  }
  if (holders.empty()) return {};
  // Simultaneous calls: the lowest score has priority, then turn order after the Néant's thrower.
  const int n = static_cast<int>(t.players.size());
  int challenger = -1;
  for (int i = 1; i < n; ++i) {
    const int s = (challenged + i) % n;
    if (std::find(holders.begin(), holders.end(), s) == holders.end()) continue;
    if (challenger < 0 ||
        t.players[static_cast<std::size_t>(s)].score < t.players[static_cast<std::size_t>(challenger)].score)
      challenger = s;
  }
  const int pct = grelottine_percent(c.target, t.options.grelottine_table);
  if (pct == 0)
    return fail(msg::kGrelottineTable,
                {{"table", table_name(t.options.grelottine_table)}, {"target", target_label(c.target)}});
  const int a = t.players[static_cast<std::size_t>(challenger)].score;
  const int b = t.players[static_cast<std::size_t>(challenged)].score;
  if (t.options.grelottine_min_score > 0 && std::min(a, b) < t.options.grelottine_min_score)
    return fail(msg::kGrelottineMin, {{"min", t.options.grelottine_min_score},
                                      {"player", name_message(t, a < b ? challenger : challenged)},
                                      {"score", std::min(a, b)}});
  const int cap = grelottine_max_stake(c.target, a, b, t.options);
  if (cap < 1)
    return fail(msg::kGrelottineNoStake,
                {{"target", target_label(c.target)}, {"percent", pct}, {"low", std::min(a, b)}});
  if (c.amount < 1 || c.amount > cap)
    return fail(t.options.grelottine_ceil ? msg::kGrelottineStakeUp : msg::kGrelottineStakeDown,
                {{"target", target_label(c.target)},
                 {"max", cap},
                 {"percent", grelottine_percent(c.target, t.options.grelottine_table)},
                 {"low", std::min(a, b)},
                 {"n", c.amount}});
  // Both Grelottines are spent as the challenge starts.
  t.players[static_cast<std::size_t>(challenger)].grelottine = false;
  token(t, challenger, "-grelottine",
        say(msg::kGrelottineCall, {{"call", kGrelottine}, {"player", name_message(t, challenged)}}));
  if (t.players[static_cast<std::size_t>(challenged)].grelottine) {
    t.players[static_cast<std::size_t>(challenged)].grelottine = false;
    token(t, challenged, "-grelottine", say(msg::kChallenged, {{"player", name_message(t, challenger)}}));
  }
  t.challenge = GrelottineChallenge{challenger, challenged, c.target, c.amount, false};
  t.window = Window::Challenge;
  return {};
}

Check passe_grelot(Table& t, int seat) {
  if (t.window != Window::Challenge || !t.challenge)
    return fail(msg::kPasseWhen, {{"call", kPasseGrelot}, {"pending", pending_message(t)}});
  GrelottineChallenge& ch = *t.challenge;
  const int holder = ch.challenged;
  PlayerState& p = t.players[static_cast<std::size_t>(holder)];
  const bool two = t.players.size() == 2;
  if (two && seat >= 0) return fail(msg::kPasseTwo);
  if (!two) {
    if (seat < 0) return fail(msg::kPasseName);
    if (Check k = check_seat(t, seat); !k) return k;
    if (seat == holder || seat == ch.challenger) return fail(msg::kPasseParty, {{"player", name_message(t, seat)}});
    if (seat == teammate(t, ch.challenger)) return fail(msg::kPasseMate, {{"player", name_message(t, seat)}});
  }
  if (!p.passe_grelot) {
    bevue(t, holder, say(msg::kBevueNoPasseGrelot, {{"call", kPasseGrelot}}));
    return {};
  }
  p.passe_grelot = false;
  p.passe_grelot_used = true;
  if (two) {
    token(t, holder, "-passe-grelot", say(msg::kPasseCancel, {{"call", kPasseGrelot}}));
    end_event(t);
    return {};
  }
  token(t, holder, "-passe-grelot", say(msg::kPassePass, {{"call", kPasseGrelot}, {"player", name_message(t, seat)}}));
  // The stake cap is recomputed with the new target's score.
  const int cap = grelottine_max_stake(ch.target, t.players[static_cast<std::size_t>(ch.challenger)].score,
                                       t.players[static_cast<std::size_t>(seat)].score, t.options);
  if (cap < 1) {
    end_event(t);
    return {};
  }
  ch.challenged = seat;
  ch.stake = std::min(ch.stake, cap);
  // The new challenged player may not keep a side bet on their own challenge: it is void.
  for (std::size_t i = 0; i < t.side_bets.size(); ++i)
    if (t.side_bets[i].first == seat) {
      t.side_bets.erase(t.side_bets.begin() + static_cast<std::ptrdiff_t>(i));
      token(t, seat, "", say(msg::kSideVoid));
      break;
    }
  return {};
}

// Side bets (option): before the challenged player throws, the other players bet on success or
// failure; settled with the challenge.
Check side_bet(Table& t, const Command& c) {
  if (!t.options.grelottine_bets) return fail(msg::kRuleOptions, {{"rule", "Grelottine side bets"}});
  if (t.window != Window::Challenge || !t.challenge) return fail(msg::kSideWhen, {{"pending", pending_message(t)}});
  if (c.pairs.empty()) return fail(msg::kSideEmpty);
  for (const auto& [seat, on] : c.pairs) {
    if (Check k = check_seat(t, seat); !k) return k;
    if (on != 0 && on != 1) return fail(msg::kSideOn, {{"n", on}});
    if (seat == t.challenge->challenger || seat == t.challenge->challenged)
      return fail(msg::kSideParty, {{"player", name_message(t, seat)}});
    for (const auto& b : t.side_bets)
      if (b.first == seat) return fail(msg::kSideAgain, {{"player", name_message(t, seat)}});
    t.side_bets.emplace_back(seat, on);
    token(t, seat, "", say(on ? msg::kSideBetSuccess : msg::kSideBetFailure));
  }
  return {};
}

Check boucliette(Table& t, int seat) {
  if (!t.options.boucliette) return fail(msg::kRulePack, {{"rule", "Boucliette"}});
  const bool grelottine = t.window == Window::Challenge;
  const bool souffle = t.window == Window::SouffletteThrows && t.souffle.throws == 0;
  if (!grelottine && !souffle) return fail(msg::kBouclietteWhen, {{"pending", pending_message(t)}});
  if (Check k = check_seat(t, seat); !k) return k;
  PlayerState& p = t.players[static_cast<std::size_t>(seat)];
  if (!p.boucliette) {
    bevue(t, seat, say(msg::kBevueNoBoucliette));
    return {};
  }
  p.boucliette = false;
  token(t, seat, "-boucliette", say(grelottine ? msg::kBouclietteGrelottine : msg::kBouclietteSoufflette));
  end_event(t);
  return {};
}

void settle_challenge(Table& t, const Outcome& outcome) {
  GrelottineChallenge& ch = *t.challenge;
  ch.settled = true;
  const Args what = {{"target", target_label(ch.target)}, {"stake", ch.stake}};
  if (target_met(ch.target, outcome)) {
    add(t, ch.challenged, ch.stake, say(msg::kChallengeWon, what));
    add(t, ch.challenger, -ch.stake, say(msg::kChallengeLost, what));
    PlayerState& p = t.players[static_cast<std::size_t>(ch.challenged)];
    if (!p.passe_grelot && !p.passe_grelot_used) {
      p.passe_grelot = true;
      token(t, ch.challenged, "+passe-grelot", say(msg::kPasseGrelotWon));
    }
  } else {
    add(t, ch.challenger, ch.stake, say(msg::kChallengeWon, what));
    add(t, ch.challenged, -ch.stake, say(msg::kChallengeLost, what));
  }
  const bool met = target_met(ch.target, outcome);
  for (const auto& [seat, on] : t.side_bets) {
    if ((on == 1) == met)
      add(t, seat, t.options.grelottine_bet_win, say(on ? msg::kSideSuccessWon : msg::kSideFailureWon));
    else add(t, seat, -t.options.grelottine_bet_loss, say(on ? msg::kSideSuccessLost : msg::kSideFailureLost));
  }
  t.side_bets.clear();
}

}  // namespace arcade::chouette::detail
