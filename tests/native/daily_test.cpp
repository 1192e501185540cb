// Daily challenges: the date parser's refusals, each game's promise on a week of days, and every
// day of 2027 pinned by one hash a game (a released day never changes; the wasm run of this suite
// checks the platforms agree).
#include <doctest/doctest.h>

#include <map>

#include "build_speed.hpp"
#include "game_test_data.hpp"

#include "common/registry.hpp"
#include "connect4/connect4.hpp"
#include "greed/daily.hpp"
#include "mastermind/mastermind.hpp"
#include "rotate/judge.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/grader.hpp"

using namespace arcade;

namespace {

Date day(std::string_view text) { return *parse_date(text); }

// The week of 2027-03-22 (Monday) to 2027-03-28 (Sunday).
std::vector<Date> week() {
  std::vector<Date> out;
  for (int d = 22; d <= 28; ++d) out.push_back(Date{2027, 3, d});
  return out;
}

Value daily_of(std::string_view game, const Date& date) {
  Result<Value> v = (*find_game(game))->daily(date);
  REQUIRE_MESSAGE(v.ok(), v.error());
  return *v;
}

std::string text_of(const Value& v, std::string_view key) { return v.get(key)->as_string(); }

// FNV-1a 64 over text: the project's pins of long outputs.
std::uint64_t fnv(std::uint64_t h, std::string_view text) {
  for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

}  // namespace

TEST_CASE("daily dates: real days of 2026-2099 in YYYY-MM-DD, anything else refused by name") {
  CHECK(parse_date("2027-02-29").error() == "2027-02-29 is no date: month 2 of 2027 has days 1 to 28.");
  CHECK(parse_date("2027-13-01").error() == "2027-13-01 is no date: there is no month 13.");
  CHECK(parse_date("2027-00-10").error() == "2027-00-10 is no date: there is no month 0.");
  CHECK(parse_date("2027-04-31").error() == "2027-04-31 is no date: month 4 of 2027 has days 1 to 30.");
  CHECK(parse_date("2027-01-00").error() == "2027-01-00 is no date: month 1 of 2027 has days 1 to 31.");
  CHECK(parse_date("tomorrow").error() == "A date is written YYYY-MM-DD, like 2027-01-31; \"tomorrow\" is not one.");
  CHECK(parse_date("2027-1-05").error() == "A date is written YYYY-MM-DD, like 2027-01-31; \"2027-1-05\" is not one.");
  CHECK(parse_date(" 2027-01-05").error() ==
        "A date is written YYYY-MM-DD, like 2027-01-31; \" 2027-01-05\" is not one.");
  CHECK(parse_date("2027/01/05").error() ==
        "A date is written YYYY-MM-DD, like 2027-01-31; \"2027/01/05\" is not one.");
  CHECK(parse_date("").error() == "A date is written YYYY-MM-DD, like 2027-01-31; \"\" is not one.");
  CHECK(parse_date("2025-12-31").error() == "Dailies are made from 2026-01-01 to 2099-12-31, not for 2025-12-31.");
  CHECK(parse_date("2100-01-01").error() == "Dailies are made from 2026-01-01 to 2099-12-31, not for 2100-01-01.");
  CHECK(parse_date("2027-02-29").failure().id == "common.date.day");

  CHECK(day("2028-02-29") == Date{2028, 2, 29});
  CHECK(day("2026-01-01").text() == "2026-01-01");
  CHECK(day("2026-01-01").weekday_name() == "thursday");
  CHECK(day("2027-01-01").weekday_name() == "friday");
  CHECK(day("2027-03-22").weekday_name() == "monday");
  CHECK(day("2099-12-31").weekday_name() == "thursday");
  CHECK(day("2027-01-01").days() == 20819);
  // Seeds below 2^53, different per game and per day.
  CHECK(daily_seed("sudoku", day("2027-01-01"), 1) < (std::uint64_t{1} << 53));
  CHECK(daily_seed("sudoku", day("2027-01-01"), 1) != daily_seed("sudoku", day("2027-01-02"), 1));
  // game-lists: ok, two games' seeds compared
  CHECK(daily_seed("sudoku", day("2027-01-01"), 1) != daily_seed("greed", day("2027-01-01"), 1));
  CHECK(daily_seed("sudoku", day("2027-01-01"), 1) != daily_seed("sudoku", day("2027-01-01"), 2));
}

TEST_CASE("daily: a game without one says so; the head's fields come first, in order") {
  Result<Value> none = (*find_game("chouette"))->daily(day("2027-01-01"));
  CHECK(none.error() == "chouette has no daily challenge yet.");
  CHECK(none.failure().id == "common.daily.none");
  CHECK_FALSE((*find_game("chouette"))->has_daily());
  CHECK((*find_game("sudoku"))->has_daily());
  const Value v = daily_of("mastermind", day("2027-01-01"));
  CHECK(v.keys() ==
        std::vector<std::string>{"game", "date", "version", "weekday", "seed", "challenge", "answer", "start"});
}

TEST_CASE("sudoku daily: one solution, the weekday's grade, the answer its solution") {
  const std::array<std::string_view, 7> grades{"easy", "medium", "medium", "hard", "hard", "expert", "extreme"};
  for (const Date& d : week()) {
    CAPTURE(d.text());
    const Value v = daily_of("sudoku", d);
    const std::string puzzle = text_of(v, "challenge");
    const sudoku::Grid grid = *sudoku::parse_grid(puzzle);
    CHECK(sudoku::count_solutions(grid, 2) == 1);
    CHECK(sudoku::format_grid(*sudoku::solve(grid)) == text_of(v, "answer"));
    CHECK(sudoku::difficulty_name(sudoku::grade(grid)->difficulty) == grades[static_cast<std::size_t>(d.weekday())]);
    CHECK(text_of(v, "grade") == grades[static_cast<std::size_t>(d.weekday())]);
    CHECK(text_of(*v.get("start"), "desc") == puzzle);
  }
}

TEST_CASE("mastermind daily: the optimal guesses end on the day's code, and the session's secret is it") {
  for (const Date& d : week()) {
    CAPTURE(d.text());
    const Value v = daily_of("mastermind", d);
    const std::vector<Value>& guesses = v.get("answer")->items();
    REQUIRE(!guesses.empty());
    CHECK(guesses.back().as_string() == text_of(v, "challenge"));
    for (std::size_t i = 0; i + 1 < guesses.size(); ++i) CHECK(guesses[i].as_string() != text_of(v, "challenge"));
    CHECK(guesses.size() <= 6);                    // the optimal tree's worst case on Classic
    CHECK(guesses.front().as_string() == "1123");  // the optimal tree's first guess
    const mastermind::Code secret = *mastermind::decode_secret({}, text_of(*v.get("start"), "desc"));
    std::string digits;
    for (int i = 0; i < secret.size; ++i) digits += static_cast<char>('1' + secret.peg[static_cast<std::size_t>(i)]);
    CHECK(digits == text_of(v, "challenge"));
  }
}

TEST_CASE("greed daily: par replayed on the day's dice equals par; a roll off the stream is refused") {
  for (const Date& d : week()) {
    CAPTURE(d.text());
    const Value v = daily_of("greed", d);
    const std::string stream = text_of(v, "challenge");
    CHECK(stream.size() == static_cast<std::size_t>(greed::kStreamDice));
    CHECK(stream == greed::attack_stream(static_cast<std::uint64_t>(v.get("seed")->as_int())));
    std::vector<std::string> moves;
    for (const Value& m : v.get("answer")->get("moves")->items()) moves.push_back(m.as_string());
    CHECK(greed::replay_attack(stream, moves).value() == v.get("answer")->get("par")->as_int());
  }
  const std::string stream = greed::attack_stream(1);
  CHECK(greed::replay_attack(stream, {"r" + stream.substr(1, 5)}).error() ==
        "Move r" + stream.substr(1, 5) + " is not the stream's next roll, r" + stream.substr(0, 5) + ".");
}

TEST_CASE("greed daily in a session: params n<turns> and the stream as desc play the attack, the score par's") {
  // What the page starts (web/games/greed/greed-daily.js): one seat, no entry threshold, the
  // daily's turns, the day's stream as the desc; every roll takes the stream's next faces.
  const GameApi& greed = **find_game("greed");
  Rng words(7);
  for (const Date& d : week()) {
    CAPTURE(d.text());
    const Value v = daily_of("greed", d);
    const std::string params = "h,e0,n" + std::to_string(v.get("turns")->as_int());
    Result<Snapshot> snap = greed.create(params, text_of(v, "challenge"), words);
    REQUIRE_MESSAGE(snap.ok(), snap.error());
    std::vector<std::string> moves;
    for (const Value& m : v.get("answer")->get("moves")->items()) moves.push_back(m.as_string());
    // Par's rolls as intents ("r"): the session completes each from the stream, to par's faces.
    for (const std::string& m : moves) {
      CHECK(!snap->status.over);
      snap = greed.play(snap->save, m == "b" ? "b" : "r", words);
      REQUIRE_MESSAGE(snap.ok(), snap.error());
      CHECK(snap->last_move == m);
    }
    CHECK(snap->status.over);
    CHECK(snap->view.get("seats")->items()[0].get("score")->as_int() == v.get("answer")->get("par")->as_int());
    CHECK(snap->view.get("turn")->as_int() == 10);
    CHECK(greed.play(snap->save, "r", words).error() == "The game is over.");
  }
  const std::string stream = greed::attack_stream(1);
  const Snapshot start = *greed.create("h,e0,n10", stream, words);
  CHECK(start.save.starts_with("greed:h,t3000,e0,n10:" + stream + ":"));
  CHECK(greed.play(start.save, "r" + stream.substr(1, 5), words).error() ==
        "This roll throws the stream's next dice, " + stream.substr(0, 5) + ", not \"r" + stream.substr(1, 5) + "\".");
  CHECK(greed.create("h,e0,n10", "1234567", words).error() ==
        "A Greed game description is a stream of dice faces 1 to 6, but character 7 is \"7\".");
  CHECK(greed.create("h,n0", "", words).error() == "A score attack lasts 1 to 100 turns, not 0.");
  CHECK(greed.create("h,n101", "", words).error() == "A score attack lasts 1 to 100 turns, not 101.");
  CHECK(greed.create("h,n2,n3", "", words).error() == "The option \"n\" is given twice.");
  CHECK(greed.create("h", "", words).error() == "Greed needs 2 to 6 seats, not 1.");
  // A stream too short for the roll: refused by name, the game unchanged.
  const Snapshot shortened = *greed.create("h,e0,n10", "1111", words);
  CHECK(greed.play(shortened.save, "r", words).error() == "The dice stream has 4 dice left; this roll needs 5.");
  // A stream used up at a turn's end ends the attack there: the next turn could not throw.
  Snapshot dry = *greed.create("h,e0,n10", "1111123", words);
  dry = *greed.play(dry.save, "r", words);  // every die scores: five more are due, two are left
  CHECK(!dry.status.over);
  CHECK(greed.play(dry.save, "r", words).error() == "The dice stream has 2 dice left; this roll needs 5.");
  dry = *greed.play(dry.save, "b", words);
  CHECK(dry.status.over);
  CHECK(dry.view.get("turn")->as_int() == 1);
  CHECK(dry.view.get("seats")->items()[0].get("score")->as_int() == 1200);
  // Two seats of two turns each, no stream: over after the fourth turn, whatever the target.
  Snapshot two = *greed.create("hh,t50,e0,n2", "", words);
  for (int turn = 0; turn < 4; ++turn) {
    CHECK(!two.status.over);
    two = *greed.play(two.save, "r11111", words);
    two = *greed.play(two.save, "b", words);
  }
  CHECK(two.status.over);
  CHECK(two.view.get("seats")->items()[1].get("score")->as_int() == 2400);
}

TEST_CASE("connect4 daily: the side to move wins in exactly N, one winning move at each turn") {
  connect4::Solver solver(18);
  for (const Date& d : week()) {
    CAPTURE(d.text());
    const Value v = daily_of("connect4", d);
    const int n = connect4::daily_moves(d);
    CHECK(n == std::array{2, 2, 3, 3, 4, 4, 5}[static_cast<std::size_t>(d.weekday())]);
    CHECK(v.get("moves")->as_int() == n);
    const connect4::Position p = *connect4::Position::from_moves(text_of(v, "challenge"));
    const int score = solver.solve(p);
    CHECK(score == v.get("score")->as_int());
    CHECK(connect4::moves_to_win(p, score) == n);
    CHECK(connect4::one_winning_line(solver, p, n, nullptr));
    // The line: the player's n moves and the loser's n - 1 longest defences, the last move a four.
    const std::string line = text_of(v, "answer");
    CHECK(line.size() == static_cast<std::size_t>(2 * n - 1));
    connect4::Position q = p;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const int col = line[i] - '1';
      if (i % 2 == 0) {
        int wins = 0;
        for (const auto& s : solver.analyze(q, true)) wins += s && *s > 0;
        CHECK(wins == 1);
        CHECK(solver.analyze(q, true)[static_cast<std::size_t>(col)].value_or(0) > 0);
      }
      q.play_column(col);
    }
    CHECK(q.won());
  }
}

