// Turn links of version 2 (core/common/secret_link.hpp): Mastermind and Bulls & Cows between a code
// maker and a code breaker, to a solve and to out of guesses; the code never in a link before the
// end; every refusal's sentence; a revealed link whose commitment, reveal or answers are false.
#include <doctest/doctest.h>

#include "common/secret_link.hpp"
#include "common/sha256.hpp"
#include "common/text.hpp"
#include "mastermind/mastermind.hpp"

using namespace arcade;

namespace {

using mastermind::Mastermind;

std::vector<std::string> fields_of(const std::string& token) {
  const std::string payload = base64url_decode(token).value();
  std::vector<std::string> out;
  for (std::string_view f : split(payload, ':')) out.emplace_back(f);
  return out;
}
// The fields of a version 2 link, its check made again (a forger who knows the protocol).
std::string forged(const std::vector<std::string>& f) {
  const std::vector<std::string> head(f.begin() + 1, f.begin() + 6);
  const std::vector<std::string> moves = moves_of(f[6]);
  std::string payload;
  for (std::size_t i = 0; i < 8; ++i) payload += f[i] + ":";
  return base64url_encode(payload + secret_link_chain(head, moves, f[7]).back());
}
std::string show_error(const std::string& token) { return link_show(token).error(); }

// The breaker's next guess: the first code every answer so far allows (it solves), or a random one.
std::string guess(const LinkInfo& info, bool consistent, Rng& rng) {
  if (!consistent) return (*find_game("mastermind"))->random_move(info.save, rng).value();
  const Session<Mastermind> s = Session<Mastermind>::load(info.save).value();
  return "g" + mastermind::to_letters(mastermind::hint(s.state()).value().guess);
}

// A whole game by links: the breaker guesses, the maker's answer comes from its secret; each link
// reads back with the moves so far, no code before the end, and the chain of the link before it.
LinkInfo whole_game(const std::string& params, bool consistent, std::uint64_t seed) {
  Rng rng(seed);
  const NewLink made = link_start("mastermind", params, "", rng).value();
  std::string token = made.token;
  std::vector<std::string> moves, chain;
  for (int turn = 0;; ++turn) {
    REQUIRE(turn < 80);
    const LinkInfo info = link_show(token).value();
    CHECK(info.moves == moves);
    CHECK(std::equal(chain.begin(), chain.end(), info.chain.begin()));
    chain = info.chain;
    if (info.status.over) {
      CHECK(info.revealed);
      CHECK(info.chain.size() == moves.size() + 2);  // the reveal's check last
      CHECK(made.secret == info.code + "." + made.secret.substr(info.code.size() + 1));
      return info;
    }
    CHECK(info.code.empty());
    CHECK(base64url_decode(token)->find(made.secret.substr(made.secret.find('.') + 1)) == std::string::npos);
    if (info.status.to_move == 1) token = link_move(token, guess(info, consistent, rng), rng).value();
    else token = link_move(token, "", rng, made.secret).value();
    moves.push_back(link_show(token).value().moves.back());
  }
}

}  // namespace

TEST_CASE("secret link: a new Mastermind link holds the commitment, never the code; the maker keeps the secret") {
  Rng rng(mix_seed(27, 0));
  const NewLink made = link_start("mastermind", "p4,c6", "", rng, "abcd").value();
  const std::vector<std::string> f = fields_of(made.token);
  REQUIRE(f.size() == 9);
  CHECK(f[0] == "K2");
  CHECK(f[1] == "mastermind");
  CHECK(f[2] == "p4,c6,r10,friend");  // the params of a game between two people, canonical
  CHECK(f[3] == "");
  CHECK(is_hex(f[4], 16));
  const Secret secret = parse_secret(made.secret).value();
  CHECK(secret.code == "abcd");
  CHECK(is_hex(secret.salt, kSaltDigits));
  CHECK(f[5] == sha256_hex("kata-arcade secret 2:" + f[4] + ":" + secret.salt + ":abcd"));
  CHECK(f[6] == "");
  CHECK(f[7] == "");
  CHECK(f[8] == sha256_hex("kata-arcade link 2:mastermind:p4,c6,r10,friend::" + f[4] + ":" + f[5]).substr(0, 16));
  // The same seed makes the same link natively and in wasm (this test runs in both builds).
  CHECK(
      made.token ==
      "SzI6bWFzdGVybWluZDpwNCxjNixyMTAsZnJpZW5kOjphNWFmMGUxNzg1NTYyNzQzOjYzZjI0N2E0NGFjNGQ0NmE1OTMxYjcyNTFiMTgyZjljM2Zh"
      "ZWQ3ODIyNzAwZjA0ZWEzMTFiNTFkOTRjNjU0YTk6OjoyM2Y2OGViMzhmZWUxODRh");
  CHECK(made.secret == "abcd.31008ab7891b20bc209daa07ae85965f");

  const LinkInfo info = link_show(made.token).value();
  CHECK(info.save == "mastermind:p4,c6,r10,friend:::0");
  CHECK(info.status.to_move == 1);
  CHECK(info.status.text == "Guess the code: 10 rows left.");
  CHECK(info.code.empty());
  CHECK(to_json(to_value(info)) ==
        "{\"version\":2,\"game\":\"mastermind\",\"params\":\"p4,c6,r10,friend\",\"desc\":\"\",\"gameId\":\"" + f[4] +
            "\",\"commitment\":\"" + f[5] + "\",\"moves\":[],\"turn\":0,\"toMove\":1,\"status\":" +
            to_json(status_value(info.status)) + ",\"save\":\"" + info.save + "\",\"revealed\":false,\"code\":null," +
            "\"check\":\"" + f[8] + "\",\"chain\":[\"" + f[8] + "\"]}");
  // The view a breaker's page draws from the save has no code either.
  const Snapshot snap = (*find_game("mastermind"))->load(info.save).value();
  CHECK(to_json(snap.view).find("\"secret\":null") != std::string::npos);
  CHECK(to_json(snap.view).find("\"mode\":\"friend\"") != std::string::npos);
  // The maker's own show, with the secret: its code.
  CHECK(link_show(made.token, made.secret).value().code == "abcd");
  // A code drawn from the words when none is given.
  Rng other(5);
  const NewLink drawn = link_start("mastermind", "p4,c10,u", "", other).value();
  CHECK(parse_secret(drawn.secret).value().code.size() == 4);
  CHECK(fields_of(drawn.token)[2] == "p4,c10,r10,u,friend");
}

