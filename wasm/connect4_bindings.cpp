// Embind exports of the Connect Four solver: exact scores, per-column analysis, budgeted best move.
#include <emscripten/bind.h>

#include <chrono>
#include <cmath>
#include <string_view>
#include <vector>

#include "common/session.hpp"
#include "connect4/connect4.hpp"
#include "connect4/review.hpp"
#include "common/text.hpp"
#include "convert.hpp"

namespace arcade::wasm {
namespace {

using connect4::Position;

// Far longer than any game (42 moves), so that any string a caller is likely to pass gets the
// sentence naming its first bad move; reading stops there, so the length costs one copy.
constexpr std::size_t kMaxMovesLength = kMaxSaveLength;

Result<Position> position_arg(const val& moves) {
  Result<std::string> text = string_arg(moves, "The moves", kMaxMovesLength);
  if (!text) return text.failure();
  return Position::from_moves(*text);
}

// {nodes?, seconds?} (convert.cpp's budget_arg); undefined: `fallback`.
static_assert(limit::kBudgetNodes == connect4::kMaxBudgetNodes && limit::kBudgetSeconds == connect4::kMaxBudgetSeconds);
Result<connect4::Budget> budget_arg(const val& v, const connect4::Budget& fallback) {
  Result<SearchBudget> b = budget_arg(v, SearchBudget{fallback.nodes, fallback.seconds});
  if (!b) return b.failure();
  return connect4::Budget{b->nodes, b->seconds};
}

// The budget of bestMove and evaluate by default: the perfect level's, with the page's time limit
// (none but a hang's past an exact book: connect4::level_budget).
connect4::Budget choice_budget() {
  return connect4::level_budget(connect4::Seat::Perfect, connect4::shared_solver(), connect4::kBrowserSeconds);
}

val solve(val moves, val budget) {
  Result<Position> p = position_arg(moves);
  if (!p) return error(p.failure());
  Result<connect4::Budget> b = budget_arg(budget, connect4::kSolveBudget);
  if (!b) return error(b.failure());
  const std::optional<int> score = connect4::shared_solver().solve(*p, *b);
  if (!score) return error(connect4::out_of_budget_sentence(*b));
  return ok(*score);
}

// solve(), the nodes it searched and its time inside the module (the JS call around it costs
// microseconds more): benchmarks set them beside the native CLI's.
val solve_stats(val moves, val budget) {
  Result<Position> p = position_arg(moves);
  if (!p) return error(p.failure());
  Result<connect4::Budget> b = budget_arg(budget, connect4::kSolveBudget);
  if (!b) return error(b.failure());
  connect4::Solver& solver = connect4::shared_solver();
  solver.reset_nodes();
  const auto t0 = std::chrono::steady_clock::now();
  const std::optional<int> score = solver.solve(*p, *b);
  const double micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
  if (!score) return error(connect4::out_of_budget_sentence(*b));
  Value out = Value::object();
  out.set("score", *score).set("nodes", static_cast<double>(solver.nodes())).set("micros", micros);
  return ok(out);
}

// Forgets the solver's table, so that what follows searches as in a fresh module.
val reset() {
  connect4::shared_solver().clear();
  return ok(Value());
}

val analyze(val moves, val budget) {
  Result<Position> p = position_arg(moves);
  if (!p) return error(p.failure());
  Result<connect4::Budget> b = budget_arg(budget, connect4::kSolveBudget);
  if (!b) return error(b.failure());
  const auto scores = connect4::shared_solver().analyze(*p, *b);
  if (!scores) return error(connect4::out_of_budget_sentence(*b));
  Value out = Value::array();
  for (const std::optional<int>& s : *scores) out.push(s ? Value(*s) : Value());
  return ok(out);
}

// {column, score|null, lower, upper, proven, nodes} of a search's choice (column 1-based).
Value choice_value(const connect4::Choice& c) {
  Value out = Value::object();
  out.set("column", c.column + 1)
      .set("score", c.score.exact() ? Value(c.score.lower) : Value())
      .set("lower", c.score.lower)
      .set("upper", c.score.upper)
      .set("proven", c.proven)
      .set("nodes", static_cast<double>(c.nodes));
  return out;
}

val best_move(val moves, val budget) {
  Result<Position> p = position_arg(moves);
  if (!p) return error(p.failure());
  Result<connect4::Budget> b = budget_arg(budget, choice_budget());
  if (!b) return error(b.failure());
  if (p->over()) return error("The game is over: there is no move to choose.");
  return ok(choice_value(connect4::shared_solver().best_move(*p, *b, nullptr, true)));
}

// "43" -> the bits of columns 4 and 3 (counted from 1, as in moves); undefined: every column.
Result<unsigned> columns_arg(const val& v) {
  if (v.isUndefined()) return connect4::Solver::kAllColumns;
  Result<std::string> text = string_arg(v, "The columns", connect4::kWidth);
  if (!text) return text.failure();
  unsigned bits = 0;
  for (const char c : *text) {
    const unsigned bit = c >= '1' && c <= '0' + connect4::kWidth ? 1U << (c - '1') : 0;
    if (bit == 0 || (bits & bit))
      return fail("The columns must be different digits from 1 to 7, like \"43\", not " + quoted(*text) + ".");
    bits |= bit;
  }
  if (bits == 0) return fail("The columns must name at least one column, like \"4\".");
  return bits;
}

// Seven entries, {score|null, lower, upper, proven} or null for a full column (all null once the
// game is over) and for a column not among `columns`; proven: the score is exact.
val evaluate(val moves, val budget, val columns) {
  Result<Position> p = position_arg(moves);
  if (!p) return error(p.failure());
  Result<connect4::Budget> b = budget_arg(budget, choice_budget());
  if (!b) return error(b.failure());
  Result<unsigned> wanted = columns_arg(columns);
  if (!wanted) return error(wanted.failure());
  Value out = Value::array();
  for (const std::optional<connect4::Bounds>& column : connect4::shared_solver().evaluate(*p, *b, nullptr, *wanted)) {
    if (!column) {
      out.push(Value());
      continue;
    }
    const connect4::Bounds& c = *column;
    Value v = Value::object();
    v.set("score", c.exact() ? Value(c.lower) : Value())
        .set("lower", c.lower)
        .set("upper", c.upper)
        .set("proven", c.exact());
    out.push(std::move(v));
  }
  return ok(out);
}

// The move a computer level plays (as session.computer does), with what its search proved.
val choose(val moves, val level, val random) {
  Result<Position> p = position_arg(moves);
  if (!p) return error(p.failure());
  Result<std::string> name = string_arg(level, "The level", limit::kLevelName);
  if (!name) return error(name.failure());
  const std::optional<connect4::Seat> seat = connect4::computer_level(*name);
  if (!seat)
    return error("The level must be \"perfect\", \"strong\" or \"casual\" (or p, s, c), not " + quoted(*name) + ".");
  if (p->over()) return error("The game is over: there is no move to choose.");
  Result<std::unique_ptr<WordSource>> words = random_source(random, static_cast<std::size_t>(p->moves()));
  if (!words) return error(words.failure());
  const connect4::ComputerChoice c = connect4::computer_choice(*p, *seat, **words, connect4::kBrowserSeconds);
  if ((*words)->exhausted()) return error("Not enough random words were supplied for this move.");
  Value out = choice_value(c.search);
  out.set("careless", c.careless);
  return ok(out);
}

// {score|null, lower, upper} of a score's bounds (score: exact ones).
Value bounds_value(const connect4::Bounds& b) {
  Value v = Value::object();
  v.set("score", b.exact() ? Value(b.lower) : Value()).set("lower", b.lower).set("upper", b.upper);
  return v;
}

// The coach's reading of the game's last move (connect4/review.hpp): {now, column, best, played,
// mistake}; column, best and played are null before the first move. Node budgets by default
// (connect4::coach_budget), so the page's worker and node read a position alike; past an exact
// book every reading is proven.
val review(val moves, val budget) {
  Result<std::string> text = string_arg(moves, "The moves", kMaxMovesLength);
  if (!text) return error(text.failure());
  Result<connect4::Budget> b = budget_arg(budget, connect4::coach_budget(connect4::shared_solver()));
  if (!b) return error(b.failure());
  Result<connect4::Review> r = connect4::review(connect4::shared_solver(), *text, *b);
  if (!r) return error(r.failure());
  Value out = Value::object();
  out.set("now", bounds_value(r->now))
      .set("column", r->column ? Value(*r->column + 1) : Value())
      .set("best", r->column ? bounds_value(r->best) : Value())
      .set("played", r->column ? bounds_value(r->played) : Value())
      .set("mistake", r->mistake);
  return ok(out);
}

// Far above any book this project makes (a depth-8 book is 91 KB), so a mistaken argument such
// as a whole site archive is refused before it is copied into the module.
constexpr double kMaxBookBytes = 64.0 * 1024 * 1024;

// Reads an opening book file (its bytes) into the solver behind every call here; {depth,
// positions, commit, root, exact} (exact: connect4::exact_book, the default budgets then search
// to the end). A bad book is refused with its sentence, and the solver then has no
// book: answers stay exact, only slower.
val load_book(val bytes) {
  if (!bytes.instanceof (val::global("Uint8Array")))
    return error("The book must be a Uint8Array of a book file's bytes, not " + describe(bytes) + ".");
  const double size = bytes["length"].as<double>();
  if (size > kMaxBookBytes)
    return error("The book is " + std::to_string(static_cast<long long>(size)) + " bytes; a book file is at most " +
                 std::to_string(static_cast<long long>(kMaxBookBytes)) + ".");
  const std::vector<std::uint8_t> data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
  const Result<const connect4::Book*> book =
      connect4::use_shared_book(std::string_view(reinterpret_cast<const char*>(data.data()), data.size()));
  if (!book) return error(book.failure());
  Value out = Value::object();
  out.set("depth", (*book)->depth())
      .set("positions", static_cast<double>((*book)->size()))
      .set("commit", (*book)->commit())
      .set("root", (*book)->root())
      .set("exact", connect4::exact_book(*book));
  return ok(out);
}

}  // namespace
}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_connect4) {
  using namespace arcade::wasm;
  emscripten::function("connect4Solve", &solve);
  emscripten::function("connect4SolveStats", &solve_stats);
  emscripten::function("connect4Analyze", &analyze);
  emscripten::function("connect4BestMove", &best_move);
  emscripten::function("connect4Reset", &reset);
  emscripten::function("connect4Evaluate", &evaluate);
  emscripten::function("connect4Choose", &choose);
  emscripten::function("connect4LoadBook", &load_book);
  emscripten::function("connect4Review", &review);
}
