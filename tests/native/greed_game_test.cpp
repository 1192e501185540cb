// Greed, the full game: params, turn flow, bust, hot dice, entry threshold, final round, ties.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "session_helpers.hpp"
#include "greed/greed.hpp"

using namespace arcade;
using greed::Greed;
using S = Session<Greed>;

namespace {
S start(const std::string& params) { return test::start<Greed>(params); }
void play(S& s, const std::string& moves) { test::play_words(s, moves); }  // "r11555 b r23466"
}  // namespace

TEST_CASE("greed params: canonical form and exact errors") {
  CHECK(Greed::format_params(Greed::parse_params("hc").value()) == "hc,t3000,e300");
  CHECK(Greed::format_params(Greed::parse_params("hhcee,e0,t1000").value()) == "hhcee,t1000,e0");
  CHECK(Greed::parse_params("h").error() == "Greed needs 2 to 6 seats, not 1.");
  CHECK(Greed::parse_params("hhhhhhh").error() == "Greed needs 2 to 6 seats, not 7.");
  CHECK(Greed::parse_params("hx").error() ==
        "Seat letters are h (person), c (cautious computer), e (expected-points computer) and w (win-probability "
        "computer), not \"x\".");
  CHECK(
      Greed::parse_params("hc,q5").error() ==
      "Greed options are t<target>, e<entry>, k (choose the dice to keep) and n<turns> (a score attack), not \"q5\".");
  CHECK(Greed::parse_params("hc,t").error() ==
        "Greed options are t<target>, e<entry>, k (choose the dice to keep) and n<turns> (a score attack), not \"t\".");
  CHECK(
      Greed::parse_params("hc,t-5").error() ==
      "Greed options are t<target>, e<entry>, k (choose the dice to keep) and n<turns> (a score attack), not \"t-5\".");
  CHECK(Greed::parse_params("hc,t10").error() == "The target must be between 50 and 100000, not 10.");
  CHECK(Greed::parse_params("hc,t99999999999").error() == "The target must be between 50 and 100000, not 99999999999.");
  CHECK(Greed::parse_params("hc,e999999999").error() == "The entry threshold must be at most 100000, not 999999999.");
  CHECK(Greed::format_params(Greed::parse_params("").value()) == "he,t3000,e300");
  CHECK(Greed::parse_params("hc,t500,e600").error() == "The entry threshold (600) cannot be above the target (500).");
  CHECK(Greed::parse_params("hc,t500,t600").error() == "The option \"t\" is given twice.");
  Rng rng(1);
  CHECK(S::create("hc", "x", rng).error() ==
        "A Greed game description is a stream of dice faces 1 to 6, but character 1 is \"x\".");
}

TEST_CASE("greed turn: scoring dice are set aside, then bank") {
  S s = start("hh");
  CHECK(s.status().text == "Player 1 to roll.");
  Rng rng(1);
  CHECK(s.play("b", rng).error() == "Roll at least once before banking.");
  play(s, "r23451");  // 150, dice 2 3 4 not scoring
  CHECK(s.state().turn_total == 150);
  CHECK(s.state().dice_to_roll == 3);
  CHECK(s.status().text == "Player 1 to roll again or bank.");
  CHECK(s.play("r2345", rng).error() == "This roll throws 3 dice, not 4.");
  CHECK(s.play("r237", rng).error() == "Die 3 of the roll \"r237\" is not a face from 1 to 6.");
  CHECK(s.play("x", rng).error() == "Greed moves are r (roll), b (bank) and k<dice> (keep), not \"x\".");
  play(s, "r555");  // +500, hot dice
  CHECK(s.state().turn_total == 650);
  CHECK(s.state().dice_to_roll == 5);
  CHECK(s.state().last_roll->hot);
  play(s, "b");
  CHECK(s.state().scores == std::vector<int>{650, 0});
  CHECK(s.state().in_game == std::vector<bool>{true, false});
  CHECK(s.state().last_bank->entered);
  CHECK(s.state().current == 1);
  CHECK(s.status().text == "Player 2 to roll.");
}

TEST_CASE("greed turn: a bust loses the turn total; below the entry threshold banks nothing") {
  S s = start("hh");
  play(s, "r15234 r234");  // 150 then a bust
  CHECK(s.state().last_roll->bust);
  CHECK(s.state().scores == std::vector<int>{0, 0});
  CHECK(s.state().current == 1);
  CHECK(s.state().turn_total == 0);
  play(s, "r15234 b");  // 150 < 300: nothing counts
  CHECK_FALSE(s.state().last_bank->counted);
  CHECK(s.state().scores == std::vector<int>{0, 0});
  play(s, "r11123 b");  // 1000: in the game
  CHECK(s.state().scores == std::vector<int>{1000, 0});
  play(s, "r22234 b");  // 200 < 300 but not in yet: nothing
  CHECK(s.state().scores == std::vector<int>{1000, 0});
  play(s, "r15234 b");  // in the game now: 150 counts
  CHECK(s.state().scores == std::vector<int>{1150, 0});
}

TEST_CASE("greed end: reaching the target starts a final round for every other seat") {
  S s = start("hhh,t1000,e0");
  play(s, "r11123 b");  // seat 1 reaches 1000: final round
  CHECK(s.state().final_by == 0);
  CHECK(s.status().text == "Player 2 to roll (final round).");
  play(s, "r11155 b");  // seat 2: 1100
  CHECK_FALSE(s.status().over);
  play(s, "r22346");  // seat 3 busts: the game ends
  CHECK(s.status().over);
  CHECK(s.status().winners == std::vector<int>{1});
  CHECK(s.status().text == "Player 2 wins with 1100 points.");
  Rng rng(1);
  CHECK(s.play("r", rng).error() == "The game is over.");
}

