// Numbers as JavaScript writes and reads them (core/common/number_text.hpp), natively; the wasm build answers from JS
// itself (tests/node/errors.test.mjs).
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "common/number_text.hpp"

using arcade::number_text;
using arcade::number_value;

TEST_CASE("number_text writes what JavaScript's String(d) writes (-0 with its sign)") {
  // Each pair as node prints it: node -p 'String(x)'.
  const std::pair<double, const char*> cases[] = {
      {0.0, "0"},
      {-0.0, "-0"},
      {7, "7"},
      {-42, "-42"},
      {1.5, "1.5"},
      {0.1, "0.1"},
      {0.1 + 0.2, "0.30000000000000004"},
      {1.0 / 3, "0.3333333333333333"},
      {123.456, "123.456"},
      {9007199254740992.0, "9007199254740992"},
      {1e20, "100000000000000000000"},
      {1e21, "1e+21"},
      {1.5e300, "1.5e+300"},
      {0.000001, "0.000001"},
      {1e-7, "1e-7"},
      {0.000123, "0.000123"},
      {-2.5e-8, "-2.5e-8"},
      {5e-324, "5e-324"},
      {1.7976931348623157e308, "1.7976931348623157e+308"},
      {2147483648.0, "2147483648"},
      {600, "600"},
      {0.8, "0.8"},
      {std::numeric_limits<double>::infinity(), "Infinity"},
      {-std::numeric_limits<double>::infinity(), "-Infinity"},
      {std::numeric_limits<double>::quiet_NaN(), "NaN"},
  };
  for (const auto& [d, text] : cases) CHECK(number_text(d) == text);
}

TEST_CASE("number_value reads a JSON number's text to the nearest double, and number_text reads back") {
  CHECK(number_value("0") == 0.0);
  CHECK(number_value("-12") == -12.0);
  CHECK(number_value("2.5e3") == 2500.0);
  CHECK(number_value("0.1") == 0.1);
  CHECK(number_value("1E-7") == 1e-7);
  CHECK(std::isinf(number_value("1e400")));
  for (double d : {0.1, 1.0 / 3, 123.456e-200, 5e-324, 1.7976931348623157e308, 9007199254740993.0})
    CHECK(number_value(number_text(d)) == d);
}