TEST_CASE("connect4 daily: the days made ahead are what the search makes") {
  // The table (core/connect4/daily_days.inc) is a cache of generate_daily: checked on days of each N.
  for (const Date& d : week()) {
    if (test::kSlowBuild && d.weekday() >= 3) continue;  // the search's longer days: native only
    CAPTURE(d.text());
    Result<Value> made = connect4::generate_daily(d);
    REQUIRE(made.ok());
    CHECK(to_json(*made) == to_json(daily_of("connect4", d)));
  }
}

TEST_CASE("rotate daily: nobody at K before the turn, the judge's verdict after it, N by weekday, every verdict") {
  const int sizes[7] = {5, 5, 6, 6, 7, 7, 8};
  for (const Date& d : week()) {
    CAPTURE(d.text());
    const Value v = daily_of("rotate", d);
    Result<std::vector<rotate::Case>> cases = rotate::parse_input("1\n" + text_of(v, "challenge"));
    REQUIRE(cases.ok());
    const rotate::Case& c = cases->front();
    CHECK(static_cast<int>(c.rows.size()) == sizes[d.weekday()]);
    CHECK(rotate::winners(c.k, c.rows).name() == "Neither");
    const rotate::Board turned = rotate::rotate_and_fall(c.rows);
    CHECK(rotate::winners(c.k, turned).name() == text_of(v, "answer"));
    std::vector<std::string> rows;
    for (const Value& row : v.get("rotated")->items()) rows.push_back(row.as_string());
    CHECK(rows == turned);
  }
  // The verdict is drawn first: over a quarter of a year each of the four comes often.
  std::map<std::string, int> seen;
  for (int m = 1; m <= 3; ++m)
    for (int dd = 1; dd <= 28; ++dd) ++seen[text_of(daily_of("rotate", Date{2027, m, dd}), "answer")];
  for (const char* verdict : {"Red", "Blue", "Both", "Neither"}) CHECK(seen[verdict] >= 10);
}

TEST_CASE("daily: every day of 2027 pinned, one hash a game") {
  // A released day never changes: a new algorithm is a new version, whose pin (the game's
  // core/<game>/test_data.cpp) then changes with it.
  for (const GameApi* g : games()) {
    CAPTURE(std::string(g->name()));
    const test::GameTestData* data = test::game_test_data(g->name());
    REQUIRE(data != nullptr);
    if (!g->has_daily()) {
      CHECK(data->daily_2027 == 0);
      continue;
    }
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (Date d{2027, 1, 1}; d.year == 2027;) {
      h = fnv(h, to_json(daily_of(g->name(), d)));
      d = Date{2027, d.month, d.day + 1};
      if (!parse_date(d.text())) d = Date{d.month == 12 ? 2028 : 2027, d.month % 12 + 1, 1};
    }
    CHECK(h == data->daily_2027);
  }
}
