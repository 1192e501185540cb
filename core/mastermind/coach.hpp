// The coach's numbers for the person breaking the code: how many codes were still possible after
// each answer, and once the game is over the computer's strongest breaker on the same secret.
#pragma once
#include <vector>

#include "breakers.hpp"
#include "mastermind.hpp"

namespace arcade::mastermind {

struct CoachRow {
  Code guess;
  int remaining = 0;  // codes that still fit every answer up to and including this guess's
};

struct Coach {
  int codes = 0;                      // the whole space: what the first guess starts from
  std::vector<int> remaining;         // after each answered guess of the person's, in order
  Strategy breaker = Strategy::Best;  // Optimal where the game has a stored tree, else Best
  std::vector<CoachRow> replay;       // the breaker's game on the secret (empty before the end)
};

// The numbers for a game where the person breaks the code; refused when the computer breaks it.
// During the game each call also plays one more guess of the replay unseen (kept for the next
// call, so the end has little left to play); the numbers never depend on the calls before.
Result<Coach> coach(const State& s);

// The computer's strongest breaker for these options: the stored optimal tree, else "best".
Strategy strongest_breaker(const Options& o);

}  // namespace arcade::mastermind
