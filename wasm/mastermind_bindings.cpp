// Embind exports of Mastermind's own functions (feedback, hint); the game goes through the session API.
#include <emscripten/bind.h>

#include "common/session.hpp"
#include "convert.hpp"
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

val hint(val save) {
  Result<std::string> text = string_arg(save, "The save", kMaxSaveLength);
  if (!text) return error(text.failure());
  Result<Session<mastermind::Mastermind>> s = Session<mastermind::Mastermind>::load(*text);
  if (!s) return error(s.failure());
  Result<mastermind::Hint> h = mastermind::hint(s->state());
  if (!h) return error(h.failure());
  Value guess = Value::array();
  for (int i = 0; i < h->guess.size; ++i) guess.push(h->guess.peg[static_cast<std::size_t>(i)] + 1);
  Value out = Value::object();
  out.set("guess", std::move(guess)).set("move", "g" + mastermind::to_letters(h->guess)).set("remaining", h->remaining);
  return ok(out);
}

}  // namespace
}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_mastermind) {
  using namespace arcade::wasm;
  emscripten::function("mastermindFeedback", &feedback);
  emscripten::function("mastermindHint", &hint);
}
