// Scenario replay (see scenario.hpp): the JSON is checked field by field, each command is
// executed in order, and the first rejected command stops the replay with its index.
#include "scenario.hpp"

#include <algorithm>

#include "../common/messages.hpp"
#include "../common/text.hpp"
#include "json.hpp"
#include "messages.hpp"

namespace arcade::chouette {

namespace {

Result<int> seat_named(const Value& v, const Table& t) {
  if (v.kind() == Value::Kind::String) {
    for (std::size_t i = 0; i < t.players.size(); ++i)
      if (t.players[i].name == v.as_string()) return static_cast<int>(i);
    std::vector<Message> all;
    for (std::size_t i = 0; i < t.players.size(); ++i) all.push_back(say(msg::kName, {{"name", t.players[i].name}}));
    return fail(msg::kNoPlayer, {{"name", quoted(v.as_string())}, {"players", list_of(all)}});
  }
  return fail(msg::kPlayerForm);
}

// `what` names the number in the sentence (one of the field.* messages).
Result<int> whole(const Value* v, const MessageDef& what) {
  if (!v || v->kind() != Value::Kind::Int) return fail(msg::kWhole, {{"what", say(what)}});
  if (v->as_int() < -1000000 || v->as_int() > 1000000) return fail(msg::kRange, {{"what", say(what)}});
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
  return fail(msg::kNoCall, {{"call", quoted(phrase)}});
}

Result<Target> target_of(const Value* v) {
  if (!v || v->kind() != Value::Kind::String) return fail(msg::kTargetForm);
  const auto t = parse_target(v->as_string());
  if (!t) return fail(msg::kTargetName, {{"text", quoted(v->as_string())}});
  return *t;
}

Result<int> face_of(const Value& v) {
  if (v.kind() == Value::Kind::Int && v.as_int() >= 1 && v.as_int() <= 6) return static_cast<int>(v.as_int());
  if (v.kind() == Value::Kind::String)
    if (const auto f = face_of_bird(v.as_string())) return *f;
  return fail(msg::kBetOn);
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
  if (v.kind() != Value::Kind::Object || v.keys().empty()) return fail(msg::kCommandForm);
  std::string verb;
  for (const std::string& k : v.keys())
    for (const char* known : kVerbs)
      if (k == known) {
        if (!verb.empty()) return fail(msg::kCommandVerbs, {{"first", verb}, {"second", k}});
        verb = k;
      }
  if (verb.empty()) return fail(msg::kCommandUnknownVerb, {{"verb", quoted(v.keys()[0])}});
  for (const std::string& k : v.keys())
    if (!allowed_key(verb, k)) return fail(msg::kCommandField, {{"verb", verb}, {"key", k}});
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
    if (x.kind() != Value::Kind::String) return fail(msg::kMoveField);
    return parse_command(x.as_string(), players);
  }
  if (verb == "throw") {
    if (x.kind() != Value::Kind::Array || x.items().empty() || x.items().size() > 3) return fail(msg::kThrowField);
    c.verb = Verb::Throw;
    for (const Value& d : x.items()) {
      if (d.kind() != Value::Kind::Int || d.as_int() < 1 || d.as_int() > 6) return fail(msg::kDiceWhole);
      c.dice.push_back(static_cast<int>(d.as_int()));
    }
    return c;
  }
  if (verb == "die") {
    if (x.kind() != Value::Kind::Int || x.as_int() < 1 || x.as_int() > 6) return fail(msg::kDieField);
    if (!v.get("by")) return fail(msg::kDieBy);
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
    if (x.kind() != Value::Kind::Bool) return fail(msg::kSiroterField, {{"verb", verb}});
    c.verb = x.as_bool() ? Verb::Siroter : Verb::Pass;
    if (!x.as_bool() && t.window != Window::Sirotage) return fail(msg::kKeepNone, {{"pending", pending_message(t)}});
    return c;
  }
  if (verb == "bet" || verb == "bets") {
    c.verb = Verb::Bet;
    if (verb == "bet") {
      Result<int> s = seat_named(x, t);
      if (!s) return s.failure();
      if (!v.get("on")) return fail(msg::kBetOnField);
      Result<int> f = face_of(*v.get("on"));
      if (!f) return f.failure();
      c.pairs.emplace_back(*s, *f);
      return c;
    }
    if (x.kind() != Value::Kind::Object) return fail(msg::kBetsField);
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
    if (!v.get("by")) return fail(msg::kLanceBy);
    Result<int> to = seat_named(x, t);
    if (!to) return to.failure();
    Result<Command> r = seat_of(*v.get("by"), Verb::LanceCivet);
    if (r) r.value().seats = {*to};
    return r;
  }
  if (verb == "grelottineBets") {
    if (x.kind() != Value::Kind::Object) return fail(msg::kSideBetsField);
    c.verb = Verb::SideBet;
    for (std::size_t i = 0; i < x.keys().size(); ++i) {
      Result<int> s = seat_named(Value(x.keys()[i]), t);
      if (!s) return s.failure();
      const Value& on = x.items()[i];
      const bool word =
          on.kind() == Value::Kind::String && (on.as_string() == "success" || on.as_string() == "failure");
      if (!word) return fail(msg::kSideBetWord);
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
    Result<int> d = whole(v.get("delta"), msg::kFieldDelta);
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
    if (x.kind() != Value::Kind::String) return fail(msg::kCallField);
    Result<Verb> cv = call_verb(x.as_string());
    if (!cv) return cv.failure();
    c.verb = *cv;
    const Value* o = v.get("order");
    if (o && o->kind() != Value::Kind::Array) return fail(msg::kOrderField);
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
      return fail(verb == "grelottine" ? msg::kStakeObjectBy : msg::kStakeObject, {{"verb", verb}});
    for (const std::string& k : x.keys())
      if (k != "stake" && k != "target" && (verb == "civet" || k != "by"))
        return fail(msg::kVerbField, {{"verb", verb}, {"key", k}});
    Result<int> stake = whole(x.get("stake"), msg::kFieldStake);
    if (!stake) return stake.failure();
    Result<Target> target = target_of(x.get("target"));
    if (!target) return target.failure();
    c.amount = *stake;
    c.target = *target;
    if (verb == "civet") {
      c.verb = Verb::Civet;
      return c;
    }
    if (!x.get("by")) return fail(msg::kGrelottineBy);
    Result<std::vector<int>> by = group(*x.get("by"), t);
    if (!by) return by.failure();
    c.verb = Verb::Challenge;
    c.seats = *by;
    return c;
  }
  if (verb == "announce") {
    if (x.kind() != Value::Kind::Object) return fail(msg::kAnnounceField);
    c.verb = Verb::Announce;
    for (std::size_t i = 0; i < x.keys().size(); ++i) {
      Result<int> s = seat_named(Value(x.keys()[i]), t);
      if (!s) return s.failure();
      Result<int> sum = whole(&x.items()[i], msg::kFieldSum);
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
  else return fail(msg::kTokensList, {{"player", quoted(p.name)}});
  for (const Value& x : list) {
    const std::string k = x.kind() == Value::Kind::String ? fold(x.as_string()) : "";
    if (k == "grelottine") p.grelottine = true;
    else if (k == "civet") p.civet = true;
    else if (k == "passegrelot") p.passe_grelot = true;
    else if (k == "boucliette") p.boucliette = true;
    else if (k == "jarret") ++p.jarrets;
    else return fail(msg::kTokensNames);
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
  if (s.kind() != Value::Kind::Object) return fail(msg::kScenarioForm);
  if (s.get("inputs")) {  // an entry of vectors.json, as it is written
    Result<Value> translated = scenario_from_vector(s);
    if (!translated || translated->get("sloubi")) return translated;
    return replay(*translated);
  }
  for (const std::string& k : s.keys()) {
    bool known = false;
    for (const char* top : kTopKeys) known = known || k == top;
    if (!known) return fail(msg::kScenarioField, {{"key", quoted(k)}});
  }
  const Value* players = s.get("players");
  if (!players || players->kind() != Value::Kind::Array || players->items().size() < kMinPlayers ||
      players->items().size() > kMaxPlayers)
    return fail(msg::kScenarioPlayers);
  std::vector<std::string> names;
  for (const Value& p : players->items()) {
    if (p.kind() != Value::Kind::String || p.as_string().empty()) return fail(msg::kPlayerName);
    for (const std::string& other : names)
      if (other == p.as_string()) return fail(msg::kPlayerTwice, {{"name", quoted(other)}});
    names.push_back(p.as_string());
  }
  Result<Options> options = options_from_value(s.get("options") ? *s.get("options") : Value());
  if (!options) return options.failure();
  if (Check k = check_seats(static_cast<int>(names.size()), *options); !k) return k.failure();
  const Value* throw_off = s.get("throwOff");
  if (throw_off && throw_off->kind() != Value::Kind::Bool) return fail(msg::kThrowOffField);
  Table t = new_table(names, *options, throw_off && throw_off->as_bool() ? -1 : 0);
  if (const Value* first = s.get("first")) {
    if (throw_off && throw_off->as_bool()) return fail(msg::kFirstOrThrowOff);
    Result<int> seat = seat_named(*first, t);
    if (!seat) return fail(msg::kFieldWhy, {{"field", "first"}, {"why", seat.failure()}});
    t.turn = t.actor = *seat;
  }
  if (const Value* scores = s.get("scores")) {
    if (scores->kind() != Value::Kind::Object) return fail(msg::kScoresField);
    for (std::size_t i = 0; i < scores->keys().size(); ++i) {
      Result<int> seat = seat_named(Value(scores->keys()[i]), t);
      if (!seat) return fail(msg::kFieldWhy, {{"field", "scores"}, {"why", seat.failure()}});
      Result<int> n = whole(&scores->items()[i], msg::kFieldStartScore);
      if (!n) return n.failure();
      t.players[static_cast<std::size_t>(*seat)].score = *n;
      // Doublette: teammates share one score; it may be given for either or, equal, for both.
      if (const int mate = teammate(t, *seat); mate >= 0) {
        const Value* other = scores->get(t.players[static_cast<std::size_t>(mate)].name);
        if (other && other->kind() == Value::Kind::Int && other->as_int() != *n)
          return fail(
              msg::kFieldWhy,
              {{"field", "scores"},
               {"why", say(msg::kScoresMates, {{"player", quoted(t.players[static_cast<std::size_t>(*seat)].name)},
                                               {"other", quoted(t.players[static_cast<std::size_t>(mate)].name)}})}});
        t.players[static_cast<std::size_t>(mate)].score = *n;
      }
    }
  }
  if (const Value* tokens = s.get("tokens")) {
    if (tokens->kind() != Value::Kind::Object) return fail(msg::kTokensField);
    for (std::size_t i = 0; i < tokens->keys().size(); ++i) {
      Result<int> seat = seat_named(Value(tokens->keys()[i]), t);
      if (!seat) return fail(msg::kFieldWhy, {{"field", "tokens"}, {"why", seat.failure()}});
      if (Check c = set_tokens(t.players[static_cast<std::size_t>(*seat)], tokens->items()[i]); !c) return c.failure();
    }
  }
  const Value* commands = s.get("commands");
  if (!commands || commands->kind() != Value::Kind::Array) return fail(msg::kCommandsField);
  const Value* finish_flag = s.get("finish");
  if (finish_flag && finish_flag->kind() != Value::Kind::Bool) return fail(msg::kFinishField);
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
    if (t.refusal) return fail(msg::kClosing, {{"why", *t.refusal}});
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
  if (text.size() > kMaxScenarioLength) return fail(msg::kScenarioLong);
  Result<Value> v = parse_json(text);
  if (!v) return v.failure();
  return replay(*v);
}

}  // namespace arcade::chouette
