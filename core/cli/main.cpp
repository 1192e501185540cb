// The native command-line tool `arcade`: one subcommand group per game.
#include <cstdio>
#include <string>
#include <vector>

#include "cli.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "greed") return arcade::cli::greed(args);
  if (!args.empty() && args[0] == "mastermind") return arcade::cli::mastermind(args);
  if (!args.empty() && args[0] == "rotate") return arcade::cli::rotate(args);
  if (!args.empty() && args[0] == "connect4") return arcade::cli::connect4(args);
  if (!args.empty() && args[0] == "sudoku") return arcade::cli::sudoku(args);
  if (!args.empty() && args[0] == "chouette") return arcade::cli::chouette(args);
  if (!args.empty() && args[0] == "selfplay") return arcade::cli::selfplay(args);
  if (!args.empty() && args[0] == "link") return arcade::cli::link(args);
  if (!args.empty() && args[0] == "daily") return arcade::cli::daily(args);
  std::fputs(
      "usage: arcade <game> <command> [options]\n"
      "  arcade greed score            score each stdin line of dice (\"1 1 1 5 1\" -> 1150)\n"
      "  arcade greed duel [options]   computer players against each other; win rates\n"
      "  arcade greed policy           the expected-points policy: stop totals and turn value (--choose:\n"
      "                                under the house rule \"choose the dice to keep\")\n"
      "  arcade mastermind stats --pegs P --colors C [--no-duplicates] --strategy S\n"
      "                                every secret played by a code breaker; totals\n"
      "  arcade rotate                 the Code Jam \"Rotate\" judge: input on stdin\n"
      "  arcade rotate duel [--games N] [--seed S] [--n N] [--k K] [--budget B]\n"
      "                                the strong computer against the strong computer before issue 15\n"
      "  arcade connect4 solve|analyze [--weak] [--stats]\n"
      "                                score each stdin line of moves (\"4455\" -> 18)\n"
      "  arcade connect4 daily-days --from DATE --to DATE   the dailies made ahead (core/connect4/daily_days.inc)\n"
      "  arcade sudoku solve|count|grade|hint   each stdin puzzle (81 cells) -> solution, count...\n"
      "  arcade sudoku generate|bench  seeded puzzles of a grade; solver throughput on files\n"
      "  arcade chouette classify|replay   Cul de chouette: stdin lines of 3 dice, or a scenario (JSON)\n"
      "  arcade selfplay <game> --params P --seed S   a seeded computer game; prints its save\n"
      "  arcade link new GAME --params P [--desc D] [--code C] [--seed S]   a turn link's first token\n"
      "                                (a game with a secret, Mastermind: then the maker's secret on a line)\n"
      "  arcade link move LINK MOVE [--seed S]   the next token, the computer seats' moves included\n"
      "  arcade link move LINK --secret S [--seed S]   the code maker's answer, computed from the secret\n"
      "  arcade link show LINK [--secret S]   the link checked and replayed, as JSON on one line\n"
      "  arcade daily <game> --date YYYY-MM-DD   the day's challenge (UTC date) as one line of JSON\n",
      stderr);
  return 2;
}
