// Numbers as JavaScript writes them (see number_text.hpp): natively from the C library, in wasm from
// the page's own JavaScript, so that no core downloads printf's and strtod's code (some 10 KB gzipped).
#include "number_text.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
EM_JS(int, arcade_number_text, (double d, char* out, int size), { return stringToUTF8(Object.is(d, -0) ? '-0' : String(d), out, size); });
EM_JS(double, arcade_number_value, (const char* text), { return Number(UTF8ToString(text)); });
// clang-format on
#endif

namespace arcade {

#ifdef __EMSCRIPTEN__

std::string number_text(double d) {
  char out[40];  // the longest text String() gives a double, "-1.2345678901234567e-308", is 24
  arcade_number_text(d, out, sizeof out);
  return out;
}

double number_value(std::string_view text) { return arcade_number_value(std::string(text).c_str()); }

#else

namespace {
// The shortest decimal digits of a finite d > 0 that read back as d, and the power of ten of the
// first: d = 0.<digits> x 10^point.
void shortest(double d, std::string& digits, int& point) {
  char buf[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*e", precision - 1, d);
    if (std::strtod(buf, nullptr) == d) break;
  }
  const std::string text = buf;  // d.ddddde±x
  const std::size_t e = text.find('e');
  digits = text.substr(0, 1) + (e > 2 ? text.substr(2, e - 2) : "");
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  point = std::atoi(text.c_str() + e + 1) + 1;
}
}  // namespace

std::string number_text(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0" : "0";
  std::string sign = d < 0 ? "-" : "";
  std::string digits;
  int n = 0;
  shortest(std::fabs(d), digits, n);
  const int k = static_cast<int>(digits.size());
  // ECMA-262 Number::toString: plain between 1e-7 and 1e21, else one digit, a point and an exponent.
  if (k <= n && n <= 21) return sign + digits + std::string(static_cast<std::size_t>(n - k), '0');
  if (0 < n && n <= 21)
    return sign + digits.substr(0, static_cast<std::size_t>(n)) + "." + digits.substr(static_cast<std::size_t>(n));
  if (-6 < n && n <= 0) return sign + "0." + std::string(static_cast<std::size_t>(-n), '0') + digits;
  const std::string exponent = (n - 1 >= 0 ? "+" : "-") + std::to_string(std::abs(n - 1));
  return sign + digits.substr(0, 1) + (k > 1 ? "." + digits.substr(1) : "") + "e" + exponent;
}

double number_value(std::string_view text) { return std::strtod(std::string(text).c_str(), nullptr); }

#endif

}  // namespace arcade
