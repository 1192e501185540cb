// Optional rule packs that add steps to a turn: Bleu-Rouge (3-3-4: sums announced, re-throw),
// Verdier (bets between the chouettes and the cul), and the Chante-Sloubi starting score.
// Artichette is a race (races.cpp), Soufflette has its file, Boucliette sits with the challenges.
#include <algorithm>

#include "engine.hpp"

namespace arcade::chouette::detail {

Check announce(Table& t, const Command& c) {
  if (t.window != Window::BleuRouge) return fail(msg::kAnnounceWhen, {{"pending", pending_message(t)}});
  if (c.pairs.empty()) return fail(msg::kAnnounceEmpty);
  for (const auto& [seat, sum] : c.pairs) {
    if (Check k = check_seat(t, seat); !k) return k;
    if (sum < 3 || sum > 18) return fail(msg::kBleuRougeRange, {{"n", sum}});
    for (const auto& [other, other_sum] : t.announces) {
      if (other == seat) return fail(msg::kAnnounceAgain, {{"player", name_message(t, seat)}, {"sum", other_sum}});
      if (other_sum == sum) return fail(msg::kAnnounceTaken, {{"player", name_message(t, other)}, {"sum", sum}});
    }
    t.announces.emplace_back(seat, sum);
  }
  return {};
}

Check bleu_rouge_throw(Table& t, const std::vector<int>& dice) {
  const int thrower = t.actor;
  int sum = 0;
  for (int d : dice) sum += d;
  const Classification c = classify(Dice{dice[0], dice[1], dice[2]}, t.options);
  if (c.combo == Combo::Neant) {  // a Jarret, and no Grelottine
    ++t.players[static_cast<std::size_t>(thrower)].jarrets;
    token(t, thrower, "+jarret", say(msg::kBleuRougeNeant));
  }
  for (const auto& [seat, announced] : t.announces) {
    if (announced != sum) continue;
    // The player who announced the sum also takes the re-throw's combination as if they threw it.
    add(t, seat, 36 + 2 * sum, say(msg::kBleuRougeSum, {{"sum", sum}}));
    t.dice = dice;
    on_dice(t, seat, Context::BleuRouge);
    return {};
  }
  t.dice = dice;
  t.dice_by = thrower;
  end_event(t);
  return {};
}

bool verdier_open(const Table& t) {
  if (!t.options.verdier || t.window != Window::Turn || t.partial.size() != 2) return false;
  const int a = t.partial[0], b = t.partial[1];
  const auto even = [](int d) { return d == 2 || d == 4 || d == 6; };
  return even(a) && even(b) && a != b;
}

Check verdier_bet(Table& t, const Command& c) {
  if (!t.options.verdier) return fail(msg::kRulePack, {{"rule", "Verdier"}});
  if (!verdier_open(t)) return fail(msg::kVerdierWhen, {{"pending", pending_message(t)}});
  if (c.seats.empty()) return fail(msg::kVerdierEmpty);
  for (int s : c.seats) {
    if (Check k = check_seat(t, s); !k) return k;
    if (std::find(t.verdier.begin(), t.verdier.end(), s) != t.verdier.end())
      return fail(msg::kVerdierAgain, {{"player", name_message(t, s)}});
    t.verdier.push_back(s);
  }
  return {};
}

void settle_verdier(Table& t) {
  std::vector<int> sorted = t.dice;
  std::sort(sorted.begin(), sorted.end());
  const bool won = sorted == std::vector<int>{2, 4, 6};
  for (int s : t.verdier) {
    if (won) add(t, s, 25, say(msg::kVerdierWon));
    else add(t, s, -5, say(msg::kVerdierLost));
  }
  t.verdier.clear();
}

}  // namespace arcade::chouette::detail

namespace arcade::chouette {

Result<int> sloubi_score(int best, int second, int rounds, bool sang) {
  if (best < second) return fail(msg::kSloubiOrder, {{"best", best}, {"second", second}});
  if (rounds < 0) return fail(msg::kSloubiRounds);
  const long long base = (static_cast<long long>(best) - second) * rounds / 10;
  if (base > 228) return fail(msg::kSloubiHigh, {{"n", base}});
  return static_cast<int>(sang ? (base * 3 + 1) / 2 : base);
}

}  // namespace arcade::chouette
