// Checked JS <-> core conversions (see convert.hpp).
#include "convert.hpp"

#include <cmath>

#include "common/number_text.hpp"
#include "common/text.hpp"

namespace arcade::wasm {

std::string describe(const val& v) {
  if (v.isNull()) return "null";
  if (v.isUndefined()) return "undefined";
  if (v.isArray()) return "an array";
  const std::string t = v.typeOf().as<std::string>();
  if (t == "number") {
    const double d = v.as<double>();
    if (std::isnan(d)) return "NaN";
    return "the number " + number_text(d);
  }
  if (t == "object") return "an object";
  if (t == "string" || t == "boolean" || t == "bigint" || t == "symbol" || t == "function")
    return std::string(t == "object" ? "an " : "a ") + t;
  return t;
}

namespace {
// A JS value that is a whole number in [min, max], or a sentence about it.
Result<int> whole(const val& v, const std::string& name, int min, int max) {
  if (!v.isNumber()) return fail(name + " is " + describe(v) + ", not a number.");
  const double d = v.as<double>();
  if (std::isnan(d) || std::isinf(d) || d != std::floor(d))
    return fail(name + " is " + number_text(d) + ", not a whole number.");
  if (d < min || d > max)
    return fail(name + " is " + number_text(d) + "; it must be from " + std::to_string(min) + " to " +
                std::to_string(max) + ".");
  return static_cast<int>(d);
}
}  // namespace

Result<std::vector<int>> int_array(const val& v, const std::string& what, const std::string& item, int min, int max,
                                   std::size_t max_length) {
  if (!v.isArray()) return fail(what + " must be an array, not " + describe(v) + ".");
  const double length = v["length"].as<double>();
  if (length > static_cast<double>(max_length))
    return fail(what + " must have at most " + std::to_string(max_length) + " elements, not " + number_text(length) +
                ".");
  std::vector<int> out;
  for (std::size_t i = 0; i < static_cast<std::size_t>(length); ++i) {
    Result<int> n = whole(v[i], item + " " + std::to_string(i + 1), min, max);
    if (!n) return n.failure();
    out.push_back(*n);
  }
  return out;
}

Result<SearchBudget> budget_arg(const val& v, const SearchBudget& fallback) {
  if (v.isUndefined()) return fallback;
  if (v.isNull() || v.typeOf().as<std::string>() != "object" || v.isArray())
    return fail("The budget must be an object like {nodes, seconds}, not " + describe(v) + ".");
  SearchBudget b;
  const val nodes = v["nodes"];
  const val seconds = v["seconds"];
  if (nodes.isUndefined() && seconds.isUndefined()) return fail("The budget needs nodes, seconds or both.");
  if (!nodes.isUndefined()) {
    const double d = nodes.isNumber() ? nodes.as<double>() : -1;
    if (!(d >= 1 && d <= limit::kBudgetNodes && d == std::floor(d)))
      return fail("The budget's nodes must be a whole number from 1 to 10^12, not " + describe(nodes) + ".");
    b.nodes = static_cast<std::uint64_t>(d);
  }
  if (!seconds.isUndefined()) {
    const double d = seconds.isNumber() ? seconds.as<double>() : -1;
    if (!(d > 0 && d <= limit::kBudgetSeconds))
      return fail("The budget's seconds must be a number above 0 and at most 600, not " + describe(seconds) + ".");
    b.seconds = d;
  }
  return b;
}

Result<std::string> string_arg(const val& v, const std::string& what, std::size_t max_length) {
  if (!v.isString()) return fail(what + " must be a string, not " + describe(v) + ".");
  const double units = v["length"].as<double>();
  if (units > static_cast<double>(max_length))
    return fail(what + " must be at most " + std::to_string(max_length) + " characters long, not " +
                number_text(units) + ".");
  // Well formed already: arcade.mjs (text) makes a lone surrogate U+FFFD before any string comes here.
  std::string s = v.as<std::string>();
  if (s.size() > max_length)
    return fail(what + " must be at most " + std::to_string(max_length) + " characters long, not " +
                std::to_string(s.size()) + ".");
  return s;
}

Result<std::unique_ptr<WordSource>> seed_source(const val& seed, std::size_t position) {
  std::uint64_t s = 0;
  if (seed.isString()) {
    Result<std::string> text = string_arg(seed, "The seed", limit::kSeedText);
    if (!text) return text.failure();
    const auto n = parse_uint(*text);
    if (!n) return fail("The seed " + quoted(*text) + " is not a whole number.");
    s = static_cast<std::uint64_t>(*n);
  } else if (seed.isNumber()) {
    const double d = seed.as<double>();
    if (std::isnan(d) || d < 0 || d > 9007199254740991.0 || d != std::floor(d))
      return fail("The seed must be a whole number from 0 to 2^53-1, not " + describe(seed) + ".");
    s = static_cast<std::uint64_t>(d);
  } else {
    return fail("The seed must be a number or a string of digits, not " + describe(seed) + ".");
  }
  return std::unique_ptr<WordSource>(std::make_unique<Rng>(mix_seed(s, position)));
}

Result<std::unique_ptr<WordSource>> random_source(const val& v, std::size_t position) {
  const std::string shape = "The random source must be {seed} or {words}";
  if (v.isNull() || v.isUndefined() || v.typeOf().as<std::string>() != "object" || v.isArray())
    return fail(shape + ", not " + describe(v) + ".");
  const val seed = v["seed"];
  if (!seed.isUndefined()) return seed_source(seed, position);
  const val words = v["words"];
  if (words.isUndefined()) return fail(shape + ".");
  const bool typed = words.instanceof (val::global("Uint32Array"));
  if (!typed && !words.isArray())
    return fail("The random words must be a Uint32Array or an array, not " + describe(words) + ".");
  const double length = words["length"].as<double>();
  if (length > static_cast<double>(limit::kWords))
    return fail("At most " + std::to_string(limit::kWords) + " random words may be given at once.");
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < static_cast<std::size_t>(length); ++i) {
    const val w = words[i];
    const double d = w.isNumber() ? w.as<double>() : -1;
    if (!(d >= 0 && d <= 4294967295.0 && d == std::floor(d)))
      return fail("Random word " + std::to_string(i + 1) + " is not a 32-bit unsigned integer.");
    out.push_back(static_cast<std::uint32_t>(d));
  }
  return std::unique_ptr<WordSource>(std::make_unique<WordPool>(std::move(out)));
}

val ok(const Value& value) { return val("{\"ok\":true,\"value\":" + to_json(value) + "}"); }

val error(const std::string& message) { return val(to_json(Value::object().set("ok", false).set("error", message))); }

val error(const Error& e) {
  Value v = Value::object();
  v.set("ok", false).set("error", e.message);
  if (!e.id.empty()) v.set("message", message_value(e));
  return val(to_json(v));
}

std::size_t save_position(const std::string& save) {
  const std::vector<std::string_view> f = split(save, ':');
  if (f.size() >= 5) {
    const auto p = parse_uint(f[4]);
    return p ? static_cast<std::size_t>(*p) : 0;
  }
  if (f.size() == 4 && !f[3].empty()) return split(f[3], '.').size();
  return 0;
}

}  // namespace arcade::wasm
