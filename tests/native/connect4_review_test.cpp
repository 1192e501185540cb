// Connect Four's coach reading (review.hpp): the position's bounds, the move's, and mistakes only when proven.
#include <doctest/doctest.h>

#include <sstream>

#include "connect4/review.hpp"
#include "connect4_at.hpp"
#include "data.hpp"

using namespace arcade;
using namespace arcade::connect4;
using arcade::test::at;

namespace {

constexpr Budget kRoomy{50'000'000, 0};

Review read(Solver& solver, const std::string& moves, const Budget& budget = kRoomy) {
  Result<Review> r = review(solver, moves, budget);
  REQUIRE_MESSAGE(r.ok(), r.error());
  return *r;
}

// Every legal reply in every `step`-th position of a test set: `visit(next, score, played, column)`
// gets the moves with the reply, the position's exact score, the reply's and its column.
template <typename Visit>
void each_reply(const char* set, std::size_t step, Visit visit) {
  Solver reference;
  const std::vector<std::string> lines = test::data_lines(set);
  for (std::size_t i = 0; i < lines.size(); i += step) {
    std::istringstream in(lines[i]);
    std::string moves;
    int score = 0;
    in >> moves >> score;
    const auto columns = reference.analyze(at(moves));
    for (int col = 0; col < kWidth; ++col)
      if (columns[static_cast<std::size_t>(col)])
        visit(moves + static_cast<char>('1' + col), score, *columns[static_cast<std::size_t>(col)], col);
  }
}

}  // namespace

TEST_CASE("connect4 review: a won game reads exactly, the winning move best and no mistake") {
  Solver solver;
  // Red plays 4, 5, 6, 7 along the bottom row; its fourth stone wins: 22 - 4 = 18.
  const Review r = read(solver, "4455667", kCoachBudget);
  REQUIRE(r.column == 6);
  CHECK(r.played.lower == 18);
  CHECK(r.played.upper == 18);
  CHECK(r.best.lower == 18);
  CHECK(r.best.upper == 18);
  CHECK(r.now.lower == -18);
  CHECK(r.now.upper == -18);
  CHECK_FALSE(r.mistake);
}

TEST_CASE("connect4 review: with room to search, every move of a test set is read exactly and judged by its result") {
  Solver solver;
  int mistakes = 0, fine = 0;
  each_reply("connect4/Test_L3_R1", 40, [&](const std::string& next, int score, int played, int col) {
    CAPTURE(next);
    const Review r = read(solver, next);
    REQUIRE(r.column == col);
    CHECK(r.best.lower == score);
    CHECK(r.best.upper == score);
    CHECK(r.played.lower == played);
    CHECK(r.played.upper == played);
    CHECK(r.now.lower == -played);
    const bool mistake = result_of(played) < result_of(score);
    CHECK(r.mistake == mistake);
    (mistake ? mistakes : fine) += 1;
  });
  // The sample holds both kinds, so the test can fail either way.
  CHECK(mistakes > 10);
  CHECK(fine > 10);
}

TEST_CASE(
    "connect4 review: within a small budget the bounds hold the exact score, and only proven mistakes are called") {
  Solver solver;
  // Mid-game positions (exact in about 440 nodes each) read with 60: most stay bounds, all true.
  int open = 0, called = 0;
  each_reply("connect4/Test_L2_R1", 25, [&](const std::string& next, int score, int truth, int) {
    CAPTURE(next);
    const Review r = read(solver, next, Budget{60, 0});
    CHECK(r.played.lower <= truth);
    CHECK(truth <= r.played.upper);
    CHECK(r.best.lower <= score);
    CHECK(score <= r.best.upper);
    if (!r.played.exact()) ++open;
    if (r.mistake) {
      ++called;
      CHECK(result_of(truth) < result_of(score));
    }
  });
  CHECK(open > 10);
  CHECK(called > 0);
  // The empty board: Red wins with its last stone (score 1); the coach's budget only bounds it.
  const Review start = read(solver, "", kCoachBudget);
  CHECK_FALSE(start.column.has_value());
  CHECK(start.now.lower <= 1);
  CHECK(1 <= start.now.upper);
  CHECK_FALSE(start.now.exact());
  CHECK_FALSE(start.mistake);
}

TEST_CASE("connect4 review: the same moves read the same whatever was searched before (the table is cleared)") {
  Solver solver;
  const Review first = read(solver, "4453", kCoachBudget);
  read(solver, "444444", kCoachBudget);
  const Review again = read(solver, "4453", kCoachBudget);
  CHECK(first.now.lower == again.now.lower);
  CHECK(first.now.upper == again.now.upper);
  CHECK(first.best.lower == again.best.lower);
  CHECK(first.best.upper == again.best.upper);
}

TEST_CASE("connect4 review: bad moves are refused with from_moves' sentence") {
  Solver solver;
  Result<Review> r = review(solver,
                            "4455667"
                            "1",
                            kCoachBudget);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == Position::from_moves("44556671").error());
  CHECK_FALSE(review(solver, "48", kCoachBudget).ok());
}
