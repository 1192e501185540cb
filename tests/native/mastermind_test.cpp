// Mastermind: feedback (the 16 sourced cases and properties), options, the disguised secret, both
// roles of the game, inconsistent answers, and the consistent/Knuth breakers' published totals.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "session_helpers.hpp"
#include "data.hpp"
#include "mastermind/mastermind.hpp"

using namespace arcade;
using namespace arcade::mastermind;
using S = Session<Mastermind>;

namespace {
// Letters, digits or colour initials of the data file mapped to colour numbers by first appearance
// across secret and guess, which keeps equal symbols equal and distinct symbols distinct.
std::pair<Code, Code> symbol_codes(const std::string& a, const std::string& b) {
  std::string seen;
  auto to_code = [&](const std::string& t) {
    Code c;
    c.size = static_cast<int>(t.size());
    for (std::size_t i = 0; i < t.size(); ++i) {
      std::size_t at = seen.find(t[i]);
      if (at == std::string::npos) {
        seen += t[i];
        at = seen.size() - 1;
      }
      c.peg[i] = static_cast<std::uint8_t>(at);
    }
    return c;
  };
  Code x = to_code(a);
  return {x, to_code(b)};
}
Code digits(std::initializer_list<int> d) {
  Code c;
  for (int v : d) c.peg[static_cast<std::size_t>(c.size++)] = static_cast<std::uint8_t>(v - 1);
  return c;
}
S start(const std::string& params, const std::string& desc) { return test::start<Mastermind>(params, desc); }
// One field of a game's view as JSON, "(none)" when the view lacks it.
std::string view_field(const S& s, std::string_view name) {
  const Value v = Mastermind::view(s.state());
  const Value* field = v.get(name);
  return field ? to_json(*field) : "(none)";
}
}  // namespace

TEST_CASE("mastermind feedback: the 16 cases of tests/data/mastermind/feedback_cases.tsv") {
  const auto lines = test::data_lines("mastermind/feedback_cases.tsv");
  REQUIRE(lines.size() == 16);
  for (const std::string& line : lines) {
    std::istringstream f(line);
    std::string secret, guess, exact, misplaced;
    std::getline(f, secret, '\t');
    std::getline(f, guess, '\t');
    std::getline(f, exact, '\t');
    std::getline(f, misplaced, '\t');
    CAPTURE(line);
    const auto [a, b] = symbol_codes(secret, guess);
    CHECK(feedback(a, b) == Feedback{std::stoi(exact), std::stoi(misplaced)});
  }
}

TEST_CASE("mastermind feedback: symmetric, bounded, and (pegs-1, 1) never happens") {
  const Space& space = Space::of(Options{4, 6, true, 10});
  REQUIRE(space.size() == 1296);
  for (int a = 0; a < space.size(); a += 7) {
    for (int b = 0; b < space.size(); ++b) {
      const Feedback f = feedback(space.code(a), space.code(b));
      CHECK(f == feedback(space.code(b), space.code(a)));
      CHECK(f.exact + f.misplaced <= 4);
      CHECK_FALSE((f.exact == 3 && f.misplaced == 1));
      CHECK(space.feedback_id(a, b) == space.id_of(f));
    }
  }
  CHECK(Space::of(Options{4, 10, false, 10}).size() == 5040);
  CHECK(Space::of(Options{5, 8, true, 12}).size() == 32768);
}

