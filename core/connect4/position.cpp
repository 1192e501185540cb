// Reading Connect Four positions from column strings, with a sentence for the first bad move.
#include "position.hpp"

#include "../common/text.hpp"
#include "messages.hpp"

namespace arcade::connect4 {

Result<Position> Position::from_moves(std::string_view moves) {
  Position p;
  if (Result<int> n = p.play(moves); !n) return n.failure();
  return p;
}

Result<int> Position::play(std::string_view moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const char ch = moves[i];
    if (ch < '1' || ch > '0' + kWidth) {
      return fail(msg::kMovesColumn, {{"n", i + 1}, {"text", quoted_at(moves, i)}});
    }
    const int col = ch - '1';
    // Checked before "full": once four are in a row nothing more may be played at all.
    if (won()) return fail(msg::kMovesWon, {{"n", i + 1}, {"column", col + 1}});
    if (!can_play(col)) return fail(msg::kMovesFull, {{"n", i + 1}, {"column", col + 1}});
    play_column(col);
  }
  return static_cast<int>(moves.size());
}

}  // namespace arcade::connect4
