// The playable rotating Connect-K: params, drops, the once-per-game turn of the board and its
// picture, wins and draws, and the engine taking and refusing what it should.
#include <doctest/doctest.h>

#include "common/session.hpp"
#include "build_speed.hpp"
#include "session_helpers.hpp"
#include "rotate/connectk.hpp"
#include "rotate/duel.hpp"

using namespace arcade;
using namespace arcade::rotate;
using S = Session<ConnectK>;

namespace {
S start(const std::string& params) { return test::start<ConnectK>(params); }
void play(S& s, const std::string& moves) { test::play_words(s, moves); }
std::string engine(const S& s) {
  Rng rng(1);
  return ConnectK::computer_move(s.state(), rng).value();
}
}  // namespace

TEST_CASE("rotate game params: canonical form and exact errors") {
  CHECK(ConnectK::format_params(ConnectK::parse_params("").value()) == "h2,n7,k4");
  CHECK(ConnectK::format_params(ConnectK::parse_params("3h,k5,n9").value()) == "3h,n9,k5");
  CHECK(ConnectK::parse_params("h").error() ==
        "Rotate params start with two seat letters (h person, 1 casual, 2 medium, 3 strong computer), not \"h\".");
  CHECK(ConnectK::parse_params("hx").error() ==
        "Seat letters are h (person), 1 (casual), 2 (medium) and 3 (strong computer), not \"x\".");
  CHECK(ConnectK::parse_params("hh,n4").error() == "The board size must be from 5 to 10, not 4.");
  CHECK(ConnectK::parse_params("hh,n11").error() == "The board size must be from 5 to 10, not 11.");
  CHECK(ConnectK::parse_params("hh,n6,k7").error() == "K must be from 3 to the board size (6), not 7.");
  CHECK(ConnectK::parse_params("hh,z1").error() == "Rotate options are n<size> and k<in a row>, not \"z1\".");
}

TEST_CASE("rotate game: drops, full columns, four in a row") {
  S s = start("hh,n5,k4");
  Rng rng(1);
  CHECK(s.status().text == "Red to play (the turn is still available).");
  CHECK(s.play("d6", rng).error() == "Column 6 is not on the board; columns are 1 to 5.");
  CHECK(s.play("x", rng).error() == "Rotate moves are d<column> (drop) and r (turn the board), not \"x\".");
  play(s, "d1 d1 d1 d1 d1");
  CHECK(s.play("d1", rng).error() == "Column 1 is full.");
  S w = start("hh,n5,k4");
  play(w, "d1 d2 d1 d2 d1 d2 d1");
  CHECK(w.status().over);
  CHECK(w.status().text == "Red wins.");
  CHECK(to_json(*ConnectK::view(w.state()).get("winningCells")) == "[[1,0],[2,0],[3,0],[4,0]]");
}

TEST_CASE("rotate game: the turn of the board, its picture, and only once per player") {
  S s = start("hh,n5,k4");
  play(s, "d1 d2 d1");  // red R R in column 1, blue B in column 2
  CHECK(ConnectK::text(s.state()) ==
        ".....\n.....\n.....\nR....\nRB...\nBlue to play (the turn is still available).\n");
  play(s, "r");  // clockwise: the bottom row R B stands up as the left column, B now lowest
  CHECK(ConnectK::text(s.state()) == ".....\n.....\n.....\nR....\nBR...\nRed to play (the turn is still available).\n");
  Rng rng(1);
  play(s, "d5");
  CHECK(s.play("r", rng).error() == "Blue has already turned the board once this game.");
  CHECK(to_json(*ConnectK::view(s.state()).get("rotated")) == "[false,true]");
}

TEST_CASE("rotate game: a turn can win, or draw with both lines at once") {
  // A row R.R.R holds no line, but pushed right by the turn it becomes ..RRR.
  SUBCASE("turning completes the mover's line") {
    S s = start("hh,n5,k3");
    play(s, "d1 d1 d3 d3 d5 d1");
    CHECK(ConnectK::text(s.state()) ==
          ".....\n.....\nB....\nB.B..\nR.R.R\nRed to play (the turn is still available).\n");
    play(s, "r");
    CHECK(s.status().text == "Red wins.");
    CHECK(s.state().winners == std::vector<int>{0});
  }
  SUBCASE("both lines at once is a draw") {
    S s = start("hh,n5,k3");
    play(s, "d1 d1 d3 d3 d5 d5 r");  // R.R.R under B.B.B: both rows close up
    CHECK(s.state().winners == std::vector<int>{0, 1});
    CHECK(s.status().text == "Both lines appeared at once: a draw.");
  }
}

