// Mastermind's searches are bounded: Knuth's minimax within its feedback budget (a sample of
// candidates beyond it, said in the status and the view), and the code-space cache keeps two spaces.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "session_helpers.hpp"
#include "mastermind/mastermind.hpp"

using namespace arcade;
using namespace arcade::mastermind;

namespace {
std::vector<int> all_codes(const Space& s) {
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  return all;
}
}  // namespace

TEST_CASE("knuth plan: the full minimax where space x codes left fits 2^25 feedbacks, a sample beyond") {
  CHECK(kKnuthFeedbacks == 33554432);
  const KnuthPlan classic = knuth_plan(1296, 1296);
  CHECK(classic.full);
  CHECK(classic.candidates == 1296);
  CHECK(classic.feedbacks == 1679616);
  CHECK(knuth_plan(5040, 5040).full);                // Bulls and Cows: 25.4 M
  const KnuthPlan super = knuth_plan(32768, 32768);  // 5 x 8's first guess: 2^30 in full
  CHECK_FALSE(super.full);
  CHECK(super.candidates == 1024);
  CHECK(super.feedbacks == 33554432);
  CHECK(knuth_plan(32768, 1024).full);
  CHECK_FALSE(knuth_plan(32768, 1025).full);
  const KnuthPlan six = knuth_plan(46656, 46656);  // 6 x 6
  CHECK(six.candidates == 719);
  CHECK(six.feedbacks == 33545664);
  CHECK(knuth_plan(823543, 823543).candidates == 40);         // 7 x 7
  CHECK(knuth_plan(1 << 20, 1 << 20, 1000).candidates == 1);  // never fewer than one
  CHECK(knuth_plan(1296, 2).candidates == 0);                 // two codes left: the first, no search
}

TEST_CASE("knuth guess: the budget bounds the feedbacks computed, and a sampled choice is deterministic") {
  const Space& space = Space::of(Options{4, 6, true, 10});
  const std::vector<int> all = all_codes(space);
  long long used = 0;
  CHECK(to_letters(space.code(knuth_guess(space, all, kKnuthFeedbacks, &used))) == "aabb");
  CHECK(used == 1296 * 1296);
  // Ten candidates of 1296 (every 129.6th code still possible): 12960 feedbacks.
  const int sampled = knuth_guess(space, all, 12960, &used);
  CHECK(used == 12960);
  CHECK(to_letters(space.code(sampled)) == "addd");  // code 129, the second of the sample
  CHECK(sampled == 129);
  CHECK(knuth_guess(space, all, 12960) == sampled);
  // A budget below one candidate's cost still scores one: the first code.
  CHECK(knuth_guess(space, all, 1, &used) == 0);
  CHECK(used == 1296);

  // 6 x 6 with room for 3 candidates: the even sample of the codes, 3 x 46656 feedbacks.
  const Space& big = Space::of(Options{6, 6, true, 10});
  const std::vector<int> every = all_codes(big);
  const int g = knuth_guess(big, every, 3 * 46656, &used);
  CHECK(used == 3 * 46656);
  CHECK((g == 0 || g == 15552 || g == 31104));
  // Few codes left but many not: the codes left are candidates, with an even sample of the others.
  const std::vector<int> few = {7, 500, 9000, 40000};
  const int h = knuth_guess(big, few, 10 * 4, &used);
  CHECK(used == 40);
  CHECK(knuth_guess(big, few, kKnuthFeedbacks, &used) == h);  // 46656 x 4 fits: the full minimax agrees here
  CHECK(used == 46656 * 4);
}

TEST_CASE("knuth on a large code says that its search is a sample (status and view), within budget") {
  auto s = test::start<Mastermind>("p6,c6,make,knuth", "");
  CHECK(s.status().text ==
        "The computer is thinking. Knuth's full search is beyond its budget here: it scores a sample of 719 guesses.");
  CHECK(to_json(*Mastermind::view(s.state()).get("sampled")) == "true");
  auto small = test::start<Mastermind>("p4,c6,make,knuth", "");
  CHECK(small.status().text == "The computer is thinking.");
  CHECK(to_json(*Mastermind::view(small.state()).get("sampled")) == "false");
  auto strongest = test::start<Mastermind>("p6,c6,make", "");
  CHECK(strongest.status().text == "The computer is thinking.");
  CHECK(to_json(*Mastermind::view(strongest.state()).get("sampled")) == "false");
}

TEST_CASE("the code-space cache keeps the last two spaces asked for and frees older ones") {
  const Space* a = &Space::of(Options{4, 6, true, 10});
  const Space* b = &Space::of(Options{5, 8, true, 12});
  CHECK(&Space::of(Options{4, 6, true, 10}) == a);  // still cached, now the newest
  Space::of(Options{4, 10, false, 10});             // a third: 5 x 8 (the oldest) is freed
  CHECK(&Space::of(Options{4, 6, true, 10}) == a);
  const Space& again = Space::of(Options{5, 8, true, 12});  // built anew
  CHECK(again.size() == 32768);
  CHECK(again.options().pegs == 5);
  (void)b;
}
