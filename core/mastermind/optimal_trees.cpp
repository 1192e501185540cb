// The stored strategy trees of the "optimal" Mastermind breaker (format: optimal_tree.hpp), as
// printed by the offline search tools/mastermind_optimal.cpp (how it searches: its opening comment).
#include "optimal_tree.hpp"

namespace arcade::mastermind::optimal {

namespace {

// 4 pegs, 6 colours, duplicates allowed: total 5625 over the 1296 secrets (average 4.3403, at
// most 6 guesses; histogram 1:1 2:8 3:102 4:630 5:548 6:7), the optimum (Koyama and Lai, 1993),
// proven by the search itself: no candidate was left out.
//   build/native/mastermind_optimal --pegs 4 --colors 6
// 36 s on the shared 2-core machine (7.4 s of CPU), 47099 sets searched; 230 nodes.
constexpr std::string_view k4x6 =
    "aabcddefeedeefdeefeedefedefddeeedddddeffdedfdedebddeffafccfdefafdfaffbfffcefcecfcffdebffcecdcfed"
    "eceddeafdffbdbfbebefdefbcfdfeceeecfeccceefcecfcecdcfbeffccddfdcddfaeddafcdefbfebbbfdbefddbeeebdf"
    "cdedddfbdbfeddebcdefbfdbbbeebfdfccdebdefddaebfddbdedabdfbddbbdcdeeaaceeafbafefabecafccafccaeccfa"
    "ceafcceacedaecfbcbffcbfedbeaceebcbdebeafcfcacecabbeabbaebbafebcfceadbceeecadbcffcbcecbcfdbcebcdb"
    "bcbebdfabbadbecfbecebcedbcddbcbdbcdecfabcdabbfaabfcacbaebcafaddebfbfcffcbbbffefcbfbdebbfbebbeccc"
    "cfecceccdffccefcdefceaefbebddaefffdcbbbebfbeaffffafebdbdcedcdbbeedfcdafeeafeadefadedadeeadaebffc"
    "cbbfbcbfbbfcdbccbfbacebbbcbdbbbabefccbbdebfcbeccdbdcfaebbedcbebacaddcafdbadfbadbbaebbaedeafacfac"
    "abfbcbbebdcccaeeabfdacdfaecfabefacefcaceaefabadeabedacfeafaaacceadfaabdeadeaadfaadaebacfcadbcada"
    "abcfafcabeacacdbabeaabfaacadabaeabcaabdecaffcdbfeafcbebcefbcbabfdafbaafaacefcadcadccaebfcafdafbe"
    "abdecabfcabdaacfaafbacbdabfcabecabacabdebabcaaacaafbaabd";

}  // namespace

std::string_view stored_text(const Options& o) {
  if (o.pegs == 4 && o.colours == 6 && o.duplicates) return k4x6;
  return {};
}

}  // namespace arcade::mastermind::optimal