TEST_CASE("mastermind options: exact errors") {
  CHECK(Mastermind::parse_params("p9").error() == "Pegs must be from 2 to 8, not 9.");
  CHECK(Mastermind::parse_params("c11").error() == "Colours must be from 2 to 10, not 11.");
  CHECK(Mastermind::parse_params("p5,c4,u").error() ==
        "Without duplicates there must be at least as many colours as pegs (5 pegs, 4 colours).");
  CHECK(Mastermind::parse_params("r0").error() == "Rows must be from 1 to 30, not 0.");
  CHECK(Mastermind::parse_params("p8,c10").error() ==
        "That game has 100000000 possible codes; at most 1048576 are supported, so use fewer pegs or colours.");
  CHECK(Mastermind::parse_params("p8,c10,u").error() ==
        "That game has 1814400 possible codes; at most 1048576 are supported, so use fewer pegs or colours.");
  CHECK(Mastermind::parse_params("p6,c10").ok());  // exactly a million
  CHECK(Mastermind::parse_params("q").error() ==
        "Mastermind options are p<pegs>, c<colours>, r<rows>, u (no duplicates), make (the computer "
        "breaks your code), friend (two people by links) and best, optimal, knuth or consistent, not \"q\".");
  CHECK(Mastermind::format_params(Mastermind::parse_params("").value()) == "p4,c6,r10");
  CHECK(Mastermind::format_params(Mastermind::parse_params("friend,c10,u").value()) == "p4,c10,r10,u,friend");
  CHECK(Mastermind::parse_params("make,friend").error() ==
        "A game with a friend has no computer breaker: leave out make.");
  CHECK(Mastermind::format_params(Mastermind::parse_params("u,c10,make,knuth").value()) == "p4,c10,r10,u,make,knuth");
}

TEST_CASE("mastermind secret: disguised in the game id, decoded exactly, junk refused") {
  const Options o{4, 6, true, 10};
  const Code secret = digits({1, 1, 2, 2});
  for (int salt = 0; salt < 36; ++salt) {
    const std::string d = encode_secret(secret, salt);
    CHECK(decode_secret(o, d).value() == secret);
  }
  CHECK(encode_secret(secret, 0) == "afmu1");  // salt a, then 1+5, 1+12, 2+19, 2+26 in a-z0-9
  CHECK(decode_secret(o, "af").error() == "The game id's code has 2 characters; it needs 5.");
  CHECK(decode_secret(o, "a").error() == "The game id's code has 1 character; it needs 5.");
  CHECK(to_json(message_value(decode_secret(o, "a").failure())) ==
        R"({"id":"mastermind.desc.length-one","args":{"n":1,"needed":5},)"
        R"("plural":{"one":"mastermind.desc.length-one","other":"mastermind.desc.length"}})");
  CHECK(decode_secret(o, "a!!!!").error() == "The game id's code has a character that is not a letter or digit.");
  CHECK(decode_secret(o, "azzzz").error() == "The game id's code is not a code of this game.");
  CHECK(decode_secret(Options{4, 10, false, 10}, encode_secret(secret, 3)).error() ==
        "The game id's code is not a code of this game.");
}

