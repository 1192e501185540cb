// Negamax with alpha-beta, null-window narrowing, a two-bound table and budgets (see solver.hpp).
#include "solver.hpp"

#include <algorithm>
#include <limits>

namespace arcade::connect4 {

namespace {

// A lambda's call operator takes the attribute after its parameters.
#if defined(__GNUC__)
#define C4_LAMBDA_HOT __attribute__((always_inline))
#else
#define C4_LAMBDA_HOT
#endif

// Centre columns take part in more fours, so they are tried first.
constexpr int kCentreFirst[kWidth] = {3, 2, 4, 1, 5, 0, 6};

// std::min and std::max are calls of their own in a -Os build (see C4_HOT).
C4_HOT constexpr int lesser(int a, int b) { return a < b ? a : b; }
C4_HOT constexpr int greater(int a, int b) { return a > b ? a : b; }
// How many nodes a search with a deadline runs between looks at the clock.
constexpr std::uint64_t kClockEvery = 4096;

// Up to seven moves, best first; equal keys keep their insertion (centre-first) order, which an
// insertion sort does for free.
struct MoveList {
  Bitboard move[kWidth];
  int key[kWidth];
  int column[kWidth];
  int size;

  C4_HOT MoveList() : size(0) {}

  C4_HOT void add(Bitboard m, int k, int col) {
    int i = size++;
    for (; i > 0 && key[i - 1] < k; --i) {
      move[i] = move[i - 1];
      key[i] = key[i - 1];
      column[i] = column[i - 1];
    }
    move[i] = m;
    key[i] = k;
    column[i] = col;
  }
};

// A null-window probe inside [lo, hi) (lo < hi): the middle of the range, or the point halfway
// between 0 and the end of the range on the middle's side when that is further from 0. A score
// far from 0 is a fast win or loss, and testing for one is a shallow search (deep in the tree no
// position can reach it any more, so they cut at once): the first probes go where answers are
// cheap. Measured on Begin-Easy (before the follow-up bounds): 2845.7 nodes a position; with plain
// halving, 19.5 k.
C4_HOT int probe_in(int lo, int hi) {
  const int middle = lo + (hi - lo) / 2;
  int probe = middle;
  if (middle <= 0 && lo / 2 < middle) probe = lo / 2;
  else if (middle >= 0) probe = greater(middle, (hi + 1) / 2);
  return lesser(probe, hi - 1);
}

// Positions with this many stones or more skip the look at the children's table words before
// searching them (negamax): near the leaves a subtree costs less than the memory waits. Measured natively
// over 120 positions of plies 8-10 (best move and evaluation, book-8): everywhere, nodes -25 %
// but time -8 %; below 30 stones, -17 % and -13 %; below 24 or 36, less.
constexpr int kLookAheadBelow = 30;

constexpr Bitboard kOddRows = kBottom * 0b010101;   // rows 1, 3 and 5, counted from the bottom
constexpr Bitboard kEvenRows = kBottom * 0b101010;  // rows 2, 4 and 6

// Bounds from "follow-up" play (Allis' claimeven): when every column has an even number of
// stones, the player not to move can answer every move right above it, so each column's
// remaining cells split into odd rows (the mover's) and even rows (the follower's) whatever the
// mover does. If the mover's stones and those odd cells hold no four, the mover cannot win: at
// most 0, and below 0 if the follower's share holds a four (the follower then wins). With one
// odd column, the mover can fill it and become the follower: at least 0 if the opponent's share
// holds no four, above 0 if then the mover's does. Cheap (a few shifts) next to a search, and
// sound for any position, whatever the window.
C4_HOT void follow_up_bounds(const Position& p, int& lower, int& upper) {
  const Bitboard odd_next = p.possible() & kEvenRows;  // the next cell of each odd column
  const Bitboard empty = kBoard & ~p.all();
  const Bitboard mine = p.mine(), theirs = p.all() ^ p.mine();
  if (!odd_next) {
    if (!has_four(mine | (empty & kOddRows))) upper = lesser(upper, has_four(theirs | (empty & kEvenRows)) ? -1 : 0);
  } else if ((odd_next & (odd_next - 1)) == 0) {
    const Bitboard rest = empty & ~odd_next;
    if (!has_four(theirs | (rest & kOddRows)))
      lower = greater(lower, has_four(mine | odd_next | (rest & kEvenRows)) ? 1 : 0);
  }
}

}  // namespace

Bounds Solver::follow_up(const Position& p) {
  Bounds b;
  follow_up_bounds(p, b.lower, b.upper);
  return b;
}

template <bool kBudgeted>
int Solver::negamax(const Position& p, int alpha, int beta) {
  ++nodes_;
  if constexpr (kBudgeted) {
    if (nodes_ >= check_at_ && out_of_budget()) return 0;
  }
  const Bitboard next = p.non_losing_moves();
  const int n = p.moves();
  if (!next) return -win_now_score(n + 1);  // the opponent makes four next move
  if (n >= kCells - 2) return 0;            // one move each at most: neither can make four
  // Neither side can win sooner: the opponent not next move (every move in `next` prevents
  // that), we not now (precondition).
  const Bitboard key = p.key();
  const Table::Entry known = table_.get(key);
  int lower = greater(-win_now_score(n + 3), known.lower);
  int upper = lesser(win_now_score(n + 2), known.upper);
  follow_up_bounds(p, lower, upper);
  if (alpha < lower) {
    alpha = lower;
    if (alpha >= beta) return alpha;
  }
  if (beta > upper) {
    beta = upper;
    if (alpha >= beta) return beta;
  }

  // Searches one move; true on a cutoff (score >= beta), with `result` to return.
  int result = 0;
  auto cuts = [&](Bitboard move, int col) C4_LAMBDA_HOT {
    Position child = p;
    child.play_cell(move);
    const int score = -negamax<kBudgeted>(child, -beta, -alpha);
    if constexpr (kBudgeted) {
      if (aborted_) return true;  // unwinding: nothing learnt on the way may be stored
    }
    if (score >= beta) {
      table_.put_lower(key, score, col);
      result = score;
      return true;
    }
    alpha = greater(alpha, score);
    return false;
  };

  // The move that proved a lower bound here before usually cuts again: try it before paying
  // for the threat counts that order the others (-5 % instructions on Middle-Easy).
  Bitboard rest = next;
  if (known.column >= 0) {
    if (const Bitboard m = rest & column_cells(known.column)) {
      if (cuts(m, known.column)) return result;
      rest ^= m;
    }
  }
  MoveList moves;
  if ((rest & (rest - 1)) == 0) {  // at most one move: nothing to sort
    if (rest) moves.add(rest, 0, -1);
  } else {
    // Spelt out column by column, centre first (kCentreFirst), so that each column's cells are
    // constants even in a -Os build, which does not unroll loops.
    auto consider = [&](int col) C4_LAMBDA_HOT {
      if (const Bitboard m = rest & column_cells(col)) moves.add(m, p.threats_after(m), col);
    };
    consider(3), consider(2), consider(4), consider(1), consider(5), consider(0), consider(6);
    // The children's table words are fetched while the first child is searched.
    for (int i = 1; i < moves.size; ++i) table_.prefetch(p.key_after(moves.move[i]));
    // A child already known to score low enough for us cuts here without a search (enhanced
    // transposition cutoff).
    if (n < kLookAheadBelow) {
      for (int i = 0; i < moves.size; ++i) {
        const int bound = -table_.get(p.key_after(moves.move[i])).upper;
        if (bound >= beta) {
          table_.put_lower(key, bound, moves.column[i]);
          return bound;
        }
      }
    }
  }
  for (int i = 0; i < moves.size; ++i)
    if (cuts(moves.move[i], moves.column[i])) return result;
  table_.put_upper(key, alpha);
  return alpha;
}

template <bool kBudgeted>
void Solver::narrow(const Position& p, Bounds& b, int goal_lower, int goal_upper, int probes) {
  for (; probes > 0; --probes) {
    const int lo = greater(b.lower, goal_lower);
    const int hi = lesser(b.upper, goal_upper);
    if (lo >= hi) return;
    const int probe = probe_in(lo, hi);
    const int r = negamax<kBudgeted>(p, probe, probe + 1);
    if constexpr (kBudgeted) {
      if (aborted_) return;
    }
    if (r <= probe) b.upper = lesser(b.upper, r);
    else b.lower = greater(b.lower, r);
  }
}

namespace {
// Bounds of a position that negamax may search (not over, no win at once), before any search.
Bounds searchable_bounds(const Position& p) {
  // The opponent's earliest four is its next move. Ours cannot be now, but the narrowing starts
  // from the range as if it could: its probes are placed relative to the range, and this one
  // measured better (Begin-Easy 2845.7 nodes a position; from win_now_score(n + 2), 3277.3).
  return {-win_now_score(p.moves() + 1), win_now_score(p.moves())};
}
}  // namespace

int Solver::solve(const Position& p) {
  if (p.won()) return -win_now_score(p.moves() - 1);
  if (p.full()) return 0;
  if (p.can_win_now()) return win_now_score(p.moves());
  if (const std::optional<int> s = book_score(p)) return *s;
  Bounds b = searchable_bounds(p);
  narrow<false>(p, b, kMinScore, kMaxScore);
  return b.lower;
}

template <bool kBudgeted>
void Solver::narrow_from(const Position& p, Bounds& b, int floor) {
  if (floor > b.lower) {
    // Often the score is the floor itself (a best reply of a position whose score is known):
    // one probe just above it then settles it.
    const int r = negamax<kBudgeted>(p, floor, floor + 1);
    if constexpr (kBudgeted) {
      if (aborted_) return;
    }
    if (r <= floor) {
      b = {floor, floor};
      return;
    }
    b.lower = r;
  }
  narrow<kBudgeted>(p, b, kMinScore, kMaxScore);
}

int Solver::solve(const Position& p, int floor) {
  if (p.over() || p.can_win_now() || book_score(p)) return solve(p);
  Bounds b = searchable_bounds(p);
  narrow_from<false>(p, b, floor);
  return b.lower;
}

int Solver::book_floor(const Position& p) const { return book_ ? book_->floor(p).value_or(kMinScore) : kMinScore; }

int Solver::solve_weak(const Position& p) {
  if (p.won()) return -1;
  if (p.full()) return 0;
  if (p.can_win_now()) return 1;
  if (const std::optional<int> s = book_score(p)) return std::clamp(*s, -1, 1);
  Bounds b = searchable_bounds(p);
  narrow<false>(p, b, -1, 1);
  return std::clamp(b.lower, -1, 1);
}

std::optional<int> Solver::solve(const Position& p, const Budget& budget, bool weak) {
  start_budget(budget);
  return solve_within_budget(p, weak);
}

std::optional<int> Solver::solve_within_budget(const Position& p, bool weak) {
  if (p.over() || p.can_win_now() || book_score(p)) return weak ? solve_weak(p) : solve(p);
  Bounds b = searchable_bounds(p);
  narrow<true>(p, b, weak ? -1 : kMinScore, weak ? 1 : kMaxScore);
  if (aborted_) return std::nullopt;
  return weak ? std::clamp(b.lower, -1, 1) : b.lower;
}

namespace {
// Each playable column's score for the side to move: a win at once, else the negation of what
// `child_score` finds after it (none: the search stopped, and nothing is known).
template <class ChildScore>
std::optional<std::array<std::optional<int>, kWidth>> column_scores(const Position& p, bool weak,
                                                                    ChildScore child_score) {
  std::array<std::optional<int>, kWidth> scores;
  if (p.over()) return scores;
  for (int col = 0; col < kWidth; ++col) {
    if (!p.can_play(col)) continue;
    if (p.is_winning_move(col)) {
      scores[static_cast<std::size_t>(col)] = weak ? 1 : win_now_score(p.moves());
      continue;
    }
    Position child = p;
    child.play_column(col);
    const std::optional<int> s = child_score(child);
    if (!s) return std::nullopt;
    scores[static_cast<std::size_t>(col)] = -*s;
  }
  return scores;
}
}  // namespace

std::optional<std::array<std::optional<int>, kWidth>> Solver::analyze(const Position& p, const Budget& budget,
                                                                      bool weak) {
  if (!p.over()) start_budget(budget);
  return column_scores(p, weak, [&](const Position& child) { return solve_within_budget(child, weak); });
}

std::array<std::optional<int>, kWidth> Solver::analyze(const Position& p, bool weak) {
  return *column_scores(
      p, weak, [&](const Position& child) -> std::optional<int> { return weak ? solve_weak(child) : solve(child); });
}

std::array<int, kWidth> Solver::move_order(const Position& p, int* count) {
  MoveList list;
  const Bitboard possible = p.possible();
  for (const int col : kCentreFirst)
    if (const Bitboard m = possible & column_cells(col)) list.add(m, p.threats_after(m), col);
  std::array<int, kWidth> order{};
  for (int i = 0; i < list.size; ++i) order[static_cast<std::size_t>(i)] = list.column[i];
  *count = list.size;
  return order;
}

void Solver::start_budget(const Budget& budget) {
  aborted_ = false;
  node_limit_ = budget.nodes ? nodes_ + budget.nodes : std::numeric_limits<std::uint64_t>::max();
  deadline_.reset();
  if (budget.seconds > 0)
    deadline_ = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                       std::chrono::duration<double>(budget.seconds));
  check_at_ = deadline_ ? std::min(node_limit_, nodes_ + kClockEvery) : node_limit_;
}

