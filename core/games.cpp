// The registered games, in gallery order: adding a game is its include plus one line in the list
// (and its page folder web/games/<name>/, see the README's recipe).
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
      api<greed::Greed>(),           api<sudoku::Sudoku>(),     api<chouette::Chouette>(),
      api<mastermind::Mastermind>(), api<connect4::Connect4>(), api<rotate::ConnectK>(),
  };
  return all;
}

}  // namespace arcade
