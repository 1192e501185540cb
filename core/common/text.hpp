// String helpers shared by every game's codecs: strict integer parsing, splitting, joining.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arcade {

// Splits on one separator character; "" gives one empty field, like most string split functions.
std::vector<std::string_view> split(std::string_view text, char separator);
std::string join(const std::vector<std::string>& parts, char separator);

// Decimal digits only, no sign, no spaces, at most 18 digits: anything else is nullopt, so
// "12abc" or "+5" never sneak through as numbers the way std::atoi would let them.
std::optional<std::int64_t> parse_uint(std::string_view text);

// "1st", "2nd", "3rd", "4th"... for error sentences that name a position.
std::string ordinal(std::size_t n);

// Quotes a piece of outside text for an error sentence: at most 40 characters (never cut inside one),
// each invalid UTF-8 byte, control and invisible format character (bidi controls) shown as '?'.
std::string quoted(std::string_view text);
// Quotes the one character that starts at byte `i` of `text`: all of its UTF-8 bytes (one byte,
// shown as '?', where they are not valid UTF-8). For a parser that reads byte by byte.
std::string quoted_at(std::string_view text, std::size_t i);
// How many characters a UTF-8 text has, as a person counts them (bytes that do not continue one).
std::size_t characters(std::string_view text);

}  // namespace arcade
