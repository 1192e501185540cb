// The opening book's walk over positions, its file format and its loading (see book.hpp).
#include "book.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "../common/text.hpp"
#include "messages.hpp"

namespace arcade::connect4 {

namespace {
constexpr int kValueBits = 8;
constexpr std::uint64_t kValueMask = (std::uint64_t{1} << kValueBits) - 1;
// Slots for n keys at most three quarters full (linear probing: a found key takes about 2.5 looks).
std::size_t capacity_for(std::size_t n) { return n + n / 3 + 1; }
}  // namespace

void KeyMap::reserve(std::size_t n) {
  if (capacity_for(n) > slots_.size()) rehash(capacity_for(n));
}

bool KeyMap::insert(Bitboard key, std::int8_t value) {
  if (capacity_for(size_ + 1) > slots_.size()) rehash(std::max<std::size_t>(1024, capacity_for(2 * (size_ + 1))));
  const std::size_t i = slot(key);
  if (slots_[i] != 0) return false;
  slots_[i] = key << kValueBits | static_cast<std::uint8_t>(value);
  ++size_;
  return true;
}

std::optional<int> KeyMap::find(Bitboard key) const {
  if (slots_.empty()) return std::nullopt;
  const std::uint64_t found = slots_[slot(key)];
  if (found == 0) return std::nullopt;
  return static_cast<std::int8_t>(found & kValueMask);
}

// The slot holding `key`, else the empty slot where it would go. The hash's top 32 bits are
// scaled to the table's size (a multiply and a shift: no power of two needed).
std::size_t KeyMap::slot(Bitboard key) const {
  const std::uint64_t hash = (key * 0x9E3779B97F4A7C15ull) >> 32;
  std::size_t i = static_cast<std::size_t>(hash * slots_.size() >> 32);
  while (slots_[i] != 0 && slots_[i] >> kValueBits != key) i = i + 1 == slots_.size() ? 0 : i + 1;
  return i;
}

void KeyMap::rehash(std::size_t capacity) {
  std::vector<std::uint64_t> old = std::move(slots_);
  slots_.assign(capacity, 0);
  for (const std::uint64_t s : old)
    if (s) slots_[slot(s >> kValueBits)] = s;
}

namespace {

// The book's walk (see book_positions): calls visit(position, moves) for every position it
// takes, at every ply from 0 to depth, in walk order.
template <class Visit>
void walk(const Position& root, std::string_view root_moves, int depth, Visit&& visit) {
  std::vector<KeyMap> seen(static_cast<std::size_t>(depth) + 1);
  std::string moves(root_moves);
  auto go = [&](auto&& self, const Position& p) -> void {
    visit(p, moves);
    if (p.moves() == depth) return;
    for (int col = 0; col < kWidth; ++col) {
      if (!p.can_play(col) || p.is_winning_move(col)) continue;  // a won game goes no further
      Position child = p;
      child.play_column(col);
      if (!seen[static_cast<std::size_t>(child.moves())].insert(canonical_key(child))) continue;
      moves.push_back(static_cast<char>('1' + col));
      self(self, child);
      moves.pop_back();
    }
  };
  if (root.moves() <= depth && !root.over()) go(go, root);
}

// The scores a position of ply n that is not over can have: from losing to the opponent's next
// stone to winning with its own stone now.
int lowest_score(int n) { return -win_now_score(n + 1); }
int highest_score(int n) { return win_now_score(n); }

constexpr std::size_t kHeaderSize = 56;
constexpr int kScoreOffset = 64;

void put_u32(std::string& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}
std::uint32_t get_u32(std::string_view in, std::size_t at) {
  std::uint32_t v = 0;
  for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(static_cast<unsigned char>(in[at + i])) << (8 * i);
  return v;
}

constexpr std::array<std::uint32_t, 256> crc_table() {
  std::array<std::uint32_t, 256> t{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    t[i] = c;
  }
  return t;
}
constexpr std::array<std::uint32_t, 256> kCrcTable = crc_table();

bool is_commit(std::string_view s) {
  if (s.size() != 40) return false;
  for (const char ch : s)
    if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) return false;
  return true;
}

}  // namespace

std::vector<BookLine> book_positions(int depth, std::string_view root) {
  std::vector<BookLine> lines;
  const Result<Position> r = Position::from_moves(root);
  if (!r) return lines;
  walk(*r, root, depth, [&](const Position& p, const std::string& moves) {
    if (p.moves() == depth) lines.push_back({p, moves});
  });
  return lines;
}

std::vector<std::size_t> book_counts(int depth, std::string_view root) {
  std::vector<std::size_t> counts(static_cast<std::size_t>(depth) + 1, 0);
  const Result<Position> r = Position::from_moves(root);
  if (!r) return counts;
  walk(*r, root, depth, [&](const Position& p, const std::string&) { ++counts[static_cast<std::size_t>(p.moves())]; });
  return counts;
}

