// Embind exports of Mastermind's own functions (feedback, hint, coach); the game goes through the session API.
#include <emscripten/bind.h>

#include "common/session.hpp"
#include "convert.hpp"
#include "mastermind/coach.hpp"
#include "mastermind/mastermind.hpp"

namespace arcade::wasm {
namespace {

using mastermind::Code;

Result<Code> code_arg(val v, const std::string& what) {
  Result<std::vector<int>> pegs = int_array(v, what, "Peg", 1, mastermind::kMaxColours, mastermind::kMaxPegs);
  if (!pegs) return pegs.failure();
  if (pegs->empty()) return fail(what + " is empty; a code has at least one peg.");
  Code c;
  for (int p : *pegs) c.peg[static_cast<std::size_t>(c.size++)] = static_cast<std::uint8_t>(p - 1);
  return c;
}

val feedback(val secret, val guess) {
  Result<Code> s = code_arg(secret, "The secret");
  if (!s) return error(s.failure());
  Result<Code> g = code_arg(guess, "The guess");
  if (!g) return error(g.failure());
  if (s->size != g->size)
    return error("The secret has " + std::to_string(s->size) + " pegs and the guess " + std::to_string(g->size) +
                 "; they must be the same length.");
  const mastermind::Feedback f = mastermind::feedback(*s, *g);
  Value out = Value::object();
  out.set("exact", f.exact).set("misplaced", f.misplaced);
  return ok(out);
}

Value code_value(const Code& c) {
  Value v = Value::array();
  for (int i = 0; i < c.size; ++i) v.push(c.peg[static_cast<std::size_t>(i)] + 1);
  return v;
}

val hint(val save) {
  Result<std::string> text = string_arg(save, "The save", kMaxSaveLength);
  if (!text) return error(text.failure());
  Result<Session<mastermind::Mastermind>> s = Session<mastermind::Mastermind>::load(*text);
  if (!s) return error(s.failure());
  Result<mastermind::Hint> h = mastermind::hint(s->state());
  if (!h) return error(h.failure());
  Value out = Value::object();
  out.set("guess", code_value(h->guess))
      .set("move", "g" + mastermind::to_letters(h->guess))
      .set("remaining", h->remaining);
  return ok(out);
}

// The coach's numbers (mastermind/coach.hpp): codes left after each answer, and once the game is
// over the strongest breaker's game on the same secret.
val coach(val save) {
  Result<std::string> text = string_arg(save, "The save", kMaxSaveLength);
  if (!text) return error(text.failure());
  Result<Session<mastermind::Mastermind>> s = Session<mastermind::Mastermind>::load(*text);
  if (!s) return error(s.failure());
  Result<mastermind::Coach> c = mastermind::coach(s->state());
  if (!c) return error(c.failure());
  Value replay = Value::array();
  for (const mastermind::CoachRow& row : c->replay) {
    Value r = Value::object();
    r.set("guess", code_value(row.guess)).set("remaining", row.remaining);
    replay.push(std::move(r));
  }
  Value out = Value::object();
  out.set("codes", c->codes)
      .set("remaining", Value::array_of(c->remaining))
      .set("breaker", c->breaker == mastermind::Strategy::Optimal ? "optimal" : "best")
      .set("replay", s->state().over ? std::move(replay) : Value());
  return ok(out);
}

}  // namespace
}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_mastermind) {
  using namespace arcade::wasm;
  emscripten::function("mastermindFeedback", &feedback);
  emscripten::function("mastermindHint", &hint);
  emscripten::function("mastermindCoach", &coach);
}
