// The Connect Four opening book: its walk, file format, checks against damage and use by the solver.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "common/rng.hpp"
#include "connect4/book.hpp"
#include "connect4/connect4.hpp"
#include "connect4/review.hpp"
#include "connect4/solver.hpp"
#include "connect4_at.hpp"

using namespace arcade;
using namespace arcade::connect4;
using arcade::test::at;

namespace {

// A small book made here with the solver, as `arcade connect4 book generate` makes the real one:
// every position with 14 to 16 stones after this 13-stone game (283 positions, 226 of ply 16).
constexpr std::string_view kRoot = "4554433223161";
// A position of ply 10, just past the committed book, whose perfect move takes the solver over 4M nodes.
constexpr std::string_view kPastBook = "6133117645";
constexpr int kDepth = 16;
const std::string kCommit(40, 'a');

std::string small_book_bytes() {
  Solver solver;
  std::vector<int> scores;
  for (const BookLine& line : book_positions(kDepth, kRoot)) scores.push_back(solver.solve(line.position));
  return encode_book(kDepth, scores, kCommit, kRoot);
}

const std::string& small_book() {
  static const std::string bytes = small_book_bytes();
  return bytes;
}

std::string mirrored(std::string_view moves) {
  std::string m(moves);
  for (char& c : m) c = static_cast<char>('1' + '7' - c);
  return m;
}

// The same bytes with the CRC-32 at the end made right again.
std::string resealed(std::string bytes) {
  bytes.resize(bytes.size() - 4);
  const std::uint32_t crc = crc32(bytes);
  for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<char>((crc >> (8 * i)) & 0xFF));
  return bytes;
}

}  // namespace

TEST_CASE(
    "connect4 book: the key map finds every key with its score, no other, in one word a slot at most three quarters "
    "full") {
  Rng rng(3);
  const auto key = [&] {
    return (((std::uint64_t{rng.next32()} << 17) ^ rng.next32()) & ((std::uint64_t{1} << 49) - 1)) | 1;
  };
  std::vector<std::pair<Bitboard, int>> added;
  KeyMap map;
  for (int i = 0; i < 200000; ++i) {
    const Bitboard k = key();
    const int value = static_cast<int>(rng.next32() % 37) - 18;  // a score, -18 to 18
    if (map.insert(k, static_cast<std::int8_t>(value))) added.emplace_back(k, value);
  }
  REQUIRE(map.size() == added.size());
  CHECK_FALSE(map.insert(added[5].first, 7));  // present: kept as it was
  for (const auto& [k, value] : added) REQUIRE(map.find(k) == value);
  int absent = 0;
  for (int i = 0; i < 1000; ++i) absent += map.find(key() & ~Bitboard{1}) ? 0 : 1;  // even keys were never added
  CHECK(absent == 1000);
  CHECK(map.bytes() <= 8 * (map.size() * 8 / 3 + 2));  // grown by doubling: at least three eighths full
  // Reserved for its count: one table at most three quarters full, never grown.
  KeyMap exact;
  exact.reserve(added.size());
  const std::size_t before = exact.bytes();
  for (const auto& [k, value] : added) exact.insert(k, static_cast<std::int8_t>(value));
  CHECK(exact.bytes() == before);
  CHECK(exact.bytes() <= 8 * (added.size() * 4 / 3 + 2));
  for (const auto& [k, value] : added) REQUIRE(exact.find(k) == value);
  CHECK_FALSE(KeyMap().find(12345));
}

TEST_CASE("connect4 book: a mirror key is the key of the mirrored game, and mirroring twice is no change") {
  for (const std::string_view moves :
       {"", "4", "1", "4453", "1234567", "776655", "2252576253462244111563365343671351441"}) {
    const Position p = at(moves), m = at(mirrored(moves));
    CHECK(mirror_key(p.key()) == m.key());
    CHECK(mirror_key(mirror_key(p.key())) == p.key());
    CHECK(canonical_key(p) == canonical_key(m));
  }
  CHECK(canonical_key(at("1")) != canonical_key(at("2")));
}

