// Sudoku's tables for the shared native tests (tests/native/game_test_data.hpp).
#include "game_test_data.hpp"

ARCADE_GAME_TEST_DATA(sudoku) {
  return {.playouts = {"easy"}, .walks = {"easy", "medium"}, .daily_2027 = 4469560988509267035ULL};
}
