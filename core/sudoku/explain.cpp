// Names of the techniques and grades, and each step told in plain language (see steps.hpp).
#include <algorithm>

#include "messages.hpp"
#include "steps.hpp"

namespace arcade::sudoku {

namespace {

// In Technique order.
constexpr const MessageDef* kNames[kTechniques] = {
    &msg::kFullHouse,  &msg::kHiddenSingle, &msg::kNakedSingle,  &msg::kPointing,  &msg::kClaiming,   &msg::kNakedPair,
    &msg::kHiddenPair, &msg::kNakedTriple,  &msg::kHiddenTriple, &msg::kNakedQuad, &msg::kHiddenQuad, &msg::kXWing,
    &msg::kSwordfish,  &msg::kJellyfish,    &msg::kXYWing,       &msg::kXYZWing,   &msg::kGuess};
constexpr std::string_view kDifficultyNames[kDifficulties] = {"easy", "medium", "hard", "expert", "extreme"};

// "a", "a and b", "a, b and c" (or "or"): the items are neutral ("r2c1", "4"), the joiner a
// message, so each language says its own "and".
Arg listed(const std::vector<std::string>& items, const MessageDef& joiner = msg::kAnd) {
  if (items.size() < 2) return items.empty() ? std::string() : items[0];
  std::string head;
  for (std::size_t i = 0; i + 1 < items.size(); ++i) head += (i ? ", " : "") + items[i];
  return say(joiner, {{"list", head}, {"last", items.back()}});
}

Arg cells_list(const std::vector<int>& cells) {
  std::vector<std::string> names;
  for (int c : cells) names.push_back(cell_name(c));
  return listed(names);
}

Arg digits_list(const std::vector<int>& digits, const MessageDef& joiner = msg::kAnd) {
  std::vector<std::string> names;
  for (int d : digits) names.push_back(std::to_string(d));
  return listed(names, joiner);
}

// "row 3", "column 3", "box 3" (houses() numbering).
Message house(int h) {
  const MessageDef& kind = h < 9 ? msg::kHouseRow : h < 18 ? msg::kHouseColumn : msg::kHouseBox;
  return say(kind, {{"n", h % 9 + 1}});
}

// "remove 4 from r2c1; 8 from r2c5 and r2c9.", digits in ascending order: one message per digit,
// chained ("{first}; {rest}") so a language can change the separator.
Message removals(const std::vector<Candidate>& eliminations) {
  std::vector<int> digits;
  for (const Candidate& e : eliminations)
    if (std::find(digits.begin(), digits.end(), e.digit) == digits.end()) digits.push_back(e.digit);
  std::sort(digits.begin(), digits.end());
  std::vector<Message> groups;
  for (int digit : digits) {
    std::vector<int> cells;
    for (const Candidate& e : eliminations)
      if (e.digit == digit) cells.push_back(e.cell);
    groups.push_back(say(msg::kRemoveDigit, {{"digit", digit}, {"cells", cells_list(cells)}}));
  }
  if (groups.empty()) return say(msg::kRemove, {{"groups", ""}});
  Message chain = groups.back();
  for (std::size_t i = groups.size() - 1; i-- > 0;)
    chain = say(msg::kRemoveMore, {{"first", groups[i]}, {"rest", chain}});
  return say(msg::kRemove, {{"groups", chain}});
}

// Houses of a fish by kind: "rows 2 and 7" / "columns 3 and 8".
Message lines(const std::vector<int>& houses, bool rows) {
  std::vector<std::string> numbers;
  for (int h : houses)
    if ((h < 9) == rows && h < 18) numbers.push_back(std::to_string(h % 9 + 1));
  return say(rows ? msg::kRows : msg::kColumns, {{"list", listed(numbers)}});
}

}  // namespace

std::string_view technique_name(Technique t) { return kNames[static_cast<int>(t)]->english; }

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

Message explanation(const Step& s) {
  const Message name = say(*kNames[static_cast<int>(s.technique)]);
  const Message where = s.houses.empty() ? Message{} : house(s.houses[0]);
  const int digit = s.digits.empty() ? 0 : s.digits[0];
  switch (s.technique) {
    case Technique::FullHouse:
      return say(msg::kStepFullHouse,
                 {{"technique", name}, {"cell", cell_name(s.cells[0])}, {"house", where}, {"digit", digit}});
    case Technique::HiddenSingle:
      return say(msg::kStepHiddenSingle,
                 {{"technique", name}, {"house", where}, {"digit", digit}, {"cell", cell_name(s.cells[0])}});
    case Technique::NakedSingle:
      return say(msg::kStepNakedSingle, {{"technique", name}, {"cell", cell_name(s.cells[0])}, {"digit", digit}});
    case Technique::Pointing:
    case Technique::Claiming:
      return say(msg::kStepLocked, {{"technique", name},
                                    {"house", where},
                                    {"digit", digit},
                                    {"other", house(s.houses[1])},
                                    {"cells", cells_list(s.cells)},
                                    {"removals", removals(s.eliminations)}});
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
      return say(msg::kStepNaked, {{"technique", name},
                                   {"house", where},
                                   {"cells", cells_list(s.cells)},
                                   {"digits", digits_list(s.digits)},
                                   {"removals", removals(s.eliminations)}});
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
      return say(msg::kStepHidden, {{"technique", name},
                                    {"house", where},
                                    {"digits", digits_list(s.digits)},
                                    {"cells", cells_list(s.cells)},
                                    {"removals", removals(s.eliminations)}});
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
      const bool rows_base = s.houses[0] < 9;
      return say(msg::kStepFish, {{"technique", name},
                                  {"digit", digit},
                                  {"base", lines(s.houses, rows_base)},
                                  {"cover", lines(s.houses, !rows_base)},
                                  {"cells", cells_list(s.cells)},
                                  {"removals", removals(s.eliminations)}});
    }
    case Technique::XYWing:
    case Technique::XYZWing:
      // digits: x y z; cells: the pivot, the pincer with x and z, the pincer with y and z.
      return say(s.technique == Technique::XYWing ? msg::kStepXYWing : msg::kStepXYZWing,
                 {{"technique", name},
                  {"pivot", cell_name(s.cells[0])},
                  {"a", cell_name(s.cells[1])},
                  {"b", cell_name(s.cells[2])},
                  {"x", s.digits[0]},
                  {"y", s.digits[1]},
                  {"z", s.digits[2]},
                  {"removals", removals(s.eliminations)}});
    case Technique::Guess:
      if (s.cells.empty()) return say(msg::kStepFull);
      return say(
          msg::kStepGuess,
          {{"cell", cell_name(s.cells[0])}, {"digits", digits_list(s.digits, msg::kOr)}, {"digit", s.placement.digit}});
  }
  return say(msg::kStepOther, {{"technique", name}});
}

std::string explain(const Step& s) { return explanation(s).message; }

}  // namespace arcade::sudoku
