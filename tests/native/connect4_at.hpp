// at("4453"): the Connect Four position after those moves, for the connect4 tests (a bad string fails the test).
#pragma once
#include <doctest/doctest.h>

#include <string_view>

#include "connect4/position.hpp"

namespace arcade::test {

inline connect4::Position at(std::string_view moves) {
  Result<connect4::Position> p = connect4::Position::from_moves(moves);
  REQUIRE_MESSAGE(p.ok(), p.error());
  return *p;
}

}  // namespace arcade::test
