// Numbers to and from text as JavaScript reads and writes them, natively and in wasm alike.
#pragma once
#include <string>
#include <string_view>

namespace arcade {

// `d` as JavaScript's String(d) writes it: the shortest digits that read back exactly, plain from
// 1e-7 to 1e21 ("0.1", "1e+21", "5e-324", "NaN", "-Infinity"), except that -0 keeps its sign
// ("-0": a refusal quoting it names what was given). JSON output, messages quoting a
// number from JS and the budgets' seconds all read the same on every platform.
std::string number_text(double d);

// The double a number's text names (JSON syntax, checked by the caller), correctly rounded.
double number_value(std::string_view text);

}  // namespace arcade
