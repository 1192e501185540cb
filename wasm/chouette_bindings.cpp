// Embind exports of Cul de chouette's own functions (classify a throw, replay a scenario); the game
// itself goes through the session API.
#include <emscripten/bind.h>

#include "chouette/json.hpp"
#include "chouette/scenario.hpp"
#include "convert.hpp"

namespace arcade::wasm {
namespace {

using namespace arcade::chouette;

// Options arrive as flags ("sf,art") or as a JSON object text (arcade.mjs stringifies objects).
Result<Options> options_arg(const val& v) {
  if (v.isUndefined() || v.isNull()) return Options{};
  Result<std::string> text = string_arg(v, "The options", limit::kChouetteOptions);
  if (!text) return text.failure();
  if (!text->empty() && text->front() == '{') {
    Result<Value> json = parse_json(*text);
    if (!json) return json.failure();
    return options_from_value(*json);
  }
  return parse_options(*text);
}

val classify_throw(val dice, val options) {
  // Longer arrays get the count sentence of classify_checked ("A throw has exactly 3 dice, not 4.").
  Result<std::vector<int>> d = int_array(dice, "The dice", "Die", 1, 6, limit::kThrowDice);
  if (!d) return error(d.failure());
  Result<Options> o = options_arg(options);
  if (!o) return error(o.failure());
  Result<Classification> c = classify_checked(*d, *o);
  if (!c) return error(c.failure());
  Value out = Value::object();
  out.set("combination", combo_id(c->combo)).set("value", c->value).set("throwerPoints", c->thrower_points);
  return ok(out);
}

val replay_scenario(val scenario) {
  // arcade.mjs sends objects as JSON text; anything else that is not a string is the caller's slip.
  if (!scenario.isString())
    return error("The scenario must be an object like {players, commands} or its JSON text, not " + describe(scenario) +
                 ".");
  Result<std::string> text = string_arg(scenario, "The scenario", kMaxScenarioLength);
  if (!text) return error(text.failure());
  Result<Value> r = replay_json(*text);
  if (!r) return error(r.failure());
  return ok(*r);
}

}  // namespace
}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_chouette) {
  using namespace arcade::wasm;
  emscripten::function("chouetteClassify", &classify_throw);
  emscripten::function("chouetteReplay", &replay_scenario);
}