TEST_CASE("rotate game: a full board with no line is a draw, in the shared words") {
  // Random games on a 5×5 board needing five in a row: the first that fills the board draws.
  bool found = false;
  for (std::uint64_t seed = 1; seed <= 200 && !found; ++seed) {
    S s = start("hh,n5,k5");
    Rng rng(seed);
    while (!s.status().over) REQUIRE(s.play(ConnectK::random_move(s.state(), rng), rng).ok());
    if (!s.state().winning_cells.empty()) continue;
    found = true;
    CAPTURE(s.save());
    CHECK(s.state().winners == std::vector<int>{0, 1});
    CHECK(s.status().winners == std::vector<int>{0, 1});
    CHECK(s.status().text == "Draw: the board is full.");
    CHECK(s.status().message.id == "common.status.board-full");
    CHECK(ConnectK::legal(s.state()).empty());
  }
  CHECK(found);
}

TEST_CASE("rotate game: a computer move on a person's seat is refused, in the shared words") {
  S s = start("h2");
  Rng rng(1);
  CHECK(s.computer(rng).error() == "Red is a person, not a computer player.");
  CHECK(s.computer(rng).failure().id == "common.computer.person");
  CHECK(s.moves().empty());
}

TEST_CASE("rotate engine: takes a win, blocks a threat, uses a winning turn, is deterministic") {
  S s = start("h3,n7,k4");
  play(s, "d1 d7 d1 d7 d1");  // blue must block column 1
  CHECK(engine(s) == "d1");
  S t = start("3h,n7,k4");
  play(t, "d1 d7 d1 d7 d1 d7");  // red to move wins in column 1
  CHECK(engine(t) == "d1");
  S u = start("3h,n5,k3");
  play(u, "d1 d1 d3 d3 d5 d1");  // red wins now, by the turn or by closing the bottom row
  const std::string move = engine(u);
  CHECK(engine(u) == move);
  Rng rng(1);
  REQUIRE(u.play(move, rng).ok());
  CHECK(u.state().winners == std::vector<int>{0});
  // Blue spends its turn early; then the bottom row R B . B . R lets Blue win in column 3, and
  // turning would not help Red: the engine must block.
  S v = start("3h,n6,k3");
  play(v, "d6 r d6 d2 d2 d4");
  CHECK(ConnectK::text(v.state()).substr(28, 13) == ".R....\nRB.B.R");
  CHECK(engine(v) == "d3");
  // With Blue's turn still unused the same kind of row is lost twice over (drop or turn), and the
  // engine, seeing every move lose, still returns a legal move.
  S w = start("3h,n6,k3");
  play(w, "d6 d1 d1 d3 d3 d5");
  CHECK(ConnectK::parse_move(w.state(), engine(w)).ok());
}

TEST_CASE("rotate engine: whole seeded games end, the same way every time") {
  for (const char* params : {"12,n5,k3", "21,n6,k4", "22,n5,k4"}) {
    CAPTURE(params);
    std::string first;
    for (int run = 0; run < 2; ++run) {
      Rng rng(7);
      S s = S::create(params, "", rng).value();
      while (!s.status().over) REQUIRE(s.computer(rng).ok());
      CHECK_FALSE(s.state().winners.empty());
      if (run == 0) first = s.save();
      else CHECK(s.save() == first);
    }
  }
}

namespace {
// A whole seeded game, as Session::computer plays it, with each computer seat choosing as `pick` says.
template <typename Pick>
std::string replay(const char* params, std::uint64_t seed, Pick pick) {
  Rng rng(seed);
  S s = S::create(params, "", rng).value();
  while (!s.status().over) REQUIRE(s.play(pick(s.state(), rng), rng).ok());
  return s.save();
}

// Games between every level as the engine played them before issue 15 (the first two written
// before its bitboard speed-up, which kept every move): seed i + 1 for game i.
const std::pair<const char*, std::string> kGamesBefore[] = {
    {"33,n7,k4",
     "rotate:33,n7,k4::d6.d4.d4.d4.d4.d4.d6.d6.d6.d3.d5.d3.d3.d3.d3.d2.d1.d2.d1.d1.d1.d7.d6.d6.d2.d2.d5.d5.d7:29"},
    {"32,n7,k4",
     "rotate:32,n7,k4::d6.d3.d3.d3.d3.d2.d4.d2.d4.d2.d2.d1.d6.r.d1.d2.d2.d1.d7.d5.d7.d5.d5.d4.d4.d3.d3.d3.d4:29"},
    {"23,n9,k5",
     "rotate:23,n9,k5::d6.d6.d6.d6.d6.d6.d4.d4.d4.d4.d5.d3.d3.d3.d4.d2.d8.d7.d2.d7.d3.d3.r.d4.d2.d4.d3.d4.d4.d2.d1."
     "d6.d6.d6.d3.d5.d3.d3.d2.d9.d8.d5.d8.d6.d6.r:46"},
    {"31,n10,k4", "rotate:31,n10,k4::d5.r.d4.d3.d4.d4.d4.d5.d5.d3.d3.d4.d3.d7.d3.d3.r:17"},
    {"13,n6,k4", "rotate:13,n6,k4::d2.d4.d4.d4.d4.d2.d2.d2.d4.d6.d3.d3.d2.d6.d6.d4.d1.d1.d1.d2.d1.d1.d6.d6.d3.r:26"},
    {"22,n8,k4", "rotate:22,n8,k4::d5.d5.d5.d5.d5.d5.d3.d4.d4.d4.d3.d4.d4.d4.d4.d5.r.d3.d4.d3.d3.d2.d5.d5.d4.r:26"},
};

// The strong games take most of the time; the sanitizer build, which looks for memory faults
// rather than a changed move, replays the others.
bool slow_here(const char* params) { return test::kSanitizedBuild && params[0] == '3' && params[1] >= '2'; }
}  // namespace

