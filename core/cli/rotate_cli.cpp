// `arcade rotate`: the Code Jam judge, input on stdin, output on stdout; a bad input prints
// `error: <sentence>` and the exit status is 1.
#include <cstdio>
#include <iostream>
#include <iterator>

#include "cli.hpp"
#include "rotate/judge.hpp"

namespace arcade::cli {

int rotate(const std::vector<std::string>&) {
  const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const Result<std::string> out = rotate::judge(input);
  if (!out) {
    std::printf("error: %s\n", out.error().c_str());
    return 1;
  }
  std::fputs(out->c_str(), stdout);
  return 0;
}

}  // namespace arcade::cli
