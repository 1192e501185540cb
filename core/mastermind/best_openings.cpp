// Openings of the "best" Mastermind breaker: the stored book and its generator (see
// best_openings.hpp). The book only saves time: it holds what the generator computes.
#include "best_openings.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <tuple>

namespace arcade::mastermind::best {

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
    std::vector<int> all(static_cast<std::size_t>(s.size()));
    for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
    std::vector<std::uint16_t> keys;
    e.gather(all.data(), s.size(), keys);
    // H n = n log2 n - sum over parts of m log2 m, in 24-bit fixed point: integers throughout.
    std::int64_t most = 1;
    for (int p : opening_patterns(s)) {
      int counts[(kMaxPegs + 1) * (kMaxPegs + 1)];
      e.count(p, keys, counts);
      std::int64_t bits = e.nlogn(s.size());
      for (int f = 0; f < e.ids(); ++f) bits -= e.nlogn(counts[f]);
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
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  Search search(Engine::of(s), tuning_for(s));
  std::int64_t cost = 0;
  return search.choose_among(all.data(), s.size(), opening_patterns(s), 1, &cost);
}

namespace {
void play(const Space& s, const std::vector<int>& remaining, int guess, int depth, TreeStats& st) {
  std::vector<std::vector<int>> parts(static_cast<std::size_t>(s.feedback_ids()));
  for (int c : remaining) parts[static_cast<std::size_t>(s.feedback_id(guess, c))].push_back(c);
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
  std::vector<int> all(static_cast<std::size_t>(s.size()));
  for (int i = 0; i < s.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  TreeStats st;
  play(s, all, first, 0, st);
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
  std::vector<std::vector<int>> parts(static_cast<std::size_t>(s.feedback_ids()));
  for (int c = 0; c < s.size(); ++c) parts[static_cast<std::size_t>(s.feedback_id(first, c))].push_back(c);
  for (const std::vector<int>& part : parts) {
    o.fits.push_back(static_cast<int>(part.size()));
    o.second.push_back(part.size() <= 2 ? -1 : search_guess(s, part));
  }
  return o;
}

namespace {
struct StoredBook {
  int pegs, colours;
  bool duplicates;
  const char* first;
  // "em=guess" per answer of e exact and m misplaced that leaves more than 2 codes.
  const char* second;
};

// Produced by generate_first_guess and generate_opening (tests/native/mastermind_best_test.cpp
// checks they still agree; opening_source prints a new entry).
constexpr StoredBook kBook[] = {
    {4, 6, true, "aabc",
     "00=ddef 01=bdde 02=bdcd 03=bcde 10=adee 11=adae 12=adae 13=abca 20=abde 21=adce "
     "22=abac 30=bdec"},
    {4, 10, false, "abcd",
     "00=efgh 01=defj 02=bgdi 03=bedf 04=bcda 10=aefg 11=abef 12=acef 13=abde 20=acef "
     "21=acef 22=abdc 30=acef"},
    {5, 8, true, "aabbc",
     "00=ddggf 01=cddgh 02=fdgca 03=bcdeb 04=bchea 05=bbaca 10=adehh 11=bgbfh 12=acdha "
     "13=abafh 14=abacb 20=adgbh 21=abbeg 22=adaba 23=abbca 30=dgcbf 31=adbea 32=aabcb "
     "40=abbde"},
};

// Reads a stored entry into indices; nullptr if the text is not a valid book of the space.
std::unique_ptr<Opening> load(const Space& s, const StoredBook& b) {
  auto o = std::make_unique<Opening>();
  const Result<Code> first = from_letters(b.first);
  if (!first || !check_code(s.options(), *first, Whose::Guess)) return nullptr;
  o->first = s.index_of(*first);
  o->second.assign(static_cast<std::size_t>(s.feedback_ids()), -1);
  o->fits.assign(static_cast<std::size_t>(s.feedback_ids()), 0);
  for (int c = 0; c < s.size(); ++c) ++o->fits[static_cast<std::size_t>(s.feedback_id(o->first, c))];
  std::string_view rest = b.second;
  while (!rest.empty()) {
    const std::size_t end = std::min(rest.find(' '), rest.size());
    const std::string_view item = rest.substr(0, end);
    rest.remove_prefix(std::min(end + 1, rest.size()));
    if (item.size() < 4 || item[2] != '=') return nullptr;
    const int id = s.id_of({item[0] - '0', item[1] - '0'});
    const Result<Code> g = from_letters(item.substr(3));
    if (id < 0 || id >= s.feedback_ids() || !g || !check_code(s.options(), *g, Whose::Guess)) return nullptr;
    o->second[static_cast<std::size_t>(id)] = s.index_of(*g);
  }
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

std::string opening_source(const Space& s, const Opening& o) {
  const Options& opt = s.options();
  std::string out = "{" + std::to_string(opt.pegs) + ", " + std::to_string(opt.colours) + ", " +
                    (opt.duplicates ? "true" : "false") + ", \"" + to_letters(s.code(o.first)) + "\",\n \"";
  std::size_t line = 0;  // characters on the current source line, wrapped near 90
  bool first = true;
  for (int f = 0; f < static_cast<int>(o.second.size()); ++f) {
    if (o.second[static_cast<std::size_t>(f)] < 0) continue;
    const Feedback fb = s.feedback_of(f);
    const std::string item = std::to_string(fb.exact) + std::to_string(fb.misplaced) + "=" +
                             to_letters(s.code(o.second[static_cast<std::size_t>(f)]));
    if (!first && line + item.size() > 80) {
      out += " \"\n \"";
      line = 0;
    } else if (!first) {
      out += " ";
    }
    out += item;
    line += item.size() + 1;
    first = false;
  }
  return out + "\"},";
}

}  // namespace arcade::mastermind::best
