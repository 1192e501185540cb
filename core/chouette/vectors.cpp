// Scenario entries in the shape of shared/data/chouette/vectors.json ({"id", "inputs": {...}}),
// translated into ordinary scenarios (players, start, options, commands), so the shared vectors
// and more of their kinds replay as they are written.
#include <algorithm>
#include <string_view>

#include "../common/text.hpp"
#include "messages.hpp"
#include "scenario.hpp"

namespace arcade::chouette {

namespace {

Value names_array(const std::vector<std::string>& names) { return Value::array_of(names); }

// Players in order of appearance, the thrower first.
struct Cast {
  std::vector<std::string> names;
  void add(const std::string& n) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  }
  void add_all(const Value* v) {
    if (!v) return;
    if (v->kind() == Value::Kind::String) add(v->as_string());
    if (v->kind() == Value::Kind::Array)
      for (const Value& x : v->items()) add_all(&x);
    if (v->kind() == Value::Kind::Object)
      for (const std::string& k : v->keys()) add(k);
  }
};

Value call(const char* phrase, Value order) {
  Value c = Value::object();
  c.set("call", phrase).set("order", std::move(order));
  return c;
}

Value single(const char* verb, Value v) {
  Value c = Value::object();
  c.set(verb, std::move(v));
  return c;
}

// A list of names called one after the other: each its own group.
Value one_by_one(const Value& names) {
  Value order = Value::array();
  for (const Value& n : names.items()) order.push(n);
  return order;
}

// The face that makes a plain Chouette with a pair of v (not a Cul de chouette, Chouette-Velute
// or Suite), so a sirotage vector can throw it.
int odd_die(int v) {
  for (int d = 1; d <= 6; ++d) {
    if (d == v) continue;
    const Classification c = classify(Dice{v, v, d}, Options{});
    if (c.combo == Combo::Chouette) return d;
  }
  return 1;
}

Result<int> whole(const Value* v, const char* what) {
  if (!v || v->kind() != Value::Kind::Int) return fail(msg::kVectorWhole, {{"field", what}});
  return static_cast<int>(v->as_int());
}

}  // namespace

namespace {
// Every field a vector entry and its inputs may have: anything else (a misspelt "sirotage_reroll")
// is refused by name rather than quietly replayed as a different scenario.
constexpr std::string_view kEntryKeys[] = {"id",     "inputs",  "expected", "tokens",      "rule",   "note",
                                           "source", "variant", "name",     "description", "comment"};
constexpr std::string_view kInputKeys[] = {
    "announcements", "best",           "bets",        "challenge",      "challenged",
    "challenger",    "chouette",       "chouettes",   "civet",          "contre_sirop_order",
    "cul",           "events",         "first_shout", "grelotte_order", "grelotte_shouted_by",
    "holder",        "pas_mou_first",  "players",     "reroll",         "rounds",
    "sang",          "scores",         "second",
    "shout",  // the words shouted, as the vectors write them down (the rule follows from the fields)
    "stake",         "target",         "throw",       "thrower",        "throws",
    "turns_played",  "verdier_bettors"};

template <std::size_t N>
Check known_keys(const Value& v, const std::string_view (&keys)[N], const MessageDef& refusal) {
  for (const std::string& k : v.keys()) {
    bool known = false;
    for (std::string_view key : keys) known = known || k == key;
    if (!known) return fail(refusal, {{"key", quoted(k)}});
  }
  return {};
}
}  // namespace