TEST_CASE("mastermind, you break the code: feedback rows, win, give up, out of rows") {
  S s = start("p4,c6,r3", encode_secret(digits({1, 1, 2, 2}), 5));
  Rng rng(1);
  CHECK(s.status().text == "Guess the code: 3 rows left.");
  CHECK(s.play("gaab", rng).error() == "The guess has 3 pegs; this game uses 4.");
  CHECK(s.play("gaabcc", rng).error() == "The guess has 5 pegs; this game uses 4.");
  CHECK(s.play("gabcdefghi", rng).error() == "A code has 2 to 8 pegs, not 9.");
  CHECK(s.play("gaabg", rng).error() == "Peg 4 of the guess is colour 7; this game has colours 1 to 6.");
  CHECK(s.play("gaA1x", rng).error() == "Peg 2 of \"aA1x\" is not a colour letter from a to j.");
  CHECK(s.play("a21", rng).error() == "Answers are for games where the computer breaks your code.");
  REQUIRE(s.play("gabcd", rng).ok());  // 1 2 3 4 against 1 1 2 2: 1 exact, 1 misplaced
  CHECK(s.state().rows[0].answer == Feedback{1, 1});
  // Cross-check by brute force: the codes that answer 1 exact, 1 misplaced to 1 2 3 4.
  const Space& space = Space::of(Options{4, 6, true, 10});
  std::size_t fits = 0;
  for (int i = 0; i < space.size(); ++i) fits += feedback(space.code(i), digits({1, 2, 3, 4})) == Feedback{1, 1};
  CHECK(fits == 252);
  CHECK(remaining(s.state()).size() == 252);
  CHECK(hint(s.state()).value().remaining == 252);
  CHECK(to_digits(s.state().params.options, hint(s.state()).value().guess) == "1 1 1 2");
  REQUIRE(s.play("gaabb", rng).ok());
  CHECK(s.status().over);
  CHECK(s.status().text == "You found the code in 2 guesses.");
  CHECK(s.status().winners == std::vector<int>{0});
  CHECK(to_json(*Mastermind::view(s.state()).get("secret")) == "[1,1,2,2]");
  SUBCASE("give up reveals the code") {
    S g = start("p4,c6,r3", encode_secret(digits({6, 5, 4, 3}), 9));
    REQUIRE(g.play("x", rng).ok());
    CHECK(g.status().text == "You gave up: the code was 6 5 4 3.");
    CHECK(g.status().winners == std::vector<int>{1});
  }
  SUBCASE("out of rows") {
    S g = start("p4,c6,r2", encode_secret(digits({6, 5, 4, 3}), 9));
    REQUIRE(g.play("gaaaa", rng).ok());
    CHECK(to_json(*Mastermind::view(g.state()).get("secret")) == "null");
    REQUIRE(g.play("gaaaa", rng).ok());
    CHECK(g.status().text == "Out of rows: the code was 6 5 4 3.");
  }
  SUBCASE("no duplicates in Bulls & Cows") {
    S g = start("p4,c10,u", encode_secret(digits({2, 7, 4, 5}), 1));
    // Bulls & Cows is played with digits: the digit as the board shows it, 0 for the tenth colour.
    CHECK(g.play("gaabc", rng).error() == "Digit 1 appears twice in the guess, and this game allows no duplicates.");
    CHECK(g.play("gjajb", rng).error() == "Digit 0 appears twice in the guess, and this game allows no duplicates.");
    CHECK(g.play("gjajb", rng).failure().id == "mastermind.code.digit-twice");
  }
  SUBCASE("no duplicates in a colour game") {
    S g = start("p4,c8,u", encode_secret(digits({2, 7, 4, 5}), 1));
    CHECK(g.play("gaabc", rng).error() == "Colour 1 appears twice in the guess, and this game allows no duplicates.");
  }
}

TEST_CASE("mastermind, the computer breaks your code: guesses, answers, contradictions") {
  S s = start("p4,c6,make,knuth", "");
  Rng rng(1);
  CHECK(s.status().computer_to_move);
  CHECK(s.play("a10", rng).error() == "There is no guess to answer yet.");
  REQUIRE(s.computer(rng).ok());
  CHECK(s.last_move() == "gaabb");  // Knuth's 1122
  CHECK(s.status().text == "Answer guess 1: how many exact, how many misplaced?");
  CHECK(s.computer(rng).error() == "The computer is waiting for your answer.");
  CHECK(s.play("gabcd", rng).error() == "The last guess has not been answered yet.");
  CHECK(s.play("a5", rng).error() ==
        "An answer is a followed by the exact and misplaced counts, like a21, not \"a5\".");
  CHECK(s.play("a32", rng).error() == "Exact plus misplaced cannot be more than 4.");
  CHECK(s.play("a31", rng).error() ==
        "3 exact and 1 misplaced is impossible: with 3 pegs right, the last one has no other place to be.");
  REQUIRE(s.play("a00", rng).ok());  // no 1 and no 2: 256 codes of 3-6 left
  CHECK(to_json(*Mastermind::view(s.state()).get("remaining")) == "256");
  S t = start("p4,c6,make,knuth", "");
  REQUIRE(t.computer(rng).ok());
  REQUIRE(t.play("a40", rng).ok());  // the computer guessed it: it wins
  CHECK(t.status().text == "The computer found your code in 1 guess.");
  CHECK(t.status().winners == std::vector<int>{1});
  S u = start("p4,c6,make,consistent", "");
  REQUIRE(u.computer(rng).ok());     // 1 1 1 1
  REQUIRE(u.play("a10", rng).ok());  // exactly one 1
  REQUIRE(u.computer(rng).ok());     // 1 2 2 2
  CHECK(u.last_move() == "gabbb");
  CHECK(u.play("a00", rng).error() ==
        "That answer contradicts your answer to guess 1 (1 1 1 1: 1 exact, 0 misplaced): no code fits both.");
  CHECK(Mastermind::computer_move(start("p4,c6", encode_secret(digits({1, 2, 3, 4}), 0)).state(), rng).error() ==
        "You are the code breaker here; the computer only keeps the secret.");
}

