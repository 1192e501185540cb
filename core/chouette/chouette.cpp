// Cul de chouette's Game functions: params, moves (parsed and dry-run on a copy of the table, so
// apply never fails), status, the view for pages and the text for the CLI (see chouette.hpp).
#include "chouette.hpp"

#include "../common/messages.hpp"
#include "../common/text.hpp"
#include "bots.hpp"
#include "messages.hpp"
#include "engine.hpp"
#include "scenario.hpp"

namespace arcade::chouette {

// Random legal commands for playouts (playout.cpp).
std::string random_command(const Table& t, WordSource& words);

std::string seat_name(int seat) { return "Player " + std::to_string(seat + 1); }

Result<Params> Chouette::parse_params(std::string_view text) {
  Params p;
  std::string_view flags = text;
  // The seat count comes first and may be left out (3 seats).
  const std::size_t comma = text.find(',');
  const std::string_view first = text.substr(0, comma);
  const bool letters = !first.empty() && first.find_first_not_of("hcn") == std::string_view::npos;
  if (const auto n = letters ? decltype(parse_uint(first))(first.size()) : parse_uint(first)) {
    if (*n < kMinPlayers || *n > kMaxPlayers) return fail(msg::kPlayers, {{"n", *n}});
    p.seats = static_cast<int>(*n);
    flags = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
  }
  p.kinds = letters ? std::string(first) : std::string(static_cast<std::size_t>(p.seats), 'h');
  Result<Options> o = parse_options(flags);
  if (!o) return o.failure();
  if (Check k = check_seats(p.seats, *o); !k) return k.failure();
  p.options = *o;
  return p;
}

std::string Chouette::format_params(const Params& p) {
  const std::string flags = format_options(p.options);
  // A table of people keeps the seat count alone, as saves written before computer seats did.
  const bool people = p.kinds.find_first_not_of('h') == std::string::npos;
  return (people ? std::to_string(p.seats) : p.kinds) + (flags.empty() ? "" : "," + flags);
}

Check Chouette::check_desc(const Params&, std::string_view desc) {
  if (!desc.empty()) return fail(msg::kDesc);
  return {};
}

std::string Chouette::new_desc(const Params&, WordSource&) { return {}; }

State Chouette::initial(const Params& p, std::string_view) {
  std::vector<std::string> names;
  for (int i = 0; i < p.seats; ++i) names.push_back(seat_name(i));
  State s;
  s.params = p;
  s.table = new_table(names, p.options, -1);  // a throw-off chooses who starts
  return s;
}

Result<std::string> Chouette::complete_move(const State& s, std::string_view move, WordSource& words) {
  const Table& t = s.table;
  if (move == "t") {
    const int n = dice_needed(t);
    if (n == 0) return fail(msg::kNoThrow, {{"pending", pending_message(t)}});
    std::string out = "t";
    for (int i = 0; i < n; ++i) out += static_cast<char>('1' + below(words, 6));
    return out;
  }
  if (!move.empty() && move[0] == 'h') {
    // Soufflette: keep dice showing 4, 2 or 1 and throw the others.
    if (t.window != Window::SouffletteThrows || t.souffle.throws == 0)
      return fail(msg::kKeepWhen, {{"pending", pending_message(t)}});
    std::string out = "t";
    bool seen[7] = {};
    for (std::size_t i = 1; i < move.size(); ++i) {
      const char c = move[i];
      if (c != '1' && c != '2' && c != '4') return fail(msg::kKeepFace, {{"text", quoted_at(move, i)}});
      if (seen[c - '0']) return fail(msg::kKeepTwice);
      seen[c - '0'] = true;
      out += c;
    }
    if (out.size() > 3) return fail(msg::kKeepAll);
    while (out.size() < 4) out += static_cast<char>('1' + below(words, 6));
    return out;
  }
  return std::string(move);
}

Result<Move> Chouette::parse_move(const State& s, std::string_view move) {
  if (s.table.window == Window::Over) return fail(arcade::msg::kOver);
  Result<Command> c = parse_command(move, static_cast<int>(s.table.players.size()));
  if (!c) return c.failure();
  Table trial = s.table;
  if (Result<std::vector<Effect>> r = execute(trial, *c); !r) return r.failure();
  return Move{*c};
}

std::string Chouette::format_move(const Move& m) { return format_command(m.command); }

void Chouette::apply(State& s, const Move& m) {
  // parse_move ran this very command on a copy of this very table: it succeeds.
  (void)execute(s.table, m.command);
}

bool Chouette::undoable(const State&, const Move& m) {
  return m.command.verb != Verb::Throw && m.command.verb != Verb::Die;
}

Status Chouette::status(const State& s) {
  Status st;
  const Table& t = s.table;
  st.text = pending(t);
  if (t.window == Window::Over) {
    st.over = true;
    if (t.winner >= 0) st.winners.push_back(t.winner);
    if (t.winner >= 0 && teammate(t, t.winner) >= 0) st.winners.push_back(teammate(t, t.winner));  // Doublette
    return st;
  }
  st.to_move = to_move(t);
  st.computer_to_move =
      race_window(t.window) ? s.params.kinds.find('h') == std::string::npos : bot_move(t, s.params.kinds).has_value();
  return st;
}

namespace {
// A throw in an optional window passes it first (the next turn's throw closes what nobody took
// up); when that pass ends the game (a pending bonus takes a player to the target), no throw
// follows it and only the pass itself ("n") is left.
bool passing_ends_game(const Table& t) {
  if (!optional_window(t.window)) return false;
  Table after = t;
  return execute(after, Command{}).ok() && after.window == Window::Over;
}
}  // namespace

std::vector<std::string> Chouette::legal(const State& s) {
  const Table& t = s.table;
  std::vector<std::string> out;
  if (t.window == Window::Over) return out;
  if (dice_needed(t) > 0 && !passing_ends_game(t)) out.push_back("t");
  if (optional_window(t.window)) out.push_back("n");
  const int n = static_cast<int>(t.players.size());
  auto seats = [&](char verb, int except, int also_except = -1) {
    for (int i = 0; i < n; ++i)
      if (i != except && i != also_except) out.push_back(std::string(1, verb) + std::to_string(i));
  };
  switch (t.window) {
    case Window::Sirotage:
      out.push_back("s");
      if (t.options.attrape_oiseau) seats('a', t.actor);
      break;
    case Window::PasMou: out.push_back("m"); break;
    case Window::Grelotte: out.push_back("g"); break;
    case Window::ContreSirop: out.push_back("j"); break;
    case Window::Artichette: out.push_back("r"); break;
    case Window::Soufflette: seats('d', t.actor, teammate(t, t.actor)); break;  // never one's teammate
    case Window::SouffletteThrows:
      if (t.souffle.throws > 0) out.push_back("h");
      break;
    case Window::Challenge:
      if (t.players[static_cast<std::size_t>(t.challenge->challenged)].passe_grelot) {
        if (n == 2) out.push_back("p");
        else
          for (int i = 0; i < n; ++i)  // neither the holder, nor the challenger, nor the challenger's teammate
            if (i != t.challenge->challenged && i != t.challenge->challenger &&
                i != teammate(t, t.challenge->challenger))
              out.push_back("p" + std::to_string(i));
      }
      break;
    default: break;
  }
  return out;
}

std::string Chouette::random_move(const State& s, WordSource& words) { return random_command(s.table, words); }

// The computers' decision; in a race, the calls of the computers alone (the page times a race
// with people in it itself, from the view's reactions). Dice come from `words` when the session
// completes the intent.
Result<std::string> Chouette::computer_move(const State& s, WordSource&) {
  const Table& t = s.table;
  if (s.params.kinds.find_first_not_of('h') == std::string::npos) return fail(msg::kAllPeople);
  if (race_window(t.window)) return race_move(t, bot_reactions(t, s.params.kinds));
  if (std::optional<BotMove> m = bot_move(t, s.params.kinds)) return m->move;
  return fail(msg::kNoComputer, {{"pending", pending_message(t)}});
}

namespace {

Value player_view(const Table& t, int seat, char kind) {
  const PlayerState& p = t.players[static_cast<std::size_t>(seat)];
  Value tokens = Value::object();
  tokens.set("grelottine", p.grelottine)
      .set("civet", p.civet)
      .set("passeGrelot", p.passe_grelot)
      .set("passeGrelotUsed", p.passe_grelot_used)
      .set("boucliette", p.boucliette)
      .set("jarrets", p.jarrets);
  Value v = Value::object();
  const int mate = teammate(t, seat);
  v.set("name", p.name)
      .set("score", p.score)
      .set("tokens", std::move(tokens))
      .set("teammate", mate >= 0 ? Value(mate) : Value())
      .set("computer", is_computer(kind));
  return v;
}

// Who throws now: each contender of a throw-off or tie-break, else the one thrower; in a window
// nobody has to answer, the next turn's thrower (whose throw closes it).
std::vector<int> throwers(const Table& t) {
  switch (t.window) {
    case Window::ThrowOff:
    case Window::PasMouTie:
    case Window::GrelotteTie: return t.group;
    case Window::Turn: return {t.turn};
    case Window::Bets: return {t.sirotant};
    case Window::Challenge: return {t.challenge ? t.challenge->challenged : t.actor};
    case Window::SouffletteThrows: return {t.souffle.challenged};
    case Window::BleuRouge: return {to_move(t)};
    case Window::Over: return {};
    default: return {(t.turn + 1) % static_cast<int>(t.players.size())};
  }
}

}  // namespace

Value Chouette::view(const State& s) {
  const Table& t = s.table;
  Value players = Value::array();
  for (int i = 0; i < static_cast<int>(t.players.size()); ++i)
    players.push(player_view(t, i, s.params.kinds[static_cast<std::size_t>(i)]));
  // What the computers do next: a decision after `ms`, or their calls in the race now open.
  Value computer;
  if (std::optional<BotMove> m = race_window(t.window) ? std::nullopt : bot_move(t, s.params.kinds)) {
    computer = Value::object();
    computer.set("seat", m->seat).set("ms", m->ms);
  }
  Value reactions = Value::array();
  for (const Reaction& r : bot_reactions(t, s.params.kinds)) {
    Value one = Value::object();
    one.set("seat", r.seat).set("ms", r.ms).set("onlyFirst", r.only_first);
    reactions.push(std::move(one));
  }
  Value effects = Value::array();
  // The reasons as messages, one per effect in the same order (effects keep their English).
  Value effect_messages = Value::array();
  for (const Effect& e : t.effects) {
    effects.push(effect_value(t, e));
    effect_messages.push(message_value(e.message));
  }
  Value combination;
  if (t.dice.size() == 3) {
    const Classification c = classify(Dice{t.dice[0], t.dice[1], t.dice[2]}, t.options);
    combination = Value::object();
    combination.set("id", combo_id(c.combo))
        .set("label", combo_label(c))
        .set("value", c.value)
        .set("throwerPoints", c.thrower_points);
  }
  Value sirotage;
  if (t.window == Window::Bets || t.window == Window::ContreSirop) {
    Value bets = Value::array();
    for (const auto& [seat, face] : t.bets) {
      Value b = Value::object();
      b.set("seat", seat).set("face", face).set("bird", bird(face));
      bets.push(std::move(b));
    }
    sirotage = Value::object();
    sirotage.set("sirotant", t.sirotant).set("value", t.sirop_value).set("bets", std::move(bets));
  }
  Value civet;
  if (t.civet) {
    civet = Value::object();
    Value joiners = Value::array();
    for (int seat : t.civet->joiners) joiners.push(seat);
    civet.set("seat", t.civet->player)
        .set("stake", t.civet->stake)
        .set("target", target_id(t.civet->target))
        .set("joiners", std::move(joiners))
        .set("factor", 1 << t.civet->joiners.size());
  }
  Value challenge;
  if (t.challenge && t.window == Window::Challenge) {
    challenge = Value::object();
    challenge.set("challenger", t.challenge->challenger)
        .set("challenged", t.challenge->challenged)
        .set("target", target_id(t.challenge->target))
        .set("stake", t.challenge->stake);
    Value bets = Value::array();
    for (const auto& [seat, on] : t.side_bets) {
      Value b = Value::object();
      b.set("seat", seat).set("on", on ? "success" : "failure");
      bets.push(std::move(b));
    }
    challenge.set("sideBets", std::move(bets));
  }
  Value soufflette;
  if (t.window == Window::SouffletteThrows) {
    soufflette = Value::object();
    soufflette.set("challenger", t.souffle.challenger)
        .set("challenged", t.souffle.challenged)
        .set("throws", t.souffle.throws);
  }
  Value announces = Value::array();
  for (const auto& [seat, sum] : t.announces) {
    Value a = Value::object();
    a.set("seat", seat).set("sum", sum);
    announces.push(std::move(a));
  }
  Value v = Value::object();
  v.set("players", std::move(players))
      .set("turn", t.turn)
      .set("toMove", t.window == Window::Over ? Value() : Value(to_move(t)))
      .set("window", window_id(t.window))
      .set("pending", pending(t))
      .set("diceNeeded", dice_needed(t))
      .set("throwers", Value::array_of(throwers(t)))
      .set("nextTurn", t.window == Window::Over ? Value() : Value((t.turn + 1) % static_cast<int>(t.players.size())))
      .set("verdierOpen", detail::verdier_open(t))
      .set("partial", Value::array_of(t.partial))
      .set("dice", Value::array_of(t.dice))
      .set("diceBy", t.dice_by >= 0 ? Value(t.dice_by) : Value())
      .set("combination", std::move(combination))
      .set("tied", Value::array_of(t.group))
      .set("tieDice", Value::array_of(t.tie_dice))
      .set("penalty", t.penalty)
      .set("sirotage", std::move(sirotage))
      .set("civet", std::move(civet))
      .set("civetMaxStake", civet_max_stake(t))
      .set("challenge", std::move(challenge))
      .set("challengers", challengers_value(t))
      .set("soufflette", std::move(soufflette))
      .set("announces", std::move(announces))
      .set("verdierBettors", Value::array_of(t.verdier))
      .set("computer", std::move(computer))
      .set("reactions", std::move(reactions))
      .set("effects", std::move(effects))
      .set("effectMessages", std::move(effect_messages))
      .set("last", last_value(t))
      .set("events", t.events)
      .set("target", t.options.target)
      .set("options", options_value(t.options))
      .set("winner", t.winner >= 0 ? Value(t.winner) : Value());
  return v;
}

std::string Chouette::text(const State& s) {
  const Table& t = s.table;
  std::string out;
  for (const PlayerState& p : t.players) {
    std::string tokens;
    auto mark = [&](bool on, const char* what) {
      if (on) tokens += (tokens.empty() ? "" : ", ") + std::string(what);
    };
    mark(p.grelottine, "Grelottine");
    mark(p.civet, "Civet");
    mark(p.passe_grelot, "Passe-Grelot");
    mark(p.boucliette, "Boucliette");
    mark(p.jarrets > 0, "Jarret");
    out += p.name + ": " + std::to_string(p.score) + (tokens.empty() ? "" : " (" + tokens + ")") + "\n";
  }
  if (t.dice.size() == 3 && t.dice_by >= 0) {
    out += "Last throw by " + t.players[static_cast<std::size_t>(t.dice_by)].name + ":";
    for (int d : t.dice) out += " " + std::to_string(d);
    out += " (" + combo_label(classify(Dice{t.dice[0], t.dice[1], t.dice[2]}, t.options)) + ")\n";
  }
  for (const Effect& e : t.effects) {
    out += "  " + t.players[static_cast<std::size_t>(e.player)].name + " ";
    out += e.token.empty() ? (e.delta >= 0 ? "+" : "") + std::to_string(e.delta) : e.token;
    out += ": " + e.reason + "\n";
  }
  out += pending(t) + "\n";
  return out;
}

}  // namespace arcade::chouette
