// The one session ("midend") written once for every game: move log, undo/redo, atomic play, and
// the save string "<game>:<params>:<desc>:<moves joined by '.'>:<position>" restored by replay.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"
#include "messages.hpp"
#include "text.hpp"

namespace arcade {

// Longest save or move text accepted: far above any real game (a long Greed game is ~4 KB), low
// enough that junk input can never make the module allocate or replay without bound (a session
// keeps one state per move, so this also bounds its memory to a few tens of MB).
inline constexpr std::size_t kMaxSaveLength = 1 << 18;
inline constexpr std::size_t kMaxMoveLength = 64;

template <Game G>
class Session {
 public:
  using Params = typename G::Params;
  using State = typename G::State;

  // A new game; an empty desc asks the game to draw one from `words`.
  static Result<Session> create(std::string_view params_text, std::string_view desc, WordSource& words) {
    Result<Params> params = G::parse_params(params_text);
    if (!params) return params.failure();
    std::string d = desc.empty() ? G::new_desc(*params, words) : std::string(desc);
    if (d.find(':') != std::string::npos) return fail(msg::kDescColon);
    if (Check c = G::check_desc(*params, d); !c) return c.failure();
    return Session(*params, std::move(d));
  }

  // Restores a save (or a bare game id "<game>:<params>:<desc>") by replaying every move.
  static Result<Session> load(std::string_view save) {
    if (save.size() > kMaxSaveLength) return fail(msg::kSaveLong);
    const std::vector<std::string_view> f = split(save, ':');
    if (f.size() < 3 || f.size() > 5) return fail(msg::kSaveForm);
    if (f[0] != G::name) return fail(msg::kSaveGame, {{"found", quoted(f[0])}, {"game", G::name}});
    Result<Params> params = G::parse_params(f[1]);
    if (!params) return params.failure();
    if (Check c = G::check_desc(*params, f[2]); !c) return c.failure();
    Session s(*params, std::string(f[2]));
    std::size_t position = 0;
    if (f.size() >= 4 && !f[3].empty()) {
      const std::vector<std::string_view> moves = split(f[3], '.');
      s.states_.reserve(moves.size() + 2);  // states are copied once each, never on a regrowth
      s.moves_.reserve(moves.size());
      for (std::size_t i = 0; i < moves.size(); ++i) {
        const Args which = {{"n", i + 1}, {"move", quoted(moves[i])}};
        if (!is_move_text(moves[i])) return fail(msg::kSaveMoveText, which);
        if (G::status(s.states_.back()).over) return fail(msg::kSaveMoveLate, which);
        Result<typename G::Move> m = G::parse_move(s.states_.back(), moves[i]);
        if (!m) return fail(msg::kSaveMoveIllegal, {{"n", i + 1}, {"move", quoted(moves[i])}, {"why", m.failure()}});
        s.states_.push_back(s.states_.back());
        G::apply(s.states_.back(), *m);
        s.moves_.push_back(G::format_move(*m));
      }
      position = s.moves_.size();
    }
    if (f.size() == 5) {
      const auto p = parse_uint(f[4]);
      if (!p || static_cast<std::size_t>(*p) > s.moves_.size())
        return fail(msg::kSavePosition, {{"position", quoted(f[4])}, {"max", s.moves_.size()}});
      position = static_cast<std::size_t>(*p);
    }
    s.states_.resize(position + 1);
    return s;
  }

  // Plays a move or an intent; on any failure nothing changes.
  Check play(std::string_view move, WordSource& words) {
    if (move.size() > kMaxMoveLength || !is_move_text(move))
      return fail(msg::kMoveUnknown, {{"move", quoted(move)}, {"game", G::name}});
    if (G::status(state()).over) return fail(msg::kOver);
    Result<std::string> concrete = G::complete_move(state(), move, words);
    if (!concrete) return concrete.failure();
    Result<typename G::Move> m = G::parse_move(state(), *concrete);
    if (!m) return m.failure();
    State next = state();
    G::apply(next, *m);
    std::string text = G::format_move(*m);
    // The move the log holds next keeps the rest of the log, as redo would: a person who undoes a
    // decision and takes it again meets the same future (the computer's dice included).
    if (position() == moves_.size() || moves_[position()] != text) {
      moves_.resize(position());
      moves_.push_back(std::move(text));
    }
    states_.push_back(std::move(next));
    return {};
  }

