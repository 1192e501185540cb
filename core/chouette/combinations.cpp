// Classification of three dice and the tables around it: points, birds, bet targets and the
// Grelottine percentages (see combinations.hpp).
#include "combinations.hpp"

#include <algorithm>

#include "../common/text.hpp"
#include "messages.hpp"

namespace arcade::chouette {

int cul_de_chouette_points(int v) { return 40 + 10 * v; }
int velute_points(int v) { return 2 * v * v; }
int chouette_points(int v) { return v * v; }

namespace {

Classification make(Combo combo, int value, int points) {
  Classification c;
  c.combo = combo;
  c.value = value;
  c.thrower_points = points;
  return c;
}

Classification chouette_of(int pair) {
  Classification c = make(Combo::Chouette, pair, chouette_points(pair));
  c.sirotable = true;
  c.pair = pair;
  return c;
}

Classification neant() {
  Classification c = make(Combo::Neant, 0, 0);
  c.grelottine = true;
  return c;
}

// The packs replace a Chouette (Bleu-Rouge 3-3-4, Artichette 3-4-4) or a Néant (Soufflette 1-2-4)
// that has their exact faces; the kata's rules go through here too so its games can use them.
Classification with_packs(Classification c, const Dice& sorted, const Options& o) {
  const auto is = [&](int a, int b, int d) { return sorted[0] == a && sorted[1] == b && sorted[2] == d; };
  if (c.combo == Combo::Chouette && o.bleu_rouge && is(3, 3, 4)) {
    // The thrower keeps the Chouette of 3 (+9); the sum-betting re-throw follows.
    return make(Combo::BleuRouge, 3, chouette_points(3));
  }
  if (c.combo == Combo::Chouette && o.artichette && is(3, 4, 4)) {
    Classification a = make(Combo::Artichette, 4, 0);
    a.race = Race::Artichette;
    a.race_points = chouette_points(4);
    return a;
  }
  if (c.combo == Combo::Neant && o.soufflette && is(1, 2, 4)) return make(Combo::Soufflette, 0, 0);
  return c;
}

// Canonical: first match of CdC > Chouette-Velute > Suite (+Velute for 1-2-3) > Velute > Chouette
// > Néant on the sorted dice. suite_velute_only: 1-2-3 is a plain Velute of 3, as in [K0].
Classification canonical(const Dice& s, bool suite_velute_only) {
  const int a = s[0], b = s[1], c = s[2];
  if (a == b && b == c) return make(Combo::CulDeChouette, a, cul_de_chouette_points(a));
  if (a == b && a + b == c) {
    Classification cv = make(Combo::ChouetteVelute, c, 0);
    cv.race = Race::PasMou;
    cv.race_points = velute_points(c);
    return cv;
  }
  if (b == a + 1 && c == b + 1 && !(a == 1 && suite_velute_only)) {
    Classification su = a == 1 ? make(Combo::SuiteVelute, 3, velute_points(3)) : make(Combo::Suite, 0, 0);
    su.race = Race::Grelotte;
    return su;
  }
  if (a + b == c) return make(Combo::Velute, c, velute_points(c));
  if (a == b) return chouette_of(a);
  if (b == c) return chouette_of(b);
  return neant();
}

// The kata's `combination o0 o1 b` and `score` (kata-cdc-2): every ordered Velute goes to the first
// "Pas mou" caller, o1 == b is called a Chouette-Velute but scores as a Chouette.
Classification kata(const Dice& d) {
  const int o0 = d[0], o1 = d[1], bottom = d[2];
  if (o0 + o1 == bottom) {
    Classification v = make(Combo::Velute, bottom, 0);
    v.race = Race::PasMou;
    v.race_points = velute_points(bottom);
    return v;
  }
  if (o0 == o1 && o0 == bottom) return make(Combo::CulDeChouette, o0, cul_de_chouette_points(o0));
  if (o0 == o1 || o0 == bottom) return chouette_of(o0);
  if (o1 == bottom) {
    Classification cv = chouette_of(o1);
    cv.combo = Combo::ChouetteVelute;
    return cv;
  }
  Dice s = d;
  std::sort(s.begin(), s.end());
  if (s[1] == s[0] + 1 && s[2] == s[1] + 1) {
    Classification su = make(Combo::Suite, 0, 0);
    su.race = Race::Grelotte;
    return su;
  }
  return neant();
}

}  // namespace

Classification classify(const Dice& dice, const Options& o) {
  Dice sorted = dice;
  std::sort(sorted.begin(), sorted.end());
  return with_packs(o.kata ? kata(dice) : canonical(sorted, o.suite_velute_only), sorted, o);
}

Result<Classification> classify_checked(const std::vector<int>& dice, const Options& o) {
  if (dice.size() != 3) return fail(msg::kThrowThree, {{"n", dice.size()}});
  Dice d{};
  for (std::size_t i = 0; i < 3; ++i) {
    if (dice[i] < 1 || dice[i] > 6) return fail(msg::kDieRange, {{"i", i + 1}, {"face", dice[i]}});
    d[i] = dice[i];
  }
  return classify(d, o);
}

std::string_view combo_id(Combo c) {
  switch (c) {
    case Combo::CulDeChouette: return "cul-de-chouette";
    case Combo::ChouetteVelute: return "chouette-velute";
    case Combo::SuiteVelute: return "suite-velute";
    case Combo::Suite: return "suite";
    case Combo::Velute: return "velute";
    case Combo::Chouette: return "chouette";
    case Combo::Neant: return "neant";
    case Combo::BleuRouge: return "bleu-rouge";
    case Combo::Artichette: return "artichette";
    case Combo::Soufflette: return "soufflette";
  }
  return "neant";
}

std::string combo_label(const Classification& c) { return combo_message(c).message; }

Message combo_message(const Classification& c) {
  const auto of = [&](const MessageDef& def) { return say(def, {{"value", c.value}}); };
  switch (c.combo) {
    case Combo::CulDeChouette: return of(msg::kComboCul);
    case Combo::ChouetteVelute: return of(msg::kComboChouetteVelute);
    case Combo::SuiteVelute: return of(msg::kComboSuiteVelute);
    case Combo::Suite: return say(msg::kComboSuite);
    case Combo::Velute: return of(msg::kComboVelute);
    case Combo::Chouette: return of(msg::kComboChouette);
    case Combo::Neant: return say(msg::kComboNeant);
    case Combo::BleuRouge: return say(msg::kComboBleuRouge);
    case Combo::Artichette: return say(msg::kComboArtichette);
    case Combo::Soufflette: return say(msg::kComboSoufflette);
  }
  return say(msg::kComboNeant);
}

namespace {
constexpr std::string_view kBirds[] = {"Linotte", "Alouette", "Fauvette", "Mouette", "Bergeronnette", "Chouette"};
}  // namespace

std::string fold(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char ch = static_cast<unsigned char>(text[i]);
    if (ch == 0xC3 && i + 1 < text.size()) {
      const unsigned char next = static_cast<unsigned char>(text[++i]);
      const unsigned char low = next >= 0x80 && next <= 0x9E ? static_cast<unsigned char>(next + 0x20) : next;
      if (low >= 0xA8 && low <= 0xAB) out += 'e';
      else if (low >= 0xA0 && low <= 0xA5) out += 'a';
      else if (low == 0xA7) out += 'c';
      else if (low >= 0xAC && low <= 0xAF) out += 'i';
      else if (low >= 0xB2 && low <= 0xB6) out += 'o';
      else if (low >= 0xB9 && low <= 0xBC) out += 'u';
      continue;
    }
    if (ch >= 'A' && ch <= 'Z') out += static_cast<char>(ch - 'A' + 'a');
    else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) out += static_cast<char>(ch);
  }
  return out;
}

