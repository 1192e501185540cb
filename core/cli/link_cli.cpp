// `arcade link new|move|show`: turn links (core/common/link.hpp) from the command line. A token
// and a newline on stdout (show: its JSON on one line); the core's refusal on stderr, exit 1.
#include <cstdio>
#include <random>

#include "cli.hpp"
#include "common/link.hpp"
#include "common/text.hpp"

namespace arcade::cli {

namespace {

constexpr const char* kUsageText =
    "usage: arcade link new GAME --params P [--desc D] [--seed S]\n"
    "       arcade link move LINK MOVE [--seed S]\n"
    "       arcade link show LINK\n";

// The words of a call: --seed's stream at `position` (as the JS API's {seed}), else the system's.
Result<Rng> words_of(const Args& a, std::size_t position) {
  const std::string* given = a.value("--seed");
  if (!given) return Rng(mix_seed((std::uint64_t{std::random_device{}()} << 32) | std::random_device{}(), position));
  const auto seed = parse_uint(*given);
  if (!seed) return fail("--seed takes a whole number, not " + quoted(*given) + ".");
  return Rng(mix_seed(static_cast<std::uint64_t>(*seed), position));
}

int print_token(const Result<std::string>& token) {
  if (!token) return input_error(token.error());
  std::printf("%s\n", token->c_str());
  return 0;
}

// How many words a command takes after "link <command>", or a usage error naming what is wrong.
Result<Args> read(const std::vector<std::string>& args, const Spec& spec, std::size_t words, const char* shape) {
  Result<Args> a = parse_args(args, 2, spec);
  if (a && a->positional.size() != words)
    return fail("link " + args[1] + " takes " + shape + ", not " + std::to_string(a->positional.size()) + " words.");
  return a;
}

}  // namespace

int link(const std::vector<std::string>& args) {
  const std::string command = args.size() > 1 ? args[1] : "";
  if (command == "new") {
    Result<Args> a = read(args, Spec{{"--params", "--desc", "--seed"}, {}, true}, 1, "one GAME");
    if (!a) return usage_error(a.error());
    Result<Rng> words = words_of(*a, 0);
    if (!words) return usage_error(words.error());
    return print_token(
        link_new(a->positional[0], a->value_or("--params", ""), a->value_or("--desc", ""), words.value()));
  }
  if (command == "move") {
    Result<Args> a = read(args, Spec{{"--seed"}, {}, true}, 2, "a LINK and a MOVE");
    if (!a) return usage_error(a.error());
    if (Result<Rng> seeded = words_of(*a, 0); !seeded) return usage_error(seeded.error());
    Result<LinkInfo> info = link_show(a->positional[0]);
    if (!info) return input_error(info.error());
    Result<Rng> words = words_of(*a, info->moves.size());
    return print_token(link_move(*info, a->positional[1], words.value()));
  }
  if (command == "show") {
    Result<Args> a = read(args, Spec{{}, {}, true}, 1, "one LINK");
    if (!a) return usage_error(a.error());
    Result<LinkInfo> info = link_show(a->positional[0]);
    if (!info) return input_error(info.error());
    std::printf("%s\n", to_json(to_value(*info)).c_str());
    return 0;
  }
  std::fputs(kUsageText, stderr);
  if (!command.empty())
    return usage_error("There is no command link " + quoted(command) + "; the commands are new, move and show.");
  return kUsage;
}

}  // namespace arcade::cli
