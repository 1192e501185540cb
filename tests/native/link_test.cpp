// Turn links (core/common/link.hpp): SHA-256 and base64url vectors, whole games round-tripped,
// every field tampered, computer seats replayed alike, older and forked chains told apart.
#include <doctest/doctest.h>

#include <cstdio>

#include "common/link.hpp"
#include "common/sha256.hpp"
#include "common/text.hpp"
#include "connect4/connect4.hpp"
#include "mastermind/mastermind.hpp"
#include "rotate/connectk.hpp"

using namespace arcade;

namespace {

// The link's text, which the tampering tests edit field by field.
std::vector<std::string> fields_of(const std::string& token) {
  Result<std::string> payload = base64url_decode(token);
  REQUIRE(payload.ok());
  std::vector<std::string> out;
  for (std::string_view f : split(*payload, ':')) out.emplace_back(f);
  return out;
}
std::string token_of(const std::vector<std::string>& fields) {
  std::string payload;
  for (const std::string& f : fields) payload += (payload.empty() ? "" : ":") + f;
  return base64url_encode(payload);
}
// The same fields with the check made again, as a forger who knows the protocol would.
std::string forged(std::vector<std::string> f) {
  std::vector<std::string> moves;
  if (!f[5].empty())
    for (std::string_view m : split(f[5], '.')) moves.emplace_back(m);
  f[6] = link_chain(f[1], f[2], f[3], f[4], moves).back();
  return token_of(f);
}

std::string show_error(const std::string& token) { return link_show(token).error(); }

// A whole game through links, each turn a random legal move from the link's own save, and the
// same moves through a session of G: every show holds the moves so far, the end the same save.
template <class G>
void round_trip(std::string_view params, std::uint64_t seed) {
  Rng rng(seed);
  Result<std::string> token = link_new(G::name, params, "", rng);
  REQUIRE_MESSAGE(token.ok(), token.error());
  Result<Session<G>> session = Session<G>::create(params, "", rng);
  REQUIRE(session.ok());
  const GameApi& api = **find_game(G::name);
  std::vector<std::string> moves;
  for (int turn = 0;; ++turn) {
    Result<LinkInfo> info = link_show(*token);
    REQUIRE_MESSAGE(info.ok(), info.error());
    CHECK(info->moves == moves);
    CHECK(info->chain.size() == moves.size() + 1);
    CHECK(info->save == session->save());
    if (info->status.over) break;
    REQUIRE(turn < 200);
    Result<std::string> move = api.random_move(info->save, rng);
    REQUIRE(move.ok());
    token = link_move(*token, *move, rng);
    REQUIRE_MESSAGE(token.ok(), token.error());
    REQUIRE(session.value().play(*move, rng).ok());
    moves.push_back(*move);
  }
  CHECK(session->status().over);
  CHECK(moves.size() > 6);
}

}  // namespace

