// The Sudoku step solver, grader and hints: each technique on a board built to need it (exact
// sentences), every step on the shared lists checked against the solution, hints repeated until
// the grid is full, and refusals with exact sentences.
#include <doctest/doctest.h>

#include "build_speed.hpp"

#include "data.hpp"
#include "sudoku/grader.hpp"

using namespace arcade;
using namespace arcade::sudoku;

namespace {

constexpr std::size_t kEvery = test::kSlowBuild ? 15 : 1;  // one puzzle in 15 of the long lists in slow builds

const char* const kProblem = "1.2...7...47.213...8.7.3.1.46.1...8....264....5...9.64.9.5.7.2...134.97...6...8.3";

// An empty board where every cell may hold anything, then shaped digit by digit: no technique
// applies until a test carves a pattern into it.
Board open_board() {
  Board b;
  b.marks.fill(kAllDigits);
  return b;
}
int at(int row, int column) { return 9 * (row - 1) + column - 1; }  // 1-based, as in r1c1
// Takes the digit out of every cell but the listed ones.
void only(Board& b, int digit, std::initializer_list<int> keep) {
  for (int cell = 0; cell < 81; ++cell) {
    bool kept = false;
    for (int k : keep) kept = kept || k == cell;
    if (!kept)
      b.marks[static_cast<std::size_t>(cell)] =
          static_cast<Digits>(b.marks[static_cast<std::size_t>(cell)] & ~(1u << (digit - 1)));
  }
}
// Takes the digit out of one row (1-based) except the listed cells.
void only_in_row(Board& b, int digit, int row, std::initializer_list<int> columns) {
  for (int c = 1; c <= 9; ++c) {
    bool kept = false;
    for (int k : columns) kept = kept || k == c;
    if (!kept)
      b.marks[static_cast<std::size_t>(at(row, c))] =
          static_cast<Digits>(b.marks[static_cast<std::size_t>(at(row, c))] & ~(1u << (digit - 1)));
  }
}
void set_marks(Board& b, int cell, std::initializer_list<int> digits) {
  Digits m = 0;
  for (int d : digits) m = static_cast<Digits>(m | 1u << (d - 1));
  b.marks[static_cast<std::size_t>(cell)] = m;
}

std::string next(const Board& b, Technique expected) {
  std::optional<Step> s = next_step(b);
  REQUIRE(s.has_value());
  CHECK(s->technique == expected);
  return explain(*s);
}

}  // namespace

TEST_CASE("sudoku steps: singles on the seed's PROBLEM, and full houses") {
  const Board b = Board::from(parse_grid(kProblem).value());
  std::optional<Step> s = next_step(b);
  REQUIRE(s.has_value());
  CHECK(s->technique == Technique::HiddenSingle);
  CHECK(s->placement == Candidate{1, 3});
  CHECK(explain(*s) == "Hidden single: in box 1, 3 fits only in r1c2.");
  Grid almost = parse_grid("132458796947621358685793412469135287718264539253879164394587621821346975576912843").value();
  almost[40] = 0;
  s = next_step(Board::from(almost));
  REQUIRE(s.has_value());
  CHECK(explain(*s) == "Full house: r5c5 is the last empty cell of row 5, so it holds 6.");
  Board naked = open_board();
  set_marks(naked, at(4, 5), {6});
  CHECK(next(naked, Technique::NakedSingle) == "Naked single: r4c5 can only be 6; every other digit is ruled out.");
}

