// tdoku_bench: the reference solver's side of the Sudoku benchmark, a driver around tdoku (built outside this
// repo by scripts/build-tdoku-bench.sh, never part of the build). `tdoku_bench FILE LIMIT [SECONDS]` times one
// round as `arcade sudoku bench` does: one warm-up pass, then whole passes over the list for at least SECONDS
// of CPU time, and prints puzzles_per_s=<n> for tests/bench/sudoku.bench.mjs.
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "tdoku.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: tdoku_bench FILE LIMIT [SECONDS]\n");
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "error: cannot read %s\n", argv[1]);
    return 1;
  }
  std::vector<std::string> puzzles;
  for (std::string line; std::getline(in, line);)
    if (line.size() >= 81) puzzles.push_back(line.substr(0, 81));
  const std::size_t limit = std::strtoul(argv[2], nullptr, 10);
  const double seconds = argc > 3 ? std::atof(argv[3]) : 0.5;
  if (puzzles.empty() || limit < 1 || !(seconds > 0)) {
    std::fprintf(stderr, "error: no puzzle in %s, or a bad LIMIT or SECONDS\n", argv[1]);
    return 1;
  }
  char solution[82] = {};
  std::size_t guesses = 0, unsolved = 0;
  for (const std::string& p : puzzles) {
    std::size_t g = 0;
    unsolved += SolveSudoku(p.c_str(), limit, 0, solution, &g) == 0;
    guesses += g;
  }
  long passes = 0;
  double t = 0;
  const std::clock_t t0 = std::clock();
  do {
    for (const std::string& p : puzzles) {
      std::size_t g = 0;
      SolveSudoku(p.c_str(), limit, 0, solution, &g);
    }
    ++passes;
    t = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
  } while (t < seconds);
  const double n = static_cast<double>(puzzles.size()) * static_cast<double>(passes);
  std::printf(
      "file=%s puzzles=%zu limit=%zu passes=%ld puzzles_per_s=%.0f us_per_puzzle=%.2f guesses_per_puzzle=%.1f "
      "unsolved=%zu (CPU time, one round)\n",
      argv[1], puzzles.size(), limit, passes, n / t, t * 1e6 / n,
      static_cast<double>(guesses) / static_cast<double>(puzzles.size()), unsolved);
  return 0;
}
