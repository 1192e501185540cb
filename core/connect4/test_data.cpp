// Connect Four's tables for the shared native tests (tests/native/game_test_data.hpp).
#include "game_test_data.hpp"

ARCADE_GAME_TEST_DATA(connect4) {
  return {.playouts = {"hh", "pc"}, .walks = {"hh", "hc"}, .daily_2027 = 15892286910881694714ULL};
}
