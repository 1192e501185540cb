// `arcade chouette classify|replay`: Cul de chouette throws classified line by line, and whole
// scenarios (JSON on stdin) replayed into final scores and effects, so rules can be checked from
// outside the engine.
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

#include "chouette/combinations.hpp"
#include "chouette/scenario.hpp"
#include "cli.hpp"
#include "common/text.hpp"
#include "messages.hpp"

namespace arcade::cli {

namespace {

using namespace arcade::chouette;

// "1 2 3", "1,2,3" or "[1, 2, 3]": the numbers of a line, or a sentence about the first non-number.
Result<std::vector<int>> dice_of(const std::string& line) {
  std::vector<int> dice;
  std::string token;
  auto flush = [&]() -> Check {
    if (token.empty()) return {};
    const auto n = parse_uint(token);
    if (!n || *n > 1000) return fail(msg::kNotDie, {{"token", quoted(token)}});
    dice.push_back(static_cast<int>(*n));
    token.clear();
    return {};
  };
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == ',' || c == '[' || c == ']' || c == '\r') {
      if (Check k = flush(); !k) return k.failure();
    } else {
      token += c;
    }
  }
  if (Check k = flush(); !k) return k.failure();
  return dice;
}

int classify_lines(const Options& o) {
  int status = 0;
  std::string line;
  for (long n = 1; std::getline(std::cin, line); ++n) {
    Result<std::vector<int>> dice = dice_of(line);
    Result<Classification> c = dice ? classify_checked(*dice, o) : Result<Classification>(dice.failure());
    if (!c) {
      line_error(n, c.error());
      status = kBadInput;
      continue;
    }
    std::printf("%s %d %d\n", std::string(combo_id(c->combo)).c_str(), c->value, c->thrower_points);
  }
  return status;
}

int replay_stdin(bool text) {
  const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  Result<Value> r = replay_json(input);
  if (!r) return input_error(r.error());
  if (!text) {
    std::printf("%s\n", to_json(*r).c_str());
    return 0;
  }
  // Human form: one "name score" line per player, then the effects, then what is pending.
  const Value& scores = *r->get("scores");
  for (std::size_t i = 0; i < scores.keys().size(); ++i)
    std::printf("%s %lld\n", scores.keys()[i].c_str(), static_cast<long long>(scores.items()[i].as_int()));
  for (const Value& e : r->get("effects")->items()) {
    const Value* token = e.get("token");
    const long long delta = e.get("delta")->as_int();
    std::printf("  [%lld] %s %s%s: %s\n", static_cast<long long>(e.get("command")->as_int()),
                e.get("player")->as_string().c_str(),
                token->kind() == Value::Kind::String ? token->as_string().c_str() : (delta >= 0 ? "+" : ""),
                token->kind() == Value::Kind::String ? "" : std::to_string(delta).c_str(),
                e.get("reason")->as_string().c_str());
  }
  std::printf("%s\n", r->get("pending")->as_string().c_str());
  return 0;
}

}  // namespace

int chouette(const std::vector<std::string>& args) {
  const std::string cmd = args.size() > 1 ? args[1] : "";
  if (cmd == "classify") {
    Result<Args> a = parse_args(args, 2, Spec{{"--options"}, {}});
    if (!a) return usage_error(a.error());
    Result<Options> o = parse_options(a->value_or("--options", ""));
    if (!o) return usage_error(o.error());
    return classify_lines(*o);
  }
  if (cmd == "replay") {
    Result<Args> a = parse_args(args, 2, Spec{{}, {"--text"}});
    if (!a) return usage_error(a.error());
    return replay_stdin(a->flag("--text"));
  }
  std::fprintf(stderr,
               "usage: arcade chouette classify [--options FLAGS] < lines of 3 dice (\"1 2 3\")\n"
               "       arcade chouette replay [--text] < a scenario (JSON)\n");
  return kUsage;
}

}  // namespace arcade::cli
