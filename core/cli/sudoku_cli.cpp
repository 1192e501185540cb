// `arcade sudoku solve|count|grade|hint|generate|bench`: Sudoku puzzles from stdin (one per
// line), generated from seeds, or timed from files.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
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

// Each stdin line is a puzzle; `answer` prints the line's result, or returns the sentence why
// there is none. A malformed or refused line is a line_error and makes the exit status 1.
template <class F>
int each_line(F answer) {
  int status = 0;
  std::string line;
  for (long n = 1; std::getline(std::cin, line); ++n) {
    Result<Grid> g = sudoku::parse_grid(line);
    Check done = g ? answer(*g) : Check(g.failure());
    if (!done) {
      line_error(n, done.error());
      status = kBadInput;
    }
  }
  return status;
}

// Solves every puzzle of each file in whole passes for at least `seconds` of CPU time after one
// warm-up pass; one line per file. One call is one benchmark round: the bench script interleaves
// rounds of this, the wasm build and the reference solver and quotes medians, so a loaded machine
// slows every side alike. With --limit 1 the solution is written out, as a solver's caller needs.
int bench(const std::vector<std::string>& files, int limit, double seconds) {
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) return input_error("Cannot read " + quoted(file) + ".");
    std::vector<Grid> puzzles;
    std::string line;
    while (std::getline(in, line)) {
      Result<Grid> g = sudoku::parse_grid(line);
      if (g) puzzles.push_back(*g);
    }
    if (puzzles.empty()) return input_error(quoted(file) + " holds no puzzle.");
    std::uint64_t guesses = 0;
    int unsolved = 0;
    Grid solution{};
    Grid* first = limit == 1 ? &solution : nullptr;
    for (const Grid& p : puzzles) unsolved += sudoku::count_solutions(p, limit, first, &guesses) == 0;
    long long passes = 0;
    double t = 0;
    const std::clock_t t0 = std::clock();
    do {
      for (const Grid& p : puzzles) sudoku::count_solutions(p, limit, first);
      ++passes;
      t = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
    } while (t < seconds);
    const double n = static_cast<double>(puzzles.size()) * static_cast<double>(passes);
    std::printf(
        "file=%s puzzles=%zu limit=%d passes=%lld puzzles_per_s=%.0f us_per_puzzle=%.2f "
        "guesses_per_puzzle=%.1f unsolved=%d (CPU time, one round)\n",
        file.c_str(), puzzles.size(), limit, passes, n / t, t * 1e6 / n,
        static_cast<double>(guesses) / static_cast<double>(puzzles.size()), unsolved);
  }
  return 0;
}

// `generate`: one line per puzzle ("<puzzle> <solution> <difficulty>"), seeds S, S+1, ...; with
// --timing the CPU time each took as a last line (median and 90th percentile), on stdout: stderr
// is for errors only.
int generate(const Args& args) {
  Result<sudoku::Difficulty> d = sudoku::parse_difficulty(args.value_or("--difficulty", "medium"));
  const auto seed = parse_uint(args.value_or("--seed", "1"));
  const auto count = parse_uint(args.value_or("--count", "1"));
  if (!d) return usage_error(d.error());
  if (!seed || !count || *count < 1) return usage_error("--seed and --count take whole numbers (count at least 1).");
  std::vector<double> ms;
  long long attempts = 0;
  int status = 0;
  for (std::int64_t i = 0; i < *count; ++i) {
    Rng rng(mix_seed(static_cast<std::uint64_t>(*seed + i), 0));  // as the JS API's {seed}
    const std::clock_t t0 = std::clock();                         // CPU time, as the benchmarks report it
    Result<sudoku::Generated> g = sudoku::generate(*d, rng);
    ms.push_back(1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    if (!g) {
      std::fprintf(stderr, "error: seed %lld: %s\n", static_cast<long long>(*seed + i), g.error().c_str());
      status = kBadInput;
      continue;
    }
    attempts += g->attempts;
    std::printf("%s %s %s\n", sudoku::format_grid(g->puzzle).c_str(), sudoku::format_grid(g->solution).c_str(),
                std::string(sudoku::difficulty_name(g->difficulty)).c_str());
  }
  if (!args.flag("--timing")) return status;
  std::sort(ms.begin(), ms.end());
  std::printf("puzzles=%zu median_ms=%.2f p90_ms=%.2f max_ms=%.2f mean_attempts=%.1f\n", ms.size(), ms[ms.size() / 2],
              ms[ms.size() * 9 / 10], ms.back(), static_cast<double>(attempts) / static_cast<double>(ms.size()));
  return status;
}

std::string techniques_text(const sudoku::Grading& g) {
  std::string out;
  for (sudoku::Technique t : g.techniques()) out += (out.empty() ? "" : ", ") + std::string(sudoku::technique_name(t));
  return out;
}

int usage() {
  std::fputs(
      "usage: arcade sudoku solve               each stdin puzzle -> its solution or none\n"
      "       arcade sudoku count [--limit N]   each stdin puzzle -> solutions, counted to N (2)\n"
      "       arcade sudoku grade               each stdin puzzle -> difficulty (techniques)\n"
      "       arcade sudoku hint                each stdin grid -> the next steps to a digit\n"
      "       arcade sudoku generate [--difficulty D] [--seed S] [--count N] [--timing]\n"
      "                                         puzzle, solution, difficulty per line\n"
      "       arcade sudoku bench FILE... [--limit 1|2] [--seconds S]   solver throughput (one round)\n",
      stderr);
  return kUsage;
}

}  // namespace