std::string_view bird(int face) { return face >= 1 && face <= 6 ? kBirds[face - 1] : std::string_view("?"); }

std::optional<int> face_of_bird(std::string_view text) {
  const std::string f = fold(text);
  if (f.size() == 1 && f[0] >= '1' && f[0] <= '6') return f[0] - '0';
  for (int face = 1; face <= 6; ++face)
    if (f == fold(kBirds[face - 1])) return face;
  return std::nullopt;
}

namespace {
struct TargetNames {
  Target target;
  std::string_view code, id, label;
};
constexpr TargetNames kTargets[kTargetCount] = {
    {Target::Chouette, "ch", "chouette", "Chouette"},
    {Target::Velute, "ve", "velute", "Velute"},
    {Target::ChouetteVelute, "cv", "chouette-velute", "Chouette-Velute"},
    {Target::Suite, "su", "suite", "Suite"},
    {Target::CulDeChouette, "cdc", "cul-de-chouette", "Cul de chouette"},
    {Target::CulDeChouetteSirote, "cds", "cul-de-chouette-sirote", "Cul de chouette siroté"},
    {Target::Soufflette, "sf", "soufflette", "Soufflette"},
    {Target::BleuRouge, "br", "bleu-rouge", "Bleu-Rouge"},
    {Target::Artichette, "ar", "artichette", "Artichette"},
};
const TargetNames& names(Target t) { return kTargets[static_cast<int>(t)]; }
}  // namespace

