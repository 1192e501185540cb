// Cul de chouette as a session game: params, the throw-off, moves and intents ("t" draws dice,
// "h" keeps Soufflette dice), undo rules, status, view and text, saves that replay.
#include <doctest/doctest.h>

#include "chouette/chouette.hpp"
#include "common/registry.hpp"
#include "common/session.hpp"
#include "session_helpers.hpp"

using namespace arcade;
using namespace arcade::chouette;
using S = Session<Chouette>;

namespace {
S start(const std::string& params) { return test::start<Chouette>(params); }
void play(S& s, std::initializer_list<std::string_view> moves) { test::play(s, moves, 7); }
}  // namespace

TEST_CASE("chouette game: params") {
  CHECK(Chouette::format_params(Chouette::parse_params("").value()) == "3");
  CHECK(Chouette::format_params(Chouette::parse_params("4,bc,sf").value()) == "4,sf,bc");
  CHECK(Chouette::format_params(Chouette::parse_params("sf,kata").value()) == "3,kata,sf");
  CHECK(Chouette::parse_params("9").error() == "Cul de chouette is for 2 to 8 players, not 9.");
  CHECK(Chouette::parse_params("1,sf").error() == "Cul de chouette is for 2 to 8 players, not 1.");
  CHECK(Chouette::parse_params("2,t1").error() == "The target must be from 50 to 100000, not 1.");
  CHECK(Chouette::check_desc(Chouette::parse_params("").value(), "x").error() ==
        "Cul de chouette has no game description; leave it empty.");
}

TEST_CASE("chouette game: throw-off, turns, intents, undo and the save") {
  S s = start("2");
  CHECK(s.id() == "chouette:2:");
  CHECK(s.status().text == "Player 1 and Player 2 each throw one die to choose who starts (the lowest starts).");
  CHECK(s.status().to_move == 0);
  CHECK(Chouette::legal(s.state()) == std::vector<std::string>{"t"});
  Rng rng(3);
  CHECK(s.play("t4", rng).error() == "This throw takes 2 dice, not 1.");
  CHECK(s.play("s", rng).error() ==
        "A sirotage is announced only after a plain Chouette: Player 1 and Player 2 each throw one "
        "die to choose who starts (the lowest starts).");
  play(s, {"t52"});
  CHECK(s.status().text == "Player 2 to throw.");
  CHECK(s.status().to_move == 1);
  CHECK_FALSE(s.can_undo());  // dice were seen
  play(s, {"t414"});
  CHECK(s.status().text == "Player 2 has a Chouette of 4: siroter or keep it?");
  CHECK(Chouette::legal(s.state()) == std::vector<std::string>{"t", "n", "s"});
  play(s, {"s", "b0=2"});
  CHECK(s.can_undo());  // a bet reveals nothing
  REQUIRE(s.undo().ok());
  play(s, {"b0=4", "t"});  // the intent draws the odd die
  CHECK(s.last_move().size() == 2);
  const std::string save = s.save();
  Result<S> again = S::load(save);
  REQUIRE_MESSAGE(again.ok(), again.error());
  CHECK(again->save() == save);
  CHECK(to_json(Chouette::view(again->state())) == to_json(Chouette::view(s.state())));
  CHECK(Chouette::computer_move(s.state(), rng).error() ==
        "Every seat of this table is a person: no computer player plays here.");
  CHECK(s.play("q9", rng).error() == "A single die is q<seat><face>, like q06.");
}

