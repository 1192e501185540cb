// The move text of Cul de chouette commands (session moves): parsing with sentences for every
// mistake, and the canonical form that saves keep (see table.hpp for the grammar).
#include "../common/text.hpp"
#include "messages.hpp"
#include "table.hpp"

namespace arcade::chouette {

namespace {

// `calls`: the seat is one of a race's callers (the sentence says so).
Result<int> seat_digit(std::string_view text, int players, bool calls = false) {
  if (text.size() != 1 || text[0] < '0' || text[0] > '9')
    return fail(calls ? msg::kSeatDigitCalls : msg::kSeatDigit, {{"last", players - 1}, {"text", quoted(text)}});
  const int s = text[0] - '0';
  if (s >= players) return fail(msg::kSeatNone, {{"seat", s}, {"n", players}});
  return s;
}

// `what` names the number in the sentence (one of the field.* messages).
// A whole number up to a million (`sign`: a leading '-' or '+' too, kept in every sentence); one
// of digits only that is larger is told the range, not that it is no number.
Result<int> number(std::string_view text, const MessageDef& what, bool sign = false) {
  constexpr int kMax = 1000000;
  const bool has_sign = sign && !text.empty() && (text[0] == '-' || text[0] == '+');
  const std::string_view digits = has_sign ? text.substr(1) : text;
  const bool all_digits = !digits.empty() && digits.find_first_not_of("0123456789") == std::string_view::npos;
  if (!all_digits) return fail(msg::kNumber, {{"what", say(what)}, {"text", quoted(text)}});
  const auto n = parse_uint(digits);  // none past 18 digits: too large as well
  if (!n || *n > kMax)
    return fail(msg::kNumberRange,
                {{"what", say(what)}, {"min", sign ? -kMax : 0}, {"max", kMax}, {"n", std::string(text)}});
  return static_cast<int>(text[0] == '-' ? -*n : *n);
}

Result<std::vector<int>> faces(std::string_view text) {
  std::vector<int> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] < '1' || text[i] > '6') return fail(msg::kDieFace, {{"i", i + 1}, {"text", quoted(text)}});
    out.push_back(text[i] - '0');
  }
  return out;
}

// "0+1,2": seat groups separated by ',' with tied seats joined by '+'.
Result<std::vector<std::vector<int>>> order(std::string_view text, int players) {
  std::vector<std::vector<int>> out;
  if (text.empty()) return out;
  for (std::string_view g : split(text, ',')) {
    std::vector<int> group;
    for (std::string_view s : split(g, '+')) {
      Result<int> seat = seat_digit(s, players, true);
      if (!seat) return seat.failure();
      group.push_back(*seat);
    }
    out.push_back(std::move(group));
  }
  return out;
}

Result<std::vector<int>> seats(std::string_view text, int players) {
  std::vector<int> out;
  for (std::string_view s : split(text, '+')) {
    Result<int> seat = seat_digit(s, players);
    if (!seat) return seat.failure();
    out.push_back(*seat);
  }
  return out;
}

// "1=2,2=5": seat=number pairs.
Result<std::vector<std::pair<int, int>>> pairs(std::string_view text, int players, const MessageDef& what) {
  std::vector<std::pair<int, int>> out;
  for (std::string_view p : split(text, ',')) {
    const std::vector<std::string_view> f = split(p, '=');
    if (f.size() != 2) return fail(msg::kPairs, {{"what", say(what)}, {"text", quoted(p)}});
    Result<int> seat = seat_digit(f[0], players);
    if (!seat) return seat.failure();
    Result<int> n = number(f[1], msg::kFieldValue);
    if (!n) return n.failure();
    out.emplace_back(*seat, *n);
  }
  return out;
}

Result<Target> target(std::string_view text) {
  const auto t = parse_target(text);
  if (!t) return fail(msg::kTargetCode, {{"text", quoted(text)}});
  return *t;
}

std::string order_text(const std::vector<std::vector<int>>& order) {
  std::string out;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i) out += ',';
    for (std::size_t j = 0; j < order[i].size(); ++j) out += (j ? "+" : "") + std::to_string(order[i][j]);
  }
  return out;
}

}  // namespace

