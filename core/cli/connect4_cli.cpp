// `arcade connect4 solve|analyze`: perfect-play scores of stdin positions, one line each.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <iostream>
#include <string>

#include "cli.hpp"
#include "common/text.hpp"
#include "messages.hpp"
#include "connect4/connect4.hpp"
#include "connect4/solver.hpp"

namespace arcade::cli {

namespace {

// A line of a test set: "<moves>" or "<moves> <score>" (the score is checked for form and
// otherwise ignored: the output is the solver's own).
Result<connect4::Position> parse_line(std::string line) {
  if (!line.empty() && line.back() == '\r') line.pop_back();
  std::vector<std::string> fields;
  for (std::string_view f : split(line, ' '))
    if (!f.empty()) fields.emplace_back(f);
  if (fields.empty()) return fail(msg::kLineEmpty);
  if (fields.size() > 2) return fail(msg::kLineFields);
  if (fields.size() == 2) {
    const std::string_view score = fields[1];
    const bool negative = !score.empty() && score[0] == '-';
    if (!parse_uint(negative ? score.substr(1) : score)) return fail(msg::kScore, {{"score", quoted(score)}});
  }
  return connect4::Position::from_moves(fields[0]);
}

// `budget`: none (nodes and seconds 0) searches each line to the end; otherwise a line that runs
// out of it is refused with the sentence saying so.
int solve_lines(bool weak, bool analyze, bool stats, int table_bits, const connect4::Book* book,
                const connect4::Budget& budget) {
  const bool bounded = budget.nodes || budget.seconds > 0;
  connect4::Solver solver(table_bits);
  solver.use_book(book);
  int status = 0;
  std::uint64_t nodes = 0;
  double micros = 0;
  long long positions = 0;
  std::string line;
  for (long n = 1; std::getline(std::cin, line); ++n) {
    Result<connect4::Position> p = parse_line(line);
    if (!p) {
      line_error(n, p.error());
      status = kBadInput;
      continue;
    }
    solver.reset_nodes();
    const auto t0 = std::chrono::steady_clock::now();
    std::string out;
    if (analyze) {
      const auto scores = bounded ? solver.analyze(*p, budget, weak) : std::optional(solver.analyze(*p, weak));
      if (!scores) {
        line_error(n, connect4::out_of_budget_sentence(budget));
        status = kBadInput;
        continue;
      }
      for (const std::optional<int>& s : *scores)
        out += (out.empty() ? "" : " ") + (s ? std::to_string(*s) : std::string("-"));
    } else {
      const std::optional<int> score =
          bounded ? solver.solve(*p, budget, weak) : std::optional(weak ? solver.solve_weak(*p) : solver.solve(*p));
      if (!score) {
        line_error(n, connect4::out_of_budget_sentence(budget));
        status = kBadInput;
        continue;
      }
      out = std::to_string(*score);
    }
    micros += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    nodes += solver.nodes();
    ++positions;
    std::printf("%s\n", out.c_str());
  }
  if (stats && positions) {
    const double n = static_cast<double>(positions);
    std::fprintf(stderr, "positions=%lld mean_nodes=%.1f mean_us=%.2f\n", positions, static_cast<double>(nodes) / n,
                 micros / n);
  }
  return status;
}

}  // namespace

int connect4(const std::vector<std::string>& args) {
  const std::string cmd = args.size() > 1 ? args[1] : "";
  if (cmd == "book") return connect4_book(args);
  if (cmd == "daily-days") return connect4_daily_days(args);
  if (cmd == "solve" || cmd == "analyze") {
    Result<Args> a =
        parse_args(args, 2, Spec{{"--table-bits", "--book", "--nodes", "--seconds"}, {"--weak", "--stats"}});
    if (!a) return usage_error(a.error());
    connect4::Budget budget;
    if (const std::string* v = a->value("--nodes")) {
      const auto n = parse_uint(*v);
      if (!n || *n < 1 || static_cast<double>(*n) > connect4::kMaxBudgetNodes)
        return usage_error("--nodes takes a whole number from 1 to 10^12, not " + quoted(*v) + ".");
      budget.nodes = static_cast<std::uint64_t>(*n);
    }
    if (const std::string* v = a->value("--seconds")) {
      char* end = nullptr;
      const double s = std::strtod(v->c_str(), &end);
      if (v->empty() || *end != '\0' || !(s > 0 && s <= connect4::kMaxBudgetSeconds))
        return usage_error("--seconds takes a number above 0 and at most 600, not " + quoted(*v) + ".");
      budget.seconds = s;
    }
    int bits = connect4::kDefaultTableBits;
    if (const std::string* b = a->value("--table-bits")) {
      const auto n = parse_uint(*b);
      if (!n || *n < 10 || *n > 28) return usage_error("--table-bits takes a whole number from 10 to 28.");
      bits = static_cast<int>(*n);
    }
    // A book that cannot be read is said so, and the answers come from search: still exact.
    std::optional<connect4::Book> book;
    if (const std::string* path = a->value("--book")) {
      std::ifstream in(*path, std::ios::binary);
      std::ostringstream bytes;
      bytes << in.rdbuf();
      Result<connect4::Book> loaded = in ? connect4::Book::load(bytes.str())
                                         : Result<connect4::Book>(fail(msg::kNoFile, {{"path", quoted(*path)}}));
      if (loaded) book = std::move(loaded).value();
      else std::fprintf(stderr, "warning: opening book not used, searching instead: %s\n", loaded.error().c_str());
    }
    return solve_lines(a->flag("--weak"), cmd == "analyze", a->flag("--stats"), bits, book ? &*book : nullptr, budget);
  }
  std::fprintf(stderr,
               "usage: arcade connect4 solve|analyze [--weak] [--stats] [--table-bits B] [--book FILE]\n"
               "                                     [--nodes N] [--seconds S]\n"
               "  stdin: lines of \"<moves> [score]\" (1-based columns); stdout: one score per line\n"
               "  (analyze: the score of each column, - when full); --weak: signs only; --stats:\n"
               "  mean nodes and microseconds per position on stderr; --table-bits: 2^B table words\n"
               "  (default %d); --book: an opening book (a bad one is reported and searched around);\n"
               "  --nodes, --seconds: a budget per line (default none; at most 10^12 nodes, 600 s): a\n"
               "  line that runs out is refused (exit status 1)\n"
               "       arcade connect4 book ...   the opening book's generator (arcade connect4 book)\n",
               connect4::kDefaultTableBits);
  return kUsage;
}

}  // namespace arcade::cli
