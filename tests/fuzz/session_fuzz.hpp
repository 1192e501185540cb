// The body of the per-game fuzz targets, shared by the libFuzzer binaries and the doctest that
// replays the corpus and every crash found so far: a save (or a new game) of one game, then moves.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "common/registry.hpp"
#include "common/text.hpp"

namespace arcade::fuzz {

// A broken invariant must stop the fuzzer loudly even in release builds, saying which one.
inline void require(bool ok, std::string_view invariant = "a refusal has a sentence") {
  if (ok) return;
  std::fprintf(stderr, "fuzz: broken invariant: %.*s\n", static_cast<int>(invariant.size()), invariant.data());
  std::abort();
}

// Entries of legal() that name a kind of move and need its arguments (a cell and a digit, a code,
// an answer's counts) rather than being a move: play refuses them bare, by design.
inline bool needs_arguments(std::string_view game, std::string_view entry) {
  if (game == "sudoku") return entry == "p" || entry == "e" || entry == "n";
  if (game == "mastermind") return entry == "g" || entry == "a";
  return false;
}

// What every snapshot must satisfy: its save loads back to the same save and view, a finished
// game has winners, and over agrees with an empty legal list.
inline void check_state(const GameApi& game, const Snapshot& s) {
  Result<Snapshot> again = game.load(s.save);
  require(again.ok() && again->save == s.save && to_json(again->view) == to_json(s.view),
          "a save loads back to the same save and view");
  require(!s.status.over || !s.status.winners.empty(), "a finished game has winners");
  require(s.status.over == s.legal.empty(), "over agrees with an empty legal list");
}

// check_state, and play accepts every move legal() lists (each drawing from a stream seeded by
// `salt`).
inline void check_snapshot(const GameApi& game, const Snapshot& s, std::uint64_t salt) {
  check_state(game, s);
  for (const std::string& move : s.legal) {
    if (needs_arguments(game.name(), move)) continue;
    Rng draw(salt);
    if (!game.play(s.save, move, draw)) require(false, "play accepts every move legal() lists: " + s.save + " " + move);
  }
}

// Input for game `name`: the first line is a save without its "<name>:" field, or
// "new <params> <desc>"; each further line one action: "u" undo, "R" redo, "c" computer move,
// "?" a random legal move, else a move. Every accepted action's snapshot is checked (check_state),
// the last one fully (check_snapshot: its legal moves are played, which costs a replay each).
inline void run_session(std::string_view name, const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::vector<std::string_view> lines = split(input, '\n');
  const GameApi* game = find_game(name).value();
  Rng rng(size);
  Result<Snapshot> snap = fail("no game");
  const std::string_view head = lines[0];
  if (head.rfind("new ", 0) == 0) {
    const std::vector<std::string_view> f = split(head.substr(4), ' ');
    snap = game->create(f[0], f.size() > 1 ? f[1] : "", rng);
  } else {
    snap = game->load(std::string(name) + ":" + std::string(head));
  }
  if (!snap) {
    require(!snap.error().empty());
    return;
  }
  for (std::size_t i = 1; i < lines.size() && i < 400; ++i) {
    const std::string_view a = lines[i];
    Result<Snapshot> next = a == "u"   ? game->undo(snap->save)
                            : a == "R" ? game->redo(snap->save)
                            : a == "c" ? game->computer(snap->save, rng)
                            : a == "?" ? game->play(snap->save, game->random_move(snap->save, rng).value(), rng)
                                       : game->play(snap->save, a, rng);
    if (!next) {
      require(!next.error().empty());
      continue;
    }
    check_state(*game, *next);
    snap = std::move(next);
  }
  check_snapshot(*game, *snap, lines.size());
}

}  // namespace arcade::fuzz
