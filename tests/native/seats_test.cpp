// The two-seat helpers of core/common/seats.hpp: seat letters and their refusals, the person-seat check, the
// uniform random move and the statuses, with their exact messages.
#include <doctest/doctest.h>

#include <array>
#include <map>

#include "common/seats.hpp"
#include "common/text.hpp"
#include "common/value.hpp"

using namespace arcade;

namespace {
enum class Kind : char { Human = 'h', Quick = 'q', Deep = 'd' };
constexpr MessageDef kRefusal{"test.seats", "Seats are two of h, q and d, not {seats}."};
constexpr MessageDef kLetter{"test.seats.letter", "A seat is h, q or d, not {letter}."};
constexpr MessageDef kToMove{"test.to-move", "{seat} to move."};
constexpr MessageDef kWins{"test.wins", "{seat} wins."};
constexpr MessageDef kBoth{"test.both", "Both at once: a draw."};
constexpr MessageDef kEast{"test.east", "East"};

std::string json(const Message& m) { return to_json(message_value(m)); }
}  // namespace

TEST_CASE("seats: two letters from the game's own, read and written back") {
  const Result<std::array<Kind, 2>> seats = parse_seats<Kind>("qh", "hqd", kRefusal, &kLetter);
  REQUIRE(seats.ok());
  CHECK(seats->at(0) == Kind::Quick);
  CHECK(seats->at(1) == Kind::Human);
  CHECK(format_seats(*seats) == "qh");
  CHECK(format_seats(std::array<Kind, 2>{Kind::Deep, Kind::Deep}) == "dd");
}

TEST_CASE("seats: a wrong count or letter is refused with the game's message, quoted") {
  // Not two letters: the refusal with {seats}, whatever the letters.
  for (std::string_view text : {"", "h", "hqd", "xyz"}) {
    CAPTURE(text);
    const Result<std::array<Kind, 2>> r = parse_seats<Kind>(text, "hqd", kRefusal, &kLetter);
    CHECK(r.error() == "Seats are two of h, q and d, not " + quoted(text) + ".");
    CHECK(r.failure().id == "test.seats");
  }
  // A letter not among them: the letter's own message names that character (all its bytes)...
  CHECK(parse_seats<Kind>("hx", "hqd", kRefusal, &kLetter).error() == "A seat is h, q or d, not \"x\".");
  CHECK(parse_seats<Kind>("Hq", "hqd", kRefusal, &kLetter).error() == "A seat is h, q or d, not \"H\".");
  CHECK(parse_seats<Kind>("\xc3\xa9", "hqd", kRefusal, &kLetter).error() == "A seat is h, q or d, not \"\xc3\xa9\".");
  CHECK(json(parse_seats<Kind>("hx", "hqd", kRefusal, &kLetter).failure()) ==
        R"({"id":"test.seats.letter","args":{"letter":"\"x\""}})");
  // ... or, for a game with one sentence for both, the refusal again with the whole text.
  CHECK(parse_seats<Kind>("hx", "hqd", kRefusal).error() == "Seats are two of h, q and d, not \"hx\".");
  CHECK(check_seat_letters("dq", "hqd", kRefusal).ok());
  CHECK(check_seat_letters(std::string_view("h\0", 2), "hqd", kRefusal).error() ==
        "Seats are two of h, q and d, not \"h?\".");
}

TEST_CASE("seats: a computer move on a person's seat is refused with the shared message") {
  const Message east = say(kEast);
  const Check person = computer_seat(Kind::Human, east);
  CHECK(person.error() == "East is a person, not a computer player.");
  CHECK(json(person.failure()) == R"({"id":"common.computer.person","args":{"seat":{"id":"test.east","args":{}}}})");
  CHECK(computer_seat(Kind::Deep, east).ok());
  CHECK_FALSE(computer_plays(Kind::Human));
  CHECK(computer_plays(Kind::Quick));
}

TEST_CASE("seats: the uniform move draws one of the moves, each alike, as below() would") {
  const std::vector<std::string> moves{"a", "b", "c"};
  Rng rng(5), same(5);
  std::map<std::string, int> counts;
  for (int i = 0; i < 3000; ++i) {
    const std::string m = uniform_move(moves, rng);
    CHECK(m == moves[below(same, 3)]);  // the same draw, so a seeded game replays the same
    ++counts[m];
  }
  REQUIRE(counts.size() == 3);
  for (const auto& count : counts)
    CHECK_MESSAGE((count.second > 900 && count.second < 1100), count.first << ": " << count.second);
  // No moves: nothing, and no word drawn.
  Rng left(9), untouched(9);
  CHECK(uniform_move({}, left) == "");
  CHECK(left.next32() == untouched.next32());
}

TEST_CASE("seats: the statuses of a two-seat game") {
  const Status east = seat_to_move(1, true, kToMove, say(kEast));
  CHECK_FALSE(east.over);
  CHECK(east.to_move == 1);
  CHECK(east.computer_to_move);
  CHECK(east.winners.empty());
  CHECK(east.text == "East to move.");
  CHECK(json(east.message) == R"({"id":"test.to-move","args":{"seat":{"id":"test.east","args":{}}}})");

  const Status won = seat_wins(1, kWins, say(kEast));
  CHECK(won.over);
  CHECK(won.to_move == -1);
  CHECK_FALSE(won.computer_to_move);
  CHECK(won.winners == std::vector<int>{1});
  CHECK(won.text == "East wins.");

  // A draw is a win both seats share, for the shared reason unless the game gives its own.
  const Status full = draw();
  CHECK(full.over);
  CHECK(full.to_move == -1);
  CHECK(full.winners == std::vector<int>{0, 1});
  CHECK(full.text == "Draw: the board is full.");
  CHECK(full.message.id == "common.status.board-full");
  CHECK(draw(kBoth).text == "Both at once: a draw.");
  CHECK(draw(kBoth).winners == std::vector<int>{0, 1});
}
