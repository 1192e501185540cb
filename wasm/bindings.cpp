// Embind exports of the session API shared by every game: plain values in and out, errors as
// {ok:false, error} objects that wasm/arcade.mjs turns into ArcadeError.
#include <emscripten/bind.h>

#include "chouette/scenario.hpp"
#include "common/registry.hpp"
#include "convert.hpp"
#include "new_game_args.hpp"
#include "greed/score.hpp"
#include "mastermind/code.hpp"
#include "rotate/judge.hpp"

namespace arcade::wasm {
namespace {

constexpr std::size_t kMaxArgLength = kMaxSaveLength;

val game_names() {
  Value names = Value::array();
  for (const GameApi* g : games()) names.push(Value(g->name()));
  return val(to_json(names));
}

// Every message the core can report, [{id, english}] (the catalogues' test compares them).
val messages() {
  Value out = Value::array();
  for (const MessageDef& m : all_messages()) out.push(Value::object().set("id", m.id).set("english", m.english));
  return ok(out);
}

// Every length limit of the exports, read once by arcade.mjs (see limit:: in convert.hpp).
val limits() {
  const auto n = [](std::size_t v) { return Value(static_cast<double>(v)); };
  Value out = Value::object();
  out.set("gameName", n(limit::kGameName))
      .set("params", n(limit::kParams))
      .set("save", n(kMaxArgLength))
      .set("move", n(kMaxMoveLength))
      .set("levelName", n(limit::kLevelName))
      .set("difficultyName", n(limit::kDifficultyName))
      .set("puzzle", n(limit::kPuzzle))
      .set("judgeInput", n(limit::kJudgeInput))
      .set("boardSize", rotate::kMaxSize)
      .set("dice", greed::kMaxDice)
      .set("throwDice", n(limit::kThrowDice))
      .set("pegs", mastermind::kMaxPegs)
      .set("chouetteOptions", n(limit::kChouetteOptions))
      .set("scenario", n(chouette::kMaxScenarioLength))
      .set("words", n(limit::kWords))
      .set("seedText", n(limit::kSeedText))
      .set("link", n(limit::kLinkText))
      .set("dateText", n(limit::kDateText));
  return val(to_json(out));
}

val snapshot(Result<Snapshot> s, const WordSource* words) {
  // Words from outside that ran out would have meant a biased or invented die: refuse the result.
  if (words && words->exhausted()) return error("Not enough random words were supplied for this move.");
  if (!s) return error(s.failure());
  return ok(to_value(*s));
}

val session_create(val game, val params, val desc, val random) {
  Result<NewGameArgs> args = new_game_args(game, params, desc, random);
  if (!args) return error(args.failure());
  return snapshot(args->api->create(args->params, args->desc, *args->words), args->words.get());
}

// Shared shape of the calls that take a save: check it, find its game, then act.
template <class F>
val with_save(val save, F&& action) {
  Result<std::string> s = string_arg(save, "The save", kMaxArgLength);
  if (!s) return error(s.failure());
  Result<const GameApi*> api = game_of_save(*s);
  if (!api) return error(api.failure());
  return action(**api, *s);
}

val session_load(val save) {
  return with_save(save, [](const GameApi& g, const std::string& s) { return snapshot(g.load(s), nullptr); });
}
val session_undo(val save) {
  return with_save(save, [](const GameApi& g, const std::string& s) { return snapshot(g.undo(s), nullptr); });
}
val session_redo(val save) {
  return with_save(save, [](const GameApi& g, const std::string& s) { return snapshot(g.redo(s), nullptr); });
}
val session_undo_decision(val save) {
  return with_save(save, [](const GameApi& g, const std::string& s) { return snapshot(g.undo_decision(s), nullptr); });
}
val session_redo_decision(val save) {
  return with_save(save, [](const GameApi& g, const std::string& s) { return snapshot(g.redo_decision(s), nullptr); });
}
val session_play(val save, val move, val random) {
  return with_save(save, [&](const GameApi& g, const std::string& s) {
    Result<std::string> m = string_arg(move, "The move", kMaxMoveLength);
    if (!m) return error(m.failure());
    Result<std::unique_ptr<WordSource>> words = random_source(random, save_position(s));
    if (!words) return error(words.failure());
    return snapshot(g.play(s, *m, **words), words->get());
  });
}
val session_computer(val save, val random) {
  return with_save(save, [&](const GameApi& g, const std::string& s) {
    Result<std::unique_ptr<WordSource>> words = random_source(random, save_position(s));
    if (!words) return error(words.failure());
    return snapshot(g.computer(s, **words), words->get());
  });
}

// The day's challenge of a game (core/common/daily.hpp): the date checked first, then the game's.
val daily(val game, val date) {
  Result<std::string> name = string_arg(game, "The game name", limit::kGameName);
  if (!name) return error(name.failure());
  Result<const GameApi*> api = find_game(*name);
  if (!api) return error(api.failure());
  Result<std::string> text = string_arg(date, "The date", limit::kDateText);
  if (!text) return error(text.failure());
  Result<Date> day = parse_date(*text);
  if (!day) return error(day.failure());
  Result<Value> challenge = (*api)->daily(*day);
  if (!challenge) return error(challenge.failure());
  return ok(*challenge);
}

}  // namespace

Result<NewGameArgs> new_game_args(const val& game, const val& params, const val& desc, const val& random) {
  Result<std::string> name = string_arg(game, "The game name", limit::kGameName);
  if (!name) return name.failure();
  Result<const GameApi*> api = find_game(*name);
  if (!api) return api.failure();
  NewGameArgs args;
  args.api = *api;
  Result<std::string> p = string_arg(params, "The params", limit::kParams);
  if (!p) return p.failure();
  args.params = *p;
  Result<std::string> d = string_arg(desc, "The description", kMaxArgLength);
  if (!d) return d.failure();
  args.desc = *d;
  Result<std::unique_ptr<WordSource>> words = random_source(random, 0);
  if (!words) return words.failure();
  args.words = std::move(words).value();
  return args;
}

}  // namespace arcade::wasm

EMSCRIPTEN_BINDINGS(arcade_session) {
  using namespace arcade::wasm;
  emscripten::function("gameNames", &game_names);
  emscripten::function("limits", &limits);
  emscripten::function("messages", &messages);
  emscripten::function("daily", &daily);
  emscripten::function("sessionCreate", &session_create);
  emscripten::function("sessionLoad", &session_load);
  emscripten::function("sessionPlay", &session_play);
  emscripten::function("sessionComputer", &session_computer);
  emscripten::function("sessionUndo", &session_undo);
  emscripten::function("sessionRedo", &session_redo);
  emscripten::function("sessionUndoDecision", &session_undo_decision);
  emscripten::function("sessionRedoDecision", &session_redo_decision);
}