TEST_CASE("greed end: equal top totals share the win") {
  S s = start("hh,t1000,e0");
  play(s, "r11123 b r11146 b");
  CHECK(s.status().winners == std::vector<int>{0, 1});
  CHECK(s.status().text == "Player 1 and Player 2 share the win with 1000 points.");
}

TEST_CASE("greed undo: a bank can be taken back, a roll cannot") {
  S s = start("hh");
  play(s, "r11123 b");
  REQUIRE(s.undo().ok());
  CHECK(s.state().turn_total == 1000);
  CHECK(s.state().current == 0);
  CHECK(s.undo().error() == "That move cannot be undone: it revealed what chance decided.");
}

// The person's last decision, in one step: the computer's turn after it is stepped over and
// replayed as it was (its dice included) whether the person redoes or banks again.
TEST_CASE("greed undo_decision: back to the person's bank over the computer's turn, which replays") {
  Rng rng(7);
  S s = start("hc");
  play(s, "r11123 b");  // the person banks 1000
  const std::size_t banked = s.position();
  while (s.status().computer_to_move) REQUIRE(s.computer(rng).ok());
  REQUIRE(s.status().to_move == 0);
  const std::string after_computer = s.save();
  const std::size_t computer_moves = s.position() - banked;
  REQUIRE(computer_moves >= 2);  // at least a roll and a bank or a bust

  // (A plain undo would take back only the computer's last move, and the page would play it again.)
  REQUIRE(s.undo_decision().ok());
  CHECK(s.position() == banked - 1);
  CHECK(s.state().turn_total == 1000);
  CHECK(s.status().to_move == 0);
  CHECK(s.moves().size() == banked + computer_moves);  // the log keeps what was undone
  SUBCASE("redo_decision replays the computer's turn to the person's next decision") {
    REQUIRE(s.redo_decision().ok());
    CHECK(s.save() == after_computer);
  }
  SUBCASE("banking again keeps the log, and the computer's turn replays the same dice") {
    play(s, "b");
    CHECK(s.can_redo());
    Rng other(99);  // other words: a fresh turn would throw other dice
    while (s.status().computer_to_move) REQUIRE(s.computer(other).ok());
    CHECK(s.save() == after_computer);
  }
  SUBCASE("rolling instead starts a new future") {
    play(s, "r15");
    CHECK_FALSE(s.can_redo());
    CHECK(s.undo_decision().error() == "That move cannot be undone: it revealed what chance decided.");
  }
}

TEST_CASE("greed undo_decision: never across the person's own roll; computers only: one move") {
  Rng rng(3);
  S s = start("hc");
  play(s, "r11123");
  CHECK(s.undo_decision().error() == "That move cannot be undone: it revealed what chance decided.");
  S c = start("cc");
  CHECK(c.undo_decision().error() == "There is nothing to undo.");
  play(c, "r11123 b");
  REQUIRE(c.undo_decision().ok());
  CHECK(c.last_move() == "r11123");
}

TEST_CASE("greed computer players: cautious banks at 300, expected-points by the table") {
  Rng rng(1);
  S s = start("cc");
  CHECK(s.computer(rng).ok());  // the first roll of a turn is never a choice
  S h = start("hc");
  CHECK(h.computer(rng).error() == "Player 1 is a person, not a computer player.");
  CHECK(h.computer(rng).failure().id == "common.computer.person");
  S c = start("ce");
  play(c, "r15234");  // 150 < 300: cautious rolls
  CHECK(*Greed::computer_move(c.state(), rng) == "r");
  play(c, "r155");  // +200 = 350: cautious banks
  CHECK(*Greed::computer_move(c.state(), rng) == "b");
  play(c, "b");
  play(c, "r11123");  // seat 2 (expected points, not in): 1000 with 2 dice left: bank
  CHECK(*Greed::computer_move(c.state(), rng) == "b");
  play(c, "b r22346 r15234");  // seat 2 in the game: 150 with 3 dice: below 350, roll
  CHECK(*Greed::computer_move(c.state(), rng) == "r");
}

TEST_CASE("greed view and text: what a page and the CLI show") {
  S s = start("hc,t2000,e300");
  play(s, "r24454");
  const Value v = Greed::view(s.state());
  CHECK(to_json(v) ==
        "{\"seats\":[{\"kind\":\"human\",\"score\":0,\"inGame\":false},{\"kind\":\"cautious\",\"score\":0,\"inGame\":"
        "false}],"
        "\"current\":0,\"turn\":1,\"turnTotal\":450,\"diceToRoll\":1,\"rollsThisTurn\":1,"
        "\"lastRoll\":{\"seat\":0,\"dice\":[2,4,4,5,4],\"scoring\":[4,4,5,4],\"nonScoring\":[2],"
        "\"scoringMask\":[false,true,true,true,true],\"points\":450,\"bust\":false,\"hotDice\":false},"
        "\"lastBank\":null,\"finalRound\":false,\"finalRoundBy\":null,\"target\":2000,\"turns\":0,\"entry\":300,"
        "\"choose\":false,\"keeping\":false,\"keepChoices\":[],\"kept\":[],\"winners\":[]}");
  CHECK(Greed::text(s.state()) ==
        "Player 1 (human): 0 (not in yet)\nPlayer 2 (cautious): 0 (not in yet)\n"
        "Last roll by Player 1: 2 4 4 5 4 = 450\nPlayer 1 to roll again or bank.\n"
        "Turn total 450, 1 dice to roll.\n");
}
