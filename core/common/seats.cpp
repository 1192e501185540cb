// The shared parts of two-seat games (see seats.hpp): the seat letters' check, the uniform move, the statuses.
#include "seats.hpp"

#include "text.hpp"

namespace arcade {

Check check_seat_letters(std::string_view text, std::string_view letters, const MessageDef& refusal,
                         const MessageDef* bad_letter) {
  if (text.size() != 2) return fail(refusal, {{"seats", quoted(text)}});
  for (std::size_t i = 0; i < 2; ++i) {
    if (letters.find(text[i]) != std::string_view::npos) continue;
    if (bad_letter) return fail(*bad_letter, {{"letter", quoted_at(text, i)}});
    return fail(refusal, {{"seats", quoted(text)}});
  }
  return {};
}

std::string uniform_move(const std::vector<std::string>& moves, WordSource& words) {
  if (moves.empty()) return {};
  return moves[below(words, static_cast<std::uint32_t>(moves.size()))];
}

Status seat_to_move(int seat, bool computer, const MessageDef& def, Message name) {
  Status st;
  st.to_move = seat;
  st.computer_to_move = computer;
  st.say(def, {{"seat", std::move(name)}});
  return st;
}

Status seat_wins(int seat, const MessageDef& def, Message name) {
  Status st;
  st.over = true;
  st.winners = {seat};
  st.say(def, {{"seat", std::move(name)}});
  return st;
}

Status draw(const MessageDef& why) {
  Status st;
  st.over = true;
  st.winners = {0, 1};
  st.say(why);
  return st;
}

}  // namespace arcade