TEST_CASE("mastermind, the computer breaks your Bulls & Cows code: your answers are bulls and cows") {
  Rng rng(1);
  S s = start("p4,c10,u,make,consistent", "");
  REQUIRE(s.computer(rng).ok());
  CHECK(s.last_move() == "gabcd");  // 1 2 3 4
  CHECK(s.status().text == "Answer guess 1: how many bulls, how many cows?");
  CHECK(s.play("a5", rng).error() == "An answer is a followed by the bull and cow counts, like a21, not \"a5\".");
  CHECK(s.play("a32", rng).error() == "Bulls plus cows cannot be more than 4.");
  CHECK(s.play("a31", rng).error() ==
        "3 bulls and 1 cow is impossible: with 3 bulls, the last digit has no other place to be.");
  REQUIRE(s.play("a10", rng).ok());  // one of 1 2 3 4 in its place, none of the others anywhere
  REQUIRE(s.computer(rng).ok());
  CHECK(s.last_move() == "gaefg");  // 1 5 6 7
  CHECK(s.play("a04", rng).error() ==
        "That answer contradicts your answer to guess 1 (1 2 3 4: 1 bull, 0 cows): no code fits both.");
  CHECK(Mastermind::text(s.state()) ==
        "1. 1 2 3 4  1 bull, 0 cows\n2. 1 5 6 7  (waiting for the answer)\n"
        "Answer guess 2: how many bulls, how many cows?\n");
  CHECK(view_field(s, "digits") == "true");
  CHECK(view_field(start("p4,c10,r10,u", encode_secret(digits({1, 2, 3, 10}), 0)), "digits") == "true");
  // One bull, and each count in both numbers: two pegs, and six, which share at least two digits with any code.
  S two = start("p2,c10,u,make,consistent", "");
  REQUIRE(two.computer(rng).ok());
  CHECK(two.play("a11", rng).error() ==
        "1 bull and 1 cow is impossible: with 1 bull, the last digit has no other place to be.");
  S six = start("p6,c10,u,make,consistent", "");
  REQUIRE(six.computer(rng).ok());
  CHECK(six.play("a00", rng).error() == "No code of this game gives 0 bulls, 0 cows for 1 2 3 4 5 6.");
  CHECK(six.play("a10", rng).error() == "No code of this game gives 1 bull, 0 cows for 1 2 3 4 5 6.");
  // Ten colours with duplicates, or fewer without, are pegs: exact and misplaced.
  for (const char* params : {"p4,c10,make,consistent", "p4,c9,u,make,consistent"}) {
    S pegs = start(params, "");
    REQUIRE(pegs.computer(rng).ok());
    CHECK(pegs.play("a32", rng).error() == "Exact plus misplaced cannot be more than 4.");
    CHECK(view_field(pegs, "digits") == "false");
  }
}

