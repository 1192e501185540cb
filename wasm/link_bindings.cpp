// Embind exports of turn links (core/common/link.hpp): {link, info} from create and move ({link,
// secret, info} from create for a game with a secret), info from show.
#include "link_bindings.hpp"

#include <emscripten/bind.h>

#include "common/link.hpp"
#include "common/session.hpp"
#include "new_game_args.hpp"

namespace arcade::wasm {
namespace {

// The link made, read back as the caller sees it: with the secret, the maker's info holds its code.
val link_result(Result<NewLink> made, std::string_view secret, const WordSource& words) {
  if (words.exhausted()) return error("Not enough random words were supplied for this move.");
  if (!made) return error(made.failure());
  const std::string& kept = made->secret.empty() ? std::string(secret) : made->secret;
  Result<LinkInfo> info = link_show(made->token, kept);
  if (!info) return error(info.failure());
  Value out = Value::object().set("link", made->token);
  if (!made->secret.empty()) out.set("secret", made->secret);
  return ok(out.set("info", to_value(*info)));
}

// A secret's text (or a code's): short, like a move.
Result<std::string> secret_arg(const val& v, const char* what) { return string_arg(v, what, kMaxMoveLength); }

val link_create(val game, val params, val desc, val random, val code) {
  Result<NewGameArgs> args = new_game_args(game, params, desc, random);
  if (!args) return error(args.failure());
  Result<std::string> c = secret_arg(code, "The code");
  if (!c) return error(c.failure());
  return link_result(link_start(args->api->name(), args->params, args->desc, *args->words, *c), "", *args->words);
}

val link_move_call(val link, val move, val random, val secret) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  Result<std::string> m = string_arg(move, "The move", kMaxMoveLength);
  if (!m) return error(m.failure());
  Result<std::string> s = secret_arg(secret, "The secret");
  if (!s) return error(s.failure());
  Result<LinkInfo> info = link_show(*l, *s);
  if (!info) return error(info.failure());
  // The seeded stream of the move's turn, as session calls draw theirs at the save's position.
  Result<std::unique_ptr<WordSource>> words = random_source(random, info->moves.size());
  if (!words) return error(words.failure());
  Result<std::string> token = link_move(*info, *m, **words, *s);
  if (!token) return error(token.failure());
  return link_result(NewLink{*token, ""}, *s, **words);
}

val link_show_call(val link, val secret) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  Result<std::string> s = secret_arg(secret, "The secret");
  if (!s) return error(s.failure());
  Result<LinkInfo> info = link_show(*l, *s);
  if (!info) return error(info.failure());
  return ok(to_value(*info));
}

// A core with no game played by link: the same arguments read, then the whole core's refusal (a
// link's text at fault, its game not in this core, or this core's game, which no link carries).
val no_link(const std::string& game) {
  Result<const GameApi*> found = find_game(game);
  Result<const GameApi*> api = found && (*found)->secret() ? found : linkable(game);
  return error(api ? fail("The game " + game + " plays by link, but this engine was built without link support.")
                   : api.failure());
}
val no_link_open(const std::string& link) {
  Result<std::vector<std::string>> fields = link_fields(link);
  if (!fields) return error(fields.failure());
  return no_link((*fields)[1]);
}
val no_link_create(val game, val params, val desc, val random, val code) {
  Result<NewGameArgs> args = new_game_args(game, params, desc, random);
  if (!args) return error(args.failure());
  if (Result<std::string> c = secret_arg(code, "The code"); !c) return error(c.failure());
  return no_link(std::string(args->api->name()));
}
val no_link_move(val link, val move, val, val secret) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  Result<std::string> m = string_arg(move, "The move", kMaxMoveLength);
  if (!m) return error(m.failure());
  if (Result<std::string> s = secret_arg(secret, "The secret"); !s) return error(s.failure());
  return no_link_open(*l);
}
val no_link_show(val link, val secret) {
  Result<std::string> l = string_arg(link, "The link", limit::kLinkText);
  if (!l) return error(l.failure());
  if (Result<std::string> s = secret_arg(secret, "The secret"); !s) return error(s.failure());
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
