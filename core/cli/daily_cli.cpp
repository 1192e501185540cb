// `arcade daily <game> --date YYYY-MM-DD`: the day's challenge of a game as one line of JSON
// (keys in the core's order), the same object arcade.daily(game, date) gives in JS.
#include <cstdio>

#include "cli.hpp"
#include "common/registry.hpp"
#include "messages.hpp"

namespace arcade::cli {

int daily(const std::vector<std::string>& args) {
  if (args.size() < 2) return usage_error(say(msg::kDailyDate).message);
  Result<const GameApi*> game = find_game(args[1]);
  if (!game) return usage_error(game.error());
  Result<Args> a = parse_args(args, 2, Spec{{"--date"}, {}});
  if (!a) return usage_error(a.error());
  const std::string* text = a->value("--date");
  if (!text) return usage_error(say(msg::kDailyDate).message);
  // The date and the game's refusals are the core's sentences about the input: exit 1.
  Result<Date> date = parse_date(*text);
  if (!date) return input_error(date.error());
  Result<Value> challenge = (*game)->daily(*date);
  if (!challenge) return input_error(challenge.error());
  std::printf("%s\n", to_json(*challenge).c_str());
  return 0;
}

}  // namespace arcade::cli