TEST_CASE("connect4 book: the walk takes each position once up to mirror symmetry, and all of them") {
  // Counting a position and its mirror image (when they differ) gives every position of the ply:
  // 1, 7, 49, 238, 1120, 4263, 16422 (OEIS A212693; no game is won before the 7th stone).
  const std::vector<std::size_t> all = {1, 7, 49, 238, 1120, 4263, 16422};
  for (int ply = 0; ply <= 6; ++ply) {
    std::size_t count = 0;
    KeyMap seen;
    for (const BookLine& line : book_positions(ply)) {
      CHECK(line.position.moves() == ply);
      CHECK(at(line.moves).key() == line.position.key());
      CHECK(seen.insert(canonical_key(line.position)));
      count += mirror_key(line.position.key()) == line.position.key() ? 1 : 2;
    }
    CHECK_MESSAGE(count == all[static_cast<std::size_t>(ply)], "ply " << ply);
  }
  CHECK(book_counts(8) == std::vector<std::size_t>{1, 4, 25, 121, 568, 2144, 8231, 27109, 91295});
  // The walk's order is the book file's order: its first positions are fixed for good.
  const std::vector<BookLine> ply8 = book_positions(8);
  REQUIRE(ply8.size() == 91295);
  CHECK(ply8[0].moves == "11111122");
  CHECK(ply8[1].moves == "11111123");
  CHECK(ply8.back().moves == "44444345");
  // A won game is not walked on: "1212121" is won, so nothing follows it.
  for (const BookLine& line : book_positions(8, "121212")) CHECK(line.moves.substr(0, 7) != "1212121");
}

TEST_CASE("connect4 book: every position of a small book has the solver's score, shallower plies worked out") {
  const Result<Book> book = Book::load(small_book());
  REQUIRE_MESSAGE(book.ok(), book.error());
  CHECK(book->depth() == kDepth);
  CHECK(book->root() == kRoot);
  CHECK(book->commit() == kCommit);
  CHECK(book->size() == 283);
  Solver solver;
  int checked = 0;
  for (int ply = static_cast<int>(kRoot.size()); ply <= kDepth; ++ply) {
    for (const BookLine& line : book_positions(ply, kRoot)) {
      const std::optional<int> s = book->score(line.position);
      REQUIRE_MESSAGE(s.has_value(), line.moves);
      CHECK_MESSAGE(*s == solver.solve(line.position), line.moves);
      CHECK(book->score(at(mirrored(line.moves))) == s);  // the mirror image is found too
      ++checked;
    }
  }
  CHECK(checked == 283);
  CHECK(book->score(at(std::string(kRoot) + "1177")) == std::nullopt);  // 17 stones: deeper
  CHECK(book->score(at("4455")) == std::nullopt);                       // not after the root
}

TEST_CASE("connect4 book: children's floors from their parents' scores, and solve from a floor") {
  const Result<Book> book = Book::load(small_book());
  REQUIRE(book.ok());
  Solver plain, floored;
  int positions = 0, at_floor = 0;
  for (const BookLine& line : book_positions(kDepth + 1, kRoot)) {
    CAPTURE(line.moves);
    const std::optional<int> floor = book->floor(line.position);
    REQUIRE(floor.has_value());  // every position of the next ply has a parent in the book
    const int score = plain.solve(line.position);
    CHECK(*floor <= score);
    CHECK(floored.solve(line.position, *floor) == score);
    ++positions;
    at_floor += *floor == score;
  }
  CHECK(positions == 1023);
  CHECK(at_floor == 329);  // a best reply of its parent: one probe settles it
  // Only positions one stone past the book have one.
  CHECK_FALSE(book->floor(at(std::string(kRoot))).has_value());
  Position deeper = book_positions(kDepth + 1, kRoot).front().position;
  for (int col = 0; col < kWidth; ++col) {
    if (deeper.can_play(col) && !deeper.is_winning_move(col)) {
      deeper.play_column(col);
      break;
    }
  }
  REQUIRE(deeper.moves() == kDepth + 2);
  CHECK_FALSE(book->floor(deeper).has_value());
}

