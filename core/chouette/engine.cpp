// The Cul de chouette engine's core: command dispatch, throws and their classification, event ends
// and the end of the game (see table.hpp). The rules around each combination live in the topic
// files (races, sirotage, civet, grelottine, soufflette, packs).
#include <algorithm>

#include "engine.hpp"

#include "../common/messages.hpp"

namespace arcade::chouette {

using namespace detail;

namespace detail {

const std::string& name(const Table& t, int seat) { return t.players[static_cast<std::size_t>(seat)].name; }

std::string names(const Table& t, const std::vector<int>& seats) {
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i)
    out += (i == 0 ? "" : i + 1 == seats.size() ? " and " : ", ") + name(t, seats[i]);
  return out;
}

// The seat rides along (not in the English) so that a page can show the name its players chose.
Message name_message(const Table& t, int seat) { return say(msg::kName, {{"name", name(t, seat)}, {"seat", seat}}); }

Message names_message(const Table& t, const std::vector<int>& seats) {
  std::vector<Message> items;
  for (int s : seats) items.push_back(name_message(t, s));
  return list_of(items);
}

Check check_seat(const Table& t, int seat) {
  if (seat < 0 || seat >= static_cast<int>(t.players.size()))
    return fail(msg::kSeatRange, {{"seat", seat}, {"n", t.players.size()}, {"last", t.players.size() - 1}});
  return {};
}

void add(Table& t, int seat, int delta, const Message& reason) {
  PlayerState& p = t.players[static_cast<std::size_t>(seat)];
  const int mate = teammate(t, seat);
  int d = delta;
  // Variant "win only on one's own turn": gains made off one's turn stop at the cap (332). With
  // Doublette a teammate's turn is the team's own turn.
  if (t.options.win_only_on_own_turn && d > 0 && seat != t.turn && mate != t.turn)
    d = std::max(0, std::min(d, t.options.cap_score - p.score));
  if (t.options.clamp_at_zero && p.score + d < 0) d = std::min(0, -p.score);
  const long long sum = static_cast<long long>(p.score) + d;
  if (sum > kScoreLimit || sum < -kScoreLimit) {
    if (!t.refusal)
      t.refusal = say(msg::kScoreRange, {{"player", name_message(t, seat)}, {"score", sum}, {"limit", kScoreLimit}});
    return;
  }
  p.score = static_cast<int>(sum);
  // Doublette: one score per team, kept on both seats; the effect names the player who earned it.
  if (mate >= 0) t.players[static_cast<std::size_t>(mate)].score = p.score;
  t.effects.push_back({seat, d, reason.message, "", reason});
}

void token(Table& t, int seat, const std::string& change, const Message& reason) {
  t.effects.push_back({seat, 0, reason.message, change, reason});
}

void bevue(Table& t, int seat, const Message& what) {
  add(t, seat, -t.options.bevue, say(msg::kBevue, {{"what", what}}));
}

void resolve(Table& t, int actor, const Outcome& outcome) {
  if (t.context == Context::Turn && t.civet && t.civet->player == actor) settle_civet(t, outcome);
  if (t.context == Context::Challenge && t.challenge && !t.challenge->settled && t.challenge->challenged == actor)
    settle_challenge(t, outcome);
}

void on_dice(Table& t, int actor, Context context) {
  t.actor = actor;
  t.context = context;
  t.dice_by = actor;
  const Dice d{t.dice[0], t.dice[1], t.dice[2]};
  const Classification c = classify(d, t.options);
  t.rolled = c;
  PlayerState& p = t.players[static_cast<std::size_t>(actor)];
  // The kata's grelottine function exchanges the stake and nothing else (quirk 9).
  if (context == Context::Challenge && t.options.kata) {
    resolve(t, actor, {c.combo, false});
    end_event(t);
    return;
  }
  switch (c.combo) {
    case Combo::CulDeChouette:
    case Combo::Velute:
    case Combo::SuiteVelute:
    case Combo::BleuRouge:
      if (c.thrower_points) add(t, actor, c.thrower_points, combo_message(c));
      break;
    case Combo::Neant:
      // No Grelottine from a Bleu-Rouge re-throw; at most one held; the wikibooks minimum score.
      if (context != Context::BleuRouge && !p.grelottine && p.score >= t.options.grelottine_min_score) {
        p.grelottine = true;
        token(t, actor, "+grelottine", say(msg::kComboNeant));
      }
      break;
    default:
      // Kata quirk: o1 == bottom is called a Chouette-Velute but scores as a Chouette (kept below
      // through the sirotage window like any pair).
      break;
  }
  if (context == Context::Turn && !t.verdier.empty()) settle_verdier(t);
  if (!c.sirotable) resolve(t, actor, {c.combo, false});
  if (c.race == Race::PasMou) t.window = Window::PasMou;
  else if (c.race == Race::Grelotte) t.window = Window::Grelotte;
  else if (c.race == Race::Artichette) t.window = Window::Artichette;
  else if (c.sirotable) t.window = Window::Sirotage;
  else if (c.combo == Combo::Neant && context != Context::BleuRouge) t.window = Window::Grelottine;
  else if (c.combo == Combo::Soufflette) t.window = Window::Soufflette;
  else if (c.combo == Combo::BleuRouge) {
    t.announces.clear();
    t.window = Window::BleuRouge;
  } else {
    end_event(t);
  }
}

// The first of the top scores wins: the event's thrower, else the next seats in turn order.
void check_end(Table& t, int thrower) {
  const int n = static_cast<int>(t.players.size());
  int best = 0;
  bool reached = false;
  for (const PlayerState& p : t.players) {
    if (p.score >= t.options.target) reached = true;
    best = std::max(best, p.score);
  }
  if (!reached) return;
  for (int i = 0; i < n; ++i) {
    const int seat = (thrower + i) % n;
    if (t.players[static_cast<std::size_t>(seat)].score == best) {
      t.winner = seat;
      break;
    }
  }
  t.window = Window::Over;
}

void end_event(Table& t) {
  const int n = static_cast<int>(t.players.size());
  t.last_thrower = t.turn;
  ++t.events;
  t.civet.reset();
  t.challenge.reset();
  t.bets.clear();
  t.announces.clear();
  t.verdier.clear();
  t.side_bets.clear();
  t.group.clear();
  t.partial.clear();
  t.sirotant = -1;
  t.bet_won = false;
  check_end(t, t.turn);
  if (t.window == Window::Over) return;
  t.turn = (t.turn + 1) % n;
  t.actor = t.turn;
  t.context = Context::Turn;
  t.window = Window::Turn;
}

}  // namespace detail

