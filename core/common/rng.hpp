// Portable randomness: a seeded generator and a pool of outside words, both drawn from without bias.
#pragma once
#include <cstdint>
#include <vector>

namespace arcade {

// Anything that yields uniformly random 32-bit words. Games only ever see this interface, so the
// same rules run on a seeded generator (tests, replays, computer games) or on words the browser
// took from crypto.getRandomValues.
class WordSource {
 public:
  virtual ~WordSource() = default;
  virtual std::uint32_t next32() = 0;
  // A finite source that ran dry says so, and below() stops drawing instead of looping.
  virtual bool exhausted() const { return false; }
};

// A uniform integer in [0, n) by rejection sampling: words below 2^32 mod n are thrown away so
// every value gets exactly the same number of words. 0 when n <= 1 or the source is exhausted.
std::uint32_t below(WordSource& source, std::uint32_t n);

// PCG32 (XSH-RR, 64-bit state): small, fast, and defined bit for bit, so a seed gives the same
// sequence natively and in wasm, unlike std::uniform_int_distribution across standard libraries.
class Rng final : public WordSource {
 public:
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0);
  std::uint32_t next32() override;

 private:
  std::uint64_t state_ = 0;
  std::uint64_t inc_ = 1;
};

// Words supplied from outside (crypto.getRandomValues in the browser). When they run out it hands
// out zeros and remembers it, and the caller reports "not enough random words" instead of rolling
// a biased die.
class WordPool final : public WordSource {
 public:
  explicit WordPool(std::vector<std::uint32_t> words) : words_(std::move(words)) {}
  std::uint32_t next32() override;
  bool exhausted() const override { return exhausted_; }

 private:
  std::vector<std::uint32_t> words_;
  std::size_t next_ = 0;
  bool exhausted_ = false;
};

// Mixes a seed with a position (e.g. the number of moves played) so each move of a seeded game
// draws from its own stream: undo-then-roll gives the same dice, which is what makes undo honest.
std::uint64_t mix_seed(std::uint64_t seed, std::uint64_t position);

}  // namespace arcade
