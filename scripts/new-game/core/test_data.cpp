// __Title__'s tables for the shared native tests (tests/native/game_test_data.hpp) and its own rules' test.
#include <doctest/doctest.h>

#include "game_test_data.hpp"

#include "__game__/__game__.hpp"
#include "common/registry.hpp"

ARCADE_GAME_TEST_DATA(__game__) { return {.playouts = {"hh", "hr", "rr"}, .walks = {"hh", "rr"}}; }

TEST_CASE("__game__: three in a row wins, a taken cell and a bad cell are refused, a full board draws") {
  using namespace arcade;
  const GameApi* g = find_game("__game__").value();
  Result<Snapshot> won = g->load("__game__:hh::1.4.2.5.3:5");
  REQUIRE_MESSAGE(won.ok(), won.error());
  CHECK(won->status.over);
  CHECK(won->status.winners == std::vector<int>{0});
  CHECK(won->status.text == "X wins with three in a row.");
  CHECK(to_json(won->view) == R"({"board":[[1,1,1],[2,2,0],[0,0,0]],"line":[0,1,2],"seats":["human","human"]})");
  Rng rng(1);
  Result<Snapshot> start = g->create("hh", "", rng);
  REQUIRE(start.ok());
  CHECK(start->status.text == "X to move.");
  Result<Snapshot> one = g->play(start->save, "5", rng);
  REQUIRE(one.ok());
  CHECK(g->play(one->save, "5", rng).error() == "Cell 5 is taken.");
  CHECK(g->play(one->save, "0", rng).error() == "A __Title__ move is a cell from 1 to 9, not \"0\".");
  CHECK(g->computer(one->save, rng).error() == "O is a person, not a computer player.");
  CHECK(g->create("hx", "", rng).error() ==
        "__Title__ params are two seat letters, X's then O's: h (person) or r (random computer), like hr, not \"hx\".");
  Result<Snapshot> drawn = g->load("__game__:hh::1.2.3.5.4.6.8.7.9:9");
  REQUIRE_MESSAGE(drawn.ok(), drawn.error());
  CHECK(drawn->status.winners == std::vector<int>{0, 1});
  CHECK(drawn->status.text == "Draw: the board is full.");
}