Check check_seats(int players, const Options& o) {
  if (o.teams && (players < 4 || players % 2 != 0)) return fail(msg::kDoublette, {{"n", players}});
  return {};
}

int teammate(const Table& t, int seat) {
  if (!t.options.teams) return -1;
  const int n = static_cast<int>(t.players.size());
  return (seat + n / 2) % n;
}

bool optional_window(Window w) {
  switch (w) {
    case Window::Sirotage:
    case Window::PasMou:
    case Window::ContreSirop:
    case Window::Grelottine:
    case Window::Soufflette:
    case Window::Artichette: return true;
    default: return false;
  }
}

std::string_view window_id(Window w) {
  switch (w) {
    case Window::ThrowOff: return "throw-off";
    case Window::Turn: return "turn";
    case Window::PasMou: return "pas-mou";
    case Window::PasMouTie: return "pas-mou-tie";
    case Window::Grelotte: return "grelotte";
    case Window::GrelotteTie: return "grelotte-tie";
    case Window::Sirotage: return "sirotage";
    case Window::Bets: return "bets";
    case Window::ContreSirop: return "contre-sirop";
    case Window::Grelottine: return "grelottine";
    case Window::Challenge: return "challenge";
    case Window::Soufflette: return "soufflette";
    case Window::SouffletteThrows: return "soufflette-throws";
    case Window::Artichette: return "artichette";
    case Window::BleuRouge: return "bleu-rouge";
    case Window::Over: return "over";
  }
  return "turn";
}

