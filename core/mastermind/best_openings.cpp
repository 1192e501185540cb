// Openings of the "best" Mastermind breaker: the stored book and its generator (see
// best_openings.hpp). The book only saves time: it holds what the generator computes.
#include "best_openings.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <tuple>

namespace arcade::mastermind::best {

namespace {
// Every code of the space, as sorted indices.
std::vector<int> all_codes(const Space& s) {
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  return all;
}

// The codes of `codes` by their answer to `guess`, one list per feedback id.
std::vector<std::vector<int>> parts_of(const Space& s, const std::vector<int>& codes, int guess) {
  std::vector<std::vector<int>> parts(static_cast<std::size_t>(s.feedback_ids()));
  for (int c : codes) parts[static_cast<std::size_t>(s.feedback_id(guess, c))].push_back(c);
  return parts;
}
}  // namespace

Tuning tuning_for(const Space& s) {
  // Candidates, exact limit and budget: measured on 4 x 6, Bulls and Cows and 5 x 8 (see
  // breaker_best.cpp); more candidates or bigger exact sets gain a few guesses at most and cost
  // time the browser does not have. The estimate for big parts, m (1 + b log2 m), takes b = 1/H
  // with H the most bits a first guess can learn (the best pattern's entropy): a part needs about
  // log2 m / H more guesses. H is 3.06 bits on 4 x 6 but 1.6 on 2 x 8, where a fixed b misjudges.
  static std::map<std::tuple<int, int, bool>, std::int64_t> cache;
  const Options& o = s.options();
  auto [it, fresh] = cache.try_emplace({o.pegs, o.colours, o.duplicates}, 0);
  if (fresh) {
    const Engine& e = Engine::of(s);
    const std::vector<int> all = all_codes(s);
    std::vector<std::uint16_t> keys;
    e.gather(all.data(), s.size(), keys);
    // H n = n log2 n - sum over parts of m log2 m, in 24-bit fixed point: integers throughout.
    std::int64_t most = 1;
    for (int p : opening_patterns(s)) {
      int counts[(kMaxPegs + 1) * (kMaxPegs + 1)];
      e.count(p, keys, counts);
      std::int64_t bits = Engine::nlogn_of(s.size());
      for (int f = 0; f < e.ids(); ++f) bits -= Engine::nlogn_of(counts[f]);
      most = std::max(most, bits);
    }
    it->second = std::max<std::int64_t>(1, (std::int64_t{1000} * s.size() << 24) / most);
  }
  Tuning t;
  t.estimate_b = it->second;
  return t;
}

int search_guess(const Space& s, const std::vector<int>& remaining) {
  Search search(Engine::of(s), tuning_for(s));
  std::int64_t cost = 0;
  return search.choose(remaining.data(), static_cast<int>(remaining.size()), &cost);
}

std::vector<int> opening_patterns(const Space& s) {
  const Options& o = s.options();
  std::vector<int> out;
  if (!o.duplicates) return {0};  // every code of distinct colours is the first one renamed
  // Partitions of the pegs into runs of one colour, biggest run first: colour 0 fills the first
  // run, colour 1 the next... (aabc for 2+1+1), which is the lowest code of its pattern.
  std::vector<int> runs;
  std::function<void(int, int)> walk = [&](int left, int most) {
    if (left == 0) {
      if (static_cast<int>(runs.size()) > o.colours) return;
      Code c;
      c.size = o.pegs;
      int at = 0;
      for (std::size_t k = 0; k < runs.size(); ++k)
        for (int i = 0; i < runs[k]; ++i) c.peg[static_cast<std::size_t>(at++)] = static_cast<std::uint8_t>(k);
      out.push_back(s.index_of(c));
      return;
    }
    for (int r = std::min(left, most); r >= 1; --r) {
      runs.push_back(r);
      walk(left - r, r);
      runs.pop_back();
    }
  };
  walk(o.pegs, o.pegs);
  std::sort(out.begin(), out.end());
  return out;
}

int default_first_guess(const Space& s) {
  const std::vector<int> all = all_codes(s);
  Search search(Engine::of(s), tuning_for(s));
  std::int64_t cost = 0;
  return search.choose_among(all.data(), s.size(), opening_patterns(s), 1, &cost);
}

namespace {
void play(const Space& s, const std::vector<int>& remaining, int guess, int depth, TreeStats& st) {
  const std::vector<std::vector<int>> parts = parts_of(s, remaining, guess);
  for (int f = 0; f < s.feedback_ids(); ++f) {
    const std::vector<int>& part = parts[static_cast<std::size_t>(f)];
    if (part.empty()) continue;
    if (f == s.solved_id()) {
      const int k = depth + 1;
      st.total += k;
      st.max = std::max(st.max, k);
      if (static_cast<int>(st.histogram.size()) <= k) st.histogram.resize(static_cast<std::size_t>(k) + 1);
      ++st.histogram[static_cast<std::size_t>(k)];
      ++st.secrets;
    } else {
      play(s, part, part.size() <= 2 ? part.front() : search_guess(s, part), depth + 1, st);
    }
  }
}
}  // namespace

TreeStats tree_with_first(const Space& s, int first) {
  TreeStats st;
  play(s, all_codes(s), first, 0, st);
  return st;
}

int generate_first_guess(const Space& s) {
  const std::vector<int> patterns = opening_patterns(s);
  if (patterns.size() == 1) return patterns.front();
  int best = -1;
  long long best_total = 0;
  for (int p : patterns) {  // ascending, so a strict improvement keeps the lowest code on ties
    const long long total = tree_with_first(s, p).total;
    if (best < 0 || total < best_total) {
      best = p;
      best_total = total;
    }
  }
  return best;
}

Opening generate_opening(const Space& s, int first) {
  Opening o;
  o.first = first;
  for (const std::vector<int>& part : parts_of(s, all_codes(s), first)) {
    o.fits.push_back(static_cast<int>(part.size()));
    o.second.push_back(part.size() <= 2 ? -1 : search_guess(s, part));
  }
  return o;
}

namespace {
void deepen(const Space& s, const std::vector<int>& codes, int guess, std::vector<int>& answers, Opening& o,
            int more_than) {
  const std::vector<std::vector<int>> parts = parts_of(s, codes, guess);
  for (int f = 0; f < s.feedback_ids(); ++f) {
    const std::vector<int>& part = parts[static_cast<std::size_t>(f)];
    if (f == s.solved_id() || static_cast<int>(part.size()) <= more_than) continue;
    answers.push_back(f);
    const int g = search_guess(s, part);
    o.deeper[answers] = {g, static_cast<int>(part.size())};
    deepen(s, part, g, answers, o, more_than);
    answers.pop_back();
  }
}
}  // namespace

void generate_deeper(const Space& s, Opening& o, int more_than) {
  o.deeper.clear();
  const std::vector<std::vector<int>> parts = parts_of(s, all_codes(s), o.first);
  std::vector<int> answers;
  for (int f = 0; f < s.feedback_ids(); ++f) {
    const int second = o.second[static_cast<std::size_t>(f)];
    if (second < 0) continue;
    answers.assign(1, f);
    deepen(s, parts[static_cast<std::size_t>(f)], second, answers, o, more_than);
  }
}

int book_guess(const Space& s, const Opening& o, const std::vector<int>& remaining) {
  // Down the book from the first guess along the answers remaining's codes give: they must all
  // give the same answer to each guess on the way, so remaining is a subset of every set passed,
  // and reaching a set of as many codes means remaining is that set.
  const int n = static_cast<int>(remaining.size());
  int guess = o.first, fits = s.size();
  std::vector<int> answers;
  while (fits > n) {
    const int f = s.feedback_id(guess, remaining.front());
    for (int c : remaining)
      if (s.feedback_id(guess, c) != f) return -1;
    answers.push_back(f);
    if (answers.size() == 1) {
      guess = o.second[static_cast<std::size_t>(f)];
      fits = o.fits[static_cast<std::size_t>(f)];
    } else {
      const auto it = o.deeper.find(answers);
      if (it == o.deeper.end()) return -1;
      guess = it->second.guess;
      fits = it->second.fits;
    }
    if (guess < 0) return -1;
  }
  return fits == n ? guess : -1;
}

namespace {
struct StoredBook {
  int pegs, colours;
  bool duplicates;
  const char* first;
  // "em=guess" per answer of e exact and m misplaced that leaves more than 2 codes.
  const char* second;
  // "emem...=guess": the guess after those answers (from the first guess on), two or more.
  const char* deeper;
};

// Produced by generate_first_guess, generate_opening and, on 5 x 8, generate_deeper with the
// exact limit (tests/native/mastermind_best_test.cpp checks they still agree): `bash
// scripts/mastermind-book.sh` prints the entries.
constexpr StoredBook kBook[] = {
    {4, 6, true, "aabc",
     "00=ddef 01=bdde 02=bdcd 03=bcde 10=adee 11=adae 12=adae 13=abca 20=abde 21=adce "
     "22=abac 30=bdec",
     ""},
    {4, 10, false, "abcd",
     "00=efgh 01=defj 02=bgdi 03=bedf 04=bcda 10=aefg 11=abef 12=acef 13=abde 20=acef "
     "21=acef 22=abdc 30=acef",
     ""},
    {5, 8, true, "aabbc",
     "00=ddggf 01=cddgh 02=fdgca 03=bcdeb 04=bchea 05=bbaca 10=adehh 11=bgbfh 12=acdha "
     "13=abafh 14=abacb 20=adgbh 21=abbeg 22=adaba 23=abbca 30=dgcbf 31=adbea 32=aabcb "
     "40=abbde",
     "0000=aeeeh 0001=effhh 000112=geheh 000121=eehdh 000122=fefeh 0002=feefg "
     "000202=eghdh 000203=efdeh 000211=ffhdh 000212=eefed 000213=eghfe 000220=hehgg "
     "000221=ffhhg 000222=efehg 000230=efhfd 0003=egdfe 000303=gfhhd 000311=hghdg "
     "000312=gedhg 000313=hfdeg 000321=efddh 000322=fedfg 0004=egdfd 0010=deehh "
     "0011=dedeh 001101=ghghh 001102=eghgg 001103=ehfdf 001110=fhhgh 001111=egfef "
     "001112=eehgg 001113=hdeeg 001120=hhgeg 001121=eedff 001122=defhe 0012=dfdee "
     "001201=ghhgd 001202=fhhgd 001203=edhfg 001210=ghdgh 001211=ffegg 001212=dhhfd "
     "001213=defdh 001220=gfghe 001221=dfhfd 001222=dfedh 0013=dgefd 001313=dhfdg "
     "0020=dfefe 002011=hfhgf 002012=hdgee 0021=dhghd 002102=ddfee 002103=edfdh "
     "002111=ddefe 002112=dgegh 002120=egghf 002121=dhedf 0022=dedgd 002212=dghdf "
     "0030=dfefe 0031=deghd 0100=beeef 0101=egefa 010101=hfhhb 010102=hbfhe "
     "010103=feahf 010104=aefaf 010110=hfffb 010111=dbffe 010112=eefeb 010113=efgag "
     "010120=ffedb 010121=dfeeb 010122=egfag 010130=fggeb 0102=geahe 010200=dcfcf "
     "010201=fbgdg 010202=efcfg 01020211=bfhaf 01020212=bghff 010203=hfgfa "
     "010204=efhag 010210=cgfcf 010211=fbghf 01021101=ggcee 01021111=fchce "
     "01021112=fhcfe 010212=gfhag 01021201=ehcee 01021202=fhcee 01021212=dhfae "
     "010213=hegag 010220=fgcfe 010221=fcehe 010222=egahf 010230=aecfd 0103=hcgeg "
     "010301=bhadh 010302=fhfcd 010303=dhece 010304=eghce 010310=dbgfd 010311=hffcd "
     "010312=dcece 010313=hgecf 010320=ccfhd 010321=hhcef 010322=hfecg 010330=hfhcg "
     "0104=gcfdg 010412=dhecg 010413=dgcdf 010421=decdg 0110=feegb 011002=bfhfh "
     "011003=bfheh 011011=fdfea 011012=fceef 011020=ffeah 011021=egfga 011022=befgg "
     "0111=ffdga 011100=ccehe 011101=ecefh 011102=ceefd 01110211=headh 01110212=ccfeg "
     "011103=edahf 011110=ehegb 011111=ebdge 011112=fgaeh 01111203=befgg 011113=fdgae "
     "011120=efhdb 011121=efdad 011122=dfagg 011130=fhage 0112=gcech 011201=hdhdb "
     "011202=ddhea 01120211=cfhhd 011203=fhcgg 011204=ceghf 011210=dcddf 011211=gfdha "
     "011212=fdccc 011213=fchge 011220=fcfdh 011221=hgfch 011222=egfch 011230=dehcf "
     "0113=edgcg 011302=fcdhd 011303=fgcdh 011304=dcegd 011311=dhdcf 011312=fcddg "
     "011313=cegdd 011321=hdcfg 0120=bdgeg 012000=fcfhf 012001=ccffd 012002=fcfge "
     "012003=ebdfh 012010=cechf 012011=fdcfe 012012=befdh 012020=bfdhf 0121=chhge "
     "012101=bfadh 012102=ddgeb 012103=ecdhf 012110=cfdcd 012111=ccdfg 012112=cfgch "
     "012113=ccgeg 012120=fdhgb 012121=ecdce 012130=fchgf 0122=gdfcg 012203=cgedh "
     "012211=cdhed 012212=chdeg 0130=cdhce 013011=chfga 013012=bgefh 0131=ecdfh "
     "0200=beeeh 0201=ceheb 020103=bdebh 020111=bffhb 020112=bhedb 020120=bffhh "
     "020121=bhfeb 0202=ebcfe 020201=bghag 020202=gehab 020203=chdeb 020204=bcehf "
     "020210=bhdah 020211=bhcgh 020212=bcffh 020213=cfefb 020220=ghhae 020221=cbhff "
     "020222=bchfe 020230=bhcge 0203=cbfgf 020301=decah 020302=ecahg 020303=bcdeg "
     "020304=bcefg 020310=ecade 020311=ehcaf 020312=cgdeb 020313=bfcge 020320=ecagh "
     "020321=cbdeg 020322=bcegf 020330=becgd 0204=cgage 020402=gbcfd 020403=gcdah "
     "020411=hcafd 020412=dcahg 020420=bgadf 020421=dcagh 0210=bccee 0211=cdchb "
     "021100=efeaa 021101=bgeea 021102=ebfce 021103=eghcf 021104=bedch 021110=bfgeb "
     "021111=cbgee 021112=beccf 021113=bcdeb 021120=ceeha 021121=cgecb 021130=ddceb "
     "0212=hcdea 021201=cbggf 021202=dbfcd 021203=bdchf 021204=ddcae 021210=gcgfb "
     "021211=gbdcd 021212=bfeda 02121202=cceae 021213=cgeha 021220=bgdda 021221=bgdha "
     "021222=cehfa 0213=chcga 021302=bcgfd 021303=dcgae 021311=cdafd 021312=edcag "
     "021321=gecda 0214=cddfa 0220=ceghb 022001=ddaea 022002=ahccd 022003=bfcfe "
     "022011=hcfcb 022012=fchcb 0221=edcha 022102=bcghf 022103=dhgcb 022111=dbgda "
     "022112=bdecf 022113=dchca 022120=dfdaa 022121=ghcca 0222=cfcea 022211=dghca "
     "022212=hgfca 022221=cddff 0230=cdeah 0231=cegha 0301=cfafg 0302=fbacg "
     "030212=cfaae 030221=eacga 0303=cfacd 0310=ffagb 0311=fbagb 031103=bfcah "
     "031111=bdada 031112=cghab 031121=chafb 0312=cbfgb 031202=bdcah 031203=bdacf "
     "031211=bbadh 031212=bbadg 031220=bdahb 031221=bbagd 0313=dacfb 0320=fbagb "
     "0321=bfcea 032112=bcgad 0322=cbaef 0330=bdfga 0331=fbcea 0403=caadf 0412=dfacb "
     "0421=acadf 1000=fgbfg 1001=efbgg 100101=ccgdd 100102=ccgdg 100103=cgfec "
     "100110=cfdff 100111=dcggd 100112=dfgbf 100113=egfbe 100120=bfffd 100121=fgbhf "
     "100122=febeg 1002=defbf 100201=chdcd 100202=fhdcc 100203=ehbfg 100210=dggda "
     "100211=ehgbg 100212=gebdg 100213=gfdbe 100220=dcged 100221=eedbg 100222=fegbd "
     "100230=hefbg 1003=dadfe 100301=ghhbd 100302=eghbd 100311=dehec 100312=dehbf "
     "100320=hgdbe 100321=eahfg 100322=daged 1004=hafde 1010=fdbgg 101001=gcecc "
     "101002=cfghc 101010=cecff 101011=cddcf 101012=fgebf 101021=ddbfd 1011=hfbhg "
     "101100=ccedc 101101=gdcec 101102=faegf 101103=aghgf 101110=dcchd 101111=defbe "
     "101112=egebg 101113=dgbfh 101120=dcfhc 101121=febhe 1012=daeef 101201=ghbhd "
     "101202=hfbhd 101203=afhdg 101210=ghbeh 101211=debhd 101212=ahfdf 101220=dhegc "
     "101221=dagfh 1013=dadfh 1020=dfbhf 102001=gdadg 102002=adfgg 102010=aefeg "
     "102011=aegff 102012=affgh 1021=adfeg 102102=efbhh 102111=ahhhf 102112=aeghe "
     "102121=affhd 1022=dadfh 1030=aefde 1031=eaefh 1100=adccd 110012=dacee 1101=eaeag "
     "110101=achhd 110102=acfce 110103=adhea 110110=cadhd 110111=faadd 110112=faade "
     "110113=gaade 110120=dfeac 110121=ddgaa 110122=eaagd 110130=edfaa 1102=daahf "
     "110200=cegbg 110201=fccbe 110202=cfebd 11020202=acfcg 110203=afedb 110204=adfga "
     "110210=ccebf 110211=gafcc 110212=eafga 110213=gafad 110220=cacge 110221=cahef "
     "110222=haeaf 110230=cafhe 1103=hcdbg 110302=abehf 110303=gaehg 110304=cbghc "
     "110311=efgba 110312=ehcbf 110313=dhcbf 110320=hbefa 110321=cbfeg 110322=fchbd "
     "110330=cbfeg 1104=dfgab 110403=cefhg 1110=acdch 111002=beedc 111003=caefd "
     "111010=egaae 111011=ecbed 111012=ccbed 111020=aeeah 111021=aeadh 1111=dcbce "
     "111100=affah 111101=aefah 111102=cadfg 111103=bahed 111104=bdegc 111110=gahch "
     "111111=gacch 111112=gdbea 111113=bcegc 111120=dfbda 111121=hebad 111122=gebcd "
     "111130=efecf 1112=hcbhf 111201=bbdeg 111202=abfgd 111203=bdfgc 111204=cdfbh "
     "111210=dbdgg 111211=dfbeb 111212=fdbcg 111213=bdfhc 111220=bbdhd 111221=hfbad "
     "111230=cdchg 1113=dbbgg 111302=hgcbf 111311=fhbeb 1120=cdbcf 112001=agfea "
     "112002=faceh 112011=egbda 112020=bgece 112021=dgbce 1121=hbbde 112102=bcghc "
     "112103=behfc 112111=chbgh 112112=dfbch 112121=dbffb 1122=gbbgd 1130=bbdfe "
     "1131=dbbfe 1201=efabb 120103=beecc 120112=becbg 120113=bageb 120121=cbfbf "
     "120122=beabg 1202=bdcbe 120202=cafgb 120203=ebfac 120204=cfbdb 120211=fbabh "
     "120212=chfbb 120213=cbfbd 120220=afaeb 120221=cfhbb 120222=dfcbb 1203=bagdb "
     "120302=ceabh 120303=cdabe 120310=ccaee 120311=gaace 120312=bccae 120320=bcceh "
     "120321=daceb 1204=caefd 1210=bebfa 1211=efaba 121101=dcbgb 121102=hcbeb "
     "121103=agceb 121111=bcfbd 121112=cebca 121113=abaeg 121121=cfbga 1212=cdcba "
     "121202=abhef 121203=aefch 121204=badde 121211=eaacf 121212=ehcfb 121213=aecdb "
     "121220=caeaf 121221=caaec 121230=cehaf 1213=eacfa 1220=cebfa 1221=ceafa "
     "122111=dcgba 122112=dceba 1222=acaef 1230=dbefa 1231=ecadf 1302=bdcea 1303=cadab "
     "1311=cbbde 1312=baade 1313=baacf 1321=adeab 2001=caefe 2002=caehe 200201=dcdff "
     "200202=ecagf 200211=cadff 200212=dacef 200221=dcefc 2003=hcbde 200312=chbgf "
     "200321=cgcdf 2004=daegd 2010=aceff 2011=ahcef 201101=ebbeg 201102=cedbe "
     "201103=ebhcc 201110=afaag 201111=faeda 201112=accfg 201113=acdff 201120=afafd "
     "201121=aafeg 2012=ahbef 201202=gcdbe 201203=eabdd 201210=accdg 201211=aadfg "
     "201212=aahde 201220=addch 201221=aahdf 2013=aebfd 2020=bdefc 202012=acege "
     "2021=aebhf 202111=dhbbh 202112=aafhd 2022=aebgg 2030=bagef 2031=adbde 2101=cdafd "
     "2102=bcdfc 2103=bdefc 2104=daeeb 2110=dacfd 2111=adabf 211111=dbcbh 211112=aagcd "
     "211120=chagc 211121=afagc 2112=agabf 211202=bcdec 211203=cagdb 211210=cdbee "
     "211211=bdbcg 211212=bdbhf 2113=babdf 2120=bcbdf 2121=dabga 212111=accfe "
     "212112=aebaf 2122=babdf 2130=cbdef 2131=abdbf 2202=caefb 2203=bdefc 2211=aebfb "
     "2212=abeaf 2220=abcef 2221=acefa 2230=aecfa 3001=eeaac 3002=befhc 3003=aeagd "
     "3010=abbeh 3011=bebch 3012=acebg 3020=aehaf 3021=cgbeh"},
};

// One "answers=guess" item of a book text: the answers as feedback ids, the guess as an index;
// false if the item is not one of the space.
bool read_item(const Space& s, std::string_view item, std::vector<int>& answers, int& guess) {
  const std::size_t eq = item.find('=');
  if (eq == std::string_view::npos || eq == 0 || eq % 2 != 0) return false;
  answers.clear();
  for (std::size_t i = 0; i < eq; i += 2) {
    const int e = item[i] - '0', m = item[i + 1] - '0';
    if (e < 0 || m < 0 || e + m > s.options().pegs) return false;
    answers.push_back(s.id_of({e, m}));
  }
  const Result<Code> g = from_letters(item.substr(eq + 1));
  if (!g || !check_code(s.options(), *g, Whose::Guess)) return false;
  guess = s.index_of(*g);
  return true;
}

// Calls f on each space-separated item of a book text.
template <class F>
bool each_item(std::string_view text, F&& f) {
  while (!text.empty()) {
    const std::size_t end = std::min(text.find(' '), text.size());
    if (!f(text.substr(0, end))) return false;
    text.remove_prefix(std::min(end + 1, text.size()));
  }
  return true;
}

// How many codes fit each deeper set: the sets split top down, each stored guess splitting its own.
void count_deeper(const Space& s, const std::vector<int>& codes, int guess, std::vector<int>& answers, Opening& o) {
  const std::vector<std::vector<int>> parts = parts_of(s, codes, guess);
  for (int f = 0; f < s.feedback_ids(); ++f) {
    answers.push_back(f);
    const auto it = o.deeper.find(answers);
    if (it != o.deeper.end()) {
      it->second.fits = static_cast<int>(parts[static_cast<std::size_t>(f)].size());
      count_deeper(s, parts[static_cast<std::size_t>(f)], it->second.guess, answers, o);
    }
    answers.pop_back();
  }
}

// Reads a stored entry into indices; nullptr if the text is not a valid book of the space.
std::unique_ptr<Opening> load(const Space& s, const StoredBook& b) {
  auto o = std::make_unique<Opening>();
  const Result<Code> first = from_letters(b.first);
  if (!first || !check_code(s.options(), *first, Whose::Guess)) return nullptr;
  o->first = s.index_of(*first);
  o->second.assign(static_cast<std::size_t>(s.feedback_ids()), -1);
  o->fits.assign(static_cast<std::size_t>(s.feedback_ids()), 0);
  for (int c = 0; c < s.size(); ++c) ++o->fits[static_cast<std::size_t>(s.feedback_id(o->first, c))];
  std::vector<int> answers;
  int guess = -1;
  const bool seconds = each_item(b.second, [&](std::string_view item) {
    if (!read_item(s, item, answers, guess) || answers.size() != 1) return false;
    o->second[static_cast<std::size_t>(answers.front())] = guess;
    return true;
  });
  const bool deeper = each_item(b.deeper, [&](std::string_view item) {
    if (!read_item(s, item, answers, guess) || answers.size() < 2) return false;
    return o->deeper.try_emplace(answers, Opening::Deeper{guess, 0}).second;  // each list once
  });
  if (!seconds || !deeper) return nullptr;
  const std::vector<std::vector<int>> parts = parts_of(s, all_codes(s), o->first);
  for (int f = 0; f < s.feedback_ids(); ++f) {
    if (o->second[static_cast<std::size_t>(f)] < 0) continue;
    answers.assign(1, f);
    count_deeper(s, parts[static_cast<std::size_t>(f)], o->second[static_cast<std::size_t>(f)], answers, *o);
  }
  // Every deeper set must be reached, and split by its guess like any set the breaker plays.
  for (const auto& [path, d] : o->deeper)
    if (d.fits < 3) return nullptr;
  return o;
}
}  // namespace

const Opening* stored_opening(const Space& s) {
  static std::map<std::tuple<int, int, bool>, std::unique_ptr<Opening>> cache;
  const Options& o = s.options();
  const auto key = std::make_tuple(o.pegs, o.colours, o.duplicates);
  if (auto it = cache.find(key); it != cache.end()) return it->second.get();
  std::unique_ptr<Opening> loaded;
  for (const StoredBook& b : kBook)
    if (b.pegs == o.pegs && b.colours == o.colours && b.duplicates == o.duplicates) loaded = load(Space::of(o), b);
  return (cache[key] = std::move(loaded)).get();
}

namespace {
// "em" per answer.
std::string answers_text(const Space& s, const std::vector<int>& answers) {
  std::string out;
  for (int f : answers) out += std::to_string(s.feedback_of(f).exact) + std::to_string(s.feedback_of(f).misplaced);
  return out;
}

// Items as C++ string literals, one line each up to about 90 characters.
std::string literal_lines(const std::vector<std::string>& items) {
  std::string out = " \"";
  std::size_t line = 0;  // characters on the current source line
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0 && line + items[i].size() > 80) {
      out += " \"\n \"";
      line = 0;
    } else if (i > 0) {
      out += " ";
    }
    out += items[i];
    line += items[i].size() + 1;
  }
  return out + "\"";
}
}  // namespace

std::string opening_source(const Space& s, const Opening& o) {
  const Options& opt = s.options();
  std::vector<std::string> second, deeper;
  for (int f = 0; f < static_cast<int>(o.second.size()); ++f)
    if (o.second[static_cast<std::size_t>(f)] >= 0)
      second.push_back(answers_text(s, {f}) + "=" + to_letters(s.code(o.second[static_cast<std::size_t>(f)])));
  for (const auto& [answers, d] : o.deeper)
    deeper.push_back(answers_text(s, answers) + "=" + to_letters(s.code(d.guess)));
  return "{" + std::to_string(opt.pegs) + ", " + std::to_string(opt.colours) + ", " +
         (opt.duplicates ? "true" : "false") + ", \"" + to_letters(s.code(o.first)) + "\",\n" + literal_lines(second) +
         ",\n" + literal_lines(deeper) + "},";
}

}  // namespace arcade::mastermind::best
