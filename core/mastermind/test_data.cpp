// Mastermind's tables for the shared native tests (tests/native/game_test_data.hpp): both roles, a friend's game, the
// breakers.
#include "build_speed.hpp"
#include "game_test_data.hpp"

ARCADE_GAME_TEST_DATA(mastermind) {
  // The best breaker's first answers over Bulls & Cows' 5040 codes take 35 s under ASan: a smaller space there.
  return {.playouts = {"", arcade::test::kSlowBuild ? "p3,c8,u,make" : "p4,c10,u,make", "p2,c3,r30,make,consistent"},
          .walks = {"p4,c6,r10", "p4,c6,make", "p5,c8,u,r12", "p3,c4,r4", "p4,c6,r8,friend"},
          .daily_2027 = 14416779142149717084ULL};
}
