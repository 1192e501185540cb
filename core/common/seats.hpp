// Parts every two-seat game shares: seat letters in params, the person-seat check, a uniform move, statuses.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"
#include "messages.hpp"

namespace arcade {

// Checks the seat letters that start a two-seat game's params ("hp": the first seat's, then the
// second's) against the game's `letters` ("hpsc"). Text that is not two letters is refused with
// `refusal` and {seats} (the text, quoted); a letter not among them with `bad_letter` and {letter}
// (that character, quoted), or with `refusal` again when the game has one sentence for both.
Check check_seat_letters(std::string_view text, std::string_view letters, const MessageDef& refusal,
                         const MessageDef* bad_letter = nullptr);

// The two seats those letters name. `Level` is the game's enum of seat kinds (a person, computer
// levels), each value its letter, `Level::Human` the person's.
template <class Level>
Result<std::array<Level, 2>> parse_seats(std::string_view text, std::string_view letters, const MessageDef& refusal,
                                         const MessageDef* bad_letter = nullptr) {
  if (Check c = check_seat_letters(text, letters, refusal, bad_letter); !c) return c.failure();
  return std::array<Level, 2>{static_cast<Level>(text[0]), static_cast<Level>(text[1])};
}

// The seat letters as params write them ("hp").
template <class Level>
std::string format_seats(const std::array<Level, 2>& seats) {
  return {static_cast<char>(seats[0]), static_cast<char>(seats[1])};
}

// Whether the engine plays a seat of this kind (Status::computer_to_move): anyone but a person.
template <class Level>
bool computer_plays(Level level) {
  return level != Level::Human;
}

// What a computer move asks of the seat to move (`name`: its name as a message): a person's seat
// refuses with the shared "{seat} is a person, not a computer player."
template <class Level>
Check computer_seat(Level level, const Message& name) {
  if (!computer_plays(level)) return fail(msg::kPerson, {{"seat", name}});
  return {};
}

// One of `moves` drawn uniformly from `words`, or none when there is none: random_move for a game
// whose legal() lists concrete moves (playouts and fuzzing then reach every move alike).
std::string uniform_move(const std::vector<std::string>& moves, WordSource& words);

// A two-seat game's status in each of its shapes, the seat named by `name` in the message ({seat}):
// `seat` to move (`computer`: the engine plays it), `seat` has won, or a draw, which is a win
// shared by both seats, for the reason `why` (the shared "Draw: the board is full." by default).
Status seat_to_move(int seat, bool computer, const MessageDef& def, Message name);
Status seat_wins(int seat, const MessageDef& def, Message name);
Status draw(const MessageDef& why = msg::kBoardFull);

}  // namespace arcade
