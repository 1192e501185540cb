// Greed, the full game (2-6 seats, hot dice, bust, entry threshold, target and final round) as a
// Game of the common interface.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "../common/daily.hpp"
#include "../common/game.hpp"
#include "messages.hpp"

namespace arcade::greed {

// Who plays a seat. The letter is the seat's code in params ("hcew").
enum class Seat : char { Human = 'h', Cautious = 'c', Optimal = 'e', Winning = 'w' };

struct Params {
  std::vector<Seat> seats;  // 2-6
  int target = 3000;        // reaching it starts the final round
  int entry = 300;          // points to bank in one turn before a seat's points count
  bool choose = false;      // house rule "k": after each scoring roll the seat picks the dice to keep
  int turns = 0;            // "n": a score attack of that many turns a seat (1 seat allowed, no target); 0 none
};

struct Roll {
  int seat = 0;
  std::vector<int> dice;
  std::vector<bool> scoring;  // per die
  int points = 0;
  bool bust = false;
  bool hot = false;  // every die scored: the next roll uses all five again
};

struct Bank {
  int seat = 0;
  int points = 0;        // the turn total banked (0 counted when below the entry threshold)
  bool counted = false;  // false: not in the game yet and below the threshold
  bool entered = false;  // this bank got the seat into the game
};

struct State {
  Params params;
  std::vector<int> scores;
  std::vector<bool> in_game;
  int current = 0;
  int turn_total = 0;
  int dice_to_roll = 5;
  int rolls_this_turn = 0;
  int turn = 1;              // turns started so far, for the history
  int final_by = -1;         // the seat whose bank reached the target, -1 before the final round
  int final_turns_left = 0;  // turns still to play in the final round
  bool over = false;
  bool keeping = false;   // house rule: the last roll scored and waits for its keep
  std::vector<int> kept;  // house rule: the dice the last keep set aside this turn, faces ascending
  std::vector<int> winners;
  std::optional<Roll> last_roll;  // the latest roll, which may have ended a turn (bust)
  std::optional<Bank> last_bank;  // the latest bank, kept until the next bank
  std::string stream;             // the desc: dice faces every roll takes in turn (the daily's), or empty
  std::size_t next = 0;           // the stream's next face
};

struct Move {
  bool bank = false;
  bool keep = false;      // house rule: set `dice` aside (faces ascending), then roll or bank
  std::vector<int> dice;  // for a roll: the faces thrown
};

struct Greed {
  using Params = greed::Params;
  using State = greed::State;
  using Move = greed::Move;
  static constexpr std::string_view name = "greed";
  static constexpr std::span<const MessageDef> messages = msg::all;

  ARCADE_GAME_FUNCTIONS;
  // The day's challenge (daily.cpp): the same for everyone on a UTC date.
  static Result<Value> daily(const Date& date);
};

static_assert(Game<Greed>);

// Seats as players read them: "Player 1" (the message, and its English).
Message seat_message(int seat);
std::string seat_name(int seat);

}  // namespace arcade::greed
