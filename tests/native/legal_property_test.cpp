// Property test over every game: in thousands of seeded random positions, every move legal()
// lists is accepted by play, over agrees with an empty legal list, and saves load back to
// themselves (the checks of the fuzz harness, tests/fuzz/session_fuzz.hpp, on random play).
#include <doctest/doctest.h>

#include "../fuzz/session_fuzz.hpp"
#include "build_speed.hpp"

namespace {

using arcade::GameApi;
using arcade::Result;
using arcade::Rng;
using arcade::Snapshot;

struct Walks {
  const char* game;
  std::vector<const char*> params;  // walk i plays params[i % size]
};

// Seeded random games: the person's moves at random (sometimes an undo), the computer's own move
// when a computer seat is to move. Returns the number of positions checked.
int walk(const GameApi& game, const char* params, std::uint64_t seed, int max_moves) {
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
  const std::vector<Walks> all = {
      {"greed", {"hh,t1000", "hc,t1000", "hhhhhh,t500,e0", "hh,t1000,k", "ec,t1000,k"}},
      {"sudoku", {"easy", "medium"}},
      {"mastermind", {"p4,c6,r10", "p4,c6,make", "p5,c8,u,r12", "p3,c4,r4"}},
      {"rotate", {"hh,n5,k3", "hh,n7,k4"}},
      {"connect4", {"hh", "hc"}},
      {"chouette",
       {"2,t100", "3,sf,bc,ao,art,br,vd,t150", "4,dbl,lc,sf,t200", "3,gb,gbl3,t120", "6,dbl,gb,gbw10,bc,lc,t100"}},
  };
  for (const Walks& w : all) {
    const GameApi& game = *arcade::find_game(w.game).value();
    // 2,000 positions a game natively; the sanitizer build, 20 times slower, looks at 400.
    const int wanted = arcade::test::kSanitizedBuild ? 400 : 2000;
    int positions = 0;
    for (std::uint64_t seed = 1; positions < wanted; ++seed)
      positions += walk(game, w.params[seed % w.params.size()], seed, 80);
    CAPTURE(w.game);
    CHECK(positions >= wanted);
  }
}
