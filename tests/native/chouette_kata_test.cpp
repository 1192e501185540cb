// The kata's own tests (shared/seeds/002: kata-cdc-2, "modes") reproduced through the engine in
// kataCompat mode, effect lists in the kata's order; the canonical numbers where they differ; and
// rows of the spec's Table C (the kata's ordered combinations).
#include <doctest/doctest.h>

#include "chouette/table.hpp"

using namespace arcade;
using namespace arcade::chouette;

namespace {

Options kata_options() {
  Options o = parse_options("kata,sf").value();
  REQUIRE(o.kata);
  return o;
}

// Plays the moves and returns the score effects of the moves from `from` on ("Perceval +50"), and
// in `tokens` their token changes ("Perceval +civet").
std::vector<std::string> play(Table& t, const std::vector<std::string>& moves, std::size_t from,
                              std::vector<std::string>* tokens = nullptr) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    Result<Command> c = parse_command(moves[i], static_cast<int>(t.players.size()));
    REQUIRE_MESSAGE(c.ok(), moves[i] << ": " << c.error());
    Result<std::vector<Effect>> r = execute(t, *c);
    REQUIRE_MESSAGE(r.ok(), moves[i] << ": " << r.error());
    if (i < from) continue;
    for (const Effect& e : *r) {
      const std::string who = t.players[static_cast<std::size_t>(e.player)].name;
      if (!e.token.empty()) {
        if (tokens) tokens->push_back(who + " " + e.token);
      } else {
        out.push_back(who + " " + (e.delta >= 0 ? "+" : "") + std::to_string(e.delta));
      }
    }
  }
  return out;
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("chouette kata: Sirop / Sirotage (kataCompat)") {
  // sirot "Perceval" D1 (RethrownDice D1) [("Karadoc", D2)] [] -- the Chouette of 1 is 1-1-3.
  Table t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  CHECK(play(t, {"t113", "s", "b1=2", "t1"}, 3) == Lines{"Perceval +50", "Karadoc -5"});
  // "Linotte (1) failed and success bet on Alouette (2)": the kata nets +15.
  t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  CHECK(play(t, {"t113", "s", "b1=2", "t2"}, 3) == Lines{"Perceval -1", "Karadoc +15"});
  t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  CHECK(play(t, {"t113", "s", "b1=2", "t3"}, 3) == Lines{"Perceval -1", "Karadoc -5"});
}

TEST_CASE("chouette kata: Sirop / Contre-Sirop (kataCompat)") {
  Table t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  CHECK(play(t, {"t113", "s", "t2", "j1"}, 2) == Lines{"Perceval -1", "Karadoc +10"});
  // "Linotte (1) with two yelling": sirot "Perceval" D3 (RethrownDice D2) [] [Karadoc, Arthur].
  t = new_table({"Perceval", "Karadoc", "Arthur"}, kata_options(), 0);
  CHECK(play(t, {"t331", "s", "t2", "j1,2"}, 2) == Lines{"Perceval -9", "Karadoc +14", "Arthur -10"});
}

TEST_CASE("chouette kata: Sirop / Civet siroté (kataCompat)") {
  Table t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  Lines tokens;
  CHECK(play(t, {"t662", "s", "t6"}, 2, &tokens) == Lines{"Perceval +100"});
  CHECK(tokens.empty());
  t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  CHECK(play(t, {"t662", "s", "t4"}, 2, &tokens) == Lines{"Perceval -36"});
  CHECK(tokens == Lines{"Perceval +civet"});
  CHECK(t.players[0].civet);
}

TEST_CASE("chouette kata: Soufflette (kataCompat): third try in every order, failure, first and second try") {
  // souflette (ChallengedPlayer "Perceval") (ChallengerPlayer "Karadoc"): Karadoc threw 1-2-4.
  const std::vector<std::string> perms = {"t421", "t412", "t241", "t214", "t142", "t124"};
  for (const std::string& perm : perms) {
    CAPTURE(perm);
    Table t = new_table({"Perceval", "Karadoc"}, kata_options(), 1);
    CHECK(play(t, {"t124", "d0", "t111", "t222", perm}, 2) == Lines{"Perceval +30", "Karadoc -30"});
  }
  Table t = new_table({"Perceval", "Karadoc"}, kata_options(), 1);
  CHECK(play(t, {"t124", "d0", "t111", "t222", "t333"}, 2) == Lines{"Perceval -30", "Karadoc +30"});
  // The kata's code (no test): the challenger always loses 30; canonically the same as gained.
  t = new_table({"Perceval", "Karadoc"}, kata_options(), 1);
  CHECK(play(t, {"t124", "d0", "t241"}, 2) == Lines{"Perceval +50", "Karadoc -30"});
  t = new_table({"Perceval", "Karadoc"}, kata_options(), 1);
  CHECK(play(t, {"t124", "d0", "t111", "t214"}, 2) == Lines{"Perceval +40", "Karadoc -30"});
  t = new_table({"Perceval", "Karadoc"}, parse_options("sf").value(), 1);
  CHECK(play(t, {"t124", "d0", "t241"}, 2) == Lines{"Perceval +50", "Karadoc -50"});
  t = new_table({"Perceval", "Karadoc"}, parse_options("sf").value(), 1);
  CHECK(play(t, {"t124", "d0", "t111", "t214"}, 2) == Lines{"Perceval +40", "Karadoc -40"});
}

