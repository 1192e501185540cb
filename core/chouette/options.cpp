// Options of a Cul de chouette table: short flags (session params, CLI) and long names (scenario
// JSON), both checked into the same Options (see options.hpp).
#include "options.hpp"

#include <functional>
#include <vector>

#include "../common/text.hpp"
#include "messages.hpp"

namespace arcade::chouette {

namespace {

// A flag that is on or off: its text and the field it sets.
struct Switch {
  std::string_view flag;
  bool Options::*field;
};
constexpr Switch kSwitches[] = {
    {"z", &Options::clamp_at_zero},
    {"own", &Options::win_only_on_own_turn},
    {"cvd", &Options::chouette_velute_dice},
    {"shl", &Options::suite_highest_loses},
    {"sv", &Options::suite_velute_only},
    {"csb", &Options::contre_sirop_only_if_no_bet_won},
    {"kata", &Options::kata},
    {"sf", &Options::soufflette},
    {"bc", &Options::boucliette},
    {"ao", &Options::attrape_oiseau},
    {"art", &Options::artichette},
    {"br", &Options::bleu_rouge},
    {"vd", &Options::verdier},
    {"dbl", &Options::teams},
    {"lc", &Options::lance_civet},
    {"gb", &Options::grelottine_bets},
    {"ach", &Options::achat},
    {"cdb", &Options::civet_double},
};

// A flag with a number: prefix, field, allowed range, what it is called in sentences.
struct Number {
  std::string_view prefix;
  int Options::*field;
  int min, max;
  const MessageDef* what;
};
constexpr Number kNumbers[] = {
    {"t", &Options::target, 50, 100000, &msg::kOptTarget},
    {"b", &Options::bevue, 1, 100, &msg::kOptBevue},
    {"bw", &Options::sirop_bet_win, 0, 100, &msg::kOptBetWin},
    {"bl", &Options::sirop_bet_loss, 0, 100, &msg::kOptBetLoss},
    {"cm", &Options::civet_max, 1, 1000, &msg::kOptCivetMax},
    {"cc", &Options::civet_final_cap, 50, 100000, &msg::kOptCivetCap},
    {"gm", &Options::grelottine_min_score, 0, 1000, &msg::kOptGrelottineMin},
    {"cap", &Options::cap_score, 1, 100000, &msg::kOptCap},
    {"gbw", &Options::grelottine_bet_win, 0, 100, &msg::kOptSideWin},
    {"gbl", &Options::grelottine_bet_loss, 0, 100, &msg::kOptSideLoss},
};

const std::string kFlagList =
    "t<target>, z (no negative scores), own (win only on one's own turn), cap<score>, b<Bévue>, "
    "cvd (Chouette-Velute ties by dice), shl (Suite ties: highest die loses), sv (1-2-3 only a "
    "Velute), bw<bet won>, "
    "bl<bet lost>, ncs (no Contre-Sirop), csb (Contre-Sirop only if no bet won), cm<Civet max>, "
    "cc<Civet final cap>, gf or gw (Grelottine table), gup or gdn (rounding), gm<minimum score>, "
    "kata, and the packs sf (Soufflette), bc (Boucliette), ao (Attrape-Oiseau), art (Artichette), "
    "br (Bleu-Rouge), vd (Verdier), and the options dbl (Doublette: teams of two), lc (Lance-Civet), "
    "gb (Grelottine side bets), gbw<side bet won>, gbl<side bet lost>, ach (Achat), cdb (Civet doublé)";

bool table_rounds_up(GrelottineTable t) { return t == GrelottineTable::W; }

}  // namespace

Result<Options> parse_options(std::string_view flags) {
  Options o;
  std::vector<std::string> seen;
  bool rounding_given = false;
  for (std::string_view f : split(flags, ',')) {
    if (f.empty()) continue;
    // Options given twice would make the canonical form ambiguous about which one counted.
    std::string key(f);
    while (!key.empty() && key.back() >= '0' && key.back() <= '9') key.pop_back();
    if (key == "gk" || key == "gf" || key == "gw") key = "g-table";
    if (key == "gup" || key == "gdn") key = "g-rounding";
    for (const std::string& s : seen)
      if (s == key) return fail(msg::kOptionTwice, {{"option", quoted(f)}});
    seen.push_back(key);

    bool done = false;
    for (const Switch& s : kSwitches)
      if (f == s.flag) {
        o.*s.field = true;
        done = true;
      }
    if (done) continue;
    if (f == "ncs") {
      o.contre_sirop = false;
      continue;
    }
    if (f == "gk" || f == "gf" || f == "gw") {
      o.grelottine_table = f == "gk" ? GrelottineTable::K : f == "gf" ? GrelottineTable::F : GrelottineTable::W;
      if (!rounding_given) o.grelottine_ceil = table_rounds_up(o.grelottine_table);
      continue;
    }
    if (f == "gup" || f == "gdn") {
      o.grelottine_ceil = f == "gup";
      rounding_given = true;
      continue;
    }
    for (const Number& n : kNumbers) {
      if (f.size() <= n.prefix.size() || f.substr(0, n.prefix.size()) != n.prefix) continue;
      const auto v = parse_uint(f.substr(n.prefix.size()));
      if (!v) continue;
      if (*v < n.min || *v > n.max)
        return fail(msg::kNumberRange, {{"what", say(*n.what)}, {"min", n.min}, {"max", n.max}, {"n", *v}});
      o.*n.field = static_cast<int>(*v);
      done = true;
      break;
    }
    if (!done) return fail(msg::kOptionFlags, {{"flags", kFlagList}, {"option", quoted(f)}});
  }
  return o;
}

std::string format_options(const Options& o) {
  const Options d;
  std::vector<std::string> out;
  auto number = [&](std::string_view prefix, int value, int def) {
    if (value != def) out.push_back(std::string(prefix) + std::to_string(value));
  };
  number("t", o.target, d.target);
  if (o.clamp_at_zero) out.push_back("z");
  if (o.win_only_on_own_turn) out.push_back("own");
  number("cap", o.cap_score, d.cap_score);
  number("b", o.bevue, d.bevue);
  if (o.chouette_velute_dice) out.push_back("cvd");
  if (o.suite_highest_loses) out.push_back("shl");
  if (o.suite_velute_only) out.push_back("sv");
  number("bw", o.sirop_bet_win, d.sirop_bet_win);
  number("bl", o.sirop_bet_loss, d.sirop_bet_loss);
  if (!o.contre_sirop) out.push_back("ncs");
  if (o.contre_sirop_only_if_no_bet_won) out.push_back("csb");
  number("cm", o.civet_max, d.civet_max);
  number("cc", o.civet_final_cap, d.civet_final_cap);
  if (o.grelottine_table == GrelottineTable::F) out.push_back("gf");
  if (o.grelottine_table == GrelottineTable::W) out.push_back("gw");
  if (o.grelottine_ceil != table_rounds_up(o.grelottine_table)) out.push_back(o.grelottine_ceil ? "gup" : "gdn");
  number("gm", o.grelottine_min_score, d.grelottine_min_score);
  if (o.kata) out.push_back("kata");
  if (o.soufflette) out.push_back("sf");
  if (o.boucliette) out.push_back("bc");
  if (o.attrape_oiseau) out.push_back("ao");
  if (o.artichette) out.push_back("art");
  if (o.bleu_rouge) out.push_back("br");
  if (o.verdier) out.push_back("vd");
  if (o.teams) out.push_back("dbl");
  if (o.lance_civet) out.push_back("lc");
  if (o.grelottine_bets) out.push_back("gb");
  number("gbw", o.grelottine_bet_win, d.grelottine_bet_win);
  number("gbl", o.grelottine_bet_loss, d.grelottine_bet_loss);
  if (o.achat) out.push_back("ach");
  if (o.civet_double) out.push_back("cdb");
  return join(out, ',');
}

namespace {

// Letters only, lower case: "Attrape-Oiseau", "attrape_oiseau" and "attrapeOiseau" match.
std::string letters(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c >= 'A' && c <= 'Z') out += static_cast<char>(c - 'A' + 'a');
    else if (c >= 'a' && c <= 'z') out += c;
  }
  return out;
}

