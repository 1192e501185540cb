// String helpers (see text.hpp).
#include "text.hpp"

#include <utility>

namespace arcade {

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (;;) {
    const std::size_t at = text.find(separator, start);
    if (at == std::string_view::npos) {
      parts.push_back(text.substr(start));
      return parts;
    }
    parts.push_back(text.substr(start, at - start));
    start = at + 1;
  }
}

std::string join(const std::vector<std::string>& parts, char separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += separator;
    out += parts[i];
  }
  return out;
}

std::optional<std::int64_t> parse_uint(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::int64_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

std::string ordinal(std::size_t n) {
  const char* suffix = "th";
  if (n % 100 < 11 || n % 100 > 13) {
    if (n % 10 == 1) suffix = "st";
    else if (n % 10 == 2) suffix = "nd";
    else if (n % 10 == 3) suffix = "rd";
  }
  return std::to_string(n) + suffix;
}

namespace {
// The code point of the UTF-8 sequence at text[i] and its length in bytes; -1 (length 1) for a byte
// that does not start a valid, shortest sequence (a stray byte, an overlong form, a surrogate).
std::pair<long, std::size_t> decode_at(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  if (lead < 0x80) return {lead, 1};
  const std::size_t length = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 0;
  if (length == 0 || lead > 0xf4 || i + length > text.size()) return {-1, 1};
  long cp = lead & (0x7f >> length);
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xc0) != 0x80) return {-1, 1};
    cp = (cp << 6) | (byte(i + k) & 0x3f);
  }
  const long least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < least[length] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return {-1, 1};
  return {cp, length};
}

// Characters a sentence must not show as they are: controls, line and paragraph separators, and
// the invisible format characters, among them the bidirectional controls that would turn the rest
// of the sentence around. The joiners (U+200C, U+200D) stay: emoji sequences and scripts need them.
bool unshowable(long cp) {
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp == 0xad || cp == 0x61c || cp == 0x180e || cp == 0x200b ||
         (cp >= 0x200e && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x206f) ||
         cp == 0xfeff || (cp >= 0xfff9 && cp <= 0xfffb) || (cp >= 0xe0000 && cp <= 0xe007f);
}
}  // namespace

std::size_t characters(std::string_view text) {
  std::size_t n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xc0) != 0x80;
  return n;
}

std::string quoted_at(std::string_view text, std::size_t i) {
  if (i >= text.size()) return quoted("");
  return quoted(text.substr(i, decode_at(text, i).second));
}

std::string quoted(std::string_view text) {
  constexpr std::size_t limit = 40;  // characters, so that a long text never cuts one in two
  std::string out = "\"";
  std::size_t i = 0;
  for (std::size_t shown = 0; i < text.size() && shown < limit; ++shown) {
    const auto [cp, length] = decode_at(text, i);
    if (cp < 0 || unshowable(cp)) out += '?';
    else out.append(text.substr(i, length));
    i += length;
  }
  if (i < text.size()) out += "...";
  out += '"';
  return out;
}

}  // namespace arcade