TEST_CASE("secret link: the maker's answers come from the secret, the breaker's guesses without it, to a solve") {
  Rng rng(3);
  const NewLink made = link_start("mastermind", "p4,c6", "", rng, "abcd").value();
  std::string token = link_move(made.token, "gaabb", rng).value();
  LinkInfo info = link_show(token).value();
  CHECK(info.status.to_move == 0);
  CHECK(info.status.text == "Answer guess 1: how many exact, how many misplaced?");
  token = link_move(token, "", rng, made.secret).value();
  token = link_move(token, "gabcc", rng).value();
  token = link_move(token, "", rng, made.secret).value();
  token = link_move(token, "gabcd", rng).value();
  CHECK_FALSE(link_show(token).value().revealed);
  token = link_move(token, "", rng, made.secret).value();
  info = link_show(token).value();
  CHECK(info.moves == std::vector<std::string>{"gaabb", "a11", "gabcc", "a30", "gabcd", "a40"});
  CHECK(info.status.over);
  CHECK(info.status.winners == std::vector<int>{1});
  CHECK(info.status.text == "The code breaker found the code in 3 guesses.");
  CHECK(info.revealed);
  CHECK(info.code == "abcd");
  CHECK(fields_of(token)[7] == made.secret);
  CHECK(link_move(token, "gabcd", rng).error() == "The game is over.");
}

TEST_CASE("secret link: whole games by links, Mastermind and Bulls & Cows, to a solve and out of guesses") {
  for (const char* params : {"p4,c6", "p4,c10,u"}) {
    CAPTURE(params);
    const LinkInfo solved = whole_game(params, true, 11);
    CHECK(solved.status.winners == std::vector<int>{1});
    CHECK(solved.moves.back() == "a40");
    const LinkInfo missed = whole_game(std::string(params) + ",r3", false, 12);
    CHECK(missed.status.winners == std::vector<int>{0});
    CHECK(missed.moves.size() == 6);
    CHECK(missed.status.text == "The code breaker did not find the code in 3 guesses.");
  }
}

TEST_CASE("secret link: refusals of a move, each with its sentence, the link unchanged") {
  Rng rng(4);
  const NewLink made = link_start("mastermind", "p4,c6", "", rng, "abcd").value();
  const std::string guessed = link_move(made.token, "gaabb", rng).value();
  const std::string salt = made.secret.substr(5);
  // An answer asked without the secret, typed or not.
  const std::string needed =
      "It is the code maker's turn: the answer is computed from the secret, which was not given.";
  CHECK(link_move(guessed, "", rng).error() == needed);
  CHECK(link_move(guessed, "a40", rng).error() == needed);
  CHECK(link_move(guessed, "gabcd", rng).error() == needed);
  CHECK(link_move(guessed, "a11", rng, made.secret).error() ==
        "With the secret, give no move: the core computes the code maker's answer from it.");
  // A guess out of turn: the maker guessing with its secret.
  CHECK(link_move(made.token, "gabcd", rng, made.secret).error() ==
        "It is the code breaker's turn, not the code maker's: a guess is not played with the secret.");
  // A wrong secret: another code or another salt, at move and at show.
  const std::string wrong = "That secret is not this link's: it does not match the commitment the game began with.";
  CHECK(link_move(guessed, "", rng, "abce." + salt).error() == wrong);
  CHECK(link_move(guessed, "", rng, "abcd." + std::string(32, '0')).error() == wrong);
  CHECK(link_show(guessed, "abce." + salt).error() == wrong);
  CHECK(link_move(guessed, "", rng, "abcd").error() ==
        "A secret is the code, a dot and a salt of 32 lowercase hex digits, as the link's maker received it, not "
        "\"abcd\".");
  // The game's own refusals: a guess while an answer is due is the maker's turn; an illegal guess.
  CHECK(link_move(made.token, "gabcz", rng).error() == "Peg 4 of \"abcz\" is not a colour letter from a to j.");
  CHECK(link_move(made.token, "x", rng).error() ==
        "In a game with a friend the breaker plays on until the code is found or the rows run out.");
  // Making a link: a code of the game, no code for a game without a secret, no computer breaker.
  CHECK(link_start("mastermind", "p4,c6", "", rng, "abcg").error() ==
        "Peg 4 of the secret is colour 7; this game has colours 1 to 6.");
  CHECK(link_start("mastermind", "p4,c6,make", "", rng).error() ==
        "A game with a friend has no computer breaker: leave out make.");
  const std::string none = "connect4 has no secret code: give it no code and no secret.";
  CHECK(link_start("connect4", "hh", "", rng, "abcd").error() == none);
  const std::string open = link_new("connect4", "hh", "", rng).value();
  CHECK(link_show(open, made.secret).error() == none);
  CHECK(link_move(link_show(open).value(), "4", rng, made.secret).error() == none);
}

