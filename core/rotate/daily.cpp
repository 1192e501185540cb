// Rotate's daily challenge, from the Code Jam world: a board where nobody has K in a row yet; who
// has after it turns clockwise and the pieces fall? The judge (judge.hpp) proves the answer.
#include "connectk.hpp"
#include "judge.hpp"

namespace arcade::rotate {

namespace {
// Version 1: N and K by weekday; the day's verdict drawn first (each of the four as likely), then
// boards drawn until one has it: every column a stack from the bottom of random height and colours,
// nobody at K before the turn.
constexpr int kDailyVersion = 1;
constexpr int kSizes[7] = {5, 5, 6, 6, 7, 7, 8}, kRuns[7] = {4, 4, 4, 4, 4, 5, 5};
constexpr int kTries = 20000;  // far more than any day of 2027 needs (the pinned test makes each)
constexpr const char* kVerdicts[4] = {"Red", "Blue", "Both", "Neither"};

Board draw_board(int n, Rng& words) {
  Board rows(static_cast<std::size_t>(n), std::string(static_cast<std::size_t>(n), '.'));
  for (int c = 0; c < n; ++c) {
    const int height = static_cast<int>(below(words, static_cast<std::uint32_t>(n + 1)));
    for (int h = 0; h < height; ++h)
      rows[static_cast<std::size_t>(n - 1 - h)][static_cast<std::size_t>(c)] = below(words, 2) ? 'R' : 'B';
  }
  return rows;
}

Value cells_of(const std::vector<std::pair<int, int>>& cells) {
  Value out = Value::array();
  for (auto [r, c] : cells) out.push(Value::array().push(r).push(c));
  return out;
}
}  // namespace

Result<Value> ConnectK::daily(const Date& date) {
  const int day = date.weekday();
  const int n = kSizes[day], k = kRuns[day];
  Rng words(daily_seed(name, date, kDailyVersion));
  const std::string wanted = kVerdicts[below(words, 4)];
  for (int attempt = 0; attempt < kTries; ++attempt) {
    const Board rows = draw_board(n, words);
    if (winners(k, rows).name() != "Neither") continue;
    const Verdict after = winners(k, rotate_and_fall(rows));
    if (after.name() != wanted) continue;
    std::string input = std::to_string(n) + " " + std::to_string(k) + "\n";
    for (const std::string& row : rows) input += row + "\n";
    Value turned = Value::array();
    for (const std::string& row : rotate_and_fall(rows)) turned.push(row);
    Value v = daily_head(name, date, kDailyVersion);
    v.set("challenge", input)
        .set("answer", after.name())
        .set("rotated", std::move(turned))
        .set("cells", Value::object().set("red", cells_of(after.red_cells)).set("blue", cells_of(after.blue_cells)));
    return v;
  }
  return fail("No board of the day's kind was found.");
}

}  // namespace arcade::rotate