  // The engine plays the seat to move, if that seat is a computer. Where the log already holds
  // the computer's next move (after an undo), that move is replayed: undo never re-rolls its dice.
  Check computer(WordSource& words) {
    if (G::status(state()).over) return fail(msg::kOver);
    if (position() < moves_.size() && G::status(state()).computer_to_move) return redo();
    Result<std::string> intent = G::computer_move(state(), words);
    if (!intent) return intent.failure();
    return play(*intent, words);
  }

  Check undo() {
    if (position() == 0) return fail(msg::kUndoNothing);
    if (!undoable_now()) return fail(msg::kUndoChance);
    states_.pop_back();
    return {};
  }

  // Back to before the last decision of a person that can be undone, in one step: the computer's
  // moves after it are stepped over and stay in the log, so redo_decision (or the computer's turn)
  // replays them as they were. A person's move that revealed chance (a roll) is never crossed. In a
  // game no person has moved in yet (computers only), one move, as undo().
  Check undo_decision() {
    if (position() == 0) return fail(msg::kUndoNothing);
    const std::optional<std::size_t> to = decision_undo_target();
    if (!to) return fail(msg::kUndoChance);
    states_.resize(*to + 1);
    return {};
  }

  // Redo, then on over the computer's moves the log holds, to where a person is to move again.
  Check redo_decision() {
    if (Check c = redo(); !c) return c;
    while (position() < moves_.size() && G::status(state()).computer_to_move) {
      if (Check c = redo(); !c) return c;
    }
    return {};
  }

  Check redo() {
    if (position() == moves_.size()) return fail(msg::kRedoNothing);
    // Moves in the log were legal when played from this very state, so they parse again.
    Result<typename G::Move> m = G::parse_move(state(), moves_[position()]);
    if (!m) return m.failure();
    State next = state();
    G::apply(next, *m);
    states_.push_back(std::move(next));
    return {};
  }

  bool can_undo() const { return position() > 0 && undoable_now(); }
  bool can_undo_decision() const { return decision_undo_target().has_value(); }
  bool can_redo() const { return position() < moves_.size(); }
  std::size_t position() const { return states_.size() - 1; }
  const std::vector<std::string>& moves() const { return moves_; }
  const State& state() const { return states_.back(); }
  const Params& params() const { return params_; }
  Status status() const { return G::status(state()); }
  std::string last_move() const { return position() ? moves_[position() - 1] : std::string(); }

  std::string id() const { return std::string(G::name) + ":" + G::format_params(params_) + ":" + desc_; }
  std::string save() const { return id() + ":" + join(moves_, '.') + ":" + std::to_string(position()); }

 private:
  Session(Params params, std::string desc) : params_(std::move(params)), desc_(std::move(desc)) {
    states_.push_back(G::initial(params_, desc_));
  }

  bool undoable_now() const {
    const State& before = states_[states_.size() - 2];
    Result<typename G::Move> m = G::parse_move(before, moves_[position() - 1]);
    return m && G::undoable(before, *m);
  }
  // Where undo_decision() goes back to: the position before the last move of a person, if that
  // move can be undone; none when it cannot (it revealed chance). Computers only: one move back.
  std::optional<std::size_t> decision_undo_target() const {
    for (std::size_t i = position(); i-- > 0;) {
      if (G::status(states_[i]).computer_to_move) continue;
      Result<typename G::Move> m = G::parse_move(states_[i], moves_[i]);
      if (!m || !G::undoable(states_[i], *m)) return std::nullopt;
      return i;
    }
    if (!can_undo()) return std::nullopt;
    return position() - 1;
  }
  Params params_;
  std::string desc_;
  std::vector<std::string> moves_;  // the whole log; those past position() are the redo list
  std::vector<State> states_;       // states_[i] = after the first i moves, up to position()
};

}  // namespace arcade
