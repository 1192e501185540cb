// Greed scoring (see score.hpp).
#include "score.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "messages.hpp"

namespace arcade::greed {

Check check_dice(const std::vector<int>& dice) {
  if (dice.size() > kMaxDice) return fail(msg::kDiceCount, {{"n", dice.size()}});
  for (std::size_t i = 0; i < dice.size(); ++i)
    if (dice[i] < 1 || dice[i] > 6) return fail(msg::kDieFace, {{"i", i + 1}, {"face", dice[i]}});
  return {};
}

namespace {
int triple(int face) { return face == 1 ? 1000 : 100 * face; }
int single(int face) { return face == 1 ? 100 : face == 5 ? 50 : 0; }
}  // namespace

int score(const std::vector<int>& dice) { return split(dice).points; }

Split split(const std::vector<int>& dice) {
  std::array<int, 7> count{};
  for (int d : dice) ++count[static_cast<std::size_t>(d)];
  Split out;
  std::array<int, 7> scoring_left{};  // how many dice of each face still count as scoring
  for (int f = 1; f <= 6; ++f) {
    const int c = count[static_cast<std::size_t>(f)];
    out.points += (c / 3) * triple(f) + (c % 3) * single(f);
    scoring_left[static_cast<std::size_t>(f)] = (c / 3) * 3 + (single(f) > 0 ? c % 3 : 0);
  }
  for (int d : dice) {
    int& left = scoring_left[static_cast<std::size_t>(d)];
    const bool scores = left > 0;
    if (scores) --left;
    out.mask.push_back(scores);
    (scores ? out.scoring : out.non_scoring).push_back(d);
  }
  return out;
}

std::vector<std::vector<int>> keep_choices(const std::vector<int>& dice) {
  std::array<int, 7> count{};
  for (int d : dice) ++count[static_cast<std::size_t>(d)];
  // How many of each face may be kept: any number of 1s and 5s, whole triples of the others.
  std::vector<std::vector<int>> out{{}};
  for (int f = 1; f <= 6; ++f) {
    const int c = count[static_cast<std::size_t>(f)];
    std::vector<std::vector<int>> next;
    for (const std::vector<int>& part : out) {
      for (int k = 0; k <= c; k += single(f) > 0 ? 1 : 3) {
        std::vector<int> kept = part;
        kept.insert(kept.end(), static_cast<std::size_t>(k), f);
        next.push_back(std::move(kept));
      }
    }
    out = std::move(next);
  }
  out.erase(out.begin());  // the empty part: keeping nothing is no choice
  std::sort(out.begin(), out.end(),
            [](const auto& a, const auto& b) { return a.size() != b.size() ? a.size() < b.size() : a < b; });
  return out;
}

}  // namespace arcade::greed
