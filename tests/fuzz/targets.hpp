// Every fuzz target's entry function (one per parser and per game; the names are listed in
// targets.cmake), shared by the libFuzzer binaries (fuzz_main.cpp) and the doctest that replays
// each target's corpus and regressions without libFuzzer (tests/native/fuzz_replay_test.cpp).
#pragma once
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "chouette/combinations.hpp"
#include "chouette/json.hpp"
#include "chouette/options.hpp"
#include "chouette/scenario.hpp"
#include "cli/cli.hpp"
#include "common/link.hpp"
#include "connect4/book.hpp"
#include "rotate/judge.hpp"
#include "session_fuzz.hpp"

namespace arcade::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Games: a save or a new game of one game, then moves (session_fuzz.hpp).
inline void greed(const std::uint8_t* d, std::size_t n) { run_session("greed", d, n); }
inline void sudoku(const std::uint8_t* d, std::size_t n) { run_session("sudoku", d, n); }
inline void mastermind(const std::uint8_t* d, std::size_t n) { run_session("mastermind", d, n); }
inline void rotate(const std::uint8_t* d, std::size_t n) { run_session("rotate", d, n); }
inline void connect4(const std::uint8_t* d, std::size_t n) { run_session("connect4", d, n); }
inline void chouette(const std::uint8_t* d, std::size_t n) { run_session("chouette", d, n); }

// Params and descs of every game: "<game>\n<params>\n<desc>"; a game made from them saves and
// loads back to itself.
inline void params(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string_view> f = split(text_of(data, size), '\n');
  Result<const GameApi*> game = find_game(f[0]);
  if (!game) return require(!game.error().empty());
  Rng rng(size);
  Result<Snapshot> s = (*game)->create(f.size() > 1 ? f[1] : "", f.size() > 2 ? f[2] : "", rng);
  if (!s) return require(!s.error().empty());
  Result<Snapshot> again = (*game)->load(s->save);
  require(again.ok() && again->save == s->save, "a new game saves and loads back to itself");
}

// Cul de chouette's JSON: a scenario replayed, or (first byte 'o') options for a classified throw.
inline void chouette_json(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = text_of(data, size);
  if (!text.empty() && text[0] == 'o') {
    Result<Value> v = chouette::parse_json(text.substr(1));
    if (!v) return require(!v.error().empty());
    Result<chouette::Options> o = chouette::options_from_value(*v);
    if (!o) return require(!o.error().empty());
    require(chouette::classify_checked({1, 2, 3}, *o).ok());
    return;
  }
  Result<Value> r = chouette::replay_json(text);
  if (!r) return require(!r.error().empty());
  require(!to_json(*r).empty());
}

// The Code Jam "Rotate" input and judge.
inline void codejam(const std::uint8_t* data, std::size_t size) {
  Result<std::string> out = rotate::judge(text_of(data, size));
  require(out.ok() ? out->rfind("Case #1: ", 0) == 0 : !out.error().empty());
}

// The Connect Four opening book's binary format.
inline void book(const std::uint8_t* data, std::size_t size) {
  Result<connect4::Book> b = connect4::Book::load(text_of(data, size));
  if (!b) require(!b.error().empty());
}

// Turn links (core/common/link.hpp): the first line any text holding a link, the next two lines
// moves played by link_move. A link read has a check per move in its chain, and a move is either
// refused with a sentence or answered by a link a turn on (or more: the computers') whose chain
// starts with this one's.
inline void link(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string_view> lines = split(text_of(data, size), '\n');
  Result<LinkInfo> info = link_show(lines[0]);
  if (!info) return require(!info.error().empty());
  // A check per move, and in a link of version 2 that reveals its secret one more for the reveal.
  require(info->chain.size() == info->moves.size() + 1 + (info->revealed ? 1 : 0),
          "a link's chain has a check per move");
  Rng rng(size);
  // Two moves at most, and none where a computer is to move (a link the core made never stops
  // there; from one that does, a computer seat on each side would play the whole game).
  for (std::size_t i = 1; i < lines.size() && i < 3 && !info->status.computer_to_move; ++i) {
    Result<std::string> next = link_move(*info, lines[i], rng);
    if (!next) {
      require(!next.error().empty());
      continue;
    }
    Result<LinkInfo> after = link_show(*next);
    require(after.ok() && after->moves.size() > info->moves.size(), "a move's link reads back, a turn on or more");
    require(std::equal(info->chain.begin(), info->chain.end(), after->chain.begin()), "a move keeps the chain");
    require(to_json(to_value(*after)).size() > 2);
    info = after;
  }
}

// Runs `body` with stdout and stderr sent to /dev/null (the CLI prints every answer).
template <class F>
void silenced(F&& body) {
  std::fflush(stdout);
  std::fflush(stderr);
  std::cout.flush();
  const int out = dup(1), err = dup(2), null = open("/dev/null", O_WRONLY);
  dup2(null, 1);
  dup2(null, 2);
  body();
  std::fflush(stdout);
  std::fflush(stderr);
  std::cout.flush();
  dup2(out, 1);
  dup2(err, 2);
  close(out);
  close(err);
  close(null);
}

// The CLI's line formats: the first line is the command ("greed score", "chouette replay --text",
// "sudoku count --limit 3"...), the rest its stdin. Only the commands that read stdin and finish
// quickly on any input; the exit status is one of the documented ones.
inline void cli(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = text_of(data, size);
  const std::size_t eol = text.find('\n');
  std::vector<std::string> args;
  for (std::string_view w : split(text.substr(0, eol), ' '))
    if (!w.empty()) args.emplace_back(w);
  if (args.size() < 1) return;
  const std::string command = args[0] + (args.size() > 1 ? " " + args[1] : "");
  static const std::vector<std::string> quick = {"greed score",  "rotate",      "sudoku solve",      "sudoku count",
                                                 "sudoku grade", "sudoku hint", "chouette classify", "chouette replay"};
  bool known = false;
  for (const std::string& q : quick) known = known || command == q || (q == "rotate" && args[0] == q);
  // `rotate` is the judge on stdin, but `rotate duel` plays engine games for minutes.
  if (!known || command == "rotate duel") return;
  for (const std::string& a : args)  // sudoku count --limit 1000000 on an empty grid takes a while
    if (a.size() > 3 && a.find_first_not_of("0123456789") == std::string::npos) return;
  std::istringstream in(std::string(eol == std::string_view::npos ? "" : text.substr(eol + 1)));
  std::streambuf* saved = std::cin.rdbuf(in.rdbuf());
  int status = -1;
  silenced([&] {
    status = args[0] == "greed"    ? cli::greed(args)
             : args[0] == "rotate" ? cli::rotate(args)
             : args[0] == "sudoku" ? cli::sudoku(args)
                                   : cli::chouette(args);
  });
  std::cin.rdbuf(saved);
  std::cin.clear();
  require(status == 0 || status == cli::kBadInput || status == cli::kUsage);
}

}  // namespace arcade::fuzz

namespace arcade::fuzz {

// Every target by name (the same list as targets.cmake, checked by the replay test).
struct Target {
  std::string_view name;
  void (*run)(const std::uint8_t*, std::size_t);
};
inline constexpr Target kTargets[] = {
    {"params", params},   {"greed", greed},       {"sudoku", sudoku},     {"mastermind", mastermind},
    {"rotate", rotate},   {"connect4", connect4}, {"chouette", chouette}, {"chouette_json", chouette_json},
    {"codejam", codejam}, {"book", book},         {"cli", cli},           {"link", link}};

}  // namespace arcade::fuzz