Check set_pack(Options& o, std::string_view name) {
  const std::string n = letters(name);
  if (n == "soufflette" || n == "sf") o.soufflette = true;
  else if (n == "boucliette" || n == "bc") o.boucliette = true;
  else if (n == "attrapeoiseau" || n == "ao") o.attrape_oiseau = true;
  else if (n == "artichette" || n == "art") o.artichette = true;
  else if (n == "bleurouge" || n == "br") o.bleu_rouge = true;
  else if (n == "verdier" || n == "vd") o.verdier = true;
  else return fail(msg::kOptionPack, {{"name", quoted(name)}});
  return {};
}

Result<int> whole(const Value& v, const std::string& key, int min, int max) {
  if (v.kind() != Value::Kind::Int) return fail(msg::kOptionWhole, {{"key", key}});
  if (v.as_int() < min || v.as_int() > max)
    return fail(msg::kOptionRange, {{"key", key}, {"min", min}, {"max", max}, {"n", v.as_int()}});
  return static_cast<int>(v.as_int());
}

Result<bool> boolean(const Value& v, const std::string& key) {
  if (v.kind() != Value::Kind::Bool) return fail(msg::kOptionBool, {{"key", key}});
  return v.as_bool();
}

Result<std::string> word(const Value& v, const std::string& key, std::initializer_list<std::string_view> allowed) {
  std::string all;
  for (std::string_view a : allowed) all += (all.empty() ? "\"" : ", \"") + std::string(a) + "\"";
  if (v.kind() == Value::Kind::String)
    for (std::string_view a : allowed)
      if (letters(v.as_string()) == letters(a)) return std::string(a);
  return fail(msg::kOptionWord, {{"key", key}, {"words", all}});
}

}  // namespace

