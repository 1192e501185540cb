// The code space (see space.hpp).
#include "space.hpp"

#include <algorithm>
#include <memory>
#include <tuple>

namespace arcade::mastermind {

Space::Space(const Options& o) : options_(o) {
  Code c;
  c.size = o.pegs;
  // Odometer over colours, lexicographic with peg 1 most significant; skips repeats if needed.
  for (;;) {
    bool ok = true;
    if (!o.duplicates) {
      unsigned seen = 0;
      for (int i = 0; i < o.pegs && ok; ++i) {
        const unsigned bit = 1u << c.peg[static_cast<std::size_t>(i)];
        ok = (seen & bit) == 0;
        seen |= bit;
      }
    }
    if (ok) {
      codes_.push_back(c);
      std::uint32_t p = 0;
      std::array<std::uint8_t, kMaxColours> n{};
      for (int i = 0; i < o.pegs; ++i) {
        p |= static_cast<std::uint32_t>(c.peg[static_cast<std::size_t>(i)]) << (4 * i);
        ++n[c.peg[static_cast<std::size_t>(i)]];
      }
      packed_.push_back(p);
      counts_.push_back(n);
    }
    int i = o.pegs - 1;
    while (i >= 0 && c.peg[static_cast<std::size_t>(i)] == o.colours - 1) c.peg[static_cast<std::size_t>(i--)] = 0;
    if (i < 0) break;
    ++c.peg[static_cast<std::size_t>(i)];
  }
}

const Space& Space::of(const Options& o) {
  // The most recently used spaces, newest first: a 7 x 7 space alone takes about 21 MB, so keeping
  // every space a module was ever asked for grew without end. Older ones are freed.
  static std::vector<std::pair<std::tuple<int, int, bool>, std::unique_ptr<Space>>> recent;
  const std::tuple<int, int, bool> key{o.pegs, o.colours, o.duplicates};
  auto it = std::find_if(recent.begin(), recent.end(), [&](const auto& e) { return e.first == key; });
  if (it == recent.end()) {
    if (recent.size() >= kCachedSpaces) recent.pop_back();
    recent.insert(recent.begin(), {key, std::make_unique<Space>(Options{o.pegs, o.colours, o.duplicates, 1})});
  } else if (it != recent.begin()) {
    std::rotate(recent.begin(), it, it + 1);
  }
  return *recent.front().second;
}

int Space::index_of(const Code& c) const {
  // Codes are sorted lexicographically, so binary search on the peg arrays.
  int lo = 0, hi = size();
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    const Code& m = codes_[static_cast<std::size_t>(mid)];
    if (m.peg < c.peg) lo = mid + 1;
    else hi = mid;
  }
  return lo < size() && codes_[static_cast<std::size_t>(lo)] == c ? lo : -1;
}

int Space::feedback_id(int a, int b) const {
  const std::uint32_t x = packed_[static_cast<std::size_t>(a)] ^ packed_[static_cast<std::size_t>(b)];
  int exact = 0;
  for (int i = 0; i < options_.pegs; ++i) exact += ((x >> (4 * i)) & 0xFu) == 0;
  const auto& ca = counts_[static_cast<std::size_t>(a)];
  const auto& cb = counts_[static_cast<std::size_t>(b)];
  int common = 0;
  for (int k = 0; k < options_.colours; ++k)
    common += ca[static_cast<std::size_t>(k)] < cb[static_cast<std::size_t>(k)] ? ca[static_cast<std::size_t>(k)]
                                                                                : cb[static_cast<std::size_t>(k)];
  return exact * (options_.pegs + 1) + common - exact;
}

}  // namespace arcade::mastermind
