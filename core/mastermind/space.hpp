// The set of all codes a game allows, in lexicographic order, with fast feedback between them:
// code breakers and the game work on indices into it.
#pragma once
#include <vector>

#include "code.hpp"

namespace arcade::mastermind {

class Space {
 public:
  explicit Space(const Options& o);
  // A shared space per (pegs, colours, duplicates), built once while it is in use: the last
  // kCachedSpaces asked for are kept, older ones freed. The reference stays valid until
  // kCachedSpaces other spaces have been asked for (a call works on one space).
  static constexpr std::size_t kCachedSpaces = 2;
  static const Space& of(const Options& o);

  const Options& options() const { return options_; }
  int size() const { return static_cast<int>(codes_.size()); }
  const Code& code(int i) const { return codes_[static_cast<std::size_t>(i)]; }
  // The index of a valid code, -1 if the code is not in the space.
  int index_of(const Code& c) const;

  // Feedback as one small number, exact * (pegs + 1) + misplaced: partitions index arrays by it.
  int feedback_id(int a, int b) const;
  int feedback_ids() const { return (options_.pegs + 1) * (options_.pegs + 1); }
  int solved_id() const { return options_.pegs * (options_.pegs + 1); }
  int id_of(const Feedback& f) const { return f.exact * (options_.pegs + 1) + f.misplaced; }
  Feedback feedback_of(int id) const { return {id / (options_.pegs + 1), id % (options_.pegs + 1)}; }

 private:
  Options options_;
  std::vector<Code> codes_;
  std::vector<std::uint32_t> packed_;                          // 4 bits a peg: exact matches are zero nibbles of a ^ b
  std::vector<std::array<std::uint8_t, kMaxColours>> counts_;  // per code, pegs of each colour
};

}  // namespace arcade::mastermind