Result<Options> options_from_value(const Value& v) {
  if (v.kind() == Value::Kind::Null) return Options{};
  if (v.kind() == Value::Kind::String) return parse_options(v.as_string());
  if (v.kind() != Value::Kind::Object) return fail(msg::kOptionsForm);
  Options o;
  bool rounding_given = false;
  for (std::size_t i = 0; i < v.keys().size(); ++i) {
    const std::string& key = v.keys()[i];
    const Value& x = v.items()[i];
    const std::string k = letters(key);
    Check c;
    auto num = [&](int& field, int min, int max) {
      Result<int> r = whole(x, key, min, max);
      if (r) field = *r;
      else c = r.failure();
    };
    auto flag = [&](bool& field) {
      Result<bool> r = boolean(x, key);
      if (r) field = *r;
      else c = r.failure();
    };
    if (k == "target") num(o.target, 50, 100000);
    else if (k == "clampatzero") flag(o.clamp_at_zero);
    else if (k == "winonlyonownturn") flag(o.win_only_on_own_turn);
    else if (k == "capscore") num(o.cap_score, 1, 100000);
    else if (k == "bevue") num(o.bevue, 1, 100);
    else if (k == "chouettevelutetie") {
      Result<std::string> w = word(x, key, {"lose", "dice"});
      if (w) o.chouette_velute_dice = *w == "dice";
      else c = w.failure();
    } else if (k == "suitetieloser" || k == "suitetielowestloses") {
      if (k == "suitetielowestloses") {
        bool lowest = true;
        flag(lowest);
        o.suite_highest_loses = !lowest;
      } else {
        Result<std::string> w = word(x, key, {"lowest", "highest"});
        if (w) o.suite_highest_loses = *w == "highest";
        else c = w.failure();
      }
    } else if (k == "suitevelutemode") {
      Result<std::string> w = word(x, key, {"both", "velute"});
      if (w) o.suite_velute_only = *w == "velute";
      else c = w.failure();
    } else if (k == "siropbetwin") num(o.sirop_bet_win, 0, 100);
    else if (k == "siropbetloss") num(o.sirop_bet_loss, 0, 100);
    else if (k == "contresirop" || k == "contresiropenabled") flag(o.contre_sirop);
    else if (k == "contresiroponlyifnobetwon") flag(o.contre_sirop_only_if_no_bet_won);
    else if (k == "civetmax") num(o.civet_max, 1, 1000);
    else if (k == "civetfinalscorecap") {
      if (x.kind() == Value::Kind::Null) o.civet_final_cap = 0;
      else num(o.civet_final_cap, 50, 100000);
    } else if (k == "grelottinetable") {
      Result<std::string> w = word(x, key, {"K", "F", "W"});
      if (w) {
        o.grelottine_table = *w == "K" ? GrelottineTable::K : *w == "F" ? GrelottineTable::F : GrelottineTable::W;
        if (!rounding_given) o.grelottine_ceil = table_rounds_up(o.grelottine_table);
      } else {
        c = w.failure();
      }
    } else if (k == "grelottinerounding") {
      Result<std::string> w = word(x, key, {"floor", "ceil"});
      if (w) {
        o.grelottine_ceil = *w == "ceil";
        rounding_given = true;
      } else c = w.failure();
    } else if (k == "grelottineminscore") num(o.grelottine_min_score, 0, 1000);
    else if (k == "katacompat" || k == "kata") flag(o.kata);
    else if (k == "packs") {
      if (x.kind() != Value::Kind::Array) c = fail(msg::kOptionPacks);
      for (const Value& p : x.items()) {
        if (!c) break;
        if (p.kind() != Value::Kind::String) c = fail(msg::kOptionPacks);
        else c = set_pack(o, p.as_string());
      }
    } else if (k == "soufflette") flag(o.soufflette);
    else if (k == "boucliette") flag(o.boucliette);
    else if (k == "attrapeoiseau") flag(o.attrape_oiseau);
    else if (k == "artichette") flag(o.artichette);
    else if (k == "bleurouge") flag(o.bleu_rouge);
    else if (k == "verdier") flag(o.verdier);
    else if (k == "teams" || k == "doublette") flag(o.teams);
    else if (k == "lancecivet") flag(o.lance_civet);
    else if (k == "grelottinebets") flag(o.grelottine_bets);
    else if (k == "grelottinebetwin") num(o.grelottine_bet_win, 0, 100);
    else if (k == "grelottinebetloss") num(o.grelottine_bet_loss, 0, 100);
    else if (k == "achat") flag(o.achat);
    else if (k == "civetdouble") flag(o.civet_double);
    else c = fail(msg::kOptionUnknown, {{"key", quoted(key)}});
    if (!c) return c.failure();
  }
  return o;
}