bool Solver::out_of_budget() {
  if (nodes_ >= node_limit_ || (deadline_ && std::chrono::steady_clock::now() >= *deadline_)) {
    aborted_ = true;
    return true;
  }
  check_at_ = std::min(node_limit_, nodes_ + kClockEvery);
  return false;
}

Bounds Solver::probe_column(const Position& p, int col, Bounds known) {
  Position child = p;
  child.play_column(col);
  // The child's score is minus ours: the bounds flip.
  Bounds c{-known.upper, -known.lower};
  narrow<true>(child, c, kMinScore, kMaxScore, 1);
  return {-c.upper, -c.lower};
}

Choice::Columns Solver::known_bounds(const Position& p, std::array<int, kWidth>& order, int* count) {
  Choice::Columns columns;
  order = move_order(p, count);
  const int n = p.moves();
  // A win at once is exact; so is a move that hands the opponent a four (while we have no win
  // at once: then it is simply not the best); for the rest, the earliest either side could make
  // four bounds the score.
  const bool win_now = p.can_win_now();
  const Bitboard safe = win_now ? 0 : p.non_losing_moves();
  for (int i = 0; i < *count; ++i) {
    const int col = order[static_cast<std::size_t>(i)];
    Bounds b{-win_now_score(n + 3), win_now_score(n + 2)};
    if (p.is_winning_move(col)) b = {win_now_score(n), win_now_score(n)};
    else if (!win_now && !(safe & column_cells(col))) b = {-win_now_score(n + 1), -win_now_score(n + 1)};
    columns[static_cast<std::size_t>(col)] = b;
  }
  return columns;
}

