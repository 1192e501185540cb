// Names of the techniques and grades, and each step told in plain language (see steps.hpp).
#include <algorithm>

#include "messages.hpp"
#include "steps.hpp"

namespace arcade::sudoku {

namespace {

constexpr std::string_view kNames[kTechniques] = {"Full house",
                                                  "Hidden single",
                                                  "Naked single",
                                                  "Locked candidates (pointing)",
                                                  "Locked candidates (claiming)",
                                                  "Naked pair",
                                                  "Hidden pair",
                                                  "Naked triple",
                                                  "Hidden triple",
                                                  "Naked quad",
                                                  "Hidden quad",
                                                  "X-Wing",
                                                  "Swordfish",
                                                  "Jellyfish",
                                                  "XY-Wing",
                                                  "XYZ-Wing",
                                                  "Guess"};
constexpr std::string_view kDifficultyNames[kDifficulties] = {"easy", "medium", "hard", "expert", "extreme"};

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

std::string cells_text(const std::vector<int>& cells) {
  std::vector<std::string> names;
  for (int c : cells) names.push_back(cell_name(c));
  return listed(names);
}

std::string digits_text(const std::vector<int>& digits, const char* joiner = " and ") {
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i) out += i + 1 == digits.size() ? joiner : ", ";
    out += std::to_string(digits[i]);
  }
  return out;
}

// "remove 4 from r2c1; 8 from r2c5 and r2c9", digits in ascending order.
std::string removals(const std::vector<Candidate>& eliminations) {
  std::vector<int> digits;
  for (const Candidate& e : eliminations)
    if (std::find(digits.begin(), digits.end(), e.digit) == digits.end()) digits.push_back(e.digit);
  std::sort(digits.begin(), digits.end());
  std::string out = "remove ";
  for (std::size_t i = 0; i < digits.size(); ++i) {
    std::vector<int> cells;
    for (const Candidate& e : eliminations)
      if (e.digit == digits[i]) cells.push_back(e.cell);
    out += (i ? "; " : "") + std::to_string(digits[i]) + " from " + cells_text(cells);
  }
  return out + ".";
}

// Houses of a fish by kind: "rows 2 and 7" / "columns 3 and 8".
std::string lines_text(const std::vector<int>& houses, bool rows) {
  std::vector<std::string> numbers;
  for (int h : houses)
    if ((h < 9) == rows && h < 18) numbers.push_back(std::to_string(h % 9 + 1));
  return std::string(rows ? "rows " : "columns ") + listed(numbers);
}

}  // namespace

std::string_view technique_name(Technique t) { return kNames[static_cast<int>(t)]; }

Difficulty difficulty_of(Technique t) {
  if (t <= Technique::NakedSingle) return Difficulty::Easy;
  if (t <= Technique::Claiming) return Difficulty::Medium;
  if (t <= Technique::HiddenQuad) return Difficulty::Hard;
  if (t <= Technique::XYZWing) return Difficulty::Expert;
  return Difficulty::Extreme;
}

std::string_view difficulty_name(Difficulty d) { return kDifficultyNames[static_cast<int>(d)]; }

Result<Difficulty> parse_difficulty(std::string_view text) {
  for (int d = 0; d < kDifficulties; ++d)
    if (text == kDifficultyNames[d]) return static_cast<Difficulty>(d);
  std::string shown(text.substr(0, 40));
  for (char& c : shown)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
  return fail(msg::kDifficulty, {{"text", "\"" + shown + "\""}});
}

std::string explain(const Step& s) {
  const std::string name(technique_name(s.technique));
  const std::string house = s.houses.empty() ? "" : house_name(s.houses[0]);
  const std::string digit = s.digits.empty() ? "" : std::to_string(s.digits[0]);
  switch (s.technique) {
    case Technique::FullHouse:
      return name + ": " + cell_name(s.cells[0]) + " is the last empty cell of " + house + ", so it holds " + digit +
             ".";
    case Technique::HiddenSingle:
      return name + ": in " + house + ", " + digit + " fits only in " + cell_name(s.cells[0]) + ".";
    case Technique::NakedSingle:
      return name + ": " + cell_name(s.cells[0]) + " can only be " + digit + "; every other digit is ruled out.";
    case Technique::Pointing:
    case Technique::Claiming: {
      const std::string other = house_name(s.houses[1]);
      return name + ": in " + house + ", " + digit + " can only go in " + other + " (" + cells_text(s.cells) +
             "), so no other cell of " + other + " can be " + digit + ": " + removals(s.eliminations);
    }
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
      return name + ": in " + house + ", " + cells_text(s.cells) + " hold only " + digits_text(s.digits) +
             " between them, so those digits are theirs and leave the rest of " + house + ": " +
             removals(s.eliminations);
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
      return name + ": in " + house + ", " + digits_text(s.digits) + " fit only in " + cells_text(s.cells) +
             ", so those cells hold them and nothing else: " + removals(s.eliminations);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
      const bool rows_base = s.houses[0] < 9;
      const std::string base = lines_text(s.houses, rows_base), cover = lines_text(s.houses, !rows_base);
      return name + " on " + digit + ": in " + base + ", " + digit + " fits only in " + cover + " (" +
             cells_text(s.cells) + "), so " + cover + " get their " + digit + " from " + base + ": " +
             removals(s.eliminations);
    }
    case Technique::XYWing: {
      // digits: x y z; cells: the pivot (x or y), the pincer with x and z, the pincer with y and z.
      const std::string x = std::to_string(s.digits[0]), y = std::to_string(s.digits[1]),
                        z = std::to_string(s.digits[2]);
      const std::string p = cell_name(s.cells[0]), a = cell_name(s.cells[1]), b = cell_name(s.cells[2]);
      return name + ": " + p + " is " + x + " or " + y + ". If it is " + x + ", " + a + " (" + x + " or " + z +
             ") is " + z + "; if it is " + y + ", " + b + " (" + y + " or " + z + ") is " + z + ". Either way " + a +
             " or " + b + " is " + z + ", so a cell that sees both cannot be " + z + ": " + removals(s.eliminations);
    }
    case Technique::XYZWing: {
      const std::string x = std::to_string(s.digits[0]), y = std::to_string(s.digits[1]),
                        z = std::to_string(s.digits[2]);
      const std::string p = cell_name(s.cells[0]), a = cell_name(s.cells[1]), b = cell_name(s.cells[2]);
      return name + ": " + p + " is " + x + ", " + y + " or " + z + "; " + a + " is " + x + " or " + z + " and " + b +
             " is " + y + " or " + z + ". If " + p + " is not " + z + ", it is " + x + " or " + y + " and makes " + a +
             " or " + b + " " + z + ": one of the three is " + z + ", so a cell that sees all three cannot be " + z +
             ": " + removals(s.eliminations);
    }
    case Technique::Guess:
      if (s.cells.empty()) return "The grid is full.";
      return "No technique this solver knows applies here, so the next step is a guess: " + cell_name(s.cells[0]) +
             " has the fewest candidates (" + digits_text(s.digits, " or ") + "), and " +
             std::to_string(s.placement.digit) + " is the right one.";
  }
  return name + ".";
}

}  // namespace arcade::sudoku