Value options_value(const Options& o) {
  Value packs = Value::array();
  if (o.soufflette) packs.push("soufflette");
  if (o.boucliette) packs.push("boucliette");
  if (o.attrape_oiseau) packs.push("attrape-oiseau");
  if (o.artichette) packs.push("artichette");
  if (o.bleu_rouge) packs.push("bleu-rouge");
  if (o.verdier) packs.push("verdier");
  const char* table = o.grelottine_table == GrelottineTable::K   ? "K"
                      : o.grelottine_table == GrelottineTable::F ? "F"
                                                                 : "W";
  Value v = Value::object();
  v.set("target", o.target)
      .set("clampAtZero", o.clamp_at_zero)
      .set("winOnlyOnOwnTurn", o.win_only_on_own_turn)
      .set("capScore", o.cap_score)
      .set("bevue", o.bevue)
      .set("chouetteVeluteTie", o.chouette_velute_dice ? "dice" : "lose")
      .set("suiteTieLoser", o.suite_highest_loses ? "highest" : "lowest")
      .set("suiteVeluteMode", o.suite_velute_only ? "velute" : "both")
      .set("siropBetWin", bet_win(o))
      .set("siropBetLoss", o.sirop_bet_loss)
      .set("contreSirop", o.contre_sirop)
      .set("contreSiropOnlyIfNoBetWon", o.contre_sirop_only_if_no_bet_won)
      .set("civetMax", o.civet_max)
      .set("civetFinalScoreCap", civet_cap(o) ? Value(civet_cap(o)) : Value())
      .set("grelottineTable", table)
      .set("grelottineRounding", o.grelottine_ceil ? "ceil" : "floor")
      .set("grelottineMinScore", o.grelottine_min_score)
      .set("kataCompat", o.kata)
      .set("packs", std::move(packs))
      .set("teams", o.teams)
      .set("lanceCivet", o.lance_civet)
      .set("grelottineBets", o.grelottine_bets)
      .set("grelottineBetWin", o.grelottine_bet_win)
      .set("grelottineBetLoss", o.grelottine_bet_loss)
      .set("achat", o.achat)
      .set("civetDouble", o.civet_double)
      .set("flags", format_options(o));
  return v;
}

}  // namespace arcade::chouette
