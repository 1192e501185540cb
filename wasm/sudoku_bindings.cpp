// Embind exports of the Sudoku engine: solve, count, candidates, grade (and its techniques), hint and generate
// (puzzles as 81-cell strings, cells numbered 0-80 row by row), and the plain wasm exports of
// solve's and count's fast paths (arcade_sudoku_*), which arcade.mjs calls without Embind.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <cmath>

#include "common/text.hpp"
#include "convert.hpp"
#include "list_budget.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/grader.hpp"
#include "sudoku/messages.hpp"

namespace arcade::wasm {
namespace {

using sudoku::Grid;

constexpr int kMaxLimit = 100000;
// A list's longest text, arcade.mjs's SUDOKU_LIST_MAX too: about 12,900 puzzles of 81 cells a line.
constexpr std::size_t kListText = std::size_t{1} << 20;

Result<Grid> grid_arg(const val& v, const std::string& what) {
  Result<std::string> text = string_arg(v, what, limit::kPuzzle);
  if (!text) return text.failure();
  return sudoku::parse_grid(*text);
}

val solve(val puzzle) {
  Result<Grid> g = grid_arg(puzzle, "The puzzle");
  if (!g) return error(g.failure());
  const std::optional<Grid> s = sudoku::solve(*g);
  return ok(s ? Value(sudoku::format_grid(*s)) : Value());
}

// A list's budget by default (solveAll and countAll): a second, and as many of the exact solver's
// guesses (its nodes: count_solutions' measure of its work) as about 0.8 s of wasm make on this
// project's loaded machine (the empty grid counted to 100,000: 100,000 guesses, 0.17 s), so that
// the same list is refused the same way on a fast one; a hard puzzle counted to 2 takes about 100.
constexpr SearchBudget kListBudget{500000, 1};

// A count's limit: a whole number from 1 to kMaxLimit.
Result<int> limit_arg(const val& limit) {
  const double d = limit.isNumber() ? limit.as<double>() : -1;
  if (!(d >= 1 && d <= kMaxLimit && d == std::floor(d)))
    return fail("The limit must be a whole number from 1 to " + std::to_string(kMaxLimit) + ", not " + describe(limit) +
                ".");
  return static_cast<int>(d);
}

val count_solutions(val puzzle, val limit) {
  Result<Grid> g = grid_arg(puzzle, "The puzzle");
  if (!g) return error(g.failure());
  Result<int> n = limit_arg(limit);
  if (!n) return error(n.failure());
  return ok(sudoku::count_solutions(*g, *n));
}

// The puzzles of a list, one a line (blank lines skipped, though counted in the numbering); the
// first line that is no puzzle refuses the whole list, its problem prefixed by its line number.
Result<std::vector<Grid>> list_arg(const val& list) {
  Result<std::string> text = string_arg(list, "The list", kListText);
  if (!text) return text.failure();
  std::vector<Grid> grids;
  std::size_t number = 0;
  for (std::string_view line : split(*text, '\n')) {
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    Result<Grid> g = sudoku::parse_grid(line);
    if (!g) return fail(sudoku::msg::kListLine, {{"line", static_cast<int>(number)}, {"problem", g.failure()}});
    grids.push_back(*g);
  }
  return grids;
}

// solve and countSolutions over a list in one call, for callers with many puzzles: the per-call
// cost (Embind's glue, strings across) is paid once, not once a puzzle.
val solve_all(val list, val budget) {
  Result<std::vector<Grid>> grids = list_arg(list);
  if (!grids) return error(grids.failure());
  Result<SearchBudget> b = budget_arg(budget, kListBudget);
  if (!b) return error(b.failure());
  ListBudget spend(*b);
  Value out = Value::array();
  const std::optional<Error> refused = each_within(*grids, spend, [&](const Grid& g, std::uint64_t* guesses) {
    Grid s;
    out.push(sudoku::count_solutions(g, 1, &s, guesses) ? Value(sudoku::format_grid(s)) : Value());
  });
  return refused ? error(*refused) : ok(out);
}

val count_all(val list, val limit, val budget) {
  Result<std::vector<Grid>> grids = list_arg(list);
  if (!grids) return error(grids.failure());
  Result<int> n = limit_arg(limit);
  if (!n) return error(n.failure());
  Result<SearchBudget> b = budget_arg(budget, kListBudget);
  if (!b) return error(b.failure());
  ListBudget spend(*b);
  Value out = Value::array();
  const std::optional<Error> refused = each_within(*grids, spend, [&](const Grid& g, std::uint64_t* guesses) {
    out.push(sudoku::count_solutions(g, *n, nullptr, guesses));
  });
  return refused ? error(*refused) : ok(out);
}

// A puzzle for the fast paths: in the usual shape (81 digits or dots, perhaps a '\r') read here,
// any other through parse_grid, which knows every layout and every problem. False for a refusal.
bool read_grid(std::string_view text, Grid& g) {
  const std::size_t n = text.size() == 82 && text[81] == '\r' ? 81 : text.size();
  bool plain = n == 81;
  for (std::size_t i = 0; plain && i < 81; ++i) {
    const char c = text[i];
    plain = c == '.' || (c >= '0' && c <= '9');
    g[i] = static_cast<std::uint8_t>(c == '.' ? 0 : c - '0');
  }
  if (plain) return true;
  Result<Grid> parsed = sudoku::parse_grid(text);
  if (parsed) g = *parsed;
  return static_cast<bool>(parsed);
}

// The fast path of solve and countSolutions, which arcade.mjs takes for a string puzzle of ASCII
// characters (and a number limit): plain wasm exports, no Embind, the puzzle's characters written
// by arcade.mjs into this buffer and the solution read back from it, no JS values to inspect and
// no JSON to build or parse (together about 1 µs a call, a sixth of a magictour solve). Any
// refusal answers -1, and arcade.mjs then makes the checked call above for the sentence, so the
// two paths cannot word a problem differently.
char fast_buffer[limit::kPuzzle];

// A fast path's limit: 0 (solve) or a whole count from 1 to kMaxLimit; anything else goes the
// checked way for its sentence.
bool fast_limit(double limit) { return limit == 0 || (limit >= 1 && limit <= kMaxLimit && limit == std::floor(limit)); }

// The puzzle is the buffer's first `length` characters. A limit of 0 solves: 1 with the solution's
// 81 digits written to the buffer, 0 when there is none. Any other limit counts to it.
int fast(int length, double limit) {
  if (length < 0 || static_cast<std::size_t>(length) > limit::kPuzzle) return -1;
  if (!fast_limit(limit)) return -1;
  Grid g;
  if (!read_grid(std::string_view(fast_buffer, static_cast<std::size_t>(length)), g)) return -1;
  if (limit != 0) return sudoku::count_solutions(g, static_cast<int>(limit));
  Grid s;
  if (sudoku::count_solutions(g, 1, &s) == 0) return 0;
  for (std::size_t c = 0; c < 81; ++c) fast_buffer[c] = static_cast<char>('0' + s[c]);
  return 1;
}

// The fast path of solveAll and countAll, as fast() is of the single calls: the list's UTF-8 bytes
// written by arcade.mjs into memory it allocated, the answer left as plain text in list_answer, no
// Embind strings, Value array or JSON (which cost a fifth of the time over a list of hard
// puzzles). A refusal answers -1 and arcade.mjs makes the checked call for the sentence.
std::string list_answer;

bool list_grids(std::string_view list, std::vector<Grid>& grids) {
  if (list.size() > kListText) return false;
  grids.reserve(list.size() / 82 + 1);
  for (std::string_view line : split(list, '\n')) {
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    Grid g;
    if (!read_grid(line, g)) return false;
    grids.push_back(g);
  }
  return true;
}

// A fast path's budget: nodes and seconds both 0 for the default, else each 0 (no limit of that
// kind) or in budget_arg's range; false sends the call the checked way for its sentence.
bool fast_budget(double nodes, double seconds, SearchBudget& budget) {
  if (nodes == 0 && seconds == 0) {
    budget = kListBudget;
    return true;
  }
  if (nodes != 0 && !(nodes >= 1 && nodes <= limit::kBudgetNodes && nodes == std::floor(nodes))) return false;
  if (seconds != 0 && !(seconds > 0 && seconds <= limit::kBudgetSeconds)) return false;
  budget = SearchBudget{static_cast<std::uint64_t>(nodes), seconds};
  return true;
}

// The refusal of the last fast list call that ran out of budget (its answer -2), which
// sudokuListRefusal hands over: the list is not searched again for it.
Error list_refusal;

// A limit of 0 solves: 81 characters a puzzle, its solution or 81 '.' when it has none. Any other
// limit counts to it: the counts comma-separated. The answer's length, -1 for a refusal (the
// checked call words it), -2 when the budget ran out (list_refusal words it).
int fast_list(const char* text, int length, double limit, double nodes, double seconds) {
  if (length < 0) return -1;
  SearchBudget budget;
  if (!fast_limit(limit) || !fast_budget(nodes, seconds, budget)) return -1;
  std::vector<Grid> grids;
  if (!list_grids(std::string_view(text, static_cast<std::size_t>(length)), grids)) return -1;
  std::string& out = list_answer;
  out.clear();
  ListBudget spend(budget);
  std::optional<Error> refused;
  if (limit == 0) {
    out.assign(81 * grids.size(), '.');
    std::size_t i = 0;
    refused = each_within(grids, spend, [&](const Grid& g, std::uint64_t* guesses) {
      Grid s;
      if (sudoku::count_solutions(g, 1, &s, guesses) != 0)
        for (std::size_t c = 0; c < 81; ++c) out[81 * i + c] = static_cast<char>('0' + s[c]);
      ++i;
    });
  } else {
    refused = each_within(grids, spend, [&](const Grid& g, std::uint64_t* guesses) {
      if (!out.empty()) out += ',';
      out += std::to_string(sudoku::count_solutions(g, static_cast<int>(limit), nullptr, guesses));
    });
  }
  if (refused) {
    list_refusal = *refused;
    return -2;
  }
  return static_cast<int>(out.size());
}

val list_refused() { return error(list_refusal); }

val candidates(val puzzle) {
  Result<Grid> g = grid_arg(puzzle, "The puzzle");
  if (!g) return error(g.failure());
  Value out = Value::array();
  for (int cell = 0; cell < 81; ++cell) {
    Value digits = Value::array();
    for (int d : sudoku::digits_of(sudoku::candidates(*g, cell))) digits.push(d);
    out.push(std::move(digits));
  }
  return ok(out);
}

val grade(val puzzle) {
  Result<Grid> g = grid_arg(puzzle, "The puzzle");
  if (!g) return error(g.failure());
  Result<sudoku::Grading> r = sudoku::grade(*g);
  if (!r) return error(r.failure());
  Value techniques = Value::array();
  for (sudoku::Technique t : r->techniques()) techniques.push(sudoku::technique_name(t));
  Value out = Value::object();
  out.set("difficulty", sudoku::difficulty_name(r->difficulty))
      .set("techniques", std::move(techniques))
      .set("steps", r->steps);
  return ok(out);
}

// The grading in full for the coach: each technique the solve needed, how many times, the hardest.
val techniques(val puzzle) {
  Result<Grid> g = grid_arg(puzzle, "The puzzle");
  if (!g) return error(g.failure());
  Result<sudoku::Grading> r = sudoku::grade(*g);
  if (!r) return error(r.failure());
  Value used = Value::array();
  for (sudoku::Technique t : r->techniques()) {
    Value row = Value::object();
    row.set("technique", sudoku::technique_name(t))
        .set("difficulty", sudoku::difficulty_name(sudoku::difficulty_of(t)))
        .set("count", r->counts[static_cast<std::size_t>(t)]);
    used.push(std::move(row));
  }
  Value out = Value::object();
  out.set("difficulty", sudoku::difficulty_name(r->difficulty))
      .set("hardest", sudoku::technique_name(r->hardest()))
      .set("steps", r->steps)
      .set("techniques", std::move(used));
  return ok(out);
}

Value candidate_value(const sudoku::Candidate& c) {
  if (c.cell < 0) return Value();
  Value v = Value::object();
  v.set("cell", c.cell).set("digit", c.digit);
  return v;
}

Value step_value(const sudoku::Step& step) {
  Value eliminations = Value::array();
  for (const sudoku::Candidate& e : step.eliminations) eliminations.push(candidate_value(e));
  // The explanation in English (as the CLI prints it) and as a message for the pages' catalogues.
  const Message said = sudoku::explanation(step);
  Value out = Value::object();
  out.set("technique", sudoku::technique_name(step.technique))
      .set("difficulty", sudoku::difficulty_name(sudoku::difficulty_of(step.technique)))
      .set("cells", Value::array_of(step.cells))
      .set("digits", Value::array_of(step.digits))
      .set("explanation", said.message)
      .set("message", message_value(said))
      .set("placement", candidate_value(step.placement))
      .set("eliminations", std::move(eliminations));
  return out;
}

// The next step's fields, where the steps lead (the digit to place) and every step on the way.
val hint(val grid) {
  Result<Grid> g = grid_arg(grid, "The grid");
  if (!g) return error(g.failure());
  Result<std::vector<sudoku::Step>> steps = sudoku::hint(*g);
  if (!steps) return error(steps.failure());
  Value all = Value::array();
  for (const sudoku::Step& step : *steps) all.push(step_value(step));
  Value out = all.items().front();  // the first step's fields, made once
  out.set("leadsTo", candidate_value(steps->back().placement)).set("steps", std::move(all));
  return ok(out);
}

val generate(val difficulty, val seed) {
  Result<std::string> name = string_arg(difficulty, "The difficulty", limit::kDifficultyName);
  if (!name) return error(name.failure());
  Result<sudoku::Difficulty> d = sudoku::parse_difficulty(*name);
  if (!d) return error(d.failure());
  Result<std::unique_ptr<WordSource>> words = seed_source(seed, 0);
  if (!words) return error(words.failure());
  Result<sudoku::Generated> g = sudoku::generate(*d, **words);
  if (!g) return error(g.failure());
  Value out = Value::object();
  out.set("puzzle", sudoku::format_grid(g->puzzle))
      .set("solution", sudoku::format_grid(g->solution))
      .set("difficulty", sudoku::difficulty_name(g->difficulty));
  return ok(out);
}

}  // namespace
}  // namespace arcade::wasm

