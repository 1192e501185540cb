// Scenario replay (see scenario.hpp): the JSON is checked field by field, each command is
// executed in order, and the first rejected command stops the replay with its index.
#include "scenario.hpp"

#include <algorithm>

#include "../common/text.hpp"
#include "json.hpp"
#include "messages.hpp"

namespace arcade::chouette {

namespace {

Result<int> seat_named(const Value& v, const Table& t) {
  if (v.kind() == Value::Kind::String) {
    for (std::size_t i = 0; i < t.players.size(); ++i)
      if (t.players[i].name == v.as_string()) return static_cast<int>(i);
    std::string all;
    for (std::size_t i = 0; i < t.players.size(); ++i)
      all += (i == 0 ? "" : i + 1 == t.players.size() ? " and " : ", ") + t.players[i].name;
    return fail("There is no player " + quoted(v.as_string()) + "; the players are " + all + ".");
  }
  return fail("A player is given by name, as a string.");
}

Result<int> whole(const Value* v, const std::string& what) {
  if (!v || v->kind() != Value::Kind::Int) return fail(what + " must be a whole number.");
  if (v->as_int() < -1000000 || v->as_int() > 1000000) return fail(what + " is out of range.");
  return static_cast<int>(v->as_int());
}

// A group of callers: one name, or an array of names called at the same moment.
Result<std::vector<int>> group(const Value& v, const Table& t) {
  std::vector<int> out;
  if (v.kind() == Value::Kind::Array) {
    for (const Value& n : v.items()) {
      Result<int> s = seat_named(n, t);
      if (!s) return s.failure();
      out.push_back(*s);
    }
    return out;
  }
  Result<int> s = seat_named(v, t);
  if (!s) return s.failure();
  out.push_back(*s);
  return out;
}

Result<Verb> call_verb(const std::string& phrase) {
  const std::string f = fold(phrase);
  const auto starts = [&](std::string_view p) { return f.compare(0, p.size(), p) == 0; };
  if (starts("pasmou")) return Verb::PasMou;
  if (starts("grelotte")) return Verb::Grelotte;
  if (starts("japprecie") || starts("contresirop")) return Verb::ContreSirop;
  if (starts("artichette") || starts("raitournelle")) return Verb::Artichette;
  if (starts("sansfin")) return Verb::SansFin;
  return fail("There is no call " + quoted(phrase) +
              "; the calls are pas-mou, grelotte, contre-sirop, "
              "artichette (or raitournelle) and sans-fin.");
}

Result<Target> target_of(const Value* v) {
  if (!v || v->kind() != Value::Kind::String) return fail("A target is a combination name like \"Velute\".");
  const auto t = parse_target(v->as_string());
  if (!t)
    return fail("The target " + quoted(v->as_string()) +
                " is not one of chouette, velute, chouette-velute, suite, "
                "cul-de-chouette, cul-de-chouette-sirote, soufflette, bleu-rouge, artichette.");
  return *t;
}

Result<int> face_of(const Value& v) {
  if (v.kind() == Value::Kind::Int && v.as_int() >= 1 && v.as_int() <= 6) return static_cast<int>(v.as_int());
  if (v.kind() == Value::Kind::String)
    if (const auto f = face_of_bird(v.as_string())) return *f;
  return fail(
      "A bet names a die from 1 to 6 or its bird (Linotte, Alouette, Fauvette, Mouette, Bergeronnette, Chouette).");
}

// The keys a command object may have besides its verb.
bool allowed_key(const std::string& verb, const std::string& key) {
  if (key == verb) return true;
  if (verb == "die" || verb == "lanceCivet") return key == "by";
  if (verb == "bet") return key == "on";
  if (verb == "call") return key == "order";
  if (verb == "correct") return key == "delta" || key == "reason";
  if (verb == "bevue") return key == "reason";
  return false;
}

const char* const kVerbs[] = {"throw",      "die",        "pass",           "sirotage", "siroter",    "bet",
                              "bets",       "attrape",    "call",           "civet",    "grelottine", "passeGrelot",
                              "boucliette", "soufflette", "announce",       "verdier",  "bevue",      "correct",
                              "move",       "lanceCivet", "grelottineBets", "achat",    "joinCivet"};

}  // namespace

Result<Command> command_from_value(const Value& v, const Table& t) {
  const int players = static_cast<int>(t.players.size());
  if (v.kind() == Value::Kind::String) return parse_command(v.as_string(), players);
  if (v.kind() != Value::Kind::Object || v.keys().empty())
    return fail("A command is an object like {\"throw\": [2, 3, 5]} or a move string like \"t235\".");
  std::string verb;
  for (const std::string& k : v.keys())
    for (const char* known : kVerbs)
      if (k == known) {
        if (!verb.empty()) return fail("A command has one verb; this one has \"" + verb + "\" and \"" + k + "\".");
        verb = k;
      }
  if (verb.empty()) return fail("The command " + quoted(v.keys()[0]) + " is unknown.");
  for (const std::string& k : v.keys())
    if (!allowed_key(verb, k)) return fail("The command \"" + verb + "\" has no field \"" + k + "\".");
  const Value& x = *v.get(verb);
  Command c;
  auto seat_of = [&](const Value& n, Verb verb_) -> Result<Command> {
    Result<int> s = seat_named(n, t);
    if (!s) return s.failure();
    c.verb = verb_;
    c.seat = *s;
    return c;
  };
  if (verb == "move") {
    if (x.kind() != Value::Kind::String) return fail("\"move\" is a move string like \"t235\".");
    return parse_command(x.as_string(), players);
  }
  if (verb == "throw") {
    if (x.kind() != Value::Kind::Array || x.items().empty() || x.items().size() > 3)
      return fail("\"throw\" lists one to three dice, like [2, 3, 5].");
    c.verb = Verb::Throw;
    for (const Value& d : x.items()) {
      if (d.kind() != Value::Kind::Int || d.as_int() < 1 || d.as_int() > 6)
        return fail("Dice show whole numbers from 1 to 6.");
      c.dice.push_back(static_cast<int>(d.as_int()));
    }
    return c;
  }
  if (verb == "die") {
    if (x.kind() != Value::Kind::Int || x.as_int() < 1 || x.as_int() > 6) return fail("\"die\" is a face from 1 to 6.");
    if (!v.get("by")) return fail("\"die\" needs \"by\": the player who threw it.");
    Result<Command> r = seat_of(*v.get("by"), Verb::Die);
    if (!r) return r;
    c.dice = {static_cast<int>(x.as_int())};
    return c;
  }
  if (verb == "pass") {
    c.verb = Verb::Pass;
    return c;
  }
  if (verb == "sirotage" || verb == "siroter") {
    if (x.kind() != Value::Kind::Bool) return fail("\"" + verb + "\" is true (siroter) or false (keep the Chouette).");
    c.verb = x.as_bool() ? Verb::Siroter : Verb::Pass;
    if (!x.as_bool() && t.window != Window::Sirotage) return fail("There is no Chouette to keep: " + pending(t));
    return c;
  }
  if (verb == "bet" || verb == "bets") {
    c.verb = Verb::Bet;
    if (verb == "bet") {
      Result<int> s = seat_named(x, t);
      if (!s) return s.failure();
      if (!v.get("on")) return fail("\"bet\" needs \"on\": a die from 1 to 6 or its bird.");
      Result<int> f = face_of(*v.get("on"));
      if (!f) return f.failure();
      c.pairs.emplace_back(*s, *f);
      return c;
    }
    if (x.kind() != Value::Kind::Object) return fail("\"bets\" maps players to dice, like {\"Karadoc\": 2}.");
    for (std::size_t i = 0; i < x.keys().size(); ++i) {
      Result<int> s = seat_named(Value(x.keys()[i]), t);
      if (!s) return s.failure();
      Result<int> f = face_of(x.items()[i]);
      if (!f) return f.failure();
      c.pairs.emplace_back(*s, *f);
    }
    return c;
  }
  if (verb == "lanceCivet") {
    if (!v.get("by")) return fail("\"lanceCivet\" needs \"by\": the player who gives their Civet.");
    Result<int> to = seat_named(x, t);
    if (!to) return to.failure();
    Result<Command> r = seat_of(*v.get("by"), Verb::LanceCivet);
    if (r) r.value().seats = {*to};
    return r;
  }
  if (verb == "grelottineBets") {
    if (x.kind() != Value::Kind::Object)
      return fail("\"grelottineBets\" maps players to \"success\" or \"failure\", like {\"C\": \"success\"}.");
    c.verb = Verb::SideBet;
    for (std::size_t i = 0; i < x.keys().size(); ++i) {
      Result<int> s = seat_named(Value(x.keys()[i]), t);
      if (!s) return s.failure();
      const Value& on = x.items()[i];
      const bool word =
          on.kind() == Value::Kind::String && (on.as_string() == "success" || on.as_string() == "failure");
      if (!word) return fail("A Grelottine side bet is \"success\" or \"failure\".");
      c.pairs.emplace_back(*s, on.as_string() == "success" ? 1 : 0);
    }
    return c;
  }
  if (verb == "attrape") return seat_of(x, Verb::Attrape);
  if (verb == "achat") return seat_of(x, Verb::Achat);
  if (verb == "joinCivet") return seat_of(x, Verb::JoinCivet);
  if (verb == "boucliette") return seat_of(x, Verb::Boucliette);
  if (verb == "soufflette") return seat_of(x, Verb::Soufflette);
  if (verb == "bevue") {
    Result<Command> r = seat_of(x, Verb::Bevue);
    if (r && v.get("reason") && v.get("reason")->kind() == Value::Kind::String)
      r.value().note = v.get("reason")->as_string();
    return r;
  }
  if (verb == "correct") {
    Result<Command> r = seat_of(x, Verb::Correct);
    if (!r) return r;
    Result<int> d = whole(v.get("delta"), "\"delta\" of a correction");
    if (!d) return d.failure();
    r.value().amount = *d;
    if (v.get("reason") && v.get("reason")->kind() == Value::Kind::String)
      r.value().note = v.get("reason")->as_string();
    return r;
  }
  if (verb == "passeGrelot") {
    c.verb = Verb::PasseGrelot;
    if (x.kind() == Value::Kind::Null || x.kind() == Value::Kind::Bool) return c;
    return seat_of(x, Verb::PasseGrelot);
  }
  if (verb == "call") {
    if (x.kind() != Value::Kind::String) return fail("\"call\" names the call, like \"pas-mou\" or \"grelotte\".");
    Result<Verb> cv = call_verb(x.as_string());
    if (!cv) return cv.failure();
    c.verb = *cv;
    const Value* o = v.get("order");
    if (o && o->kind() != Value::Kind::Array)
      return fail("\"order\" lists the callers, first first; tied callers share an array: [[\"A\", \"B\"], \"C\"].");
    if (o)
      for (const Value& g : o->items()) {
        Result<std::vector<int>> seats = group(g, t);
        if (!seats) return seats.failure();
        c.order.push_back(*seats);
      }
    return c;
  }
  if (verb == "civet" || verb == "grelottine") {
    if (x.kind() != Value::Kind::Object)
      return fail("\"" + verb + "\" is an object like {" + (verb == "grelottine" ? "\"by\": \"B\", " : "") +
                  "\"stake\": 40, \"target\": \"Chouette\"}.");
    for (const std::string& k : x.keys())
      if (k != "stake" && k != "target" && (verb == "civet" || k != "by"))
        return fail("\"" + verb + "\" has no field \"" + k + "\".");
    Result<int> stake = whole(x.get("stake"), "The stake");
    if (!stake) return stake.failure();
    Result<Target> target = target_of(x.get("target"));
    if (!target) return target.failure();
    c.amount = *stake;
    c.target = *target;
    if (verb == "civet") {
      c.verb = Verb::Civet;
      return c;
    }
    if (!x.get("by")) return fail("\"grelottine\" needs \"by\": who called \"Grelottine !\".");
    Result<std::vector<int>> by = group(*x.get("by"), t);
    if (!by) return by.failure();
    c.verb = Verb::Challenge;
    c.seats = *by;
    return c;
  }
  if (verb == "announce") {
    if (x.kind() != Value::Kind::Object) return fail("\"announce\" maps players to sums, like {\"A\": 12, \"B\": 10}.");
    c.verb = Verb::Announce;
    for (std::size_t i = 0; i < x.keys().size(); ++i) {
      Result<int> s = seat_named(Value(x.keys()[i]), t);
      if (!s) return s.failure();
      Result<int> sum = whole(&x.items()[i], "A Bleu-Rouge sum");
      if (!sum) return sum.failure();
      c.pairs.emplace_back(*s, *sum);
    }
    return c;
  }
  // verdier
  Result<std::vector<int>> by = group(x, t);
  if (!by) return by.failure();
  c.verb = Verb::Verdier;
  c.seats = *by;
  return c;
}

Value tokens_value(const PlayerState& p) {
  Value v = Value::array();
  if (p.grelottine) v.push("grelottine");
  if (p.civet) v.push("civet");
  if (p.passe_grelot) v.push("passe-grelot");
  if (p.boucliette) v.push("boucliette");
  for (int i = 0; i < p.jarrets; ++i) v.push("jarret");
  return v;
}

Value effect_value(const Table& t, const Effect& e) {
  Value v = Value::object();
  v.set("player", t.players[static_cast<std::size_t>(e.player)].name)
      .set("seat", e.player)
      .set("delta", e.delta)
      .set("reason", e.reason)
      .set("token", e.token.empty() ? Value() : Value(e.token));
  return v;
}

namespace {

const char* const kTopKeys[] = {"players", "first", "throwOff", "scores", "tokens", "options", "commands", "finish",
                                // documentation fields, as in the shared vectors
                                "id", "name", "rule", "description", "note", "source", "variant", "expected",
                                "comment"};

Check set_tokens(PlayerState& p, const Value& v) {
  std::vector<Value> list;
  if (v.kind() == Value::Kind::String) list.push_back(v);
  else if (v.kind() == Value::Kind::Array) list = v.items();
  else return fail("The tokens of " + quoted(p.name) + " are a list like [\"grelottine\", \"civet\"].");
  for (const Value& x : list) {
    const std::string k = x.kind() == Value::Kind::String ? fold(x.as_string()) : "";
    if (k == "grelottine") p.grelottine = true;
    else if (k == "civet") p.civet = true;
    else if (k == "passegrelot") p.passe_grelot = true;
    else if (k == "boucliette") p.boucliette = true;
    else if (k == "jarret") ++p.jarrets;
    else return fail("The tokens are grelottine, civet, passe-grelot, boucliette and jarret.");
  }
  return {};
}

}  // namespace

Value challengers_value(const Table& t) {
  Value out = Value::array();
  if (t.window != Window::Grelottine) return out;
  const int challenged = t.players[static_cast<std::size_t>(t.actor)].score;
  for (int i = 0; i < static_cast<int>(t.players.size()); ++i) {
    const PlayerState& p = t.players[static_cast<std::size_t>(i)];
    if (i == t.actor || !p.grelottine) continue;
    Value stakes = Value::object();
    for (int k = 0; k < kTargetCount; ++k) {
      const Target target = static_cast<Target>(k);
      if (grelottine_percent(target, t.options.grelottine_table) > 0)
        stakes.set(std::string(target_id(target)),
                   std::max(0, grelottine_max_stake(target, p.score, challenged, t.options)));
    }
    Value c = Value::object();
    c.set("player", p.name).set("seat", i).set("maxStakes", std::move(stakes));
    out.push(std::move(c));
  }
  return out;
}

Result<Value> replay(const Value& s) {
  if (s.kind() != Value::Kind::Object) return fail("A scenario is a JSON object with \"players\" and \"commands\".");
  if (s.get("inputs")) {  // an entry of vectors.json, as it is written
    Result<Value> translated = scenario_from_vector(s);
    if (!translated || translated->get("sloubi")) return translated;
    return replay(*translated);
  }
  for (const std::string& k : s.keys()) {
    bool known = false;
    for (const char* top : kTopKeys) known = known || k == top;
    if (!known) return fail("A scenario has no field " + quoted(k) + ".");
  }
  const Value* players = s.get("players");
  if (!players || players->kind() != Value::Kind::Array || players->items().size() < kMinPlayers ||
      players->items().size() > kMaxPlayers)
    return fail("A scenario needs \"players\": 2 to 8 names.");
  std::vector<std::string> names;
  for (const Value& p : players->items()) {
    if (p.kind() != Value::Kind::String || p.as_string().empty())
      return fail("Every player's name is a non-empty string.");
    for (const std::string& other : names)
      if (other == p.as_string()) return fail("Two players are called " + quoted(other) + ".");
    names.push_back(p.as_string());
  }
  Result<Options> options = options_from_value(s.get("options") ? *s.get("options") : Value());
  if (!options) return options.failure();
  if (Check k = check_seats(static_cast<int>(names.size()), *options); !k) return k.failure();
  const Value* throw_off = s.get("throwOff");
  if (throw_off && throw_off->kind() != Value::Kind::Bool) return fail("\"throwOff\" is true or false.");
  Table t = new_table(names, *options, throw_off && throw_off->as_bool() ? -1 : 0);
  if (const Value* first = s.get("first")) {
    if (throw_off && throw_off->as_bool()) return fail("Give either \"first\" or \"throwOff\", not both.");
    Result<int> seat = seat_named(*first, t);
    if (!seat) return fail("\"first\": " + seat.error());
    t.turn = t.actor = *seat;
  }
  if (const Value* scores = s.get("scores")) {
    if (scores->kind() != Value::Kind::Object) return fail("\"scores\" maps players to their starting scores.");
    for (std::size_t i = 0; i < scores->keys().size(); ++i) {
      Result<int> seat = seat_named(Value(scores->keys()[i]), t);
      if (!seat) return fail("\"scores\": " + seat.error());
      Result<int> n = whole(&scores->items()[i], "A starting score");
      if (!n) return n.failure();
      t.players[static_cast<std::size_t>(*seat)].score = *n;
      // Doublette: teammates share one score; it may be given for either or, equal, for both.
      if (const int mate = teammate(t, *seat); mate >= 0) {
        const Value* other = scores->get(t.players[static_cast<std::size_t>(mate)].name);
        if (other && other->kind() == Value::Kind::Int && other->as_int() != *n)
          return fail("\"scores\": " + quoted(t.players[static_cast<std::size_t>(*seat)].name) + " and " +
                      quoted(t.players[static_cast<std::size_t>(mate)].name) + " are teammates and share one score.");
        t.players[static_cast<std::size_t>(mate)].score = *n;
      }
    }
  }
  if (const Value* tokens = s.get("tokens")) {
    if (tokens->kind() != Value::Kind::Object) return fail("\"tokens\" maps players to the tokens they hold.");
    for (std::size_t i = 0; i < tokens->keys().size(); ++i) {
      Result<int> seat = seat_named(Value(tokens->keys()[i]), t);
      if (!seat) return fail("\"tokens\": " + seat.error());
      if (Check c = set_tokens(t.players[static_cast<std::size_t>(*seat)], tokens->items()[i]); !c) return c.failure();
    }
  }
  const Value* commands = s.get("commands");
  if (!commands || commands->kind() != Value::Kind::Array)
    return fail("A scenario needs \"commands\": a list (it may be empty).");
  const Value* finish_flag = s.get("finish");
  if (finish_flag && finish_flag->kind() != Value::Kind::Bool) return fail("\"finish\" is true or false.");
  std::vector<int> start;
  for (const PlayerState& p : t.players) start.push_back(p.score);

  Value effects = Value::array();
  auto log = [&](std::size_t index) {
    for (const Effect& e : t.effects) {
      Value ev = Value::object();
      ev.set("command", static_cast<int>(index));
      const Value body = effect_value(t, e);
      for (std::size_t k = 0; k < body.keys().size(); ++k) ev.set(body.keys()[k], body.items()[k]);
      effects.push(std::move(ev));
    }
  };
  for (std::size_t i = 0; i < commands->items().size(); ++i) {
    Result<Command> c = command_from_value(commands->items()[i], t);
    if (!c) return fail(msg::kCommand, {{"i", i}, {"why", c.failure()}});
    Result<std::vector<Effect>> r = execute(t, *c);
    if (!r) return fail(msg::kCommand, {{"i", i}, {"why", r.failure()}});
    log(i);
  }
  if (!finish_flag || finish_flag->as_bool()) {
    t.effects.clear();
    finish(t);
    if (!t.refusal.empty()) return fail("closing the open windows at the end: " + t.refusal);
    log(commands->items().size());
  }

  Value scores = Value::object(), deltas = Value::object(), tokens = Value::object();
  for (std::size_t i = 0; i < t.players.size(); ++i) {
    scores.set(t.players[i].name, t.players[i].score);
    deltas.set(t.players[i].name, t.players[i].score - start[i]);
    tokens.set(t.players[i].name, tokens_value(t.players[i]));
  }
  Value out = Value::object();
  out.set("players", Value::array_of(names))
      .set("scores", std::move(scores))
      .set("deltas", std::move(deltas))
      .set("tokens", std::move(tokens))
      .set("effects", std::move(effects))
      .set("window", window_id(t.window))
      .set("pending", pending(t))
      .set("over", t.window == Window::Over)
      .set("winner", t.winner >= 0 ? Value(t.players[static_cast<std::size_t>(t.winner)].name) : Value())
      .set("challengers", challengers_value(t))
      .set("options", options_value(t.options));
  return out;
}

Result<Value> replay_json(std::string_view text) {
  if (text.size() > kMaxScenarioLength) return fail("The scenario is longer than 1 MB.");
  Result<Value> v = parse_json(text);
  if (!v) return v.failure();
  return replay(*v);
}

}  // namespace arcade::chouette
