// The registered games: adding a game is its include plus one line in the list.
#include "chouette/chouette.hpp"
#include "common/registry.hpp"
#include "connect4/connect4.hpp"
#include "greed/greed.hpp"
#include "mastermind/mastermind.hpp"
#include "rotate/connectk.hpp"
#include "sudoku/sudoku.hpp"

namespace arcade {

namespace {
template <Game G>
const GameApi* api() {
  static const GameApiOf<G> instance;
  return &instance;
}
}  // namespace

const std::vector<const GameApi*>& games() {
  static const std::vector<const GameApi*> all{
      api<greed::Greed>(),
      api<mastermind::Mastermind>(),
      api<rotate::ConnectK>(),
      api<connect4::Connect4>(),
      api<chouette::Chouette>(),
      api<sudoku::Sudoku>(),
  };
  return all;
}

}  // namespace arcade
