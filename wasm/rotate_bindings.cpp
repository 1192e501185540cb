// Embind exports of the Rotate judge: the whole Code Jam output, one board's winner, and the
// turned board with its winning cells for the page.
#include <emscripten/bind.h>

#include "convert.hpp"
#include "rotate/judge.hpp"

namespace arcade::wasm {
namespace {

val judge(val input) {
  Result<std::string> text = string_arg(input, "The input", limit::kJudgeInput);
  if (!text) return error(text.failure());
  Result<std::string> out = rotate::judge(*text);
  if (!out) return error(out.failure());
  return ok(*out);
}

// k and rows checked like the judge's input, without line numbers.
Result<rotate::Board> board_args(val k, val rows, int& k_out) {
  if (!k.isNumber()) return fail("K must be a number, not " + describe(k) + ".");
  const double kd = k.as<double>();
  if (!(kd >= rotate::kMinSize && kd <= rotate::kMaxSize) || kd != static_cast<double>(static_cast<int>(kd)))
    return fail("K must be a whole number from 3 to 50, not " + describe(k) + ".");
  k_out = static_cast<int>(kd);
  if (!rows.isArray()) return fail("The rows must be an array of strings, not " + describe(rows) + ".");
  const double n = rows["length"].as<double>();
  if (n > rotate::kMaxSize)
    return fail("The board must have at most 50 rows, not " + std::to_string(static_cast<long long>(n)) + ".");
  rotate::Board b;
  for (int i = 0; i < static_cast<int>(n); ++i) {
    Result<std::string> row = string_arg(rows[i], "Row " + std::to_string(i + 1), rotate::kMaxSize);
    if (!row) return row.failure();
    b.push_back(*row);
  }
  if (Check c = rotate::check_board(k_out, b); !c) return c.failure();
  return b;
}

val winner(val k, val rows) {
  int kk = 0;
  Result<rotate::Board> b = board_args(k, rows, kk);
  if (!b) return error(b.failure());
  return ok(rotate::winners(kk, rotate::rotate_and_fall(*b)).name());
}

val analyze(val k, val rows) {
  int kk = 0;
  Result<rotate::Board> b = board_args(k, rows, kk);
  if (!b) return error(b.failure());
  const rotate::Board after = rotate::rotate_and_fall(*b);
  const rotate::Verdict v = rotate::winners(kk, after);
  auto cells = [](const std::vector<std::pair<int, int>>& cs) {
    Value a = Value::array();
    for (const auto& [r, c] : cs) a.push(Value::array().push(r).push(c));
    return a;
  };
  Value out = Value::object();
  out.set("rotated", Value::array_of(after))
      .set("winner", v.name())
      .set("redCells", cells(v.red_cells))
      .set("blueCells", cells(v.blue_cells));
  return ok(out);
}

}  // namespace
}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_rotate) {
  using namespace arcade::wasm;
  emscripten::function("rotateJudge", &judge);
  emscripten::function("rotateWinner", &winner);
  emscripten::function("rotateAnalyze", &analyze);
}
