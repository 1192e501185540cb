// Sudoku, the game: params, the puzzle as desc (refusals with exact sentences), placing, erasing
// and notes, the hint move, solving, undo and redo, saves and the view.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "session_helpers.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/sudoku.hpp"

using namespace arcade;
using sudoku::Sudoku;
using S = Session<Sudoku>;

namespace {

const char* const kProblem = "1.2...7...47.213...8.7.3.1.46.1...8....264....5...9.64.9.5.7.2...134.97...6...8.3";
const char* const kSolution = "132458796947621358685793412469135287718264539253879164394587621821346975576912843";

S start(const std::string& desc, const std::string& params = "") { return test::start<Sudoku>(params, desc); }
void play(S& s, std::initializer_list<std::string_view> moves) { test::play(s, moves); }
const Value& field(const Value& v, const char* key) { return *v.get(key); }
std::string json(const Value& v, const char* key) { return to_json(field(v, key)); }

}  // namespace

TEST_CASE("sudoku params: a difficulty, medium by default") {
  CHECK(Sudoku::format_params(Sudoku::parse_params("").value()) == "medium");
  CHECK(Sudoku::format_params(Sudoku::parse_params("extreme").value()) == "extreme");
  CHECK(Sudoku::parse_params("tough").error() ==
        "Sudoku params are a difficulty: easy, medium, hard, expert or extreme, not \"tough\".");
}

TEST_CASE("sudoku desc: a proper puzzle, or a sentence") {
  const sudoku::Params p;
  CHECK(Sudoku::check_desc(p, kProblem).ok());
  CHECK(Sudoku::check_desc(p, std::string(kProblem).substr(1)).error() == "The puzzle has 80 cells; it needs 81.");
  CHECK(Sudoku::check_desc(p, "1 " + std::string(kProblem).substr(1)).error() ==
        "The game's puzzle has spaces or line breaks; give its 81 cells only.");
  CHECK(Sudoku::check_desc(p, "55" + std::string(79, '.')).error() ==
        "The puzzle's givens conflict: r1c1 and r1c2 both hold 5 (row 1).");
  CHECK(Sudoku::check_desc(p, std::string(81, '.')).error() ==
        "The puzzle has more than one solution; a game needs exactly one.");
  CHECK(Sudoku::check_desc(p, "1.9" + std::string(kProblem).substr(3)).error() == "The puzzle has no solution.");
  Rng rng(5);
  Result<S> g = S::create("hard", "", rng);
  REQUIRE(g.ok());
  CHECK(g->id().rfind("sudoku:hard:", 0) == 0);
  CHECK(Sudoku::check_desc(p, g->id().substr(12)).ok());
  // Two outside words are enough: they only seed the generator.
  WordPool two({7, 9});
  Result<S> from_words = S::create("easy", "", two);
  REQUIRE(from_words.ok());
  CHECK_FALSE(two.exhausted());
}

TEST_CASE("sudoku moves: place, erase, notes; placing clears the digit from the peers' notes") {
  S s = start(kProblem);
  CHECK(s.status().text == "46 cells to fill.");
  play(s, {"n13", "n15", "n184", "n183", "n453"});  // notes: r1c2 3 5, r3c1 4 3, r6c1 3
  CHECK(json(Sudoku::view(s.state()), "notes").rfind("[[],[3,5],[],", 0) == 0);
  play(s, {"p13"});  // r1c2 = 3: the 3 leaves r3c1's notes (same box), not r6c1's
  const Value v = Sudoku::view(s.state());
  CHECK(to_json(field(v, "notes").items()[1]) == "[]");
  CHECK(to_json(field(v, "notes").items()[18]) == "[4]");
  CHECK(to_json(field(v, "notes").items()[45]) == "[3]");
  CHECK(field(v, "values").items()[1].as_int() == 3);
  CHECK(field(v, "givens").items()[1].as_int() == 0);
  CHECK(s.status().text == "45 cells to fill.");
  play(s, {"e1"});
  CHECK(Sudoku::view(s.state()).get("values")->items()[1].as_int() == 0);
  play(s, {"e18"});  // an empty cell with notes: erasing clears them
  CHECK(to_json(Sudoku::view(s.state()).get("notes")->items()[18]) == "[]");
  CHECK(s.moves().back() == "e18");
  Rng rng(1);
  CHECK(s.play("p05", rng).error() == "r1c1 is a given; it cannot be changed.");
  CHECK(s.play("e1", rng).error() == "r1c2 is already empty.");
  CHECK(s.play("p815", rng).error() ==
        "Sudoku moves are p<cell><digit> (place), e<cell> (erase), n<cell><digit> (toggle a note) and h (the "
        "hint's digit), cells 0 to 80; not \"p815\".");
  CHECK_FALSE(s.play("p010", rng).ok());  // a leading zero is not a cell number
  CHECK_FALSE(s.play("p10", rng).ok());   // 0 is not a digit
  CHECK_FALSE(s.play("x", rng).ok());
  play(s, {"p19"});
  CHECK(s.play("n13", rng).error() == "r1c2 holds a digit; notes go in empty cells.");
}