TEST_CASE("connect4 book: a damaged book file is refused with a sentence saying what is wrong") {
  const std::string& good = small_book();
  REQUIRE(good.size() == 56 + 4 + kRoot.size() + 226 + 4);
  std::string flipped = good;
  flipped[80] = static_cast<char>(flipped[80] ^ 1);  // one score changed
  CHECK(Book::load(flipped).error() == "The opening book is corrupt: its checksum does not match its contents.");
  CHECK(Book::load(good.substr(0, good.size() - 10)).error() ==
        "The opening book is truncated or padded: its header announces 226 scores, so 303 bytes, but it has "
        "293 bytes.");
  CHECK(Book::load(good + "x").error() ==
        "The opening book is truncated or padded: its header announces 226 scores, so 303 bytes, but it has "
        "304 bytes.");
  CHECK(Book::load(good.substr(0, 20)).error() ==
        "The opening book is not a book file (20 bytes, no \"C4BOOK1\" header).");
  CHECK(Book::load("").error() == "The opening book is not a book file (0 bytes, no \"C4BOOK1\" header).");
  // Damage that keeps the checksum right (a bug in a generator, say) is caught by the checks after.
  std::string high = good;
  high[56 + 4 + kRoot.size()] = static_cast<char>(64 + 20);  // the first score: 20 with 16 stones
  CHECK(Book::load(resealed(high)).error() ==
        "The opening book's score 20 for \"4554433223161111\" is impossible with 16 stones on the board.");
  std::string root = good;
  root[56 + 4] = '9';
  CHECK(Book::load(resealed(root)).error() ==
        "The opening book's root \"9554433223161\" is not a game: Move 1 (\"9\") is not a column from 1 to 7.");
  CHECK(Book::load(resealed(good.substr(0, good.size() - 5) + good.substr(good.size() - 4)))
            .error()
            .starts_with("The opening book is truncated or padded"));
  const std::string fewer = encode_book(kDepth, std::vector<int>(225, 0), kCommit, kRoot);
  CHECK(Book::load(fewer).error() == "The opening book holds 225 scores, but depth 16 has 226 positions.");
  // The same refusals as message ids with parameters, for the pages' catalogues (web/common/words.js).
  CHECK(Book::load(flipped).failure().id == "connect4.book.corrupt");
  const auto padded = Book::load(good + "x").failure();
  CHECK(padded.id == "connect4.book.truncated");
  REQUIRE(padded.params.size() == 3);
  CHECK((padded.params[0].name == "count" && padded.params[0].number == 226));
  CHECK((padded.params[1].name == "expected" && padded.params[1].number == 303));
  CHECK((padded.params[2].name == "bytes" && padded.params[2].number == 304));
  CHECK(Book::load("").failure().id == "connect4.book.not-book");
  CHECK(Book::load(resealed(high)).failure().id == "connect4.book.score");
  const auto bad_root = Book::load(resealed(root)).failure();
  CHECK(bad_root.id == "connect4.book.root");
  REQUIRE(bad_root.params.size() == 2);
  CHECK(bad_root.params[1].kind == arcade::Param::Kind::Message);  // the reason, a message of its own
  CHECK(Book::load(fewer).failure().id == "connect4.book.count");
}

TEST_CASE("connect4 book: the solver answers from the book without search, the same as without it") {
  const Result<Book> book = Book::load(small_book());
  REQUIRE(book.ok());
  Solver plain, booked;
  booked.use_book(&*book);
  for (const std::string& moves : {std::string(kRoot), std::string(kRoot) + "4", std::string(kRoot) + "17"}) {
    const Position p = at(moves);
    booked.reset_nodes();
    CHECK(booked.analyze(p) == plain.analyze(p));
    CHECK(booked.solve(p) == plain.solve(p));
    CHECK(booked.solve_weak(p) == plain.solve_weak(p));
    CHECK(booked.solve(p, Budget{1, 0}) == plain.solve(p));
    const Choice c = booked.best_move(p, Budget{1, 0}, nullptr, true);
    CHECK(c.proven);
    CHECK(c.score.exact());
    CHECK(c.score.lower == plain.solve(p));
    const Choice::Columns cols = booked.evaluate(p, Budget{1, 0});
    const auto exact = plain.analyze(p);
    for (std::size_t i = 0; i < cols.size(); ++i) {
      REQUIRE(cols[i].has_value() == exact[i].has_value());
      if (cols[i]) CHECK(cols[i]->lower == *exact[i]);
      if (cols[i]) CHECK(cols[i]->upper == *exact[i]);
    }
    CHECK(booked.nodes() == 0);
  }
  // At the book's last ply the children are searched, every column bounded by the position's score.
  const Position last = at(std::string(kRoot) + "444");
  REQUIRE(last.moves() == kDepth);
  const Choice c = booked.best_move(last, Budget{}, nullptr, true);
  CHECK(c.proven);
  CHECK(c.score.lower == plain.solve(last));
  CHECK(booked.analyze(last) == plain.analyze(last));
}