Choice::Columns Solver::start_bounds(const Position& p, std::array<int, kWidth>& order, int* count) const {
  Choice::Columns columns = known_bounds(p, order, count);
  if (!book_) return columns;
  const std::optional<int> own = book_->score(p);
  for (int i = 0; i < *count; ++i) {
    const int col = order[static_cast<std::size_t>(i)];
    Bounds& b = *columns[static_cast<std::size_t>(col)];
    if (b.exact()) continue;
    Position child = p;
    child.play_column(col);
    if (const std::optional<int> s = book_->score(child)) b = {-*s, -*s};
    else if (own) b.upper = std::min(b.upper, *own);
  }
  return columns;
}

int Solver::first_best(const Position& p, std::array<int, kWidth> order, int count, Choice::Columns& columns,
                       bool search_own, WordSource* ties) {
  std::optional<int> own = book_score(p);
  // Outside the book, when every equally good move is wanted and nodes are not counted (the
  // perfect level past an exact book), p's own score is searched first, one narrowing at the root
  // whose table then serves the probes below: over 80 positions of plies 9-10 (wasm), the moves
  // took 235 M nodes and 11.6 s instead of 249 M and 12.9 s (worst 1.22 s instead of 1.39 s), and
  // the chosen move's score comes out exact. One stone past the book, that search starts from the
  // floor its parents' scores give (book_floor): 40 positions of ply 9, 18 % fewer nodes, 21 % less
  // time (wasm).
  if (!own && search_own && !p.can_win_now()) {
    Bounds b = searchable_bounds(p);
    narrow_from<true>(p, b, book_floor(p));
    if (aborted_) return -1;
    own = b.lower;
    for (int i = 0; i < count; ++i) {
      Bounds& c = *columns[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
      c.upper = std::min(c.upper, *own);
    }
  }
  if (!own) return -1;
  // The best columns score exactly `own`, the others less: a null window at `own` tells each
  // apart at once, where the narrowing's probes would start far from it (the perfect move over 40
  // seeded positions of the book's last ply took 200 M nodes instead of 344 M). The first column
  // found best is the move: in move order, or with `ties` in a random order, which makes every
  // best column equally likely, as a draw among them all would, without proving the others worse
  // (over 120 seeded positions of plies 8-10, book-8, native: 226 M nodes instead of 342 M, the worst 12-18 M instead
  // of 44 M, by the draw).
  for (int i = 0; i < count && !aborted_; ++i) {
    if (ties && i + 1 < count)
      std::swap(order[static_cast<std::size_t>(i)],
                order[static_cast<std::size_t>(i) + below(*ties, static_cast<std::uint32_t>(count - i))]);
    const int col = order[static_cast<std::size_t>(i)];
    Bounds& b = *columns[static_cast<std::size_t>(col)];
    if (b.upper < *own) continue;
    if (!b.exact()) {
      Position child = p;
      child.play_column(col);
      Bounds c{-b.upper, -b.lower};
      narrow<true>(child, c, -*own, -*own + 1, 1);
      if (aborted_) return -1;
      b = {-c.upper, -c.lower};
    }
    if (b.lower >= *own) return col;
  }
  return -1;
}

Choice::Columns Solver::evaluate(const Position& p, const Budget& budget, std::uint64_t* nodes, unsigned wanted) {
  if (p.over()) return {};
  const std::uint64_t start = nodes_;
  start_budget(budget);
  std::array<int, kWidth> order{};
  int count = 0;
  Choice::Columns columns = start_bounds(p, order, &count);
  for (int col = 0; col < kWidth; ++col) {
    if (!(wanted >> col & 1U)) columns[static_cast<std::size_t>(col)].reset();
  }
  // Only the wanted columns stay in the order.
  count = static_cast<int>(
      std::remove_if(order.begin(), order.begin() + count, [&](int col) { return !(wanted >> col & 1U); }) -
      order.begin());
  for (bool searched = true; searched && !aborted_;) {
    searched = false;
    for (int i = 0; i < count && !aborted_; ++i) {
      Bounds& b = *columns[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
      if (b.exact()) continue;
      b = probe_column(p, order[static_cast<std::size_t>(i)], b);
      searched = true;
    }
  }
  aborted_ = false;
  if (nodes) *nodes = nodes_ - start;
  return columns;
}

Choice Solver::best_move(const Position& p, const Budget& budget, WordSource* ties, bool want_score) {
  Choice choice;
  if (p.over()) return choice;
  const std::uint64_t start = nodes_;
  start_budget(budget);
  int count = 0;
  std::array<int, kWidth> order{};
  choice.columns = start_bounds(p, order, &count);
  if (const int col = first_best(p, order, count, choice.columns, ties && budget.nodes == 0, ties); col >= 0) {
    // p's own score is known and `col` reaches it: no column can do better.
    choice.column = col;
    choice.score = *choice.columns[static_cast<std::size_t>(col)];
    choice.proven = true;
    choice.nodes = nodes_ - start;
    aborted_ = false;
    return choice;
  }
  // The bounds of the i-th move in move order.
  auto bounds = [&](int i) -> Bounds& {
    return *choice.columns[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
  };

  // The move with the best bounds so far: highest lower bound, then highest upper, then the
  // move order's first.
  auto pick = [&] {
    int best = 0;
    for (int i = 1; i < count; ++i) {
      const Bounds &b = bounds(i), &top = bounds(best);
      if (b.lower > top.lower || (b.lower == top.lower && b.upper > top.upper)) best = i;
    }
    return best;
  };
  // Searching a column helps while it could still change the choice: it might beat (or, when
  // ties are drawn at random, tie) the best of the others, and is not yet known to beat them all;
  // with want_score the chosen move is also searched until its score is exact.
  auto worth = [&](int i) {
    const Bounds& b = bounds(i);
    if (b.exact()) return false;
    int others_lower = kMinScore - 1, others_upper = kMinScore - 1;
    for (int j = 0; j < count; ++j) {
      if (j == i) continue;
      others_lower = std::max(others_lower, bounds(j).lower);
      others_upper = std::max(others_upper, bounds(j).upper);
    }
    if (b.upper < others_lower || (!ties && b.upper == others_lower)) return false;
    if (b.lower > others_upper || (!ties && b.lower == others_upper)) return want_score;
    return true;
  };
  // One null-window probe per column and round, in move order, for as long as the budget lasts:
  // the probes of each column start far from 0, where answers are cheap (fast wins and losses),
  // so every move gets the cheap answers before any gets the dear ones, and a move that loses
  // early is dropped before much is spent on it. Each probe narrows its column's range.
  for (bool searched = true; searched && !aborted_;) {
    searched = false;
    for (int i = 0; i < count && !aborted_; ++i) {
      if (!worth(i)) continue;
      bounds(i) = probe_column(p, order[static_cast<std::size_t>(i)], bounds(i));
      searched = true;
    }
  }

  int best = pick();
  const Bounds top = bounds(best);
  choice.proven = true;
  for (int i = 0; i < count; ++i)
    if (i != best && bounds(i).upper > top.lower) choice.proven = false;
  if (choice.proven && top.exact() && ties) {
    // Every move with this exact score is as good: choose among them so that games vary.
    std::array<int, kWidth> equal{};
    std::uint32_t k = 0;
    for (int i = 0; i < count; ++i)
      if (bounds(i).exact() && bounds(i).lower == top.lower) equal[k++] = i;
    best = equal[below(*ties, k)];
  }
  choice.column = order[static_cast<std::size_t>(best)];
  choice.score = bounds(best);
  choice.nodes = nodes_ - start;
  aborted_ = false;
  return choice;
}

template int Solver::negamax<false>(const Position&, int, int);
template int Solver::negamax<true>(const Position&, int, int);

}  // namespace arcade::connect4