Table new_table(std::vector<std::string> names, const Options& o, int first) {
  Table t;
  t.options = o;
  for (std::string& n : names) {
    PlayerState p;
    p.name = std::move(n);
    p.boucliette = o.boucliette;  // every player starts with one when the pack is on
    t.players.push_back(std::move(p));
  }
  if (first >= 0) {
    t.turn = t.actor = first;
    t.window = Window::Turn;
  } else {
    t.window = Window::ThrowOff;
    for (int i = 0; i < static_cast<int>(t.players.size()); ++i) t.group.push_back(i);
  }
  return t;
}

int dice_needed(const Table& t) {
  switch (t.window) {
    case Window::ThrowOff:
    case Window::GrelotteTie: return static_cast<int>(t.group.size());
    case Window::PasMouTie: {
      const bool thrower_tied = std::find(t.group.begin(), t.group.end(), t.actor) != t.group.end();
      return static_cast<int>(t.group.size()) - (thrower_tied ? 1 : 0);
    }
    case Window::Turn:
      // Verdier and Achat act between the chouettes and the cul: the turn's throw comes in two parts.
      return (t.options.verdier || t.options.achat) && t.partial.empty() ? 2 : 3 - static_cast<int>(t.partial.size());
    case Window::Bets: return 1;
    case Window::Challenge:
    case Window::SouffletteThrows:
    case Window::BleuRouge: return 3;
    default:
      // Optional windows: a throw closes them and is the next turn's.
      return optional_window(t.window) ? (t.options.verdier || t.options.achat ? 2 : 3) : 0;
  }
}

int to_move(const Table& t) {
  switch (t.window) {
    case Window::Over: return -1;
    case Window::ThrowOff:
    case Window::GrelotteTie: return t.group.empty() ? t.turn : t.group.front();
    case Window::PasMouTie:
      for (int s : t.group)
        if (s != t.actor) return s;
      return t.actor;
    case Window::Turn: return t.turn;
    case Window::Bets: return t.sirotant;
    case Window::Challenge: return t.challenge ? t.challenge->challenged : t.actor;
    case Window::SouffletteThrows: return t.souffle.challenged;
    default: return t.actor;
  }
}

