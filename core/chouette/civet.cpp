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
  if (t.window != Window::Turn || !t.partial.empty())
    return fail("A Civet is declared at the start of one's turn, before throwing: " + pending(t));
  const int seat = t.turn;
  PlayerState& p = t.players[static_cast<std::size_t>(seat)];
  if (t.civet) return fail(name(t, seat) + " has already declared a Civet this turn.");
  if (!civet_target_allowed(c.target, t.options))
    return fail("A Civet on " + std::string(target_label(c.target)) +
                " needs that rule pack, which this table does not use.");
  if (!p.civet) {
    // Using a Civet one does not hold is a rule error, not an impossible command.
    bevue(t, seat, say(msg::kBevueNoCivet));
    return {};
  }
  if (p.score < 1)
    return fail("A Civet needs a positive score; " + name(t, seat) + " has " + std::to_string(p.score) + ".");
  int max = std::min(t.options.civet_max, p.score);
  int reach = 0;
  if (const int cap = civet_cap(t.options); cap > 0 && cap - p.score < max) {
    // The kata: a won Civet may not take the score past 300.
    max = cap - p.score;
    reach = cap;
    if (max < 1)
      return fail("A won Civet may not take a score past " + std::to_string(cap) + "; " + name(t, seat) + " has " +
                  std::to_string(p.score) + ".");
  }
  if (c.amount < 1 || c.amount > max)
    return fail(reach ? msg::kCivetStakeReach : msg::kCivetStake, {{"max", max},
                                                                   {"cap", t.options.civet_max},
                                                                   {"player", name(t, seat)},
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
  if (!t.options.civet_double) return fail("Civet doublé is a rule option that this table does not use.");
  if (Check k = check_seat(t, seat); !k) return k;
  if (t.window != Window::Turn || !t.partial.empty() || !t.civet)
    return fail("A Civet is joined once it is declared and before its throw: " + pending(t));
  CivetBet& c = *t.civet;
  if (seat == c.player) return fail(name(t, seat) + " cannot join their own Civet.");
  if (std::find(c.joiners.begin(), c.joiners.end(), seat) != c.joiners.end())
    return fail(name(t, seat) + " has already joined this Civet.");
  PlayerState& p = t.players[static_cast<std::size_t>(seat)];
  if (!p.civet) {
    bevue(t, seat, say(msg::kBevueJoinNoCivet, {{"player", name(t, c.player)}}));
    return {};
  }
  p.civet = false;
  c.joiners.push_back(seat);
  token(t, seat, "-civet",
        say(msg::kCivetJoin, {{"stake", c.stake},
                              {"target", target_label(c.target)},
                              {"player", name(t, c.player)},
                              {"factor", civet_factor(c)}}));
  return {};
}

// Lance-Civet (option): between turns a holder gives their Civet away by calling "Lance-Civet !".
// As with every token, giving what one does not hold, or to someone who already holds one (at
// most one Civet each), is a Bévue and the Civet stays where it was.
Check lance_civet(Table& t, const Command& c) {
  if (!t.options.lance_civet) return fail("Lance-Civet is a rule option that this table does not use.");
  if (Check k = check_seat(t, c.seat); !k) return k;
  if (c.seats.size() != 1) return fail("A Lance-Civet gives the Civet to one player.");
  const int to = c.seats[0];
  if (Check k = check_seat(t, to); !k) return k;
  if (to == c.seat) return fail(name(t, c.seat) + " cannot give their Civet to themselves.");
  if (t.window != Window::Turn || !t.partial.empty())
    return fail("A Civet is given (" + std::string(kLanceCivet) +
                ") between turns, before the next throw: " + pending(t));
  PlayerState& giver = t.players[static_cast<std::size_t>(c.seat)];
  PlayerState& receiver = t.players[static_cast<std::size_t>(to)];
  if (!giver.civet) {
    bevue(t, c.seat, say(msg::kBevueLanceNoCivet, {{"call", kLanceCivet}}));
    return {};
  }
  if (receiver.civet) {
    bevue(t, c.seat, say(msg::kBevueLanceHolder, {{"call", kLanceCivet}, {"player", name(t, to)}}));
    return {};
  }
  giver.civet = false;
  receiver.civet = true;
  token(t, c.seat, "-civet", say(msg::kLanceGive, {{"call", kLanceCivet}, {"player", name(t, to)}}));
  token(t, to, "+civet", say(msg::kLanceReceive, {{"player", name(t, c.seat)}}));
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
