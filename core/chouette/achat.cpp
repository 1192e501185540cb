// Achat (option): between the thrower's two chouettes and the cul, another player buys the cul for
// 30 points; the thrower then scores only the two chouettes ([S8] as reproduced by [AT]).
#include "engine.hpp"

namespace arcade::chouette::detail {

namespace {
constexpr int kAchatPrice = 30;
}  // namespace

// The canonical reading ([S8]/[AT] text and code): the buyer pays and throws nothing; the thrower's
// two dice score a Chouette (v²) if they pair, else nothing: no cul means no sirotage, no race and
// no Grelottine. A declared Civet is settled on that (a pair meets "Chouette"); Verdier bets on
// the cul are void. [AR]'s "the buyer throws the cul" is not followed.
Check achat(Table& t, int seat) {
  if (!t.options.achat) return fail(msg::kRuleOption, {{"rule", "Achat"}});
  if (t.window != Window::Turn || t.partial.size() != 2)
    return fail(msg::kAchatWhen, {{"pending", pending_message(t)}});
  if (Check k = check_seat(t, seat); !k) return k;
  const int thrower = t.turn;
  if (seat == thrower) return fail(msg::kAchatOwn, {{"player", name_message(t, seat)}});
  add(t, seat, -kAchatPrice, say(msg::kAchatBuys, {{"player", name_message(t, thrower)}}));
  t.dice = t.partial;
  t.dice_by = thrower;
  t.actor = thrower;
  t.context = Context::Turn;
  const int a = t.partial[0];
  const bool pair = a == t.partial[1];
  if (pair) add(t, thrower, a * a, say(msg::kAchatPair, {{"value", a}}));
  if (t.civet && t.civet->player == thrower) settle_civet(t, {pair ? Combo::Chouette : Combo::Neant, false});
  end_event(t);
  return {};
}

}  // namespace arcade::chouette::detail
