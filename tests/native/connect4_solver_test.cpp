// The Connect Four solver on Pons' test sets (exact scores, node counts), analyze, weak and budgeted search.
#include <doctest/doctest.h>

#include "build_speed.hpp"

#include <chrono>
#include <sstream>

#include "connect4/solver.hpp"
#include "connect4_at.hpp"
#include "data.hpp"

using namespace arcade;
using namespace arcade::connect4;
using arcade::test::at;

namespace {

// Sanitizer and unoptimised builds check a sample of the slowest set (wasm is fast enough for all).
constexpr bool kSlowBuild = test::kSanitizedBuild;

struct Line {
  std::string moves;
  int score = 0;
};

std::vector<Line> test_set(const std::string& name) {
  std::vector<Line> out;
  for (const std::string& text : test::data_lines("connect4/" + name)) {
    std::istringstream in(text);
    Line l;
    in >> l.moves >> l.score;
    out.push_back(l);
  }
  return out;
}

// Solves every step-th line with one fresh solver (the table kept between lines, as a CLI run
// does); checks each score and returns the mean nodes per position.
double check_set(const std::string& name, std::size_t step) {
  const std::vector<Line> lines = test_set(name);
  REQUIRE(lines.size() == 1000);
  Solver solver;
  std::uint64_t nodes = 0;
  std::size_t count = 0;
  for (std::size_t i = 0; i < lines.size(); i += step) {
    CAPTURE(lines[i].moves);
    solver.reset_nodes();
    CHECK(solver.solve(at(lines[i].moves)) == lines[i].score);
    nodes += solver.nodes();
    ++count;
  }
  const double mean = static_cast<double>(nodes) / static_cast<double>(count);
  MESSAGE(name << ": " << count << " positions, mean nodes " << mean);
  return mean;
}

}  // namespace

// Mean nodes per position, measured on this solver (one table for the whole file, in file order):
// End-Easy 47.7, Middle-Easy 415.3, Begin-Easy 2566.7 (53.2, 440.8 and 2845.7 before the
// follow-up bounds and the look at the children's words). Pons' reference figures: 51, 450,
// 3.3 k; the solver must stay within 5 % of them, and within 1 % of its own.
TEST_CASE("connect4 solver: End-Easy (Test_L3_R1), every line exact") {
  const double mean = check_set("Test_L3_R1", 1);
  CHECK(mean <= 51 * 1.05);
  CHECK(mean <= 47.7 * 1.01);
}

TEST_CASE("connect4 solver: Middle-Easy (Test_L2_R1), every line exact") {
  const double mean = check_set("Test_L2_R1", 1);
  CHECK(mean <= 450 * 1.05);
  CHECK(mean <= 415.3 * 1.01);
}

TEST_CASE("connect4 solver: Begin-Easy (Test_L1_R1), every line (a sample in slow builds)") {
  const double mean = check_set("Test_L1_R1", kSlowBuild ? 5 : 1);
  if (!kSlowBuild) {
    CHECK(mean <= 3300 * 1.05);
    CHECK(mean <= 2566.7 * 1.01);
  }
}

TEST_CASE("connect4 solver: the spec's example and the ends of a game") {
  Solver solver;
  CHECK(solver.solve(at("4455")) == 18);                                       // red wins with its 4th stone
  CHECK(solver.solve(at("445566")) == 18);                                     // ...at once
  CHECK(solver.solve(at("4455666")) == -17);                                   // two open fours: yellow loses next move
  CHECK(solver.solve(at("1212121")) == -18);                                   // already won by red's 4th stone
  CHECK(solver.solve(at("12121232")) == -18);                                  // ...by yellow's 4th stone
  CHECK(solver.solve(at("126613431456475467333341527215612225546777")) == 0);  // full board
  CHECK(solver.solve_weak(at("4455")) == 1);
  CHECK(solver.solve_weak(at("4455666")) == -1);
}

// Not on Begin-Easy: its positions are easy because the best move wins fast, but the other moves
// of a 10-move position can take millions of nodes each.
TEST_CASE("connect4 solver: analyze agrees with solve, column by column") {
  const std::size_t step = kSlowBuild ? 25 : 10;
  for (const char* name : {"Test_L3_R1", "Test_L2_R1"}) {
    const std::vector<Line> lines = test_set(name);
    Solver solver;
    Solver other;  // a second table, so no answer is merely read back from the first
    for (std::size_t i = 0; i < lines.size(); i += step) {
      CAPTURE(lines[i].moves);
      const Position p = at(lines[i].moves);
      const auto scores = solver.analyze(p);
      const auto signs = solver.analyze(p, true);
      int best = kMinScore - 1;
      for (int col = 0; col < kWidth; ++col) {
        const auto& s = scores[static_cast<std::size_t>(col)];
        REQUIRE(s.has_value() == p.can_play(col));
        REQUIRE(signs[static_cast<std::size_t>(col)].has_value() == p.can_play(col));
        if (!s) continue;
        best = std::max(best, *s);
        CHECK(*signs[static_cast<std::size_t>(col)] == (*s > 0) - (*s < 0));
        Position child = p;
        const bool wins = p.is_winning_move(col);
        child.play_column(col);
        CHECK(*s == (wins ? win_now_score(p.moves()) : -other.solve(child)));
      }
      CHECK(best == lines[i].score);
    }
  }
  // A finished game has no moves to analyze.
  Solver solver;
  for (const auto& s : solver.analyze(at("1212121"))) CHECK_FALSE(s.has_value());
}