// With the table, the ordering and the windows off, the search is the engine as it was: the duel's
// yardstick must be the very engine the players had, move for move.
TEST_CASE("rotate engine: every feature off replays the games of the engine before issue 15") {
  std::uint64_t seed = 1;
  for (const auto& game : kGamesBefore) {
    const char* params = game.first;  // not a structured binding: clang 14's CAPTURE cannot capture one
    const std::string& want = game.second;
    const std::uint64_t game_seed = seed++;
    if (slow_here(params)) continue;
    CAPTURE(params);
    CHECK(replay(params, game_seed, [](const KState& st, WordSource& words) {
            const Player p = st.params.seats[static_cast<std::size_t>(st.to_move)];
            if (p == Player::Casual) return ConnectK::computer_move(st, words).value();
            return ConnectK::format_move(search_move(st, p == Player::Strong ? kStrongBefore : level_options(p)));
          }) == want);
  }
}

// The levels' games pinned move for move. Casual and medium play as before issue 15 (the last
// game is kGamesBefore's); the strong level's moves changed with its table, ordering and windows.
TEST_CASE("rotate engine: seeded games between every level replay move for move") {
  const std::pair<const char*, std::string> games[] = {
      {"33,n7,k4", "rotate:33,n7,k4::d5.d5.d4.d3.d3.d5.d5.d6.d5.d6.d2.d3.d3.d6.d6.d7.d5.d5.d7.d7.d7.r:22"},
      {"32,n7,k4",
       "rotate:32,n7,k4::d5.d5.d4.d3.d3.d5.d5.d3.d3.d5.d3.d3.d5.d7.d4.d4.d4.d4.d1.d4.d1.d3.d1.d1.d2.d4.d2:27"},
      {"23,n9,k5",
       "rotate:23,n9,k5::d6.d6.d6.d6.d6.d6.d4.d5.d5.d5.d5.d5.d5.d5.d4.d4.d6.d5.d6.d8.d4.d4.d8.d4.d4.d8.d4.d3.d5.d3.d6."
       "d8.d8.d3.d8.d8.d4.d2.d7.d3.d3.d9.d7.d9.d1.d9.d9.d9.d7.r:50"},
      {"31,n10,k4", "rotate:31,n10,k4::d5.r.d4.d3.d3.d4.d4.d5.d3.d4.d3.d3.r:13"},
      {"13,n6,k4",
       "rotate:13,n6,k4::d2.d4.d4.d4.d4.d2.d2.d2.d4.d2.d3.d3.d2.d4.d1.d1.d1.d1.d1.d1.d6.d6.d6.d6.d5.d6.d5.d6.d5.d5:30"},
      {"22,n8,k4", kGamesBefore[5].second},
  };
  std::uint64_t seed = 1;
  for (const auto& game : games) {
    const char* params = game.first;
    const std::string& want = game.second;
    const std::uint64_t game_seed = seed++;
    if (slow_here(params)) continue;
    CAPTURE(params);
    CHECK(replay(params, game_seed, [](const KState& st, WordSource& words) {
            return ConnectK::computer_move(st, words).value();
          }) == want);
  }
}

// The strong level against the strong level before issue 15 (`arcade rotate duel`, README's
// measured row for the 200-game figure): two openings, each played with both colours, counted
// exactly (a change to either search, the openings or the seats' alternation shows here).
TEST_CASE("rotate engine: a small duel of the strong level against the strong level before issue 15") {
  if (test::kSanitizedBuild) return;
  const DuelResult r = duel(7, 4, {level_options(Player::Strong), kStrongBefore}, 4, 1);
  CHECK(r.games == 4);
  CHECK(r.wins[0] == 2);  // the strong level
  CHECK(r.wins[1] == 0);  // the strong level before issue 15
  CHECK(r.draws == 2);
  CHECK(r.moves[0] > 0);
  CHECK(r.moves[1] > 0);
}
