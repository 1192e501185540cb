// Mastermind codes and feedback: options (pegs, colours, duplicates), codes of 2-8 pegs with
// colours 0..C-1 inside the core (1..C outside), and exact/misplaced by the min-count rule.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "../common/result.hpp"

namespace arcade::mastermind {

inline constexpr int kMinPegs = 2, kMaxPegs = 8, kMinColours = 2, kMaxColours = 10;
inline constexpr long long kMaxCodes = 1 << 20;  // the largest code space a game may have

struct Options {
  int pegs = 4;
  int colours = 6;
  bool duplicates = true;  // in the secret and in guesses
  int rows = 10;
  bool operator==(const Options&) const = default;
};

// Bulls & Cows, and any game like it (10 colours, no duplicates), is played with digits (colour 10
// is the digit 0 on a board) and answered in bulls and cows: the view says so (digits), so that a
// page never decides it apart, and the messages about answers name bulls and cows.
inline bool bulls_and_cows(const Options& o) { return o.colours == kMaxColours && !o.duplicates; }

// A sentence when the combination cannot be played (e.g. 5 distinct pegs from 4 colours).
Check check_options(const Options& o);

struct Code {
  std::array<std::uint8_t, kMaxPegs> peg{};
  int size = 0;
  bool operator==(const Code& o) const { return size == o.size && peg == o.peg; }
};

struct Feedback {
  int exact = 0;      // right colour, right place (black peg, bull)
  int misplaced = 0;  // right colour, wrong place (white peg, cow)
  bool operator==(const Feedback&) const = default;
};

// exact = positions that agree; misplaced = sum over colours of min(count in a, count in b) - exact.
// Symmetric in (a, b); a and b must have the same size.
Feedback feedback(const Code& a, const Code& b);

// Whose code check_code looks at, for its sentences: a guess or the game's secret.
enum class Whose { Guess, Secret };

// Checks a code against the options: length, colour range, duplicates; the sentence names the peg.
Check check_code(const Options& o, const Code& c, Whose whose);

// Codes as text: one letter per peg, 'a' = colour 1 ... 'j' = colour 10 (used in moves).
std::string to_letters(const Code& c);
Result<Code> from_letters(std::string_view text);
// A colour (0-based) as players read it: from 1, except that Bulls & Cows writes one digit a peg,
// as its board shows them: the tenth colour is 0, the digit its key types and whose letter in
// moves is j (never "10", which reads as two digits).
int shown_colour(const Options& o, int colour);
// Codes as players read them, shown_colour by shown_colour: "1 1 2 2", in Bulls & Cows "1 2 3 0".
std::string to_digits(const Options& o, const Code& c);

}  // namespace arcade::mastermind
