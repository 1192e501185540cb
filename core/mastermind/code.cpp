// Mastermind codes and feedback (see code.hpp).
#include "code.hpp"

#include "../common/text.hpp"
#include "messages.hpp"

namespace arcade::mastermind {

Check check_options(const Options& o) {
  if (o.pegs < kMinPegs || o.pegs > kMaxPegs) return fail(msg::kPegs, {{"n", o.pegs}});
  if (o.colours < kMinColours || o.colours > kMaxColours) return fail(msg::kColours, {{"n", o.colours}});
  if (!o.duplicates && o.colours < o.pegs) return fail(msg::kUnique, {{"pegs", o.pegs}, {"colours", o.colours}});
  // Every code of a game is kept in memory (26 bytes each) and scanned by hints and breakers:
  // a million codes is a few tens of MB in a browser tab; 8 pegs of 10 colours would be 2.6 GB.
  long long codes = 1;
  for (int i = 0; i < o.pegs; ++i) codes *= o.duplicates ? o.colours : o.colours - i;
  if (codes > kMaxCodes) return fail(msg::kTooManyCodes, {{"codes", codes}, {"max", kMaxCodes}});
  if (o.rows < 1 || o.rows > 30) return fail(msg::kRowsRange, {{"n", o.rows}});
  return {};
}

Feedback feedback(const Code& a, const Code& b) {
  std::array<int, kMaxColours> ca{}, cb{};
  Feedback f;
  for (int i = 0; i < a.size; ++i) {
    if (a.peg[static_cast<std::size_t>(i)] == b.peg[static_cast<std::size_t>(i)]) ++f.exact;
    ++ca[a.peg[static_cast<std::size_t>(i)]];
    ++cb[b.peg[static_cast<std::size_t>(i)]];
  }
  int common = 0;
  for (int c = 0; c < kMaxColours; ++c)
    common += ca[static_cast<std::size_t>(c)] < cb[static_cast<std::size_t>(c)] ? ca[static_cast<std::size_t>(c)]
                                                                                : cb[static_cast<std::size_t>(c)];
  f.misplaced = common - f.exact;
  return f;
}

Check check_code(const Options& o, const Code& c, Whose whose) {
  const bool guess = whose == Whose::Guess;
  if (c.size != o.pegs) return fail(guess ? msg::kGuessLength : msg::kSecretLength, {{"n", c.size}, {"pegs", o.pegs}});
  const Message what = say(guess ? msg::kWhatGuess : msg::kWhatSecret);
  std::array<bool, kMaxColours> seen{};
  for (int i = 0; i < c.size; ++i) {
    const int colour = c.peg[static_cast<std::size_t>(i)];
    if (colour >= o.colours)
      return fail(msg::kPegColour, {{"i", i + 1}, {"what", what}, {"colour", colour + 1}, {"colours", o.colours}});
    if (!o.duplicates && seen[static_cast<std::size_t>(colour)]) {
      if (bulls_and_cows(o)) return fail(msg::kDigitTwice, {{"digit", shown_colour(o, colour)}, {"what", what}});
      return fail(msg::kColourTwice, {{"colour", colour + 1}, {"what", what}});
    }
    seen[static_cast<std::size_t>(colour)] = true;
  }
  return {};
}

std::string to_letters(const Code& c) {
  std::string s;
  for (int i = 0; i < c.size; ++i) s += static_cast<char>('a' + c.peg[static_cast<std::size_t>(i)]);
  return s;
}

Result<Code> from_letters(std::string_view text) {
  if (text.size() < kMinPegs || text.size() > kMaxPegs) return fail(msg::kCodeSize, {{"n", text.size()}});
  Code c;
  c.size = static_cast<int>(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] < 'a' || text[i] > 'j') return fail(msg::kCodeLetter, {{"i", i + 1}, {"code", quoted(text)}});
    c.peg[i] = static_cast<std::uint8_t>(text[i] - 'a');
  }
  return c;
}

int shown_colour(const Options& o, int colour) {
  const int shown = colour + 1;
  return bulls_and_cows(o) && shown == kMaxColours ? 0 : shown;
}

std::string to_digits(const Options& o, const Code& c) {
  std::string s;
  for (int i = 0; i < c.size; ++i) {
    if (i) s += ' ';
    s += std::to_string(shown_colour(o, c.peg[static_cast<std::size_t>(i)]));
  }
  return s;
}

}  // namespace arcade::mastermind