TEST_CASE("sudoku: conflicts, wrong digits and the hint move") {
  S s = start(kProblem);
  play(s, {"p11"});  // r1c2 = 1 clashes with r1c1
  Value v = Sudoku::view(s.state());
  CHECK(json(v, "conflicts") == "[0,1]");
  CHECK(json(v, "wrong") == "[1]");
  CHECK(s.status().text == "r1c1 and r1c2 both hold 1.");
  Rng rng(1);
  CHECK(s.play("h", rng).error() == "r1c1 and r1c2 both hold 1 (row 1).");
  play(s, {"e1", "h"});
  CHECK(s.moves().back() == "p13");  // the hint: a hidden single, 3 in r1c2
  CHECK(json(Sudoku::view(s.state()), "conflicts") == "[]");
}

TEST_CASE("sudoku: filling the solution ends the game; undo and redo; saves") {
  S s = start(kProblem, "easy");
  Rng rng(1);
  int placed = 0;
  for (int cell = 0; cell < 81; ++cell) {
    if (kProblem[cell] != '.') continue;
    const std::string move = "p" + std::to_string(cell) + kSolution[cell];
    REQUIRE(s.play(move, rng).ok());
    ++placed;
  }
  CHECK(placed == 46);
  CHECK(s.status().over);
  CHECK(s.status().winners == std::vector<int>{0});
  CHECK(s.status().text == "Solved in 46 moves.");
  CHECK(
      to_json(message_value(s.status().message)) ==
      R"({"id":"sudoku.status.solved","args":{"n":46},"plural":{"one":"sudoku.status.solved-one","other":"sudoku.status.solved"}})");
  CHECK(Sudoku::view(s.state()).get("solved")->as_bool());
  CHECK(s.play("p13", rng).error() == "The game is over.");
  REQUIRE(s.undo().ok());
  CHECK_FALSE(s.status().over);
  CHECK(s.status().text == "1 cell to fill.");
  CHECK(
      to_json(message_value(s.status().message)) ==
      R"({"id":"sudoku.status.to-fill-one","args":{"n":1},"plural":{"one":"sudoku.status.to-fill-one","other":"sudoku.status.to-fill"}})");
  REQUIRE(s.redo().ok());
  CHECK(s.status().over);
  Result<S> again = S::load(s.save());
  REQUIRE(again.ok());
  CHECK(again->save() == s.save());
  CHECK(s.save().rfind(std::string("sudoku:easy:") + kProblem + ":p13.", 0) == 0);
  CHECK(Sudoku::text(s.state()).rfind("132 458 796\n947 621 358\n685 793 412\n\n469", 0) == 0);
  CHECK(Sudoku::computer_move(s.state(), rng).error() ==
        "Sudoku is for one player; ask for a hint (the move h) instead.");
}

TEST_CASE("sudoku view: every key a page draws from") {
  const Value v = Sudoku::view(start(kProblem).state());
  std::vector<std::string> keys = v.keys();
  CHECK(keys == std::vector<std::string>{"difficulty", "puzzle", "givens", "values", "notes", "candidates", "conflicts",
                                         "wrong", "empty", "solved"});
  CHECK(field(v, "puzzle").as_string() == kProblem);
  CHECK(field(v, "empty").as_int() == 46);
  CHECK(to_json(field(v, "candidates").items()[1]) == "[3]");
  CHECK(field(v, "givens").items().size() == 81);
}
