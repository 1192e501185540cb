// Cul de chouette combinations: classification of a throw of three dice with the spec's precedence
// (Table A), the points each one is worth, the targets of Civet and Grelottine bets.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../common/result.hpp"
#include "options.hpp"

namespace arcade::chouette {

enum class Combo {
  CulDeChouette,
  ChouetteVelute,
  SuiteVelute,  // 1-2-3: a Suite and a Velute of 3 at once
  Suite,
  Velute,
  Chouette,
  Neant,
  // Optional packs.
  BleuRouge,   // 3-3-4
  Artichette,  // 3-4-4
  Soufflette,  // 1-2-4
};

// Who must shout what once the dice are read.
enum class Race {
  None,
  PasMou,      // "Pas mou le caillou !": the first caller takes race_points
  Grelotte,    // "Grelotte ça picote !": the last caller loses 10
  Artichette,  // "Raitournelle !" (thrower) against "Artichette !" (anyone else)
};

struct Classification {
  Combo combo = Combo::Neant;
  int value = 0;           // Table A: the face that names it (0 for a Suite, a Néant, a Soufflette)
  int thrower_points = 0;  // credited to the thrower before any sirotage
  Race race = Race::None;
  int race_points = 0;      // what the Pas mou race is worth
  bool sirotable = false;   // a plain Chouette: the odd die may be re-thrown
  int pair = 0;             // sirotable: the paired face
  bool grelottine = false;  // a Néant: the thrower gains a Grelottine
};

using Dice = std::array<int, 3>;

// Canonical (order-free) classification with the packs of `o`; with o.kata the kata's ordered
// rules of Table C: (owl 1, owl 2, bottom) where only owl1 + owl2 = bottom is a Velute.
Classification classify(const Dice& dice, const Options& o);
// The same from outside input: exactly three whole numbers from 1 to 6, or a sentence.
Result<Classification> classify_checked(const std::vector<int>& dice, const Options& o);

// "cul-de-chouette", "chouette-velute", "suite-velute", "suite", "velute", "chouette", "neant",
// "bleu-rouge", "artichette", "soufflette".
std::string_view combo_id(Combo c);
// For players: "Chouette of 4", "Suite", "Suite and Velute of 3", "Néant".
std::string combo_label(const Classification& c);
// The combination as a message ("chouette.combo.chouette" with its value): combo_label's English.
Message combo_message(const Classification& c);

int cul_de_chouette_points(int v);  // 40 + 10v
int velute_points(int v);           // 2v²
int chouette_points(int v);         // v²

// Lower case ASCII letters and digits only, with the French accented letters folded (é è ê → e,
// ç → c…), so "CdC siroté", "cdc-sirote" and "CDC SIROTE" read alike.
std::string fold(std::string_view text);

// The bird a sirotage bet names: Linotte 1 … Chouette 6.
std::string_view bird(int face);
// A face from a bird's name or digit ("Alouette", "alouette", "2"); nullopt otherwise.
std::optional<int> face_of_bird(std::string_view text);

// What a Civet or a Grelottine challenge bets on.
enum class Target {
  Chouette,
  Velute,
  ChouetteVelute,
  Suite,
  CulDeChouette,
  CulDeChouetteSirote,  // a Chouette followed by a successful sirotage
  Soufflette,
  BleuRouge,
  Artichette,
};
inline constexpr int kTargetCount = 9;

std::string_view target_code(Target t);   // move text: ch ve cv su cdc cds sf br ar
std::string_view target_id(Target t);     // scenario text: "chouette", "cul-de-chouette-sirote"…
std::string_view target_label(Target t);  // for players: "Chouette", "Cul de chouette siroté"
// From a code, an id or a label, case and accents ignored ("Velute", "CdC siroté", "ve").
std::optional<Target> parse_target(std::string_view text);
// Targets that the options make possible for a Civet (pack combinations only with their pack).
bool civet_target_allowed(Target t, const Options& o);

// How a throw ended for bets on it: its first classification and whether a sirotage of it
// succeeded.
struct Outcome {
  Combo combo = Combo::Neant;
  bool sirote = false;
};
// Canonical matching: the first classification counts (a CdC is no Chouette, 1-2-3 is both a
// Suite and a Velute); "CdC siroté" needs a Chouette and then a successful sirotage.
bool target_met(Target t, const Outcome& o);

// The Grelottine table's percentage for a target, or 0 when the table has no such target.
int grelottine_percent(Target t, GrelottineTable table);
// The maximum stake: pct x min(both scores), floored (or rounded up); 0 or less means none.
int grelottine_max_stake(Target t, int challenger_score, int challenged_score, const Options& o);

}  // namespace arcade::chouette
