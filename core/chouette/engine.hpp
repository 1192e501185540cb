// Internal to the Cul de chouette engine: the steps that the topic files (races, sirotage, civet,
// grelottine, soufflette, packs) share. Each step mutates a scratch copy of the table; a step that
// returns an error makes execute() drop the copy.
#pragma once
#include <string>
#include <vector>

#include "messages.hpp"
#include "table.hpp"

namespace arcade::chouette::detail {

// Quoted French calls, as the players shout them.
inline constexpr const char* kPasMou = "\"Pas mou le caillou !\"";
inline constexpr const char* kGrelotte = "\"Grelotte ça picote !\"";
inline constexpr const char* kSirop = "\"J'apprécie les fruits au sirop !\"";
inline constexpr const char* kSansFin = "\"Sans fin est la moisissure des bières bretonnes !\"";
inline constexpr const char* kGrelottine = "\"Grelottine !\"";
inline constexpr const char* kPasseGrelot = "\"Passe-Grelot !\"";
inline constexpr const char* kLanceCivet = "\"Lance-Civet !\"";
inline constexpr const char* kRaitournelleCall = "\"Raitournelle !\"";
inline constexpr const char* kArtichetteCall = "\"Artichette !\"";

const std::string& name(const Table& t, int seat);
// "A", "A and B", "A, B and C".
std::string names(const Table& t, const std::vector<int>& seats);
Check check_seat(const Table& t, int seat);

// Score changes go through here: options (clamp at zero, off-turn cap) apply, and the effect
// records the change actually made.
// Reasons are messages (msg:: in messages.hpp); the effect keeps their English beside them.
void add(Table& t, int seat, int delta, const Message& reason);
void token(Table& t, int seat, const std::string& change, const Message& reason);
void bevue(Table& t, int seat, const Message& what);
// A seat's name, and several seats' names ("A, B and C"), as message parameters.
Message name_message(const Table& t, int seat);
Message names_message(const Table& t, const std::vector<int>& seats);

// Dice of a complete throw by `actor` are in t.dice: classify, score, open the windows.
void on_dice(Table& t, int actor, Context context);
// The actor's throw has its final outcome: settle the Civet or the Grelottine challenge on it.
void resolve(Table& t, int actor, const Outcome& outcome);
// Any score at the target ends the game; the top score wins, ties going to `thrower` and then to
// the seats after it in turn order.
void check_end(Table& t, int thrower);
// The event is over: end check, then the next seat's turn.
void end_event(Table& t);

// Topic steps (each checks its own window and inputs).
Check race_call(Table& t, const Command& c);             // races.cpp: m g j r f
Check tie_dice(Table& t, const std::vector<int>& dice);  // races.cpp: PasMouTie, GrelotteTie
Check keep_chouette(Table& t);                           // sirotage.cpp
Check siroter(Table& t);
Check attrape(Table& t, int seat);
Check bet(Table& t, const Command& c);
Check sirop_throw(Table& t, int die);
Check declare_civet(Table& t, const Command& c);  // civet.cpp
void settle_civet(Table& t, const Outcome& outcome);
Check lance_civet(Table& t, const Command& c);
Check join_civet(Table& t, int seat);         // civet.cpp (Civet doublé)
Check challenge(Table& t, const Command& c);  // grelottine.cpp
Check passe_grelot(Table& t, int seat);
Check boucliette(Table& t, int seat);
void settle_challenge(Table& t, const Outcome& outcome);
Check side_bet(Table& t, const Command& c);
Check soufflette(Table& t, int seat);  // soufflette.cpp
Check soufflette_throw(Table& t, const std::vector<int>& dice);
Check announce(Table& t, const Command& c);  // packs.cpp
Check bleu_rouge_throw(Table& t, const std::vector<int>& dice);
Check verdier_bet(Table& t, const Command& c);
Check achat(Table& t, int seat);  // achat.cpp
bool verdier_open(const Table& t);
// last.cpp: the command `c` that took the table from `before` to `after`, as the view tells it.
LastMove last_move(const Table& before, const Table& after, const Command& c);
void settle_verdier(Table& t);

}  // namespace arcade::chouette::detail
