// Turn links (see link.hpp): the token's codec, its check chain, and the session replay behind
// every call, so nothing a link says is believed before the rules have played it again.
#include "link.hpp"

#include "messages.hpp"
#include "secret_link.hpp"
#include "sha256.hpp"
#include "text.hpp"

namespace arcade {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::string_view kVersionField = "K1";
constexpr std::string_view kChainLabel = "kata-arcade link 1";
constexpr std::size_t kHexDigits = 16;

int sextet(char c) {
  const std::size_t at = kAlphabet.find(c);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

bool is_hex16(std::string_view s) { return is_hex(s, kHexDigits); }

std::uint64_t seed_of(std::string_view game_id) {
  std::uint64_t v = 0;
  for (char c : game_id) v = v << 4 | static_cast<std::uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  return v;
}

// The token of a text: what follows "#play=" if it holds one, else the text; spaces and line
// breaks around it (a messenger's, a paste's) do not count.
std::string_view token_of(std::string_view text) {
  const std::size_t at = text.find("#play=");
  if (at != std::string_view::npos) text = text.substr(at + 6);
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

std::vector<std::string> moves_of_save(std::string_view save) {
  const std::vector<std::string_view> f = split(save, ':');
  return f.size() >= 4 ? moves_of(f[3]) : std::vector<std::string>{};
}

std::string encode(std::string_view game, std::string_view params, std::string_view desc, std::string_view game_id,
                   const std::vector<std::string>& moves) {
  const std::vector<std::string> chain = link_chain(game, params, desc, game_id, moves);
  const std::string payload = std::string(kVersionField) + ":" + std::string(game) + ":" + std::string(params) + ":" +
                              std::string(desc) + ":" + std::string(game_id) + ":" + join(moves, '.') + ":" +
                              chain.back();
  return base64url_encode(payload);
}

// The computer seats' moves while one is to move, each from a stream of the game id and the
// number of moves before it: the same link always gets the same answer, on any device.
Result<Snapshot> computers(const GameApi& api, Result<Snapshot> snap, std::string_view game_id) {
  while (snap && !snap->status.over && snap->status.computer_to_move) {
    Rng rng(mix_seed(seed_of(game_id), snap->move_count));
    snap = api.computer(snap->save, rng);
  }
  return snap;
}

}  // namespace

std::string hex16(std::uint64_t v) {
  std::string out(kHexDigits, '0');
  for (std::size_t i = 0; i < kHexDigits; ++i) out[kHexDigits - 1 - i] = "0123456789abcdef"[(v >> (4 * i)) & 15];
  return out;
}

bool is_hex(std::string_view s, std::size_t digits) {
  return s.size() == digits && s.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

std::vector<std::string> moves_of(std::string_view joined) {
  std::vector<std::string> out;
  if (!joined.empty())
    for (std::string_view m : split(joined, '.')) out.emplace_back(m);
  return out;
}

std::string new_game_id(WordSource& words) {
  const std::uint64_t high = words.next32();
  return hex16(high << 32 | words.next32());
}

Result<const GameApi*> linkable(std::string_view game) {
  Result<const GameApi*> api = find_game(game);
  if (!api) return api.failure();
  if ((*api)->secret()) return fail(msg::kLinkVersionGame, {{"game", game}, {"read", "\"K2\""}, {"found", "\"K1\""}});
  if (!(*api)->open_turns()) return fail(msg::kLinkGame, {{"game", game}});
  return api;
}

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::uint32_t bits = 0;
  int held = 0;
  for (unsigned char c : bytes) {
    bits = bits << 8 | c;
    held += 8;
    while (held >= 6) {
      held -= 6;
      out += kAlphabet[(bits >> held) & 63];
    }
  }
  if (held > 0) out += kAlphabet[(bits << (6 - held)) & 63];
  return out;
}

Result<std::string> base64url_decode(std::string_view text) {
  const auto refuse = [&](std::size_t i) {
    return fail(msg::kLinkBase64, {{"n", i + 1}, {"char", quoted_at(text, i)}});
  };
  std::string out;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t bits = 0;
  int held = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const int v = sextet(text[i]);
    if (v < 0) return refuse(i);
    bits = (bits << 6 | static_cast<std::uint32_t>(v)) & 0xfff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      out += static_cast<char>((bits >> held) & 255);
    }
  }
  // A last character that completes no byte (4k+1 characters), or whose unused bits are set,
  // belongs to no encoding: each text has one token, so a token cannot be altered and still read.
  if (!text.empty() && (text.size() % 4 == 1 || (bits & ((1u << held) - 1)) != 0)) return refuse(text.size() - 1);
  return out;
}

std::vector<std::string> link_chain(std::string_view game, std::string_view params, std::string_view desc,
                                    std::string_view game_id, const std::vector<std::string>& moves) {
  std::string c = sha256_hex(std::string(kChainLabel) + std::string(game) + std::string(params) + std::string(desc) +
                             std::string(game_id));
  std::vector<std::string> chain{c.substr(0, kHexDigits)};
  for (const std::string& m : moves) {
    c = sha256_hex(c + m);
    chain.push_back(c.substr(0, kHexDigits));
  }
  return chain;
}

