// Helpers of the Cul de chouette engine tests: a named table from flags, moves run with their
// effects as text lines, and refusals that must leave the table unchanged.
#pragma once
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "chouette/table.hpp"

namespace chouette_test {

using namespace arcade;
using namespace arcade::chouette;

inline Table table(const std::string& flags = "", int players = 3, int first = 0) {
  std::vector<std::string> names = {"A", "B", "C", "D", "E", "F", "G", "H"};
  names.resize(static_cast<std::size_t>(players));
  Result<Options> o = parse_options(flags);
  REQUIRE_MESSAGE(o.ok(), o.error());
  return new_table(names, *o, first);
}

// "A +16 Chouette of 4" or "B +grelottine Néant" per effect of the move.
inline std::vector<std::string> run(Table& t, const std::string& move) {
  Result<Command> c = parse_command(move, static_cast<int>(t.players.size()));
  REQUIRE_MESSAGE(c.ok(), move << ": " << c.error());
  Result<std::vector<Effect>> r = execute(t, *c);
  REQUIRE_MESSAGE(r.ok(), move << ": " << r.error());
  std::vector<std::string> out;
  for (const Effect& e : *r)
    out.push_back(t.players[static_cast<std::size_t>(e.player)].name + " " +
                  (e.token.empty() ? (e.delta >= 0 ? "+" : "") + std::to_string(e.delta) : e.token) + " " + e.reason);
  return out;
}

inline void play(Table& t, std::initializer_list<const char*> moves) {
  for (const char* m : moves) run(t, m);
}

// The move's error; the table must be exactly as before.
inline std::string refused(Table& t, const std::string& move) {
  Result<Command> c = parse_command(move, static_cast<int>(t.players.size()));
  if (!c) return c.error();
  const Table before = t;
  Result<std::vector<Effect>> r = execute(t, *c);
  CHECK_FALSE(r.ok());
  CHECK(t.window == before.window);
  CHECK(t.players.size() == before.players.size());
  for (std::size_t i = 0; i < t.players.size(); ++i) {
    CHECK(t.players[i].score == before.players[i].score);
    CHECK(t.players[i].grelottine == before.players[i].grelottine);
    CHECK(t.players[i].civet == before.players[i].civet);
  }
  CHECK(t.effects.size() == before.effects.size());
  return r.error();
}
inline std::string refused(Table&& t, const std::string& move) { return refused(t, move); }

using Lines = std::vector<std::string>;

}  // namespace chouette_test