TEST_CASE("connect4 solver: node counts depend only on the position and the table") {
  const Position p = at("52753311433677442422121");
  Solver a, b;
  CHECK(a.solve(p) == 8);
  CHECK(b.solve(p) == 8);
  CHECK(a.nodes() == b.nodes());
  a.reset_nodes();
  a.clear();
  CHECK(a.solve(p) == 8);
  CHECK(a.nodes() == b.nodes());
}

TEST_CASE("connect4 solver: budgets") {
  Solver solver;
  const Position p = at("32164625");  // Begin-Easy, score 11
  SUBCASE("a node budget too small gives no answer; a large one the exact score") {
    CHECK_FALSE(solver.solve(p, Budget{50, 0}).has_value());
    solver.clear();
    CHECK(solver.solve(p, Budget{10'000'000, 0}) == 11);
  }
  SUBCASE("a time budget stops a search that would take minutes") {
    const auto t0 = std::chrono::steady_clock::now();
    CHECK_FALSE(solver.solve(Position(), Budget{0, 0.05}).has_value());
    CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < 2.0);
  }
  SUBCASE("analyze within one budget: every column exact, or nothing") {
    CHECK_FALSE(solver.analyze(p, Budget{1000, 0}).has_value());
    solver.clear();
    const auto scores = solver.analyze(p, Budget{50'000'000, 0});
    REQUIRE(scores.has_value());
    Solver fresh;
    CHECK(*scores == fresh.analyze(p));
    const auto signs = solver.analyze(p, Budget{50'000'000, 0}, true);
    REQUIRE(signs.has_value());
    CHECK(*signs == fresh.analyze(p, true));
    CHECK(solver.solve(p, Budget{50'000'000, 0}, true) == 1);
  }
  SUBCASE("an unbudgeted search after an aborted one is still exact") {
    CHECK_FALSE(solver.solve(p, Budget{200, 0}).has_value());
    CHECK(solver.solve(p) == 11);
  }
}

TEST_CASE("connect4 solver: best_move") {
  Solver solver;
  SUBCASE("a win at once, first in move order, or at random among the equal ones") {
    const Choice c = solver.best_move(at("445566"), Budget{1, 0});
    CHECK(c.column == 2);
    CHECK(c.proven);
    CHECK(c.score.exact());
    CHECK(c.score.lower == 18);
    std::array<int, kWidth> seen{};
    Rng rng(5);
    for (int i = 0; i < 40; ++i) {
      const Choice pick = solver.best_move(at("445566"), Budget{1, 0}, &rng);
      ++seen[static_cast<std::size_t>(pick.column)];
    }
    CHECK(seen[2] > 0);
    CHECK(seen[6] > 0);
    CHECK(seen[2] + seen[6] == 40);
  }
  SUBCASE("every move loses at once: still a move, proven, with the loss's score") {
    const Choice c = solver.best_move(at("4455666"), Budget{1, 0});
    CHECK(c.column >= 0);
    CHECK(c.proven);
    CHECK(c.score.lower == -17);
    CHECK(c.score.upper == -17);
  }
  SUBCASE("a finished game has no move") { CHECK(solver.best_move(at("1212121"), Budget{}).column == -1); }
  SUBCASE("the empty board with a small budget: the centre, unproven") {
    const Choice c = solver.best_move(Position(), Budget{20'000, 0});
    CHECK(c.column == 3);
    CHECK_FALSE(c.proven);
    CHECK(c.nodes <= 20'000);
  }
  SUBCASE("with room to search, an optimal move with its exact score") {
    const std::vector<Line> lines = test_set("Test_L2_R1");
    Solver check;
    Rng rng(9);
    for (std::size_t i = 0; i < lines.size(); i += kSlowBuild ? 100 : 25) {
      CAPTURE(lines[i].moves);
      const Position p = at(lines[i].moves);
      const Choice c = solver.best_move(p, Budget{50'000'000, 0}, &rng, true);
      REQUIRE(c.column >= 0);
      CHECK(c.proven);
      CHECK(c.score.exact());
      CHECK(c.score.lower == lines[i].score);
      CHECK(check.analyze(p)[static_cast<std::size_t>(c.column)] == lines[i].score);
    }
  }
}

TEST_CASE("connect4 solver: follow-up bounds hold on every test set line, and prove something on some") {
  // Over Pons' three sets (3,000 positions with their exact scores): how often each bound is
  // proven without search. Every proven bound must hold.
  int upper0 = 0, upper1 = 0, lower0 = 0, lower1 = 0;
  for (const char* name : {"Test_L1_R1", "Test_L2_R1", "Test_L3_R1"}) {
    for (const Line& l : test_set(name)) {
      CAPTURE(l.moves);
      const Bounds b = Solver::follow_up(at(l.moves));
      CHECK(b.lower <= l.score);
      CHECK(l.score <= b.upper);
      upper0 += b.upper == 0;
      upper1 += b.upper == -1;
      lower0 += b.lower == 0;
      lower1 += b.lower == 1;
      CHECK((b.upper == kMaxScore || b.lower == kMinScore));  // one rule at a time
    }
  }
  CHECK(upper0 == 60);   // the mover cannot win
  CHECK(upper1 == 19);   // ...and loses
  CHECK(lower0 == 131);  // the mover, filling the odd column, cannot lose
  CHECK(lower1 == 43);   // ...and wins
}
