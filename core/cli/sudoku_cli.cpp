// `arcade sudoku solve|count|grade|hint|generate|bench`: Sudoku puzzles from stdin (one per
// line), generated from seeds, or timed from files.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>

#include "cli.hpp"
#include "common/text.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/grader.hpp"

namespace arcade::cli {

namespace {

using sudoku::Grid;

// Each stdin line is a puzzle; `answer` prints the line's result. A malformed line prints
// "error: <sentence>" and makes the exit status 1.
template <class F>
int each_line(F answer) {
  int status = 0;
  std::string line;
  while (std::getline(std::cin, line)) {
    Result<Grid> g = sudoku::parse_grid(line);
    if (!g) {
      std::printf("error: %s\n", g.error().c_str());
      status = 1;
      continue;
    }
    answer(*g);
  }
  return status;
}

// Solves every puzzle of each file repeatedly for at least `seconds`; one line per file.
int bench(const std::vector<std::string>& files, int limit, double seconds) {
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) {
      std::printf("error: cannot read %s\n", file.c_str());
      return 1;
    }
    std::vector<Grid> puzzles;
    std::string line;
    while (std::getline(in, line)) {
      Result<Grid> g = sudoku::parse_grid(line);
      if (g) puzzles.push_back(*g);
    }
    if (puzzles.empty()) {
      std::printf("error: %s holds no puzzle\n", file.c_str());
      return 1;
    }
    std::uint64_t guesses = 0;
    int unsolved = 0;
    for (const Grid& p : puzzles) unsolved += sudoku::count_solutions(p, limit, nullptr, &guesses) == 0;
    // The best of several rounds in CPU time: other processes on the machine only ever make a
    // round slower, and time spent descheduled is not the solver's.
    double best = 1e30, total = 0;
    long long rounds = 0;
    while (total < seconds || rounds < 3) {
      const std::clock_t t0 = std::clock();
      for (const Grid& p : puzzles) sudoku::count_solutions(p, limit);
      const double t = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
      best = t < best ? t : best;
      total += t;
      ++rounds;
    }
    const double n = static_cast<double>(puzzles.size());
    std::printf("file=%s puzzles=%zu limit=%d rounds=%lld puzzles_per_s=%.0f us_per_puzzle=%.2f "
                "guesses_per_puzzle=%.1f unsolved=%d (CPU time, best round)\n",
                file.c_str(), puzzles.size(), limit, rounds, n / best, best * 1e6 / n,
                static_cast<double>(guesses) / n, unsolved);
  }
  return 0;
}

// `generate`: one line per puzzle ("<puzzle> <solution> <difficulty>"), seeds S, S+1, ...; the
// CPU time each took on stderr at the end (median and 90th percentile).
int generate(const std::vector<std::string>& args) {
  Result<sudoku::Difficulty> d = sudoku::parse_difficulty(option(args, "--difficulty") ? *option(args, "--difficulty") : "medium");
  const auto seed = parse_uint(option(args, "--seed") ? *option(args, "--seed") : "1");
  const auto count = parse_uint(option(args, "--count") ? *option(args, "--count") : "1");
  if (!d || !seed || !count || *count < 1) {
    std::printf("error: %s\n", d ? "--seed and --count take whole numbers (count at least 1)." : d.error().c_str());
    return 2;
  }
  std::vector<double> ms;
  long long attempts = 0;
  int status = 0;
  for (std::int64_t i = 0; i < *count; ++i) {
    Rng rng(mix_seed(static_cast<std::uint64_t>(*seed + i), 0));  // as the JS API's {seed}
    const std::clock_t t0 = std::clock();  // CPU time, as the benchmarks report it
    Result<sudoku::Generated> g = sudoku::generate(*d, rng);
    ms.push_back(1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    if (!g) {
      std::printf("error: %s\n", g.error().c_str());
      status = 1;
      continue;
    }
    attempts += g->attempts;
    std::printf("%s %s %s\n", sudoku::format_grid(g->puzzle).c_str(), sudoku::format_grid(g->solution).c_str(),
                std::string(sudoku::difficulty_name(g->difficulty)).c_str());
  }
  std::sort(ms.begin(), ms.end());
  std::fprintf(stderr, "puzzles=%zu median_ms=%.2f p90_ms=%.2f max_ms=%.2f mean_attempts=%.1f\n", ms.size(),
               ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back(), static_cast<double>(attempts) / static_cast<double>(ms.size()));
  return status;
}

std::string techniques_text(const sudoku::Grading& g) {
  std::string out;
  for (sudoku::Technique t : g.techniques()) out += (out.empty() ? "" : ", ") + std::string(sudoku::technique_name(t));
  return out;
}

int usage() {
  std::fputs("usage: arcade sudoku solve               each stdin puzzle -> its solution or none\n"
             "       arcade sudoku count [--limit N]   each stdin puzzle -> solutions, counted to N (2)\n"
             "       arcade sudoku grade               each stdin puzzle -> difficulty (techniques)\n"
             "       arcade sudoku hint                each stdin grid -> the next steps to a digit\n"
             "       arcade sudoku generate [--difficulty D] [--seed S] [--count N]\n"
             "                                         puzzle, solution, difficulty per line\n"
             "       arcade sudoku bench FILE... [--limit 1|2] [--seconds S]   solver throughput\n",
             stderr);
  return 2;
}

}  // namespace

int sudoku(const std::vector<std::string>& args) {
  const std::string cmd = args.size() > 1 ? args[1] : "";
  if (cmd == "solve") {
    return each_line([](const Grid& g) {
      const std::optional<Grid> s = sudoku::solve(g);
      std::printf("%s\n", s ? sudoku::format_grid(*s).c_str() : "none");
    });
  }
  if (cmd == "grade" || cmd == "hint") {
    int failed = 0;
    const int status = each_line([&](const Grid& g) {
      if (cmd == "grade") {
        Result<sudoku::Grading> r = sudoku::grade(g);
        if (r) std::printf("%s (%s)\n", std::string(sudoku::difficulty_name(r->difficulty)).c_str(), techniques_text(*r).c_str());
        else std::printf("error: %s\n", r.error().c_str());
        failed += !r;
        return;
      }
      Result<std::vector<sudoku::Step>> steps = sudoku::hint(g);
      if (!steps) {
        std::printf("error: %s\n", steps.error().c_str());
        ++failed;
        return;
      }
      std::string line;
      for (const sudoku::Step& step : *steps) line += (line.empty() ? "" : " ") + sudoku::explain(step);
      std::printf("%s\n", line.c_str());
    });
    return failed ? 1 : status;
  }
  if (cmd == "generate") return generate(args);
  if (cmd == "count" || cmd == "bench") {
    const auto limit = parse_uint(option(args, "--limit") ? *option(args, "--limit") : cmd == "count" ? "2" : "1");
    if (!limit || *limit < 1 || *limit > 1000000) {
      std::printf("error: --limit takes a whole number from 1 to 1000000.\n");
      return 2;
    }
    const int n = static_cast<int>(*limit);
    if (cmd == "count")
      return each_line([n](const Grid& g) { std::printf("%d\n", sudoku::count_solutions(g, n)); });
    const auto seconds = parse_uint(option(args, "--seconds") ? *option(args, "--seconds") : "2");
    std::vector<std::string> files;
    for (std::size_t i = 2; i < args.size(); ++i) {
      if (args[i] == "--limit" || args[i] == "--seconds") ++i;
      else files.push_back(args[i]);
    }
    if (files.empty() || !seconds) return usage();
    return bench(files, n, static_cast<double>(*seconds));
  }
  return usage();
}

}  // namespace arcade::cli
