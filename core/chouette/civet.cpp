// Civet: gained by missing a sirotage of 6, spent before one's own throw on a stake (1 to
// min(102, own score)) and a target combination; the throw scores normally, then +/- the stake.
// Civet doublé (option): other holders may spend theirs to join it, each doubling the stake's effect.
#include <algorithm>

#include "engine.hpp"

namespace arcade::chouette::detail {

namespace {

// 2^joiners: at most 7 joiners (8 seats), so at most 128.
int civet_factor(const CivetBet& c) { return 1 << c.joiners.size(); }

Message settled(const CivetBet& c, bool won) {
  const Args a = {{"stake", c.stake}, {"target", target_label(c.target)}, {"factor", civet_factor(c)}};
  if (c.joiners.empty()) return say(won ? msg::kCivetWon : msg::kCivetLost, a);
  return say(won ? msg::kCivetDoubledWon : msg::kCivetDoubledLost, a);
}
}  // namespace

Check declare_civet(Table& t, const Command& c) {
  if (t.window != Window::Turn || !t.partial.empty()) return fail(msg::kCivetWhen, {{"pending", pending_message(t)}});
  const int seat = t.turn;
  PlayerState& p = t.players[static_cast<std::size_t>(seat)];
  if (t.civet) return fail(msg::kCivetAgain, {{"player", name_message(t, seat)}});
  if (!civet_target_allowed(c.target, t.options)) return fail(msg::kCivetTarget, {{"target", target_label(c.target)}});
  if (!p.civet) {
    // Using a Civet one does not hold is a rule error, not an impossible command.
    bevue(t, seat, say(msg::kBevueNoCivet));
    return {};
  }
  if (p.score < 1) return fail(msg::kCivetScore, {{"player", name_message(t, seat)}, {"score", p.score}});
  int max = std::min(t.options.civet_max, p.score);
  int reach = 0;
  if (const int cap = civet_cap(t.options); cap > 0 && cap - p.score < max) {
    // The kata: a won Civet may not take the score past 300.
    max = cap - p.score;
    reach = cap;
    if (max < 1) return fail(msg::kCivetCap, {{"cap", cap}, {"player", name_message(t, seat)}, {"score", p.score}});
  }
  if (c.amount < 1 || c.amount > max)
    return fail(reach ? msg::kCivetStakeReach : msg::kCivetStake, {{"max", max},
                                                                   {"cap", t.options.civet_max},
                                                                   {"player", name_message(t, seat)},
                                                                   {"score", p.score},
                                                                   {"reach", reach},
                                                                   {"n", c.amount}});
  p.civet = false;
  t.civet = CivetBet{seat, c.amount, c.target, {}};
  token(t, seat, "-civet", say(msg::kCivetDeclare, {{"stake", c.amount}, {"target", target_label(c.target)}}));
  return {};
}

void settle_civet(Table& t, const Outcome& outcome) {
  const CivetBet c = *t.civet;
  t.civet.reset();
  const int amount = c.stake * civet_factor(c);
  if (target_met(c.target, outcome)) add(t, c.player, amount, settled(c, true));
  else add(t, c.player, -amount, settled(c, false));
}

// Civet doublé ([PP], [KE] civet-doubled-rule): once a Civet is declared and before its first die,
// another Civet holder may join it: they give up their Civet and the declarer's stake counts double
// (the declarer alone wins or loses it). Joining without a Civet is a Bévue, as with every token.
Check join_civet(Table& t, int seat) {
  if (!t.options.civet_double) return fail(msg::kRuleOption, {{"rule", "Civet doublé"}});
  if (Check k = check_seat(t, seat); !k) return k;
  if (t.window != Window::Turn || !t.partial.empty() || !t.civet)
    return fail(msg::kJoinWhen, {{"pending", pending_message(t)}});
  CivetBet& c = *t.civet;
  if (seat == c.player) return fail(msg::kJoinOwn, {{"player", name_message(t, seat)}});
  if (std::find(c.joiners.begin(), c.joiners.end(), seat) != c.joiners.end())
    return fail(msg::kJoinAgain, {{"player", name_message(t, seat)}});
  PlayerState& p = t.players[static_cast<std::size_t>(seat)];
  if (!p.civet) {
    bevue(t, seat, say(msg::kBevueJoinNoCivet, {{"player", name_message(t, c.player)}}));
    return {};
  }
  p.civet = false;
  c.joiners.push_back(seat);
  token(t, seat, "-civet",
        say(msg::kCivetJoin, {{"stake", c.stake},
                              {"target", target_label(c.target)},
                              {"player", name_message(t, c.player)},
                              {"factor", civet_factor(c)}}));
  return {};
}

// Lance-Civet (option): between turns a holder gives their Civet away by calling "Lance-Civet !".
// As with every token, giving what one does not hold, or to someone who already holds one (at
// most one Civet each), is a Bévue and the Civet stays where it was.
Check lance_civet(Table& t, const Command& c) {
  if (!t.options.lance_civet) return fail(msg::kRuleOption, {{"rule", "Lance-Civet"}});
  if (Check k = check_seat(t, c.seat); !k) return k;
  if (c.seats.size() != 1) return fail(msg::kLanceOne);
  const int to = c.seats[0];
  if (Check k = check_seat(t, to); !k) return k;
  if (to == c.seat) return fail(msg::kLanceSelf, {{"player", name_message(t, c.seat)}});
  if (t.window != Window::Turn || !t.partial.empty())
    return fail(msg::kLanceWhen, {{"call", kLanceCivet}, {"pending", pending_message(t)}});
  PlayerState& giver = t.players[static_cast<std::size_t>(c.seat)];
  PlayerState& receiver = t.players[static_cast<std::size_t>(to)];
  if (!giver.civet) {
    bevue(t, c.seat, say(msg::kBevueLanceNoCivet, {{"call", kLanceCivet}}));
    return {};
  }
  if (receiver.civet) {
    bevue(t, c.seat, say(msg::kBevueLanceHolder, {{"call", kLanceCivet}, {"player", name_message(t, to)}}));
    return {};
  }
  giver.civet = false;
  receiver.civet = true;
  token(t, c.seat, "-civet", say(msg::kLanceGive, {{"call", kLanceCivet}, {"player", name_message(t, to)}}));
  token(t, to, "+civet", say(msg::kLanceReceive, {{"player", name_message(t, c.seat)}}));
  return {};
}

}  // namespace arcade::chouette::detail

namespace arcade::chouette {

int civet_max_stake(const Table& t) {
  const PlayerState& p = t.players[static_cast<std::size_t>(t.turn)];
  if (!p.civet || p.score < 1 || t.window != Window::Turn || !t.partial.empty() || t.civet) return 0;
  int max = std::min(t.options.civet_max, p.score);
  if (const int cap = civet_cap(t.options); cap > 0) max = std::min(max, cap - p.score);
  return std::max(0, max);
}

}  // namespace arcade::chouette
