// Daily challenges' common part: a UTC date read and checked, its weekday, and the day's random
// words for (game, date, algorithm version), so each game's daily is the same everywhere.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "result.hpp"
#include "rng.hpp"
#include "value.hpp"

namespace arcade {

// A calendar day from 2026-01-01 to 2099-12-31 (the range a daily may be asked for).
struct Date {
  int year = 2026, month = 1, day = 1;
  std::string text() const;  // "2027-03-28"
  // Days since 1970-01-01 (the proleptic Gregorian calendar).
  std::int64_t days() const;
  // 0 Monday ... 6 Sunday (ISO 8601 order: a week's dailies grow harder from Monday).
  int weekday() const;
  // "monday" ... "sunday".
  std::string_view weekday_name() const;
  bool operator==(const Date&) const = default;
};

inline constexpr int kDailyFirstYear = 2026, kDailyLastYear = 2099;

// "YYYY-MM-DD" exactly (four, two and two digits): a real day in the range, or a sentence naming
// what is wrong (the text, the month, the day of that month, the range).
Result<Date> parse_date(std::string_view text);

// The day's seed for a game's daily at an algorithm version: below 2^53, so JS carries it exactly
// (a page hands it back as {seed}). A game's daily changes only with its version.
std::uint64_t daily_seed(std::string_view game, const Date& date, int version);

// The opening fields every daily shares, in this order: game, date, version, weekday, seed. The
// game then adds challenge, answer and start (what session.create takes), and its own fields.
Value daily_head(std::string_view game, const Date& date, int version);

}  // namespace arcade
