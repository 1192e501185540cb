// The rotating Connect-K engine: negamax with alpha-beta and iterative deepening under a node
// budget (deterministic, so a seeded game replays the same natively and in wasm), and levels that
// differ in budget, in the search's features (table, ordering, windows) and in deliberate slips.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "bitboard.hpp"
#include "connectk.hpp"

namespace arcade::rotate {

namespace {

using namespace bitboard;

// A move as a small number: its column, or n for the turn of the board.
int code_of(const KMove& m, int n) { return m.rotate ? n : m.column; }

// The transposition table: one entry per slot, always replaced (the newest entry is the one the
// current iteration asks for next). Cleared before every search, so a move depends on its position
// alone, never on the calls before it.
struct Entry {
  std::uint64_t key = 0;  // keys are odd: 0 marks an empty slot
  std::int32_t score = 0;
  std::int8_t depth = 0;
  std::uint8_t bound = 0;  // kExact, kLower (score >= beta), kUpper (score <= alpha)
  std::int8_t move = -1;   // code_of the best or refuting move
};
enum : std::uint8_t { kExact = 1, kLower = 2, kUpper = 3 };
constexpr std::size_t kTableBits = 18;  // 2^18 entries of 16 bytes: 4 MiB, allocated once

Entry* cleared_table() {
  static std::unique_ptr<Entry[]> table(new Entry[std::size_t{1} << kTableBits]);
  std::memset(static_cast<void*>(table.get()), 0, sizeof(Entry) << kTableBits);
  return table.get();
}

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
// A side's cells folded to one word.
std::uint64_t fold(std::uint64_t x) { return mix(x); }
std::uint64_t fold(Wide x) { return mix(static_cast<std::uint64_t>(x) ^ mix(static_cast<std::uint64_t>(x >> 64))); }

// The position's key: both sides' cells, the turns spent and the side to move. The number of plies
// played follows from these (pieces + turns spent), so a stored win's distance stays right.
template <typename Bits>
std::uint64_t key_of(const Board<Bits>& b) {
  const std::uint64_t flags =
      static_cast<std::uint64_t>(b.to_move) | std::uint64_t{b.rotated[0]} << 1 | std::uint64_t{b.rotated[1]} << 2;
  return mix(fold(b.bits[0]) + 0x9e3779b97f4a7c15ULL * (fold(b.bits[1]) + flags + 1)) | 1;
}

constexpr int kMaxPly = kMaxN * kMaxN + 3;  // every cell filled, both turns spent

template <typename Bits>
struct Search {
  SearchOptions o;
  long long nodes = 0;
  bool stopped = false;
  Entry* table = nullptr;
  std::array<std::array<std::int8_t, 2>, kMaxPly> killers{};  // per ply, two quiet cut-off moves
  std::array<std::array<int, kMaxN + 1>, 2> history{};        // per side and move code

  explicit Search(const SearchOptions& opts) : o(opts) {
    if (o.table) table = cleared_table();
    for (auto& k : killers) k = {-1, -1};
  }

  // The moves in search order: the table's move, the killers, then by history; ties keep the
  // centre-first order of moves_of (a stable insertion sort over at most 11 moves).
  void order(MoveList& moves, int n, int side, int ply, int table_move) const {
    std::array<int, kMaxN + 1> rank{};
    for (int i = 0; i < moves.count; ++i) {
      const int c = code_of(moves.move[static_cast<std::size_t>(i)], n);
      const auto& k = killers[static_cast<std::size_t>(ply)];
      rank[static_cast<std::size_t>(i)] = c == table_move ? 1 << 30
                                          : c == k[0]     ? 1 << 29
                                          : c == k[1]
                                              ? 1 << 28
                                              : history[static_cast<std::size_t>(side)][static_cast<std::size_t>(c)];
    }
    for (int i = 1; i < moves.count; ++i)
      for (int j = i; j > 0 && rank[static_cast<std::size_t>(j)] > rank[static_cast<std::size_t>(j - 1)]; --j) {
        std::swap(rank[static_cast<std::size_t>(j)], rank[static_cast<std::size_t>(j - 1)]);
        std::swap(moves.move[static_cast<std::size_t>(j)], moves.move[static_cast<std::size_t>(j - 1)]);
      }
  }