Result<NewLink> link_start(std::string_view game, std::string_view params, std::string_view desc, WordSource& words,
                           std::string_view code) {
  Result<const GameApi*> found = find_game(game);
  if (!found) return found.failure();
  if ((*found)->secret()) return secret_link_new(**found, params, desc, code, words);
  Result<const GameApi*> api = linkable(game);
  if (!api) return api.failure();
  if (!code.empty()) return fail(msg::kLinkNoSecret, {{"game", game}});
  const std::string game_id = new_game_id(words);
  Result<Snapshot> snap = computers(**api, (*api)->create(params, desc, words), game_id);
  if (!snap) return snap.failure();
  const std::vector<std::string_view> f = split(snap->save, ':');  // game:params:desc:moves:position
  return NewLink{encode(f[0], f[1], f[2], game_id, moves_of_save(snap->save)), ""};
}

Result<std::string> link_new(std::string_view game, std::string_view params, std::string_view desc, WordSource& words) {
  Result<NewLink> made = link_start(game, params, desc, words);
  if (!made) return made.failure();
  return made->token;
}

Result<std::vector<std::string>> link_fields(std::string_view link) {
  const std::string_view token = token_of(link);
  if (token.empty()) return fail(msg::kLinkEmpty);
  if (token.size() > kMaxLinkLength)
    return fail(msg::kLinkLong, {{"length", characters(token)}, {"max", kMaxLinkLength}});
  Result<std::string> payload = base64url_decode(token);
  if (!payload) return payload.failure();
  const std::vector<std::string_view> f = split(*payload, ':');
  if (f[0] == kSecretVersionField) {
    if (f.size() != kSecretLinkFields) return fail(msg::kLinkFields2, {{"n", f.size()}});
  } else if (f[0] != kVersionField) {
    // Both versions read, as a list a page words in its language ("K1" and "K2").
    std::vector<Message> read(2);
    read[0].message = quoted(kVersionField);
    read[1].message = quoted(kSecretVersionField);
    return fail(msg::kLinkVersion, {{"found", quoted(f[0])}, {"read", list_of(read)}});
  } else if (f.size() != 7) {
    return fail(msg::kLinkFields, {{"n", f.size()}});
  }
  return std::vector<std::string>(f.begin(), f.end());
}

Result<LinkInfo> link_show(std::string_view link, std::string_view secret) {
  Result<std::vector<std::string>> fields = link_fields(link);
  if (!fields) return fields.failure();
  const std::vector<std::string>& f = *fields;
  if (f[0] == kSecretVersionField) return secret_link_show(f, secret);
  Result<const GameApi*> api = linkable(f[1]);
  if (!api) return api.failure();
  if (!secret.empty()) return fail(msg::kLinkNoSecret, {{"game", f[1]}});
  if (!is_hex16(f[4])) return fail(msg::kLinkGameId, {{"id", quoted(f[4])}});
  if (!is_hex16(f[6])) return fail(msg::kLinkCheckForm, {{"check", quoted(f[6])}});
  LinkInfo info;
  info.game = f[1];
  info.params = f[2];
  info.desc = f[3];
  info.game_id = f[4];
  info.moves = moves_of(f[5]);
  info.chain = link_chain(f[1], f[2], f[3], f[4], info.moves);
  if (info.chain.back() != f[6]) return fail(msg::kLinkCheck);
  // The check only says the text is whole; the session's replay says the game is legal.
  Result<Snapshot> snap = (*api)->load(info.game + ":" + info.params + ":" + info.desc + ":" + std::string(f[5]));
  if (!snap) return snap.failure();
  info.status = snap->status;
  info.save = snap->save;
  return info;
}

Result<std::string> link_move(const LinkInfo& info, std::string_view move, WordSource& words, std::string_view secret) {
  if (info.version == kSecretLinkVersion) return secret_link_move(info, move, secret, words);
  Result<const GameApi*> api = linkable(info.game);
  if (!api) return api.failure();
  if (!secret.empty()) return fail(msg::kLinkNoSecret, {{"game", info.game}});
  Result<Snapshot> snap = computers(**api, (*api)->play(info.save, move, words), info.game_id);
  if (!snap) return snap.failure();
  std::vector<std::string> moves = info.moves;
  const std::vector<std::string> played = moves_of_save(snap->save);
  moves.insert(moves.end(), played.begin() + static_cast<std::ptrdiff_t>(info.moves.size()), played.end());
  return encode(info.game, info.params, info.desc, info.game_id, moves);
}

Result<std::string> link_move(std::string_view link, std::string_view move, WordSource& words,
                              std::string_view secret) {
  Result<LinkInfo> info = link_show(link, secret);
  if (!info) return info.failure();
  return link_move(*info, move, words, secret);
}

Value to_value(const LinkInfo& info) {
  Value v = Value::object();
  v.set("version", info.version).set("game", info.game).set("params", info.params).set("desc", info.desc);
  v.set("gameId", info.game_id);
  if (info.version == kSecretLinkVersion) v.set("commitment", info.commitment);
  v.set("moves", Value::array_of(info.moves))
      .set("turn", static_cast<std::int64_t>(info.moves.size()))
      .set("toMove", info.status.to_move)
      .set("status", status_value(info.status))
      .set("save", info.save);
  if (info.version == kSecretLinkVersion)
    v.set("revealed", info.revealed).set("code", info.code.empty() ? Value() : Value(info.code));
  v.set("check", info.chain.back()).set("chain", Value::array_of(info.chain));
  return v;
}

}  // namespace arcade
