// Greed rules: params codec, moves, turn flow, final round and the views (see greed.hpp).
#include "greed.hpp"

#include <algorithm>

#include "../common/text.hpp"
#include "../common/messages.hpp"
#include "../common/seats.hpp"
#include "messages.hpp"
#include "score.hpp"
#include "strategy.hpp"

namespace arcade::greed {

namespace {
constexpr int kMinSeats = 2, kMaxSeats = 6, kMaxTarget = 100000, kMaxTurns = 100;

const char* seat_kind(Seat s) {
  switch (s) {
    case Seat::Human: return "human";
    case Seat::Cautious: return "cautious";
    case Seat::Optimal: return "optimal";
    case Seat::Winning: return "winning";
  }
  return "human";
}
}  // namespace

Message seat_message(int seat) { return say(msg::kSeat, {{"n", seat + 1}}); }
std::string seat_name(int seat) { return seat_message(seat).message; }

Result<Params> Greed::parse_params(std::string_view text) {
  // No seats given: a person against the expected-points computer, the usual quick game.
  const std::vector<std::string_view> fields = arcade::split(text.empty() ? "he" : text, ',');
  Params p;
  p.seats.clear();
  for (std::size_t i = 0; i < fields[0].size(); ++i) {
    const char c = fields[0][i];
    if (c != 'h' && c != 'c' && c != 'e' && c != 'w')
      return fail(msg::kSeatLetter, {{"letter", quoted_at(fields[0], i)}});
    p.seats.push_back(static_cast<Seat>(c));
  }
  bool seen_t = false, seen_e = false, seen_n = false;
  for (std::size_t i = 1; i < fields.size(); ++i) {
    const std::string_view f = fields[i];
    if (f == "k") {  // the house rule: choose the scoring dice to keep
      if (p.choose) return fail(msg::kOptionTwice, {{"option", quoted(f)}});
      p.choose = true;
      continue;
    }
    // A plain number, -1 for none: GCC 12 takes an optional's value read after the check below
    // for one that may be uninitialised (-Werror=maybe-uninitialized).
    std::int64_t v = -1;
    if (f.size() > 1)
      if (const auto parsed = parse_uint(f.substr(1))) v = *parsed;
    if (f.empty() || (f[0] != 't' && f[0] != 'e' && f[0] != 'n') || v < 0)
      return fail(msg::kOption, {{"option", quoted(f)}});
    bool& seen = f[0] == 't' ? seen_t : f[0] == 'e' ? seen_e : seen_n;
    if (seen) return fail(msg::kOptionTwice, {{"option", quoted(f.substr(0, 1))}});
    seen = true;
    if (f[0] == 't' && (v < 50 || v > kMaxTarget)) return fail(msg::kTarget, {{"n", v}});
    if (f[0] == 'e' && v > kMaxTarget) return fail(msg::kEntry, {{"n", v}});
    if (f[0] == 'n' && (v < 1 || v > kMaxTurns)) return fail(msg::kTurns, {{"n", v}});
    (f[0] == 't' ? p.target : f[0] == 'e' ? p.entry : p.turns) = static_cast<int>(v);
  }
  // A score attack (n) may be played alone: its end is the turn count, not a rival.
  if (p.seats.size() < (p.turns ? 1 : kMinSeats) || p.seats.size() > kMaxSeats)
    return fail(msg::kSeatCount, {{"n", p.seats.size()}});
  if (p.entry > p.target) return fail(msg::kEntryAbove, {{"entry", p.entry}, {"target", p.target}});
  return p;
}

std::string Greed::format_params(const Params& p) {
  std::string s;
  for (Seat seat : p.seats) s += static_cast<char>(seat);
  // The house rule only when on, so every save from before it keeps its exact text.
  return s + ",t" + std::to_string(p.target) + ",e" + std::to_string(p.entry) + (p.choose ? ",k" : "") +
         (p.turns ? ",n" + std::to_string(p.turns) : "");
}

// Empty (the dice are drawn as rolled) or the stream of faces the rolls take in turn (a daily's).
Check Greed::check_desc(const Params&, std::string_view desc) {
  for (std::size_t i = 0; i < desc.size(); ++i)
    if (desc[i] < '1' || desc[i] > '6') return fail(msg::kDesc, {{"i", i + 1}, {"c", quoted_at(desc, i)}});
  return {};
}

std::string Greed::new_desc(const Params&, WordSource&) { return {}; }

State Greed::initial(const Params& p, std::string_view desc) {
  State s;
  s.params = p;
  s.stream = std::string(desc);
  s.scores.assign(p.seats.size(), 0);
  s.in_game.assign(p.seats.size(), false);
  return s;
}

namespace {
// The stream's next roll, or why it has none (an empty stream: the dice are drawn).
Result<std::string> stream_roll(const State& s) {
  const auto n = static_cast<std::size_t>(s.dice_to_roll);
  const std::size_t left = s.stream.size() - s.next;
  if (left < n) return fail(msg::kStreamEnd, {{"left", left}, {"n", n}});
  return "r" + s.stream.substr(s.next, n);
}
}  // namespace

Result<std::string> Greed::complete_move(const State& s, std::string_view move, WordSource& words) {
  if (move != "r") return std::string(move);
  if (!s.stream.empty()) return stream_roll(s);
  std::string out = "r";
  for (int i = 0; i < s.dice_to_roll; ++i) out += static_cast<char>('1' + below(words, 6));
  return out;
}

namespace {
std::string faces(const std::vector<int>& dice) {
  std::string out;
  for (int d : dice) out += static_cast<char>('0' + d);
  return out;
}

// "k<faces>": under the house rule, some scoring dice of the roll waiting for its keep.
Result<Move> parse_keep(const State& s, std::string_view move) {
  if (!s.params.choose) return fail(msg::kKeepOff);
  if (!s.keeping) return fail(msg::kNoKeep);
  Move m;
  m.keep = true;
  for (std::size_t i = 1; i < move.size(); ++i) {
    if (move[i] < '1' || move[i] > '6') return fail(msg::kMoveDie, {{"i", i}, {"move", quoted(move)}});
    m.dice.push_back(move[i] - '0');
  }
  std::sort(m.dice.begin(), m.dice.end());
  const std::vector<std::vector<int>> choices = keep_choices(s.last_roll->dice);
  if (std::find(choices.begin(), choices.end(), m.dice) == choices.end())
    return fail(msg::kKeepDice, {{"roll", faces(s.last_roll->dice)}, {"move", quoted(move)}});
  return m;
}
}  // namespace

Result<Move> Greed::parse_move(const State& s, std::string_view move) {
  if (s.over) return fail(arcade::msg::kOver);
  Move m;
  if (move == "b") {
    if (s.rolls_this_turn == 0) return fail(msg::kBankFirst);
    m.bank = true;
    return m;
  }
  if (!move.empty() && move[0] == 'k') return parse_keep(s, move);
  if (move.empty() || move[0] != 'r') return fail(msg::kMove, {{"move", quoted(move)}});
  if (s.keeping) return fail(msg::kKeepFirst);
  for (std::size_t i = 1; i < move.size(); ++i) {
    const char c = move[i];
    if (c < '1' || c > '6') return fail(msg::kMoveDie, {{"i", i}, {"move", quoted(move)}});
    m.dice.push_back(c - '0');
  }
  if (static_cast<int>(m.dice.size()) != s.dice_to_roll)
    return fail(msg::kMoveCount, {{"n", s.dice_to_roll}, {"given", m.dice.size()}});
  if (s.stream.empty()) return m;
  Result<std::string> next = stream_roll(s);
  if (!next) return next.failure();
  if (move != next.value()) return fail(msg::kStreamRoll, {{"faces", next.value().substr(1)}, {"move", quoted(move)}});
  return m;
}

std::string Greed::format_move(const Move& m) {
  if (m.bank) return "b";
  return (m.keep ? "k" : "r") + faces(m.dice);
}

namespace {

void finish(State& s) {
  s.over = true;
  const int best = *std::max_element(s.scores.begin(), s.scores.end());
  for (std::size_t i = 0; i < s.scores.size(); ++i)
    if (s.scores[i] == best) s.winners.push_back(static_cast<int>(i));
}

// The turn of s.current is over (banked or bust): count the final round, pass the dice.
void end_turn(State& s, bool banked) {
  const int n = static_cast<int>(s.params.seats.size());
  // A score attack ends after its last turn, whatever the scores: no target, no final round.
  const bool last = s.params.turns > 0 && s.turn == s.params.turns * n;
  if (s.final_by >= 0) {
    --s.final_turns_left;
  } else if (s.params.turns == 0 && banked && s.scores[static_cast<std::size_t>(s.current)] >= s.params.target) {
    s.final_by = s.current;
    s.final_turns_left = n - 1;
  }
  s.turn_total = 0;
  s.dice_to_roll = kMaxDice;
  s.rolls_this_turn = 0;
  s.keeping = false;
  s.kept.clear();
  // A stream too short for the next turn's first roll ends the game there: nobody could move (a
  // daily attack that rolled on and on used up the day's dice).
  const bool dry = !s.stream.empty() && s.stream.size() - s.next < static_cast<std::size_t>(kMaxDice);
  if (last || dry || (s.final_by >= 0 && s.final_turns_left == 0)) {
    finish(s);
    return;
  }
  s.current = (s.current + 1) % n;
  ++s.turn;
}

}  // namespace

void Greed::apply(State& s, const Move& m) {
  const auto seat = static_cast<std::size_t>(s.current);
  if (m.keep) {
    const int left = static_cast<int>(s.last_roll->dice.size() - m.dice.size());
    s.turn_total += score(m.dice);
    s.dice_to_roll = left == 0 ? kMaxDice : left;
    s.keeping = false;
    s.kept = m.dice;
    return;
  }
  if (m.bank && s.keeping) s.turn_total += s.last_roll->points;  // banking straight from a roll keeps every scoring die
  if (m.bank) {
    Bank b;
    b.seat = s.current;
    b.points = s.turn_total;
    b.counted = s.in_game[seat] || s.turn_total >= s.params.entry;
    b.entered = b.counted && !s.in_game[seat];
    if (b.counted) {
      s.scores[seat] += s.turn_total;
      s.in_game[seat] = true;
    }
    s.last_bank = b;
    end_turn(s, true);
    return;
  }
  const Split sp = split(m.dice);
  Roll r;
  r.seat = s.current;
  r.dice = m.dice;
  r.scoring = sp.mask;
  r.points = sp.points;
  r.bust = sp.points == 0;
  r.hot = !r.bust && sp.non_scoring.empty();
  s.last_roll = r;
  if (!s.stream.empty()) s.next += m.dice.size();
  s.kept.clear();
  ++s.rolls_this_turn;
  if (r.bust) {
    end_turn(s, false);
    return;
  }
  if (s.params.choose) {
    s.keeping = true;
    return;
  }
  s.turn_total += sp.points;
  s.dice_to_roll = r.hot ? kMaxDice : static_cast<int>(sp.non_scoring.size());
}

bool Greed::undoable(const State&, const Move& m) { return m.bank || m.keep; }

Status Greed::status(const State& s) {
  Status st;
  st.over = s.over;
  if (s.over) {
    st.winners = s.winners;
    const int points = s.scores[static_cast<std::size_t>(s.winners[0])];
    if (s.winners.size() == 1) {
      st.say(msg::kWins, {{"seat", seat_message(s.winners[0])}, {"points", points}});
    } else {
      std::vector<Message> names;
      for (int w : s.winners) names.push_back(seat_message(w));
      st.say(msg::kShare, {{"seats", list_of(names)}, {"points", points}});
    }
    return st;
  }
  st.to_move = s.current;
  st.computer_to_move = computer_plays(s.params.seats[static_cast<std::size_t>(s.current)]);
  const bool final_round = s.final_by >= 0;
  if (s.keeping) {
    st.say(final_round ? msg::kToKeepFinal : msg::kToKeep, {{"seat", seat_message(s.current)}});
    return st;
  }
  st.say(s.rolls_this_turn ? (final_round ? msg::kToRollOrBankFinal : msg::kToRollOrBank)
                           : (final_round ? msg::kToRollFinal : msg::kToRoll),
         {{"seat", seat_message(s.current)}});
  return st;
}

std::vector<std::string> Greed::legal(const State& s) {
  if (s.over) return {};
  if (s.rolls_this_turn == 0) return {"r"};
  if (!s.keeping) return {"r", "b"};
  std::vector<std::string> out;
  for (const std::vector<int>& kept : keep_choices(s.last_roll->dice)) out.push_back("k" + faces(kept));
  out.push_back("b");
  return out;
}

std::string Greed::random_move(const State& s, WordSource& words) {
  if (s.over) return {};
  // Mostly rolls, so playouts reach hot dice, busts and the final round often.
  if (s.rolls_this_turn > 0 && below(words, 3) == 0) return "b";
  if (s.keeping) {
    const std::vector<std::string> moves = legal(s);
    return moves[below(words, static_cast<int>(moves.size()) - 1)];  // any keep
  }
  Result<std::string> r = complete_move(s, "r", words);
  if (!r) return s.rolls_this_turn > 0 ? "b" : "";  // the stream has run out
  return r.value();
}

Result<std::string> Greed::computer_move(const State& s, WordSource&) {
  const Seat seat = s.params.seats[static_cast<std::size_t>(s.current)];
  if (Check person = computer_seat(seat, seat_message(s.current)); !person) return person.failure();
  if (s.keeping) return keep_move(s);
  return std::string(decide(s) == Decision::Bank ? "b" : "r");
}

namespace {
// The parts of the roll waiting for its keep that may be kept, with their points (none otherwise).
Value keep_list(const State& s) {
  Value out = Value::array();
  if (!s.keeping) return out;
  for (const std::vector<int>& kept : keep_choices(s.last_roll->dice)) {
    Value choice = Value::object();
    choice.set("dice", Value::array_of(kept)).set("points", score(kept));
    out.push(std::move(choice));
  }
  return out;
}
}  // namespace

Value Greed::view(const State& s) {
  Value seats = Value::array();
  for (std::size_t i = 0; i < s.scores.size(); ++i) {
    Value seat = Value::object();
    seat.set("kind", seat_kind(s.params.seats[i])).set("score", s.scores[i]).set("inGame", s.in_game[i] ? true : false);
    seats.push(std::move(seat));
  }
  Value roll;
  if (s.last_roll) {
    roll = Value::object();
    const Split sp = split(s.last_roll->dice);
    roll.set("seat", s.last_roll->seat)
        .set("dice", Value::array_of(s.last_roll->dice))
        .set("scoring", Value::array_of(sp.scoring))
        .set("nonScoring", Value::array_of(sp.non_scoring))
        .set("scoringMask", Value::array_of(std::vector<bool>(sp.mask)))
        .set("points", s.last_roll->points)
        .set("bust", s.last_roll->bust)
        .set("hotDice", s.last_roll->hot);
  }
  Value bank;
  if (s.last_bank) {
    bank = Value::object();
    bank.set("seat", s.last_bank->seat)
        .set("points", s.last_bank->points)
        .set("counted", s.last_bank->counted)
        .set("entered", s.last_bank->entered);
  }
  Value v = Value::object();
  v.set("seats", std::move(seats))
      .set("current", s.current)
      .set("turn", s.turn)
      .set("turnTotal", s.turn_total)
      .set("diceToRoll", s.dice_to_roll)
      .set("rollsThisTurn", s.rolls_this_turn)
      .set("lastRoll", std::move(roll))
      .set("lastBank", std::move(bank))
      .set("finalRound", s.final_by >= 0)
      .set("finalRoundBy", s.final_by >= 0 ? Value(s.final_by) : Value())
      .set("target", s.params.target)
      .set("turns", s.params.turns)
      .set("entry", s.params.entry)
      .set("choose", s.params.choose)
      .set("keeping", s.keeping)
      .set("keepChoices", keep_list(s))
      .set("kept", Value::array_of(s.kept))
      .set("winners", Value::array_of(s.winners));
  return v;
}

std::string Greed::text(const State& s) {
  std::string out;
  for (std::size_t i = 0; i < s.scores.size(); ++i) {
    out += seat_name(static_cast<int>(i)) + " (" + seat_kind(s.params.seats[i]) + "): " + std::to_string(s.scores[i]) +
           (s.in_game[i] ? "" : " (not in yet)") + "\n";
  }
  if (s.last_roll) {
    out += "Last roll by " + seat_name(s.last_roll->seat) + ":";
    for (int d : s.last_roll->dice) out += " " + std::to_string(d);
    out += s.last_roll->bust ? " (bust)\n" : " = " + std::to_string(s.last_roll->points) + "\n";
  }
  out += status(s).text + "\n";
  if (s.keeping) {
    out += "Keep one of:";
    for (const std::vector<int>& kept : keep_choices(s.last_roll->dice)) out += " " + faces(kept);
    out += "\n";
  }
  if (!s.over)
    out += "Turn total " + std::to_string(s.turn_total) + ", " + std::to_string(s.dice_to_roll) + " dice to roll.\n";
  return out;
}

}  // namespace arcade::greed
