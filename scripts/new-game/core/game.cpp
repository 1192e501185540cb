// __Title__'s rules as a Game: params, moves, status, view; the two-seat parts from core/common/seats.hpp.
#include "__game__.hpp"

#include "../common/messages.hpp"
#include "../common/seats.hpp"
#include "../common/text.hpp"

namespace arcade::__game__ {

namespace {

constexpr std::array<std::array<int, 3>, 8> kLines{{
    {0, 1, 2},
    {3, 4, 5},
    {6, 7, 8},
    {0, 3, 6},
    {1, 4, 7},
    {2, 5, 8},
    {0, 4, 8},
    {2, 4, 6},
}};

Message seat_message(int seat) { return say(seat == 0 ? msg::kX : msg::kO); }

}  // namespace

std::vector<int> winning_line(const State& s) {
  for (const auto& line : kLines) {
    const int first = s.cells[static_cast<std::size_t>(line[0])];
    if (first != 0 && first == s.cells[static_cast<std::size_t>(line[1])] &&
        first == s.cells[static_cast<std::size_t>(line[2])])
      return {line.begin(), line.end()};
  }
  return {};
}

Result<Params> __Game__::parse_params(std::string_view text) {
  // No seats given: two people.
  Result<std::array<Seat, 2>> seats = parse_seats<Seat>(text.empty() ? "hh" : text, "hr", msg::kParams);
  if (!seats) return seats.failure();
  return Params{*seats};
}

std::string __Game__::format_params(const Params& p) { return format_seats(p.seats); }

Check __Game__::check_desc(const Params&, std::string_view desc) {
  if (!desc.empty()) return fail(msg::kDesc, {{"desc", quoted(desc)}});
  return {};
}

std::string __Game__::new_desc(const Params&, WordSource&) { return {}; }

State __Game__::initial(const Params& p, std::string_view) {
  State s;
  s.params = p;
  return s;
}

Result<std::string> __Game__::complete_move(const State&, std::string_view move, WordSource&) {
  return std::string(move);
}

Result<Move> __Game__::parse_move(const State& s, std::string_view move) {
  if (status(s).over) return fail(arcade::msg::kOver);
  if (move.size() != 1 || move[0] < '1' || move[0] > '0' + kCells) return fail(msg::kMove, {{"move", quoted(move)}});
  const int cell = move[0] - '1';
  if (s.cells[static_cast<std::size_t>(cell)] != 0) return fail(msg::kTaken, {{"cell", cell + 1}});
  return Move{cell};
}

std::string __Game__::format_move(const Move& m) { return std::string(1, static_cast<char>('1' + m.cell)); }

void __Game__::apply(State& s, const Move& m) {
  s.cells[static_cast<std::size_t>(m.cell)] = s.moves % 2 + 1;
  ++s.moves;
}

bool __Game__::undoable(const State&, const Move&) { return true; }

Status __Game__::status(const State& s) {
  if (const std::vector<int> line = winning_line(s); !line.empty()) {
    const int w = s.cells[static_cast<std::size_t>(line[0])] - 1;
    return seat_wins(w, msg::kWins, seat_message(w));
  }
  if (s.moves == kCells) return draw();
  const int seat = s.moves % 2;
  return seat_to_move(seat, computer_plays(s.params.seats[static_cast<std::size_t>(seat)]), msg::kToMove,
                      seat_message(seat));
}

std::vector<std::string> __Game__::legal(const State& s) {
  std::vector<std::string> out;
  if (status(s).over) return out;
  for (int cell = 0; cell < kCells; ++cell)
    if (s.cells[static_cast<std::size_t>(cell)] == 0) out.push_back(format_move(Move{cell}));
  return out;
}

std::string __Game__::random_move(const State& s, WordSource& words) { return uniform_move(legal(s), words); }

// The placeholder's computer plays a uniform random legal move: replace it with your game's engine.
Result<std::string> __Game__::computer_move(const State& s, WordSource& words) {
  if (status(s).over) return fail(arcade::msg::kOver);
  const int seat = s.moves % 2;
  if (Check person = computer_seat(s.params.seats[static_cast<std::size_t>(seat)], seat_message(seat)); !person)
    return person.failure();
  return random_move(s, words);
}

Value __Game__::view(const State& s) {
  // Rows top first; 0 empty, 1 X, 2 O; `line`: the winning cells (0-8); `seats`: "human" or "computer".
  Value board = Value::array();
  for (int row = 0; row < kSide; ++row) {
    Value r = Value::array();
    for (int col = 0; col < kSide; ++col) r.push(s.cells[static_cast<std::size_t>(row * kSide + col)]);
    board.push(std::move(r));
  }
  Value line = Value::array();
  for (int cell : winning_line(s)) line.push(cell);
  // Each seat's kind, as the page's setup names them.
  Value seats = Value::array();
  for (Seat seat : s.params.seats) seats.push(seat == Seat::Human ? "human" : "computer");
  Value v = Value::object();
  v.set("board", std::move(board)).set("line", std::move(line)).set("seats", std::move(seats));
  return v;
}

std::string __Game__::text(const State& s) {
  std::string out;
  for (int cell = 0; cell < kCells; ++cell) {
    out += ".XO"[s.cells[static_cast<std::size_t>(cell)]];
    if (cell % kSide == kSide - 1) out += '\n';
  }
  return out;
}

}  // namespace arcade::__game__
