// Rotate's tables for the shared native tests (tests/native/game_test_data.hpp).
#include "game_test_data.hpp"

ARCADE_GAME_TEST_DATA(rotate) {
  return {.playouts = {"hh,n5,k3", "hh,n7,k4", "hh,n5,k5"},  // n5,k5 often fills up: draws
          .walks = {"hh,n5,k3", "hh,n7,k4"},
          .daily_2027 = 17375597101218695661ULL};
}