Result<Value> scenario_from_vector(const Value& entry) {
  const Value* inputs = entry.get("inputs");
  if (!inputs || inputs->kind() != Value::Kind::Object) return fail(msg::kVectorInputs);
  if (Check k = known_keys(entry, kEntryKeys, msg::kVectorField); !k) return k.failure();
  if (Check k = known_keys(*inputs, kInputKeys, msg::kVectorInputField); !k) return k.failure();
  const Value& in = *inputs;
  Cast cast;
  Value commands = Value::array();
  Value scores = Value::object();
  Value tokens = Value::object();
  Value packs = Value::array();
  bool finish = true;
  const auto get = [&](const char* k) { return in.get(k); };

  if (get("best")) {  // Chante-Sloubi: a formula, not a table event
    Result<int> best = whole(get("best"), "best"), second = whole(get("second"), "second");
    Result<int> rounds = whole(get("turns_played") ? get("turns_played") : get("rounds"), "turns_played");
    if (!best || !second || !rounds) return !best ? best.failure() : !second ? second.failure() : rounds.failure();
    const bool sang = get("sang") && get("sang")->kind() == Value::Kind::Bool && get("sang")->as_bool();
    Result<int> base = sloubi_score(*best, *second, *rounds, false);
    if (!base) return base.failure();
    Value s = Value::object();
    s.set("sloubi",
          Value::object().set("base", *base).set("score", sloubi_score(*best, *second, *rounds, sang).value()));
    return s;
  }

  std::string thrower = "A";
  if (get("thrower") && get("thrower")->kind() == Value::Kind::String) thrower = get("thrower")->as_string();
  if (const Value* p = get("players")) cast.add_all(p);
  const auto name_of = [&](const char* key) {
    const Value* v = get(key);
    return v && v->kind() == Value::Kind::String ? v->as_string() : std::string(key);
  };
  if ((get("challenger") && get("challenged")) || (get("target") && !get("civet"))) {
    // Grelottine (target, stake) or Soufflette (throws): the challenged and the challenger, named
    // or called by their roles.
    const std::string challenged = name_of("challenged"), challenger = name_of("challenger");
    if (get("throws")) {  // Soufflette: the challenger threw 1-2-4
      cast.add(challenger);
      cast.add(challenged);
      packs.push("soufflette");
      commands.push(single("throw", Value::array().push(1).push(2).push(4)));
      commands.push(single("soufflette", challenged));
      for (const Value& t : get("throws")->items()) commands.push(single("throw", t));
    } else {
      cast.add(challenged);
      cast.add(challenger);
      // Scores keyed by role ("challenger": 220) or by name; 100 each otherwise.
      int a = 100, b = 100;
      if (const Value* s = get("scores")) {
        if (const Value* x = s->get("challenger")) a = static_cast<int>(x->as_int());
        if (const Value* x = s->get(challenger)) a = static_cast<int>(x->as_int());
        if (const Value* x = s->get("challenged")) b = static_cast<int>(x->as_int());
        if (const Value* x = s->get(challenged)) b = static_cast<int>(x->as_int());
      }
      scores.set(challenger, a).set(challenged, b);
      tokens.set(challenger, Value::array().push("grelottine"));
      commands.push(single("throw", Value::array().push(1).push(3).push(6)));  // the challenged's Néant
      const Value* target = get("target");
      const Value* stake = get("stake");
      if (target && stake) {
        Value g = Value::object();
        g.set("by", challenger).set("target", *target).set("stake", *stake);
        commands.push(single("grelottine", std::move(g)));
        if (const Value* t = get("throw")) commands.push(single("throw", *t));
      } else {
        finish = false;  // no challenge given: stop at the Grelottine window and show the caps
      }
    }
  } else if (const Value* holder = get("holder")) {  // Passe-Grelot: the holder is challenged
    const std::string h = holder->as_string(), by = get("challenger") ? get("challenger")->as_string() : "B";
    cast.add(h);
    cast.add(by);
    scores.set(h, 100).set(by, 100);
    tokens.set(h, Value::array().push("passe-grelot")).set(by, Value::array().push("grelottine"));
    commands.push(single("throw", Value::array().push(1).push(3).push(6)));
    commands.push(single("grelottine", Value::object().set("by", by).set("target", "chouette").set("stake", 1)));
    commands.push(single("passeGrelot", Value(true)));
  } else if (const Value* v = get("chouette"); v && v->kind() == Value::Kind::Int) {  // sirotage
    cast.add(thrower);
    const int pair = static_cast<int>(v->as_int());
    commands.push(single("throw", Value::array().push(pair).push(pair).push(odd_die(pair))));
    commands.push(single("sirotage", Value(true)));
    if (const Value* bets = get("bets")) {
      cast.add_all(bets);
      commands.push(single("bets", *bets));
    }
    if (const Value* r = get("reroll")) commands.push(single("throw", Value::array().push(*r)));
    if (const Value* order = get("contre_sirop_order")) {
      cast.add_all(order);
      commands.push(call("contre-sirop", one_by_one(*order)));
    }
  } else if (const Value* events = get("events")) {  // "DiceThrown 6": dice thrown by the first player
    const std::string first = cast.names.empty() ? thrower : cast.names[0];
    cast.add(first);
    for (const Value& e : events->items()) {
      const std::string text = e.kind() == Value::Kind::String ? e.as_string() : "";
      const int face = text.empty() ? 0 : text.back() - '0';
      commands.push(Value::object().set("die", face).set("by", first));
    }
  } else {  // one throw (or chouettes then cul) and what follows it
    cast.add(thrower);
    if (const Value* civet = get("civet")) {
      tokens.set(thrower, Value::array().push("civet"));
      const Value* stake = civet->get("stake");
      if (!get("scores") && stake && stake->kind() == Value::Kind::Int)
        scores.set(thrower, std::max<int>(102, static_cast<int>(stake->as_int())));
      commands.push(single("civet", *civet));
    }
    if (const Value* ch = get("chouettes")) {
      packs.push("verdier");
      commands.push(single("throw", *ch));
      if (const Value* bettors = get("verdier_bettors")) {
        cast.add_all(bettors);
        commands.push(single("verdier", *bettors));
      }
      if (const Value* cul = get("cul")) commands.push(single("throw", Value::array().push(*cul)));
    } else if (const Value* t = get("throw")) {
      if (get("challenge")) packs.push("soufflette");
      if (get("first_shout")) packs.push("artichette");
      if (get("announcements")) packs.push("bleu-rouge");
      commands.push(single("throw", *t));
    }
    if (const Value* first = get("pas_mou_first")) {
      cast.add_all(first);
      Value order = Value::array();
      if (!first->items().empty()) order.push(*first);  // the first callers, tied when several
      commands.push(call("pas-mou", std::move(order)));
    }
    if (const Value* order = get("grelotte_order")) {
      cast.add_all(order);
      commands.push(call("grelotte", one_by_one(*order)));
    }
    if (const Value* wrong = get("grelotte_shouted_by")) {
      cast.add_all(wrong);
      commands.push(call("grelotte", one_by_one(*wrong)));
    }
    if (const Value* shout = get("first_shout"); shout && shout->kind() == Value::Kind::String) {
      const std::string s = shout->as_string();  // "B:Artichette"
      const std::string who = s.substr(0, s.find(':'));
      cast.add(who);
      commands.push(call("artichette", Value::array().push(who)));
    }
    if (const Value* a = get("announcements")) {
      cast.add_all(a);
      commands.push(single("announce", *a));
      if (const Value* r = get("reroll")) commands.push(single("throw", *r));
    }
    if (get("challenge") && get("challenge")->kind() == Value::Kind::Null) commands.push(single("pass", Value(true)));
  }
  const bool grelottine = (get("challenger") && get("challenged")) || (get("target") && !get("civet"));
  if (const Value* s = get("scores"); s && s->kind() == Value::Kind::Object && !grelottine) {
    for (std::size_t i = 0; i < s->keys().size(); ++i) {
      cast.add(s->keys()[i]);
      scores.set(s->keys()[i], s->items()[i]);
    }
  }
  if (cast.names.size() < 2) cast.add(cast.names.empty() || cast.names[0] != "B" ? "B" : "A");
  Value scenario = Value::object();
  scenario.set("players", names_array(cast.names))
      .set("scores", std::move(scores))
      .set("tokens", std::move(tokens))
      .set("options", Value::object().set("packs", std::move(packs)))
      .set("commands", std::move(commands))
      .set("finish", finish);
  return scenario;
}

}  // namespace arcade::chouette