TEST_CASE(
    "connect4 book: the perfect move is drawn alike among every best column, at the book's last ply and past it") {
  const Result<Book> book = Book::load(small_book());
  REQUIRE(book.ok());
  Solver plain, booked;
  booked.use_book(&*book);
  std::array<int, 2> tied{};  // positions with several best columns: at the book's last ply, past it
  // Positions of the book's last ply (kRoot and three stones) and one stone past it.
  std::vector<std::string> positions;
  for (const char a : std::string("1234567"))
    for (const char b : std::string("17")) {
      positions.push_back(std::string(kRoot) + "1" + a + b);
      positions.push_back(std::string(kRoot) + "1" + a + b + "7");
    }
  for (const std::string& moves : positions) {
    const Result<Position> parsed = Position::from_moves(moves);
    if (!parsed.ok() || parsed->over() || parsed->can_win_now()) continue;  // a game won on the way
    const Position& p = *parsed;
    const auto exact = plain.analyze(p);
    int top = kMinScore - 1;
    for (const auto& s : exact)
      if (s) top = std::max(top, *s);
    std::set<int> best, drawn;
    for (int col = 0; col < kWidth; ++col)
      if (exact[static_cast<std::size_t>(col)] == top) best.insert(col);
    // Where one column is best, one draw is enough.
    for (std::uint64_t seed = 0; seed < (best.size() > 1 ? 40U : 1U); ++seed) {
      Rng words(seed);
      booked.clear();
      const Choice c = booked.best_move(p, Budget{}, &words);
      CHECK_MESSAGE(c.proven, moves);
      CHECK_MESSAGE(c.score.exact(), moves);
      CHECK_MESSAGE(c.score.lower == top, moves);
      drawn.insert(c.column);
    }
    // 40 draws miss a best column with odds below 7 (6/7)^40 = 0.0015: every one comes up.
    CHECK_MESSAGE(drawn == best, moves);
    if (best.size() > 1) ++tied[static_cast<std::size_t>(p.moves() - kDepth)];
  }
  CHECK(tied == std::array<int, 2>{3, 6});  // the check above is about ties on both sides
}

TEST_CASE("connect4 book: only the perfect computer plays from the shared solver's book") {
  const Result<Book> book = Book::load(small_book());
  REQUIRE(book.ok());
  Solver& shared = shared_solver();
  shared.use_book(&*book);
  const Position p = at(kRoot);
  Rng words(7);
  const ComputerChoice perfect = computer_choice(p, Seat::Perfect, words);
  CHECK(perfect.search.proven);
  CHECK(perfect.search.nodes == 0);
  const ComputerChoice strong = computer_choice(p, Seat::Strong, words);
  CHECK(strong.search.nodes > 0);
  CHECK(shared.book() == &*book);  // given back after the strong level's search
  shared.use_book(nullptr);
}

namespace {

// Every "<moves> <score>" line of the committed depth-8 scores (whole chunks and the parts of
// the generation still under way).
std::vector<std::pair<std::string, int>> committed_scores(const std::filesystem::path& dir) {
  std::vector<std::pair<std::string, int>> out;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().filename().string().starts_with("chunk-")) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream fields(line);
      std::string moves;
      int score = 0;
      if (line.starts_with("#") || !(fields >> moves >> score)) continue;  // a comment or a torn last line
      out.emplace_back(moves, score);
    }
  }
  return out;
}

