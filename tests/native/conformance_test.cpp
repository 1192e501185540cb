// Every registered game through the same paces: random playouts, save/load round trips at every
// step, undo/redo symmetry, junk moves and corrupted saves (rejected, never crashing).
#include <doctest/doctest.h>

#include "build_speed.hpp"
#include "game_test_data.hpp"

#include "common/registry.hpp"

using namespace arcade;

namespace {

// Params per game for playouts (every mode a game has), from the game's folder: the registry knows
// nothing of options. A registered game without its core/<game>/test_data.cpp fails here by name.
const test::GameTestData& data_of(const GameApi& g) {
  const test::GameTestData* data = test::game_test_data(g.name());
  INFO(g.name(), " has no core/", g.name(), "/test_data.cpp (ARCADE_GAME_TEST_DATA, tests/native/game_test_data.hpp)");
  REQUIRE(data != nullptr);
  INFO(g.name(), "'s test data has no playout params");
  REQUIRE_FALSE(data->playouts.empty());
  return *data;
}

// Junk in every game (no game may accept one: "r0", say, would not do: it is a Cul de chouette move).
const char* const kJunkMoves[] = {"",    ".",    ":",
                                  "zz",  "r9",   "r-1",
                                  "b.b", "\xff", "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr"};

}  // namespace

TEST_CASE("conformance: every registered game survives random playouts and junk") {
  REQUIRE_FALSE(games().empty());
  for (const GameApi* g : games())
    for (const std::string& params : data_of(*g).playouts) {
      CAPTURE(std::string(g->name()));
      CAPTURE(params);
      // Every move replays the save, so a long game (Cul de chouette) costs the square of its length:
      // twelve games per mode natively, four in wasm (two of a long game), and under the
      // sanitizers, which look for memory faults rather than rule slips, two (one).
      const bool long_games = data_of(*g).long_games;
      const std::uint64_t seeds = !test::kSlowBuild       ? 12u
                                  : test::kSanitizedBuild ? (long_games ? 1u : 2u)
                                                          : (long_games ? 2u : 4u);
      for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        Rng rng(seed);
        Result<Snapshot> snap = g->create(params, "", rng);
        REQUIRE_MESSAGE(snap.ok(), snap.error());
        int steps = 0;
        while (!snap->status.over && steps < 5000) {
          const std::string save = snap->save;
          // Each check below replays the whole save: slow builds check every step of a game's first
          // 40 and one step in 8 after that, which keeps long games (Cul de chouette) linear enough.
          const bool check_step = !test::kSlowBuild || steps < 40 || steps % 8 == 0;
          if (check_step) {
            // Round trip: loading a save gives back the same save and view.
            Result<Snapshot> again = g->load(save);
            REQUIRE(again.ok());
            CHECK(again->save == save);
            CHECK(to_json(again->view) == to_json(snap->view));
            // Junk moves are refused with a sentence and the save is untouched.
            for (const char* junk : kJunkMoves) {
              Result<Snapshot> bad = g->play(save, junk, rng);
              INFO(g->name(), " accepted the junk move \"", std::string(junk), "\" at ", save);
              REQUIRE_FALSE(bad.ok());
              CHECK_FALSE(bad.error().empty());
            }
          }
          Result<std::string> move = g->random_move(save, rng);
          REQUIRE(move.ok());
          REQUIRE_FALSE(move->empty());
          Result<Snapshot> next = g->play(save, *move, rng);
          REQUIRE_MESSAGE(next.ok(), *move << ": " << next.error());
          CHECK(next->move_count == snap->position + 1);
          if (check_step && next->can_undo) {
            Result<Snapshot> back = g->undo(next->save);
            REQUIRE(back.ok());
            CHECK(to_json(back->view) == to_json(snap->view));
            Result<Snapshot> fwd = g->redo(back->save);
            REQUIRE(fwd.ok());
            CHECK(fwd->save == next->save);
          }
          snap = next;
          ++steps;
        }
        CHECK(snap->status.over);
        CHECK_FALSE(snap->status.winners.empty());
        CHECK(g->play(snap->save, "x", rng).error() == "The game is over.");
      }
    }
}

TEST_CASE("conformance: corrupted saves are rejected with a sentence, never a crash") {
  for (const GameApi* g : games())
    for (const std::string& params : data_of(*g).playouts) {
      CAPTURE(std::string(g->name()));
      CAPTURE(params);
      Rng rng(77);
      Result<Snapshot> snap = g->create(params, "", rng);
      REQUIRE(snap.ok());
      for (int i = 0; i < 30 && !snap->status.over; ++i)
        snap = g->play(snap->save, g->random_move(snap->save, rng).value(), rng);
      const std::string save = snap->save;
      int rejected = 0;
      for (std::size_t cut = 0; cut < save.size(); ++cut) {  // every truncation
        Result<Snapshot> r = g->load(save.substr(0, cut));
        if (!r) {
          CHECK_FALSE(r.error().empty());
          ++rejected;
        }
      }
      const std::string alphabet = "0123456789:.,abcxyz-+=_\x01\xff";
      for (int i = 0; i < (test::kSlowBuild ? 400 : 2000); ++i) {  // random single-character mutations
        std::string bad = save;
        bad[below(rng, static_cast<std::uint32_t>(bad.size()))] =
            alphabet[below(rng, static_cast<std::uint32_t>(alphabet.size()))];
        Result<Snapshot> r = g->load(bad);
        if (r) CHECK(g->load(r->save).ok());  // whatever loads re-saves to something loadable
        else {
          CHECK_FALSE(r.error().empty());
          ++rejected;
        }
      }
      CHECK(rejected > 0);
    }
}

TEST_CASE("registry: lookups by name and by save") {
  REQUIRE_FALSE(games().empty());
  std::string names;
  for (const GameApi* g : games()) {
    CHECK(find_game(g->name()).value() == g);
    CHECK(game_of_save(std::string(g->name()) + ":::").value() == g);
    names += (names.empty() ? "" : ", ") + std::string(g->name());
  }
  CHECK(find_game("chess").error() == "There is no game called \"chess\"; the games are " + names + ".");
  CHECK(game_of_save("nothing").error() == "A save has the form game:params:desc:moves:position.");
}