Result<Command> parse_command(std::string_view text, int players) {
  if (text.empty()) return fail(msg::kMoveEmpty);
  Command c;
  const char v = text[0];
  const std::string_view rest = text.substr(1);
  const auto no_rest = [&](Verb verb) -> Result<Command> {
    if (!rest.empty()) return fail(msg::kMoveRest, {{"move", std::string(1, v)}, {"text", quoted(rest)}});
    c.verb = verb;
    return c;
  };
  const auto one_seat = [&](Verb verb) -> Result<Command> {
    Result<int> s = seat_digit(rest, players);
    if (!s) return s.failure();
    c.verb = verb;
    c.seat = *s;
    return c;
  };
  switch (v) {
    case 't': {
      if (rest.empty()) return fail(msg::kThrowForm);
      Result<std::vector<int>> d = faces(rest);
      if (!d) return d.failure();
      c.verb = Verb::Throw;
      c.dice = *d;
      return c;
    }
    case 'n': return no_rest(Verb::Pass);
    case 's': return no_rest(Verb::Siroter);
    case 'a': return one_seat(Verb::Attrape);
    case 'o': return one_seat(Verb::Boucliette);
    case 'd': return one_seat(Verb::Soufflette);
    case 'x': return one_seat(Verb::Bevue);
    case 'k': return one_seat(Verb::Achat);
    case 'i': return one_seat(Verb::JoinCivet);
    case 'p':
      c.verb = Verb::PasseGrelot;
      if (rest.empty()) return c;
      return one_seat(Verb::PasseGrelot);
    case 'm':
    case 'g':
    case 'j':
    case 'r':
    case 'f': {
      Result<std::vector<std::vector<int>>> o = order(rest, players);
      if (!o) return o.failure();
      c.verb = static_cast<Verb>(v);
      c.order = *o;
      return c;
    }
    case 'b':
    case 'u':
    case 'w': {
      Result<std::vector<std::pair<int, int>>> p = pairs(rest, players,
                                                         v == 'b'   ? msg::kFieldBets
                                                         : v == 'u' ? msg::kFieldAnnouncements
                                                                    : msg::kFieldSideBets);
      if (!p) return p.failure();
      c.verb = v == 'b' ? Verb::Bet : v == 'u' ? Verb::Announce : Verb::SideBet;
      c.pairs = *p;
      return c;
    }
    case 'y': {
      Result<std::vector<int>> s = seats(rest, players);
      if (!s) return s.failure();
      c.verb = Verb::Verdier;
      c.seats = *s;
      return c;
    }
    case 'v': {
      const std::vector<std::string_view> f = split(rest, '=');
      if (f.size() != 2) return fail(msg::kCivetForm);
      Result<int> stake = number(f[0], msg::kFieldCivetStake);
      if (!stake) return stake.failure();
      Result<Target> t = target(f[1]);
      if (!t) return t.failure();
      c.verb = Verb::Civet;
      c.amount = *stake;
      c.target = *t;
      return c;
    }
    case 'l': {
      const std::vector<std::string_view> f = split(rest, '=');
      if (f.size() != 3) return fail(msg::kChallengeForm);
      Result<std::vector<int>> s = seats(f[0], players);
      if (!s) return s.failure();
      Result<Target> t = target(f[1]);
      if (!t) return t.failure();
      Result<int> stake = number(f[2], msg::kFieldGrelottineStake);
      if (!stake) return stake.failure();
      c.verb = Verb::Challenge;
      c.seats = *s;
      c.target = *t;
      c.amount = *stake;
      return c;
    }
    case 'e': {
      const std::vector<std::string_view> f = split(rest, '=');
      if (f.size() != 2 || f[1].empty()) return fail(msg::kCorrectionForm);
      Result<int> s = seat_digit(f[0], players);
      if (!s) return s.failure();
      Result<int> n = number(f[1], msg::kFieldCorrection, true);
      if (!n) return n.failure();
      c.verb = Verb::Correct;
      c.seat = *s;
      c.amount = *n;
      return c;
    }
    case 'c': {
      if (rest.size() != 2) return fail(msg::kLanceForm);
      Result<int> from = seat_digit(rest.substr(0, 1), players);
      if (!from) return from.failure();
      Result<int> to = seat_digit(rest.substr(1), players);
      if (!to) return to.failure();
      c.verb = Verb::LanceCivet;
      c.seat = *from;
      c.seats = {*to};
      return c;
    }
    case 'q': {
      if (rest.size() != 2) return fail(msg::kDieForm);
      Result<int> s = seat_digit(rest.substr(0, 1), players);
      if (!s) return s.failure();
      Result<std::vector<int>> d = faces(rest.substr(1));
      if (!d) return d.failure();
      c.verb = Verb::Die;
      c.seat = *s;
      c.dice = *d;
      return c;
    }
    default: return fail(msg::kMoveLetter, {{"text", quoted_at(text, 0)}});
  }
}

std::string format_command(const Command& c) {
  std::string out(1, static_cast<char>(c.verb));
  switch (c.verb) {
    case Verb::Throw:
    case Verb::Die:
      if (c.verb == Verb::Die) out += std::to_string(c.seat);
      for (int d : c.dice) out += std::to_string(d);
      break;
    case Verb::Pass:
    case Verb::Siroter: break;
    case Verb::Attrape:
    case Verb::Boucliette:
    case Verb::Soufflette:
    case Verb::Bevue:
    case Verb::Achat:
    case Verb::JoinCivet: out += std::to_string(c.seat); break;
    case Verb::PasseGrelot:
      if (c.seat >= 0) out += std::to_string(c.seat);
      break;
    case Verb::PasMou:
    case Verb::Grelotte:
    case Verb::ContreSirop:
    case Verb::Artichette:
    case Verb::SansFin: out += order_text(c.order); break;
    case Verb::LanceCivet: out += std::to_string(c.seat) + std::to_string(c.seats.empty() ? 0 : c.seats[0]); break;
    case Verb::Bet:
    case Verb::Announce:
    case Verb::SideBet:
      for (std::size_t i = 0; i < c.pairs.size(); ++i)
        out += (i ? "," : "") + std::to_string(c.pairs[i].first) + "=" + std::to_string(c.pairs[i].second);
      break;
    case Verb::Verdier:
      for (std::size_t i = 0; i < c.seats.size(); ++i) out += (i ? "+" : "") + std::to_string(c.seats[i]);
      break;
    case Verb::Civet: out += std::to_string(c.amount) + "=" + std::string(target_code(c.target)); break;
    case Verb::Challenge:
      for (std::size_t i = 0; i < c.seats.size(); ++i) out += (i ? "+" : "") + std::to_string(c.seats[i]);
      out += "=" + std::string(target_code(c.target)) + "=" + std::to_string(c.amount);
      break;
    case Verb::Correct:
      out += std::to_string(c.seat) + "=" + (c.amount < 0 ? "-" : "+") +
             std::to_string(c.amount < 0 ? -c.amount : c.amount);
      break;
  }
  return out;
}

}  // namespace arcade::chouette
