// Turn links of version 2 (see secret_link.hpp): the commitment made, the secret holder's moves
// computed from the secret, and a revealed secret checked against the commitment and every move.
#include "secret_link.hpp"

#include "messages.hpp"
#include "sha256.hpp"
#include "text.hpp"

namespace arcade {

namespace {

constexpr std::string_view kChainLabel = "kata-arcade link 2";
constexpr std::string_view kCommitLabel = "kata-arcade secret 2";
constexpr std::size_t kCheckDigits = 16, kCommitDigits = 64;

// The payload's fields after the version: game, params, desc, game id, commitment.
std::vector<std::string> head_of(const LinkInfo& info) {
  return {info.game, info.params, info.desc, info.game_id, info.commitment};
}

std::string encode(const std::vector<std::string>& head, const std::vector<std::string>& moves,
                   std::string_view reveal) {
  std::string payload(kSecretVersionField);
  for (const std::string& f : head) payload += ":" + f;
  payload += ":" + join(moves, '.') + ":" + std::string(reveal) + ":" + secret_link_chain(head, moves, reveal).back();
  return base64url_encode(payload);
}

// A secret given by its holder, read and held to the link's commitment, its code to the game's rules.
Result<Secret> proven(const SecretApi& api, const LinkInfo& info, std::string_view text) {
  Result<Secret> s = parse_secret(text);
  if (!s) return s.failure();
  if (commitment_of(info.game_id, *s) != info.commitment) return fail(msg::kLinkSecretWrong);
  if (Check c = api.check(info.params, s->code); !c) return c.failure();
  return s;
}

// The game a link of version 2 carries: registered, with a secret; an OpenTurns game goes by v1.
Result<const SecretApi*> secret_game(std::string_view game) {
  Result<const GameApi*> api = find_game(game);
  if (!api) return api.failure();
  if ((*api)->secret()) return (*api)->secret();
  if ((*api)->open_turns())
    return fail(msg::kLinkVersionGame, {{"game", game}, {"read", "\"K1\""}, {"found", "\"K2\""}});
  return fail(msg::kLinkGame, {{"game", game}});
}

// A revealed secret: its form, the game's check of its code, the commitment, then every move of
// its holder replayed against it.
Check check_reveal(const SecretApi& api, LinkInfo& info, std::string_view reveal) {
  if (!info.status.over) return fail(msg::kLinkRevealEarly);
  Result<Secret> s = parse_secret(reveal);
  if (!s) return s.failure();
  if (Check c = api.check(info.params, s->code); !c) return c;
  if (commitment_of(info.game_id, *s) != info.commitment) return fail(msg::kLinkCommitment);
  if (Check c = api.check_moves(info.save, s->code); !c) return c;
  info.revealed = true;
  info.code = s->code;
  return {};
}

}  // namespace

Result<Secret> parse_secret(std::string_view text) {
  const std::size_t dot = text.find('.');
  const auto refuse = [&] { return fail(msg::kLinkSecretForm, {{"secret", quoted(text)}}); };
  if (dot == 0 || dot == std::string_view::npos || !is_hex(text.substr(dot + 1), kSaltDigits)) return refuse();
  return Secret{std::string(text.substr(0, dot)), std::string(text.substr(dot + 1))};
}

std::string commitment_of(std::string_view game_id, const Secret& secret) {
  return sha256_hex(std::string(kCommitLabel) + ":" + std::string(game_id) + ":" + secret.salt + ":" + secret.code);
}

std::vector<std::string> secret_link_chain(const std::vector<std::string>& head, const std::vector<std::string>& moves,
                                           std::string_view reveal) {
  std::string text(kChainLabel);
  for (const std::string& f : head) text += ":" + f;
  std::string c = sha256_hex(text);
  std::vector<std::string> chain{c.substr(0, kCheckDigits)};
  for (const std::string& m : moves) {
    c = sha256_hex(c + m);
    chain.push_back(c.substr(0, kCheckDigits));
  }
  if (!reveal.empty()) chain.push_back(sha256_hex(c + ":" + std::string(reveal)).substr(0, kCheckDigits));
  return chain;
}

Result<NewLink> secret_link_new(const GameApi& api, std::string_view params, std::string_view desc,
                                std::string_view code, WordSource& words) {
  Result<std::string> two = api.secret()->params(params);
  if (!two) return two.failure();
  const std::string game_id = new_game_id(words);
  Result<Snapshot> snap = api.create(*two, desc, words);
  if (!snap) return snap.failure();
  if (!code.empty())
    if (Check c = api.secret()->check(*two, code); !c) return c.failure();
  Secret secret{code.empty() ? api.secret()->draw(*two, words) : std::string(code), ""};
  for (int i = 0; i < 2; ++i) secret.salt += new_game_id(words);
  const std::vector<std::string_view> f = split(snap->save, ':');  // game:params:desc:moves:position
  const std::vector<std::string> head{std::string(f[0]), std::string(f[1]), std::string(f[2]), game_id,
                                      commitment_of(game_id, secret)};
  return NewLink{encode(head, moves_of(f[3]), ""), secret.text()};
}

Result<LinkInfo> secret_link_show(const std::vector<std::string>& f, std::string_view secret) {
  Result<const SecretApi*> api = secret_game(f[1]);
  if (!api) return api.failure();
  if (!is_hex(f[4], kCheckDigits)) return fail(msg::kLinkGameId, {{"id", quoted(f[4])}});
  if (!is_hex(f[5], kCommitDigits)) return fail(msg::kLinkCommitForm, {{"commitment", quoted(f[5])}});
  if (!is_hex(f[8], kCheckDigits)) return fail(msg::kLinkCheckForm, {{"check", quoted(f[8])}});
  LinkInfo info;
  info.version = kSecretLinkVersion;
  info.game = f[1];
  info.params = f[2];
  info.desc = f[3];
  info.game_id = f[4];
  info.commitment = f[5];
  info.moves = moves_of(f[6]);
  info.chain = secret_link_chain(head_of(info), info.moves, f[7]);
  if (info.chain.back() != f[8]) return fail(msg::kLinkCheck);
  Result<std::string> two = (*api)->params(info.params);
  if (!two) return two.failure();
  if (*two != info.params)
    return fail(msg::kLinkParams, {{"params", quoted(info.params)}, {"canonical", quoted(*two)}});
  Result<Snapshot> snap = (*find_game(info.game))->load(info.game + ":" + info.params + ":" + info.desc + ":" + f[6]);
  if (!snap) return snap.failure();
  info.status = snap->status;
  info.save = snap->save;
  if (!f[7].empty()) {
    if (Check c = check_reveal(**api, info, f[7]); !c) return c.failure();
  } else if (info.status.over) {
    return fail(msg::kLinkRevealMissing);
  }
  if (!secret.empty()) {
    Result<Secret> s = proven(**api, info, secret);
    if (!s) return s.failure();
    info.code = s->code;
  }
  return info;
}

Result<std::string> secret_link_move(const LinkInfo& info, std::string_view move, std::string_view secret,
                                     WordSource& words) {
  Result<const SecretApi*> api = secret_game(info.game);
  if (!api) return api.failure();
  if (info.status.over) return fail(msg::kOver);
  Result<Secret> s = secret.empty() ? Result<Secret>(Secret{}) : proven(**api, info, secret);
  if (!s) return s.failure();
  std::string played(move);
  if (info.status.to_move == (*api)->seat()) {
    if (secret.empty()) return fail(msg::kLinkSecretNeeded);
    if (!move.empty()) return fail(msg::kLinkSecretMove);
    Result<std::string> computed = (*api)->move(info.save, s->code);
    if (!computed) return computed.failure();
    played = *computed;
  } else if (!secret.empty()) {
    return fail(msg::kLinkSecretTurn);
  }
  Result<Snapshot> snap = (*find_game(info.game))->play(info.save, played, words);
  if (!snap) return snap.failure();
  std::vector<std::string> moves = info.moves;
  moves.push_back(snap->last_move);
  // The holder's last move ends the game: its link reveals the secret, so the other side can check.
  return encode(head_of(info), moves, snap->status.over && !secret.empty() ? s->text() : "");
}

}  // namespace arcade
