// Connect Four positions: the bitboard layout, reading column strings and every error sentence.
#include <doctest/doctest.h>

#include "connect4/position.hpp"
#include "connect4_at.hpp"

using namespace arcade;
using namespace arcade::connect4;
using arcade::test::at;

namespace {
Bitboard bits(std::initializer_list<int> indices) {
  Bitboard b = 0;
  for (int i : indices) b |= Bitboard{1} << i;
  return b;
}
// A whole game that fills the board with no four in a row (found by random play).
constexpr std::string_view kDrawnGame = "126613431456475467333341527215612225546777";
}  // namespace

TEST_CASE("connect4 position: the worked example of position.hpp (\"4453\")") {
  const Position p = at("4453");
  CHECK(p.moves() == 4);
  CHECK(p.mine() == bits({21, 28}));
  CHECK(p.all() == bits({14, 21, 22, 28}));
  CHECK(p.key() == bits({0, 7, 15, 21, 23, 28, 29, 35, 42}));
  CHECK(p.first_player() == bits({21, 28}));
  CHECK(p.second_player() == bits({14, 22}));
  CHECK(p.height(3) == 2);
  CHECK(p.height(0) == 0);
}

TEST_CASE("connect4 position: geometry") {
  CHECK(kBoard == 0xFDFB'F7EF'DFBFull);  // six of every seven bits, up to bit 47
  CHECK(column_cells(6) == bits({42, 43, 44, 45, 46, 47}));
  CHECK(top_cell(2) == bits({19}));
  // Four in a row in each direction, and its cells.
  CHECK(has_four(bits({0, 1, 2, 3})));          // vertical
  CHECK(has_four(bits({2, 9, 16, 23})));        // horizontal
  CHECK(has_four(bits({0, 8, 16, 24})));        // up-right
  CHECK(has_four(bits({3, 9, 15, 21})));        // down-right
  CHECK_FALSE(has_four(bits({3, 4, 5, 7})));    // no wrapping over the spare row
  CHECK_FALSE(has_four(bits({0, 7, 14, 28})));  // a gap is not a four
  CHECK(four_cells(bits({2, 9, 16, 23, 30, 40})) == bits({2, 9, 16, 23, 30}));
  // Winning cells: the gap of X X . X on the bottom row, and the top of three stacked.
  CHECK(winning_cells(bits({0, 7, 21}), bits({0, 7, 21})) == bits({14}));
  CHECK(winning_cells(bits({0, 1, 2}), bits({0, 1, 2})) == bits({3}));
  CHECK(win_now_score(0) == 21);
}

TEST_CASE("connect4 position: reading moves") {
  SUBCASE("the empty string is the empty board") {
    const Position p = at("");
    CHECK(p.moves() == 0);
    CHECK(p.key() == kBottom);
    CHECK_FALSE(p.over());
  }
  SUBCASE("play() appends and returns how many moves it accepted") {
    Position p;
    CHECK(p.play("44").value() == 2);
    CHECK(p.play("53").value() == 2);
    CHECK(p.key() == at("4453").key());
    CHECK(p.play("").value() == 0);
  }
  SUBCASE("a bad move leaves the moves before it played") {
    Position p;
    CHECK(p.play("4409").error() == "Move 3 (\"0\") is not a column from 1 to 7.");
    CHECK(p.key() == at("44").key());
  }
  SUBCASE("a won game and a full board") {
    const Position won = at("1212121");
    CHECK(won.won());
    CHECK(won.over());
    CHECK_FALSE(won.full());
    const Position full = at(kDrawnGame);
    CHECK(full.full());
    CHECK_FALSE(full.won());
    CHECK(full.over());
    CHECK(full.possible() == 0);
  }
  SUBCASE("winning moves and moves that do not lose at once") {
    const Position p = at("445566");  // red to move: 3 and 7 complete the bottom row
    CHECK(p.can_win_now());
    CHECK(p.is_winning_move(2));
    CHECK(p.is_winning_move(6));
    CHECK_FALSE(p.is_winning_move(3));
    const Position q = at("4455666");  // yellow to move must block at column 3 or 7: two threats
    CHECK(q.non_losing_moves() == 0);
    const Position r = at("17273");  // yellow to move must block red's one threat, column 4
    CHECK(r.non_losing_moves() == cell(3, 0));
  }
}

TEST_CASE("connect4 position: every error sentence names the first bad move") {
  auto error = [](std::string_view moves) { return Position::from_moves(moves).error(); };
  // A character that is not a column.
  CHECK(error("448") == "Move 3 (\"8\") is not a column from 1 to 7.");
  CHECK(error("0") == "Move 1 (\"0\") is not a column from 1 to 7.");
  CHECK(error("4 5") == "Move 2 (\" \") is not a column from 1 to 7.");
  CHECK(error("4a") == "Move 2 (\"a\") is not a column from 1 to 7.");
  CHECK(error("4\n") == "Move 2 (\"?\") is not a column from 1 to 7.");
  CHECK(error("44\xc3\xa9") == "Move 3 (\"\xc3\xa9\") is not a column from 1 to 7.");
  // A full column.
  CHECK(error("4444444") == "Move 7 (column 4) goes into a full column.");
  CHECK(error(std::string(kDrawnGame) + "1") == "Move 43 (column 1) goes into a full column.");
  // A move after four in a row: red's column 1 at move 7, yellow's column 2 at move 8.
  CHECK(error("12121212") == "Move 8 (column 2) comes after the game was won.");
  CHECK(error("121212324") == "Move 9 (column 4) comes after the game was won.");
  // Only the first bad move counts, whatever follows it; a bad character is named as such.
  CHECK(error("12121219x") == "Move 8 (\"9\") is not a column from 1 to 7.");
  CHECK(error("x4444444") == "Move 1 (\"x\") is not a column from 1 to 7.");
  // The winning move itself is legal; what follows is not, even into a full column.
  CHECK(Position::from_moves("1212121").ok());
  CHECK(error("11111123232321") == "Move 14 (column 1) comes after the game was won.");
}

TEST_CASE("connect4 position: the position before a column's top stone, when the last mover owns it") {
  // Red 4, Yellow 4, Red 5, Yellow 3: Yellow moved last.
  const Position p = at("4453");
  REQUIRE(p.before_top(2).has_value());
  CHECK(p.before_top(2)->key() == at("445").key());  // Yellow's 3 taken back
  REQUIRE(p.before_top(3).has_value());
  CHECK(p.before_top(3)->key() == at("435").key());  // Yellow's 4: Red 4, Yellow 3, Red 5
  CHECK(p.before_top(3)->moves() == 3);
  CHECK_FALSE(p.before_top(4).has_value());  // Red's 5 cannot have been the last move
  CHECK_FALSE(p.before_top(0).has_value());  // an empty column
  const Position full = at("111111");
  REQUIRE(full.before_top(0).has_value());  // a full column's top stone
  CHECK(full.before_top(0)->key() == at("11111").key());
}
