// The exact solver (see exact_solver.hpp): per digit and band a 27-bit mask of the cells where
// the digit may still go, propagated to a fixpoint before each guess. This file is the portable
// build and the dispatch; exact_solver_bmi2.cpp compiles the same search again for x86-64 CPUs
// with BMI1/BMI2/POPCNT/AVX2 and exact_solver_avx512.cpp for those with AVX-512 too
// (ARCADE_SOLVER_VARIANT set), and count_solutions picks the last this CPU runs. In wasm,
// exact_solver_simd128.cpp compiles it with wasm SIMD, which count_solutions always uses.
#include "exact_solver.hpp"

#include <cstring>

#if defined(__BMI2__) || defined(__SSE2__)
#include <immintrin.h>
#endif
#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

#ifndef ARCADE_SOLVER_VARIANT
#define ARCADE_SOLVER_VARIANT portable
#define ARCADE_SOLVER_DISPATCH 1
#endif

namespace arcade::sudoku {

namespace ARCADE_SOLVER_VARIANT {

namespace {

// A band is three rows of nine cells: bit 9*row + column (row 0-2 inside the band). Masks are
// indexed band*9 + digit, so the nine digits of one band sit side by side for the cell counts.
constexpr std::uint32_t kRow = 0x1FF;
constexpr std::uint32_t kColumn = 1u | 1u << 9 | 1u << 18;  // one column across the band
constexpr std::uint32_t kAllCells = 0x7FFFFFF;

// Inside one band a digit sits once in each row and once in each box, so where it goes follows
// one of six patterns of "triads" (a row's three cells in one box; triad bit 3*row + box):
//
//   pattern   0     1     2     3     4     5      X = the triad holding the digit
//   row 0    X..   X..   .X.   .X.   ..X   ..X
//   row 1    .X.   ..X   X..   ..X   X..   .X.
//   row 2    ..X   .X.   ..X   X..   .X.   X..
//
// Keeping only the triads of patterns whose triads are all still possible is locked candidates
// (pointing and claiming) and hidden singles in boxes, all in one table lookup. The same rule
// holds across bands for a stack of three boxes, with columns in place of rows.
constexpr int kPatterns[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

struct Tables {
  std::uint8_t triads[512] = {};        // a row's 9 cells -> which of its 3 boxes are possible
  std::uint8_t fits[512] = {};          // possible triads -> bit p for each pattern that fits
  std::uint8_t fit_count[512] = {};     // how many patterns fit
  std::uint16_t kept[512] = {};         // possible triads -> triads of the fitting patterns
  std::uint32_t kept_cells[512] = {};   // the same as cells of the band
  std::uint32_t pattern_cells[6] = {};  // the cells of each pattern's triads
  std::uint16_t forced[512] = {};       // possible triads -> triads in every fitting pattern
  std::uint32_t triad_cells[512] = {};  // triad bits -> their cells
  std::uint32_t row_rest[512] = {};     // triad bits -> the other cells of their rows
};

constexpr std::uint32_t triad_bits(int p) {
  std::uint32_t bits = 0;
  for (int r = 0; r < 3; ++r) bits |= 1u << (3 * r + kPatterns[p][r]);
  return bits;
}

constexpr std::uint32_t cells_of_triads(std::uint32_t triads) {
  std::uint32_t cells = 0;
  for (int t = 0; t < 9; ++t)
    if (triads & (1u << t)) cells |= 7u << (9 * (t / 3) + 3 * (t % 3));
  return cells;
}

constexpr Tables make_tables() {
  Tables t;
  for (int row = 0; row < 512; ++row)
    for (int box = 0; box < 3; ++box)
      if (row & (7 << (3 * box))) t.triads[row] = static_cast<std::uint8_t>(t.triads[row] | 1 << box);
  for (std::uint32_t possible = 0; possible < 512; ++possible) {
    std::uint32_t kept = 0;
    for (int p = 0; p < 6; ++p) {
      if ((triad_bits(p) & possible) != triad_bits(p)) continue;
      kept |= triad_bits(p);
      t.fits[possible] = static_cast<std::uint8_t>(t.fits[possible] | 1 << p);
      ++t.fit_count[possible];
    }
    t.kept[possible] = static_cast<std::uint16_t>(kept);
    t.kept_cells[possible] = cells_of_triads(kept);
  }
  for (int p = 0; p < 6; ++p) t.pattern_cells[p] = cells_of_triads(triad_bits(p));
  for (std::uint32_t triads = 0; triads < 512; ++triads) {
    std::uint32_t all = 0x1FF;
    for (int p = 0; p < 6; ++p)
      if (t.fits[triads] & (1 << p)) all &= triad_bits(p);
    t.forced[triads] = static_cast<std::uint16_t>(t.fits[triads] ? all : 0);
    std::uint32_t rows = 0;
    for (int r = 0; r < 3; ++r)
      if (triads & (7u << (3 * r))) rows |= kRow << (9 * r);
    t.triad_cells[triads] = cells_of_triads(triads);
    t.row_rest[triads] = rows & ~cells_of_triads(triads);
  }
  return t;
}

constexpr Tables kTables = make_tables();

inline int lowest(std::uint32_t x) { return __builtin_ctz(x); }

inline std::uint32_t possible_triads(std::uint32_t m) {
#ifdef __BMI2__
  return _pext_u32(m | m >> 1 | m >> 2, 0x1249249);
#endif
  return static_cast<std::uint32_t>(kTables.triads[m & kRow]) |
         static_cast<std::uint32_t>(kTables.triads[(m >> 9) & kRow]) << 3 |
         static_cast<std::uint32_t>(kTables.triads[m >> 18]) << 6;
}

struct State {
  std::uint32_t cells[27];    // band*9 + digit: where the digit may still go in the band
  std::uint32_t unsolved[3];  // per band: cells without a placed digit
  // Per digit, as stacks() last saw it (bit 9*band + column): the column triads (a column's
  // three cells in one box) still possible, and those in every pattern of their stack.
  std::uint32_t column_possible[9];
  std::uint32_t column_forced[9];
};

// Restricts the digit's row in the band to the one cell `bit`.
inline void restrict_row(State& s, int index, std::uint32_t bit) {
  s.cells[index] &= ~((kRow << (9 * (lowest(bit) / 9))) & ~bit);
}

struct Search {
  int limit = 1;
  int count = 0;
  std::uint64_t guesses = 0;
  Grid* first = nullptr;
};

// With AVX2 or wasm SIMD a band's nine digits are worked on together (band_pass): digits 0-7 in
// one 8-lane vector (GCC's vector extensions; two 128-bit halves in wasm) and digit 8 alone, by
// the same templates. Elsewhere one mask at a time (update_band) measured faster: the portable
// build's SSE2 halves were a third slower than update_band. In wasm the lanes count forum_hardest_1106
// and magictour_top1465 to 2 at about 1.15x the one-mask build (see the README's Sudoku rows).
#ifndef ARCADE_SOLVER_LANES
#if defined(__AVX2__) || defined(__wasm_simd128__)
#define ARCADE_SOLVER_LANES 1
#else
#define ARCADE_SOLVER_LANES 0
#endif
#endif

#if ARCADE_SOLVER_LANES
#if defined(__GNUC__) && !defined(__clang__)
// GCC notes that 32-byte vectors pass differently with and without AVX; these never cross a
// call between the builds (everything here is internal to one build's namespace).
#pragma GCC diagnostic ignored "-Wpsabi"
#endif
using Lanes = std::uint32_t __attribute__((vector_size(32)));
using Mask = std::int32_t __attribute__((vector_size(32)));

// Bit i for each lane i that is true.
inline std::uint32_t lane_bits(Mask m) {
#if defined(__AVX2__)
  return static_cast<std::uint32_t>(_mm256_movemask_ps(reinterpret_cast<__m256>(m)));
#elif defined(__SSE2__) || defined(__wasm_simd128__)
  using Half = std::int32_t __attribute__((vector_size(16)));
  const Half lo = __builtin_shufflevector(m, m, 0, 1, 2, 3), hi = __builtin_shufflevector(m, m, 4, 5, 6, 7);
#if defined(__SSE2__)
  return static_cast<std::uint32_t>(_mm_movemask_ps(reinterpret_cast<__m128>(lo)) |
                                    _mm_movemask_ps(reinterpret_cast<__m128>(hi)) << 4);
#else
  return static_cast<std::uint32_t>(wasm_i32x4_bitmask(reinterpret_cast<v128_t>(lo)) |
                                    wasm_i32x4_bitmask(reinterpret_cast<v128_t>(hi)) << 4);
#endif
#else
  std::uint32_t bits = 0;
  for (int i = 0; i < 8; ++i) bits |= static_cast<std::uint32_t>(m[i] & 1) << i;
  return bits;
#endif
}
inline std::uint32_t lane_bits(bool b) { return b; }
// The union of the lanes and the bits in two or more of them, `w` with them.
// A tree of lane swaps: halves, then pairs, then neighbours.
inline std::uint32_t or_lanes(Lanes v, std::uint32_t w, std::uint32_t& twice) {
  Lanes b = __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  Lanes t = v & b;
  v |= b;
  b = __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5);
  t |= __builtin_shufflevector(t, t, 2, 3, 0, 1, 6, 7, 4, 5) | (v & b);
  v |= b;
  b = __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6);
  t |= __builtin_shufflevector(t, t, 1, 0, 3, 2, 5, 4, 7, 6) | (v & b);
  v |= b;
  twice = t[0] | (v[0] & w);
  return v[0] | w;
}
#endif

constexpr std::uint32_t kBox0 = 1u | 1u << 9 | 1u << 18;  // the first cell of each row's first triad
constexpr std::uint32_t kTriadStarts = kBox0 * 0111;      // the first cell of every triad

// Triad starts turned inside their row: box b+1's (b+2's) triad bit at box b.
template <class T>
inline T next_box(T t) {
  return (t >> 3 & (kBox0 * 011)) | (t << 6 & (kBox0 << 6));
}
template <class T>
inline T next_box2(T t) {
  return (t >> 6 & kBox0) | (t << 3 & (kBox0 * 0110));
}

// The pattern rule without tables: a triad stays when the other two rows hold possible triads in
// the other two boxes, one each (so some pattern through it has all three triads possible).
template <class T>
inline T keep_patterns(T m) {
  const T t = m | m >> 1 | m >> 2;  // at each triad's start, whether it is possible
  // Boxes turned first (box b+1's, b+2's triads at box b), then rows (row r+1's, r+2's at row r):
  // the turns commute, so two box turns serve all four pairs, and the row turns need no mask, as
  // what they push past bit 26 is cut by `t &` (fewer operations: this is the band pass's core).
  // Nor does `t`: the box turns keep triad starts only.
  const T next = next_box(t), next2 = next_box2(t);
  const auto below = [](T x) { return x >> 9 | x << 18; };
  const auto below2 = [](T x) { return x >> 18 | x << 9; };
  const T k = t & ((below(next) & below2(next2)) | (below(next2) & below2(next)));
  return m & (k | k << 1 | k << 2);
}

// The rows of `cells` that hold one, as whole rows, all three rows at once: a row's low 8 bits
// plus 0xFF carry into its bit 8 (never beyond) when any is set, so `any` has bit 8 of each row
// with a cell; one subtraction widens those bits to their rows. (A row at a time took twice the
// operations.)
template <class T>
inline T rows_with(T cells) {
  constexpr std::uint32_t kLow8 = kBox0 * 0xFF, kTop = kBox0 << 8;
  const T any = (((cells & kLow8) + kLow8) | cells) & kTop;
  return (any << 1) - (any >> 8);
}

// Of `cells`, those in a row with another (all but the lowest of each row).
template <class T>
inline T two_in_a_row(T cells) {
  const T c0 = cells & kRow, c1 = cells >> 9 & kRow, c2 = cells >> 18;
  return (c0 & (c0 - 1)) | (c1 & (c1 - 1)) << 9 | (c2 & (c2 - 1)) << 18;
}

// The cells alone in their row. Every row must hold a cell (the pattern rule leaves none empty
// unless it empties the mask), so the subtraction borrows inside rows only.
template <class T>
inline T row_singles(T m) {
  const T more = m & (m - kBox0);  // each row with its lowest cell taken out
  return m & ~rows_with(more);
}

// The cells of the columns of `cells` across a band.
template <class T>
inline T column_cells(T cells) {
  const T c = (cells | cells >> 9 | cells >> 18) & kRow;
  return c | c << 9 | c << 18;
}

#if ARCADE_SOLVER_LANES
// The stack pass (see stacks below) for every digit at once, lanes being digits as in band_pass:
// per digit the column triads as one 27-bit mask, bit 9*band + column, whose stacks are groups
// of three bits side by side, so the pattern rule is keep_patterns' with columns turned inside
// their stack in place of boxes inside their row. Nine digits this way cost fewer operations
// than the three or so a propagation used to redo one at a time with table look-ups.
template <class T>
inline T next_column(T x) {  // column j+1's bit at column j of each stack
  return (x >> 1 & (kTriadStarts * 3)) | (x << 2 & (kTriadStarts << 2));
}
template <class T>
inline T next_column2(T x) {  // column j+2's
  return (x >> 2 & kTriadStarts) | (x << 1 & (kTriadStarts * 6));
}

// `m` the masks of bands 0-2 (in place); `possible` and `forced` as State's column_possible and
// column_forced. Returns nonzero lanes (bit 0, 3 or 6 clear) for a digit with a stack left without
// a pattern.
template <class T>
inline T stack_pass(T m[3], const std::uint32_t unsolved[3], T& possible, T& forced) {
  T fold[3], twice[3];
  for (int b = 0; b < 3; ++b) {
    const T r0 = m[b] & kRow, r1 = m[b] >> 9 & kRow, r2 = m[b] >> 18;
    fold[b] = r0 | r1 | r2;
    twice[b] = (r0 & r1) | (r0 & r2) | (r1 & r2);
  }
  const T t = fold[0] | fold[1] << 9 | fold[2] << 18;
  const T n1 = next_column(t), n2 = next_column2(t);
  const auto below = [](T x) { return x >> 9 | x << 18; };  // band b+1's at band b, as in keep_patterns
  const auto below2 = [](T x) { return x >> 18 | x << 9; };
  const T k = t & ((below(n1) & below2(n2)) | (below(n2) & below2(n1)));
  possible = k;
  forced = k & ~(next_column(k) | next_column2(k));  // alone in its band of its stack: in every pattern
  const T kb[3] = {k & kRow, k >> 9 & kRow, k >> 18};
  const T once = (kb[0] ^ kb[1] ^ kb[2]) & ~(kb[0] & kb[1] & kb[2]);
  for (int b = 0; b < 3; ++b) {
    const T kept = m[b] & (kb[b] | kb[b] << 9 | kb[b] << 18);
    const T placed = kept & ~unsolved[b];
    const T single = once & kb[b] & ~twice[b] & ~((placed | placed >> 9 | placed >> 18) & kRow);
    // A hidden single in its column keeps its row to itself; two in one row leave the row empty
    // (as one after the other would), and the band pass's pattern rule finds the contradiction.
    const T cells = kept & (single | single << 9 | single << 18);
    m[b] = kept & ~(rows_with(cells) & ~cells) & ~rows_with(two_in_a_row(cells));
  }
  const T columns = (k | k >> 9 | k >> 18) & kRow;
  return ((columns | columns >> 1 | columns >> 2) & kTriadStarts & kRow) ^ (kTriadStarts & kRow);
}

bool stacks_all(State& s, std::uint32_t& dirty) {
  Lanes v[3], v0[3];
  std::uint32_t w[3], w0[3];
  for (int b = 0; b < 3; ++b) {
    std::memcpy(&v[b], s.cells + 9 * b, sizeof(Lanes));
    w[b] = s.cells[9 * b + 8];
    v0[b] = v[b];
    w0[b] = w[b];
  }
  Lanes pv, fv;
  std::uint32_t pw, fw;
  if (lane_bits(stack_pass(v, s.unsolved, pv, fv) != 0) || stack_pass(w, s.unsolved, pw, fw)) return false;
  std::memcpy(s.column_possible, &pv, sizeof pv);
  std::memcpy(s.column_forced, &fv, sizeof fv);
  s.column_possible[8] = pw;
  s.column_forced[8] = fw;
  for (int b = 0; b < 3; ++b) {
    std::memcpy(s.cells + 9 * b, &v[b], sizeof(Lanes));
    s.cells[9 * b + 8] = w[b];
    dirty |= (lane_bits(v[b] != v0[b]) | lane_bits(w[b] != w0[b]) << 8) << (9 * b);
  }
  return true;
}
#endif

// One band to its own fixpoint: the pattern rule for each digit, then every row a digit has one
// cell left in (not yet placed) places it there: the cell leaves the other digits and the column
// leaves the digit in every band. `dirty` gains the masks of the other bands that changed;
// `changed` the digits of this band whose masks changed. False when a digit has no pattern left.
// With lanes naked singles are found in the same loop (one more lane tree an iteration), where a
// separate pass over the band, and a band pass again after it, cost more: counting to 2, 0.88x ->
// 1.02x tdoku on forum_hardest_1106, 0.89x -> 1.04x on magictour_top1465 (same run, 2026-11-28).
#if ARCADE_SOLVER_LANES
bool band_pass(State& s, int band, std::uint32_t& dirty, std::uint32_t& changed) {
  std::uint32_t* c = s.cells + band * 9;
  Lanes v;
  std::memcpy(&v, c, sizeof v);
  std::uint32_t w = c[8];
  const Lanes v0 = v;
  const std::uint32_t w0 = w;
  std::uint32_t unsolved = s.unsolved[band];
  for (;;) {
    v = keep_patterns(v);
    w = keep_patterns(w);
    if (lane_bits(v == 0) || !w) return false;
    // Naked singles here too (an unsolved cell one digit alone may take keeps that digit's row to
    // itself), so a band leaves its pass with none left and no second pass is needed for them.
    std::uint32_t two;
    if (unsolved & ~or_lanes(v, w, two)) return false;  // a cell no digit may take
    if (const std::uint32_t naked = unsolved & ~two) {
      const Lanes nv = v & naked;
      const std::uint32_t nw = w & naked;
      // Two in one row of a digit: a contradiction, found here, as row_singles needs no empty row.
      if (lane_bits(two_in_a_row(nv) != 0) || two_in_a_row(nw)) return false;
      v &= ~(rows_with(nv) & ~nv);
      w &= ~(rows_with(nw) & ~nw);
    }
    const Lanes fv = row_singles(v) & unsolved;
    const std::uint32_t fw = row_singles(w) & unsolved;
    std::uint32_t twice;
    const std::uint32_t placed = or_lanes(fv, fw, twice);
    if (!placed) break;
    if (twice) return false;  // two digits alone in their rows on one cell
    unsolved &= ~placed;
    const Lanes cv = column_cells(fv);
    const std::uint32_t cw = column_cells(fw);
    v = (v & ~placed & ~cv) | fv;
    w = (w & ~placed & ~cw) | fw;
    for (int other = 0; other < 3; ++other) {
      if (other == band) continue;
      std::uint32_t* o = s.cells + other * 9;
      Lanes ov;
      std::memcpy(&ov, o, sizeof ov);
      const std::uint32_t lost = lane_bits((ov & cv) != 0) | lane_bits((o[8] & cw) != 0) << 8;
      ov &= ~cv;
      std::memcpy(o, &ov, sizeof ov);
      o[8] &= ~cw;
      dirty |= lost << (other * 9);
    }
  }
  std::memcpy(c, &v, sizeof v);
  c[8] = w;
  s.unsolved[band] = unsolved;
  changed |= lane_bits(v != v0) | lane_bits(w != w0) << 8;
  return true;
}
#else
// Without 8-lane vectors one mask at a time does less work (a band's pass would redo all nine
// digits for each change): the same rules for the digit of `index` only, marking every other
// mask it changes in `dirty`.
bool update_band(State& s, int index, std::uint32_t& dirty) {
  const int band = index / 9;
  const int digit = index - band * 9;
  std::uint32_t* own = s.cells + band * 9;
  std::uint32_t m = s.cells[index];
  for (;;) {
    m &= kTables.kept_cells[possible_triads(m)];
    if (!m) return false;
    const std::uint32_t bits = row_singles(m) & s.unsolved[band];
    if (!bits) break;
    s.unsolved[band] &= ~bits;
    const std::uint32_t cc = column_cells(bits);
    // Branch-free on purpose: whether a peer loses the digit is a coin toss for the predictor.
    std::uint32_t lost = 0;
    for (int b = 0; b < 3; ++b) {  // the columns in every band
      const std::uint32_t before = s.cells[b * 9 + digit];
      s.cells[b * 9 + digit] = before & ~cc;
      lost |= static_cast<std::uint32_t>((before & cc) != 0) << (9 * b);
    }
    dirty |= lost << digit;
    lost = 0;
    for (int d = 0; d < 9; ++d) {  // every digit of the cells
      const std::uint32_t before = own[d];
      own[d] = before & ~bits;
      lost |= static_cast<std::uint32_t>((before & bits) != 0) << d;
    }
    dirty |= lost << (band * 9);
    const std::uint32_t kept = (m & ~cc) | bits;
    if (kept == m) break;
    m = kept;
  }
  s.cells[index] = m;
  dirty &= ~(1u << index);
  return true;
}
#endif

#if !ARCADE_SOLVER_LANES  // band_pass does naked singles itself
// Cell counts over a band's nine digits: no candidate left is a contradiction, one is a naked
// single (its row is restricted to it, and band_pass places it).
inline bool naked_singles(State& s, int band, std::uint32_t& dirty) {
  const std::uint32_t unsolved = s.unsolved[band];
  if (!unsolved) return true;
  const std::uint32_t* c = s.cells + band * 9;
  std::uint32_t one = 0, two = 0;
  for (int d = 0; d < 9; ++d) {
    two |= one & c[d];
    one |= c[d];
  }
  if (unsolved & ~one) return false;
  std::uint32_t singles = unsolved & ~two;
  while (singles) {
    const std::uint32_t bit = singles & (0u - singles);
    singles ^= bit;
    for (int d = 0; d < 9; ++d) {
      if (c[d] & bit) {
        restrict_row(s, band * 9 + d, bit);
        dirty |= 1u << (band * 9 + d);
        break;
      }
    }
  }
  return true;
}

#endif

// A stack's column triads (3*band + column, as stacks() reads them) as bits 9*band + column of
// the grid's columns.
inline std::uint32_t columns_of(std::uint32_t triads, int stack) {
#ifdef __BMI2__
  return _pdep_u32(triads, kColumn * (7u << (3 * stack)));
#else
  return ((triads & 7) | (triads & 070) << 6 | (triads & 0700) << 12) << (3 * stack);
#endif
}

#if !ARCADE_SOLVER_LANES
// The pattern rule across the three bands of each stack for one digit, then hidden singles in
// columns (a column whose digit has one cell left, not yet placed).
inline bool stacks(State& s, int d, std::uint32_t& dirty) {
  std::uint32_t fold[3], twice[3];
  for (int band = 0; band < 3; ++band) {
    const std::uint32_t m = s.cells[band * 9 + d];
    const std::uint32_t r0 = m & kRow, r1 = (m >> 9) & kRow, r2 = m >> 18;
    fold[band] = r0 | r1 | r2;
    twice[band] = (r0 & r1) | (r0 & r2) | (r1 & r2);
  }
  std::uint32_t keep[3] = {0, 0, 0};
  std::uint32_t forced = 0;
  for (int stack = 0; stack < 3; ++stack) {
    const int shift = 3 * stack;
    const std::uint32_t possible = (fold[0] >> shift & 7) | (fold[1] >> shift & 7) << 3 | (fold[2] >> shift & 7) << 6;
    const std::uint32_t kept = kTables.kept[possible];
    if (!kept) return false;
    for (int band = 0; band < 3; ++band) keep[band] |= (kept >> (3 * band) & 7) << shift;
    forced |= columns_of(kTables.forced[possible], stack);
  }
  s.column_possible[d] = keep[0] | keep[1] << 9 | keep[2] << 18;
  s.column_forced[d] = forced;
  const std::uint32_t once = (keep[0] ^ keep[1] ^ keep[2]) & ~(keep[0] & keep[1] & keep[2]);
  for (int band = 0; band < 3; ++band) {
    const int index = band * 9 + d;
    std::uint32_t m = s.cells[index];
    if (keep[band] != fold[band]) {
      const std::uint32_t k = keep[band];
      m &= k | k << 9 | k << 18;
      s.cells[index] = m;
      dirty |= 1u << index;
    }
    const std::uint32_t placed = m & ~s.unsolved[band];
    std::uint32_t single = once & keep[band] & ~twice[band] & ~((placed | placed >> 9 | placed >> 18) & kRow);
    while (single) {
      const std::uint32_t bit = m & (kColumn << lowest(single));
      single &= single - 1;
      restrict_row(s, index, bit);
      dirty |= 1u << index;
    }
  }
  return true;
}

#endif

// Each triad holds exactly three digits: when three digits must be in a triad the others go,
// and when only three can be there each must (its row's other cells go). tdoku's "triad" rule;
// it costs more per guess than it saves on easy lists, and pays on the hard ones.
// Per triad bit, whether at least one, two, three or four of the digits added so far have it: the
// triad rule's counts of "may hold" and "must hold" over a band's (or every stack's) nine digits.
struct AtLeast {
  std::uint32_t one = 0, two = 0, three = 0, four = 0;
  void add(std::uint32_t bits) {
    four |= three & bits;
    three |= two & bits;
    two |= one & bits;
    one |= bits;
  }
};

#if ARCADE_SOLVER_LANES
// AtLeast over the eight lanes and `w` at once: a tree of lane swaps as in or_lanes, each step
// adding two counts that saturate at four.
inline AtLeast count_lanes(Lanes v, std::uint32_t w) {
  Lanes b = __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  const Lanes a1 = v | b, a2 = v & b;
  Lanes b1 = __builtin_shufflevector(a1, a1, 2, 3, 0, 1, 6, 7, 4, 5);
  Lanes b2 = __builtin_shufflevector(a2, a2, 2, 3, 0, 1, 6, 7, 4, 5);
  const Lanes c1 = a1 | b1, c2 = a2 | b2 | (a1 & b1), c3 = (a2 & b1) | (a1 & b2), c4 = a2 & b2;
  b1 = __builtin_shufflevector(c1, c1, 1, 0, 3, 2, 5, 4, 7, 6);
  b2 = __builtin_shufflevector(c2, c2, 1, 0, 3, 2, 5, 4, 7, 6);
  const Lanes b3 = __builtin_shufflevector(c3, c3, 1, 0, 3, 2, 5, 4, 7, 6);
  const Lanes b4 = __builtin_shufflevector(c4, c4, 1, 0, 3, 2, 5, 4, 7, 6);
  const std::uint32_t d1 = (c1 | b1)[0], d2 = (c2 | b2 | (c1 & b1))[0], d3 = (c3 | b3 | (c2 & b1) | (c1 & b2))[0],
                      d4 = (c4 | b4 | (c3 & b1) | (c2 & b2) | (c1 & b3))[0];
  AtLeast out;
  out.one = d1 | w;
  out.two = d2 | (d1 & w);
  out.three = d3 | (d2 & w);
  out.four = d4 | (d3 & w);
  return out;
}

// The cells of triads given by their start bits.
template <class T>
inline T triad_cells_of(T starts) {
  return starts | starts << 1 | starts << 2;
}

// triad_counts below with a band's digits in lanes and triads by their start bits in place of
// table look-ups: a band's masks are at the pattern rule's fixpoint here, so a triad is in every
// fitting pattern when it is its row's only one.
inline bool triad_counts(State& s, int band, std::uint32_t& dirty) {
  if (!s.unsolved[band]) return true;
  std::uint32_t* c = s.cells + band * 9;
  Lanes v;
  std::memcpy(&v, c, sizeof v);
  std::uint32_t w = c[8];
  const Lanes pv = (v | v >> 1 | v >> 2) & kTriadStarts;
  const std::uint32_t pw = (w | w >> 1 | w >> 2) & kTriadStarts;
  const Lanes fv = pv & ~(next_box(pv) | next_box2(pv));
  const std::uint32_t fw = pw & ~(next_box(pw) | next_box2(pw));
  const AtLeast may = count_lanes(pv, pw), sure = count_lanes(fv, fw);
  if ((~may.three & kTriadStarts) || sure.four) return false;
  const std::uint32_t f3 = sure.three;
  const std::uint32_t only = may.three & ~may.four & ~f3;
  if (!(f3 | only)) return true;
  const Lanes mv = triad_cells_of(only & pv);
  const std::uint32_t mw = triad_cells_of(only & pw);
  const Lanes rv = triad_cells_of(f3 & ~fv) | (rows_with(mv) & ~mv);
  const std::uint32_t rw = triad_cells_of(f3 & ~fw) | (rows_with(mw) & ~mw);
  dirty |= (lane_bits((v & rv) != 0) | static_cast<std::uint32_t>((w & rw) != 0) << 8) << (band * 9);
  v &= ~rv;
  std::memcpy(c, &v, sizeof v);
  c[8] = w & ~rw;
  return true;
}

// column_triad_counts below in lanes.
inline bool column_triad_counts(State& s, std::uint32_t& dirty) {
  Lanes pv, fv;
  std::memcpy(&pv, s.column_possible, sizeof pv);
  std::memcpy(&fv, s.column_forced, sizeof fv);
  const std::uint32_t pw = s.column_possible[8], fw = s.column_forced[8];
  const AtLeast may = count_lanes(pv, pw), sure = count_lanes(fv, fw);
  if ((~may.three & kAllCells) || sure.four) return false;
  const std::uint32_t f3 = sure.three;
  const std::uint32_t only = may.three & ~may.four & ~f3;
  if (!(f3 | only)) return true;
  const Lanes mv = only & pv;
  const std::uint32_t mw = only & pw;
  const Lanes rv = (f3 & ~fv) | (triad_cells_of((mv | mv >> 1 | mv >> 2) & kTriadStarts) & ~mv);
  const std::uint32_t rw = (f3 & ~fw) | (triad_cells_of((mw | mw >> 1 | mw >> 2) & kTriadStarts) & ~mw);
  for (int band = 0; band < 3; ++band) {
    std::uint32_t* c = s.cells + band * 9;
    Lanes v;
    std::memcpy(&v, c, sizeof v);
    const Lanes cv = column_cells(rv >> (9 * band) & kRow);
    const std::uint32_t cw = (rw >> (9 * band) & kRow) * kColumn;
    dirty |= (lane_bits((v & cv) != 0) | static_cast<std::uint32_t>((c[8] & cw) != 0) << 8) << (band * 9);
    v &= ~cv;
    std::memcpy(c, &v, sizeof v);
    c[8] &= ~cw;
  }
  return true;
}
#else
inline bool triad_counts(State& s, int band, std::uint32_t& dirty) {
  if (!s.unsolved[band]) return true;
  std::uint32_t possible[9], forced[9];
  AtLeast may, sure;
  std::uint32_t* c = s.cells + band * 9;
  for (int d = 0; d < 9; ++d) {
    possible[d] = possible_triads(c[d]);
    forced[d] = kTables.forced[possible[d]];
    may.add(possible[d]);
    sure.add(forced[d]);
  }
  if ((~may.three & 0x1FF) || sure.four) return false;
  const std::uint32_t f3 = sure.three;
  const std::uint32_t only = may.three & ~may.four & ~f3;
  if (!(f3 | only)) return true;
  std::uint32_t lost = 0;
  for (int d = 0; d < 9; ++d) {
    const std::uint32_t remove = kTables.triad_cells[f3 & ~forced[d]] | kTables.row_rest[only & possible[d]];
    lost |= static_cast<std::uint32_t>((c[d] & remove) != 0) << d;
    c[d] &= ~remove;
  }
  dirty |= lost << (band * 9);
  return true;
}

// The triad rule for the column triads (triad_counts does the row triads), every stack at once:
// per digit, bit 9*band + column when the digit may still go in that column of that band.
inline bool column_triad_counts(State& s, std::uint32_t& dirty) {
  const std::uint32_t* possible = s.column_possible;
  const std::uint32_t* forced = s.column_forced;
  AtLeast may, sure;
  for (int d = 0; d < 9; ++d) {
    may.add(possible[d]);
    sure.add(forced[d]);
  }
  if ((~may.three & kAllCells) || sure.four) return false;
  const std::uint32_t f3 = sure.three;
  const std::uint32_t only = may.three & ~may.four & ~f3;
  if (!(f3 | only)) return true;
  for (int d = 0; d < 9; ++d) {
    const std::uint32_t must = only & possible[d];
    const std::uint32_t boxes = ((must | must >> 1 | must >> 2) & 0111111111u) * 7;
    const std::uint32_t remove = (f3 & ~forced[d]) | (boxes & ~must);
    for (int band = 0; band < 3; ++band) {
      const std::uint32_t cells = (remove >> (9 * band) & kRow) * kColumn;
      const int index = band * 9 + d;
      dirty |= static_cast<std::uint32_t>((s.cells[index] & cells) != 0) << index;
      s.cells[index] &= ~cells;
    }
  }
  return true;
}
#endif

// Propagates every change to a fixpoint. `dirty` has bit band*9 + digit for each changed mask.
// The band and stack passes only revisit bands and digits whose masks changed since their last
// pass. False on a contradiction.
bool propagate(State& s, std::uint32_t dirty) {
  std::uint32_t digits_changed = 0, triads_changed = 0;
#if !ARCADE_SOLVER_LANES
  std::uint32_t bands_changed = 0;
#endif
  for (;;) {
#if ARCADE_SOLVER_LANES
    while (dirty) {
      std::uint32_t bands = 0;
      for (int band = 0; band < 3; ++band) {
        const std::uint32_t masks = dirty >> (9 * band) & 0x1FF;
        digits_changed |= masks;
        bands |= static_cast<std::uint32_t>(masks != 0) << band;
      }
      dirty = 0;
      triads_changed |= bands;
      for (; bands; bands &= bands - 1)
        if (!band_pass(s, lowest(bands), dirty, digits_changed)) return false;
    }
#else
    while (dirty) {
      const int index = lowest(dirty);
      dirty &= dirty - 1;
      if (!update_band(s, index, dirty)) return false;
      bands_changed |= 1u << (index / 9);
      triads_changed |= 1u << (index / 9);
      digits_changed |= 1u << (index % 9);
    }
#endif
#if !ARCADE_SOLVER_LANES  // band_pass has done these
    while (bands_changed) {
      const int band = lowest(bands_changed);
      bands_changed &= bands_changed - 1;
      if (!naked_singles(s, band, dirty)) return false;
    }
    if (dirty) continue;
#endif
#if ARCADE_SOLVER_LANES
    if (digits_changed) {
      digits_changed = 0;
      if (!stacks_all(s, dirty)) return false;
    }
#else
    while (digits_changed) {
      const int d = lowest(digits_changed);
      digits_changed &= digits_changed - 1;
      if (!stacks(s, d, dirty)) return false;
    }
#endif
    if (dirty) continue;
    while (triads_changed) {
      const int band = lowest(triads_changed);
      triads_changed &= triads_changed - 1;
      if (!triad_counts(s, band, dirty)) return false;
    }
    if (dirty) continue;
    if (!column_triad_counts(s, dirty)) return false;
    if (!dirty) return true;
  }
}

void record(const State& s, Search& search) {
  if (++search.count != 1 || !search.first) return;
  Grid& g = *search.first;
  for (int band = 0; band < 3; ++band)
    for (int d = 0; d < 9; ++d)
      for (std::uint32_t m = s.cells[band * 9 + d]; m; m &= m - 1)
        g[static_cast<std::size_t>(band * 27 + lowest(m))] = static_cast<std::uint8_t>(d + 1);
}

// The band to guess in: the unfixed one with the fewest possible triads over its nine digits (a
// digit down to one pattern has three; a band whose digits all are has 27, nothing to guess), each
// counted twice, plus its unsolved cells (so of two bands with as many triads, the fuller); -1 when
// every band is fixed. Counting triads (a popcount a mask) costs less than counting patterns (a
// table look-up a digit) and guides better: forum_hardest_1106 counted to 2 took 113.8 guesses a
// puzzle (116.6 on triads alone, 121.5 on pattern totals), magictour_top1465 9.3 (9.3, 9.4).
inline int guess_band(const State& s) {
  int best = 1 << 30, band = -1;
  for (int b = 0; b < 3; ++b) {
    int triads = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t m = s.cells[b * 9 + d];
      triads += __builtin_popcount((m | m >> 1 | m >> 2) & kTriadStarts);
    }
    if (triads <= 27) continue;
    const int score = 2 * triads + __builtin_popcount(s.unsolved[b]);
    if (score < best) {
      best = score;
      band = b;
    }
  }
  return band;
}

// Depth first. The guess is on patterns, not cells (after tdoku): in guess_band's band, the digit
// with the fewest fitting patterns (but more than one). Measured on magictour_top1465, counting
// to 2: guessing the first two-candidate cell took 19.0 guesses a puzzle, patterns 15.0, patterns
// with the triad rule 10.8, with it for column triads too 9.4 (tdoku: 8.9). Guessing in stacks as
// well as bands took more (11.0), so bands only.
void search(State s, std::uint32_t dirty, Search& ctx) {
  for (;;) {
    if (!propagate(s, dirty)) return;
    if (!(s.unsolved[0] | s.unsolved[1] | s.unsolved[2])) {
      record(s, ctx);
      return;
    }
    const int guess_in = guess_band(s);
    int index = -1;
    std::uint32_t fits = 0;
    if (guess_in >= 0) {
      int count = 7;
      for (int d = 0; d < 9; ++d) {
        const std::uint32_t possible = possible_triads(s.cells[guess_in * 9 + d]);
        const int n = kTables.fit_count[possible];
        if (n > 1 && n < count) {
          count = n;
          index = guess_in * 9 + d;
          fits = kTables.fits[possible];
        }
      }
    }
    if (index >= 0) {
      for (;;) {
        const std::uint32_t cells = kTables.pattern_cells[lowest(fits)];
        fits &= fits - 1;
        if (!fits) {
          s.cells[index] &= cells;
          break;
        }
        ++ctx.guesses;
        State next = s;
        next.cells[index] &= cells;
        search(next, 1u << index, ctx);
        if (ctx.count >= ctx.limit) return;
      }
      dirty = 1u << index;
      continue;
    }
    // Every digit's pattern is known but some triad still has a choice of cells: guess a cell.
    int band = 0;
    while (!s.unsolved[band]) ++band;
    const std::uint32_t bit = s.unsolved[band] & (0u - s.unsolved[band]);
    int d = 0;
    while (!(s.cells[band * 9 + d] & bit)) ++d;
    ++ctx.guesses;
    State next = s;
    restrict_row(next, band * 9 + d, bit);
    search(next, 1u << (band * 9 + d), ctx);
    if (ctx.count >= ctx.limit) return;
    s.cells[band * 9 + d] &= ~bit;
    dirty = 1u << (band * 9 + d);
  }
}

// The cells of no row, rows 0, 1, 0 and 1, ... (bit r for row r): all their cells in a band.
constexpr std::uint32_t kRowsOf[8] = {
    0, kRow, kRow << 9, kRow | kRow << 9, kRow << 18, kRow | kRow << 18, kRow << 9 | kRow << 18, kAllCells};

// The givens all at once: per band and digit the placed cells, and from them every row, column
// and box the digit can no longer use. False when givens conflict.
bool start(const Grid& puzzle, State& s) {
  std::uint32_t given[3] = {0, 0, 0};
  std::uint32_t placed[27] = {};
  std::uint32_t rows[9] = {}, columns[9] = {}, boxes[9] = {};  // per digit: houses used
  for (int cell = 0; cell < 81; ++cell) {
    const int v = puzzle[static_cast<std::size_t>(cell)];
    if (v < 1 || v > 9) continue;
    const int d = v - 1;
    const std::uint32_t r = 1u << (cell / 9), c = 1u << (cell % 9), b = 1u << (cell / 27 * 3 + cell % 9 / 3);
    if ((rows[d] & r) | (columns[d] & c) | (boxes[d] & b)) return false;
    rows[d] |= r;
    columns[d] |= c;
    boxes[d] |= b;
    const int band = cell / 27;
    const std::uint32_t bit = 1u << (cell - band * 27);
    given[band] |= bit;
    placed[band * 9 + d] |= bit;
  }
  for (int band = 0; band < 3; ++band) s.unsolved[band] = kAllCells & ~given[band];
  for (int d = 0; d < 9; ++d) {
    const std::uint32_t used = columns[d] * kColumn;
    for (int band = 0; band < 3; ++band) {
      const std::uint32_t row_bits = rows[d] >> (3 * band) & 7;
      const std::uint32_t box_bits = boxes[d] >> (3 * band) & 7;
      std::uint32_t box_cells = 0;
      for (int x = 0; x < 3; ++x)
        if (box_bits & (1u << x)) box_cells |= kColumn * 7u << (3 * x);
      const int index = band * 9 + d;
      s.cells[index] = (kAllCells & ~given[band] & ~used & ~kRowsOf[row_bits] & ~box_cells) | placed[index];
    }
  }
  return true;
}

}  // namespace