TEST_CASE("link: SHA-256 gives the FIPS 180-4 / NIST example digests") {
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(
      sha256_hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopq"
                 "rstnopqrstu") == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  CHECK(sha256_hex(std::string(1000000, 'a')) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  // 55 and 56 bytes: the length still fits the last block, then no longer does.
  CHECK(sha256_hex(std::string(55, 'a')) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  CHECK(sha256_hex(std::string(56, 'a')) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
}

TEST_CASE("link: base64url is RFC 4648's, without padding, and refuses any other text by character") {
  const std::pair<std::string, std::string> vectors[] = {
      {"", ""},           {"f", "Zg"},          {"fo", "Zm8"},          {"foo", "Zm9v"},
      {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"}, {"foobar", "Zm9vYmFy"}, {"\xfb\xff\xbf", "-_-_"}};
  for (const auto& [bytes, text] : vectors) {
    CHECK(base64url_encode(bytes) == text);
    CHECK(base64url_decode(text).value() == bytes);
  }
  CHECK(base64url_decode("Zm9v+").error() == "The link is not base64url: character 5 (\"+\") cannot be there.");
  CHECK(base64url_decode("Zg==").error() == "The link is not base64url: character 3 (\"=\") cannot be there.");
  // A last character whose unused bits are set, or one that completes no byte.
  CHECK(base64url_decode("Zh").error() == "The link is not base64url: character 2 (\"h\") cannot be there.");
  CHECK(base64url_decode("Zm9vY").error() == "The link is not base64url: character 5 (\"Y\") cannot be there.");
}

TEST_CASE("link: a new game's token is its fields, its game id from the words, its check the chain's") {
  Rng rng(mix_seed(7, 0));
  const std::string token = link_new("connect4", "", "", rng).value();
  const std::vector<std::string> f = fields_of(token);
  REQUIRE(f.size() == 7);
  CHECK(f[0] == "K1");
  CHECK(f[1] == "connect4");
  CHECK(f[2] == "hs");  // the canonical params
  CHECK(f[3] == "");
  Rng again(mix_seed(7, 0));
  const std::uint64_t high = again.next32();
  char id[17];
  std::snprintf(id, sizeof id, "%016llx", static_cast<unsigned long long>(high << 32 | again.next32()));
  CHECK(f[4] == id);
  CHECK(f[5] == "");
  CHECK(f[6] == sha256_hex("kata-arcade link 1connect4hs" + f[4]).substr(0, 16));
  // The same seed makes the same link natively and in wasm (this test runs in both builds).
  CHECK(token == "SzE6Y29ubmVjdDQ6aHM6OjI4MGIyYzZjZTNlZjBmMWM6OmEyM2UwN2E2YzVmMDNmZWM");

  const std::string next = link_move(token, "4", rng).value();
  const LinkInfo info = link_show(next).value();
  CHECK(info.moves.size() == 2);  // the strong computer answered
  CHECK(info.moves[0] == "4");
  const std::string c1 = sha256_hex(sha256_hex("kata-arcade link 1connect4hs" + f[4]) + "4");
  CHECK(info.chain[1] == c1.substr(0, 16));
  CHECK(info.chain[2] == sha256_hex(c1 + info.moves[1]).substr(0, 16));
  CHECK(to_json(to_value(info)) ==
        "{\"version\":1,\"game\":\"connect4\",\"params\":\"hs\",\"desc\":\"\",\"gameId\":\"" + f[4] +
            "\",\"moves\":[\"4\",\"" + info.moves[1] + "\"],\"turn\":2,\"toMove\":0,\"status\":" +
            to_json(status_value(info.status)) + ",\"save\":\"" + info.save + "\",\"check\":\"" + info.chain[2] +
            "\",\"chain\":[\"" + info.chain[0] + "\",\"" + info.chain[1] + "\",\"" + info.chain[2] + "\"]}");
  CHECK(info.save == "connect4:hs::4." + info.moves[1] + ":2");
}

TEST_CASE("link: whole Connect Four and Rotate games round-trip move by move") {
  round_trip<connect4::Connect4>("hh", 3);
  round_trip<rotate::ConnectK>("hh,n10,k5", 4);
  round_trip<rotate::ConnectK>("hh,n5,k3", 5);
}

TEST_CASE("link: the link is read from a URL or any text around #play=") {
  Rng rng(1);
  const std::string token = link_move(link_new("rotate", "hh", "", rng).value(), "d4", rng).value();
  const LinkInfo info = link_show(token).value();
  CHECK(info.moves == std::vector<std::string>{"d4"});
  CHECK(link_show("https://example.org/rotate.html?x=1#play=" + token).value().save == info.save);
  CHECK(link_show("Your turn: rotate.html#play=" + token + "\n").value().save == info.save);
  CHECK(link_show(" " + token + " ").value().save == info.save);
  CHECK(show_error("rotate.html#play=") == "No link here: the text is empty or has nothing after #play=.");
  CHECK(show_error("") == "No link here: the text is empty or has nothing after #play=.");
}

TEST_CASE("link: every field tampered in turn is refused with its sentence") {
  Rng rng(2);
  std::string token = link_new("connect4", "hh", "", rng).value();
  for (const char* m : {"4", "4", "5"}) token = link_move(token, m, rng).value();
  const std::vector<std::string> f = fields_of(token);
  REQUIRE(f[5] == "4.4.5");
  const std::string changed = "The link's check does not match its moves: it was changed or cut.";
  const auto with = [&](std::size_t i, const std::string& value) {
    std::vector<std::string> g = f;
    g[i] = value;
    return g;
  };
  REQUIRE(link_show(token).ok());
  CHECK(link_show(forged(f)).value().save == link_show(token).value().save);

  CHECK(show_error(token_of(with(0, "K3"))) == "This link is of version \"K3\"; this arcade reads \"K1\" and \"K2\".");
  CHECK(show_error(token_of(with(0, "hello"))) ==
        "This link is of version \"hello\"; this arcade reads \"K1\" and \"K2\".");
  CHECK(show_error(token_of(with(0, "K2"))) ==
        "A link of version \"K2\" has 9 fields separated by ':'; this one has 7.");
  CHECK(show_error(token_of(with(1, "rotate"))) == changed);
  CHECK(show_error(token_of(with(2, "hc"))) == changed);
  CHECK(show_error(forged(with(2, "hx"))).rfind("Connect Four params are two seat letters", 0) == 0);
  CHECK(show_error(token_of(with(3, "4"))) == changed);
  CHECK(show_error(forged(with(3, "8"))) ==
        "The starting position is not a game of Connect Four: Move 1 (\"8\") is not a column from 1 to 7.");
  CHECK(show_error(token_of(with(4, std::string(16, '0')))) == changed);
  CHECK(show_error(token_of(with(4, "12345"))) == "The link's game id \"12345\" is not 16 lowercase hex digits.");
  CHECK(show_error(token_of(with(4, f[4].substr(0, 15) + "G"))) ==
        "The link's game id \"" + f[4].substr(0, 15) + "G\" is not 16 lowercase hex digits.");
  CHECK(show_error(token_of(with(5, "4.4.6"))) == changed);
  CHECK(show_error(token_of(with(5, "4.4"))) == changed);  // the last move removed
  CHECK(show_error(token_of(with(5, "4.5"))) == changed);  // a move in the middle removed
  CHECK(show_error(forged(with(5, "4.4.9"))) ==
        "Move 3 of the save (\"9\") is not legal: A Connect Four move is a column from 1 to 7, not \"9\".");
  CHECK(show_error(forged(with(5, "4.4..5"))) == "Move 3 of the save (\"\") is not a move.");
  CHECK(show_error(token_of(with(6, std::string(16, 'a')))) == changed);
  CHECK(show_error(token_of(with(6, "ABCDEF0123456789"))) ==
        "The link's check \"ABCDEF0123456789\" is not 16 lowercase hex digits.");
  std::vector<std::string> more = f;
  more.push_back("x");
  CHECK(show_error(token_of(more)) == "A link has 7 fields separated by ':'; this one has 8.");
  CHECK(show_error(base64url_encode("K1:connect4:hh")) == "A link has 7 fields separated by ':'; this one has 3.");
  CHECK(show_error(forged(with(1, "chess"))).rfind("There is no game called \"chess\"; the games are ", 0) == 0);

  // A character of the token changed, and the token cut.
  std::string bad = token;
  bad[10] = '+';
  CHECK(show_error(bad) == "The link is not base64url: character 11 (\"+\") cannot be there.");
  bad[10] = token[10] == 'A' ? 'B' : 'A';
  CHECK(show_error(bad) == show_error(bad));  // decodes to other text: refused, whatever it now says
  CHECK_FALSE(link_show(bad).ok());
  for (std::size_t cut = 1; cut < token.size(); ++cut) CHECK_FALSE(link_show(token.substr(0, token.size() - cut)).ok());
  // Cut at a whole group of 4 characters (3 bytes) before the end: the check is short.
  const std::size_t groups = token.size() / 4 - 1, lost = base64url_decode(token)->size() - 3 * groups;
  CHECK(show_error(token.substr(0, 4 * groups)) ==
        "The link's check \"" + f[6].substr(0, 16 - lost) + "\" is not 16 lowercase hex digits.");
  // Cut anywhere else: the last character's unused bits are not zero, or it completes no byte.
  CHECK(show_error(token.substr(0, 4 * groups + 1)) == "The link is not base64url: character " +
                                                           std::to_string(4 * groups + 1) + " (\"" +
                                                           token.substr(4 * groups, 1) + "\") cannot be there.");
  CHECK(show_error(std::string(8001, 'A')) == "The link is 8001 characters long; a link has at most 8000.");
  // Too long is refused before decoding: the same text within the limit is read (and refused as text).
  CHECK(show_error(std::string(8000, 'A')).rfind("This link is of version ", 0) == 0);
}

TEST_CASE("link: games whose turns hold chance are refused at new and at show; a secret goes by version 2") {
  int refused = 0;
  for (const GameApi* g : games()) {
    const std::string name(g->name());
    Rng rng(1);
    Result<std::string> made = link_new(name, "", "", rng);
    if (g->open_turns() || g->secret()) {
      CHECK_MESSAGE(made.ok(), made.error());
      CHECK(fields_of(*made)[0] == (g->secret() ? "K2" : "K1"));
      continue;
    }
    ++refused;
    const std::string why =
        name + " cannot be played by link yet: a link carries only games between people whose turns hide no chance.";
    CHECK(made.error() == why);
    CHECK(show_error(forged({"K1", name, "", "", std::string(16, '0'), "", ""})) == why);
  }
  CHECK(refused == static_cast<int>(games().size()) - 3);
  CHECK(OpenTurns<connect4::Connect4>);
  CHECK(OpenTurns<rotate::ConnectK>);
  CHECK(SecretTurns<mastermind::Mastermind>);
  CHECK_FALSE(OpenTurns<mastermind::Mastermind>);
}

TEST_CASE("link: a move the game refuses is refused with the session's sentence, the link unchanged") {
  Rng rng(3);
  const std::string token = link_new("rotate", "hh,n5,k3", "", rng).value();
  CHECK(link_move(token, "d9", rng).error() == "Column 9 is not on the board; columns are 1 to 5.");
  CHECK(link_move(token, "x:y", rng).error() == "The move \"x:y\" is not a move of rotate.");
  CHECK(link_move("K1", "d1", rng).error() == "The link is not base64url: character 2 (\"1\") cannot be there.");
}

TEST_CASE("link: a computer seat's moves are the same on every replay, whatever words the person's move had") {
  for (const char* params : {"hc", "hs"}) {
    Rng rng(5);
    const std::string token = link_new("connect4", params, "", rng).value();
    Rng a(11), b(99);
    const std::string one = link_move(token, "3", a).value();
    CHECK(link_move(token, "3", b).value() == one);
    CHECK(link_show(one).value().moves.size() == 2);
  }
  Rng rng(6);
  const std::string rotate = link_new("rotate", "h1,n6,k4", "", rng).value();
  Rng a(1), b(2);
  CHECK(link_move(rotate, "d3", a).value() == link_move(rotate, "d3", b).value());
  // Computers on both seats: the whole game in the first link, and the same game from the same id.
  Rng c(7), d(7);
  const std::string whole = link_new("connect4", "cc", "", c).value();
  CHECK(link_new("connect4", "cc", "", d).value() == whole);
  const LinkInfo info = link_show(whole).value();
  CHECK(info.status.over);
  CHECK(info.moves.size() >= 7);
  // A computer seat first: it has moved when the link is made.
  Rng e(8);
  CHECK(link_show(link_new("connect4", "ch", "", e).value()).value().moves.size() == 1);
}

TEST_CASE("link: an older link's chain is a prefix of a newer one's; forks differ from their turn on") {
  Rng rng(9);
  std::string older = link_new("connect4", "hh", "", rng).value();
  for (const char* m : {"4", "3", "4"}) older = link_move(older, m, rng).value();
  const std::string newer = link_move(older, "3", rng).value();
  const std::string fork = link_move(older, "5", rng).value();
  const std::vector<std::string> o = link_show(older).value().chain;
  const std::vector<std::string> n = link_show(newer).value().chain;
  const std::vector<std::string> k = link_show(fork).value().chain;
  REQUIRE(o.size() == 4);
  REQUIRE(n.size() == 5);
  REQUIRE(k.size() == 5);
  CHECK(std::vector<std::string>(n.begin(), n.begin() + 4) == o);
  CHECK(std::vector<std::string>(k.begin(), k.begin() + 4) == o);
  CHECK(n[4] != k[4]);
  // Another game with the same moves (another id) shares no check at all.
  std::string other = link_new("connect4", "hh", "", rng).value();
  for (const char* m : {"4", "3", "4"}) other = link_move(other, m, rng).value();
  const std::vector<std::string> x = link_show(other).value().chain;
  for (std::size_t i = 0; i < 4; ++i) CHECK(x[i] != o[i]);
}