TEST_CASE("chouette game: the view and the text") {
  S s = start("3,sf");
  play(s, {"t123", "t421", "d1"});
  const Value v = Chouette::view(s.state());
  CHECK(v.get("window")->as_string() == "soufflette-throws");
  CHECK(to_json(*v.get("soufflette")) == "{\"challenger\":0,\"challenged\":1,\"throws\":0}");
  CHECK(to_json(*v.get("combination")) ==
        "{\"id\":\"soufflette\",\"label\":\"Soufflette\",\"value\":0,\"throwerPoints\":0}");
  CHECK(v.get("toMove")->as_int() == 1);
  CHECK(v.get("diceNeeded")->as_int() == 3);
  CHECK(to_json(*v.get("players")->items()[0].get("tokens")) ==
        "{\"grelottine\":false,\"civet\":false,\"passeGrelot\":false,\"passeGrelotUsed\":false,\"boucliette\":false,"
        "\"jarrets\":0}");
  Rng rng(5);
  CHECK(s.play("h4", rng).error() ==
        "Dice are kept between the throws of a Soufflette: Player 2 throws to make 4-2-1 (throw 1 of 3) against Player "
        "1.");
  play(s, {"t146"});
  CHECK(s.play("h44", rng).error() == "A Soufflette keeps at most one die of each of 4, 2 and 1.");
  CHECK(s.play("h3", rng).error() == "Only dice showing 4, 2 or 1 are kept for a Soufflette, not \"3\".");
  REQUIRE(s.play("h41", rng).ok());
  CHECK(s.last_move().substr(0, 3) == "t41");
  S g = start("2");
  play(g, {"t12", "t136"});
  CHECK(Chouette::text(g.state()) ==
        "Player 1: 0 (Grelottine)\nPlayer 2: 0\nLast throw by Player 1: 1 3 6 (Néant)\n  Player 1 +grelottine: Néant\n"
        "Néant by Player 1: a Grelottine holder may call \"Grelottine !\" (or pass).\n");
  const Value gv = Chouette::view(g.state());
  CHECK(to_json(*gv.get("effects")) ==
        "[{\"player\":\"Player 1\",\"seat\":0,\"delta\":0,\"reason\":\"Néant\",\"token\":\"+grelottine\"}]");
}

TEST_CASE("chouette game: registered, and random playouts end with a winner") {
  REQUIRE(find_game("chouette").ok());
  for (const char* params : {"2", "6,sf,bc,ao,art,br,vd", "3,kata,sf"}) {
    CAPTURE(params);
    Rng rng(11);
    S s = start(params);
    int moves = 0;
    while (!s.status().over && moves < 3000) {
      const std::string m = Chouette::random_move(s.state(), rng);
      Check c = s.play(m, rng);
      REQUIRE_MESSAGE(c.ok(), m << ": " << c.error());
      ++moves;
    }
    CHECK(s.status().over);
    REQUIRE(s.status().winners.size() == 1);
    int best = -100000;
    for (const PlayerState& p : s.state().table.players) best = std::max(best, p.score);
    CHECK(s.state().table.players[static_cast<std::size_t>(s.status().winners[0])].score == best);
    CHECK(best >= s.state().table.options.target);
  }
}