int count_solutions(const Grid& puzzle, int limit, Grid* first, std::uint64_t* guesses) {
  State s;
  if (limit < 1 || !start(puzzle, s)) return 0;
  Search ctx;
  ctx.limit = limit;
  ctx.first = first;
  search(s, (1u << 27) - 1, ctx);
  if (guesses) *guesses += ctx.guesses;
  return ctx.count;
}

}  // namespace ARCADE_SOLVER_VARIANT

#ifdef ARCADE_SOLVER_DISPATCH
#if ARCADE_SOLVER_HAS_BMI2
namespace bmi2 {
int count_solutions(const Grid& puzzle, int limit, Grid* first, std::uint64_t* guesses);
}
namespace avx512 {
int count_solutions(const Grid& puzzle, int limit, Grid* first, std::uint64_t* guesses);
}
#endif
#if ARCADE_SOLVER_HAS_SIMD128
namespace simd128 {
int count_solutions(const Grid& puzzle, int limit, Grid* first, std::uint64_t* guesses);
}
#endif

std::vector<SolverVariant> solver_variants() {
  std::vector<SolverVariant> out{{"portable", &portable::count_solutions}};
#if ARCADE_SOLVER_HAS_SIMD128
  // A wasm module that validates at all has SIMD (one SIMD instruction anywhere fails the whole
  // module where wasm SIMD is missing), so there is nothing to detect.
  out.push_back({"simd128", &simd128::count_solutions});
#endif
#if ARCADE_SOLVER_HAS_BMI2
  if (__builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt") &&
      __builtin_cpu_supports("avx2")) {
    out.push_back({"bmi2", &bmi2::count_solutions});
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512dq"))
      out.push_back({"avx512", &avx512::count_solutions});
  }
#endif
  return out;
}

int count_solutions(const Grid& puzzle, int limit, Grid* first, std::uint64_t* guesses) {
  // The fastest variant this CPU runs, chosen once; every variant returns the same counts,
  // solutions and guesses (tests/native/sudoku_solver_test.cpp checks them on whole lists).
#if ARCADE_SOLVER_HAS_SIMD128
  // Called directly, so that only the tests (through solver_variants) link the portable build:
  // the shipped modules leave it out.
  return simd128::count_solutions(puzzle, limit, first, guesses);
#else
  static const SolverVariant::Count best = solver_variants().back().count;
  return best(puzzle, limit, first, guesses);
#endif
}

std::optional<Grid> solve(const Grid& puzzle) {
  Grid solution{};
  if (count_solutions(puzzle, 1, &solution) == 0) return std::nullopt;
  return solution;
}
#endif

}  // namespace arcade::sudoku
