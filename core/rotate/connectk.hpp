// The playable rotating Connect-K (our own variant of the Code Jam problem): N×N board, K in a row,
// and once per game each player may spend a turn turning the board clockwise; gravity follows and
// both players are checked (both in a row at once is a draw). Red moves first.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "../common/daily.hpp"
#include "../common/game.hpp"
#include "messages.hpp"

namespace arcade::rotate {

inline constexpr int kMinN = 5, kMaxN = 10;

// Who plays a seat: a person or the engine at a level (casual, medium, strong).
enum class Player : char { Human = 'h', Casual = '1', Medium = '2', Strong = '3' };

struct KParams {
  std::array<Player, 2> seats{Player::Human, Player::Medium};
  int n = 7;
  int k = 4;
};

struct KState {
  KParams params;
  std::vector<std::string> rows;  // top to bottom, 'R', 'B', '.'
  int to_move = 0;                // 0 red, 1 blue
  std::array<bool, 2> rotated{};  // each player's one rotation, once spent
  int moves = 0;
  bool over = false;
  std::vector<int> winners;  // both seats = a draw (two lines at once, or a full board)
  std::vector<std::pair<int, int>> winning_cells;
  int last_column = -1;  // 0-based column of the last drop, -1 after a rotation
};

struct KMove {
  bool rotate = false;
  int column = 0;  // 0-based
};

struct ConnectK {
  using Params = KParams;
  using State = KState;
  using Move = KMove;
  static constexpr std::string_view name = "rotate";
  // Two seats in turn, no chance, no secret: a game passes between devices by turn links.
  static constexpr bool open_turns = true;
  static constexpr std::span<const MessageDef> messages = msg::all;

  ARCADE_GAME_FUNCTIONS;
  // The day's challenge (daily.cpp): a Code Jam board to judge, the same for everyone on a UTC date.
  static Result<Value> daily(const Date& date);
};

static_assert(Game<ConnectK>);

// What a search may use: a node budget, its only limit (no clock, so a seeded game replays alike
// natively and in wasm), and the features that make each node worth more. With every feature off
// it is the engine as it stood before issue 15, which the duel keeps as the yardstick.
struct SearchOptions {
  long long budget = 150000;
  bool table = false;     // a transposition table: a position met again is not searched again
  bool ordering = false;  // the table's move, then killer moves and history, searched first
  bool windows = false;   // principal variation search: null windows after the first move, root too
};

// The strong level as it was: plain alpha-beta, 150,000 nodes.
inline constexpr SearchOptions kStrongBefore{150000, false, false, false};

// The search a level runs (medium, strong; a person's seat gets the strong one).
SearchOptions level_options(Player level);

// The searched best move for the side to move (no slips).
KMove search_move(const KState& s, const SearchOptions& o);

// The engine's choice for the side to move within a node budget (deterministic on every
// platform); `words` only adds the casual level's deliberate slips.
KMove engine_move(const KState& s, Player level, WordSource& words);

// The legal moves in the engine's search order: centre columns first, then the rotation.
std::vector<KMove> ordered_moves(const KState& s);

// Applies a move to a board with no bookkeeping beyond what the search needs.
void apply_move(KState& s, const KMove& m);

}  // namespace arcade::rotate
