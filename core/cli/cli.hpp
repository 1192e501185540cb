// Subcommand entry points of the `arcade` CLI (one function per game).
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "common/result.hpp"

namespace arcade::cli {

// args[0] is the game name; returns the process exit status.
int greed(const std::vector<std::string>& args);
// args[0] is "mastermind": stats of the code breakers.
int mastermind(const std::vector<std::string>& args);
// args[0] is "rotate": the Code Jam judge on stdin.
int rotate(const std::vector<std::string>& args);
// args[0] is "connect4": perfect-play scores of positions read from stdin.
int connect4(const std::vector<std::string>& args);
// args[0..1] are "connect4 book": the opening book's generator, builder and checker.
int connect4_book(const std::vector<std::string>& args);
// args[0..1] are "connect4 daily-days": Connect Four's dailies made by search (daily_days.inc's rows).
int connect4_daily_days(const std::vector<std::string>& args);
// args[0] is "sudoku": solve, count or bench puzzles read from stdin or files.
int sudoku(const std::vector<std::string>& args);
// args[0] is "chouette": Cul de chouette throws classified, scenarios replayed (stdin).
int chouette(const std::vector<std::string>& args);
// args[0] is "daily": the day's challenge of a game as one line of JSON.
int daily(const std::vector<std::string>& args);
// args[0] is "selfplay": a whole seeded computer game of any registered game.
int selfplay(const std::vector<std::string>& args);
// args[0] is "link": turn links made, played and shown (core/common/link.hpp).
int link(const std::vector<std::string>& args);

// Exit statuses: 0 every input handled; 1 some input (a stdin line, the whole stdin, a file, a
// game) was refused; 2 the command line itself was wrong (an unknown command or option, a missing
// or bad value). Every error sentence goes to stderr as "error: <sentence>"; stdout holds results
// only. In the line-by-line commands a refused line leaves an empty line in its place on stdout
// (so results stay aligned with the input) and "error: line N: <sentence>" on stderr.
inline constexpr int kBadInput = 1, kUsage = 2;

// What a command accepts after "<game> <command>": options with a value, bare flags and, for
// some, free words (file names).
struct Spec {
  std::vector<std::string> values;
  std::vector<std::string> flags;
  bool positional = false;
};
struct Args {
  std::vector<std::pair<std::string, std::string>> values;
  std::vector<std::string> flags;
  std::vector<std::string> positional;
  const std::string* value(const std::string& name) const;  // nullptr when absent
  std::string value_or(const std::string& name, const std::string& fallback) const;
  bool flag(const std::string& name) const;
};
// args[from...] read against `spec`: an unknown option, a value missing or given twice, or a word
// where none is taken is refused with a sentence naming it.
Result<Args> parse_args(const std::vector<std::string>& args, std::size_t from, const Spec& spec);

// Prints "error: <sentence>" on stderr; returns kUsage / kBadInput.
int usage_error(const std::string& sentence);
int input_error(const std::string& sentence);
// A refused stdin line (1-based): an empty line on stdout, "error: line N: <sentence>" on stderr.
void line_error(long line, const std::string& sentence);

}  // namespace arcade::cli
