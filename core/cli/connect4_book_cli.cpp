// `arcade connect4 book generate|status|build|check`: makes, resumes and checks the opening book.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "cli.hpp"
#include "common/rng.hpp"
#include "common/text.hpp"
#include "messages.hpp"
#include "connect4/book.hpp"
#include "connect4/solver.hpp"

namespace arcade::cli {

namespace {

namespace fs = std::filesystem;
using connect4::BookLine;

// The generator's folder: manifest.txt (depth, positions, chunk size, the commit that started
// it) and one file per chunk of `chunk` consecutive positions of connect4::book_positions:
// chunk-NNNN.part while it is being solved (a "<moves> <score>" line appended and flushed per
// position, so a kill loses only the positions being solved), renamed chunk-NNNN.txt when whole.
// Each file starts with "# solver <commit>". Nothing is ever rewritten but a .part's torn last
// line, which a resumed run drops.
struct Manifest {
  int depth = 0;
  std::size_t positions = 0;
  std::size_t chunk = 0;
  std::string commit;
  std::string root;  // "" for the empty board ("-" in the file)
};

std::string chunk_name(std::size_t k, const char* ext) {
  char name[32];
  std::snprintf(name, sizeof name, "chunk-%04zu.%s", k, ext);
  return name;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

Result<Manifest> read_manifest(const fs::path& dir) {
  const fs::path path = dir / "manifest.txt";
  if (!fs::exists(path)) return fail(msg::kNoPath, {{"path", path.string()}});
  Manifest m;
  std::istringstream in(read_file(path));
  std::string name, value;
  while (in >> name >> value) {
    if (name == "depth") m.depth = std::stoi(value);
    else if (name == "positions") m.positions = std::stoul(value);
    else if (name == "chunk") m.chunk = std::stoul(value);
    else if (name == "commit") m.commit = value;
    else if (name == "root") m.root = value == "-" ? "" : value;
  }
  if (m.depth <= 0 || m.depth > connect4::kBookMaxDepth || m.chunk == 0)
    return fail(msg::kManifestDepth, {{"path", path.string()}, {"max", connect4::kBookMaxDepth}});
  return m;
}

// The scores a chunk file holds for positions first, first+1...: as many whole, valid lines as
// it starts with (a torn or foreign line ends them; `bad` then says why).
std::vector<int> read_chunk(const fs::path& path, const std::vector<BookLine>& lines, std::size_t first,
                            std::size_t end, std::string* bad) {
  std::vector<int> scores;
  const std::string text = read_file(path);
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t nl = text.find('\n', at);
    if (nl == std::string::npos) {
      *bad = "a torn last line";
      break;
    }
    const std::string_view line(text.data() + at, nl - at);
    at = nl + 1;
    if (line.starts_with("#")) continue;
    const std::size_t i = first + scores.size();
    const std::size_t space = line.find(' ');
    if (i >= end || space == std::string_view::npos || line.substr(0, space) != lines[i].moves) {
      *bad = "line " + arcade::quoted(line) + " is not position " + std::to_string(i);
      break;
    }
    std::string_view num = line.substr(space + 1);
    const bool negative = num.starts_with("-");
    const auto v = parse_uint(negative ? num.substr(1) : num);
    if (!v || *v > connect4::kMaxScore) {
      *bad = "line " + arcade::quoted(line) + " has no score";
      break;
    }
    scores.push_back(static_cast<int>(negative ? -*v : *v));
  }
  return scores;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// `parents` (none: not known), the book one ply shallower, bounds each position's score from
// below (Book::floor).
int generate(const fs::path& dir, int depth, const std::string& root, std::size_t chunk, int threads, int bits,
             const std::string& commit, const connect4::Book* parents) {
  if (Result<connect4::Position> r = connect4::Position::from_moves(root); !r || r->over() || r->moves() > depth) {
    std::fprintf(stderr, "error: the root %s is not a game in progress with at most %d stones%s\n",
                 arcade::quoted(root).c_str(), depth, r ? "." : (": " + r.error()).c_str());
    return 2;
  }
  fs::create_directories(dir);
  const auto t_enum = std::chrono::steady_clock::now();
  const std::vector<BookLine> lines = connect4::book_positions(depth, root);
  std::fprintf(stderr, "depth %d: %zu positions to solve (walk %.1f s)\n", depth, lines.size(), seconds_since(t_enum));
  if (parents) {
    const auto known = std::count_if(lines.begin(), lines.end(),
                                     [&](const BookLine& l) { return parents->floor(l.position).has_value(); });
    std::fprintf(stderr, "a floor from the parents' scores for %zu of them\n", static_cast<std::size_t>(known));
  }
  if (Result<Manifest> m = read_manifest(dir)) {
    if (m->depth != depth || m->positions != lines.size() || m->chunk != chunk || m->root != root) {
      std::fprintf(stderr,
                   "error: %s/manifest.txt is for depth %d from %s, %zu positions, chunks of %zu; this "
                   "run asks for depth %d from %s, %zu positions, chunks of %zu.\n",
                   dir.c_str(), m->depth, arcade::quoted(m->root).c_str(), m->positions, m->chunk, depth,
                   arcade::quoted(root).c_str(), lines.size(), chunk);
      return 1;
    }
  } else {
    std::ofstream out(dir / "manifest.txt");
    out << "depth " << depth << "\nroot " << (root.empty() ? "-" : root) << "\npositions " << lines.size() << "\nchunk "
        << chunk << "\ncommit " << commit << "\n";
  }
  const std::size_t chunks = (lines.size() + chunk - 1) / chunk;
  std::vector<std::size_t> todo;
  std::size_t done_before = 0;
  for (std::size_t k = 0; k < chunks; ++k) {
    const std::size_t first = k * chunk, end = std::min(lines.size(), first + chunk);
    std::string bad;
    const fs::path txt = dir / chunk_name(k, "txt");
    if (fs::exists(txt)) {
      const std::size_t have = read_chunk(txt, lines, first, end, &bad).size();
      if (have == end - first) {
        done_before += have;
        continue;
      }
      // A whole chunk's file that lost lines (once, a machine stopped before its disk had them
      // all): its valid lines become a part again, and the rest is solved.
      std::fprintf(stderr, "%s holds %zu of its %zu scores: solving the rest\n", txt.c_str(), have, end - first);
      fs::rename(txt, dir / chunk_name(k, "part"));
      bad.clear();
    }
    todo.push_back(k);
    if (fs::exists(dir / chunk_name(k, "part")))
      done_before += read_chunk(dir / chunk_name(k, "part"), lines, first, end, &bad).size();
  }
  std::fprintf(stderr, "%zu of %zu chunks whole; %d threads, tables of 2^%d words\n", chunks - todo.size(), chunks,
               threads, bits);

  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> solved{0};
  std::atomic<int> failed{0};
  std::mutex log;
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t cpu0 = std::clock();
  auto last_report = t0;
  // The totals so far (the caller holds `log`): positions, rate, processor time each, time left.
  auto report = [&](const std::string& what) {
    last_report = std::chrono::steady_clock::now();
    const std::size_t n = solved, total_done = done_before + n;
    const double rate = static_cast<double>(n) / seconds_since(t0);
    // Processor time (all threads) tells the cost on a machine that others share.
    const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
    std::fprintf(stderr,
                 "%s%zu/%zu positions, %zu this run at %.3f a second, %.2f processor seconds each, "
                 "about %.1f h left\n",
                 what.c_str(), total_done, lines.size(), n, rate,
                 cpu / static_cast<double>(std::max<std::size_t>(1, n)),
                 rate > 0 ? static_cast<double>(lines.size() - total_done) / rate / 3600.0 : 0.0);
  };
  auto work = [&] {
    connect4::Solver solver(bits);
    for (std::size_t t; (t = next++) < todo.size();) {
      const std::size_t k = todo[t];
      const std::size_t first = k * chunk, end = std::min(lines.size(), first + chunk);
      const fs::path part = dir / chunk_name(k, "part");
      std::string bad;
      std::vector<int> have;
      if (fs::exists(part)) have = read_chunk(part, lines, first, end, &bad);
      // Rewrites the .part with its valid lines only (a torn last line goes), then appends.
      {
        std::string keep = "# solver " + commit + "\n";
        for (std::size_t i = 0; i < have.size(); ++i)
          keep += lines[first + i].moves + " " + std::to_string(have[i]) + "\n";
        std::ofstream(part, std::ios::binary | std::ios::trunc) << keep;
      }
      std::FILE* out = std::fopen(part.c_str(), "ab");
      if (!out) {
        std::lock_guard<std::mutex> g(log);
        std::fprintf(stderr, "error: cannot append to %s\n", part.c_str());
        ++failed;
        return;
      }
      const auto tc = std::chrono::steady_clock::now();
      std::uint64_t nodes = 0;
      for (std::size_t i = first + have.size(); i < end; ++i) {
        solver.reset_nodes();
        const connect4::Position& p = lines[i].position;
        const std::optional<int> floor = parents ? parents->floor(p) : std::nullopt;
        const int s = floor ? solver.solve(p, *floor) : solver.solve(p);
        nodes += solver.nodes();
        const std::string line = lines[i].moves + " " + std::to_string(s) + "\n";
        std::fwrite(line.data(), 1, line.size(), out);
        std::fflush(out);
        ++solved;
        const std::lock_guard<std::mutex> g(log);
        if (seconds_since(last_report) >= 600) report("");
      }
      // On the disk before the name says whole: a rename can outlive data still in the cache.
      ::fsync(fileno(out));
      std::fclose(out);
      fs::rename(part, dir / chunk_name(k, "txt"));
      const std::lock_guard<std::mutex> g(log);
      const std::size_t here = end - first - have.size();
      char head[160];
      std::snprintf(head, sizeof head, "chunk %zu whole (%zu solved here in %.0f s, %.0f k nodes each%s); ", k, here,
                    seconds_since(tc),
                    static_cast<double>(nodes) / 1000.0 / static_cast<double>(std::max<std::size_t>(1, here)),
                    bad.empty() ? "" : ", a torn line dropped");
      report(head);
    }
  };
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) pool.emplace_back(work);
  for (std::thread& th : pool) th.join();
  if (failed) return 1;
  std::fprintf(stderr, "all %zu positions of depth %d solved\n", lines.size(), depth);
  return 0;
}

// Every chunk's scores in order, or a sentence naming the first chunk missing or bad.
Result<std::vector<int>> gather(const fs::path& dir, const Manifest& m, const std::vector<BookLine>& lines) {
  if (lines.size() != m.positions)
    return fail(msg::kManifestCount, {{"positions", m.positions}, {"depth", m.depth}, {"n", lines.size()}});
  std::vector<int> scores;
  for (std::size_t k = 0; k * m.chunk < lines.size(); ++k) {
    const std::size_t first = k * m.chunk, end = std::min(lines.size(), first + m.chunk);
    const fs::path path = dir / chunk_name(k, "txt");
    if (!fs::exists(path)) return fail(msg::kChunkMissing, {{"k", k}, {"path", path.string()}});
    std::string bad;
    const std::vector<int> got = read_chunk(path, lines, first, end, &bad);
    if (got.size() != end - first)
      return fail(bad.empty() ? msg::kChunkShort : msg::kChunkBad,
                  {{"path", path.string()}, {"n", got.size()}, {"total", end - first}, {"why", bad}});
    scores.insert(scores.end(), got.begin(), got.end());
  }
  return scores;
}

int status(const fs::path& dir) {
  Result<Manifest> m = read_manifest(dir);
  if (!m) {
    std::fprintf(stderr, "error: %s\n", m.error().c_str());
    return 1;
  }
  const std::vector<BookLine> lines = connect4::book_positions(m->depth, m->root);
  if (lines.size() != m->positions) {
    std::fprintf(stderr, "error: the manifest counts %zu positions, but depth %d from %s has %zu.\n", m->positions,
                 m->depth, arcade::quoted(m->root).c_str(), lines.size());
    return 1;
  }
  std::size_t whole = 0, partial = 0, chunks = (m->positions + m->chunk - 1) / m->chunk;
  for (std::size_t k = 0; k < chunks; ++k) {
    // Valid lines, read as generate reads them: a chunk's file that lost lines counts as the part it is.
    const std::size_t first = k * m->chunk, end = std::min(first + m->chunk, m->positions);
    for (const char* kind : {"txt", "part"}) {
      if (!fs::exists(dir / chunk_name(k, kind))) continue;
      std::string bad;
      const std::size_t n = read_chunk(dir / chunk_name(k, kind), lines, first, end, &bad).size();
      (n == end - first ? whole : partial) += n;
      break;
    }
  }
  std::printf("depth %d: %zu of %zu positions solved (%zu in whole chunks, %zu in parts), %.1f %%\n", m->depth,
              whole + partial, m->positions, whole, partial,
              100.0 * static_cast<double>(whole + partial) / static_cast<double>(m->positions));
  return 0;
}

int build(const fs::path& dir, const fs::path& out, int depth) {
  Result<Manifest> m = read_manifest(dir);
  if (!m) {
    std::fprintf(stderr, "error: %s\n", m.error().c_str());
    return 1;
  }
  const Result<std::vector<int>> scores = gather(dir, *m, connect4::book_positions(m->depth, m->root));
  if (!scores) {
    std::fprintf(stderr, "error: %s\n", scores.error().c_str());
    return 1;
  }
  std::string bytes = connect4::encode_book(m->depth, *scores, m->commit, m->root);
  Result<connect4::Book> book = connect4::Book::load(bytes);  // the scores' ranges checked
  if (book && depth >= 0 && depth < m->depth) {
    if (depth < static_cast<int>(m->root.size())) {
      std::fprintf(stderr, "error: --depth %d is shallower than the root.\n", depth);
      return 2;
    }
    bytes = connect4::shallower_book(*book, depth);
    book = connect4::Book::load(bytes);
  }
  if (!book) {
    std::fprintf(stderr, "error: %s\n", book.error().c_str());
    return 1;
  }
  std::ofstream(out, std::ios::binary | std::ios::trunc) << bytes;
  std::printf("%s: depth %d, %zu positions in all, %zu bytes\n", out.c_str(), book->depth(), book->size(),
              bytes.size());
  return 0;
}

// Solves `sample` positions drawn at random from the book (every ply) and compares.
int check(const std::string& path, std::size_t sample, std::uint64_t seed) {
  const Result<connect4::Book> book = connect4::Book::load(read_file(path));
  if (!book) {
    std::fprintf(stderr, "error: %s\n", book.error().c_str());
    return 1;
  }
  Rng rng(seed);
  connect4::Solver solver;
  int wrong = 0;
  for (std::size_t i = 0; i < sample; ++i) {
    // A random game of the book's depth in stones that stays within it (not won): the ply the file
    // stores. The shallower ones are worked out from it on loading, and a shallow position would
    // take the solver minutes (the empty board's).
    connect4::Position p = *connect4::Position::from_moves(book->root());
    const int stones = book->depth();
    std::string moves = book->root();
    while (p.moves() < stones) {
      const int col = static_cast<int>(below(rng, connect4::kWidth));
      if (!p.can_play(col) || p.is_winning_move(col)) continue;
      p.play_column(col);
      moves.push_back(static_cast<char>('1' + col));
    }
    const int want = solver.solve(p);
    const int got = *book->score(p);
    std::printf("%s %d%s\n", moves.c_str(), got,
                want == got ? "" : (" (solver: " + std::to_string(want) + ")").c_str());
    wrong += want != got;
  }
  std::printf("%zu checked, %d wrong\n", sample, wrong);
  return wrong ? 1 : 0;
}

}  // namespace

int connect4_book(const std::vector<std::string>& args) {
  const std::string cmd = args.size() > 2 ? args[2] : "";
  Result<Args> parsed = parse_args(args, 3,
                                   Spec{{"--dir", "--root", "--depth", "--chunk", "--threads", "--table-bits",
                                         "--commit", "--out", "--book", "--sample", "--seed", "--parents"},
                                        {}});
  if (!parsed) return usage_error(parsed.error());
  const auto option = [&](const char* name) { return parsed->value(name); };
  const std::string* dir = option("--dir");
  const std::string* root = option("--root");
  auto number = [&](const char* name, std::int64_t fallback, std::int64_t lo, std::int64_t hi) -> std::int64_t {
    const std::string* v = option(name);
    if (!v) return fallback;
    const auto n = parse_uint(*v);
    return n && *n >= lo && *n <= hi ? *n : -1;
  };
  if (cmd == "generate" && dir) {
    const std::int64_t depth = number("--depth", -1, 1, connect4::kBookMaxDepth);
    const std::int64_t chunk = number("--chunk", 1000, 1, 1'000'000);
    const std::int64_t threads = number("--threads", std::max(1u, std::thread::hardware_concurrency()), 1, 256);
    // The solver's own 8 MB: on 30 consecutive ply-8 positions 2^22 words took 4.1 M nodes a
    // position against 6.1 M, but more time (0.37 s against 0.24 s): the table outgrows the caches.
    const std::int64_t bits = number("--table-bits", connect4::kDefaultTableBits, 10, 28);
    const std::string* commit = option("--commit");
    if (depth < 0 || chunk < 0 || threads < 0 || bits < 0 || !commit) {
      std::fprintf(stderr,
                   "error: generate needs --depth (1-%d) and --commit; --chunk, --threads and "
                   "--table-bits take whole numbers.\n",
                   connect4::kBookMaxDepth);
      return 2;
    }
    // --parents: the book one ply shallower from the same root, whose scores bound these from below.
    std::optional<connect4::Book> parents;
    if (const std::string* file = option("--parents")) {
      Result<connect4::Book> book = connect4::Book::load(read_file(*file));
      if (!book) {
        std::fprintf(stderr, "error: --parents %s: %s\n", file->c_str(), book.error().c_str());
        return 1;
      }
      if (book->depth() != depth - 1 || book->root() != (root ? *root : "")) {
        std::fprintf(stderr, "error: --parents %s is a book of depth %d from %s; depth %d from %s is needed.\n",
                     file->c_str(), book->depth(), arcade::quoted(book->root()).c_str(), static_cast<int>(depth - 1),
                     arcade::quoted(root ? *root : "").c_str());
        return 2;
      }
      parents = std::move(*book);
    }
    return generate(*dir, static_cast<int>(depth), root ? *root : "", static_cast<std::size_t>(chunk),
                    static_cast<int>(threads), static_cast<int>(bits), *commit, parents ? &*parents : nullptr);
  }
  if (cmd == "status" && dir) return status(*dir);
  if (cmd == "list") {
    const std::int64_t depth = number("--depth", -1, 0, connect4::kBookMaxDepth);
    if (depth < 0) {
      std::fprintf(stderr, "error: list needs --depth (0-%d).\n", connect4::kBookMaxDepth);
      return 2;
    }
    for (const BookLine& line : connect4::book_positions(static_cast<int>(depth), root ? *root : ""))
      std::printf("%s\n", line.moves.c_str());
    return 0;
  }
  if (cmd == "count") {
    const std::int64_t depth = number("--depth", -1, 0, connect4::kBookMaxDepth);
    if (depth < 0) {
      std::fprintf(stderr, "error: count needs --depth (0-%d).\n", connect4::kBookMaxDepth);
      return 2;
    }
    const std::vector<std::size_t> counts = connect4::book_counts(static_cast<int>(depth), root ? *root : "");
    std::size_t all = 0;
    const std::size_t from = root ? root->size() : 0;
    for (std::size_t n = from; n < counts.size(); ++n) {
      all += counts[n];
      std::printf("ply %zu: %zu positions (up to mirror symmetry, not won)\n", n, counts[n]);
    }
    std::printf("all: %zu\n", all);
    return 0;
  }
  const std::string* out = option("--out");
  if (cmd == "build" && dir && out) {
    const std::int64_t depth = number("--depth", -1, 0, connect4::kBookMaxDepth);
    if (option("--depth") && depth < 0) {
      std::fprintf(stderr, "error: --depth takes a whole number from 0 to %d.\n", connect4::kBookMaxDepth);
      return 2;
    }
    return build(*dir, *out, static_cast<int>(depth));
  }
  const std::string* book = option("--book");
  if (cmd == "check" && book) {
    const std::int64_t sample = number("--sample", 20, 1, 1'000'000);
    const std::int64_t seed = number("--seed", 1, 0, std::int64_t{1} << 62);
    if (sample < 0 || seed < 0) {
      std::fprintf(stderr, "error: --sample and --seed take whole numbers.\n");
      return 2;
    }
    return check(*book, static_cast<std::size_t>(sample), static_cast<std::uint64_t>(seed));
  }
  std::fputs(
      "usage: arcade connect4 book generate --dir D --depth N --commit SHA [--threads T] [--chunk C]\n"
      "                                     [--table-bits B] [--root MOVES] [--parents BOOK]\n"
      "         solves every position of ply N (up to mirror symmetry; following from MOVES,\n"
      "         the empty board by default) into chunk files in D; run again to resume; BOOK:\n"
      "         the book of depth N-1 from the same root, whose scores make the search shorter\n"
      "       arcade connect4 book status --dir D     how far the generation is\n"
      "       arcade connect4 book count --depth N [--root MOVES]  positions per ply up to N\n"
      "       arcade connect4 book list --depth N [--root MOVES]  the moves of ply N's positions, in book order\n"
      "       arcade connect4 book build --dir D --out FILE [--depth N]   the book file from whole\n"
      "         chunks (--depth: a shallower book, its scores worked out from the deeper ones)\n"
      "       arcade connect4 book check --book FILE [--sample K] [--seed S]\n"
      "         K random book positions solved again and compared\n",
      stderr);
  return 2;
}

}  // namespace arcade::cli