// The fast paths' plain exports (Module._arcade_sudoku_buffer, _arcade_sudoku_fast, ...).
extern "C" {
EMSCRIPTEN_KEEPALIVE char* arcade_sudoku_buffer() { return arcade::wasm::fast_buffer; }
EMSCRIPTEN_KEEPALIVE int arcade_sudoku_fast(int length, double limit) { return arcade::wasm::fast(length, limit); }
EMSCRIPTEN_KEEPALIVE int arcade_sudoku_list(const char* text, int length, double limit, double nodes, double seconds) {
  return arcade::wasm::fast_list(text, length, limit, nodes, seconds);
}
EMSCRIPTEN_KEEPALIVE const char* arcade_sudoku_list_answer() { return arcade::wasm::list_answer.data(); }
}

EMSCRIPTEN_BINDINGS(arcade_sudoku) {
  using namespace arcade::wasm;
  emscripten::function("sudokuSolve", &solve);
  emscripten::function("sudokuCount", &count_solutions);
  emscripten::function("sudokuSolveAll", &solve_all);
  emscripten::function("sudokuCountAll", &count_all);
  emscripten::function("sudokuListRefusal", &list_refused);
  emscripten::function("sudokuCandidates", &candidates);
  emscripten::function("sudokuGrade", &grade);
  emscripten::function("sudokuTechniques", &techniques);
  emscripten::function("sudokuHint", &hint);
  emscripten::function("sudokuGenerate", &generate);
}
