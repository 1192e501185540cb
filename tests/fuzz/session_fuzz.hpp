// The body of the session fuzzer, shared by the libFuzzer target and the doctest that replays the
// corpus and every crash found so far: save strings and moves of every game, any bytes.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <string>

#include "common/registry.hpp"
#include "common/text.hpp"

namespace arcade::fuzz {

// A broken invariant must stop the fuzzer loudly even in release builds.
inline void require(bool ok) {
  if (!ok) std::abort();
}

// Input: first line a save (or "<game>:<params>:<desc>" id, or "new <game> <params>"); each further
// line one action: "u" undo, "R" redo, "c" computer move, "?" a random legal move, else a move.
inline void run_one(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::vector<std::string_view> lines = split(input, '\n');
  Rng rng(size);
  Result<Snapshot> snap = fail("no game");
  const std::string_view head = lines[0];
  if (head.rfind("new ", 0) == 0) {
    const std::vector<std::string_view> f = split(head.substr(4), ' ');
    Result<const GameApi*> g = find_game(f[0]);
    if (g) snap = (*g)->create(f.size() > 1 ? f[1] : "", f.size() > 2 ? f[2] : "", rng);
  } else if (Result<const GameApi*> g = game_of_save(head); g) {
    snap = (*g)->load(head);
  }
  if (!snap) {
    require(!snap.error().empty());
    return;
  }
  const GameApi* game = find_game(snap->game).value();
  for (std::size_t i = 1; i < lines.size() && i < 400; ++i) {
    const std::string_view a = lines[i];
    Result<Snapshot> next = a == "u" ? game->undo(snap->save)
                          : a == "R" ? game->redo(snap->save)
                          : a == "c" ? game->computer(snap->save, rng)
                          : a == "?" ? game->play(snap->save, game->random_move(snap->save, rng).value(), rng)
                                     : game->play(snap->save, a, rng);
    if (!next) {
      require(!next.error().empty());
      continue;
    }
    // Invariants: a save loads back to itself, and a finished game has winners.
    Result<Snapshot> again = game->load(next->save);
    require(again.ok() && again->save == next->save && to_json(again->view) == to_json(next->view));
    require(!next->status.over || !next->status.winners.empty());
    snap = std::move(next);
  }
}

}  // namespace arcade::fuzz
