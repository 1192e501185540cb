// Mastermind rules: params, disguised secrets, guesses and answers in both roles (see mastermind.hpp).
#include "mastermind.hpp"

#include <algorithm>

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
std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }
std::string answer_text(const Feedback& f) {
  return std::to_string(f.exact) + " exact, " + std::to_string(f.misplaced) + " misplaced";
}
}  // namespace

Result<Params> Mastermind::parse_params(std::string_view text) {
  Params p;
  for (std::string_view f : arcade::split(text, ',')) {
    if (f.empty()) continue;
    if (f == "u") { p.options.duplicates = false; continue; }
    if (f == "make") { p.computer_breaks = true; continue; }
    if (Result<Strategy> s = parse_strategy(f); s) { p.strategy = *s; continue; }
    const auto n = f.size() > 1 ? parse_uint(f.substr(1)) : std::nullopt;
    if (!n || (f[0] != 'p' && f[0] != 'c' && f[0] != 'r'))
      return fail("Mastermind options are p<pegs>, c<colours>, r<rows>, u (no duplicates), make "
                  "(the computer breaks your code) and best, optimal, knuth or consistent, not " + quoted(f) + ".");
    const int v = static_cast<int>(std::min<std::int64_t>(*n, 99));
    (f[0] == 'p' ? p.options.pegs : f[0] == 'c' ? p.options.colours : p.options.rows) = v;
  }
  if (Check c = check_options(p.options); !c) return fail(c.error());
  return p;
}

