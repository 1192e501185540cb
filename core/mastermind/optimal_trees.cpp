// The stored strategy trees of the "optimal" Mastermind breaker (format: optimal_tree.hpp), as
// printed by the offline search tools/mastermind_optimal.cpp (how it searches: its opening comment).
#include "optimal_tree.hpp"

namespace arcade::mastermind::optimal {

namespace {

// 4 pegs, 6 colours, duplicates allowed: total 5625 over the 1296 secrets (average 4.3403, at
// most 6 guesses; histogram 1:1 2:8 3:102 4:630 5:548 6:7), the optimum (Koyama and Lai, 1993),
// proven by the search itself: no candidate was left out.
//   build/native/mastermind_optimal --pegs 4 --colors 6
// 36 s wall on the loaded, shared 2-core machine (8.3 s of CPU, 11 MB), 47099 sets searched;
// 230 nodes, 920 letters (399 bytes gzipped).
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

// Bulls and Cows (4 pegs of 10 colours, no duplicates): total 26274 over the 5040 secrets
// (average 5.2131, at most 7 guesses; histogram 1:1 2:7 3:66 4:719 5:2388 6:1768 7:91), the
// published optimum (Tanaka, 1996). The exact search is far too slow here: this tree comes from
// the tool's policy improvement over the "best" breaker, which reaches the optimum but does not
// prove it (the published figure does). Every code of distinct colours is abcd renamed, so the
// first guess is abcd; the parts after it were improved 6 levels deep:
//   build/native/mastermind_optimal --pegs 4 --colors 10 --no-duplicates --first abcd
//       --rollout 6 --width 200 --tune 60,300 --exact 6   (one line)
// 47 s wall on the loaded, shared 2-core machine (29 s of CPU, 87 MB); 899 nodes, 3596 letters
// (1.7 KB gzipped). Parts after abcd: 0,0 1446  0,1 6495  0,2 5548  0,3 1004  0,4 23  1,0 1913
// 1,1 2992  1,2 804  1,3 22  2,0 659  2,1 240  2,2 15  3,0 73; the exact search (--first abcd
// --part E,M) proves 0,0 0,3 1,2 2,0 2,1 3,0 optimal in minutes, the big parts are out of reach.
constexpr std::string_view kBulls =
    "abcdefghfgijhejihijegjeiihjfiejfijfegijfhiejhjifgiejfejifjeifijgfiejfjigfeijfghigjefhefjhejfghej"
    "hifeghieghifjehgfjegiehffiegfeigfhigfehjfheifihgfehifghefhegegijfijhfjgiijgeihgjeijfejhieifjeghi"
    "fegjgjfhhfejfiehhegjgfiegiehjfhgfgihgfeiehigegfjegifaefgeghfegijijghefjiefhiegjhegihehgiefhgegfh"
    "aegiefgjbefghaijchjidijhcjhiihjaijahcihjdjihhcjihijahjaichijhiajhjiaechifidhhagjgjiaghajhfjadgij"
    "dfijgajhghdjdgjhijdffjahjidfdjehcfijigjcchgjjiaeihjbidjefaihgidhhjaedhjedfihdjiehaieciejcfihhiea"
    "hficchiejagidjhfdghjdfjigjdijfaicjgiiahfeijafcijfhdighaihcgjdhgieiahhcjechgidheifcihciheeahjfcji"
    "dfhiedjifahijceicfhieihcacbjefdaghbihjgbhigbgijbgihbghjbghibchgefijbfihbfgicgceiihbffigccgeicgeh"
    "cigfcgiecigehgafgdeigaeifagiciefdigfdgehiagfigaefgaifgahigafdheffaiefdiefdeiidefehbicfgjcfghhfjb"
    "ecgjecgheijbecgiehjbdfghegaiigdegidfcfiefigadfheeaifediffidedfeiehgaegdiegiahfeaefdhhibeefgafgec"
    "efjbfghbgfhbeghbfgdefgbhhfebgjbefhbefibeefgbfgebhcfijdhgiajgdijgjaigidjgidhgceijbhijcehjchjgceih"
    "dejidhfjhaighdigijfacifjiafhdjficjfichfihafihebicfjggafjgcfjfajggcfhedjgfaigdfhgedfjecjgecfjdgfh"
    "eidgbfhjbghjiafeeafhbigjiaegeahgciegbiejbfihbhiecegjdgfifejageajcehfbjgieafihafedeghfeahdeifcegh"
    "bfhidegifeaihejbhebiegfcdfegefagbghfbfejbgejbgehfegafhbgfeibfebjfebhfebibfgebgefhbfidejgdeigbijg"
    "beihjcfgcifgbhfjcefihebiacbjbfhgbhegfeagbegjbeghbegibfegbgfecbfhbefibcefdaghidajgdaihidahdiagdha"
    "diajdgiagadjdhaidghadigadhgadagighdbiajcciajcaijcajidaiecjgacigaedajcahjcgiaiabjdeajdeaicaigdafi"
    "cdgihjbadfhadgfaedhadagehdjchdiccdjhcdihhdbicdhghabgdgbieidachajgaicgiacjfdaeadjigabcjdheadheadg"
    "cgdjjdibhaibhjabhdibcgdhdgjbdigbhagbdgibdghbgabiehdaijdbgedagdibdhjbdhgbbhaifgdbcaheeiacceaichae"
    "cafheibahibcdehceabiceagcfaicibhcifacfahdfhceabgedbiedbhdibeifgadfaegdchchdeeaibeahbcihbeidcchib"
    "hafbcfdicfdhdeibdhgbfabidfhbdgfcdfgbbedhfaibfahbcgdehfdbdgfbagbhcghbedfceibcehbccefaeafbcebicebg"
    "cfibcegbcehbcefbbaghdcijdcigdiafgciadgeahcjaiadfbdijbidjbgdidahfbiajbgiabdhgbdhibahibahgbagiecga"
    "hdbfbedhcdifdgbfdiebbafibhicbafhbeahcdeidgebbgicbgdebedgcaehcgafhcbibfhaicjbhcjbhcbgedafbehadcie"
    "dcfghiaehcfaecdiecahechacgbhbafeecfabficfchbceafecbifcbgcgebbefcdghfbaeibicgbaehbcghbaifbgeabdif"
    "gcafbdgfbahfbdhfgcbhbeafecafbcfibcfgbcfhbfeccgehbceibedfcgbhdciadchacdaicaibcdagcagbcabicabgdghb"
    "cdeacabecdbicdbgcafbdabidabhdaibdagbdahbcdebdafbdcfbbaghcidacgdacadibiacbchabaicbahcecgabhichadb"
    "cdafceabhaibcfdabcaebcfadcbfbdaebdecbaghbcdibcdgbidabadibcdebadfbcdabdacaefghbijijchhijdhbjihbei"
    "jhgdficjgicjfjidgjidjfhdfhideicjficheichfjcifbijghciejcifhciebijibghgbjiebjiebhihbejhbeffgidegci"
    "eigdficeeghdefchgicfebgifjedfiedfbghgbeiebifibefefgdegcfbhfijehdhbjghjfdhbfjaehifbjghfcgebfjehfd"
    "fecjafijgechfechagjhahjeafihajgiahgiafehegfdagieagheafgiafieafeihafiaijgaeihjbfgaejiahfjaeghagfi"
    "aiegaegfehfiacefbghddbijdbgigbdjdbihdbghhibdbhidbgidgbhciajdfibddjcihajdhaidbfjdejbdidcgbhfdbegd"
    "cgjdbjcidhcihdcjbicghjcbbhcjbgcjbhcgdbiegajdibjaibahgebdbehddbgecbijdbfhcbgigbaiibjchbicgbicgecb"
    "fahdfiadfbahcfidcfhdfbhccfgdebiadbfefbagchieebaghacidfcjdfchijcahjcadhceiacghacghdcgfhcbgacibech"
    "hecbgehabfceeacifacgeacgficahfcaegcaiecaefcaagbhdbeigcjdgciddbhfadijadgiaijbahibhgdiaibgagbiafgh"
    "ibecidcfcbegcgedcbjfhdcfibafadieaebjaeibagdeahicadfiagicadfgafbiadgeafdgafbhgfhcfbeabecfaeicaifc"
    "agfcaficagchaidfadhfacgiadehecghaebfaiecaciecgehacefgbhcbiadbdcibagdbdcgdbaidbagcbdgdbiccaghdbfc"
    "bdcedicadgcabafdcbaidacgbachdacebecagcbhadibadgbbcidicbdgdhcdbeabcfdaibcagbcagdccaedadfccgbhacdi"
    "acibacbiacbeacbfabdebcadacefgbhdhbidgbidgdchfbidebhdhbciihcdgbcifbgheicdegcdebciebcgfbciefcdadgh"
    "abhiahidabgiacghafidafhdagciabfhceghafciaiceaecibgehabeiagchabefbgahbecdagchacidadciagbhibadgbad"
    "aebdacghabicabdcacbdacefgabhabghbgchabciabce";

}  // namespace

std::string_view stored_text(const Options& o) {
  if (o.pegs == 4 && o.colours == 6 && o.duplicates) return k4x6;
  if (o.pegs == 4 && o.colours == 10 && !o.duplicates) return kBulls;
  return {};
}

}  // namespace arcade::mastermind::optimal
