// Embind exports of Greed's own functions (scoring); the game itself goes through the session API.
#include <emscripten/bind.h>

#include "convert.hpp"
#include "common/session.hpp"
#include "greed/advice.hpp"
#include "greed/greed.hpp"
#include "greed/score.hpp"

namespace arcade::wasm {
namespace {

val greed_split(val dice) {
  Result<std::vector<int>> d = int_array(dice, "The dice", "Die", 1, 6, greed::kMaxDice);
  if (!d) return error(d.failure());
  const greed::Split s = greed::split(*d);
  Value out = Value::object();
  out.set("score", s.points)
      .set("scoring", Value::array_of(s.scoring))
      .set("nonScoring", Value::array_of(s.non_scoring));
  return ok(out);
}

val greed_score(val dice) {
  Result<std::vector<int>> d = int_array(dice, "The dice", "Die", 1, 6, greed::kMaxDice);
  if (!d) return error(d.failure());
  return ok(greed::score(*d));
}

// The coach's numbers for the seat to move in a saved game (greed/advice.hpp).
val greed_advise(val save) {
  Result<std::string> text = string_arg(save, "The save", kMaxSaveLength);
  if (!text) return error(text.failure());
  Result<Session<greed::Greed>> s = Session<greed::Greed>::load(*text);
  if (!s) return error(s.failure());
  Result<greed::Advice> a = greed::advise(s->state());
  if (!a) return error(a.failure());
  Value out = Value::object();
  if (a->pending) return ok(out.set("measure", "win").set("pending", true));  // no values yet: ask again
  out.set("measure", a->win_chance ? "win" : "points")
      .set("pending", false)
      .set("now", a->now)
      .set("roll", a->roll)
      .set("bank", a->bank ? Value(*a->bank) : Value())
      .set("best", a->best == greed::Decision::Roll ? "r" : "b");
  return ok(out);
}

}  // namespace
}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_greed) {
  using namespace arcade::wasm;
  emscripten::function("greedScore", &greed_score);
  emscripten::function("greedSplit", &greed_split);
  emscripten::function("greedAdvise", &greed_advise);
}
