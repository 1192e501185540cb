// Mastermind's daily challenge: the day's Classic code (4 pegs, 6 colours) and the optimal
// breaker's guesses on it, which a player's game is set beside.
#include "mastermind.hpp"
#include "space.hpp"

namespace arcade::mastermind {

namespace {
// Version 1: the code drawn as a new game's (new_desc) from the day's words, Classic params.
constexpr int kDailyVersion = 1;
// A code as its digits without spaces, "3164" (Classic colours are single digits).
std::string compact(const Options& o, const Code& c) {
  std::string out;
  for (int i = 0; i < c.size; ++i) out += std::to_string(shown_colour(o, c.peg[static_cast<std::size_t>(i)]));
  return out;
}
}  // namespace

std::vector<Code> optimal_guesses(const Options& options, const Code& secret) {
  const Space& space = Space::of(options);
  std::vector<int> left(static_cast<std::size_t>(space.size()));
  for (int i = 0; i < space.size(); ++i) left[static_cast<std::size_t>(i)] = i;
  const int target = space.index_of(secret);
  std::vector<Code> out;
  for (;;) {
    const int guess = optimal_guess(space, left, static_cast<int>(out.size()));
    out.push_back(space.code(guess));
    if (guess == target) return out;
    left = filter(space, left, guess, space.feedback_id(guess, target));
  }
}

Result<Value> Mastermind::daily(const Date& date) {
  const Params params;  // Classic: the player breaks a code of 4 pegs in 6 colours, 10 rows
  Rng words(daily_seed(name, date, kDailyVersion));
  const std::string desc = new_desc(params, words);
  const Code secret = *decode_secret(params.options, desc);
  Value guesses = Value::array();
  for (const Code& g : optimal_guesses(params.options, secret)) guesses.push(compact(params.options, g));
  Value v = daily_head(name, date, kDailyVersion);
  v.set("challenge", compact(params.options, secret))
      .set("answer", std::move(guesses))
      .set("start", Value::object().set("params", format_params(params)).set("desc", desc));
  return v;
}

}  // namespace arcade::mastermind