namespace {

void throw_off(Table& t, const std::vector<int>& dice) {
  t.tie_dice = dice;
  const int low = *std::min_element(dice.begin(), dice.end());
  std::vector<int> lows;
  for (std::size_t i = 0; i < dice.size(); ++i)
    if (dice[i] == low) lows.push_back(t.group[i]);
  if (lows.size() > 1) {  // the tied lowest throw again
    t.group = lows;
    return;
  }
  t.turn = t.actor = lows[0];
  t.group.clear();
  t.window = Window::Turn;
  token(t, lows[0], "", say(msg::kStarts, {{"die", low}}));
}

Check throw_dice(Table& t, const std::vector<int>& dice) {
  const int need = dice_needed(t);
  if (need == 0) return fail(msg::kNoThrow, {{"pending", pending_message(t)}});
  for (std::size_t i = 0; i < dice.size(); ++i)
    if (dice[i] < 1 || dice[i] > 6) return fail(msg::kDieRange, {{"i", i + 1}, {"face", dice[i]}});
  const int given = static_cast<int>(dice.size());
  const bool turn_throw = t.window == Window::Turn;
  // The turn's throw may come in parts (the chouettes, then the cul); every other throw is whole.
  if (given == 0 || (turn_throw ? static_cast<int>(t.partial.size()) + given > 3 : given != need)) {
    const int expected = turn_throw ? 3 - static_cast<int>(t.partial.size()) : need;
    const bool more = turn_throw && expected < 3;
    if (more) return plural(expected, msg::kThrowOneMore, msg::kThrowManyMore, {{"given", given}});
    return plural(expected, msg::kThrowOne, msg::kThrowMany, {{"given", given}});
  }
  switch (t.window) {
    case Window::ThrowOff: throw_off(t, dice); return {};
    case Window::Turn:
      t.partial.insert(t.partial.end(), dice.begin(), dice.end());
      if (t.partial.size() < 3) return {};
      t.dice = t.partial;
      t.partial.clear();
      on_dice(t, t.turn, Context::Turn);
      return {};
    case Window::Bets: return sirop_throw(t, dice[0]);
    case Window::Challenge:
      t.dice = dice;
      on_dice(t, t.challenge->challenged, Context::Challenge);
      return {};
    case Window::SouffletteThrows: return soufflette_throw(t, dice);
    case Window::BleuRouge: return bleu_rouge_throw(t, dice);
    case Window::PasMouTie:
    case Window::GrelotteTie: return tie_dice(t, dice);
    default: return fail(msg::kNoThrow, {{"pending", pending_message(t)}});
  }
}

// Pass: an optional window closes with its default.
Check pass(Table& t) {
  if (!optional_window(t.window)) return fail(msg::kPassNone, {{"pending", pending_message(t)}});
  if (t.window == Window::Sirotage) return keep_chouette(t);
  end_event(t);
  return {};
}

// A single die thrown by a given player: part of their throw if one is expected from them,
// otherwise a Bévue (out of turn, or one die too many).
Check die(Table& t, const Command& c) {
  if (Check s = check_seat(t, c.seat); !s) return s;
  const int n = static_cast<int>(t.players.size());
  if (optional_window(t.window) && c.seat == (t.turn + 1) % n) {
    if (Check p = pass(t); !p) return p;
    if (t.window == Window::Over) return fail(arcade::msg::kOver);
  }
  const bool theirs = (t.window == Window::Turn && c.seat == t.turn) ||
                      (dice_needed(t) == 1 && to_move(t) == c.seat && t.window != Window::ThrowOff);
  if (theirs) return throw_dice(t, c.dice);
  const bool extra = c.seat == t.last_thrower && t.window == Window::Turn && t.partial.empty();
  bevue(t, c.seat, say(extra ? msg::kBevueExtraDie : msg::kBevueOutOfTurn));
  return {};
}

Check run(Table& t, const Command& c) {
  if (t.window == Window::Over) return fail(arcade::msg::kOver);
  switch (c.verb) {
    case Verb::Bevue:
      if (Check s = check_seat(t, c.seat); !s) return s;
      bevue(t, c.seat, c.note.empty() ? say(msg::kBevueReferee) : say(msg::kNote, {{"note", c.note}}));
      return {};
    case Verb::Correct:
      if (Check s = check_seat(t, c.seat); !s) return s;
      if (c.amount == 0) return fail(msg::kCorrectionZero);
      add(t, c.seat, c.amount, c.note.empty() ? say(msg::kCorrection) : say(msg::kCorrectionNote, {{"note", c.note}}));
      return {};
    case Verb::Die: return die(t, c);
    case Verb::PasMou:
    case Verb::Grelotte:
    case Verb::ContreSirop:
    case Verb::Artichette:
    case Verb::SansFin: return race_call(t, c);
    case Verb::Throw:
    case Verb::Civet:
      // The next turn's throw or Civet closes what nobody took up.
      if (optional_window(t.window)) {
        if (Check p = pass(t); !p) return p;
        if (t.window == Window::Over) return fail(arcade::msg::kOver);
      }
      return c.verb == Verb::Throw ? throw_dice(t, c.dice) : declare_civet(t, c);
    case Verb::Pass: return pass(t);
    case Verb::Siroter: return siroter(t);
    case Verb::Attrape: return attrape(t, c.seat);
    case Verb::Bet: return bet(t, c);
    case Verb::Challenge: return challenge(t, c);
    case Verb::PasseGrelot: return passe_grelot(t, c.seat);
    case Verb::Boucliette: return boucliette(t, c.seat);
    case Verb::Soufflette: return soufflette(t, c.seat);
    case Verb::Announce: return announce(t, c);
    case Verb::Verdier: return verdier_bet(t, c);
    case Verb::LanceCivet: return lance_civet(t, c);
    case Verb::SideBet: return side_bet(t, c);
    case Verb::Achat: return achat(t, c.seat);
    case Verb::JoinCivet: return join_civet(t, c.seat);
  }
  return fail(msg::kCommandUnknown);
}

}  // namespace

Result<std::vector<Effect>> execute(Table& t, const Command& c) {
  Table next = t;
  next.effects.clear();
  if (Check r = run(next, c); !r) return r.failure();
  if (next.refusal) return *next.refusal;
  // Between events, referee actions and stray dice can end the game as well.
  const bool referee = c.verb == Verb::Bevue || c.verb == Verb::Correct || c.verb == Verb::Die;
  if (referee && next.window == Window::Turn && next.partial.empty())
    check_end(next, next.last_thrower >= 0 ? next.last_thrower : next.turn);
  next.last = last_move(t, next, c);
  t = std::move(next);
  return t.effects;
}

