// Cul de chouette table options: the canonical defaults of the rules spec, its variants and the
// optional rule packs, with one short-flag text form shared by session params and scenarios.
#pragma once
#include <string>
#include <string_view>

#include "../common/result.hpp"
#include "../common/value.hpp"

namespace arcade::chouette {

// Maximum Grelottine stakes: K (the kata and leocalvat, canonical), F (the 8-page rules: no Suite
// and no CdC siroté), W (wikibooks via OncleTom77 and Kize: other percentages, rounded up).
enum class GrelottineTable { K, F, W };

struct Options {
  int target = 343;                   // reaching or exceeding it ends the game
  bool win_only_on_own_turn = false;  // gains off one's own turn stop at cap_score
  int cap_score = 332;
  bool clamp_at_zero = false;         // canonical: negative scores are allowed
  int bevue = 10;                     // the Bévue penalty
  bool chouette_velute_dice = false;  // tied "Pas mou" callers throw dice instead of all losing
  bool suite_highest_loses = false;   // Suite tie-break: the highest die loses instead of the lowest
  bool suite_velute_only = false;     // 1-2-3 is only a Velute of 3 (the kata's [K0]): no Suite race
  int sirop_bet_win = 25;             // a sirotage bet naming the re-thrown die
  int sirop_bet_loss = 5;             // any other sirotage bet
  bool contre_sirop = true;
  bool contre_sirop_only_if_no_bet_won = false;
  int civet_max = 102;
  int civet_final_cap = 0;  // 0: none; the kata's 300 (a won Civet may not pass it)
  GrelottineTable grelottine_table = GrelottineTable::K;
  bool grelottine_ceil = false;  // round the maximum stake up (the W table's rounding)
  int grelottine_min_score = 0;  // 30 in the wikibooks variant: to gain one and to challenge
  // kataCompat: the kata's numbers where they differ from the canonical rules (ordered
  // combinations, +15 bets, bettors lose on success, Soufflette challenger always -30, no
  // combination points on a Grelottine challenge throw, Civet final score cap 300).
  bool kata = false;
  // Optional rule packs, all off by default.
  bool soufflette = false;
  bool boucliette = false;
  bool attrape_oiseau = false;
  bool artichette = false;
  bool bleu_rouge = false;
  bool verdier = false;
  // Further options of the spec, all off by default.
  bool teams = false;            // Doublette: teammates sit opposite and share one score
  bool lance_civet = false;      // "Lance-Civet !": a holder gives their Civet to another player
  bool grelottine_bets = false;  // side bets on a Grelottine challenge's success or failure
  int grelottine_bet_win = 25;   // [S8]/[AT]; [LC] pays 10
  int grelottine_bet_loss = 5;
  bool civet_double = false;  // Civet doublé: other holders join a declared Civet, each doubling it
  bool achat = false;         // another player buys the cul for 30 (the thrower scores two dice)
};

// The flags after the seat count in params, e.g. "sf,bc,t500" (see the README for the list).
// An empty text gives the canonical options.
Result<Options> parse_options(std::string_view flags);
// The canonical flag text (only what differs from the defaults, in a fixed order).
std::string format_options(const Options& o);
// A scenario's "options": a flag string or an object of long names ({"kataCompat": true,
// "packs": ["soufflette"], "target": 500, ...}).
Result<Options> options_from_value(const Value& v);
// Every option with its value, for views and replay results.
Value options_value(const Options& o);

// The numbers that kataCompat changes, read through one place so the rules never test o.kata twice.
inline int bet_win(const Options& o) { return o.kata ? 15 : o.sirop_bet_win; }
inline int civet_cap(const Options& o) { return o.kata ? 300 : o.civet_final_cap; }

}  // namespace arcade::chouette
