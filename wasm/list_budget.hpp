// The budget Sudoku's list calls spend (solveAll, countAll): the exact solver's guesses and the
// seconds of a whole list, checked between its puzzles; the refusal names the limit it ran out of.
#pragma once
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

#include "convert.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/messages.hpp"

namespace arcade::wasm {

// Spends a list call's budget, puzzle by puzzle: it is checked between puzzles, so a call runs past
// it by at most one puzzle (a count to 100,000, the longest, is about 0.17 s in wasm here).
class ListBudget {
 public:
  explicit ListBudget(const SearchBudget& budget) : budget_(budget), start_(std::chrono::steady_clock::now()) {}
  std::uint64_t* guesses() { return &guesses_; }
  // True once a limit is reached (kept: each limit is checked once a puzzle).
  bool spent() {
    if (budget_.nodes && guesses_ >= budget_.nodes) out_ = Out::Nodes;
    if (out_ == Out::None && budget_.seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() >= budget_.seconds)
      out_ = Out::Seconds;
    return out_ != Out::None;
  }
  // The refusal of a list stopped with `done` of its `total` puzzles answered, naming the limit.
  Error refusal(std::size_t done, std::size_t total) const {
    const auto d = static_cast<long long>(done), t = static_cast<long long>(total);
    if (out_ == Out::Nodes)
      return fail(sudoku::msg::kListNodes,
                  {{"nodes", static_cast<long long>(budget_.nodes)}, {"done", d}, {"total", t}});
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", budget_.seconds);
    return fail(sudoku::msg::kListSeconds, {{"seconds", std::string(seconds)}, {"done", d}, {"total", t}});
  }

 private:
  enum class Out { None, Nodes, Seconds };
  SearchBudget budget_;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t guesses_ = 0;
  Out out_ = Out::None;
};

// Answers the grids in order with answer(grid, guesses) within the budget; the refusal when it
// ran out with puzzles left (one that finished with the last puzzle is answered).
template <class Answer>
std::optional<Error> each_within(const std::vector<sudoku::Grid>& grids, ListBudget& budget, Answer answer) {
  for (std::size_t i = 0; i < grids.size(); ++i) {
    if (i > 0 && budget.spent()) return budget.refusal(i, grids.size());
    answer(grids[i], budget.guesses());
  }
  return std::nullopt;
}

}  // namespace arcade::wasm
