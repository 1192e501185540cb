// Greed's tables for the shared native tests (tests/native/game_test_data.hpp): every seat kind and the house rule.
#include "game_test_data.hpp"

ARCADE_GAME_TEST_DATA(greed) {
  return {.playouts = {"ce,t1000", "hhhhhh,t500,e0", "wc,t1000,k"},
          .walks = {"hh,t1000", "hc,t1000", "hhhhhh,t500,e0", "hh,t1000,k", "ec,t1000,k"},
          .daily_2027 = 11683914321208858390ULL};
}
