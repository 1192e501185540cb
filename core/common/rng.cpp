// PCG32, rejection sampling and the outside word pool (see rng.hpp).
#include "rng.hpp"

namespace arcade {

std::uint32_t below(WordSource& source, std::uint32_t n) {
  if (n <= 1) return 0;
  // (2^32 - n) mod n == 2^32 mod n: the count of low words that would favour small results.
  const std::uint32_t threshold = (0u - n) % n;
  for (;;) {
    const std::uint32_t x = source.next32();
    if (source.exhausted()) return 0;
    if (x >= threshold) return x % n;
  }
}

Rng::Rng(std::uint64_t seed, std::uint64_t stream) {
  inc_ = (stream << 1u) | 1u;
  state_ = 0;
  next32();
  state_ += seed;
  next32();
}

std::uint32_t Rng::next32() {
  const std::uint64_t old = state_;
  state_ = old * 6364136223846793005ULL + inc_;
  const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
  const auto rot = static_cast<std::uint32_t>(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((0u - rot) & 31u));
}

std::uint32_t WordPool::next32() {
  if (next_ >= words_.size()) {
    exhausted_ = true;
    return 0;
  }
  return words_[next_++];
}

std::uint64_t mix_seed(std::uint64_t seed, std::uint64_t position) {
  // SplitMix64 finaliser over the pair: nearby positions give unrelated streams.
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (position + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace arcade
