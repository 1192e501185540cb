// Connect Four as a Game of the common interface: two seats, each a person or a computer level.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "../common/daily.hpp"
#include "../common/game.hpp"
#include "messages.hpp"
#include "position.hpp"
#include "solver.hpp"

namespace arcade::connect4 {

// Who plays a seat; the letter is its code in params. Seat 0 (red) moves first.
//  - perfect: the solver's proven best move whenever its search fits the budget (kPerfect);
//    with an opening book on the shared solver (Solver::use_book), positions within the book
//    are answered from it, and past an exact book (exact_book) it searches to the end, so every
//    move is proven; without one the first moves of a game usually do not fit, and then it plays
//    the move with the best bounds the search proved so far, the move order's first on a tie;
//  - strong: the same with a budget 15 times smaller, so it plays perfectly from a few moves
//    later on;
//  - casual: takes a win and blocks a single open four; otherwise one move in three is any move
//    that does not hand over a four at once, and the others a very small search's choice.
enum class Seat : char { Human = 'h', Perfect = 'p', Strong = 's', Casual = 'c' };

// Search budgets per level, in nodes only: a seeded game is then the same on every platform and
// machine, however busy (a time limit here once made a loaded CI machine play another opening).
// The browser runs about 5M nodes a second, so 3M nodes take about 0.6 s.
inline constexpr Budget kPerfect{3'000'000, 0};
inline constexpr Budget kStrong{200'000, 0};
inline constexpr Budget kCasual{5'000, 0};

// The page's safety net for slow or busy devices: connect4.choose stops a search after 0.8 s so
// that a move, worker messages and drawing included, answers within 1 s. A search stopped there
// may pick another column than session computer moves would; it is then never called proven.
inline constexpr double kBrowserSeconds = 0.8;

// A book of every position from the empty board to at least kExactBookDepth stones is "exact":
// past it every search ends within seconds in a browser (data/connect4/book/README.md: in wasm
// from ply 8 on, medians under 0.6 s, the worst of 200 positions 3.9 s), so with one loaded the perfect level, the
// page's evaluations and the coach search to the end instead of within a budget. kPastBookSeconds is then the only
// limit where a caller asks for a time limit: far above any measured search, it is there only so that a worker can
// never hang.
inline constexpr int kExactBookDepth = 8;
inline constexpr double kPastBookSeconds = 20;
bool exact_book(const Book* book);

// What a level's search may spend with `solver`'s book: the level's budget (kPerfect...) plus the
// time limit `seconds` (0: none); the perfect level's past an exact book: no node limit, and
// kPastBookSeconds if `seconds` > 0.
Budget level_budget(Seat level, const Solver& solver, double seconds = 0);

// connect4.solve, solveStats and analyze in JS: 10 s unless the caller gives {nodes, seconds}, so
// a page's worker is never blocked longer than its budget (positions of the first ~8 moves can
// take minutes without an opening book). The caps of every budget: 10^12 nodes, 600 s.
inline constexpr Budget kSolveBudget{0, 10};
inline constexpr double kMaxBudgetNodes = 1e12, kMaxBudgetSeconds = 600;
// What a solve or analyze that ran out of its budget says: "… within its budget of 10 s; …".
std::string out_of_budget_sentence(const Budget& b);

struct Params {
  std::array<Seat, 2> seats{Seat::Human, Seat::Strong};
};

struct State {
  Params params;
  Position position;
  std::string moves;  // every column played from the empty board (desc first), "4453"
  int start = 0;      // how many of them came from the desc
};

struct Move {
  int column = 0;  // 0-6
};

struct Connect4 {
  using Params = connect4::Params;
  using State = connect4::State;
  using Move = connect4::Move;
  static constexpr std::string_view name = "connect4";
  // Two seats in turn, no chance, no secret: a game passes between devices by turn links.
  static constexpr bool open_turns = true;
  static constexpr std::span<const MessageDef> messages = msg::all;

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
  // The day's challenge (daily.cpp): the same for everyone on a UTC date.
  static Result<Value> daily(const Date& date);
};

static_assert(Game<Connect4>);

// The daily's puzzle (daily.cpp): the player's moves to the win on `date`'s weekday; the moves
// to the win of a position whose side to move scores `score` > 0 (1: it wins at once); and whether
// p, won in `n` by its side to move, has exactly one winning move at each of that side's turns on
// every line where the loser defends longest (the solver's exact scores, each search within
// `budget`: false when one runs out), `line` (if given) receiving the first such line, the
// loser's longest defence taken in column order on a tie.
int daily_moves(const Date& date);
// The daily made by search (Connect4::daily answers the days of daily_days.inc from that table).
Result<Value> generate_daily(const Date& date);
int moves_to_win(const Position& p, int score);
bool one_winning_line(Solver& solver, const Position& p, int n, std::string* line, const Budget& budget = {});

// "Red" (seat 0, moves first) and "Yellow".
std::string seat_name(int seat);
Message seat_message(int seat);

// The solver behind computer moves and the wasm solve/analyze calls: one table (8 MB) for the
// whole program, made on first use. Only the perfect level plays from its book, if it has one.
Solver& shared_solver();

// Reads an opening book file into shared_solver() in place of any it had. A bad file is refused
// with its sentence (Book::load's), and the shared solver is then left without a book: it
// searches, still exactly, only slower.
Result<const Book*> use_shared_book(std::string_view bytes);

// What a computer seat played and why: the search's choice, or casual's careless move (made
// without search: `search` then only holds the bounds known at a glance).
struct ComputerChoice {
  int column = -1;  // 0-6
  bool careless = false;
  Choice search;
};

// The move a computer seat of this level plays (what session computer moves play). Clears the
// shared table first, so the answer depends only on the position, the level and `words`.
// `seconds` > 0 adds a time limit to the level's node budget (the page's kBrowserSeconds); the
// answer then also depends on the machine's speed. Precondition: the game is not over.
ComputerChoice computer_choice(const Position& p, Seat level, WordSource& words, double seconds = 0);

// The level a seat letter or name stands for ("p" or "perfect"...); none for a person or
// anything else.
std::optional<Seat> computer_level(std::string_view name);

}  // namespace arcade::connect4
