// Every game behind one type-erased API on save strings, so bindings, the CLI and the conformance
// test handle all games with one code path. Adding a game is one line in core/games.cpp.
#pragma once
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "daily.hpp"
#include "messages.hpp"
#include "secret_api.hpp"
#include "session.hpp"

namespace arcade {

// What one call returns: the new save and everything a page needs to draw it.
struct Snapshot {
  std::string save;
  std::string game;
  Status status;
  Value view;
  std::string text;
  std::string last_move;
  std::size_t move_count = 0;
  std::size_t position = 0;
  bool can_undo = false;
  bool can_undo_decision = false;
  bool can_redo = false;
  std::vector<std::string> legal;
};

// The snapshot as one plain object (the shape JS receives and the CLI prints), and its status.
Value to_value(const Snapshot& s);
Value status_value(const Status& s);

class GameApi {
 public:
  virtual ~GameApi() = default;
  virtual std::string_view name() const = 0;
  // The game opted into OpenTurns (core/common/game.hpp): turn links may carry it.
  virtual bool open_turns() const = 0;
  // The game opted into SecretTurns (game.hpp): its secret functions, for links of version 2;
  // nullptr for every other game.
  virtual const SecretApi* secret() const = 0;
  virtual Result<Snapshot> create(std::string_view params, std::string_view desc, WordSource& words) const = 0;
  virtual Result<Snapshot> load(std::string_view save) const = 0;
  virtual Result<Snapshot> play(std::string_view save, std::string_view move, WordSource& words) const = 0;
  virtual Result<Snapshot> computer(std::string_view save, WordSource& words) const = 0;
  virtual Result<Snapshot> undo(std::string_view save) const = 0;
  virtual Result<Snapshot> redo(std::string_view save) const = 0;
  virtual Result<Snapshot> undo_decision(std::string_view save) const = 0;
  virtual Result<Snapshot> redo_decision(std::string_view save) const = 0;
  // A random concrete legal move ("" when the game is over): playouts and fuzzing.
  virtual Result<std::string> random_move(std::string_view save, WordSource& words)
      const = 0;  // The game's table of messages (core/<game>/messages.hpp): its ids and English templates.
  virtual std::span<const MessageDef> messages() const = 0;
  // The day's challenge (core/<game>/daily.cpp) as one plain object (core/common/daily.hpp's head,
  // then challenge, answer, start and the game's own fields); refused for a game without one.
  virtual bool has_daily() const = 0;
  virtual Result<Value> daily(const Date& date) const = 0;
};

template <Game G>
class GameApiOf final : public GameApi {
 public:
  std::string_view name() const override { return G::name; }
  bool open_turns() const override { return OpenTurns<G>; }
  const SecretApi* secret() const override {
    if constexpr (SecretTurns<G>) {
      static const SecretApiOf<G> api;
      return &api;
    } else {
      return nullptr;
    }
  }
  std::span<const MessageDef> messages() const override {
    if constexpr (requires { G::messages; }) return G::messages;
    else return {};
  }
  bool has_daily() const override {
    return requires(const Date& d) { G::daily(d); };
  }
  Result<Value> daily(const Date& date) const override {
    if constexpr (requires { G::daily(date); }) return G::daily(date);
    else return fail(msg::kDailyNone, {{"game", G::name}});
  }

  Result<Snapshot> create(std::string_view params, std::string_view desc, WordSource& words) const override {
    return snap(Session<G>::create(params, desc, words));
  }
  Result<Snapshot> load(std::string_view save) const override { return snap(Session<G>::load(save)); }
  Result<Snapshot> play(std::string_view save, std::string_view move, WordSource& words) const override {
    return step(save, [&](Session<G>& s) { return s.play(move, words); });
  }
  Result<Snapshot> computer(std::string_view save, WordSource& words) const override {
    return step(save, [&](Session<G>& s) { return s.computer(words); });
  }
  Result<Snapshot> undo(std::string_view save) const override {
    return step(save, [](Session<G>& s) { return s.undo(); });
  }
  Result<Snapshot> redo(std::string_view save) const override {
    return step(save, [](Session<G>& s) { return s.redo(); });
  }
  Result<Snapshot> undo_decision(std::string_view save) const override {
    return step(save, [](Session<G>& s) { return s.undo_decision(); });
  }
  Result<Snapshot> redo_decision(std::string_view save) const override {
    return step(save, [](Session<G>& s) { return s.redo_decision(); });
  }
  Result<std::string> random_move(std::string_view save, WordSource& words) const override {
    Result<Session<G>> s = Session<G>::load(save);
    if (!s) return s.failure();
    if (s->status().over) return std::string();
    return G::random_move(s->state(), words);
  }

 private:
  template <class F>
  static Result<Snapshot> step(std::string_view save, F&& action) {
    Result<Session<G>> s = Session<G>::load(save);
    if (!s) return s.failure();
    if (Check c = action(s.value()); !c) return c.failure();
    return snap(std::move(s));
  }
  static Result<Snapshot> snap(Result<Session<G>> s) {
    if (!s) return s.failure();
    Snapshot out;
    out.save = s->save();
    out.game = std::string(G::name);
    out.status = s->status();
    out.view = G::view(s->state());
    out.text = G::text(s->state());
    out.last_move = s->last_move();
    out.move_count = s->moves().size();
    out.position = s->position();
    out.can_undo = s->can_undo();
    out.can_undo_decision = s->can_undo_decision();
    out.can_redo = s->can_redo();
    if (!out.status.over) out.legal = G::legal(s->state());
    return out;
  }
};

// The registered games, in gallery order, and lookups by name or by a save's first field.
const std::vector<const GameApi*>& games();
Result<const GameApi*> find_game(std::string_view name);
Result<const GameApi*> game_of_save(std::string_view save);

}  // namespace arcade
