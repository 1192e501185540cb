// Embind exports of the Sudoku engine: solve, count, candidates, grade (and its techniques), hint and generate
// (puzzles as 81-cell strings, cells numbered 0-80 row by row).
#include <emscripten/bind.h>

#include <cmath>

#include "convert.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/grader.hpp"

namespace arcade::wasm {
namespace {

using sudoku::Grid;

constexpr int kMaxLimit = 100000;

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

val count_solutions(val puzzle, val limit) {
  Result<Grid> g = grid_arg(puzzle, "The puzzle");
  if (!g) return error(g.failure());
  const double d = limit.isNumber() ? limit.as<double>() : -1;
  if (!(d >= 1 && d <= kMaxLimit && d == std::floor(d)))
    return error("The limit must be a whole number from 1 to " + std::to_string(kMaxLimit) + ", not " +
                 describe(limit) + ".");
  return ok(sudoku::count_solutions(*g, static_cast<int>(d)));
}

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

EMSCRIPTEN_BINDINGS(arcade_sudoku) {
  using namespace arcade::wasm;
  emscripten::function("sudokuSolve", &solve);
  emscripten::function("sudokuCount", &count_solutions);
  emscripten::function("sudokuCandidates", &candidates);
  emscripten::function("sudokuGrade", &grade);
  emscripten::function("sudokuTechniques", &techniques);
  emscripten::function("sudokuHint", &hint);
  emscripten::function("sudokuGenerate", &generate);
}
