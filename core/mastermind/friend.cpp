// Mastermind with a friend by turn links (the SecretTurns functions of mastermind.hpp): the code
// stays on its maker's device as letters, and every answer is the core's, from that code.
#include <string>

#include "mastermind.hpp"
#include "space.hpp"

namespace arcade::mastermind {

namespace {
std::string answer_move(const Feedback& f) { return "a" + std::to_string(f.exact) + std::to_string(f.misplaced); }
}  // namespace

Result<Params> Mastermind::secret_params(const Params& p) {
  if (p.computer_breaks) return fail(msg::kFriendMake);
  Params q = p;
  q.friend_plays = true;
  q.strategy = Strategy::Best;  // no computer breaks a friend's code
  return q;
}

std::string Mastermind::new_secret(const Params& p, WordSource& words) {
  const Space& space = Space::of(p.options);
  return to_letters(space.code(static_cast<int>(below(words, static_cast<std::uint32_t>(space.size())))));
}

Check Mastermind::check_secret(const Params& p, std::string_view secret) {
  Result<Code> c = from_letters(secret);
  if (!c) return c.failure();
  return check_code(p.options, *c, Whose::Secret);
}

Result<std::string> Mastermind::secret_move(const State& s, std::string_view secret) {
  if (!waiting_for_answer(s)) return fail(msg::kNoGuess);
  Result<Code> code = from_letters(secret);
  if (!code) return code.failure();
  return answer_move(feedback(*code, s.rows.back().guess));
}

Check Mastermind::check_secret_move(const State& s, std::string_view move, std::string_view secret) {
  Result<std::string> right = secret_move(s, secret);
  if (!right || *right == move) return {};  // not an answer: the breaker's guesses hold no secret
  Result<Move> given = parse_move(s, move);
  if (!given) return given.failure();
  const Options& o = s.params.options;
  const Code& guess = s.rows.back().guess;
  return fail(msg::kAnswerFalse, {{"n", s.rows.size()},
                                  {"guess", to_digits(o, guess)},
                                  {"right", answer_text(o, feedback(*from_letters(secret), guess))},
                                  {"given", answer_text(o, given->answer)}});
}

}  // namespace arcade::mastermind
