// Connect Four as a game: params, starting positions, moves and their errors, status, views, computer seats.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "session_helpers.hpp"
#include "connect4/connect4.hpp"

using namespace arcade;
using namespace arcade::connect4;
using S = Session<Connect4>;

namespace {
S start(const std::string& params, const std::string& desc = "") { return test::start<Connect4>(params, desc); }
void play(S& s, std::string_view moves) {
  Rng rng(1);
  for (char c : moves) REQUIRE(s.play(std::string(1, c), rng).ok());
}
}  // namespace

TEST_CASE("connect4 game: params are red's and yellow's seat letters") {
  CHECK(Connect4::format_params(*Connect4::parse_params("")) == "hs");
  CHECK(Connect4::format_params(*Connect4::parse_params("pc")) == "pc");
  CHECK(Connect4::format_params(*Connect4::parse_params("hh")) == "hh");
  const std::string help =
      "Connect Four params are two seat letters, red's then yellow's: h (person), p "
      "(perfect), s (strong) or c (casual computer), like hp, not ";
  CHECK(Connect4::parse_params("h").error() == help + "\"h\".");
  CHECK(Connect4::parse_params("hpc").error() == help + "\"hpc\".");
  CHECK(Connect4::parse_params("hx").error() == help + "\"hx\".");
  CHECK(Connect4::parse_params("HP").error() == help + "\"HP\".");
}

TEST_CASE("connect4 game: the desc is a starting position") {
  const S s = start("hh", "4453");
  CHECK(s.save() == "connect4:hh:4453::0");
  CHECK(s.status().text == "Red to move.");
  CHECK(s.state().start == 4);
  Rng rng(1);
  CHECK(S::create("hh", "4458", rng).error() ==
        "The starting position is not a game of Connect Four: Move 4 (\"8\") is not a column from 1 to 7.");
  CHECK(S::create("hh", "12121212", rng).error() ==
        "The starting position is not a game of Connect Four: Move 8 (column 2) comes after the game was won.");
  CHECK(S::create("hh", "4444444", rng).error() ==
        "The starting position is not a game of Connect Four: Move 7 (column 4) goes into a full column.");
  // A finished game is a legal (if short) game.
  const S won = start("hh", "1212121");
  CHECK(won.status().over);
  CHECK(won.status().text == "Red wins with four in a row.");
}

TEST_CASE("connect4 game: moves and their errors") {
  S s = start("hh");
  Rng rng(1);
  CHECK(s.play("8", rng).error() == "A Connect Four move is a column from 1 to 7, not \"8\".");
  CHECK(s.play("44", rng).error() == "A Connect Four move is a column from 1 to 7, not \"44\".");
  CHECK(Connect4::parse_move(s.state(), "").error() == "A Connect Four move is a column from 1 to 7, not \"\".");
  play(s, "444444");
  CHECK(s.play("4", rng).error() == "Column 4 is full.");
  CHECK(s.status().text == "Red to move.");
  CHECK(s.state().moves == "444444");
  play(s, "1");
  CHECK(s.status().text == "Yellow to move.");
  CHECK(Connect4::legal(s.state()) == std::vector<std::string>{"1", "2", "3", "5", "6", "7"});
  CHECK(s.undo().ok());
  CHECK(s.state().moves == "444444");
  CHECK(s.computer(rng).error() == "Red is a person, not a computer player.");
  CHECK(s.computer(rng).failure().id == "common.computer.person");
}

