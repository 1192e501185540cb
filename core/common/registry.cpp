// Registry lookups and the snapshot's plain-object form (see registry.hpp).
#include "registry.hpp"

#include "messages.hpp"

namespace arcade {

Value status_value(const Status& s) {
  Value status = Value::object();
  status.set("over", s.over)
      .set("toMove", s.to_move)
      .set("computerToMove", s.computer_to_move)
      .set("winners", Value::array_of(s.winners))
      .set("text", s.text);
  if (!s.message.id.empty()) status.set("message", message_value(s.message));
  return status;
}

Value to_value(const Snapshot& s) {
  Value v = Value::object();
  v.set("game", s.game)
      .set("save", s.save)
      .set("status", status_value(s.status))
      .set("view", s.view)
      .set("text", s.text)
      .set("lastMove", s.last_move.empty() ? Value() : Value(s.last_move))
      .set("moveCount", static_cast<std::int64_t>(s.move_count))
      .set("position", static_cast<std::int64_t>(s.position))
      .set("canUndo", s.can_undo)
      .set("canUndoDecision", s.can_undo_decision)
      .set("canRedo", s.can_redo)
      .set("legal", Value::array_of(s.legal));
  return v;
}

Result<const GameApi*> find_game(std::string_view name) {
  std::string known;
  for (const GameApi* g : games()) {
    if (g->name() == name) return g;
    known += (known.empty() ? "" : ", ") + std::string(g->name());
  }
  return fail(msg::kGameUnknown, {{"name", quoted(name)}, {"games", known}});
}

Result<const GameApi*> game_of_save(std::string_view save) {
  const std::size_t colon = save.find(':');
  if (colon == std::string_view::npos) return fail(msg::kSaveForm);
  return find_game(save.substr(0, colon));
}

Message list_of(const std::vector<Message>& items) {
  if (items.empty()) return Message{};
  Message out = items[0];
  for (std::size_t i = 1; i + 1 < items.size(); ++i) out = say(msg::kListComma, {{"list", out}, {"next", items[i]}});
  if (items.size() > 1) out = say(msg::kListAnd, {{"list", out}, {"last", items.back()}});
  return out;
}

std::vector<MessageDef> all_messages() {
  std::vector<MessageDef> out(std::begin(msg::all), std::end(msg::all));
  for (const GameApi* g : games()) out.insert(out.end(), g->messages().begin(), g->messages().end());
  return out;
}

}  // namespace arcade