std::string_view target_code(Target t) { return names(t).code; }
std::string_view target_id(Target t) { return names(t).id; }
std::string_view target_label(Target t) { return names(t).label; }

std::optional<Target> parse_target(std::string_view text) {
  const std::string f = fold(text);
  for (const TargetNames& n : kTargets)
    if (f == n.code || f == fold(n.id)) return n.target;
  if (f == "cdcsirote" || f == "culdechouetteavecsirotage" || f == "siropgrelot") return Target::CulDeChouetteSirote;
  if (f == "culdechouettesanssirotage") return Target::CulDeChouette;
  return std::nullopt;
}

bool civet_target_allowed(Target t, const Options& o) {
  switch (t) {
    case Target::Soufflette: return o.soufflette;
    case Target::BleuRouge: return o.bleu_rouge;
    case Target::Artichette: return o.artichette;
    default: return true;
  }
}

bool target_met(Target t, const Outcome& o) {
  switch (t) {
    case Target::Chouette: return o.combo == Combo::Chouette;
    case Target::Velute: return o.combo == Combo::Velute || o.combo == Combo::SuiteVelute;
    case Target::ChouetteVelute: return o.combo == Combo::ChouetteVelute;
    case Target::Suite: return o.combo == Combo::Suite || o.combo == Combo::SuiteVelute;
    case Target::CulDeChouette: return o.combo == Combo::CulDeChouette;
    case Target::CulDeChouetteSirote: return o.combo == Combo::Chouette && o.sirote;
    case Target::Soufflette: return o.combo == Combo::Soufflette;
    case Target::BleuRouge: return o.combo == Combo::BleuRouge;
    case Target::Artichette: return o.combo == Combo::Artichette;
  }
  return false;
}

int grelottine_percent(Target t, GrelottineTable table) {
  switch (table) {
    case GrelottineTable::K:
      switch (t) {
        case Target::Chouette: return 33;
        case Target::Velute: return 25;
        case Target::ChouetteVelute: return 8;
        case Target::Suite: return 14;
        case Target::CulDeChouette: return 16;
        case Target::CulDeChouetteSirote: return 20;
        default: return 0;
      }
    case GrelottineTable::F:
      switch (t) {
        case Target::Chouette: return 33;
        case Target::Velute: return 25;
        case Target::ChouetteVelute: return 8;
        case Target::CulDeChouette: return 16;
        default: return 0;
      }
    case GrelottineTable::W:
      switch (t) {
        case Target::Chouette: return 33;
        case Target::Velute: return 25;
        case Target::CulDeChouette: return 12;
        case Target::ChouetteVelute: return 6;
        case Target::CulDeChouetteSirote: return 3;
        default: return 0;
      }
  }
  return 0;
}

int grelottine_max_stake(Target t, int challenger_score, int challenged_score, const Options& o) {
  const int pct = grelottine_percent(t, o.grelottine_table);
  const long long low = std::min(challenger_score, challenged_score);
  if (pct == 0 || low <= 0) return 0;
  // Integer arithmetic: 33% of 124 is 40.92 and must floor to 40 on every platform.
  return static_cast<int>(o.grelottine_ceil ? (pct * low + 99) / 100 : pct * low / 100);
}

}  // namespace arcade::chouette
