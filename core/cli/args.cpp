// The CLI's shared command-line and error handling (see cli.hpp): options known per command,
// errors on stderr, exit statuses 0 / 1 / 2.
#include <cstdio>

#include "cli.hpp"
#include "common/text.hpp"
#include "messages.hpp"

namespace arcade::cli {

const std::string* Args::value(const std::string& name) const {
  for (const auto& [n, v] : values)
    if (n == name) return &v;
  return nullptr;
}

std::string Args::value_or(const std::string& name, const std::string& fallback) const {
  const std::string* v = value(name);
  return v ? *v : fallback;
}

bool Args::flag(const std::string& name) const {
  for (const std::string& f : flags)
    if (f == name) return true;
  return false;
}

namespace {
bool among(const std::vector<std::string>& names, const std::string& name) {
  for (const std::string& n : names)
    if (n == name) return true;
  return false;
}

std::string listed(const Spec& spec) {
  std::string out;
  for (const std::string& n : spec.values) out += (out.empty() ? "" : ", ") + n + " VALUE";
  for (const std::string& n : spec.flags) out += (out.empty() ? "" : ", ") + n;
  return out.empty() ? "no options" : out;
}
}  // namespace

Result<Args> parse_args(const std::vector<std::string>& args, std::size_t from, const Spec& spec) {
  Args out;
  for (std::size_t i = from; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.size() > 2 && a.compare(0, 2, "--") == 0) {
      if (among(spec.flags, a)) {
        if (out.flag(a)) return fail(msg::kTwice, {{"option", a}});
        out.flags.push_back(a);
      } else if (among(spec.values, a)) {
        if (out.value(a)) return fail(msg::kTwice, {{"option", a}});
        if (i + 1 >= args.size() || args[i + 1].compare(0, 2, "--") == 0)
          return fail(msg::kNeedsValue, {{"option", a}});
        out.values.emplace_back(a, args[++i]);
      } else {
        return fail(msg::kUnknownOption, {{"option", quoted(a)}, {"takes", listed(spec)}});
      }
    } else if (spec.positional) {
      out.positional.push_back(a);
    } else {
      return fail(msg::kUnexpected, {{"argument", quoted(a)}, {"takes", listed(spec)}});
    }
  }
  return out;
}

int usage_error(const std::string& sentence) {
  std::fprintf(stderr, "error: %s\n", sentence.c_str());
  return kUsage;
}

int input_error(const std::string& sentence) {
  std::fprintf(stderr, "error: %s\n", sentence.c_str());
  return kBadInput;
}

void line_error(long line, const std::string& sentence) {
  std::printf("\n");
  std::fprintf(stderr, "error: line %ld: %s\n", line, sentence.c_str());
}

}  // namespace arcade::cli
