// session_helpers.hpp: starting a Session<G> and playing moves in the games' native tests.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "common/session.hpp"

namespace arcade::test {

/** A new session; a refused params or desc fails the test with the game's sentence. */
template <class G>
Session<G> start(const std::string& params, const std::string& desc = "") {
  Rng rng(1);
  Result<Session<G>> s = Session<G>::create(params, desc, rng);
  REQUIRE_MESSAGE(s.ok(), s.error());
  return s.value();
}

/** Plays each move in order, dice (if any) from a stream seeded with `seed`; a refusal fails the test. */
template <class G>
void play(Session<G>& s, std::initializer_list<std::string_view> moves, std::uint64_t seed = 1) {
  Rng rng(seed);
  for (std::string_view m : moves) {
    Check c = s.play(std::string(m), rng);
    REQUIRE_MESSAGE(c.ok(), m << ": " << c.error());
  }
}

/** The same for moves written as one text separated by spaces ("r11555 b r23466"). */
template <class G>
void play_words(Session<G>& s, std::string_view words, std::uint64_t seed = 1) {
  Rng rng(seed);
  std::size_t i = 0;
  while (i < words.size()) {
    std::size_t j = words.find(' ', i);
    if (j == std::string_view::npos) j = words.size();
    const std::string m(words.substr(i, j - i));
    Check c = s.play(m, rng);
    REQUIRE_MESSAGE(c.ok(), m << ": " << c.error());
    i = j + 1;
  }
}

}  // namespace arcade::test
