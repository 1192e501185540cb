// Sudoku as a Game of the common interface: one player fills a generated (or given) puzzle,
// with digits and pencil notes; undo and redo come from the session.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "../common/daily.hpp"
#include "../common/game.hpp"
#include "messages.hpp"
#include "steps.hpp"

namespace arcade::sudoku {

// params: the grade of generated puzzles, "easy" ... "extreme" (default "medium").
struct Params {
  Difficulty difficulty = Difficulty::Medium;
};

// What undo restores: the digits and the player's own notes. The candidates a page may show
// (the automatic ones) are computed from the digits, never stored.
struct State {
  Params params;
  Grid givens{};
  Grid values{};  // givens and the player's digits; 0 empty
  std::array<Digits, 81> notes{};
  Grid solution{};
  int moves = 0;
};

// Moves, cells 0-80 row by row: "p<cell><digit>" places (or replaces) a digit, "e<cell>"
// erases the player's digit (or, on an empty cell, its notes), "n<cell><digit>" toggles a note.
// The intent "h" places the digit the next hint leads to.
struct Move {
  enum class Kind { Place, Erase, Note } kind = Kind::Place;
  int cell = 0;
  int digit = 0;
};

struct Sudoku {
  using Params = sudoku::Params;
  using State = sudoku::State;
  using Move = sudoku::Move;
  static constexpr std::string_view name = "sudoku";
  static constexpr std::span<const MessageDef> messages = msg::all;

  ARCADE_GAME_FUNCTIONS;
  // The day's challenge (daily.cpp): the same for everyone on a UTC date.
  static Result<Value> daily(const Date& date);
};

static_assert(Game<Sudoku>);

// Cells holding a digit that some other cell of a row, column or box also holds, ascending.
std::vector<int> conflicts(const Grid& values);

}  // namespace arcade::sudoku
