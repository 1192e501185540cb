// The one interface every game follows (a C++20 concept), after Simon Tatham's puzzle "backends":
// params and desc as short strings, moves as short strings, validate-then-construct.
#pragma once
#include <concepts>
#include <string>
#include <string_view>
#include <vector>

#include "result.hpp"
#include "rng.hpp"
#include "value.hpp"

namespace arcade {

// Where a game stands, in the same shape for every game so pages and tests need no game switch.
struct Status {
  bool over = false;
  int to_move = -1;               // seat to move; -1 when the game is over
  bool computer_to_move = false;  // the seat to move is played by the engine
  std::vector<int> winners;       // seats; more than one is a shared win
  std::string text;               // one line for a player: "Seat 2 to roll", "Seat 1 wins"
  Message message;                // the same line as a message (id empty: not converted yet)
  // Sets the line from a message: `text` is its English.
  void say(const MessageDef& def, Args args = {}) { say(arcade::say(def, args)); }
  // Sets the line from a message made already (a count by plural(), whose form a page re-picks).
  void say(Message m) {
    message = std::move(m);
    text = message.message;
  }
};

// A game G is a set of static functions over three types:
//  - Params: what a player would choose in a settings menu (text form: short, URL-safe, no ':').
//  - State: what Undo restores. Built only from checked params, a checked desc and parsed moves,
//    so nothing that reaches it can be malformed.
//  - Move: one parsed move. Its text form is short and made of [A-Za-z0-9,_+=-].
// Randomness only ever comes in through a WordSource argument, so a seed replays everywhere.
template <class G>
concept Game = requires(const typename G::Params& params, const typename G::State& state,
                        typename G::State& mutable_state, const typename G::Move& move, std::string_view text,
                        WordSource& words) {
  { G::name } -> std::convertible_to<std::string_view>;
  // Params: parse any text (a sentence on failure) and print the canonical form.
  { G::parse_params(text) } -> std::same_as<Result<typename G::Params>>;
  { G::format_params(params) } -> std::same_as<std::string>;
  // Desc: the concrete game (a puzzle, a secret, a board). check_desc is the only gate: whatever
  // passes it must build a state that never fails later. new_desc draws a fresh one.
  { G::check_desc(params, text) } -> std::same_as<Check>;
  { G::new_desc(params, words) } -> std::same_as<std::string>;
  { G::initial(params, text) } -> std::same_as<typename G::State>;
  // Moves: an intent ("r" = roll) becomes a concrete move ("r15322") by drawing what chance
  // decides; parse_move checks legality in this state; apply cannot fail after that.
  { G::complete_move(state, text, words) } -> std::same_as<Result<std::string>>;
  { G::parse_move(state, text) } -> std::same_as<Result<typename G::Move>>;
  { G::format_move(move) } -> std::same_as<std::string>;
  {G::apply(mutable_state, move)};
  // False for moves that revealed chance (a roll): undoing them would let a player re-roll.
  { G::undoable(state, move) } -> std::same_as<bool>;
  { G::status(state) } -> std::same_as<Status>;
  // Intents legal now ("r", "b"), a random concrete legal move (for playouts and fuzzing), and
  // the engine's move for a computer seat.
  { G::legal(state) } -> std::same_as<std::vector<std::string>>;
  { G::random_move(state, words) } -> std::same_as<std::string>;
  { G::computer_move(state, words) } -> std::same_as<Result<std::string>>;
  // What a page draws (plain values) and a plain-text picture for the CLI and tests.
  { G::view(state) } -> std::same_as<Value>;
  { G::text(state) } -> std::same_as<std::string>;
};

// Optional, by a game's own choice: `static constexpr bool open_turns = true;` in a game whose
// seats take turns and whose moves carry no chance and no secret, so that the list of moves is
// all another device needs to check a game by replaying it. Turn links (core/common/link.hpp)
// play exactly these games; the others wait for commitments between the players (issue 27).
template <class G>
concept OpenTurns = Game<G> && requires {
  requires G::open_turns;
};

// Optional, by a game's own choice: `static constexpr bool secret_turns = true;` in a game of two
// people where one seat (secret_seat) holds a secret the other plays against (Mastermind's code).
// Turn links of version 2 (core/common/secret_link.hpp) carry it: the secret stays on its holder's
// device, the link a salted commitment to it; the holder's moves are computed from it
// (secret_move), never typed, and every one is checked against it once it is revealed
// (check_secret_move, a sentence naming the move). secret_params gives the params of the game
// between two people that some params ask for (or the game's refusal); check_secret reads a
// secret's text, new_secret draws one.
template <class G>
concept SecretTurns = Game<G> &&
    requires(const typename G::Params& p, const typename G::State& s, std::string_view text, WordSource& words) {
  requires G::secret_turns;
  { G::secret_seat } -> std::convertible_to<int>;
  { G::secret_params(p) } -> std::same_as<Result<typename G::Params>>;
  { G::new_secret(p, words) } -> std::same_as<std::string>;
  { G::check_secret(p, text) } -> std::same_as<Check>;
  { G::secret_move(s, text) } -> std::same_as<Result<std::string>>;
  { G::check_secret_move(s, text, text) } -> std::same_as<Check>;
};

// A game turn links carry, of either version.
template <class G>
concept LinkPlayed = OpenTurns<G> || SecretTurns<G>;

// Declares, inside a game struct that has Params, State and Move, every function of the Game
// concept: games define them in their .cpp and never repeat the list.
#define ARCADE_GAME_FUNCTIONS                                                                         \
  static Result<Params> parse_params(std::string_view text);                                          \
  static std::string format_params(const Params& p);                                                  \
  static Check check_desc(const Params& p, std::string_view desc);                                    \
  static std::string new_desc(const Params& p, WordSource& words);                                    \
  static State initial(const Params& p, std::string_view desc);                                       \
  static Result<std::string> complete_move(const State& s, std::string_view move, WordSource& words); \
  static Result<Move> parse_move(const State& s, std::string_view move);                              \
  static std::string format_move(const Move& m);                                                      \
  static void apply(State& s, const Move& m);                                                         \
  static bool undoable(const State& s, const Move& m);                                                \
  static Status status(const State& s);                                                               \
  static std::vector<std::string> legal(const State& s);                                              \
  static std::string random_move(const State& s, WordSource& words);                                  \
  static Result<std::string> computer_move(const State& s, WordSource& words);                        \
  static Value view(const State& s);                                                                  \
  static std::string text(const State& s)

// True when every character may appear in a move; saves use '.' and ':' as separators.
bool is_move_text(std::string_view text);

}  // namespace arcade
