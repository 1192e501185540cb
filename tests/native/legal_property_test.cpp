// Property test over every game: in thousands of seeded random positions, every move legal()
// lists is accepted by play, over agrees with an empty legal list, and saves load back to
// themselves (the checks of the fuzz harness, tests/fuzz/session_fuzz.hpp, on random play).
#include <doctest/doctest.h>

#include "../fuzz/session_fuzz.hpp"
#include "build_speed.hpp"
#include "game_test_data.hpp"

namespace {

using arcade::GameApi;
using arcade::Result;
using arcade::Rng;
using arcade::Snapshot;

// Seeded random games: the person's moves at random (sometimes an undo), the computer's own move
// when a computer seat is to move. Returns the number of positions checked.
int walk(const GameApi& game, const std::string& params, std::uint64_t seed, int max_moves) {
  Rng rng(seed);
  Result<Snapshot> s = game.create(params, "", rng);
  REQUIRE_MESSAGE(s.ok(), params, ": ", s.ok() ? "" : s.error());
  int positions = 0;
  for (int i = 0; i < max_moves && !s->status.over; ++i) {
    arcade::fuzz::check_snapshot(game, *s, seed * 1000 + static_cast<std::uint64_t>(i));
    ++positions;
    Result<Snapshot> next = arcade::fail("none");
    if (s->status.computer_to_move) next = game.computer(s->save, rng);
    else if (s->can_undo && arcade::below(rng, 10) == 0) next = game.undo(s->save);
    else next = game.play(s->save, game.random_move(s->save, rng).value(), rng);
    if (!next) continue;  // random moves include refused ones (Cul de chouette's stray dice)
    s = std::move(next);
  }
  arcade::fuzz::check_snapshot(game, *s, seed);
  return positions + 1;
}

}  // namespace

TEST_CASE("every game: legal() moves are accepted by play, and over agrees with an empty list") {
  // Every registered game, with the params its folder gives (core/<game>/test_data.cpp).
  REQUIRE_FALSE(arcade::games().empty());
  for (const GameApi* g : arcade::games()) {
    const GameApi& game = *g;
    const arcade::test::GameTestData* data = arcade::test::game_test_data(game.name());
    INFO(game.name(), " has no core/", game.name(), "/test_data.cpp with walks (tests/native/game_test_data.hpp)");
    REQUIRE(data != nullptr);
    REQUIRE_FALSE(data->walks.empty());
    // 2,000 positions a game natively; the sanitizer build, 20 times slower, looks at 400.
    const int wanted = arcade::test::kSanitizedBuild ? 400 : 2000;
    int positions = 0;
    for (std::uint64_t seed = 1; positions < wanted; ++seed)
      positions += walk(game, data->walks[seed % data->walks.size()], seed, 80);
    CAPTURE(game.name());
    CHECK(positions >= wanted);
  }
}