TEST_CASE("chouette game: the view tells the last move as fields (view.last)") {
  S s = start("3");
  const auto last = [&]() { return to_json(*Chouette::view(s.state()).get("last")); };
  CHECK(last() == "null");
  play(s, {"t135"});
  CHECK(last() ==
        "{\"verb\":\"throw\",\"window\":\"throw-off\",\"event\":null,\"seat\":null,\"group\":[0,1,2],\"dice\":[1,3,5],"
        "\"thrown\":3,\"scored\":false,\"order\":[],\"pairs\":[],\"seats\":[],\"subject\":null,\"amount\":null,"
        "\"target\":null}");
  play(s, {"t2"});
  CHECK(last() ==
        "{\"verb\":\"throw\",\"window\":\"turn\",\"event\":0,\"seat\":0,\"group\":[],\"dice\":[2],"
        "\"thrown\":1,\"scored\":false,\"order\":[],\"pairs\":[],\"seats\":[],\"subject\":null,\"amount\":null,"
        "\"target\":null}");
  play(s, {"t35"});  // the cul: the turn's three dice, scored (a Velute of 5)
  CHECK(last() ==
        "{\"verb\":\"throw\",\"window\":\"turn\",\"event\":0,\"seat\":0,\"group\":[],\"dice\":[2,3,5],"
        "\"thrown\":2,\"scored\":true,\"order\":[],\"pairs\":[],\"seats\":[],\"subject\":null,\"amount\":null,"
        "\"target\":null}");
  play(s, {"t662", "s", "b0=2"});
  CHECK(last() ==
        "{\"verb\":\"bet\",\"window\":\"bets\",\"event\":1,\"seat\":1,\"group\":[],\"dice\":[],"
        "\"thrown\":0,\"scored\":false,\"order\":[],\"pairs\":[[0,2]],\"seats\":[],\"subject\":null,\"amount\":null,"
        "\"target\":null}");
  play(s, {"t3"});  // the odd die, re-thrown by the sirotant
  CHECK(last() ==
        "{\"verb\":\"throw\",\"window\":\"bets\",\"event\":1,\"seat\":1,\"group\":[],\"dice\":[3],"
        "\"thrown\":1,\"scored\":false,\"order\":[],\"pairs\":[],\"seats\":[],\"subject\":null,\"amount\":null,"
        "\"target\":null}");
  play(s, {"j2,0"});
  CHECK(last() ==
        "{\"verb\":\"contre-sirop\",\"window\":\"contre-sirop\",\"event\":1,\"seat\":1,\"group\":[],\"dice\":[],"
        "\"thrown\":0,\"scored\":false,\"order\":[[2],[0]],\"pairs\":[],\"seats\":[],\"subject\":null,\"amount\":null,"
        "\"target\":null}");
  play(s, {"t441", "e1=-5"});  // Cy's Chouette of 4, then a referee's correction of Bob
  CHECK(last() ==
        "{\"verb\":\"correct\",\"window\":\"sirotage\",\"event\":2,\"seat\":2,\"group\":[],\"dice\":[],"
        "\"thrown\":0,\"scored\":false,\"order\":[],\"pairs\":[],\"seats\":[],\"subject\":1,\"amount\":-5,\"target\":"
        "null}");
  play(s, {"t146"});  // Ada's throw keeps Cy's Chouette by itself: the next turn's throw, a Néant
  CHECK(last() ==
        "{\"verb\":\"throw\",\"window\":\"turn\",\"event\":3,\"seat\":0,\"group\":[],\"dice\":[1,4,6],"
        "\"thrown\":3,\"scored\":true,\"order\":[],\"pairs\":[],\"seats\":[],\"subject\":null,\"amount\":null,"
        "\"target\":null}");
  // A save loaded again replays its moves: its view tells the same.
  Result<S> again = S::load(s.save());
  REQUIRE(again.ok());
  CHECK(to_json(*Chouette::view(again->state()).get("last")) == last());
}

TEST_CASE("chouette game: the view says who throws now, whose turn is next and whether Verdier bets are open") {
  S s = start("3,vd");
  const auto field = [&](const char* name) { return to_json(*Chouette::view(s.state()).get(name)); };
  CHECK(field("throwers") == "[0,1,2]");
  play(s, {"t315"});
  CHECK(field("throwers") == "[1]");
  CHECK(field("nextTurn") == "2");
  play(s, {"t24"});
  CHECK(field("verdierOpen") == "true");
  play(s, {"t1"});  // 2 4 1: a Néant; the Grelottine window waits for nobody: the next turn throws
  CHECK(field("window") == "\"grelottine\"");
  CHECK(field("throwers") == "[2]");
  CHECK(field("verdierOpen") == "false");
  play(s, {"t22"});
  CHECK(field("verdierOpen") == "false");  // a pair of chouettes opens no Verdier bets
  S over = start("2");
  play(over, {"t12", "e0=+400"});
  CHECK(to_json(*Chouette::view(over.state()).get("nextTurn")) == "null");
  CHECK(to_json(*Chouette::view(over.state()).get("throwers")) == "[]");
}

TEST_CASE("chouette game: when passing a window ends the game, no throw is listed (issue 14)") {
  // Player 1 at 330 keeps a Chouette of 5 (+25 on the pass): the pass reaches the target 343.
  Result<S> loaded = S::load("chouette:2::e0=+330.t24.t515:3");
  REQUIRE(loaded.ok());
  S s = std::move(loaded.value());
  CHECK_FALSE(s.status().over);
  CHECK(Chouette::legal(s.state()) == std::vector<std::string>{"n", "s"});
  Rng rng(1);
  CHECK(s.play("t", rng).error() == "The game is over.");
  REQUIRE(s.play("n", rng).ok());
  CHECK(s.status().over);
  CHECK(Chouette::legal(s.state()).empty());
}
