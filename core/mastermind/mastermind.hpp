// Mastermind and Bulls & Cows as a Game of the common interface, in both roles: the player breaks
// the computer's code ("break"), or the computer breaks the player's code ("make").
#pragma once
#include <string>
#include <vector>

#include "../common/daily.hpp"
#include "../common/game.hpp"
#include "messages.hpp"
#include "breakers.hpp"
#include "code.hpp"

namespace arcade::mastermind {

struct Params {
  Options options;
  bool computer_breaks = false;        // "make": the player keeps a secret and answers
  bool friend_plays = false;           // "friend": two people by turn links, seat 0 makes, seat 1 breaks
  Strategy strategy = Strategy::Best;  // the computer breaker's
};

struct Row {
  Code guess;
  Feedback answer;
  bool answered = false;  // "make" mode: the computer's guess waits for the player's answer
};

struct State {
  Params params;
  Code secret;  // "break" mode only (a friend's code never enters the state: secret_link.hpp)
  std::vector<Row> rows;
  bool over = false;
  bool solved = false;  // the code was found
  bool gave_up = false;
};

struct Move {
  enum class Kind { Guess, Answer, GiveUp } kind = Kind::Guess;
  Code code;
  Feedback answer;
};

struct Mastermind {
  using Params = mastermind::Params;
  using State = mastermind::State;
  using Move = mastermind::Move;
  static constexpr std::string_view name = "mastermind";
  static constexpr std::span<const MessageDef> messages = msg::all;

  ARCADE_GAME_FUNCTIONS;
  // Played between two people by links with the code committed (core/common/game.hpp, SecretTurns):
  // seat 0 keeps the code and its answers are the core's, computed from the secret text (the code's
  // letters, as in guesses).
  static constexpr bool secret_turns = true;
  static constexpr int secret_seat = 0;
  static Result<Params> secret_params(const Params& p);
  static std::string new_secret(const Params& p, WordSource& words);
  static Check check_secret(const Params& p, std::string_view secret);
  static Result<std::string> secret_move(const State& s, std::string_view secret);
  static Check check_secret_move(const State& s, std::string_view move, std::string_view secret);
  // The day's challenge (daily.cpp): the same for everyone on a UTC date.
  static Result<Value> daily(const Date& date);
};

static_assert(SecretTurns<Mastermind>);

// "1 exact, 2 misplaced", or in Bulls & Cows "1 bull, 2 cows".
Message answer_text(const Options& o, const Feedback& f);
// The last guess waits for its answer (a "make" or "friend" game).
bool waiting_for_answer(const State& s);

// Codes still possible after every answered row (sorted indices into the space).
std::vector<int> remaining(const State& s);

// The optimal breaker's guesses (breakers.hpp) on `secret` until it is found, the last one it.
std::vector<Code> optimal_guesses(const Options& options, const Code& secret);

// The hint: the first code that fits every answer so far, and how many codes still fit.
struct Hint {
  Code guess;
  int remaining = 0;
};
Result<Hint> hint(const State& s);

// The game id's secret, disguised so it does not show at a glance: a salt letter, then per peg a
// letter shifted by an amount derived from the salt and the position.
std::string encode_secret(const Code& secret, int salt);
Result<Code> decode_secret(const Options& o, std::string_view desc);

}  // namespace arcade::mastermind