// A committed opening book's bytes: data/connect4/book/book-9.bin, the one the site serves, or `name`.
std::string committed_book(const char* name = "book-9.bin") {
  const std::filesystem::path file = std::filesystem::path(ARCADE_BOOK_DATA) / name;
  std::ifstream in(file, std::ios::binary);
  REQUIRE_MESSAGE(in, "cannot read " << file.string());
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace

TEST_CASE("connect4 book: the committed scores of plies 8 and 9 agree with the solver (a seeded sample)") {
  Solver solver;
  Rng rng(15);
  for (const int depth : {8, 9}) {
    const std::filesystem::path dir = std::filesystem::path(ARCADE_BOOK_DATA) / ("depth" + std::to_string(depth));
    const std::vector<std::pair<std::string, int>> lines = committed_scores(dir);
    REQUIRE_MESSAGE(lines.size() >= 100, "the committed scores in " << dir.string());
    // Each line's moves are the position the walk gave that place in the book (chunk order).
    for (int i = 0; i < 3; ++i) {
      // Not a structured binding: clang 14 (emscripten) cannot name one inside CHECK_MESSAGE.
      const std::pair<std::string, int>& line = lines[below(rng, static_cast<std::uint32_t>(lines.size()))];
      const Position p = at(line.first);
      REQUIRE(p.moves() == depth);
      CHECK_MESSAGE(solver.solve(p) == line.second, line.first);
    }
  }
}

TEST_CASE("connect4 book: the committed book gives the empty board's published column scores") {
  const Result<Book> book = Book::load(committed_book());
  REQUIRE_MESSAGE(book.ok(), book.error());
  CHECK(book->depth() == 9);
  CHECK(book->root().empty());
  CHECK(book->size() == 399'029);  // every ply from 0 to 9, up to mirror symmetry
  CHECK(committed_scores(std::filesystem::path(ARCADE_BOOK_DATA) / "depth9").size() == 269'531);
  // The ply-8 scores worked out from ply 9 are the ones solved on their own for book-8.bin, every
  // one: the same bytes but the header's solver commit (bytes 16-55) and the CRC-32 (the last 4).
  const std::string eight = shallower_book(*book, 8), solved = committed_book("book-8.bin");
  REQUIRE(eight.size() == solved.size());
  CHECK(eight.substr(56, eight.size() - 60) == solved.substr(56, solved.size() - 60));
  Solver solver;
  solver.use_book(&*book);
  // Pascal Pons' values for the first move (blog.gamesolver.org), his convention: columns 1-7.
  using Scores = std::array<std::optional<int>, kWidth>;
  CHECK(solver.analyze(Position{}) == Scores{-2, -1, 0, 1, 0, -1, -2});
  CHECK(solver.solve(Position{}) == 1);
  CHECK(solver.nodes() == 0);
}

TEST_CASE("connect4 book: a shallower book made from a deeper one holds the same scores") {
  const Result<Book> deep = Book::load(small_book());
  REQUIRE(deep.ok());
  const Result<Book> shallow = Book::load(shallower_book(*deep, kDepth - 1));
  REQUIRE_MESSAGE(shallow.ok(), shallow.error());
  CHECK(shallow->depth() == kDepth - 1);
  CHECK(shallow->root() == kRoot);
  CHECK(shallow->commit() == kCommit);
  CHECK(shallow->size() == 1 + 7 + 49);
  for (int ply = static_cast<int>(kRoot.size()); ply <= kDepth; ++ply)
    for (const BookLine& line : book_positions(ply, kRoot))
      CHECK(shallow->score(line.position) == (ply <= kDepth - 1 ? deep->score(line.position) : std::nullopt));
}

TEST_CASE("connect4 book: past an exact book the perfect level and the coach search to the end") {
  const Result<Book> whole = Book::load(committed_book());
  const Result<Book> small = Book::load(small_book());
  REQUIRE(whole.ok());
  REQUIRE(small.ok());
  CHECK(exact_book(&*whole));
  CHECK_FALSE(exact_book(&*small));  // deep, but from another root than the empty board
  CHECK_FALSE(exact_book(nullptr));
  Solver solver;
  const auto same = [](const Budget& a, const Budget& b) { return a.nodes == b.nodes && a.seconds == b.seconds; };
  CHECK(same(level_budget(Seat::Perfect, solver), kPerfect));
  CHECK(same(level_budget(Seat::Perfect, solver, kBrowserSeconds), Budget{kPerfect.nodes, kBrowserSeconds}));
  CHECK(same(coach_budget(solver), kCoachBudget));
  solver.use_book(&*small);
  CHECK(same(level_budget(Seat::Perfect, solver, kBrowserSeconds), Budget{kPerfect.nodes, kBrowserSeconds}));
  solver.use_book(&*whole);
  CHECK(same(level_budget(Seat::Perfect, solver), Budget{0, 0}));
  CHECK(same(level_budget(Seat::Perfect, solver, kBrowserSeconds), Budget{0, kPastBookSeconds}));
  CHECK(same(level_budget(Seat::Strong, solver, kBrowserSeconds), Budget{kStrong.nodes, kBrowserSeconds}));
  CHECK(same(coach_budget(solver), Budget{0, kPastBookSeconds}));

  // One position just past the book, ply 10, where the perfect level's old budget of 3M nodes
  // did not prove its move: now proven, with the solver's own score.
  Solver& shared = shared_solver();
  shared.use_book(&*whole);
  const Position p = at(kPastBook);
  Rng words(1);
  const ComputerChoice choice = computer_choice(p, Seat::Perfect, words, kBrowserSeconds);
  CHECK(choice.search.proven);
  CHECK(choice.search.score.exact());
  CHECK(choice.search.nodes > kPerfect.nodes);
  shared.use_book(nullptr);
  CHECK(choice.search.score.lower == Solver().solve(p));
}
