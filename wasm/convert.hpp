// Checked conversions between JS values and the core: every wrong type, NaN, range or length
// becomes a sentence, and results go back as JSON text (nothing to .delete()).
#pragma once
#include <emscripten/val.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "common/result.hpp"
#include "common/rng.hpp"
#include "common/value.hpp"

namespace arcade::wasm {

using emscripten::val;

// The lengths the exports accept, in one place: the bindings check them and arcade.mjs reads them
// (the `limits` export) to refuse a longer argument before any of it is copied into wasm.
namespace limit {
inline constexpr std::size_t kGameName = 64, kParams = 1024, kLevelName = 16, kDifficultyName = 64;
inline constexpr std::size_t kPuzzle = 4096;  // room for a puzzle laid out with spaces and line breaks
inline constexpr std::size_t kJudgeInput = 1 << 20;
inline constexpr std::size_t kThrowDice = 64;  // longer throws get classify's own count sentence
inline constexpr std::size_t kChouetteOptions = 4096;
inline constexpr std::size_t kWords = 4096;
inline constexpr std::size_t kSeedText = 64;
// A text holding a turn link: a whole URL around the token; the core refuses a token over its own
// limit (kMaxLinkLength) with its sentence, so this one is only the copy's bound.
inline constexpr std::size_t kLinkText = 1 << 16;
inline constexpr std::size_t kDateText = 64;  // longer is no date: refused by length before it is read
// A search budget's largest nodes and seconds (Connect Four's, connect4::kMaxBudgetNodes, and Sudoku's lists).
inline constexpr double kBudgetNodes = 1e12, kBudgetSeconds = 600;
}  // namespace limit

// "a string", "null", "an array"... for sentences about what JS passed.
std::string describe(const val& v);

Result<std::vector<int>> int_array(const val& v, const std::string& what, const std::string& item, int min, int max,
                                   std::size_t max_length);
// A string of at most max_length UTF-8 bytes; a longer one is refused by its JS length before
// it is copied (a UTF-16 length above the limit means at least as many bytes).
Result<std::string> string_arg(const val& v, const std::string& what, std::size_t max_length);

// How much a search may spend, {nodes, seconds} from JS; 0 means no limit of that kind.
struct SearchBudget {
  std::uint64_t nodes = 0;
  double seconds = 0;
};
// {nodes?, seconds?}, at least one, within limit::kBudget*; undefined: `fallback`.
Result<SearchBudget> budget_arg(const val& v, const SearchBudget& fallback);

// The randomness of a call: {seed} (a whole number, or a string of digits, for a reproducible
// game: the stream is derived from the seed and the save's move count) or {words} (uint32 words
// from crypto.getRandomValues, consumed by rejection sampling).
Result<std::unique_ptr<WordSource>> random_source(const val& v, std::size_t position);
// The seeded stream of {seed} alone (a whole number or a string of digits).
Result<std::unique_ptr<WordSource>> seed_source(const val& seed, std::size_t position);

// Every result crosses as the JSON text of {ok: true, value} or {ok: false, error}, which
// arcade.mjs parses: JSON.parse defines each field, where building a JS object field by field
// from here assigned it, so a setter or prototype a caller had put on Object.prototype or
// Array.prototype ran inside the call (a throwing one killed the module) or took a result field
// (a player named "__proto__").
val ok(const Value& value);
val error(const std::string& message);
// {ok:false, error: English, message: {id, params}} (no `message` for a sentence without an id).
val error(const Error& e);

// Where a save's undo position stands (moves before it), read without replaying: the seeded
// stream of a call depends on it, so undo-then-play draws the same dice.
std::size_t save_position(const std::string& save);

}  // namespace arcade::wasm
