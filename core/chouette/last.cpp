// The last command of a Cul de chouette table as pages tell it (view "last"): its verb and
// arguments as fields, the window it was made in, who made it and the dice it shows, so that a
// page never reads a move's text to say what happened.
#include "engine.hpp"

namespace arcade::chouette {

namespace {

std::string_view verb_id(Verb v) {
  switch (v) {
    case Verb::Throw: return "throw";
    case Verb::Pass: return "pass";
    case Verb::Siroter: return "siroter";
    case Verb::Bet: return "bet";
    case Verb::Attrape: return "attrape";
    case Verb::PasMou: return "pas-mou";
    case Verb::Grelotte: return "grelotte";
    case Verb::ContreSirop: return "contre-sirop";
    case Verb::Artichette: return "artichette";
    case Verb::SansFin: return "sans-fin";
    case Verb::Civet: return "civet";
    case Verb::Challenge: return "challenge";
    case Verb::PasseGrelot: return "passe-grelot";
    case Verb::Boucliette: return "boucliette";
    case Verb::Soufflette: return "soufflette";
    case Verb::Announce: return "announce";
    case Verb::Verdier: return "verdier";
    case Verb::Bevue: return "bevue";
    case Verb::Correct: return "correct";
    case Verb::Die: return "die";
    case Verb::LanceCivet: return "lance-civet";
    case Verb::SideBet: return "side-bet";
    case Verb::Achat: return "achat";
    case Verb::JoinCivet: return "join-civet";
  }
  return "";
}

Value seat_or_null(int seat) { return seat >= 0 ? Value(seat) : Value(); }

}  // namespace

LastMove detail::last_move(const Table& before, const Table& after, const Command& c) {
  LastMove m;
  m.command = c;
  m.window = before.window;
  m.seat = to_move(before);
  // A throw or a Civet in an optional window closes it first: they belong to the next turn.
  const bool closes = (c.verb == Verb::Throw || c.verb == Verb::Civet) && optional_window(before.window);
  if (closes) m.window = Window::Turn;
  m.event = before.window == Window::ThrowOff ? -1 : before.events + (closes ? 1 : 0);
  if (c.verb == Verb::Civet) m.seat = after.turn;  // the thrower of that turn declares it
  if (c.verb != Verb::Throw) return m;
  switch (m.window) {
    case Window::ThrowOff:
    case Window::PasMouTie:
    case Window::GrelotteTie:
      m.seat = -1;
      m.group = before.group;
      m.dice = c.dice;
      return m;
    case Window::Bets:
      m.seat = before.sirotant;
      m.dice = c.dice;
      return m;
    default: break;
  }
  if (m.window == Window::Turn && !closes) m.dice = before.partial;
  m.dice.insert(m.dice.end(), c.dice.begin(), c.dice.end());
  const bool complete = m.dice.size() == 3;
  if (m.window == Window::Turn) m.seat = complete ? after.dice_by : after.turn;
  m.scored = complete && (m.window == Window::Turn || m.window == Window::Challenge || m.window == Window::BleuRouge);
  return m;
}

Value last_value(const Table& t) {
  if (!t.last) return Value();
  const LastMove& m = *t.last;
  const Command& c = m.command;
  Value order = Value::array();
  for (const std::vector<int>& group : c.order) order.push(Value::array_of(group));
  Value pairs = Value::array();
  for (const auto& [a, b] : c.pairs) pairs.push(Value::array().push(a).push(b));
  const bool targeted = c.verb == Verb::Civet || c.verb == Verb::Challenge;
  const bool amounted = targeted || c.verb == Verb::Correct;
  Value v = Value::object();
  v.set("verb", verb_id(c.verb))
      .set("window", window_id(m.window))
      .set("event", m.event >= 0 ? Value(m.event) : Value())
      .set("seat", seat_or_null(m.seat))
      .set("group", Value::array_of(m.group))
      .set("dice", c.verb == Verb::Die ? Value::array_of(c.dice) : Value::array_of(m.dice))
      .set("thrown", c.verb == Verb::Throw ? static_cast<int>(c.dice.size()) : 0)
      .set("scored", m.scored)
      .set("order", std::move(order))
      .set("pairs", std::move(pairs))
      .set("seats", Value::array_of(c.seats))
      .set("subject", seat_or_null(c.seat))
      .set("amount", amounted ? Value(c.amount) : Value())
      .set("target", targeted ? Value(target_id(c.target)) : Value());
  return v;
}

}  // namespace arcade::chouette
