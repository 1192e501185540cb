// Connect Four rules as a Game: params, starting positions, moves, status, views, computer seats.
#include "connect4.hpp"

#include "../common/messages.hpp"
#include "../common/number_text.hpp"
#include "../common/seats.hpp"
#include "../common/text.hpp"

namespace arcade::connect4 {

namespace {

const char* seat_kind(Seat s) {
  switch (s) {
    case Seat::Human: return "human";
    case Seat::Perfect: return "perfect";
    case Seat::Strong: return "strong";
    case Seat::Casual: return "casual";
  }
  return "human";
}

// The seat whose stone a cell holds: 0 red, 1 yellow, -1 empty.
int owner(const Position& p, Bitboard cell) {
  if (p.first_player() & cell) return 0;
  if (p.second_player() & cell) return 1;
  return -1;
}

// The seat that made four (the last to move), or -1.
int winner(const State& s) { return s.position.won() ? (s.position.moves() - 1) % 2 : -1; }

}  // namespace

Message seat_message(int seat) { return say(seat == 0 ? msg::kRed : msg::kYellow); }
std::string seat_name(int seat) { return seat_message(seat).message; }

Result<Params> Connect4::parse_params(std::string_view text) {
  // No seats given: a person (red, first) against the strong computer.
  Result<std::array<Seat, 2>> seats = parse_seats<Seat>(text.empty() ? "hs" : text, "hpsc", msg::kParams);
  if (!seats) return seats.failure();
  return Params{*seats};
}

std::string Connect4::format_params(const Params& p) { return format_seats(p.seats); }

Check Connect4::check_desc(const Params&, std::string_view desc) {
  if (Result<Position> p = Position::from_moves(desc); !p) return fail(msg::kDesc, {{"why", p.failure()}});
  return {};
}

std::string Connect4::new_desc(const Params&, WordSource&) { return {}; }

State Connect4::initial(const Params& p, std::string_view desc) {
  State s;
  s.params = p;
  s.position = *Position::from_moves(desc);
  s.moves = std::string(desc);
  s.start = static_cast<int>(desc.size());
  return s;
}

Result<std::string> Connect4::complete_move(const State&, std::string_view move, WordSource&) {
  return std::string(move);
}

Result<Move> Connect4::parse_move(const State& s, std::string_view move) {
  if (s.position.over()) return fail(arcade::msg::kOver);
  if (move.size() != 1 || move[0] < '1' || move[0] > '0' + kWidth) return fail(msg::kMove, {{"move", quoted(move)}});
  const int col = move[0] - '1';
  if (!s.position.can_play(col)) return fail(msg::kFull, {{"column", col + 1}});
  return Move{col};
}

std::string Connect4::format_move(const Move& m) { return std::string(1, static_cast<char>('1' + m.column)); }

void Connect4::apply(State& s, const Move& m) {
  s.position.play_column(m.column);
  s.moves += format_move(m);
}

bool Connect4::undoable(const State&, const Move&) { return true; }

Status Connect4::status(const State& s) {
  if (const int w = winner(s); w >= 0) return seat_wins(w, msg::kWins, seat_message(w));
  if (s.position.full()) return draw();
  const int seat = s.position.moves() % 2;
  return seat_to_move(seat, computer_plays(s.params.seats[static_cast<std::size_t>(seat)]), msg::kToMove,
                      seat_message(seat));
}

std::vector<std::string> Connect4::legal(const State& s) {
  std::vector<std::string> out;
  if (s.position.over()) return out;
  for (int col = 0; col < kWidth; ++col)
    if (s.position.can_play(col)) out.push_back(format_move(Move{col}));
  return out;
}

std::string Connect4::random_move(const State& s, WordSource& words) { return uniform_move(legal(s), words); }

Solver& shared_solver() {
  static Solver solver;
  return solver;
}

Result<const Book*> use_shared_book(std::string_view bytes) {
  static std::optional<Book> book;
  shared_solver().use_book(nullptr);
  book.reset();
  Result<Book> loaded = Book::load(bytes);
  if (!loaded) return loaded.failure();
  book = std::move(loaded).value();
  shared_solver().use_book(&*book);
  return &*book;
}

namespace {
// Takes the shared solver's book away for a while: only the perfect level plays from it, so that
// strong and casual keep the openings of their own searches (and their character).
struct WithoutBook {
  Solver& solver;
  const Book* book;
  explicit WithoutBook(Solver& s) : solver(s), book(s.book()) { s.use_book(nullptr); }
  ~WithoutBook() { solver.use_book(book); }
  WithoutBook(const WithoutBook&) = delete;
  WithoutBook& operator=(const WithoutBook&) = delete;
};
}  // namespace

bool exact_book(const Book* book) { return book && book->root().empty() && book->depth() >= kExactBookDepth; }

Budget level_budget(Seat level, const Solver& solver, double seconds) {
  if (level == Seat::Perfect && exact_book(solver.book())) return {0, seconds > 0 ? kPastBookSeconds : 0};
  Budget budget = level == Seat::Perfect ? kPerfect : level == Seat::Strong ? kStrong : kCasual;
  budget.seconds = seconds;
  return budget;
}

ComputerChoice computer_choice(const Position& p, Seat level, WordSource& words, double seconds) {
  Solver& solver = shared_solver();
  solver.clear();
  std::optional<WithoutBook> no_book;
  if (level != Seat::Perfect) no_book.emplace(solver);
  ComputerChoice out;
  if (level == Seat::Casual && !p.can_win_now() && below(words, 3) == 0) {
    // A careless move, but never one that hands over a four at once (when there is a choice).
    const Bitboard safe = p.non_losing_moves();
    std::vector<int> cols;
    for (int col = 0; col < kWidth; ++col)
      if (p.can_play(col) && (!safe || (safe & column_cells(col)))) cols.push_back(col);
    out.column = cols[below(words, static_cast<std::uint32_t>(cols.size()))];
    out.careless = true;
    // No search: only what is known at a glance.
    std::array<int, kWidth> order{};
    int count = 0;
    out.search.columns = Solver::known_bounds(p, order, &count);
    out.search.column = out.column;
    out.search.score = *out.search.columns[static_cast<std::size_t>(out.column)];
    out.search.proven = false;
    return out;
  }
  out.search = solver.best_move(p, level_budget(level, solver, seconds), &words);
  out.column = out.search.column;
  return out;
}

std::optional<Seat> computer_level(std::string_view name) {
  for (Seat s : {Seat::Perfect, Seat::Strong, Seat::Casual})
    if (name == seat_kind(s) || (name.size() == 1 && name[0] == static_cast<char>(s))) return s;
  return std::nullopt;
}

Result<std::string> Connect4::computer_move(const State& s, WordSource& words) {
  if (s.position.over()) return fail(arcade::msg::kOver);
  const int seat = s.position.moves() % 2;
  const Seat level = s.params.seats[static_cast<std::size_t>(seat)];
  if (Check person = computer_seat(level, seat_message(seat)); !person) return person.failure();
  return format_move(Move{computer_choice(s.position, level, words).column});
}

Value Connect4::view(const State& s) {
  const Position& p = s.position;
  const int w = winner(s);
  const Bitboard line = w < 0 ? 0 : four_cells(w == 0 ? p.first_player() : p.second_player());
  // Rows top first, as the board is drawn; 0 empty, 1 red, 2 yellow.
  Value board = Value::array();
  Value cells = Value::array();
  for (int row = kHeight - 1; row >= 0; --row) {
    Value r = Value::array();
    for (int col = 0; col < kWidth; ++col) {
      r.push(owner(p, cell(col, row)) + 1);
      if (line & cell(col, row)) {
        Value rc = Value::array();
        rc.push(kHeight - 1 - row).push(col);
        cells.push(std::move(rc));
      }
    }
    board.push(std::move(r));
  }
  Value heights = Value::array();
  Value playable = Value::array();
  for (int col = 0; col < kWidth; ++col) {
    heights.push(p.height(col));
    playable.push(!p.over() && p.can_play(col));
  }
  Value seats = Value::array();
  for (Seat seat : s.params.seats) seats.push(seat_kind(seat));
  const Status st = status(s);
  Value v = Value::object();
  v.set("seats", std::move(seats))
      .set("board", std::move(board))
      .set("heights", std::move(heights))
      .set("playable", std::move(playable))
      .set("moves", s.moves)
      .set("start", s.start)
      .set("toMove", st.over ? Value() : Value(st.to_move))
      .set("lastColumn", s.moves.empty() ? Value() : Value(s.moves.back() - '0'))
      .set("winner", w < 0 ? Value() : Value(w))
      .set("draw", st.over && w < 0)
      .set("winCells", std::move(cells));
  return v;
}

std::string Connect4::text(const State& s) {
  std::string out;
  for (int row = kHeight - 1; row >= 0; --row) {
    for (int col = 0; col < kWidth; ++col) {
      const int o = owner(s.position, cell(col, row));
      out += o == 0 ? 'R' : o == 1 ? 'Y' : '.';
      out += col + 1 < kWidth ? " " : "\n";
    }
  }
  return out + "1 2 3 4 5 6 7\n" + status(s).text + "\n";
}

std::string out_of_budget_sentence(const Budget& b) {
  std::string limit;
  if (b.nodes) limit = std::to_string(b.nodes) + " nodes";
  if (b.seconds > 0) { limit += (limit.empty() ? "" : " and ") + number_text(b.seconds) + " s"; }
  return "The position was not solved within its budget of " + limit +
         "; give a larger budget (at most 10^12 nodes and 600 s), or ask for bounds (evaluate).";
}

}  // namespace arcade::connect4
