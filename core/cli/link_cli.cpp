// `arcade link new|move|show`: turn links (core/common/link.hpp) from the command line. A token
// and a newline on stdout (show: its JSON on one line; new of a game with a secret: the secret its
// maker keeps on a second line); the core's refusal on stderr, exit 1.
#include <cstdio>
#include <random>

#include "cli.hpp"
#include "common/link.hpp"
#include "common/text.hpp"

namespace arcade::cli {

namespace {

constexpr const char* kUsageText =
    "usage: arcade link new GAME --params P [--desc D] [--code C] [--seed S]\n"
    "       arcade link move LINK MOVE [--seed S]\n"
    "       arcade link move LINK --secret S [--seed S]   (the code maker's answer)\n"
    "       arcade link show LINK [--secret S]\n";

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

// How many words a command takes after "link <command>" (`words`, or `or_words` where not 0), or a
// usage error naming what is wrong.
Result<Args> read(const std::vector<std::string>& args, const Spec& spec, std::size_t words, const char* shape,
                  std::size_t or_words = 0) {
  Result<Args> a = parse_args(args, 2, spec);
  if (a && a->positional.size() != words && (or_words == 0 || a->positional.size() != or_words))
    return fail("link " + args[1] + " takes " + shape + ", not " + std::to_string(a->positional.size()) + " words.");
  return a;
}

}  // namespace

int link(const std::vector<std::string>& args) {
  const std::string command = args.size() > 1 ? args[1] : "";
  if (command == "new") {
    Result<Args> a = read(args, Spec{{"--params", "--desc", "--code", "--seed"}, {}, true}, 1, "one GAME");
    if (!a) return usage_error(a.error());
    Result<Rng> words = words_of(*a, 0);
    if (!words) return usage_error(words.error());
    Result<NewLink> made = link_start(a->positional[0], a->value_or("--params", ""), a->value_or("--desc", ""),
                                      words.value(), a->value_or("--code", ""));
    if (!made) return input_error(made.error());
    std::printf("%s\n", made->token.c_str());
    if (!made->secret.empty()) std::printf("%s\n", made->secret.c_str());
    return 0;
  }
  if (command == "move") {
    // With --secret the code maker answers: the move is the core's, so the LINK alone.
    const Spec spec{{"--seed", "--secret"}, {}, true};
    const Result<Args> parsed = parse_args(args, 2, spec);
    const bool maker = parsed && parsed->value("--secret");
    Result<Args> a =
        read(args, spec, 2, maker ? "a LINK and with --secret no MOVE" : "a LINK and a MOVE", maker ? 1 : 0);
    if (!a) return usage_error(a.error());
    if (Result<Rng> seeded = words_of(*a, 0); !seeded) return usage_error(seeded.error());
    const std::string secret = a->value_or("--secret", "");
    Result<LinkInfo> info = link_show(a->positional[0], secret);
    if (!info) return input_error(info.error());
    Result<Rng> words = words_of(*a, info->moves.size());
    const std::string move = a->positional.size() > 1 ? a->positional[1] : "";
    return print_token(link_move(*info, move, words.value(), secret));
  }
  if (command == "show") {
    Result<Args> a = read(args, Spec{{"--secret"}, {}, true}, 1, "one LINK");
    if (!a) return usage_error(a.error());
    Result<LinkInfo> info = link_show(a->positional[0], a->value_or("--secret", ""));
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
