// Prints the "best" Mastermind breaker's stored book (kBook in core/mastermind/best_openings.cpp)
// as the generator makes it today; built and run by scripts/mastermind-book.sh.
#include <cstdio>
#include <cstring>

#include "mastermind/best_openings.hpp"

using namespace arcade::mastermind;

int main(int argc, char** argv) {
  // The first guesses take minutes on 5 x 8 (a whole tree per pattern): kept from the stored book
  // unless asked for with --first.
  const bool first_too = argc > 1 && std::strcmp(argv[1], "--first") == 0;
  for (const Options& o : {Options{4, 6, true, 10}, Options{4, 10, false, 10}, Options{5, 8, true, 12}}) {
    const Space& s = Space::of(o);
    const best::Opening* stored = best::stored_opening(s);
    const int first = first_too || !stored ? best::generate_first_guess(s) : stored->first;
    best::Opening fresh = best::generate_opening(s, first);
    // Only 5 x 8 needs more: its third and later guesses on big sets took up to 20 ms native.
    if (o.pegs == 5) best::generate_deeper(s, fresh, best::tuning_for(s).exact_limit);
    std::printf("    %s\n", best::opening_source(s, fresh).c_str());
  }
  return 0;
}
