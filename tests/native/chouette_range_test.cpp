// Cul de chouette's bounded scores: a save, a move or a scenario command that would take a score
// past ±1,000,000,000 is refused with a sentence and changes nothing (scores never wrap at 32 bits).
#include <doctest/doctest.h>

#include "chouette/chouette.hpp"
#include "chouette/scenario.hpp"
#include "common/session.hpp"

using namespace arcade;
using namespace arcade::chouette;
using S = Session<Chouette>;

namespace {

std::string corrections(const std::string& move, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? "." : "") + move;
  return out;
}

}  // namespace

TEST_CASE("chouette range: a save that would take a score out of range is refused") {
  // The reproducer of issue 14: 2148 corrections of -1,000,000 used to wrap to 2146967296.
  const std::string save = "chouette:2::" + corrections("e0=-1000000", 2148) + ":2148";
  CHECK(S::load(save).error() ==
        "Move 1001 of the save (\"e0=-1000000\") is not legal: That would take Player 1's score to "
        "-1001000000, outside the range of a score (-1000000000 to 1000000000).");
  // Up to the bound, the scores are exact.
  Result<S> edge = S::load("chouette:2::" + corrections("e0=-1000000", 1000));
  REQUIRE_MESSAGE(edge.ok(), edge.error());
  CHECK(edge->state().table.players[0].score == -kScoreLimit);
}

TEST_CASE("chouette range: a move past the bound is refused and the game is unchanged") {
  Result<S> loaded = S::load("chouette:2::" + corrections("e1=-1000000", 1000));
  REQUIRE_MESSAGE(loaded.ok(), loaded.error());
  S* s = &loaded.value();
  const std::string before = s->save();
  Rng rng(1);
  CHECK(s->play("e1=-1", rng).error() ==
        "That would take Player 2's score to -1000000001, outside the range of a score (-1000000000 to 1000000000).");
  CHECK(s->save() == before);
  CHECK(s->state().table.players[1].score == -kScoreLimit);
  // A Bévue is a score change like any other.
  CHECK(s->play("x1", rng).error() ==
        "That would take Player 2's score to -1000000010, outside the range of a score (-1000000000 to 1000000000).");
  REQUIRE(s->play("e1=+5", rng).ok());
  CHECK(s->state().table.players[1].score == -kScoreLimit + 5);
}

TEST_CASE("chouette range: a scenario command past the bound names the command") {
  std::string commands;
  for (int i = 0; i < 1000; ++i) commands += std::string(i ? "," : "") + "\"e0=-1000000\"";
  const std::string json = R"({"players": ["A", "B"], "scores": {"A": -1000000}, "commands": [)" + commands + "]}";
  CHECK(replay_json(json).error() ==
        "commands[999]: That would take A's score to -1001000000, outside the range of a score (-1000000000 to "
        "1000000000).");
  CHECK(sloubi_score(kScoreLimit, -kScoreLimit, 0, false).value() == 0);  // no wrap in best - second
}