  // A quiet move that cut off: tried early at the same ply elsewhere, and ranked up everywhere.
  void reward(int code, int side, int ply, int depth) {
    auto& k = killers[static_cast<std::size_t>(ply)];
    if (k[0] != code) k = {static_cast<std::int8_t>(code), k[0]};
    int& h = history[static_cast<std::size_t>(side)][static_cast<std::size_t>(code)];
    h += depth * depth;
    if (h >= 1 << 27)  // stay below the killers' ranks
      for (auto& side_history : history)
        for (int& v : side_history) v /= 2;
  }

  // Score of a child after move m from the mover's view (window alpha..beta).
  int child_score(const Board<Bits>& b, const KMove& m, int depth, int alpha, int beta, int ply, bool& terminal) {
    Board<Bits> child = b;
    const int r = play(child, m);
    terminal = r != 0;
    if (r == 1) return kWin - ply;
    if (r == -1) return -(kWin - ply);
    if (r == 2) return 0;
    return -negamax(child, depth - 1, -beta, -alpha, ply + 1);
  }

  int negamax(const Board<Bits>& b, int depth, int alpha, int beta, int ply) {
    if (++nodes > o.budget) {
      stopped = true;
      return 0;
    }
    MoveList moves = moves_of(b);
    if (moves.empty()) return 0;
    if (depth == 0) return evaluate(b);
    const int alpha0 = alpha;
    std::uint64_t key = 0;
    Entry* slot = nullptr;
    int table_move = -1;
    if (table) {
      key = key_of(b);
      slot = &table[key & ((std::uint64_t{1} << kTableBits) - 1)];
      if (slot->key == key) {
        table_move = slot->move;
        if (slot->depth >= depth) {
          const int v = slot->score;
          if (slot->bound == kExact || (slot->bound == kLower && v >= beta) || (slot->bound == kUpper && v <= alpha))
            return v;
        }
      }
    }
    if (o.ordering) order(moves, b.n, b.to_move, ply, table_move);
    int best = -kWin - 1, best_code = -1;
    for (int i = 0; i < moves.count; ++i) {
      const KMove& m = moves.move[static_cast<std::size_t>(i)];
      bool terminal = false;
      int score;
      if (o.windows && i > 0) {
        score = child_score(b, m, depth, alpha, alpha + 1, ply, terminal);
        if (!terminal && !stopped && score > alpha && score < beta)
          score = child_score(b, m, depth, alpha, beta, ply, terminal);
      } else {
        score = child_score(b, m, depth, alpha, beta, ply, terminal);
      }
      if (stopped) return 0;
      if (score > best) {
        best = score;
        best_code = code_of(m, b.n);
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (o.ordering && !terminal) reward(code_of(m, b.n), b.to_move, ply, depth);
        break;
      }
    }
    if (slot) {
      slot->key = key;
      slot->score = best;
      slot->depth = static_cast<std::int8_t>(std::min(depth, 127));
      slot->bound = best <= alpha0 ? kUpper : best >= beta ? kLower : kExact;
      slot->move = static_cast<std::int8_t>(best_code);
    }
    return best;
  }
};

bool decided(int score) { return score >= kWin - 100 || score <= -kWin + 100; }

// Iterative deepening at the root, every move scored exactly: the best of the last completed depth
// first, ties in move order. The casual level picks among these scores; with every feature off this
// is also how the medium and strong levels chose before issue 15.
template <typename Bits>
std::vector<std::pair<int, KMove>> root_scores(const Board<Bits>& b, const SearchOptions& o, int max_depth) {
  Search<Bits> s(o);
  const MoveList first = moves_of(b);
  std::vector<KMove> order(first.begin(), first.end());
  std::vector<std::pair<int, KMove>> done;
  for (int depth = 1; depth <= max_depth; ++depth) {
    std::vector<std::pair<int, KMove>> scored;
    for (const KMove& m : order) {
      bool terminal = false;
      const int score = s.child_score(b, m, depth, -kWin - 1, kWin + 1, 0, terminal);
      if (s.stopped) break;
      scored.emplace_back(score, m);
    }
    if (s.stopped) break;
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    done = scored;
    order.clear();
    for (const auto& [score, m] : scored) order.push_back(m);
    if (decided(done.front().first)) break;
  }
  if (done.empty())
    for (const KMove& m : moves_of(b)) done.emplace_back(0, m);
  return done;
}

// Iterative deepening with windows at the root: the previous depth's best move searched first with
// the full window, the others with a null window that only asks "better?", re-searched when so. A
// depth the budget cuts short still counts once its first move is done: a later move replaces it
// only after a complete search proved it better.
template <typename Bits>
KMove root_best(const Board<Bits>& b, const SearchOptions& o) {
  Search<Bits> s(o);
  const MoveList first = moves_of(b);
  std::vector<KMove> order(first.begin(), first.end());
  KMove best = order.front();
  for (int depth = 1; depth <= kMaxPly; ++depth) {
    int alpha = -kWin - 1, found = -1;
    for (int i = 0; i < static_cast<int>(order.size()); ++i) {
      const KMove& m = order[static_cast<std::size_t>(i)];
      bool terminal = false;
      int score = s.child_score(b, m, depth, i == 0 ? -kWin - 1 : alpha, i == 0 ? kWin + 1 : alpha + 1, 0, terminal);
      if (!terminal && !s.stopped && i > 0 && score > alpha)
        score = s.child_score(b, m, depth, alpha, kWin + 1, 0, terminal);
      if (s.stopped) break;
      if (i == 0 || score > alpha) {
        alpha = score;
        found = i;
      }
    }
    if (found < 0) break;  // not even the first move finished at this depth
    best = order[static_cast<std::size_t>(found)];
    std::rotate(order.begin(), order.begin() + found, order.begin() + found + 1);
    if (s.stopped || decided(alpha)) break;
  }
  return best;
}

template <typename Bits>
KMove best_move(const KState& st, const SearchOptions& o) {
  const Board<Bits> b = from_state<Bits>(st);
  return o.windows ? root_best(b, o) : root_scores(b, o, 64).front().second;
}

template <typename Bits>
KMove casual(const KState& st, WordSource& words) {
  // Two plies deep and one move in three picked at random among those that do not lose now.
  const auto scored = root_scores(from_state<Bits>(st), SearchOptions{1 << 20, false, false, false}, 2);
  if (below(words, 3) == 0) {
    std::vector<KMove> safe;
    for (const auto& [score, m] : scored)
      if (score > -kWin + 100) safe.push_back(m);
    if (!safe.empty()) return safe[below(words, static_cast<std::uint32_t>(safe.size()))];
  }
  return scored.front().second;
}

bool narrow(const KState& s) { return s.params.n * s.params.n <= 64; }

}  // namespace

SearchOptions level_options(Player level) {
  if (level == Player::Medium) return {15000, false, false, false};
  return {500000, true, true, true};
}

KMove search_move(const KState& s, const SearchOptions& o) {
  return narrow(s) ? best_move<std::uint64_t>(s, o) : best_move<Wide>(s, o);
}

std::vector<KMove> ordered_moves(const KState& s) {
  const MoveList moves = moves_of(from_state<Wide>(s));
  return {moves.begin(), moves.end()};
}

KMove engine_move(const KState& s, Player level, WordSource& words) {
  if (level == Player::Casual) return narrow(s) ? casual<std::uint64_t>(s, words) : casual<Wide>(s, words);
  return search_move(s, level_options(level));
}

}  // namespace arcade::rotate
