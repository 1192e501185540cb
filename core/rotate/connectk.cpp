// Rotating Connect-K rules: params, drops, the once-per-game rotation, results (see connectk.hpp).
#include "connectk.hpp"

#include <limits>

#include "../common/messages.hpp"
#include "../common/seats.hpp"
#include "../common/text.hpp"
#include "judge.hpp"

namespace arcade::rotate {

namespace {
const char kPiece[2] = {'R', 'B'};
// The seats' colours as messages: "Red", "Blue".
Message colour(int seat) { return say(seat == 0 ? msg::kRed : msg::kBlue); }

const char* level_name(Player p) {
  switch (p) {
    case Player::Human: return "human";
    case Player::Casual: return "casual";
    case Player::Medium: return "medium";
    case Player::Strong: return "strong";
  }
  return "human";
}

// The real picture after a clockwise turn and gravity: push every row's pieces right (the
// judge's trick), then turn the result clockwise so rows become columns standing on the floor.
std::vector<std::string> turn_board(const std::vector<std::string>& rows) {
  const std::vector<std::string> pushed = rotate_and_fall(rows);
  const std::size_t n = rows.size();
  std::vector<std::string> out(n, std::string(n, '.'));
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c) out[c][n - 1 - r] = pushed[r][c];
  return out;
}

void finish(KState& s, const Verdict& v) {
  s.over = true;
  if (v.red) s.winners.push_back(0);
  if (v.blue) s.winners.push_back(1);
  s.winning_cells = v.red_cells;
  s.winning_cells.insert(s.winning_cells.end(), v.blue_cells.begin(), v.blue_cells.end());
}

bool column_full(const KState& s, int c) { return s.rows[0][static_cast<std::size_t>(c)] != '.'; }
bool any_move(const KState& s) {
  if (!s.rotated[static_cast<std::size_t>(s.to_move)]) return true;
  for (int c = 0; c < s.params.n; ++c)
    if (!column_full(s, c)) return true;
  return false;
}
}  // namespace

void apply_move(KState& s, const KMove& m) {
  const int me = s.to_move;
  if (m.rotate) {
    s.rows = turn_board(s.rows);
    s.rotated[static_cast<std::size_t>(me)] = true;
    s.last_column = -1;
  } else {
    int r = s.params.n - 1;
    while (s.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(m.column)] != '.') --r;
    s.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(m.column)] = kPiece[me];
    s.last_column = m.column;
  }
  ++s.moves;
  s.to_move = 1 - me;
}

Result<KParams> ConnectK::parse_params(std::string_view text) {
  KParams p;
  const std::vector<std::string_view> f = arcade::split(text.empty() ? "h2" : text, ',');
  Result<std::array<Player, 2>> seats = parse_seats<Player>(f[0], "h123", msg::kParams, &msg::kSeat);
  if (!seats) return seats.failure();
  p.seats = *seats;
  for (std::size_t i = 1; i < f.size(); ++i) {
    const auto v = f[i].size() > 1 ? parse_uint(f[i].substr(1)) : std::nullopt;
    if (!v || (f[i][0] != 'n' && f[i][0] != 'k')) return fail(msg::kOption, {{"option", quoted(f[i])}});
    if (*v > std::numeric_limits<int>::max())  // refused here with its own number: it fits no int
      return f[i][0] == 'n' ? fail(msg::kSize, {{"n", *v}}) : fail(msg::kK, {{"n", p.n}, {"k", *v}});
    (f[i][0] == 'n' ? p.n : p.k) = static_cast<int>(*v);
  }
  if (p.n < kMinN || p.n > kMaxN) return fail(msg::kSize, {{"n", p.n}});
  if (p.k < 3 || p.k > p.n) return fail(msg::kK, {{"n", p.n}, {"k", p.k}});
  return p;
}

std::string ConnectK::format_params(const KParams& p) {
  return format_seats(p.seats) + ",n" + std::to_string(p.n) + ",k" + std::to_string(p.k);
}

Check ConnectK::check_desc(const KParams&, std::string_view desc) {
  if (!desc.empty()) return fail(msg::kDesc);
  return {};
}

