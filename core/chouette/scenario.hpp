// Cul de chouette scenarios: players, starting scores and tokens, options and a list of commands
// (JSON, shaped after shared/data/chouette/vectors.json) replayed through the engine into final
// scores and every effect; the CLI, the JS API and the tests all replay through here.
#pragma once
#include <string_view>

#include "../common/result.hpp"
#include "../common/value.hpp"
#include "table.hpp"

namespace arcade::chouette {

// Longest scenario text accepted (a whole game is a few KB).
inline constexpr std::size_t kMaxScenarioLength = 1 << 20;

// The result object: {players, scores, deltas, tokens, effects: [{command, player, delta, reason,
// token}], window, pending, over, winner, options}. A bad scenario gives a sentence naming the
// field or the command ("commands[2]: Karadoc has already bet on Alouette (2); one bet per player.").
Result<Value> replay(const Value& scenario);
Result<Value> replay_json(std::string_view text);

// A JSON command object ({"throw": [2, 3, 5]}, {"call": "pas-mou", "order": ["B"]}…) or a move
// string ("t235") for this table; player names resolve to seats.
Result<Command> command_from_value(const Value& v, const Table& t);

// A scenario entry shaped like shared/data/chouette/vectors.json ({"id", "inputs": {...}}) as an
// ordinary scenario (replay() does this by itself when it sees "inputs"); a Chante-Sloubi entry
// gives {"sloubi": {"base", "score"}} instead.
Result<Value> scenario_from_vector(const Value& entry);

// In the Grelottine window: each holder who may challenge the Néant's thrower and the maximum
// stake per target ([{player, seat, maxStakes: {"chouette": 40, …}}]); empty elsewhere.
Value challengers_value(const Table& t);

// The tokens a player holds, as scenario names ("grelottine", "civet", "passe-grelot"…).
Value tokens_value(const PlayerState& p);
// One effect as the replay and the session view show it.
Value effect_value(const Table& t, const Effect& e);

}  // namespace arcade::chouette
