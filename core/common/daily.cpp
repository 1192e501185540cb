// Dates for the daily challenges and the day's seed (see daily.hpp).
#include "daily.hpp"

#include <array>

#include "messages.hpp"
#include "text.hpp"

namespace arcade {

namespace {
bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
int month_days(int y, int m) {
  static constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && leap(y) ? 29 : kDays[static_cast<std::size_t>(m - 1)];
}
// The digits text[from, from + n) as a number, or -1 when one of them is not a digit.
int digits(std::string_view text, std::size_t from, std::size_t n) {
  int v = 0;
  for (std::size_t i = from; i < from + n; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    v = v * 10 + (text[i] - '0');
  }
  return v;
}
// FNV-1a over the game's name: its dailies draw from a stream no other game's shares.
std::uint64_t name_hash(std::string_view name) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : name) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}
}  // namespace

std::string Date::text() const {
  // By hand, not snprintf: a core with no other use of printf then links none of it.
  const auto two = [](int n) {
    return std::string(1, static_cast<char>('0' + n / 10)) + static_cast<char>('0' + n % 10);
  };
  return two(year / 100) + two(year % 100) + "-" + two(month) + "-" + two(day);
}

std::int64_t Date::days() const {
  // Howard Hinnant's days_from_civil: eras of 400 years counted from March.
  const int y = year - (month <= 2 ? 1 : 0);
  const int era = y / 400;  // years here are positive
  const int yoe = y - era * 400;
  const int doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return static_cast<std::int64_t>(era) * 146097 + doe - 719468;
}

int Date::weekday() const { return static_cast<int>((days() + 3) % 7); }  // 1970-01-01 was a Thursday

std::string_view Date::weekday_name() const {
  static constexpr std::array<std::string_view, 7> kNames{"monday", "tuesday",  "wednesday", "thursday",
                                                          "friday", "saturday", "sunday"};
  return kNames[static_cast<std::size_t>(weekday())];
}

Result<Date> parse_date(std::string_view text) {
  const bool shaped = text.size() == 10 && text[4] == '-' && text[7] == '-';
  const int y = shaped ? digits(text, 0, 4) : -1, m = shaped ? digits(text, 5, 2) : -1,
            d = shaped ? digits(text, 8, 2) : -1;
  if (y < 0 || m < 0 || d < 0) return fail(msg::kDateForm, {{"text", quoted(text)}});
  const std::string date(text);
  if (m < 1 || m > 12) return fail(msg::kDateMonth, {{"date", date}, {"month", m}});
  if (d < 1 || d > month_days(y, m))
    return fail(msg::kDateDay, {{"date", date}, {"month", m}, {"year", y}, {"n", month_days(y, m)}});
  if (y < kDailyFirstYear || y > kDailyLastYear) return fail(msg::kDateRange, {{"date", date}});
  return Date{y, m, d};
}

std::uint64_t daily_seed(std::string_view game, const Date& date, int version) {
  const std::uint64_t day = static_cast<std::uint64_t>(date.days());
  const std::uint64_t mixed = mix_seed(name_hash(game) ^ static_cast<std::uint64_t>(version), day);
  return mixed >> 11;  // 53 bits
}

Value daily_head(std::string_view game, const Date& date, int version) {
  Value v = Value::object();
  v.set("game", game)
      .set("date", date.text())
      .set("version", version)
      .set("weekday", date.weekday_name())
      .set("seed", static_cast<std::int64_t>(daily_seed(game, date, version)));
  return v;
}

}  // namespace arcade
