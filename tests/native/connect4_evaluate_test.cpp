// Connect Four's bounded per-column evaluation and the computer's reported choice (what the page shows).
#include <doctest/doctest.h>

#include <chrono>
#include <sstream>

#include "connect4/connect4.hpp"
#include "connect4_at.hpp"
#include "data.hpp"
#include "session_helpers.hpp"

using namespace arcade;
using namespace arcade::connect4;
using arcade::test::at;

namespace {

// Every step-th line's moves of a test set.
std::vector<std::string> positions(const std::string& name, std::size_t step) {
  std::vector<std::string> out;
  const std::vector<std::string> lines = test::data_lines("connect4/" + name);
  for (std::size_t i = 0; i < lines.size(); i += step) {
    std::istringstream in(lines[i]);
    std::string moves;
    in >> moves;
    out.push_back(moves);
  }
  return out;
}

// Bounds are facts: each must hold the exact score analyze() gives.
void check_sound(const Choice::Columns& got, const std::array<std::optional<int>, kWidth>& exact) {
  for (std::size_t col = 0; col < kWidth; ++col) {
    CAPTURE(col);
    REQUIRE(got[col].has_value() == exact[col].has_value());
    if (!exact[col]) continue;
    CHECK(got[col]->lower <= *exact[col]);
    CHECK(*exact[col] <= got[col]->upper);
  }
}

}  // namespace

TEST_CASE("connect4 evaluate: with room to search, every column is exact and equals analyze") {
  Solver solver;
  Solver reference;  // its own table, so no answer is merely read back
  for (const char* name : {"Test_L3_R1", "Test_L2_R1"}) {
    for (const std::string& moves : positions(name, 50)) {
      CAPTURE(moves);
      const Position p = at(moves);
      std::uint64_t nodes = 0;
      const Choice::Columns got = solver.evaluate(p, Budget{50'000'000, 0}, &nodes);
      const auto exact = reference.analyze(p);
      for (std::size_t col = 0; col < kWidth; ++col) {
        REQUIRE(got[col].has_value() == exact[col].has_value());
        if (!exact[col]) continue;
        CHECK(got[col]->exact());
        CHECK(got[col]->lower == *exact[col]);
      }
      CHECK(nodes <= 50'000'000);
    }
  }
}

