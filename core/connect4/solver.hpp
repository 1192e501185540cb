// The Connect Four solver: exact, weak (sign only) and budgeted perfect-play search.
#pragma once
#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>

#include "../common/rng.hpp"
#include "book.hpp"
#include "position.hpp"
#include "table.hpp"

namespace arcade::connect4 {

// Scores follow Pascal Pons' convention, the one of the test sets: 0 for a draw; when the side
// to move can force a win, 22 minus the stones it will have played when it makes four (so a
// faster win scores more); when it loses, minus the same count for the opponent.
inline constexpr int kMaxScore = win_now_score(0);  // 21: no game gets there, a bound only
inline constexpr int kMinScore = -kMaxScore;

// How much a budgeted search may spend; 0 means no limit of that kind. Node budgets give the
// same answer on every platform; a time limit is a safety net for slow devices.
struct Budget {
  std::uint64_t nodes = 0;
  double seconds = 0;
};

// What is known of one column's score: lower <= score <= upper (exact when they are equal).
struct Bounds {
  int lower = kMinScore;
  int upper = kMaxScore;
  bool exact() const { return lower == upper; }
};

// The move a budgeted search picked.
struct Choice {
  int column = -1;      // 0-6; -1 when the game is over
  Bounds score;         // of that move
  bool proven = false;  // no other column can score more: perfect play (score may be a range)
  std::uint64_t nodes = 0;
  using Columns = std::array<std::optional<Bounds>, kWidth>;
  Columns columns;  // every column's bounds; none when full
};

class Solver {
 public:
  // A table of 2^table_bits words (8 bytes each).
  explicit Solver(int table_bits = kDefaultTableBits) : table_(table_bits) {}

  // The exact score of the side to move. Any position: a full board scores 0, a won one the
  // loser's (negative) score.
  int solve(const Position& p);
  // solve() of a position whose score is known to be at least `floor` (minus the score of a
  // parent position: the book generator knows its parents' scores).
  int solve(const Position& p, int floor);
  // The sign of solve(p): 1 win, 0 draw, -1 loss, usually for far fewer nodes.
  int solve_weak(const Position& p);
  // The score of playing each column (weak: its sign); none for a full column. A finished game
  // has no moves: every entry is none.
  std::array<std::optional<int>, kWidth> analyze(const Position& p, bool weak = false);

  // solve() (weak: solve_weak()) within a budget: none when it ran out first.
  std::optional<int> solve(const Position& p, const Budget& budget, bool weak = false);
  // analyze() within one budget for all the columns together: none when it ran out first.
  std::optional<std::array<std::optional<int>, kWidth>> analyze(const Position& p, const Budget& budget,
                                                                bool weak = false);

  // The best move found within the budget. Moves that win or lose at once are known without
  // search; the others are probed round by round (one null-window probe per move and round, in
  // the solver's move order), each for as long as its result can still change the choice. When
  // the budget runs out, the move with the best bounds is taken (highest lower bound, then
  // highest upper, then the move order's first). `ties`, if given, draws at random among moves
  // proven equally good; `want_score` also makes the chosen move's score exact (budget
  // allowing). A finished game gives column -1.
  Choice best_move(const Position& p, const Budget& budget, WordSource* ties = nullptr, bool want_score = false);

  // Every column's bounds within the budget (none for a full column, all none once the game is
  // over): unlike best_move, which stops searching a column as soon as it cannot change the
  // choice, this narrows every column towards its exact score, one null-window probe per column
  // and round, so that a budget cut leaves every column with the cheap answers (fast wins and
  // losses) before any has the dear ones. Uses and fills the table; `nodes` counts the search.
  // `wanted` (bit c for column c) limits the work to those columns, the others coming back none:
  // a page spreads one evaluation over several workers, a column at a time.
  static constexpr unsigned kAllColumns = (1U << kWidth) - 1;
  Choice::Columns evaluate(const Position& p, const Budget& budget, std::uint64_t* nodes = nullptr,
                           unsigned wanted = kAllColumns);

