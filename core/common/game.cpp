// Shared checks of the game interface (see game.hpp).
#include "game.hpp"

namespace arcade {

bool is_move_text(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ',' ||
                    c == '_' || c == '+' || c == '=' || c == '-';
    if (!ok) return false;
  }
  return true;
}

}  // namespace arcade
