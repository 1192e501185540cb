// Embind exports of turn links (core/common/link.hpp): {link, info} from create and move, info from show.
#include "link_bindings.hpp"

#include <emscripten/bind.h>

#include "common/link.hpp"
#include "common/session.hpp"
#include "new_game_args.hpp"

namespace arcade::wasm {
namespace {

val link_result(Result<std::string> token, const WordSource& words) {
  if (words.exhausted()) return error("Not enough random words were supplied for this move.");
  if (!token) return error(token.failure());
  Result<LinkInfo> info = link_show(*token);
  if (!info) return error(info.failure());
  return ok(Value::object().set("link", *token).set("info", to_value(*info)));
}

val link_create(val game, val params, val desc, val random) {
  Result<NewGameArgs> args = new_game_args(game, params, desc, random);
  if (!args) return error(args.failure());
  return link_result(link_new(args->api->name(), args->params, args->desc, *args->words), *args->words);
}

val link_move_call(val link, val move, val random) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  Result<std::string> m = string_arg(move, "The move", kMaxMoveLength);
  if (!m) return error(m.failure());
  Result<LinkInfo> info = link_show(*l);
  if (!info) return error(info.failure());
  // The seeded stream of the move's turn, as session calls draw theirs at the save's position.
  Result<std::unique_ptr<WordSource>> words = random_source(random, info->moves.size());
  if (!words) return error(words.failure());
  return link_result(link_move(*info, *m, **words), **words);
}

val link_show_call(val link) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  Result<LinkInfo> info = link_show(*l);
  if (!info) return error(info.failure());
  return ok(to_value(*info));
}

// A core with no game played by link: the same arguments read, then the whole core's refusal (a
// link's text at fault, its game not in this core, or this core's game, which no link carries).
val no_link(const std::string& game) {
  Result<const GameApi*> api = linkable(game);
  return error(api ? fail("The game " + game + " plays by link, but this engine was built without link support.")
                   : api.failure());
}
val no_link_open(const std::string& link) {
  Result<std::vector<std::string>> fields = link_fields(link);
  if (!fields) return error(fields.failure());
  return no_link((*fields)[1]);
}
val no_link_create(val game, val params, val desc, val random) {
  Result<NewGameArgs> args = new_game_args(game, params, desc, random);
  if (!args) return error(args.failure());
  return no_link(std::string(args->api->name()));
}
val no_link_move(val link, val move, val) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  Result<std::string> m = string_arg(move, "The move", kMaxMoveLength);
  if (!m) return error(m.failure());
  return no_link_open(*l);
}
val no_link_show(val link) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  return no_link_open(*l);
}

}  // namespace

void bind_link_refusals() {
  emscripten::function("linkCreate", &no_link_create);
  emscripten::function("linkMove", &no_link_move);
  emscripten::function("linkShow", &no_link_show);
}

void bind_links() {
  emscripten::function("linkCreate", &link_create);
  emscripten::function("linkMove", &link_move_call);
  emscripten::function("linkShow", &link_show_call);
}

}  // namespace arcade::wasm