std::uint32_t crc32(std::string_view bytes) {
  std::uint32_t c = 0xFFFFFFFFu;
  for (const char ch : bytes) c = kCrcTable[(c ^ static_cast<unsigned char>(ch)) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::string encode_book(int depth, const std::vector<int>& scores, std::string_view commit, std::string_view root) {
  std::string out(kBookMagic);
  put_u32(out, static_cast<std::uint32_t>(depth));
  put_u32(out, static_cast<std::uint32_t>(scores.size()));
  std::string c(commit.substr(0, 40));
  c.resize(40, '0');
  out += c;
  put_u32(out, static_cast<std::uint32_t>(root.size()));
  out += root;
  for (const int s : scores) out.push_back(static_cast<char>(s + kScoreOffset));
  put_u32(out, crc32(out));
  return out;
}

Result<Book> Book::load(std::string_view bytes) {
  if (bytes.size() < kHeaderSize + 8 || bytes.substr(0, kBookMagic.size()) != kBookMagic)
    return fail(msg::kBookNotBook, {{"bytes", bytes.size()}});
  const std::uint32_t depth = get_u32(bytes, 8);
  const std::uint32_t count = get_u32(bytes, 12);
  const std::uint32_t root_size = get_u32(bytes, kHeaderSize);
  const std::size_t first = kHeaderSize + 4 + std::size_t{root_size};  // the first score
  // Sizes are compared before anything is read past the header: a torn file stops here.
  if (root_size > kCells || bytes.size() != first + std::size_t{count} + 4)
    return fail(msg::kBookTruncated,
                {{"count", count}, {"expected", first + std::size_t{count} + 4}, {"bytes", bytes.size()}});
  const std::uint32_t stored = get_u32(bytes, bytes.size() - 4);
  if (crc32(bytes.substr(0, bytes.size() - 4)) != stored) return fail(msg::kBookCorrupt);
  if (depth > kBookMaxDepth) return fail(msg::kBookDepth, {{"depth", depth}, {"max", kBookMaxDepth}});
  const std::string_view commit = bytes.substr(16, 40);
  if (!is_commit(commit)) return fail(msg::kBookCommit);
  const std::string_view root_moves = bytes.substr(kHeaderSize + 4, root_size);
  const Result<Position> root = Position::from_moves(root_moves);
  if (!root) return fail(msg::kBookRoot, {{"root", quoted(root_moves)}, {"why", root.failure()}});
  if (root->over() || root->moves() > static_cast<int>(depth))
    return fail(msg::kBookRootOver, {{"root", quoted(root_moves)}});

  Book book;
  book.depth_ = static_cast<int>(depth);
  book.commit_ = std::string(commit);
  book.root_ = std::string(root_moves);
  // The shallower plies hold about half as many positions again as the deepest (0.42 at depth 8,
  // 0.48 at 9): room for them all, so the table is made once.
  book.scores_.reserve(std::size_t{count} + count / 2 + count / 16);
  // The walk again: the stored scores go to the deepest ply's positions in order; the shallower
  // positions are kept to be scored from their children, deepest first.
  std::vector<std::vector<Position>> shallower(depth);
  std::size_t next = 0;
  std::optional<Error> problem;
  walk(*root, root_moves, book.depth_, [&](const Position& p, const std::string& moves) {
    const auto n = static_cast<std::size_t>(p.moves());
    if (n < depth) {
      shallower[n].push_back(p);
      return;
    }
    if (next >= count || problem) {
      ++next;
      return;
    }
    const int s = static_cast<unsigned char>(bytes[first + next]) - kScoreOffset;
    if (s < lowest_score(p.moves()) || s > highest_score(p.moves()))
      problem =
          fail(msg::kBookScore, {{"score", s},
                                 {"position", moves.empty() ? Arg(say(msg::kBookEmptyBoard)) : Arg(quoted(moves))},
                                 {"stones", p.moves()}});
    book.scores_.insert(canonical_key(p), static_cast<std::int8_t>(s));
    ++next;
  });
  if (next != count) return fail(msg::kBookCount, {{"count", count}, {"depth", depth}, {"positions", next}});
  if (problem) return *problem;
  for (std::size_t n = depth; n-- > static_cast<std::size_t>(root->moves());) {
    for (const Position& p : shallower[n]) {
      int best = lowest_score(p.moves());
      for (int col = 0; col < kWidth; ++col) {
        if (!p.can_play(col)) continue;
        if (p.is_winning_move(col)) {
          best = highest_score(p.moves());
          break;
        }
        Position child = p;
        child.play_column(col);
        const int s = -*book.scores_.find(canonical_key(child));
        if (s > best) best = s;
      }
      book.scores_.insert(canonical_key(p), static_cast<std::int8_t>(best));
    }
  }
  return book;
}

std::string shallower_book(const Book& book, int depth) {
  std::vector<int> scores;
  for (const BookLine& line : book_positions(depth, book.root())) scores.push_back(*book.score(line.position));
  return encode_book(depth, scores, book.commit(), book.root());
}

std::optional<int> Book::floor(const Position& p) const {
  if (p.moves() != depth_ + 1 || p.over()) return std::nullopt;
  std::optional<int> floor;
  for (int col = 0; col < kWidth; ++col) {
    // The last mover's top stone in each column, taken back: each parent p may have come from.
    const std::optional<Position> parent = p.before_top(col);
    if (!parent) continue;
    if (const std::optional<int> s = score(*parent)) floor = std::max(floor.value_or(-*s), -*s);
  }
  return floor;
}

}  // namespace arcade::connect4
