// Sudoku's daily challenge: a generated puzzle with one solution, its grade by weekday.
#include <array>

#include "generator.hpp"
#include "sudoku.hpp"

namespace arcade::sudoku {

namespace {
// Version 1: the generator of core/sudoku/generator.cpp on the day's words, graded by weekday.
constexpr int kDailyVersion = 1;
// Monday easy to Sunday extreme: five grades over seven days, the middle ones twice.
constexpr std::array<Difficulty, 7> kByWeekday{Difficulty::Easy,   Difficulty::Medium, Difficulty::Medium,
                                               Difficulty::Hard,   Difficulty::Hard,   Difficulty::Expert,
                                               Difficulty::Extreme};
// Far more attempts than any grade needs (expert's mean is about 12): a day never runs out.
constexpr GenerateBudget kDailyBudget{100'000, 0};
}  // namespace

Result<Value> Sudoku::daily(const Date& date) {
  const Difficulty grade = kByWeekday[static_cast<std::size_t>(date.weekday())];
  Rng words(daily_seed(name, date, kDailyVersion));
  Result<Generated> made = generate(grade, words, kDailyBudget);
  if (!made) return made.failure();
  const std::string puzzle = format_grid(made->puzzle);
  Value v = daily_head(name, date, kDailyVersion);
  v.set("challenge", puzzle)
      .set("answer", format_grid(made->solution))
      .set("start", Value::object().set("params", difficulty_name(grade)).set("desc", puzzle))
      .set("grade", difficulty_name(grade));
  return v;
}

}  // namespace arcade::sudoku
