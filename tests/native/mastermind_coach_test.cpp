// Mastermind's coach (coach): the codes left after each of the person's answers, and after the game
// the strongest breaker's own game on the same secret (the optimal tree's totals, exactly).
#include <doctest/doctest.h>

#include <numeric>

#include "common/session.hpp"
#include "mastermind/coach.hpp"
#include "mastermind/mastermind.hpp"
#include "session_helpers.hpp"

using namespace arcade;
using namespace arcade::mastermind;
using S = Session<Mastermind>;

namespace {
Code digits(std::initializer_list<int> d) {
  Code c;
  for (int v : d) c.peg[static_cast<std::size_t>(c.size++)] = static_cast<std::uint8_t>(v - 1);
  return c;
}
S game(const std::string& params, const Code& secret) {
  return test::start<Mastermind>(params, encode_secret(secret, 7));
}
void play(S& s, std::initializer_list<std::string_view> moves) { test::play<Mastermind>(s, moves); }
// The replay's guesses as the game `s` writes codes.
std::vector<std::string> guesses(const S& s, const Coach& c) {
  std::vector<std::string> out;
  for (const CoachRow& r : c.replay) out.push_back(to_digits(s.state().params.options, r.guess));
  return out;
}
std::vector<int> left(const Coach& c) {
  std::vector<int> out;
  for (const CoachRow& r : c.replay) out.push_back(r.remaining);
  return out;
}
}  // namespace

TEST_CASE("mastermind coach: the codes left after each answer, and no replay before the end") {
  S s = game("p4,c6,r10", digits({3, 6, 2, 1}));
  Coach c = coach(s.state()).value();
  CHECK(c.codes == 1296);
  CHECK(c.remaining.empty());
  CHECK(c.breaker == Strategy::Optimal);
  CHECK(c.replay.empty());
  play(s, {"gaabb", "gccdd"});  // 1 1 2 2, then 3 3 4 4
  REQUIRE_FALSE(s.status().over);
  c = coach(s.state()).value();
  CHECK(c.remaining == std::vector<int>{208, 52});
  CHECK(c.remaining.back() == static_cast<int>(remaining(s.state()).size()));
  CHECK(c.replay.empty());  // the game goes on: the breaker's game would tell the secret
}

TEST_CASE("mastermind coach: after the game, the optimal breaker's game on the same secret") {
  S s = game("p4,c6,r10", digits({3, 6, 2, 1}));
  play(s, {"gaabb", "gccdd", "gcfba"});  // the third guess is the secret
  REQUIRE(s.status().over);
  const Coach c = coach(s.state()).value();
  CHECK(c.remaining == std::vector<int>{208, 52, 1});
  // The stored tree's game: its first guess is 1 1 2 3 (the published optimum's).
  CHECK(guesses(s, c) == std::vector<std::string>{"1 1 2 3", "1 4 1 5", "2 1 3 6", "3 6 2 1"});
  CHECK(left(c) == std::vector<int>{84, 10, 2, 1});
  CHECK(c.replay.back().guess == digits({3, 6, 2, 1}));
  CHECK(c.replay.back().remaining == 1);
}

TEST_CASE("mastermind coach: a game given up or lost has its replay too; Bulls & Cows and 5 x 8") {
  S bulls = game("p4,c10,r10,u", digits({7, 2, 9, 4}));
  play(bulls, {"gabcd", "x"});
  Coach c = coach(bulls.state()).value();
  CHECK(c.codes == 5040);
  CHECK(c.remaining == std::vector<int>{180});
  CHECK(c.breaker == Strategy::Optimal);
  CHECK(guesses(bulls, c) == std::vector<std::string>{"1 2 3 4", "1 3 5 6", "7 2 8 4", "7 2 9 4"});
  CHECK(left(c) == std::vector<int>{180, 12, 4, 1});

  S super = game("p5,c8,r2", digits({8, 1, 1, 5, 3}));
  play(super, {"gaabbc", "gddeef"});
  REQUIRE(super.status().over);
  c = coach(super.state()).value();
  CHECK(c.codes == 32768);
  CHECK(c.breaker == Strategy::Best);  // no stored tree for 5 x 8
  CHECK(c.remaining == std::vector<int>{1344, 242});
  // "best" may guess a code that cannot be the secret when it splits the rest better (the fifth).
  CHECK(guesses(super, c) ==
        std::vector<std::string>{"1 1 2 2 3", "1 2 2 5 7", "1 4 1 2 6", "4 2 3 2 8", "1 5 8 1 3", "8 1 1 5 3"});
  CHECK(left(c) == std::vector<int>{1344, 244, 50, 6, 1, 1});
}

TEST_CASE("mastermind coach: over every 4 x 6 secret the replays add up to the optimal tree's 5625 guesses") {
  const Space& space = Space::of(Options{});
  long long total = 0;
  std::size_t worst = 0;
  for (int i = 0; i < space.size(); ++i) {
    S s = game("p4,c6,r10", space.code(i));
    play(s, {"x"});
    const Coach c = coach(s.state()).value();
    REQUIRE(c.replay.back().guess == space.code(i));
    total += static_cast<long long>(c.replay.size());
    worst = std::max(worst, c.replay.size());
  }
  CHECK(total == 5625);
  CHECK(worst == 6);
}

TEST_CASE("mastermind coach: refused when the computer breaks the code") {
  S s = test::start<Mastermind>("p4,c6,r10,make");
  CHECK(coach(s.state()).error() == "The coach follows the code breaker; here the computer breaks your code.");
}

TEST_CASE("mastermind coach: the breaker's replay is the same played along the game as all at the end") {
  const std::vector<std::string> want = {"1 1 2 2 3", "1 2 2 5 7", "1 4 1 2 6", "4 2 3 2 8", "1 5 8 1 3", "8 1 1 5 3"};
  S along = game("p5,c8,r3", digits({8, 1, 1, 5, 3}));
  for (std::string_view move : {"gaabbc", "gddeef", "gffgga"}) {
    CHECK(coach(along.state()).value().replay.empty());  // each question plays one guess, unseen
    play(along, {move});
  }
  REQUIRE(along.status().over);
  CHECK(guesses(along, coach(along.state()).value()) == want);
  // Another game's replay in between: this one is played afresh, all at once.
  S other = game("p5,c8,r1", digits({1, 2, 3, 4, 5}));
  play(other, {"gaaaaa"});
  CHECK(coach(other.state()).value().replay.back().guess == digits({1, 2, 3, 4, 5}));
  CHECK(guesses(along, coach(along.state()).value()) == want);
}
