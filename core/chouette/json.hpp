// A small strict JSON reader into Value, for Cul de chouette scenarios (CLI stdin, the JS replay
// call and the shared test vectors): errors are sentences with a line and column.
#pragma once
#include <string_view>

#include "../common/result.hpp"
#include "../common/value.hpp"

namespace arcade::chouette {

// Whole numbers that fit 53 bits become Int values, other numbers Number values. Nesting deeper
// than 64 levels is refused, so hostile input cannot exhaust the stack.
Result<Value> parse_json(std::string_view text);

}  // namespace arcade::chouette
