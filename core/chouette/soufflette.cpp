// Soufflette (pack): a 1-2-4 lets the thrower challenge another player, who has three throws to
// make 4-2-1: +50/+40/+30 on throw 1/2/3 with the challenger losing as much (the kata: always
// 30), or -30 to the challenged and +30 to the challenger after three misses.
#include <algorithm>

#include "engine.hpp"

namespace arcade::chouette::detail {

Check soufflette(Table& t, int seat) {
  if (t.window != Window::Soufflette) return fail(msg::kSouffletteWhen, {{"pending", pending_message(t)}});
  if (Check k = check_seat(t, seat); !k) return k;
  if (seat == t.actor) return fail(msg::kSouffletteSelf, {{"player", name_message(t, seat)}});
  if (seat == teammate(t, t.actor))
    return fail(msg::kTeammate, {{"player", name_message(t, t.actor)}, {"other", name_message(t, seat)}});
  t.souffle = SouffletteChallenge{t.actor, seat, 0};
  t.window = Window::SouffletteThrows;
  return {};
}

Check soufflette_throw(Table& t, const std::vector<int>& dice) {
  SouffletteChallenge& s = t.souffle;
  t.dice = dice;
  t.dice_by = s.challenged;
  ++s.throws;
  std::vector<int> sorted = dice;
  std::sort(sorted.begin(), sorted.end());
  // The challenge throws score nothing else: only 4-2-1 counts.
  if (sorted == std::vector<int>{1, 2, 4}) {
    const int gain = 60 - 10 * s.throws;
    add(t, s.challenged, gain, say(msg::kSouffleMakes, {{"n", s.throws}}));
    add(t, s.challenger, t.options.kata ? -30 : -gain,
        say(msg::kSouffleLoses, {{"player", name_message(t, s.challenged)}, {"n", s.throws}}));
    end_event(t);
  } else if (s.throws == 3) {
    add(t, s.challenged, -30, say(msg::kSouffleFails));
    add(t, s.challenger, 30, say(msg::kSouffleWins, {{"player", name_message(t, s.challenged)}}));
    end_event(t);
  }
  return {};
}

}  // namespace arcade::chouette::detail