std::string Mastermind::format_params(const Params& p) {
  std::string s = "p" + std::to_string(p.options.pegs) + ",c" + std::to_string(p.options.colours) +
                  ",r" + std::to_string(p.options.rows);
  if (!p.options.duplicates) s += ",u";
  if (p.computer_breaks) s += ",make";
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
    return fail("The game id's code has " + std::to_string(desc.size()) + " characters; it needs " +
                std::to_string(o.pegs + 1) + ".");
  std::vector<int> v;
  for (char ch : desc) {
    const std::size_t at = kAlphabet.find(ch);
    if (at == std::string_view::npos) return fail("The game id's code has a character that is not a letter or digit.");
    v.push_back(static_cast<int>(at));
  }
  Code c;
  c.size = o.pegs;
  for (int i = 0; i < o.pegs; ++i) {
    const int colour = (v[static_cast<std::size_t>(i + 1)] - shift(v[0], i) + 36) % 36;
    if (colour >= o.colours) return fail("The game id's code is not a code of this game.");
    c.peg[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(colour);
  }
  if (Check ok = check_code(o, c, "the secret"); !ok) return fail("The game id's code is not a code of this game.");
  return c;
}

Check Mastermind::check_desc(const Params& p, std::string_view desc) {
  if (p.computer_breaks) {
    if (!desc.empty()) return fail("When the computer breaks your code the game id holds no secret; leave it empty.");
    return {};
  }
  Result<Code> c = decode_secret(p.options, desc);
  if (!c) return fail(c.error());
  return {};
}

std::string Mastermind::new_desc(const Params& p, WordSource& words) {
  if (p.computer_breaks) return {};
  const Space& space = Space::of(p.options);
  const Code& secret = space.code(static_cast<int>(below(words, static_cast<std::uint32_t>(space.size()))));
  return encode_secret(secret, static_cast<int>(below(words, 36)));
}

State Mastermind::initial(const Params& p, std::string_view desc) {
  State s;
  s.params = p;
  if (!p.computer_breaks) s.secret = *decode_secret(p.options, desc);
  return s;
}

Result<std::string> Mastermind::complete_move(const State&, std::string_view move, WordSource&) {
  return std::string(move);
}

namespace {
bool waiting_for_answer(const State& s) { return !s.rows.empty() && !s.rows.back().answered; }

Feedback answer_for(const State& s, const Code& guess) { return feedback(s.secret, guess); }

// "make" mode: the answer is impossible in itself, or contradicts an earlier answer.
Check check_answer(const State& s, const Feedback& f) {
  const int pegs = s.params.options.pegs;
  if (f.exact + f.misplaced > pegs)
    return fail("Exact plus misplaced cannot be more than " + std::to_string(pegs) + ".");
  if (f.exact == pegs - 1 && f.misplaced == 1)
    return fail(std::to_string(pegs - 1) + " exact and 1 misplaced is impossible: with " +
                std::to_string(pegs - 1) + " pegs right, the last one has no other place to be.");
  const Space& space = Space::of(s.params.options);
  // The earliest answered row that, with this answer, leaves no code at all.
  std::vector<int> all(static_cast<std::size_t>(space.size()));
  for (int i = 0; i < space.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  const int guess = space.index_of(s.rows.back().guess);
  std::vector<int> fit = filter(space, all, guess, space.id_of(f));
  if (fit.empty())
    return fail("No code of this game gives " + answer_text(f) + " for " + to_digits(s.rows.back().guess) + ".");
  for (std::size_t k = 0; k + 1 < s.rows.size(); ++k) {
    const Row& r = s.rows[k];
    fit = filter(space, fit, space.index_of(r.guess), space.id_of(r.answer));
    if (fit.empty())
      return fail("That answer contradicts your answer to guess " + std::to_string(k + 1) + " (" +
                  to_digits(r.guess) + ": " + answer_text(r.answer) + "): no code fits both.");
  }
  return {};
}
}  // namespace

Result<Move> Mastermind::parse_move(const State& s, std::string_view move) {
  if (s.over) return fail("The game is over.");
  const Options& o = s.params.options;
  Move m;
  if (move == "x") {
    if (s.params.computer_breaks) return fail("Only the code breaker can give up.");
    m.kind = Move::Kind::GiveUp;
    return m;
  }
  if (!move.empty() && move[0] == 'a') {
    if (!s.params.computer_breaks) return fail("Answers are for games where the computer breaks your code.");
    if (!waiting_for_answer(s)) return fail("There is no guess to answer yet.");
    const auto e = move.size() == 3 ? parse_uint(move.substr(1, 1)) : std::nullopt;
    const auto w = move.size() == 3 ? parse_uint(move.substr(2, 1)) : std::nullopt;
    if (!e || !w) return fail("An answer is a followed by the exact and misplaced counts, like a21, not " + quoted(move) + ".");
    m.kind = Move::Kind::Answer;
    m.answer = {static_cast<int>(*e), static_cast<int>(*w)};
    if (Check c = check_answer(s, m.answer); !c) return fail(c.error());
    return m;
  }
  if (move.empty() || move[0] != 'g')
    return fail("Mastermind moves are g<code> (guess), a<exact><misplaced> (answer) and x (give up), not " + quoted(move) + ".");
  if (waiting_for_answer(s)) return fail("The last guess has not been answered yet.");
  Result<Code> c = from_letters(move.substr(1));
  if (!c) return fail(c.error());
  if (Check ok = check_code(o, *c, "the guess"); !ok) return fail(ok.error());
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
    if (!s.params.computer_breaks) {
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

Status Mastermind::status(const State& s) {
  Status st;
  st.over = s.over;
  const bool cb = s.params.computer_breaks;
  if (s.over) {
    // Seat 0 is the player, seat 1 the computer; the breaker wins by finding the code.
    const int breaker = cb ? 1 : 0;
    st.winners = {s.solved ? breaker : 1 - breaker};
    const std::string n = plural(static_cast<int>(s.rows.size()), "guess", "guesses");
    if (cb) st.text = s.solved ? "The computer found your code in " + n + "." : "The computer did not find your code in " + n + ".";
    else if (s.solved) st.text = "You found the code in " + n + ".";
    else st.text = std::string(s.gave_up ? "You gave up" : "Out of rows") + ": the code was " + to_digits(s.secret) + ".";
    return st;
  }
  if (cb && !waiting_for_answer(s)) {
    st.to_move = 1;
    st.computer_to_move = true;
    st.text = "The computer is thinking.";
    if (s.params.strategy == Strategy::Knuth) {
      const KnuthPlan plan = knuth_plan(Space::of(s.params.options).size(), static_cast<int>(remaining(s).size()));
      if (!plan.full)
        st.text = "The computer is thinking. Knuth's full search is beyond its budget here: it scores a sample of " +
                  plural(plan.candidates, "guess", "guesses") + ".";
    }
  } else {
    st.to_move = 0;
    const int left = s.params.options.rows - static_cast<int>(s.rows.size());
    st.text = cb ? "Answer guess " + std::to_string(s.rows.size()) + ": how many exact, how many misplaced?"
                 : "Guess the code: " + plural(left, "row", "rows") + " left.";
  }
  return st;
}

std::vector<std::string> Mastermind::legal(const State& s) {
  if (s.over) return {};
  if (s.params.computer_breaks) return {waiting_for_answer(s) ? "a" : "g"};
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
  if (!s.params.computer_breaks && below(words, 20) == 0) return "x";
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
  if (!s.params.computer_breaks) return fail("You are the code breaker here; the computer only keeps the secret.");
  if (waiting_for_answer(s)) return fail("The computer is waiting for your answer.");
  const std::vector<int> fit = remaining(s);
  const Space& space = Space::of(s.params.options);
  return "g" + to_letters(space.code(next_guess(space, fit, s.params.strategy, static_cast<int>(s.rows.size()))));
}

Result<Hint> hint(const State& s) {
  if (s.over) return fail("The game is over.");
  if (s.params.computer_breaks) return fail("Hints are for the code breaker; here the computer breaks your code.");
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
  v.set("mode", s.params.computer_breaks ? "make" : "break")
      .set("pegs", o.pegs)
      .set("colours", o.colours)
      .set("duplicates", o.duplicates)
      .set("rows", o.rows)
      .set("strategy", strategy_name(s.params.strategy))
      .set("history", std::move(rows))
      .set("remaining", static_cast<int>(fit))
      .set("sampled", s.params.computer_breaks && s.params.strategy == Strategy::Knuth && !s.over &&
                          !knuth_plan(Space::of(o).size(), static_cast<int>(fit)).full)
      .set("awaitingAnswer", waiting_for_answer(s))
      .set("solved", s.solved)
      .set("gaveUp", s.gave_up)
      .set("secret", s.over && !s.params.computer_breaks ? code_value(s.secret) : Value());
  return v;
}

std::string Mastermind::text(const State& s) {
  std::string out;
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    const Row& r = s.rows[i];
    out += std::to_string(i + 1) + ". " + to_digits(r.guess);
    out += r.answered ? "  " + answer_text(r.answer) + "\n" : "  (waiting for the answer)\n";
  }
  return out + status(s).text + "\n";
}

}  // namespace arcade::mastermind
