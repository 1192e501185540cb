// `arcade rotate`: the Code Jam judge, input on stdin, output on stdout; a bad input prints
// `error: <sentence>` on stderr, nothing on stdout, and the exit status is 1.
#include <cstdio>
#include <iostream>
#include <iterator>

#include "cli.hpp"
#include "rotate/judge.hpp"

namespace arcade::cli {

int rotate(const std::vector<std::string>& args) {
  if (Result<Args> a = parse_args(args, 1, Spec{}); !a) return usage_error(a.error());
  const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const Result<std::string> out = rotate::judge(input);
  if (!out) return input_error(out.error());
  std::fputs(out->c_str(), stdout);
  return 0;
}

}  // namespace arcade::cli