TEST_CASE("secret link: a revealed link whose commitment, reveal or answers are false is refused, naming what") {
  Rng rng(6);
  const NewLink made = link_start("mastermind", "p4,c6,r2", "", rng, "abcd").value();
  std::string token = made.token;
  for (const char* m : {"gaabb", "", "gccdd", ""})
    token = *m ? link_move(token, m, rng).value() : link_move(token, "", rng, made.secret).value();
  const std::vector<std::string> f = fields_of(token);
  REQUIRE(f[6] == "gaabb.a11.gccdd.a11");
  REQUIRE(link_show(forged(f)).ok());
  const auto with = [&](std::size_t i, const std::string& value) {
    std::vector<std::string> g = f;
    g[i] = value;
    return g;
  };
  const std::string commitment =
      "The link's commitment does not match the code revealed: the code changed after the game began, or the link "
      "was changed.";
  // The maker changes the code after the game began: another commitment, or another code revealed.
  CHECK(show_error(forged(with(5, std::string(64, 'a')))) == commitment);
  CHECK(show_error(forged(with(7, "abce" + made.secret.substr(4)))) == commitment);
  CHECK(show_error(forged(with(7, "abcd." + std::string(32, 'f')))) == commitment);
  CHECK(show_error(forged(with(7, "abcg" + made.secret.substr(4)))) ==
        "Peg 4 of the secret is colour 7; this game has colours 1 to 6.");
  CHECK(show_error(forged(with(7, "abcd"))) ==
        "A secret is the code, a dot and a salt of 32 lowercase hex digits, as the link's maker received it, not "
        "\"abcd\".");
  // A false answer the rules allow (the answers fit the code dcee) and the true code revealed.
  CHECK(show_error(forged(with(6, "gaabb.a00.gccdd.a11"))) ==
        "The answer to guess 1 does not match the revealed code: 1 1 2 2 gets 1 exact, 1 misplaced, not 0 exact, 0 "
        "misplaced.");
  // Without forging, any change breaks the check.
  CHECK(show_error(base64url_encode(join(with(5, std::string(64, 'a')), ':'))) ==
        "The link's check does not match its moves: it was changed or cut.");
  // The code revealed early, or not revealed at the end.
  const std::vector<std::string> early = fields_of(link_move(made.token, "gaabb", rng).value());
  std::vector<std::string> e = early;
  e[7] = made.secret;
  CHECK(show_error(forged(e)) == "The link reveals the code before the game is over.");
  CHECK(show_error(forged(with(7, ""))) ==
        "The game is over but the link does not reveal the code, so its answers cannot be checked.");
  // The fields themselves.
  CHECK(show_error(forged(with(5, "abc"))) == "The link's commitment \"abc\" is not 64 lowercase hex digits.");
  CHECK(show_error(forged(with(2, "p4,c6,r2"))) ==
        "The link's params \"p4,c6,r2\" are not those of a game by link; the core writes them \"p4,c6,r2,friend\".");
  CHECK(show_error(forged(with(1, "connect4"))) == "connect4 goes by links of version \"K1\", not \"K2\".");
  CHECK(show_error(base64url_encode("K2:mastermind:p4,c6,r2,friend::" + f[4] + "::" + f[8])) ==
        "A link of version \"K2\" has 9 fields separated by ':'; this one has 7.");
  CHECK(show_error(base64url_encode("K1:mastermind:p4,c6,r2,friend::" + f[4] + "::" + f[8])) ==
        "mastermind goes by links of version \"K2\", not \"K1\".");
  CHECK(show_error(base64url_encode("K3:mastermind")) ==
        "This link is of version \"K3\"; this arcade reads \"K1\" and \"K2\".");
}