TEST_CASE("connect4 game: a win, its cells in the view, and the text board") {
  S s = start("hh");
  play(s, "1212121");  // red: column 1, rows 1-4
  const Status st = s.status();
  CHECK(st.over);
  CHECK(st.winners == std::vector<int>{0});
  CHECK(st.text == "Red wins with four in a row.");
  Rng rng(1);
  CHECK(s.play("3", rng).error() == "The game is over.");
  CHECK(to_json(*Connect4::view(s.state()).get("winCells")) == "[[2,0],[3,0],[4,0],[5,0]]");
  CHECK(to_json(*Connect4::view(s.state()).get("board")) ==
        "[[0,0,0,0,0,0,0],[0,0,0,0,0,0,0],[1,0,0,0,0,0,0],[1,2,0,0,0,0,0],[1,2,0,0,0,0,0],[1,2,0,0,0,0,0]]");
  CHECK(Connect4::text(s.state()) ==
        ". . . . . . .\n"
        ". . . . . . .\n"
        "R . . . . . .\n"
        "R Y . . . . .\n"
        "R Y . . . . .\n"
        "R Y . . . . .\n"
        "1 2 3 4 5 6 7\n"
        "Red wins with four in a row.\n");
}

TEST_CASE("connect4 game: the view of a game in progress and of a draw") {
  S s = start("hp", "44");
  play(s, "3");
  CHECK(to_json(Connect4::view(s.state())) ==
        "{\"seats\":[\"human\",\"perfect\"],\"board\":[[0,0,0,0,0,0,0],[0,0,0,0,0,0,0],[0,0,0,0,0,0,0],"
        "[0,0,0,0,0,0,0],[0,0,0,2,0,0,0],[0,0,1,1,0,0,0]],\"heights\":[0,0,1,2,0,0,0],"
        "\"playable\":[true,true,true,true,true,true,true],\"moves\":\"443\",\"start\":2,\"toMove\":1,"
        "\"lastColumn\":3,\"winner\":null,\"draw\":false,\"winCells\":[]}");
  CHECK(s.status().computer_to_move);
  const S draw = start("hh", "126613431456475467333341527215612225546777");
  CHECK(draw.status().over);
  CHECK(draw.status().winners == std::vector<int>{0, 1});
  CHECK(draw.status().text == "Draw: the board is full.");
  CHECK(draw.status().message.id == "common.status.board-full");
  CHECK(Connect4::view(draw.state()).get("draw")->as_bool());
}

TEST_CASE("connect4 game: computer seats") {
  SUBCASE("every level takes a win at once and blocks a single open four") {
    for (const char* params : {"pp", "ss", "cc"}) {
      CAPTURE(params);
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Rng rng(seed);
        S win = start(params, "445566");  // red wins at 3 or 7
        REQUIRE(win.computer(rng).ok());
        CHECK(win.status().winners == std::vector<int>{0});
        S block = start(params, "17273");  // yellow must take column 4
        REQUIRE(block.computer(rng).ok());
        CHECK(block.last_move() == "4");
      }
    }
  }
  SUBCASE("perfect play from a solvable position keeps the solved score to the end") {
    // Middle-Easy positions: whoever the score favours wins with exactly 22 - score stones.
    for (const auto& line : std::vector<std::pair<std::string, int>>{
             {"52753311433677442422121", 8}, {"271713432331713132", -11}, {"5554224333234511764415115", 4}}) {
      const std::string& desc = line.first;
      const int score = line.second;  // (no structured binding: clang 14 cannot capture one)
      CAPTURE(desc);
      S s = start("pp", desc);
      Rng rng(3);
      const int mover = s.state().position.moves() % 2;
      while (!s.status().over) REQUIRE(s.computer(rng).ok());
      const Position& end = s.state().position;
      const int winner_stones = (end.moves() + 1) / 2;
      if (score > 0) CHECK(s.status().winners == std::vector<int>{mover});
      if (score < 0) CHECK(s.status().winners == std::vector<int>{1 - mover});
      CHECK(22 - winner_stones == (score > 0 ? score : -score));
    }
  }
  SUBCASE("the same seed gives the same computer moves") {
    auto game = [](std::uint64_t seed) {
      S s = start("sc", "5512243243536");  // Begin-Easy: the strong seat soon solves it
      Rng rng(seed);
      while (!s.status().over) REQUIRE(s.computer(rng).ok());
      return s.save();
    };
    CHECK(game(7) == game(7));
  }
}