std::string ConnectK::new_desc(const KParams&, WordSource&) { return {}; }

KState ConnectK::initial(const KParams& p, std::string_view) {
  KState s;
  s.params = p;
  s.rows.assign(static_cast<std::size_t>(p.n), std::string(static_cast<std::size_t>(p.n), '.'));
  return s;
}

Result<std::string> ConnectK::complete_move(const KState&, std::string_view move, WordSource&) {
  return std::string(move);
}

Result<KMove> ConnectK::parse_move(const KState& s, std::string_view move) {
  if (s.over) return fail(arcade::msg::kOver);
  KMove m;
  if (move == "r") {
    if (s.rotated[static_cast<std::size_t>(s.to_move)]) return fail(msg::kTurned, {{"seat", colour(s.to_move)}});
    m.rotate = true;
    return m;
  }
  const auto c = move.size() > 1 && move[0] == 'd' ? parse_uint(move.substr(1)) : std::nullopt;
  if (!c) return fail(msg::kMove, {{"move", quoted(move)}});
  if (*c < 1 || *c > s.params.n) return fail(msg::kColumn, {{"column", *c}, {"n", s.params.n}});
  m.column = static_cast<int>(*c) - 1;
  if (column_full(s, m.column)) return fail(msg::kFull, {{"column", *c}});
  return m;
}

std::string ConnectK::format_move(const KMove& m) { return m.rotate ? "r" : "d" + std::to_string(m.column + 1); }

void ConnectK::apply(KState& s, const KMove& m) {
  apply_move(s, m);
  // A drop can only complete the mover's line; a turn can complete either player's, or both.
  const Verdict v = winners(s.params.k, s.rows);
  if (v.red || v.blue) {
    finish(s, v);
  } else if (!any_move(s)) {
    s.over = true;
    s.winners = {0, 1};  // a draw is shared, like tied totals in Greed
  }
}

bool ConnectK::undoable(const KState&, const KMove&) { return true; }

Status ConnectK::status(const KState& s) {
  if (s.over && s.winners.size() == 1) return seat_wins(s.winners[0], msg::kWins, colour(s.winners[0]));
  if (s.over) return s.winning_cells.empty() ? draw() : draw(msg::kBothDraw);
  const std::size_t seat = static_cast<std::size_t>(s.to_move);
  return seat_to_move(s.to_move, computer_plays(s.params.seats[seat]),
                      s.rotated[seat] ? msg::kToPlay : msg::kToPlayTurn, colour(s.to_move));
}

std::vector<std::string> ConnectK::legal(const KState& s) {
  std::vector<std::string> out;
  for (const KMove& m : ordered_moves(s)) out.push_back(format_move(m));
  return out;
}

std::string ConnectK::random_move(const KState& s, WordSource& words) { return uniform_move(legal(s), words); }

Result<std::string> ConnectK::computer_move(const KState& s, WordSource& words) {
  const Player p = s.params.seats[static_cast<std::size_t>(s.to_move)];
  if (Check person = computer_seat(p, colour(s.to_move)); !person) return person.failure();
  return format_move(engine_move(s, p, words));
}

Value ConnectK::view(const KState& s) {
  Value cells = Value::array();
  for (const auto& [r, c] : s.winning_cells) cells.push(Value::array().push(r).push(c));
  Value seats = Value::array();
  for (Player p : s.params.seats) seats.push(level_name(p));
  Value v = Value::object();
  v.set("n", s.params.n)
      .set("k", s.params.k)
      .set("seats", std::move(seats))
      .set("rows", Value::array_of(s.rows))
      .set("toMove", s.to_move)
      .set("rotated", Value::array().push(s.rotated[0]).push(s.rotated[1]))
      .set("lastColumn", s.last_column >= 0 ? Value(s.last_column + 1) : Value())
      .set("lastWasRotation", s.moves > 0 && s.last_column < 0)
      .set("winningCells", std::move(cells))
      .set("winners", Value::array_of(s.winners));
  return v;
}

std::string ConnectK::text(const KState& s) {
  std::string out;
  for (const std::string& r : s.rows) out += r + "\n";
  return out + status(s).text + "\n";
}

}  // namespace arcade::rotate