TEST_CASE("chouette kata: Grelottine (kataCompat): only the stake changes hands") {
  // grelottine (ChallengedPlayer "Perceval") (ChallengerPlayer "Karadoc") Suite 10 D4 D5 D6 []
  Table t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  t.players[0].score = t.players[1].score = 100;
  t.players[1].grelottine = true;
  Lines tokens;
  CHECK(play(t, {"t136", "l1=su=10", "t456"}, 2, &tokens) == Lines{"Perceval +10", "Karadoc -10"});
  CHECK(tokens == Lines{"Perceval +passe-grelot"});
  CHECK(t.window == Window::Turn);  // no Suite race in the kata's grelottine
  // "Failed (Néant instead of Suite)": D3 D5 D6.
  t = new_table({"Perceval", "Karadoc"}, kata_options(), 0);
  t.players[0].score = t.players[1].score = 100;
  t.players[1].grelottine = true;
  tokens.clear();
  CHECK(play(t, {"t136", "l1=su=10", "t356"}, 2, &tokens) == Lines{"Karadoc +10", "Perceval -10"});
  CHECK(tokens.empty());
  // Canonically the challenge throw also scores: the Néant gives Perceval a Grelottine again.
  t = new_table({"Perceval", "Karadoc"}, Options{}, 0);
  t.players[0].score = t.players[1].score = 100;
  t.players[1].grelottine = true;
  tokens.clear();
  CHECK(play(t, {"t136", "l1=su=10", "t356"}, 2, &tokens) == Lines{"Karadoc +10", "Perceval -10"});
  CHECK(tokens == Lines{"Perceval +grelottine"});
}

TEST_CASE("chouette kata: Table C, the kata's ordered combinations in kataCompat") {
  const Options kata = parse_options("kata").value();
  struct Row {
    Dice dice;
    Combo combo;
    int value, thrower_points;
    Race race;
  };
  // (owl 1, owl 2, bottom) -> kata label and result, from the spec's Table C.
  const Row rows[] = {
      {{1, 2, 1}, Combo::Chouette, 1, 1, Race::None},        // canonical: Chouette-Velute
      {{1, 2, 3}, Combo::Velute, 3, 0, Race::PasMou},        // first shouter gains 18
      {{1, 3, 2}, Combo::Suite, 0, 0, Race::Grelotte},       // last shouter loses 10
      {{1, 3, 4}, Combo::Velute, 4, 0, Race::PasMou},        // first shouter gains 32
      {{1, 4, 3}, Combo::Neant, 0, 0, Race::None},           // canonical: Velute of 4
      {{2, 1, 1}, Combo::ChouetteVelute, 1, 1, Race::None},  // "ChouetteVelute 1", thrower +1
      {{2, 4, 2}, Combo::Chouette, 2, 4, Race::None},       {{3, 6, 3}, Combo::Chouette, 3, 9, Race::None},
      {{4, 2, 2}, Combo::ChouetteVelute, 2, 4, Race::None}, {{6, 3, 3}, Combo::ChouetteVelute, 3, 9, Race::None},
      {{6, 5, 1}, Combo::Neant, 0, 0, Race::None},          {{5, 1, 6}, Combo::Velute, 6, 0, Race::PasMou},
  };
  for (const Row& r : rows) {
    CAPTURE(r.dice[0] * 100 + r.dice[1] * 10 + r.dice[2]);
    const Classification c = classify(r.dice, kata);
    CHECK(c.combo == r.combo);
    CHECK(c.value == r.value);
    CHECK(c.thrower_points == r.thrower_points);
    CHECK(c.race == r.race);
    if (r.race == Race::PasMou) CHECK(c.race_points == 2 * r.value * r.value);
  }
  // 42 of the 216 ordered throws score differently (Table C's count).
  int differ = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b)
      for (int d = 1; d <= 6; ++d) {
        const Classification k = classify(Dice{a, b, d}, kata), c = classify(Dice{a, b, d}, Options{});
        differ += k.thrower_points != c.thrower_points || k.race != c.race || k.race_points != c.race_points ||
                  k.grelottine != c.grelottine;
      }
  CHECK(differ == 42);
}
