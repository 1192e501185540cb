// Mastermind codes and feedback (see code.hpp).
#include "code.hpp"

#include "../common/text.hpp"

namespace arcade::mastermind {

Check check_options(const Options& o) {
  if (o.pegs < kMinPegs || o.pegs > kMaxPegs)
    return fail("Pegs must be from 2 to 8, not " + std::to_string(o.pegs) + ".");
  if (o.colours < kMinColours || o.colours > kMaxColours)
    return fail("Colours must be from 2 to 10, not " + std::to_string(o.colours) + ".");
  if (!o.duplicates && o.colours < o.pegs)
    return fail("Without duplicates there must be at least as many colours as pegs (" + std::to_string(o.pegs) +
                " pegs, " + std::to_string(o.colours) + " colours).");
  // Every code of a game is kept in memory (26 bytes each) and scanned by hints and breakers:
  // a million codes is a few tens of MB in a browser tab; 8 pegs of 10 colours would be 2.6 GB.
  long long codes = 1;
  for (int i = 0; i < o.pegs; ++i) codes *= o.duplicates ? o.colours : o.colours - i;
  if (codes > kMaxCodes)
    return fail("That game has " + std::to_string(codes) + " possible codes; at most " + std::to_string(kMaxCodes) +
                " are supported, so use fewer pegs or colours.");
  if (o.rows < 1 || o.rows > 30) return fail("Rows must be from 1 to 30, not " + std::to_string(o.rows) + ".");
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

Check check_code(const Options& o, const Code& c, const std::string& what) {
  if (c.size != o.pegs) {
    std::string subject = what;
    if (!subject.empty() && subject[0] >= 'a' && subject[0] <= 'z')
      subject[0] = static_cast<char>(subject[0] - 'a' + 'A');
    return fail(subject + " has " + std::to_string(c.size) + " pegs; this game uses " + std::to_string(o.pegs) + ".");
  }
  std::array<bool, kMaxColours> seen{};
  for (int i = 0; i < c.size; ++i) {
    const int colour = c.peg[static_cast<std::size_t>(i)];
    if (colour >= o.colours)
      return fail("Peg " + std::to_string(i + 1) + " of " + what + " is colour " + std::to_string(colour + 1) +
                  "; this game has colours 1 to " + std::to_string(o.colours) + ".");
    if (!o.duplicates && seen[static_cast<std::size_t>(colour)])
      return fail("Colour " + std::to_string(colour + 1) + " appears twice in " + what +
                  ", and this game allows no duplicates.");
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
  if (text.size() < kMinPegs || text.size() > kMaxPegs)
    return fail("A code has 2 to 8 pegs, not " + std::to_string(text.size()) + ".");
  Code c;
  c.size = static_cast<int>(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] < 'a' || text[i] > 'j')
      return fail("Peg " + std::to_string(i + 1) + " of " + quoted(text) + " is not a colour letter from a to j.");
    c.peg[i] = static_cast<std::uint8_t>(text[i] - 'a');
  }
  return c;
}

std::string to_digits(const Code& c) {
  std::string s;
  for (int i = 0; i < c.size; ++i) {
    if (i) s += ' ';
    s += std::to_string(c.peg[static_cast<std::size_t>(i)] + 1);
  }
  return s;
}

}  // namespace arcade::mastermind
