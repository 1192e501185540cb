// Connect Four's daily challenge: a position whose side to move wins in exactly N moves (N grows
// through the week), with exactly one winning move at each of its turns along every line where
// the loser defends longest; the solver proves both.
#include <array>

#include "../common/seats.hpp"
#include "connect4.hpp"

namespace arcade::connect4 {

namespace {
// Version 1: random games of the day's words (each move drawn among those that neither win at once
// nor hand over a four), each position from kFirstPly stones on a candidate: a quick weak search
// (kQuick nodes) for a win, then the exact score and the line within kProof nodes; a search that
// runs out of its budget passes on the position. Node budgets, and a table cleared first, make
// every step the same on every platform.
constexpr int kDailyVersion = 1;
// Monday a win in 2 ... Sunday a win in 5 (the player's moves, the winning one included). Wins in
// 6 to 8 took 3 to 50 s of search a day natively (version 1's sample week), too long to make a
// year ahead here; a later version may raise the weekend's.
constexpr std::array<int, 7> kMovesByWeekday{2, 2, 3, 3, 4, 4, 5};
constexpr int kFirstPly = 12;
constexpr Budget kQuick{20'000, 0}, kProof{400'000, 0};

// The search's own table (2^18 words, 2 MB), so the computer players' shared table (whose contents
// steer budgeted moves) is left alone.
Solver& daily_solver() {
  static Solver solver(18);
  return solver;
}

// A move of a random game: any column that neither wins at once nor hands over a four; -1 when
// there is none (the game ends there).
int random_column(const Position& p, WordSource& words) {
  if (p.over() || p.can_win_now()) return -1;
  const Bitboard safe = p.non_losing_moves();
  std::array<int, kWidth> cols{};
  std::uint32_t n = 0;
  for (int c = 0; c < kWidth; ++c)
    if (safe & column_cells(c)) cols[n++] = c;
  return n == 0 ? -1 : cols[below(words, n)];
}

}  // namespace

int daily_moves(const Date& date) { return kMovesByWeekday[static_cast<std::size_t>(date.weekday())]; }

namespace {
// The daily's object: the position, the winning line, and the session that starts it.
Value daily_value(const Date& date, const std::string& moves, const std::string& line, int score) {
  // The player is the side to move, against the perfect engine (which defends longest).
  const std::array<Seat, 2> seats = moves.size() % 2 == 0 ? std::array<Seat, 2>{Seat::Human, Seat::Perfect}
                                                          : std::array<Seat, 2>{Seat::Perfect, Seat::Human};
  Value v = daily_head(Connect4::name, date, kDailyVersion);
  v.set("challenge", moves)
      .set("answer", line)
      .set("start", Value::object().set("params", format_seats(seats)).set("desc", moves))
      .set("moves", daily_moves(date))
      .set("score", score);
  return v;
}
}  // namespace

int moves_to_win(const Position& p, int score) { return win_now_score(p.moves()) + 1 - score; }

bool one_winning_line(Solver& solver, const Position& p, int n, std::string* line, const Budget& budget) {
  const auto found = solver.analyze(p, budget, true);
  if (!found) return false;
  const auto& signs = *found;
  int winner = -1, wins = 0;
  for (int c = 0; c < kWidth; ++c)
    if (signs[static_cast<std::size_t>(c)] && *signs[static_cast<std::size_t>(c)] > 0) ++wins, winner = c;
  if (wins != 1) return false;
  if (line) *line += static_cast<char>('1' + winner);
  if (p.is_winning_move(winner)) return n == 1;
  if (n == 1) return false;
  Position q = p;
  q.play_column(winner);
  const auto exact = solver.analyze(q, budget);
  if (!exact) return false;
  const auto& scores = *exact;
  // The loser's longest defence, the lowest column on a tie: the line `answer` gives.
  int longest = kMinScore - 1, defence = -1;
  for (int c = 0; c < kWidth; ++c) {
    const std::optional<int>& s = scores[static_cast<std::size_t>(c)];
    if (s && *s > longest) longest = *s, defence = c;
  }
  q.play_column(defence);
  if (line) *line += static_cast<char>('1' + defence);
  return one_winning_line(solver, q, n - 1, line, budget);
}

Result<Value> generate_daily(const Date& date) {
  const int n = daily_moves(date);
  Rng words(daily_seed(Connect4::name, date, kDailyVersion));
  Solver& solver = daily_solver();
  solver.clear();
  std::string moves, line;
  int score = 0;
  for (bool found = false; !found;) {
    Position p;
    moves.clear();
    for (int col = random_column(p, words); col >= 0 && !found; col = random_column(p, words)) {
      p.play_column(col);
      moves += static_cast<char>('1' + col);
      if (p.moves() < kFirstPly || p.can_win_now()) continue;
      const std::optional<int> sign = solver.solve(p, kQuick, true);
      if (!sign || *sign <= 0) continue;
      const std::optional<int> exact = solver.solve(p, kProof);
      if (!exact || moves_to_win(p, *exact) != n) continue;
      line.clear();
      score = *exact;
      found = one_winning_line(solver, p, n, &line, kProof);
    }
  }
  return daily_value(date, moves, line, score);
}

Result<Value> Connect4::daily(const Date& date) {
  // The days made ahead (daily_days.inc, from `arcade connect4 daily-days`): the search takes up to
  // seconds, too long for a page; any other day is made here, by the same algorithm.
  struct Day {
    std::string_view date, challenge, answer;
    int score;
  };
  static const std::vector<Day> kDays{
#include "daily_days.inc"
  };
  const std::string text = date.text();
  for (const Day& d : kDays)
    if (d.date == text) return daily_value(date, std::string(d.challenge), std::string(d.answer), d.score);
  return generate_daily(date);
}

}  // namespace arcade::connect4
