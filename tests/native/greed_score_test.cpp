// Greed scoring: every Koans case from the shared data, splits, and bad rolls.
#include <doctest/doctest.h>

#include "data.hpp"
#include "greed/score.hpp"

using namespace arcade;
using arcade::greed::score;
using arcade::greed::split;

namespace {
std::vector<int> parse_list(const std::string& text) {  // "[1,5,5,1]"
  std::vector<int> out;
  for (char c : text)
    if (c >= '0' && c <= '9') out.push_back(c - '0');
  return out;
}
}  // namespace

TEST_CASE("greed score: all 23 Koans cases of tests/data/greed/koans_score_cases.tsv") {
  const auto lines = test::data_lines("greed/koans_score_cases.tsv");
  REQUIRE(lines.size() == 23);
  for (const std::string& line : lines) {
    std::istringstream fields(line);
    std::string source, dice, expected;
    std::getline(fields, source, '\t');
    std::getline(fields, dice, '\t');
    std::getline(fields, expected, '\t');
    CAPTURE(line);
    CHECK(score(parse_list(dice)) == std::stoi(expected));
  }
}

TEST_CASE("greed score: order does not matter and the closed form holds for every roll") {
  CHECK(score({1, 1, 1, 5, 1}) == 1150);
  CHECK(score({1, 5, 1, 1, 1}) == 1150);
  CHECK(score({5, 5, 5, 5}) == 550);
  CHECK(score({6, 6, 6, 6, 6}) == 600);
  CHECK(score({5, 5, 5, 5, 5}) == 600);
  CHECK(score({}) == 0);
  // Brute force over all 6^5 rolls against the rules applied one at a time (triples first).
  for (int code = 0; code < 7776; ++code) {
    std::vector<int> roll;
    for (int c = code, i = 0; i < 5; ++i, c /= 6) roll.push_back(c % 6 + 1);
    int counts[7] = {};
    for (int d : roll) ++counts[d];
    int expected = 0;
    for (int f = 1; f <= 6; ++f) {
      while (counts[f] >= 3) {
        expected += f == 1 ? 1000 : 100 * f;
        counts[f] -= 3;
      }
      expected += counts[f] * (f == 1 ? 100 : f == 5 ? 50 : 0);
    }
    CHECK(score(roll) == expected);
  }
}

TEST_CASE("greed split: scoring and non-scoring dice in the order thrown") {
  SUBCASE("the rules-file example") {
    const auto s = split({2, 4, 4, 5, 4});
    CHECK(s.points == 450);
    CHECK(s.scoring == std::vector<int>{4, 4, 5, 4});
    CHECK(s.non_scoring == std::vector<int>{2});
    CHECK(s.mask == std::vector<bool>{false, true, true, true, true});
  }
  SUBCASE("a fourth die of a triple face only scores when it is a 1 or a 5") {
    CHECK(split({3, 3, 3, 3, 2}).non_scoring == std::vector<int>{3, 2});
    CHECK(split({1, 1, 1, 1, 2}).scoring == std::vector<int>{1, 1, 1, 1});
  }
  SUBCASE("nothing scores") {
    const auto s = split({2, 3, 4, 6, 2});
    CHECK(s.points == 0);
    CHECK(s.scoring.empty());
    CHECK(s.non_scoring == std::vector<int>{2, 3, 4, 6, 2});
  }
}

TEST_CASE("greed check_dice: the exact sentences") {
  CHECK(greed::check_dice({1, 2, 3}).ok());
  CHECK(greed::check_dice({1, 2, 3, 4, 5, 6}).error() == "A roll has at most 5 dice, not 6.");
  CHECK(greed::check_dice({1, 7}).error() == "Die 2 is 7; dice show 1 to 6.");
  CHECK(greed::check_dice({0}).error() == "Die 1 is 0; dice show 1 to 6.");
}