// The options each command takes.
Spec spec_of(const std::string& cmd) {
  if (cmd == "count") return Spec{{"--limit"}, {}};
  if (cmd == "bench") return Spec{{"--limit", "--seconds"}, {}, true};
  if (cmd == "generate") return Spec{{"--difficulty", "--seed", "--count"}, {"--timing"}};
  return Spec{};
}

int sudoku(const std::vector<std::string>& args) {
  const std::string cmd = args.size() > 1 ? args[1] : "";
  if (cmd != "solve" && cmd != "grade" && cmd != "hint" && cmd != "generate" && cmd != "count" && cmd != "bench")
    return usage();
  Result<Args> a = parse_args(args, 2, spec_of(cmd));
  if (!a) return usage_error(a.error());
  if (cmd == "solve") {
    return each_line([](const Grid& g) -> Check {
      const std::optional<Grid> s = sudoku::solve(g);
      std::printf("%s\n", s ? sudoku::format_grid(*s).c_str() : "none");
      return {};
    });
  }
  if (cmd == "grade") {
    return each_line([](const Grid& g) -> Check {
      Result<sudoku::Grading> r = sudoku::grade(g);
      if (!r) return r.failure();
      std::printf("%s (%s)\n", std::string(sudoku::difficulty_name(r->difficulty)).c_str(),
                  techniques_text(*r).c_str());
      return {};
    });
  }
  if (cmd == "hint") {
    return each_line([](const Grid& g) -> Check {
      Result<std::vector<sudoku::Step>> steps = sudoku::hint(g);
      if (!steps) return steps.failure();
      std::string line;
      for (const sudoku::Step& step : *steps) line += (line.empty() ? "" : " ") + sudoku::explain(step);
      std::printf("%s\n", line.c_str());
      return {};
    });
  }
  if (cmd == "generate") return generate(*a);
  const auto limit = parse_uint(a->value_or("--limit", cmd == "count" ? "2" : "1"));
  if (!limit || *limit < 1 || *limit > 1000000) return usage_error("--limit takes a whole number from 1 to 1000000.");
  const int n = static_cast<int>(*limit);
  if (cmd == "count") {
    return each_line([n](const Grid& g) -> Check {
      std::printf("%d\n", sudoku::count_solutions(g, n));
      return {};
    });
  }
  const std::string seconds_text = a->value_or("--seconds", "2");
  char* end = nullptr;
  const double seconds = std::strtod(seconds_text.c_str(), &end);
  if (seconds_text.empty() || *end != '\0' || !(seconds > 0 && seconds <= 3600))
    return usage_error("--seconds takes a number of seconds above 0 and at most 3600.");
  if (a->positional.empty()) return usage();
  return bench(a->positional, n, seconds);
}

}  // namespace arcade::cli
