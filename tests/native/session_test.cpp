// The session ("midend") on the template game: save strings, undo/redo, atomic play, loading.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "countdown.hpp"

using namespace arcade;
using S = Session<test::Countdown>;

TEST_CASE("session: create, play, save string, undo and redo") {
  Rng rng(1);
  Result<S> r = S::create("", "10", rng);
  REQUIRE(r.ok());
  S s = r.value();
  CHECK(s.save() == "countdown:m3:10::0");
  CHECK(s.id() == "countdown:m3:10");
  REQUIRE(s.play("t3", rng).ok());
  REQUIRE(s.play("t2", rng).ok());
  CHECK(s.save() == "countdown:m3:10:t3.t2:2");
  CHECK(s.state().pile == 5);
  REQUIRE(s.undo().ok());
  CHECK(s.save() == "countdown:m3:10:t3.t2:1");
  CHECK(s.state().pile == 7);
  CHECK(s.can_redo());
  REQUIRE(s.redo().ok());
  CHECK(s.state().pile == 5);
  CHECK(s.redo().error() == "There is nothing to redo.");
  SUBCASE("playing after an undo drops the redo list") {
    REQUIRE(s.undo().ok());
    REQUIRE(s.play("t1", rng).ok());
    CHECK(s.save() == "countdown:m3:10:t3.t1:2");
    CHECK_FALSE(s.can_redo());
  }
  SUBCASE("undo back to the start, then nothing to undo") {
    REQUIRE(s.undo().ok());
    REQUIRE(s.undo().ok());
    CHECK(s.undo().error() == "There is nothing to undo.");
    CHECK(s.save() == "countdown:m3:10:t3.t2:0");
  }
}

TEST_CASE("session: a rejected move changes nothing") {
  Rng rng(1);
  S s = S::create("m3", "2", rng).value();
  const std::string before = s.save();
  CHECK(s.play("t3", rng).error() == "Only 2 left.");
  CHECK(s.play("zz", rng).error() == "Moves are t1 to t9, not \"zz\".");
  CHECK(s.play("t1.t1", rng).error() == "The move \"t1.t1\" is not a move of countdown.");
  CHECK(s.play("", rng).error() == "The move \"\" is not a move of countdown.");
  CHECK(s.play(std::string(65, 't'), rng).error().rfind("The move \"tttt", 0) == 0);
  CHECK(s.save() == before);
  REQUIRE(s.play("t2", rng).ok());
  CHECK(s.status().over);
  CHECK(s.status().text == "Player 1 wins.");
  CHECK(s.play("t1", rng).error() == "The game is over.");
}

TEST_CASE("session: chance moves are completed from the word source and cannot be undone") {
  Rng rng(5);
  S s = S::create("", "20", rng).value();
  REQUIRE(s.play("tx", rng).ok());
  CHECK(s.last_move()[0] == 'c');
  CHECK(s.undo().error() == "That move cannot be undone: it revealed what chance decided.");
  CHECK_FALSE(s.can_undo());
  // The same seed gives the same chance move every time.
  Rng a(9), b(9);
  S x = S::create("", "20", a).value(), y = S::create("", "20", b).value();
  REQUIRE(x.play("tx", a).ok());
  REQUIRE(y.play("tx", b).ok());
  CHECK(x.save() == y.save());
}

TEST_CASE("session: computer moves and generated descriptions") {
  Rng rng(3);
  S s = S::create("", "", rng).value();
  CHECK(s.state().pile >= 10);
  CHECK(s.state().pile <= 19);
  CHECK(s.computer(rng).error() == "Player 1 is a person.");
  REQUIRE(s.play("t1", rng).ok());
  REQUIRE(s.computer(rng).ok());
  CHECK(s.state().pile % 4 == 0);
}

TEST_CASE("session: load restores moves, position and redo list; bad saves say why") {
  Result<S> r = S::load("countdown:m3:10:t3.t2.t1:2");
  REQUIRE(r.ok());
  CHECK(r->state().pile == 5);
  CHECK(r->can_redo());
  CHECK(r->save() == "countdown:m3:10:t3.t2.t1:2");
  CHECK(S::load("countdown:m3:10").value().save() == "countdown:m3:10::0");
  CHECK(S::load("countdown:m3:10:t3").value().save() == "countdown:m3:10:t3:1");

  CHECK(S::load("").error() == "A save has the form game:params:desc:moves:position.");
  CHECK(S::load("a:b:c:d:e:f").error() == "A save has the form game:params:desc:moves:position.");
  CHECK(S::load("greed:m3:10::0").error() == "This save is for \"greed\", not countdown.");
  CHECK(S::load("countdown:x:10::0").error() == "Countdown params are m1 to m9, not \"x\".");
  CHECK(S::load("countdown:m3:0::0").error() == "The pile must be 1 to 99, not \"0\".");
  CHECK(S::load("countdown:m3:10:t3.t9:2").error() == "Move 2 of the save (\"t9\") is not legal: Only 7 left.");
  CHECK(S::load("countdown:m3:10:t3..t1:2").error() == "Move 2 of the save (\"\") is not a move.");
  CHECK(S::load("countdown:m3:2:t2.t1:2").error() == "Move 2 of the save (\"t1\") comes after the end of the game.");
  CHECK(S::load("countdown:m3:10:t3:2").error() == "The save's undo position \"2\" is not between 0 and 1.");
  CHECK(S::load("countdown:m3:10:t3:-1").error() == "The save's undo position \"-1\" is not between 0 and 1.");
  CHECK(S::load(std::string(kMaxSaveLength + 1, 'x')).error() == "The save is too long.");
}
