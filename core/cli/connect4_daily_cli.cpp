// `arcade connect4 daily-days --from DATE --to DATE`: Connect Four's dailies made by search, one
// table row a day, the lines of core/connect4/daily_days.inc (which the core answers from).
#include <cstdio>

#include "cli.hpp"
#include "common/daily.hpp"
#include "connect4/connect4.hpp"

namespace arcade::cli {

int connect4_daily_days(const std::vector<std::string>& args) {
  Result<Args> a = parse_args(args, 2, Spec{{"--from", "--to"}, {}});
  if (!a) return usage_error(a.error());
  Result<Date> from = parse_date(a->value_or("--from", ""));
  if (!from) return usage_error("--from: " + from.error());
  Result<Date> to = parse_date(a->value_or("--to", ""));
  if (!to) return usage_error("--to: " + to.error());
  for (std::int64_t day = from->days(); day <= to->days(); ++day) {
    // The calendar date of `day`, stepped from --from (a day past a month's end turns the month).
    Date d = *from;
    for (std::int64_t k = from->days(); k < day; ++k) {
      d.day += 1;
      if (!parse_date(d.text())) d = Date{d.month == 12 ? d.year + 1 : d.year, d.month % 12 + 1, 1};
    }
    Result<Value> v = connect4::generate_daily(d);
    if (!v) return input_error(v.error());
    std::printf("{\"%s\", \"%s\", \"%s\", %lld},\n", d.text().c_str(), v->get("challenge")->as_string().c_str(),
                v->get("answer")->as_string().c_str(), static_cast<long long>(v->get("score")->as_int()));
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace arcade::cli
