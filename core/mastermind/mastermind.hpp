// Mastermind and Bulls & Cows as a Game of the common interface, in both roles: the player breaks
// the computer's code ("break"), or the computer breaks the player's code ("make").
#pragma once
#include <string>
#include <vector>

#include "../common/game.hpp"
#include "breakers.hpp"
#include "code.hpp"

namespace arcade::mastermind {

struct Params {
  Options options;
  bool computer_breaks = false;         // "make": the player keeps a secret and answers
  Strategy strategy = Strategy::Best;   // the computer breaker's
};

struct Row {
  Code guess;
  Feedback answer;
  bool answered = false;  // "make" mode: the computer's guess waits for the player's answer
};

struct State {
  Params params;
  Code secret;            // "break" mode only
  std::vector<Row> rows;
  bool over = false;
  bool solved = false;    // the code was found
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

  static Result<Params> parse_params(std::string_view text);
  static std::string format_params(const Params& p);
  static Check check_desc(const Params& p, std::string_view desc);
  static std::string new_desc(const Params& p, WordSource& words);
  static State initial(const Params& p, std::string_view desc);
  static Result<std::string> complete_move(const State& s, std::string_view move, WordSource& words);
  static Result<Move> parse_move(const State& s, std::string_view move);
  static std::string format_move(const Move& m);
  static void apply(State& s, const Move& m);
  static bool undoable(const State& s, const Move& m);
  static Status status(const State& s);
  static std::vector<std::string> legal(const State& s);
  static std::string random_move(const State& s, WordSource& words);
  static Result<std::string> computer_move(const State& s, WordSource& words);
  static Value view(const State& s);
  static std::string text(const State& s);
};

static_assert(Game<Mastermind>);

// Codes still possible after every answered row (sorted indices into the space).
std::vector<int> remaining(const State& s);

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
