// Mastermind rules: params, disguised secrets, guesses and answers in both roles (see mastermind.hpp).
#include "mastermind.hpp"

#include <algorithm>
#include <limits>

#include "../common/messages.hpp"
#include "../common/text.hpp"

namespace arcade::mastermind {

namespace {
constexpr std::string_view kAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
int shift(int salt, int i) { return (salt * 13 + i * 7 + 5) % 36; }
std::string strategy_name(Strategy s) {
  switch (s) {
    case Strategy::Consistent: return "consistent";
    case Strategy::Knuth: return "knuth";
    case Strategy::Optimal: return "optimal";
    case Strategy::Best: break;
  }
  return "best";
}
}  // namespace

Message answer_text(const Options& o, const Feedback& f) {
  if (bulls_and_cows(o))
    return say(msg::kAnswerTextBulls, {{"bulls", plural(f.exact, msg::kBullOne, msg::kBulls)},
                                       {"cows", plural(f.misplaced, msg::kCowOne, msg::kCows)}});
  return say(msg::kAnswerText, {{"exact", plural(f.exact, msg::kExactOne, msg::kExacts)},
                                {"misplaced", plural(f.misplaced, msg::kMisplacedOne, msg::kMisplaceds)}});
}

Result<Params> Mastermind::parse_params(std::string_view text) {
  Params p;
  for (std::string_view f : arcade::split(text, ',')) {
    if (f.empty()) continue;
    if (f == "u") {
      p.options.duplicates = false;
      continue;
    }
    if (f == "make") {
      p.computer_breaks = true;
      continue;
    }
    if (f == "friend") {
      p.friend_plays = true;
      continue;
    }
    if (Result<Strategy> s = parse_strategy(f); s) {
      p.strategy = *s;
      continue;
    }
    const auto n = f.size() > 1 ? parse_uint(f.substr(1)) : std::nullopt;
    if (!n || (f[0] != 'p' && f[0] != 'c' && f[0] != 'r')) return fail(msg::kOptions, {{"option", quoted(f)}});
    // One past an int is refused here with its own number; check_options words the others.
    if (*n > std::numeric_limits<int>::max())
      return fail(f[0] == 'p' ? msg::kPegs : f[0] == 'c' ? msg::kColours : msg::kRowsRange, {{"n", *n}});
    (f[0] == 'p' ? p.options.pegs : f[0] == 'c' ? p.options.colours : p.options.rows) = static_cast<int>(*n);
  }
  if (Check c = check_options(p.options); !c) return c.failure();
  if (p.friend_plays && p.computer_breaks) return fail(msg::kFriendMake);
  return p;
}

std::string Mastermind::format_params(const Params& p) {
  std::string s = "p" + std::to_string(p.options.pegs) + ",c" + std::to_string(p.options.colours) + ",r" +
                  std::to_string(p.options.rows);
  if (!p.options.duplicates) s += ",u";
  if (p.computer_breaks) s += ",make";
  if (p.friend_plays) s += ",friend";
  if (p.strategy != Strategy::Best) s += "," + strategy_name(p.strategy);
  return s;
}

std::string encode_secret(const Code& secret, int salt) {
  std::string s(1, kAlphabet[static_cast<std::size_t>(salt)]);
  for (int i = 0; i < secret.size; ++i)
    s += kAlphabet[static_cast<std::size_t>((secret.peg[static_cast<std::size_t>(i)] + shift(salt, i)) % 36)];
  return s;
}

Result<Code> decode_secret(const Options& o, std::string_view desc) {
  if (static_cast<int>(desc.size()) != o.pegs + 1)
    return plural(static_cast<long long>(desc.size()), msg::kIdLengthOne, msg::kIdLength, {{"needed", o.pegs + 1}});
  std::vector<int> v;
  for (char ch : desc) {
    const std::size_t at = kAlphabet.find(ch);
    if (at == std::string_view::npos) return fail(msg::kIdCharacter);
    v.push_back(static_cast<int>(at));
  }
  Code c;
  c.size = o.pegs;
  for (int i = 0; i < o.pegs; ++i) {
    const int colour = (v[static_cast<std::size_t>(i + 1)] - shift(v[0], i) + 36) % 36;
    if (colour >= o.colours) return fail(msg::kIdCode);
    c.peg[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(colour);
  }
  if (Check ok = check_code(o, c, Whose::Secret); !ok) return fail(msg::kIdCode);
  return c;
}

Check Mastermind::check_desc(const Params& p, std::string_view desc) {
  if (p.friend_plays) {
    if (!desc.empty()) return fail(msg::kIdFriend);
    return {};
  }
  if (p.computer_breaks) {
    if (!desc.empty()) return fail(msg::kIdMake);
    return {};
  }
  Result<Code> c = decode_secret(p.options, desc);
  if (!c) return c.failure();
  return {};
}

std::string Mastermind::new_desc(const Params& p, WordSource& words) {
  if (p.computer_breaks || p.friend_plays) return {};
  const Space& space = Space::of(p.options);
  const Code& secret = space.code(static_cast<int>(below(words, static_cast<std::uint32_t>(space.size()))));
  return encode_secret(secret, static_cast<int>(below(words, 36)));
}

State Mastermind::initial(const Params& p, std::string_view desc) {
  State s;
  s.params = p;
  if (!p.computer_breaks && !p.friend_plays) s.secret = *decode_secret(p.options, desc);
  return s;
}

Result<std::string> Mastermind::complete_move(const State&, std::string_view move, WordSource&) {
  return std::string(move);
}

bool waiting_for_answer(const State& s) { return !s.rows.empty() && !s.rows.back().answered; }

namespace {
// Someone answers the guesses (the player in "make" mode, the friend's page): the core does not.
bool answers_given(const Params& p) { return p.computer_breaks || p.friend_plays; }

Feedback answer_for(const State& s, const Code& guess) { return feedback(s.secret, guess); }

// "make" mode: the answer is impossible in itself, or contradicts an earlier answer.
Check check_answer(const State& s, const Feedback& f) {
  const Options& o = s.params.options;
  const bool bulls = bulls_and_cows(o);
  const int pegs = o.pegs;
  if (f.exact + f.misplaced > pegs) return fail(bulls ? msg::kAnswerSumBulls : msg::kAnswerSum, {{"pegs", pegs}});
  if (f.exact == pegs - 1 && f.misplaced == 1)
    return bulls ? fail(msg::kAnswerAlmostBulls, {{"bulls", plural(pegs - 1, msg::kBullOne, msg::kBulls)}})
                 : fail(msg::kAnswerAlmost, {{"exact", plural(pegs - 1, msg::kExactOne, msg::kExacts)},
                                             {"right", plural(pegs - 1, msg::kPegRightOne, msg::kPegsRight)}});
  const Space& space = Space::of(o);
  // The earliest answered row that, with this answer, leaves no code at all.
  std::vector<int> all(static_cast<std::size_t>(space.size()));
  for (int i = 0; i < space.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  const int guess = space.index_of(s.rows.back().guess);
  std::vector<int> fit = filter(space, all, guess, space.id_of(f));
  if (fit.empty())
    return fail(msg::kAnswerNone, {{"answer", answer_text(o, f)}, {"guess", to_digits(o, s.rows.back().guess)}});
  for (std::size_t k = 0; k + 1 < s.rows.size(); ++k) {
    const Row& r = s.rows[k];
    fit = filter(space, fit, space.index_of(r.guess), space.id_of(r.answer));
    if (fit.empty())
      return fail(msg::kAnswerContradicts,
                  {{"n", k + 1}, {"guess", to_digits(o, r.guess)}, {"answer", answer_text(o, r.answer)}});
  }
  return {};
}
}  // namespace

Result<Move> Mastermind::parse_move(const State& s, std::string_view move) {
  if (s.over) return fail(arcade::msg::kOver);
  const Options& o = s.params.options;
  Move m;
  if (move == "x") {
    if (s.params.computer_breaks) return fail(msg::kGiveUp);
    if (s.params.friend_plays) return fail(msg::kGiveUpFriend);
    m.kind = Move::Kind::GiveUp;
    return m;
  }
  if (!move.empty() && move[0] == 'a') {
    if (!answers_given(s.params)) return fail(msg::kAnswerOnly);
    if (!waiting_for_answer(s)) return fail(msg::kNoGuess);
    const auto e = move.size() == 3 ? parse_uint(move.substr(1, 1)) : std::nullopt;
    const auto w = move.size() == 3 ? parse_uint(move.substr(2, 1)) : std::nullopt;
    if (!e || !w) return fail(bulls_and_cows(o) ? msg::kAnswerFormBulls : msg::kAnswerForm, {{"move", quoted(move)}});
    m.kind = Move::Kind::Answer;
    m.answer = {static_cast<int>(*e), static_cast<int>(*w)};
    if (Check c = check_answer(s, m.answer); !c) return c.failure();
    return m;
  }
  if (move.empty() || move[0] != 'g')
    return fail(bulls_and_cows(o) ? msg::kMoveBulls : msg::kMove, {{"move", quoted(move)}});
  if (waiting_for_answer(s)) return fail(msg::kUnanswered);
  Result<Code> c = from_letters(move.substr(1));
  if (!c) return c.failure();
  if (Check ok = check_code(o, *c, Whose::Guess); !ok) return ok.failure();
  m.kind = Move::Kind::Guess;
  m.code = *c;
  return m;
}

std::string Mastermind::format_move(const Move& m) {
  switch (m.kind) {
    case Move::Kind::GiveUp: return "x";
    case Move::Kind::Answer: return "a" + std::to_string(m.answer.exact) + std::to_string(m.answer.misplaced);
    case Move::Kind::Guess: return "g" + to_letters(m.code);
  }
  return "x";
}

void Mastermind::apply(State& s, const Move& m) {
  const int pegs = s.params.options.pegs;
  const int rows = s.params.options.rows;
  if (m.kind == Move::Kind::GiveUp) {
    s.gave_up = s.over = true;
    return;
  }
  if (m.kind == Move::Kind::Guess) {
    Row r;
    r.guess = m.code;
    if (!answers_given(s.params)) {
      r.answer = answer_for(s, m.code);
      r.answered = true;
    }
    s.rows.push_back(r);
  } else {
    s.rows.back().answer = m.answer;
    s.rows.back().answered = true;
  }
  const Row& last = s.rows.back();
  if (!last.answered) return;
  if (last.answer.exact == pegs) s.solved = s.over = true;
  else if (static_cast<int>(s.rows.size()) >= rows) s.over = true;
}

bool Mastermind::undoable(const State&, const Move&) { return true; }

namespace {
// A game with a friend: seat 0 (the maker) answers, seat 1 breaks; the breaker wins by the code.
Status friend_status(const State& s) {
  Status st;
  st.over = s.over;
  const Message n = plural(static_cast<int>(s.rows.size()), msg::kGuessOne, msg::kGuesses);
  if (s.over) {
    st.winners = {s.solved ? 1 : 0};
    st.say(s.solved ? msg::kFriendFound : msg::kFriendMissed, {{"guesses", n}});
  } else if (waiting_for_answer(s)) {
    st.to_move = 0;
    st.say(bulls_and_cows(s.params.options) ? msg::kAnswerGuessBulls : msg::kAnswerGuess, {{"n", s.rows.size()}});
  } else {
    st.to_move = 1;
    const int left = s.params.options.rows - static_cast<int>(s.rows.size());
    st.say(msg::kGuessCode, {{"rows", plural(left, msg::kRowOne, msg::kRows)}});
  }
  return st;
}
}  // namespace

Status Mastermind::status(const State& s) {
  Status st;
  st.over = s.over;
  const bool cb = s.params.computer_breaks;
  if (s.params.friend_plays) return friend_status(s);
  if (s.over) {
    // Seat 0 is the player, seat 1 the computer; the breaker wins by finding the code.
    const int breaker = cb ? 1 : 0;
    st.winners = {s.solved ? breaker : 1 - breaker};
    const Message n = plural(static_cast<int>(s.rows.size()), msg::kGuessOne, msg::kGuesses);
    if (cb) st.say(s.solved ? msg::kComputerFound : msg::kComputerMissed, {{"guesses", n}});
    else if (s.solved) st.say(msg::kFound, {{"guesses", n}});
    else st.say(s.gave_up ? msg::kGaveUp : msg::kOutOfRows, {{"code", to_digits(s.params.options, s.secret)}});
    return st;
  }
  if (cb && !waiting_for_answer(s)) {
    st.to_move = 1;
    st.computer_to_move = true;
    st.say(msg::kThinking);
    if (s.params.strategy == Strategy::Knuth) {
      const KnuthPlan plan = knuth_plan(Space::of(s.params.options).size(), static_cast<int>(remaining(s).size()));
      if (!plan.full)
        st.say(msg::kThinkingSample, {{"guesses", plural(plan.candidates, msg::kGuessOne, msg::kGuesses)}});
    }
  } else {
    st.to_move = 0;
    const int left = s.params.options.rows - static_cast<int>(s.rows.size());
    if (cb)
      st.say(bulls_and_cows(s.params.options) ? msg::kAnswerGuessBulls : msg::kAnswerGuess, {{"n", s.rows.size()}});
    else st.say(msg::kGuessCode, {{"rows", plural(left, msg::kRowOne, msg::kRows)}});
  }
  return st;
}

std::vector<std::string> Mastermind::legal(const State& s) {
  if (s.over) return {};
  if (answers_given(s.params)) return {waiting_for_answer(s) ? "a" : "g"};
  return {"g", "x"};
}

std::string Mastermind::random_move(const State& s, WordSource& words) {
  const Space& space = Space::of(s.params.options);
  if (waiting_for_answer(s)) {  // answer truthfully for a code that fits every earlier answer
    std::vector<int> fit = remaining(s);
    const int secret = fit[below(words, static_cast<std::uint32_t>(fit.size()))];
    const Feedback f = space.feedback_of(space.feedback_id(space.index_of(s.rows.back().guess), secret));
    return "a" + std::to_string(f.exact) + std::to_string(f.misplaced);
  }
  if (!answers_given(s.params) && below(words, 20) == 0) return "x";
  return "g" + to_letters(space.code(static_cast<int>(below(words, static_cast<std::uint32_t>(space.size())))));
}

std::vector<int> remaining(const State& s) {
  const Space& space = Space::of(s.params.options);
  std::vector<int> fit(static_cast<std::size_t>(space.size()));
  for (int i = 0; i < space.size(); ++i) fit[static_cast<std::size_t>(i)] = i;
  for (const Row& r : s.rows)
    if (r.answered) fit = filter(space, fit, space.index_of(r.guess), space.id_of(r.answer));
  return fit;
}

Result<std::string> Mastermind::computer_move(const State& s, WordSource&) {
  if (s.params.friend_plays) return fail(msg::kComputerFriend);
  if (!s.params.computer_breaks) return fail(msg::kBreaker);
  if (waiting_for_answer(s)) return fail(msg::kWaiting);
  const std::vector<int> fit = remaining(s);
  const Space& space = Space::of(s.params.options);
  return "g" + to_letters(space.code(next_guess(space, fit, s.params.strategy, static_cast<int>(s.rows.size()))));
}

Result<Hint> hint(const State& s) {
  if (s.over) return fail(arcade::msg::kOver);
  if (s.params.computer_breaks) return fail(msg::kHintMake);
  const std::vector<int> fit = remaining(s);
  const Space& space = Space::of(s.params.options);
  return Hint{space.code(fit.front()), static_cast<int>(fit.size())};
}

namespace {
Value code_value(const Code& c) {
  Value v = Value::array();
  for (int i = 0; i < c.size; ++i) v.push(c.peg[static_cast<std::size_t>(i)] + 1);
  return v;
}
}  // namespace

Value Mastermind::view(const State& s) {
  const Options& o = s.params.options;
  Value rows = Value::array();
  for (const Row& r : s.rows) {
    Value row = Value::object();
    row.set("guess", code_value(r.guess));
    row.set("exact", r.answered ? Value(r.answer.exact) : Value());
    row.set("misplaced", r.answered ? Value(r.answer.misplaced) : Value());
    rows.push(std::move(row));
  }
  const std::size_t fit = remaining(s).size();
  Value v = Value::object();
  v.set("mode", s.params.friend_plays      ? "friend"
                : s.params.computer_breaks ? "make"
                                           : "break")
      .set("pegs", o.pegs)
      .set("colours", o.colours)
      .set("duplicates", o.duplicates)
      .set("digits", bulls_and_cows(o))
      .set("rows", o.rows)
      .set("strategy", strategy_name(s.params.strategy))
      .set("history", std::move(rows))
      .set("remaining", static_cast<int>(fit))
      .set("sampled", s.params.computer_breaks && s.params.strategy == Strategy::Knuth && !s.over &&
                          !knuth_plan(Space::of(o).size(), static_cast<int>(fit)).full)
      .set("awaitingAnswer", waiting_for_answer(s))
      .set("solved", s.solved)
      .set("gaveUp", s.gave_up)
      .set("secret", s.over && !answers_given(s.params) ? code_value(s.secret) : Value());
  return v;
}

std::string Mastermind::text(const State& s) {
  std::string out;
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    const Row& r = s.rows[i];
    out += std::to_string(i + 1) + ". " + to_digits(s.params.options, r.guess);
    out += r.answered ? "  " + answer_text(s.params.options, r.answer).message + "\n" : "  (waiting for the answer)\n";
  }
  return out + status(s).text + "\n";
}

}  // namespace arcade::mastermind
