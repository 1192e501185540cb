// Subcommand entry points of the `arcade` CLI (one function per game).
#pragma once
#include <string>
#include <vector>

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
// args[0] is "sudoku": solve, count or bench puzzles read from stdin or files.
int sudoku(const std::vector<std::string>& args);
// args[0] is "chouette": Cul de chouette throws classified, scenarios replayed (stdin).
int chouette(const std::vector<std::string>& args);
// args[0] is "selfplay": a whole seeded computer game of any registered game.
int selfplay(const std::vector<std::string>& args);

// "--name value" lookups shared by subcommands; nullptr when absent.
const std::string* option(const std::vector<std::string>& args, const std::string& name);
// Whether a bare "--flag" is among the arguments.
bool has_flag(const std::vector<std::string>& args, const std::string& flag);

}  // namespace arcade::cli