void finish(Table& t) {
  while (optional_window(t.window)) {
    if (!pass(t)) break;
  }
}

std::string pending(const Table& t) { return pending_message(t).message; }

Message pending_message(const Table& t) {
  const bool has_actor = t.actor >= 0 && t.actor < static_cast<int>(t.players.size());
  const Arg actor = has_actor ? Arg(name_message(t, t.actor)) : Arg("");
  switch (t.window) {
    case Window::ThrowOff: return say(msg::kPendThrowOff, {{"players", names_message(t, t.group)}});
    case Window::Turn: {
      const Message who = name_message(t, t.turn);
      if (t.partial.empty()) {
        const bool civet = t.players[static_cast<std::size_t>(t.turn)].civet && !t.civet;
        return say(civet ? msg::kPendThrowCivet : msg::kPendThrow, {{"player", who}});
      }
      if (t.partial.size() == 1) return say(msg::kPendThrownOne, {{"player", who}, {"die", t.partial[0]}});
      const bool verdier = verdier_open(t), achat = t.options.achat;
      const MessageDef& def = verdier && achat ? msg::kPendThrownBoth
                              : verdier        ? msg::kPendThrownVerdier
                              : achat          ? msg::kPendThrownAchat
                                               : msg::kPendThrownTwo;
      return say(def, {{"player", who}, {"first", t.partial[0]}, {"second", t.partial[1]}});
    }
    case Window::PasMou:
      return say(msg::kPendPasMou, {{"combo", combo_message(t.rolled)}, {"player", actor}, {"call", kPasMou}});
    case Window::PasMouTie:
      return say(msg::kPendPasMouTie, {{"call", kPasMou}, {"players", names_message(t, t.group)}});
    case Window::Grelotte: return say(msg::kPendGrelotte, {{"player", actor}, {"call", kGrelotte}});
    case Window::GrelotteTie:
      return say(t.options.suite_highest_loses ? msg::kPendGrelotteHigh : msg::kPendGrelotteLow,
                 {{"players", names_message(t, t.group)}, {"n", t.penalty}});
    case Window::Sirotage: return say(msg::kPendSirotage, {{"player", actor}, {"value", t.rolled.pair}});
    case Window::Bets: return say(msg::kPendBets, {{"player", name_message(t, t.sirotant)}, {"value", t.sirop_value}});
    case Window::ContreSirop: return say(msg::kPendContreSirop, {{"call", kSirop}});
    case Window::Grelottine: return say(msg::kPendGrelottine, {{"player", actor}, {"call", kGrelottine}});
    case Window::Challenge:
      return say(msg::kPendChallenge, {{"challenger", name_message(t, t.challenge->challenger)},
                                       {"player", name_message(t, t.challenge->challenged)},
                                       {"target", target_label(t.challenge->target)},
                                       {"stake", t.challenge->stake}});
    case Window::Soufflette: return say(msg::kPendSoufflette, {{"player", actor}});
    case Window::SouffletteThrows:
      return say(msg::kPendSouffletteThrows, {{"player", name_message(t, t.souffle.challenged)},
                                              {"n", t.souffle.throws + 1},
                                              {"challenger", name_message(t, t.souffle.challenger)}});
    case Window::Artichette:
      return say(msg::kPendArtichette, {{"player", actor}, {"call", kRaitournelleCall}, {"against", kArtichetteCall}});
    case Window::BleuRouge: return say(msg::kPendBleuRouge, {{"player", actor}});
    case Window::Over: {
      if (t.winner < 0) return say(arcade::msg::kOver);
      const int points = t.players[static_cast<std::size_t>(t.winner)].score;
      if (t.options.teams)
        return say(msg::kPendTeamWins,
                   {{"players", names_message(t, {t.winner, teammate(t, t.winner)})}, {"points", points}});
      return say(msg::kPendWins, {{"player", name_message(t, t.winner)}, {"points", points}});
    }
  }
  return Message{};
}

}  // namespace arcade::chouette