TEST_CASE("connect4 evaluate: wanted columns alone, each as in the whole evaluation, the others none") {
  // What a page spreading the columns over workers relies on: one column at a time, each worker
  // with its own table, gives the whole evaluation's entries.
  for (const std::string& moves : positions("Test_L2_R1", 12)) {
    CAPTURE(moves);
    const Position p = at(moves);
    Solver whole;
    const Choice::Columns all = whole.evaluate(p, Budget{50'000'000, 0});
    Choice::Columns pieced;
    for (int col = 0; col < kWidth; ++col) {
      Solver own;
      const Choice::Columns one = own.evaluate(p, Budget{50'000'000, 0}, nullptr, 1U << col);
      for (int other = 0; other < kWidth; ++other) {
        if (other != col) CHECK_FALSE(one[static_cast<std::size_t>(other)].has_value());
      }
      pieced[static_cast<std::size_t>(col)] = one[static_cast<std::size_t>(col)];
    }
    for (std::size_t col = 0; col < kWidth; ++col) {
      REQUIRE(pieced[col].has_value() == all[col].has_value());
      if (!all[col]) continue;
      CHECK(pieced[col]->exact());
      CHECK(pieced[col]->lower == all[col]->lower);
    }
  }
  // Two of them ("43" on the page): those two, searched; a full column wanted stays none.
  Solver solver;
  std::uint64_t nodes = 0;
  const Choice::Columns two = solver.evaluate(at("444444"), Budget{100'000, 0}, &nodes, 0b1100);
  CHECK_FALSE(two[3].has_value());
  REQUIRE(two[2].has_value());
  for (const std::size_t col : {0U, 1U, 4U, 5U, 6U}) CHECK_FALSE(two[col].has_value());
}

TEST_CASE("connect4 evaluate: a small budget leaves sound bounds, and asking again narrows them") {
  SUBCASE("the empty board: Pons' scores -2 -1 0 1 0 -1 -2 lie inside every column's bounds") {
    Solver solver;
    std::uint64_t nodes = 0;
    const Choice::Columns got = solver.evaluate(Position(), Budget{20'000, 0}, &nodes);
    check_sound(got, {-2, -1, 0, 1, 0, -1, -2});
    CHECK(nodes == 20'000);
    for (const auto& b : got) CHECK_FALSE(b->exact());  // nothing about the opening is cheap
  }
  SUBCASE("the table keeps what a call learnt: asking again goes further") {
    Solver solver;
    Solver reference;
    const Position p = at("5512243243536");  // Begin-Easy, analyze: -3 4 12 13 8 -3 -2
    const auto exact = reference.analyze(p);
    // The same budget twice: the second call starts from the first one's table entries.
    const Choice::Columns first = solver.evaluate(p, Budget{20'000, 0});
    const Choice::Columns second = solver.evaluate(p, Budget{20'000, 0});
    check_sound(first, exact);
    check_sound(second, exact);
    int width_first = 0, width_second = 0, exact_first = 0;
    for (std::size_t col = 0; col < kWidth; ++col) {
      width_first += first[col]->upper - first[col]->lower;
      width_second += second[col]->upper - second[col]->lower;
      exact_first += first[col]->exact();
    }
    CHECK(exact_first < kWidth);
    CHECK(width_second < width_first);
  }
  SUBCASE("Middle-Easy positions cut at a few hundred nodes") {
    Solver reference;
    for (const std::string& moves : positions("Test_L2_R1", 100)) {
      CAPTURE(moves);
      Solver solver;
      const Position p = at(moves);
      check_sound(solver.evaluate(p, Budget{300, 0}), reference.analyze(p));
    }
  }
  SUBCASE("a time budget stops the opening's evaluation") {
    Solver solver;
    const auto t0 = std::chrono::steady_clock::now();
    const Choice::Columns got = solver.evaluate(at("4"), Budget{0, 0.05});
    CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < 2.0);
    for (const auto& b : got) CHECK_FALSE(b->exact());
  }
}

TEST_CASE("connect4 evaluate: wins at once, forced losses, full columns, finished games") {
  Solver solver;
  // "445566": red wins at once in columns 3 and 7 (score 18), known without search.
  const Choice::Columns win = solver.evaluate(at("445566"), Budget{1, 0});
  CHECK(win[2]->exact());
  CHECK(win[2]->lower == 18);
  CHECK(win[6]->lower == 18);
  // "4455666": yellow to move faces two open fours: every column loses at once, known without search.
  const Choice::Columns lost = solver.evaluate(at("4455666"), Budget{1, 0});
  for (const auto& b : lost) {
    REQUIRE(b.has_value());
    CHECK(b->exact());
    CHECK(b->lower == -17);
  }
  // A full column has no entry; a finished game none at all.
  const Choice::Columns full = solver.evaluate(at("444444"), Budget{100'000, 0});
  CHECK_FALSE(full[3].has_value());
  CHECK(full[0].has_value());
  for (const auto& b : solver.evaluate(at("1212121"), Budget{100'000, 0})) CHECK_FALSE(b.has_value());
}

TEST_CASE("connect4 computer_choice: the session's move, with what its search proved") {
  SUBCASE("the same column as session computer moves, for every level and seed") {
    for (const char* level : {"p", "s", "c"}) {
      for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        CAPTURE(level);
        CAPTURE(seed);
        Rng a(seed), b(seed);
        const Session<Connect4> s = test::start<Connect4>(std::string(level) + level, "52753311433677442");
        const ComputerChoice choice = computer_choice(s.state().position, *computer_level(level), a);
        const Result<std::string> move = Connect4::computer_move(s.state(), b);
        REQUIRE(move.ok());
        CHECK(*move == std::string(1, static_cast<char>('1' + choice.column)));
      }
    }
  }
  SUBCASE("perfect play late in a game is proven, with its exact score") {
    Rng rng(1);
    const ComputerChoice c = computer_choice(at("52753311433677442422121"), Seat::Perfect, rng);
    CHECK_FALSE(c.careless);
    CHECK(c.search.proven);
    CHECK(c.search.score.lower >= 8);  // the position scores 8: the move keeps the win
  }
  SUBCASE("the empty board is beyond the perfect level's budget: a move, not proven") {
    // Node budgets only: the same column on every machine, however busy.
    Rng rng(1);
    const ComputerChoice c = computer_choice(Position(), Seat::Perfect, rng);
    CHECK(c.column == 3);
    CHECK_FALSE(c.search.proven);
    CHECK_FALSE(c.search.score.exact());
    CHECK(c.search.nodes >= kPerfect.nodes);
    CHECK(c.search.nodes <= kPerfect.nodes + 1);
  }
  SUBCASE("the page's time limit stops a search before its node budget, and claims nothing") {
    Rng rng(1);
    const ComputerChoice c = computer_choice(Position(), Seat::Perfect, rng, 0.002);
    CHECK(c.column >= 0);
    CHECK(c.column < kWidth);
    CHECK_FALSE(c.search.proven);
    CHECK(c.search.nodes < kPerfect.nodes);
  }
  SUBCASE("casual's careless moves say so and claim nothing") {
    int careless = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      Rng rng(seed);
      const ComputerChoice c = computer_choice(at("4453"), Seat::Casual, rng);
      if (!c.careless) continue;
      ++careless;
      CHECK(c.column == c.search.column);
      CHECK_FALSE(c.search.proven);
      CHECK(c.search.nodes == 0);
    }
    CHECK(careless > 0);  // one move in three
    CHECK(careless < 30);
  }
  SUBCASE("level names and letters") {
    CHECK(computer_level("perfect") == Seat::Perfect);
    CHECK(computer_level("s") == Seat::Strong);
    CHECK(computer_level("casual") == Seat::Casual);
    CHECK_FALSE(computer_level("h").has_value());
    CHECK_FALSE(computer_level("human").has_value());
    CHECK_FALSE(computer_level("Perfect").has_value());
    CHECK_FALSE(computer_level("").has_value());
  }
}