  // Answers from `book` (nullptr: none) every position it holds, and every column of a position
  // whose children it holds, without search; the book must outlive its use here. A position of
  // the book's last ply, whose children it lacks, has its best score known: best_move and
  // evaluate bound every column's score by it.
  void use_book(const Book* book) { book_ = book; }
  const Book* book() const { return book_; }

  // Nodes (negamax calls) since the last reset_nodes().
  std::uint64_t nodes() const { return nodes_; }
  void reset_nodes() { nodes_ = 0; }
  // Forgets every stored bound. Never needed for correctness (an entry is a fact about its
  // position); it makes node counts and budgeted answers independent of earlier searches.
  void clear() { table_.clear(); }

  // The columns p can play, in search order: most threats made first, centre first on a tie.
  static std::array<int, kWidth> move_order(const Position& p, int* count);
  // What is known of each column without search (wins at once, moves that hand over a four, the
  // earliest either side could make four); `order` gets the playable columns in search order.
  static Choice::Columns known_bounds(const Position& p, std::array<int, kWidth>& order, int* count);
  // What follow-up play (claimeven) proves of the score of the side to move in p, a game in
  // progress, without search: {kMinScore, kMaxScore} when it proves nothing. The search asks it
  // at every node.
  static Bounds follow_up(const Position& p);

 private:
  // Negamax with alpha-beta. Returns the exact score when alpha < score < beta, otherwise a bound
  // on the same side of the window (score <= result <= alpha, or beta <= result <= score).
  // Preconditions: alpha < beta, the game is not over, the side to move cannot win at once.
  template <bool kBudgeted>
  int negamax(const Position& p, int alpha, int beta);
  // Null-window probes (at most `probes`) that tighten `b`, true bounds of p's score, until the
  // score is known inside [goal_lower, goal_upper] or known to lie beyond one end of it: the goal
  // [kMinScore, kMaxScore] gives the exact score, [-1, 1] its sign. Each probe narrows the range
  // (see probe_in). Same preconditions as negamax; out of budget, `b` keeps what was proven.
  template <bool kBudgeted>
  void narrow(const Position& p, Bounds& b, int goal_lower, int goal_upper,
              int probes = std::numeric_limits<int>::max());
  // narrow() to the exact score of p knowing it is at least `floor`: the first probe just above.
  template <bool kBudgeted>
  void narrow_from(const Position& p, Bounds& b, int floor);
  // The least score p can have by the book (kMinScore when it says nothing): minus the score of
  // any parent it holds, for a position one stone past it.
  int book_floor(const Position& p) const;
  // One probe narrowing `known`, the bounds of the score of playing `col` in p.
  Bounds probe_column(const Position& p, int col, Bounds known);

  bool out_of_budget();
  void start_budget(const Budget& budget);
  // solve() or solve_weak() under the budget start_budget() set; none once it has run out.
  std::optional<int> solve_within_budget(const Position& p, bool weak);
  // The book's score of p (none without a book or outside it).
  std::optional<int> book_score(const Position& p) const { return book_ ? book_->score(p) : std::nullopt; }
  // known_bounds() tightened by the book: exact columns for the children it holds, and no column
  // above p's own score when it holds p.
  Choice::Columns start_bounds(const Position& p, std::array<int, kWidth>& order, int* count) const;
  // With p's own score known from the book (or, with `search_own`, searched first): one probe a
  // column at that score, in move order (with `ties`, a random order) until one reaches it; that
  // column (-1 when p's score is not known, or the budget ran out). best_move's first step.
  int first_best(const Position& p, std::array<int, kWidth> order, int count, Choice::Columns& columns, bool search_own,
                 WordSource* ties);

  Table table_;
  const Book* book_ = nullptr;
  std::uint64_t nodes_ = 0;
  // Budgeted searches: the node count at which to look at the budget again, and the limits.
  std::uint64_t check_at_ = 0;
  std::uint64_t node_limit_ = 0;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  bool aborted_ = false;
};

}  // namespace arcade::connect4
