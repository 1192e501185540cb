// Cul de chouette's computer players: what each computer seat does in every window (bots.cpp).
//
// Seat kinds: 'h' a person, 'c' the computer player, 'n' a naive computer (keeps every Chouette,
// never calls, bets nor challenges: the baseline the computer is measured against).
// Their whims (bet or not, on which bird, how fast they call) are drawn from a generator seeded
// by a hash of the table, so they are a function of the position: status and view can say in
// advance what the computers will do, and a replayed game plays the same way. The dice they
// throw come from the session's word source like everyone's.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "table.hpp"

namespace arcade::chouette {

// A computer seat's next decision outside the races: the move (an intent such as "t" or
// "h42" for throws) and how long a person would take over it.
struct BotMove {
  int seat = -1;
  std::string move;
  int ms = 0;  // 800-1700 to decide; 4500 when it leaves people time to bet before throwing
};

// One computer's call in the race open on the table: after `ms` (450-1450), unless `only_first`
// and somebody has called already (a Contre-Sirop is a Bévue for all but the first caller).
struct Reaction {
  int seat = -1;
  int ms = 0;
  bool only_first = false;
};

// How close two calls must be to tie, as the page's race measures them.
inline constexpr int kTieMs = 120;

bool race_window(Window w);
bool is_computer(char kind);

// The next decision of a computer seat (none: a person decides, or a race is open).
std::optional<BotMove> bot_move(const Table& t, std::string_view kinds);
// The computers' calls in the race open on the table (empty outside races).
std::vector<Reaction> bot_reactions(const Table& t, std::string_view kinds);
// The race's move when only those calls are heard ("g2,0+1"), timed as the page times a race.
std::string race_move(const Table& t, const std::vector<Reaction>& reactions);

}  // namespace arcade::chouette
