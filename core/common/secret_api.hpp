// A game's secret functions (SecretTurns, game.hpp) behind one type-erased interface on params and
// save strings, for turn links of version 2 (secret_link.hpp); only games with a secret have one.
#pragma once
#include <string>
#include <string_view>

#include "session.hpp"

namespace arcade {

class SecretApi {
 public:
  virtual ~SecretApi() = default;
  // The seat that holds the secret; its moves are computed from it.
  virtual int seat() const = 0;
  // The canonical params of the game between two people that `params` asks for, or the refusal.
  virtual Result<std::string> params(std::string_view params) const = 0;
  virtual std::string draw(std::string_view params, WordSource& words) const = 0;
  virtual Check check(std::string_view params, std::string_view secret) const = 0;
  // The holder's move in the save's position (its last), computed from the secret.
  virtual Result<std::string> move(std::string_view save, std::string_view secret) const = 0;
  // Every move of the holder in the save, replayed against the secret: the first wrong one's sentence.
  virtual Check check_moves(std::string_view save, std::string_view secret) const = 0;
};

template <SecretTurns G>
class SecretApiOf final : public SecretApi {
 public:
  int seat() const override { return G::secret_seat; }
  Result<std::string> params(std::string_view text) const override {
    Result<typename G::Params> p = G::parse_params(text);
    if (!p) return p.failure();
    Result<typename G::Params> two = G::secret_params(*p);
    if (!two) return two.failure();
    return G::format_params(*two);
  }
  std::string draw(std::string_view text, WordSource& words) const override {
    return G::new_secret(*G::parse_params(text), words);
  }
  Check check(std::string_view text, std::string_view secret) const override {
    Result<typename G::Params> p = G::parse_params(text);
    if (!p) return p.failure();
    return G::check_secret(*p, secret);
  }
  Result<std::string> move(std::string_view save, std::string_view secret) const override {
    Result<Session<G>> s = Session<G>::load(save);
    if (!s) return s.failure();
    return G::secret_move(s->state(), secret);
  }
  Check check_moves(std::string_view save, std::string_view secret) const override {
    const std::vector<std::string_view> f = split(save, ':');
    if (f.size() < 4) return {};
    Result<Session<G>> start = Session<G>::load(join_fields(f[0], f[1], f[2]));
    if (!start) return start.failure();
    typename G::State state = start->state();
    if (f[3].empty()) return {};
    for (std::string_view m : split(f[3], '.')) {
      if (G::status(state).to_move == G::secret_seat)
        if (Check c = G::check_secret_move(state, m, secret); !c) return c;
      Result<typename G::Move> parsed = G::parse_move(state, m);
      if (!parsed) return parsed.failure();
      G::apply(state, *parsed);
    }
    return {};
  }

 private:
  static std::string join_fields(std::string_view a, std::string_view b, std::string_view c) {
    return std::string(a) + ":" + std::string(b) + ":" + std::string(c);
  }
};

}  // namespace arcade
