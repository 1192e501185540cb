// Sudoku rules for the session (see sudoku.hpp): params, the puzzle as desc, digits and notes.
#include "sudoku.hpp"

#include "../common/text.hpp"
#include "exact_solver.hpp"
#include "generator.hpp"
#include "grader.hpp"

namespace arcade::sudoku {

namespace {

Digits bit(int digit) { return static_cast<Digits>(1u << (digit - 1)); }

// "40" -> 40: a cell number 0-80 written without leading zeros.
std::optional<int> cell_number(std::string_view text) {
  if (text.empty() || text.size() > 2 || (text.size() == 2 && text[0] == '0')) return std::nullopt;
  const auto n = parse_uint(text);
  if (!n || *n > 80) return std::nullopt;
  return static_cast<int>(*n);
}

int empty_cells(const State& s) {
  int n = 0;
  for (std::uint8_t v : s.values) n += v == 0;
  return n;
}

Value digits_value(Digits set) { return Value::array_of(digits_of(set)); }

}  // namespace

namespace {

// Per house, the digits it holds twice or more. Cheap on purpose: the session asks for the
// status after every move it replays.
std::array<Digits, 27> doubled(const Grid& values) {
  std::array<Digits, 27> twice{};
  for (std::size_t h = 0; h < 27; ++h) {
    Digits once = 0;
    for (std::uint8_t c : houses()[h]) {
      if (!values[c]) continue;
      const Digits b = bit(values[c]);
      twice[h] = static_cast<Digits>(twice[h] | (once & b));
      once = static_cast<Digits>(once | b);
    }
  }
  return twice;
}

}  // namespace

std::vector<int> conflicts(const Grid& values) {
  const std::array<Digits, 27> twice = doubled(values);
  std::vector<int> out;
  for (int cell = 0; cell < 81; ++cell) {
    const std::uint8_t v = values[static_cast<std::size_t>(cell)];
    const Digits clash = static_cast<Digits>(twice[static_cast<std::size_t>(row_of(cell))] |
                                             twice[static_cast<std::size_t>(9 + column_of(cell))] |
                                             twice[static_cast<std::size_t>(18 + box_of(cell))]);
    if (v && (clash & bit(v))) out.push_back(cell);
  }
  return out;
}

Result<Params> Sudoku::parse_params(std::string_view text) {
  if (text.empty()) return Params{};
  Result<Difficulty> d = parse_difficulty(text);
  if (!d) return fail(msg::kParams, {{"params", quoted(text)}});
  return Params{*d};
}

std::string Sudoku::format_params(const Params& p) { return std::string(difficulty_name(p.difficulty)); }

Check Sudoku::check_desc(const Params&, std::string_view desc) {
  for (char c : desc)
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') return fail(msg::kSpaces);
  Result<Grid> g = parse_grid(desc);
  if (!g) return g.failure();
  if (Check c = check_conflicts(*g); !c) return fail(msg::kConflict, {{"why", c.failure()}});
  const int n = count_solutions(*g, 2);
  if (n == 0) return fail(msg::kNoSolution);
  if (n > 1) return fail(msg::kSeveral);
  return {};
}

std::string Sudoku::new_desc(const Params& p, WordSource& words) {
  // Two words seed the generator, which needs hundreds: outside words (the browser sends a few
  // dozen per call) are never enough for it directly.
  const std::uint64_t seed = static_cast<std::uint64_t>(words.next32()) << 32 | words.next32();
  Rng rng(seed);
  Result<Generated> g = generate(p.difficulty, rng);
  return format_grid(g ? g->puzzle : make_puzzle(rng).puzzle);
}

State Sudoku::initial(const Params& p, std::string_view desc) {
  State s;
  s.params = p;
  s.givens = *parse_grid(desc);
  s.values = s.givens;
  count_solutions(s.givens, 1, &s.solution);
  return s;
}

Result<std::string> Sudoku::complete_move(const State& s, std::string_view move, WordSource&) {
  if (move != "h") return std::string(move);
  Result<std::vector<Step>> steps = hint(s.values);
  if (!steps) return steps.failure();
  const Candidate c = steps->back().placement;
  return "p" + std::to_string(c.cell) + std::to_string(c.digit);
}

Result<Move> Sudoku::parse_move(const State& s, std::string_view move) {
  // Built only on failure: saves replay every move through here.
  auto shape = [move] { return fail(msg::kMove, {{"move", quoted(move)}}); };
  if (move.size() < 2 || (move[0] != 'p' && move[0] != 'e' && move[0] != 'n')) return shape();
  Move m;
  m.kind = move[0] == 'p' ? Move::Kind::Place : move[0] == 'e' ? Move::Kind::Erase : Move::Kind::Note;
  std::string_view cell = move.substr(1);
  if (m.kind != Move::Kind::Erase) {
    const char d = move.back();
    if (d < '1' || d > '9') return shape();
    m.digit = d - '0';
    cell = cell.substr(0, cell.size() - 1);
  }
  const std::optional<int> c = cell_number(cell);
  if (!c) return shape();
  m.cell = *c;
  const std::size_t i = static_cast<std::size_t>(m.cell);
  if (s.givens[i]) return fail(msg::kGiven, {{"cell", cell_name(m.cell)}});
  if (m.kind == Move::Kind::Erase && !s.values[i] && !s.notes[i])
    return fail(msg::kEmpty, {{"cell", cell_name(m.cell)}});
  if (m.kind == Move::Kind::Note && s.values[i]) return fail(msg::kNoteOnDigit, {{"cell", cell_name(m.cell)}});
  return m;
}

std::string Sudoku::format_move(const Move& m) {
  const std::string cell = std::to_string(m.cell);
  switch (m.kind) {
    case Move::Kind::Erase: return "e" + cell;
    case Move::Kind::Note: return "n" + cell + std::to_string(m.digit);
    case Move::Kind::Place: break;
  }
  return "p" + cell + std::to_string(m.digit);
}

void Sudoku::apply(State& s, const Move& m) {
  const std::size_t i = static_cast<std::size_t>(m.cell);
  ++s.moves;
  switch (m.kind) {
    case Move::Kind::Place:
      s.values[i] = static_cast<std::uint8_t>(m.digit);
      s.notes[i] = 0;
      // The digit is no longer a possibility for the cell's peers: their notes forget it.
      for (std::uint8_t p : peers()[i]) s.notes[p] = static_cast<Digits>(s.notes[p] & ~bit(m.digit));
      break;
    case Move::Kind::Erase:
      if (s.values[i]) s.values[i] = 0;
      else s.notes[i] = 0;
      break;
    case Move::Kind::Note: s.notes[i] = static_cast<Digits>(s.notes[i] ^ bit(m.digit)); break;
  }
}

bool Sudoku::undoable(const State&, const Move&) { return true; }

Status Sudoku::status(const State& s) {
  Status st;
  const int empty = empty_cells(s);
  if (empty == 0 && s.values == s.solution) {
    st.over = true;
    st.winners = {0};
    st.say(plural(s.moves, msg::kSolvedOne, msg::kSolved));
    return st;
  }
  st.to_move = 0;
  Conflict c;
  bool clash = false;
  for (Digits d : doubled(s.values)) clash = clash || d;
  if (clash && find_conflict(s.values, c)) {
    st.say(msg::kBoth, {{"first", cell_name(c.first)}, {"second", cell_name(c.second)}, {"digit", c.digit}});
  } else if (empty == 0) {
    st.say(msg::kWrong);
  } else {
    st.say(plural(empty, msg::kToFillOne, msg::kToFill));
  }
  return st;
}

// p, e and n are the kinds of moves (they need a cell, and p and n a digit); h is a move, listed
// only while a hint exists (not when the grid has a conflict or a wrong digit rules it out).
std::vector<std::string> Sudoku::legal(const State& s) {
  if (hint(s.values)) return {"p", "e", "n", "h"};
  return {"p", "e", "n"};
}

// Mostly the right digit somewhere, sometimes a wrong one, a note or an erasure: random play that
// still finishes a puzzle in about as many moves as it has empty cells (playouts replay every
// save from the start, so long games cost quadratically).
std::string Sudoku::random_move(const State& s, WordSource& words) {
  std::vector<int> open;
  for (int cell = 0; cell < 81; ++cell)
    if (!s.givens[static_cast<std::size_t>(cell)] &&
        s.values[static_cast<std::size_t>(cell)] != s.solution[static_cast<std::size_t>(cell)])
      open.push_back(cell);
  if (open.empty()) open.push_back(0);  // cannot happen while the game goes on
  const int cell = open[below(words, static_cast<std::uint32_t>(open.size()))];
  const std::size_t i = static_cast<std::size_t>(cell);
  const std::uint32_t roll = below(words, 40);
  const std::string c = std::to_string(cell);
  if (roll < 2 && !s.values[i]) return "n" + c + std::to_string(1 + below(words, 9));
  if (roll < 3 && (s.values[i] || s.notes[i])) return "e" + c;
  if (roll < 4) return "p" + c + std::to_string(1 + below(words, 9));
  return "p" + c + std::to_string(s.solution[i]);
}

Result<std::string> Sudoku::computer_move(const State&, WordSource&) { return fail(msg::kOnePlayer); }

Value Sudoku::view(const State& s) {
  Value givens = Value::array(), values = Value::array(), notes = Value::array(), candidates_v = Value::array();
  Value wrong = Value::array();
  for (int cell = 0; cell < 81; ++cell) {
    const std::size_t i = static_cast<std::size_t>(cell);
    givens.push(static_cast<int>(s.givens[i]));
    values.push(static_cast<int>(s.values[i]));
    notes.push(digits_value(s.notes[i]));
    candidates_v.push(digits_value(candidates(s.values, cell)));
    if (s.values[i] && s.values[i] != s.solution[i]) wrong.push(cell);
  }
  Value v = Value::object();
  v.set("difficulty", difficulty_name(s.params.difficulty))
      .set("puzzle", format_grid(s.givens))
      .set("givens", std::move(givens))
      .set("values", std::move(values))
      .set("notes", std::move(notes))
      .set("candidates", std::move(candidates_v))
      .set("conflicts", Value::array_of(conflicts(s.values)))
      .set("wrong", std::move(wrong))
      .set("empty", empty_cells(s))
      .set("solved", status(s).over);
  return v;
}

std::string Sudoku::text(const State& s) {
  std::string out;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const std::uint8_t v = s.values[static_cast<std::size_t>(9 * r + c)];
      out += v ? static_cast<char>('0' + v) : '.';
      if (c == 2 || c == 5) out += ' ';
    }
    out += r == 2 || r == 5 ? "\n\n" : "\n";
  }
  return out + status(s).text + "\n";
}

}  // namespace arcade::sudoku