TEST_CASE("mastermind's words: every count a message naming both its forms, one digit a peg in Bulls & Cows") {
  Rng rng(1);
  // Two pegs: one exact. Each count is a message of its own, with both its ids for the page's rule.
  S two = start("p2,c6,make,consistent", "");
  REQUIRE(two.computer(rng).ok());  // 1 1
  const Check almost = two.play("a11", rng);
  CHECK(almost.error() ==
        "1 exact and 1 misplaced is impossible: with 1 peg right, the last one has no other place to be.");
  CHECK(to_json(message_value(almost.failure())) ==
        R"({"id":"mastermind.answer.almost","args":{"exact":{"id":"mastermind.count.exact","args":{"n":1},)"
        R"("plural":{"one":"mastermind.count.exact","other":"mastermind.count.exacts"}},)"
        R"("right":{"id":"mastermind.count.peg-right","args":{"n":1},)"
        R"("plural":{"one":"mastermind.count.peg-right","other":"mastermind.count.pegs-right"}}}})");
  S u = start("p4,c6,make,consistent", "");
  REQUIRE(u.computer(rng).ok());     // 1 1 1 1
  REQUIRE(u.play("a10", rng).ok());  // exactly one 1
  REQUIRE(u.computer(rng).ok());     // 1 2 2 2
  const Check contradicts = u.play("a00", rng);
  CHECK(contradicts.error() ==
        "That answer contradicts your answer to guess 1 (1 1 1 1: 1 exact, 0 misplaced): no code fits both.");
  const Value refusal = message_value(contradicts.failure());
  CHECK(to_json(*refusal.get("args")->get("answer")) ==
        R"({"id":"mastermind.answer.text","args":{"exact":{"id":"mastermind.count.exact","args":{"n":1},)"
        R"("plural":{"one":"mastermind.count.exact","other":"mastermind.count.exacts"}},)"
        R"("misplaced":{"id":"mastermind.count.misplaceds","args":{"n":0},)"
        R"("plural":{"one":"mastermind.count.misplaced","other":"mastermind.count.misplaceds"}}}})");
  // A message that is no count has no forms.
  CHECK(to_json(message_value(u.status().message)) == R"({"id":"mastermind.status.answer","args":{"n":2}})");

  // Bulls & Cows writes the tenth colour as the digit 0, as its board and keys do; ten colours that may repeat stay
  // colours.
  S bulls = start("p4,c10,r10,u", encode_secret(digits({2, 7, 4, 10}), 1));
  REQUIRE(bulls.play("gjabc", rng).ok());  // 10 1 2 3
  REQUIRE(bulls.play("x", rng).ok());
  CHECK(Mastermind::text(bulls.state()) == "1. 0 1 2 3  0 bulls, 2 cows\nYou gave up: the code was 2 7 4 0.\n");
  S colours = start("p4,c10,r10", encode_secret(digits({10, 10, 1, 2}), 1));
  REQUIRE(colours.play("gjabc", rng).ok());
  REQUIRE(colours.play("x", rng).ok());
  CHECK(Mastermind::text(colours.state()) ==
        "1. 10 1 2 3  1 exact, 2 misplaced\nYou gave up: the code was 10 10 1 2.\n");
  // A move that is no move: Bulls & Cows' answers are bulls and cows.
  CHECK(start("p4,c10,r10,u", encode_secret(digits({2, 7, 4, 10}), 1)).play("q", rng).error() ==
        "Bulls & Cows moves are g<code> (guess), a<bulls><cows> (answer) and x (give up), not \"q\".");
  CHECK(start("p4,c10,r10", encode_secret(digits({2, 7, 4, 10}), 1)).play("q", rng).error() ==
        "Mastermind moves are g<code> (guess), a<exact><misplaced> (answer) and x (give up), not \"q\".");
}

TEST_CASE("mastermind breakers: the published totals over every secret of 4x6") {
  const Space& space = Space::of(Options{4, 6, true, 10});
  CHECK(tree_stats(space, Strategy::Consistent).line() ==
        "total=7471 secrets=1296 average=5.7647 max=9 histogram=1:1 2:4 3:25 4:108 5:305 6:602 7:196 8:49 9:6");
  CHECK(tree_stats(space, Strategy::Knuth).line() ==
        "total=5801 secrets=1296 average=4.4761 max=5 histogram=1:1 2:6 3:62 4:533 5:694");
  const TreeStats best = tree_stats(space, Strategy::Best);
  CHECK(best.total <= 5668);
  CHECK(best.max <= 6);
}