TEST_CASE("sudoku steps: locked candidates, pointing and claiming") {
  Board b = open_board();
  only(b, 7, {at(1, 1), at(1, 2)});
  for (int cell = 0; cell < 81; ++cell)
    if (box_of(cell) != 0) b.marks[static_cast<std::size_t>(cell)] |= 1u << 6;  // 7 back outside box 1
  CHECK(next(b, Technique::Pointing) ==
        "Locked candidates (pointing): in box 1, 7 can only go in row 1 (r1c1 and r1c2), so no other cell of row 1 "
        "can be 7: remove 7 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
  b = open_board();
  only_in_row(b, 6, 5, {1, 3});
  CHECK(next(b, Technique::Claiming) ==
        "Locked candidates (claiming): in row 5, 6 can only go in box 4 (r5c1 and r5c3), so no other cell of box 4 "
        "can be 6: remove 6 from r4c1, r4c2, r4c3, r6c1, r6c2 and r6c3.");
}

TEST_CASE("sudoku steps: naked and hidden subsets") {
  Board b = open_board();
  set_marks(b, at(1, 1), {4, 8});
  set_marks(b, at(1, 2), {4, 8});
  only_in_row(b, 4, 1, {1, 2, 9});
  only_in_row(b, 8, 1, {1, 2, 9});
  CHECK(next(b, Technique::NakedPair) ==
        "Naked pair: in row 1, r1c1 and r1c2 hold only 4 and 8 between them, so those digits are theirs and leave "
        "the rest of row 1: remove 4 from r1c9; 8 from r1c9.");
  b = open_board();
  for (int d : {2, 9})
    for (int r = 1; r <= 9; ++r)
      if (r != 1 && r != 8)
        b.marks[static_cast<std::size_t>(at(r, 5))] =
            static_cast<Digits>(b.marks[static_cast<std::size_t>(at(r, 5))] & ~(1u << (d - 1)));
  set_marks(b, at(1, 5), {1, 2, 9});
  set_marks(b, at(8, 5), {2, 5, 9});
  CHECK(next(b, Technique::HiddenPair) ==
        "Hidden pair: in column 5, 2 and 9 fit only in r1c5 and r8c5, so those cells hold them and nothing else: "
        "remove 1 from r1c5; 5 from r8c5.");
}

TEST_CASE("sudoku steps: X-Wing, Swordfish, Jellyfish") {
  Board b = open_board();
  only_in_row(b, 5, 2, {3, 8});
  only_in_row(b, 5, 7, {3, 8});
  CHECK(next(b, Technique::XWing) ==
        "X-Wing on 5: in rows 2 and 7, 5 fits only in columns 3 and 8 (r2c3, r2c8, r7c3 and r7c8), so columns 3 "
        "and 8 get their 5 from rows 2 and 7: remove 5 from r1c3, r1c8, r3c3, r3c8, r4c3, r4c8, r5c3, r5c8, r6c3, "
        "r6c8, r8c3, r8c8, r9c3 and r9c8.");
  b = open_board();
  only_in_row(b, 7, 1, {1, 5});
  only_in_row(b, 7, 4, {5, 9});
  only_in_row(b, 7, 7, {1, 9});
  std::optional<Step> s = next_step(b);
  REQUIRE(s.has_value());
  CHECK(s->technique == Technique::Swordfish);
  CHECK(s->cells == std::vector<int>{at(1, 1), at(1, 5), at(4, 5), at(4, 9), at(7, 1), at(7, 9)});
  CHECK(s->eliminations.size() == 18);
  CHECK(explain(*s).rfind(
            "Swordfish on 7: in rows 1, 4 and 7, 7 fits only in columns 1, 5 and 9 (r1c1, r1c5, r4c5, "
            "r4c9, r7c1 and r7c9), so columns 1, 5 and 9 get their 7 from rows 1, 4 and 7: remove 7 from r2c1, ",
            0) == 0);
  b = open_board();
  for (int r = 1; r <= 4; ++r) only_in_row(b, 1, r, {1, 2, 4, 5});
  s = next_step(b);
  REQUIRE(s.has_value());
  CHECK(s->technique == Technique::Jellyfish);
  CHECK(s->eliminations.size() == 20);
  CHECK(s->houses == std::vector<int>{0, 1, 2, 3, 9, 10, 12, 13});
}

TEST_CASE("sudoku steps: XY-Wing and XYZ-Wing") {
  Board b = open_board();
  set_marks(b, at(1, 1), {1, 2});
  set_marks(b, at(1, 5), {1, 3});
  set_marks(b, at(5, 1), {2, 3});
  CHECK(next(b, Technique::XYWing) ==
        "XY-Wing: r1c1 is 1 or 2. If it is 1, r1c5 (1 or 3) is 3; if it is 2, r5c1 (2 or 3) is 3. Either way r1c5 "
        "or r5c1 is 3, so a cell that sees both cannot be 3: remove 3 from r5c5.");
  b = open_board();
  set_marks(b, at(1, 1), {1, 2, 3});
  set_marks(b, at(1, 5), {1, 3});
  set_marks(b, at(2, 2), {2, 3});
  CHECK(
      next(b, Technique::XYZWing) ==
      "XYZ-Wing: r1c1 is 1, 2 or 3; r1c5 is 1 or 3 and r2c2 is 2 or 3. If r1c1 is not 3, it is 1 or 2 and makes "
      "r1c5 or r2c2 3: one of the three is 3, so a cell that sees all three cannot be 3: remove 3 from r1c2 and r1c3.");
  CHECK_FALSE(next_step(open_board()).has_value());  // nothing to see on an open board
}

TEST_CASE("sudoku steps: the guess, when no technique applies, names the right digit") {
  Board b = open_board();
  set_marks(b, at(5, 5), {4, 6});
  REQUIRE_FALSE(next_step(b).has_value());
  Grid solution{};
  solution[static_cast<std::size_t>(at(5, 5))] = 6;
  const Step s = guess_step(b, solution);
  CHECK(s.technique == Technique::Guess);
  CHECK(s.placement == Candidate{at(5, 5), 6});
  CHECK(explain(s) ==
        "No technique this solver knows applies here, so the next step is a guess: r5c5 has the "
        "fewest candidates (4 or 6), and 6 is the right one.");
}

// A message and its parameters in one line, nested messages in parentheses, to pin whole structures.
std::string shape(const Message& m) {
  std::string out = m.id + "(";
  for (std::size_t i = 0; i < m.params.size(); ++i) {
    const Param& p = m.params[i];
    out += (i ? " " : "") + p.name + "=" + (p.kind == Param::Kind::Message ? shape(p.nested.front()) : p.text);
  }
  return out + ")";
}

TEST_CASE("sudoku steps: the explanation as a message, every list, house and removal a parameter of its own") {
  const Board problem = Board::from(parse_grid(kProblem).value());
  Step s = next_step(problem).value();
  CHECK(shape(explanation(s)) ==
        "sudoku.step.hidden-single(technique=sudoku.technique.hidden-single() house=sudoku.house.box(n=1) digit=3 "
        "cell=r1c2)");
  CHECK(explanation(s).message == explain(s));
  Board b = open_board();
  only_in_row(b, 5, 2, {3, 8});
  only_in_row(b, 5, 7, {3, 8});
  s = next_step(b).value();
  s.eliminations = {{at(1, 3), 5}, {at(9, 8), 4}, {at(1, 8), 5}};  // fewer, and two digits: the chain
  CHECK(shape(explanation(s)) ==
        "sudoku.step.fish(technique=sudoku.technique.x-wing() digit=5 base=sudoku.lines.rows(list=sudoku.list.and("
        "list=2 last=7)) cover=sudoku.lines.columns(list=sudoku.list.and(list=3 last=8)) cells=sudoku.list.and("
        "list=r2c3, r2c8, r7c3 last=r7c8) removals=sudoku.remove(groups=sudoku.remove.more(first=sudoku.remove.digit("
        "digit=4 cells=r9c8) rest=sudoku.remove.digit(digit=5 cells=sudoku.list.and(list=r1c3 last=r1c8)))))");
  CHECK(explain(s) ==
        "X-Wing on 5: in rows 2 and 7, 5 fits only in columns 3 and 8 (r2c3, r2c8, r7c3 and r7c8), so columns 3 and 8 "
        "get their 5 from rows 2 and 7: remove 4 from r9c8; 5 from r1c3 and r1c8.");
  Board guess = open_board();
  set_marks(guess, at(5, 5), {4, 6, 8});
  Grid solution{};
  solution[static_cast<std::size_t>(at(5, 5))] = 6;
  CHECK(shape(explanation(guess_step(guess, solution))) ==
        "sudoku.step.guess(cell=r5c5 digits=sudoku.list.or(list=4, 6 last=8) digit=6)");
  CHECK(shape(explanation(Step{})) == "sudoku.step.full()");
}

TEST_CASE("sudoku steps: names and grades") {
  CHECK(technique_name(Technique::Pointing) == "Locked candidates (pointing)");
  CHECK(technique_name(Technique::XYZWing) == "XYZ-Wing");
  CHECK(difficulty_of(Technique::NakedSingle) == Difficulty::Easy);
  CHECK(difficulty_of(Technique::Claiming) == Difficulty::Medium);
  CHECK(difficulty_of(Technique::HiddenQuad) == Difficulty::Hard);
  CHECK(difficulty_of(Technique::Jellyfish) == Difficulty::Expert);
  CHECK(difficulty_of(Technique::Guess) == Difficulty::Extreme);
  CHECK(parse_difficulty("expert").value() == Difficulty::Expert);
  CHECK(parse_difficulty("Hard").error() == "The difficulty is easy, medium, hard, expert or extreme, not \"Hard\".");
  CHECK(parse_difficulty("").error() == "The difficulty is easy, medium, hard, expert or extreme, not \"\".");
}

// Runs the step solver (guessing the solution's digit when stuck) to the end of every puzzle of a
// list: no placement or elimination may contradict the solution. Returns the techniques seen.
std::array<int, kTechniques> check_steps(const std::string& name) {
  std::array<int, kTechniques> seen{};
  const auto lines = test::data_lines("sudoku/" + name);
  for (std::size_t i = 0; i < lines.size(); i += kEvery) {
    CAPTURE(lines[i]);
    const Grid puzzle = parse_grid(lines[i]).value();
    const Grid solution = solve(puzzle).value();
    Board b = Board::from(puzzle);
    while (!b.full()) {
      std::optional<Step> s = next_step(b);
      if (!s) s = guess_step(b, solution);
      ++seen[static_cast<std::size_t>(s->technique)];
      CHECK((s->placement.cell >= 0) != !s->eliminations.empty());
      if (s->placement.cell >= 0) REQUIRE(solution[static_cast<std::size_t>(s->placement.cell)] == s->placement.digit);
      for (const Candidate& e : s->eliminations) REQUIRE(solution[static_cast<std::size_t>(e.cell)] != e.digit);
      CHECK_FALSE(explain(*s).empty());
      b.apply(*s);
    }
    CHECK(b.values == solution);
  }
  return seen;
}

TEST_CASE("sudoku steps: every step of every puzzle of the shared lists keeps the solution") {
  std::array<int, kTechniques> seen{};
  for (const char* name :
       {"norvig_hardest.txt", "norvig_top95.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"}) {
    const auto s = check_steps(name);
    for (int t = 0; t < kTechniques; ++t) seen[static_cast<std::size_t>(t)] += s[static_cast<std::size_t>(t)];
  }
  // Every technique but the rare Jellyfish (tested above) is needed somewhere in these lists.
  for (int t = 0; t < kTechniques; ++t)
    if (static_cast<Technique>(t) != Technique::Jellyfish && static_cast<Technique>(t) != Technique::HiddenQuad) {
      CAPTURE(std::string(technique_name(static_cast<Technique>(t))));
      CHECK(seen[static_cast<std::size_t>(t)] > 0);
    }
}

TEST_CASE("sudoku grade: the hardest technique needed; refusals") {
  Result<Grading> g = grade(parse_grid(kProblem).value());
  REQUIRE(g.ok());
  CHECK(g->difficulty == Difficulty::Easy);
  CHECK(g->steps == 46);  // one per empty cell: singles only
  CHECK(g->techniques() == std::vector<Technique>{Technique::HiddenSingle, Technique::NakedSingle});
  const auto hardest = test::data_lines("sudoku/forum_hardest_1106.txt");
  g = grade(parse_grid(hardest[0]).value());
  REQUIRE(g.ok());
  CHECK(g->difficulty == Difficulty::Extreme);  // every one of these needs guessing
  Grid two = parse_grid(kProblem).value();
  two[0] = 0;
  two[2] = 0;
  two[6] = 0;
  for (int i = 9; i < 30; ++i) two[static_cast<std::size_t>(i)] = 0;
  CHECK(grade(two).error() == "The puzzle has more than one solution; only a puzzle with exactly one is graded.");
  Grid none = parse_grid(kProblem).value();
  none[2] = 9;  // conflicts with nothing, but the solution has 2 there
  CHECK(grade(none).error() == "The puzzle has no solution.");
  none[4] = 9;
  CHECK(grade(none).error() == "r1c3 and r1c5 both hold 9 (row 1).");
}

TEST_CASE("sudoku hint: repeated hints fill the grid with the solution; refusals") {
  const auto lines = test::data_lines("sudoku/norvig_top95.txt");
  for (std::size_t i = 0; i < lines.size(); i += kEvery * 3) {
    CAPTURE(lines[i]);
    Grid grid = parse_grid(lines[i]).value();
    const Grid solution = solve(grid).value();
    for (int guard = 0; guard < 81; ++guard) {
      Result<std::vector<Step>> steps = hint(grid);
      if (!steps) {
        CHECK(steps.error() == "The grid is full: there is nothing left to hint.");
        break;
      }
      const Candidate place = steps->back().placement;
      REQUIRE(place.cell >= 0);
      for (std::size_t k = 0; k + 1 < steps->size(); ++k) CHECK((*steps)[k].placement.cell < 0);
      REQUIRE(grid[static_cast<std::size_t>(place.cell)] == 0);
      REQUIRE(solution[static_cast<std::size_t>(place.cell)] == place.digit);
      grid[static_cast<std::size_t>(place.cell)] = static_cast<std::uint8_t>(place.digit);
    }
    CHECK(grid == solution);
  }
  // A hint that needs eliminations first: on a hard puzzle with every single already placed.
  const Grid hard =
      parse_grid("..15..4..9.......5.4..1987..8..95..6.........4..26..9..3694..5.1.......3..8..31..").value();
  const Grid answer = solve(hard).value();
  Board singles = Board::from(hard);
  for (std::optional<Step> s = next_step(singles);
       s && s->placement.cell >= 0 && difficulty_of(s->technique) == Difficulty::Easy; s = next_step(singles))
    singles.apply(*s);
  Result<std::vector<Step>> chain = hint(singles.values);
  REQUIRE(chain.ok());
  REQUIRE(chain->size() >= 2);
  CHECK(chain->front().placement.cell < 0);
  CHECK_FALSE(chain->front().eliminations.empty());
  CHECK(answer[static_cast<std::size_t>(chain->back().placement.cell)] == chain->back().placement.digit);

  Grid wrong = parse_grid(kProblem).value();
  wrong[3] = 9;  // r1c4: 4 in the solution; 9 conflicts with nothing
  CHECK(check_conflicts(wrong).ok());
  CHECK(hint(wrong).error() == "This grid has no solution left, so a digit in it is wrong.");
  wrong[3] = 1;
  CHECK(hint(wrong).error() == "r1c1 and r1c4 both hold 1 (row 1).");
  CHECK(hint(solve(parse_grid(kProblem).value()).value()).error() ==
        "The grid is full: there is nothing left to hint.");
}

// The generator's seed-1 medium and hard puzzles (sudoku_generator_test.cpp pins them).
TEST_CASE("sudoku grade: the coach's counts of each technique and the hardest one, on generated puzzles") {
  const Grading medium =
      grade(parse_grid(".7.6.....2....56...63.1.8...47.8...683.....271...5.93...4.7.59...95....4.....9.8.").value())
          .value();
  CHECK(medium.difficulty == Difficulty::Medium);
  CHECK(medium.hardest() == Technique::Pointing);
  CHECK(medium.counts == std::array<int, kTechniques>{0, 38, 13, 1});  // hidden and naked singles, one pointing
  CHECK(medium.steps == 52);
  const Grading hard =
      grade(parse_grid("..15..4..9.......5.4..1987..8..95..6.........4..26..9..3694..5.1.......3..8..31..").value())
          .value();
  CHECK(technique_name(hard.hardest()) == "Naked pair");
  CHECK(hard.counts == std::array<int, kTechniques>{0, 43, 10, 3, 0, 1});
  CHECK(hard.steps == 57);
  CHECK(Grading{}.hardest() == Technique::FullHouse);  // no steps: a full grid
}
