// Embind exports of Greed's own functions (scoring); the game itself goes through the session API.
#include <emscripten/bind.h>

#include "convert.hpp"
#include "greed/score.hpp"

namespace arcade::wasm {
namespace {

val greed_split(val dice) {
  Result<std::vector<int>> d = int_array(dice, "The dice", "Die", 1, 6, greed::kMaxDice);
  if (!d) return error(d.error());
  const greed::Split s = greed::split(*d);
  Value out = Value::object();
  out.set("score", s.points)
      .set("scoring", Value::array_of(s.scoring))
      .set("nonScoring", Value::array_of(s.non_scoring));
  return ok(out);
}

val greed_score(val dice) {
  Result<std::vector<int>> d = int_array(dice, "The dice", "Die", 1, 6, greed::kMaxDice);
  if (!d) return error(d.error());
  return ok(greed::score(*d));
}

}  // namespace
}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_greed) {
  using namespace arcade::wasm;
  emscripten::function("greedScore", &greed_score);
  emscripten::function("greedSplit", &greed_split);
}
