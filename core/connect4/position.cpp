// Reading Connect Four positions from column strings, with a sentence for the first bad move.
#include "position.hpp"

#include "../common/text.hpp"

namespace arcade::connect4 {

Result<Position> Position::from_moves(std::string_view moves) {
  Position p;
  if (Result<int> n = p.play(moves); !n) return n.failure();
  return p;
}

Result<int> Position::play(std::string_view moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string move = "Move " + std::to_string(i + 1);
    const char ch = moves[i];
    if (ch < '1' || ch > '0' + kWidth) {
      // One byte of a longer UTF-8 character would print as junk: show it as '?'.
      const char shown = static_cast<unsigned char>(ch) >= 0x80 ? '?' : ch;
      return fail(move + " (" + quoted(std::string_view(&shown, 1)) + ") is not a column from 1 to 7.");
    }
    const int col = ch - '1';
    const std::string where = move + " (column " + std::to_string(col + 1) + ")";
    // Checked before "full": once four are in a row nothing more may be played at all.
    if (won()) return fail(where + " comes after the game was won.");
    if (!can_play(col)) return fail(where + " goes into a full column.");
    play_column(col);
  }
  return static_cast<int>(moves.size());
}

}  // namespace arcade::connect4
