// A template game compiled only into the tests to prove the game interface and the session:
// two players take 1-3 from a pile; the intent "tx" lets chance pick (and so cannot be undone).
#pragma once
#include "common/game.hpp"
#include "common/text.hpp"

namespace arcade::test {

struct Countdown {
  struct Params {
    int max_take = 3;
  };
  struct State {
    int pile = 0;
    int player = 0;
    int winner = -1;
  };
  struct Move {
    int take = 0;
    bool chance = false;
  };
  static constexpr std::string_view name = "countdown";

  static Result<Params> parse_params(std::string_view text) {
    if (text.empty()) return Params{};
    const auto n = text.size() > 1 && text[0] == 'm' ? parse_uint(text.substr(1)) : std::nullopt;
    if (!n || *n < 1 || *n > 9) return fail("Countdown params are m1 to m9, not " + quoted(text) + ".");
    return Params{static_cast<int>(*n)};
  }
  static std::string format_params(const Params& p) { return "m" + std::to_string(p.max_take); }
  static Check check_desc(const Params&, std::string_view desc) {
    const auto n = parse_uint(desc);
    if (!n || *n < 1 || *n > 99) return fail("The pile must be 1 to 99, not " + quoted(desc) + ".");
    return {};
  }
  static std::string new_desc(const Params&, WordSource& w) { return std::to_string(10 + below(w, 10)); }
  static State initial(const Params&, std::string_view desc) {
    return State{static_cast<int>(*parse_uint(desc)), 0, -1};
  }
  static Result<std::string> complete_move(const State&, std::string_view m, WordSource& w) {
    if (m == "tx") return "c" + std::to_string(1 + below(w, 3));
    return std::string(m);
  }
  static Result<Move> parse_move(const State& s, std::string_view m) {
    if (m.size() != 2 || (m[0] != 't' && m[0] != 'c') || m[1] < '1' || m[1] > '9')
      return fail("Moves are t1 to t9, not " + quoted(m) + ".");
    const int take = m[1] - '0';
    if (take > s.pile) return fail("Only " + std::to_string(s.pile) + " left.");
    return Move{take, m[0] == 'c'};
  }
  static std::string format_move(const Move& m) { return (m.chance ? "c" : "t") + std::to_string(m.take); }
  static void apply(State& s, const Move& m) {
    s.pile -= m.take;
    if (s.pile == 0) s.winner = s.player;
    s.player = 1 - s.player;
  }
  static bool undoable(const State&, const Move& m) { return !m.chance; }
  static Status status(const State& s) {
    Status st;
    st.over = s.winner >= 0;
    if (st.over) st.winners = {s.winner};
    else st.to_move = s.player;
    st.computer_to_move = s.player == 1;
    st.text = st.over ? "Player " + std::to_string(s.winner + 1) + " wins." : std::to_string(s.pile) + " left.";
    return st;
  }
  static std::vector<std::string> legal(const State& s) {
    std::vector<std::string> out;
    for (int t = 1; t <= 3 && t <= s.pile; ++t) out.push_back("t" + std::to_string(t));
    return out;
  }
  static std::string random_move(const State& s, WordSource& w) {
    return "t" + std::to_string(1 + below(w, static_cast<std::uint32_t>(std::min(3, s.pile))));
  }
  static Result<std::string> computer_move(const State& s, WordSource&) {
    if (s.player != 1) return fail("Player 1 is a person.");
    const int take = s.pile % 4 == 0 ? 1 : s.pile % 4;  // leave a multiple of four
    return "t" + std::to_string(take);
  }
  static Value view(const State& s) { return Value::object().set("pile", s.pile); }
  static std::string text(const State& s) { return std::to_string(s.pile) + "\n"; }
};

static_assert(Game<Countdown>);

}  // namespace arcade::test
