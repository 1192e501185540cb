// The Cul de chouette engine command by command: exact effects and reasons, every rejection's
// sentence (and that a rejected command changes nothing), ties, tokens, options and the end.
#include <doctest/doctest.h>

#include "chouette_helpers.hpp"

using namespace arcade;
using namespace arcade::chouette;

using namespace chouette_test;

TEST_CASE("chouette options: flags, canonical form, long names, sentences") {
  CHECK(format_options(parse_options("").value()) == "");
  CHECK(format_options(parse_options("sf,bc,t500,kata").value()) == "t500,kata,sf,bc");
  CHECK(format_options(parse_options("vd,br,art,ao,z,own,cvd,shl,sv,ncs,csb").value()) ==
        "z,own,cvd,shl,sv,ncs,csb,ao,art,br,vd");
  CHECK(format_options(parse_options("gw").value()) == "gw");
  CHECK(parse_options("gw").value().grelottine_ceil);
  CHECK(format_options(parse_options("gdn,gw").value()) == "gw,gdn");
  CHECK(format_options(parse_options("gup").value()) == "gup");
  CHECK(format_options(parse_options("b5,bw30,bl0,cm50,cc300,gm30,cap300").value()) ==
        "cap300,b5,bw30,bl0,cm50,cc300,gm30");
  CHECK(parse_options("t10").error() == "The target must be from 50 to 100000, not 10.");
  CHECK(parse_options("sf,sf").error() == "The option \"sf\" is given twice (or with another of its kind).");
  CHECK(parse_options("gf,gw").error() == "The option \"gw\" is given twice (or with another of its kind).");
  const std::string unknown = parse_options("zz").error();
  CHECK(unknown.rfind("Cul de chouette options are t<target>, z (no negative scores)", 0) == 0);
  CHECK(unknown.size() > 20);
  CHECK(unknown.substr(unknown.size() - 11) == "; not \"zz\".");

  Value o = Value::object();
  o.set("kataCompat", true).set("packs", Value::array().push("Attrape-Oiseau")).set("target", 500);
  const Options from = options_from_value(o).value();
  CHECK(from.kata);
  CHECK(from.attrape_oiseau);
  CHECK(from.target == 500);
  CHECK(options_from_value(Value("sf")).value().soufflette);
  CHECK(options_from_value(Value::object().set("packs", Value::array().push("flan"))).error() ==
        "There is no rule pack \"flan\"; the packs are soufflette, boucliette, attrape-oiseau, artichette, bleu-rouge "
        "and verdier.");
  CHECK(options_from_value(Value::object().set("tagret", 1)).error() ==
        "There is no option \"tagret\"; see the Cul de chouette options in wasm/README.md.");
  CHECK(options_from_value(Value::object().set("grelottineTable", "Q")).error() ==
        "The option \"grelottineTable\" must be one of \"K\", \"F\", \"W\".");
  CHECK(options_from_value(Value::object().set("bevue", true)).error() ==
        "The option \"bevue\" must be a whole number.");
  CHECK(options_from_value(Value(3)).error() ==
        "The options must be a string of flags like \"sf,bc\" or an object like {\"kataCompat\": true}.");
  const Value all = options_value(parse_options("kata").value());
  CHECK(all.get("siropBetWin")->as_int() == 15);
  CHECK(all.get("civetFinalScoreCap")->as_int() == 300);
}

TEST_CASE("chouette moves: text round trips and sentences") {
  for (const char* m : {"t246",   "t1", "n",          "s",    "b1=2,2=5", "a2",     "m0+1,2",      "m",  "g",
                        "g2,0+1", "j2", "r0",         "f1",   "v42=ve",   "v1=cds", "l1+2=cds=20", "p",  "p2",
                        "o1",     "d0", "u0=12,1=10", "y1+2", "x1",       "e1=-10", "e0=+25",      "q06"}) {
    CAPTURE(m);
    Result<Command> c = parse_command(m, 3);
    REQUIRE_MESSAGE(c.ok(), c.error());
    CHECK(format_command(*c) == m);
  }
  CHECK(format_command(parse_command("e0=25", 3).value()) == "e0=+25");
  CHECK(format_command(parse_command("v42=Velute", 3).value()) == "v42=ve");
  CHECK(parse_command("t7", 3).error() == "Die 1 of \"7\" is not a face from 1 to 6.");
  CHECK(parse_command("t", 3).error() == "A throw lists its dice, like t246 (the intent t draws them).");
  CHECK(parse_command("b9=2", 3).error() == "There is no seat 9 at this table of 3.");
  CHECK(parse_command("b1", 3).error() == "Bets are written seat=value, like 1=2, not \"1\".");
  CHECK(parse_command("ns", 3).error() == "The move n takes nothing after it, not \"s\".");
  CHECK(parse_command("z", 3).error() ==
        "Cul de chouette moves start with one of t n s b a m g j r f v l p o d u y x e q c w k i, not \"z\".");
  CHECK(parse_command("v42=xx", 3).error() == "The target \"xx\" is not one of ch, ve, cv, su, cdc, cds, sf, br, ar.");
  CHECK(parse_command("l1=su", 3).error() == "A Grelottine challenge is l<callers>=<target>=<stake>, like l1=su=10.");
  CHECK(parse_command("m0,x", 3).error() == "A seat is one digit from 0 to 2, not \"x\" in the calls.");
  CHECK(parse_command("", 3).error() == "A move is a letter and its details, like t or t246.");
}

TEST_CASE("chouette engine: throws, optional windows closed by the next throw, dice sentences") {
  Table t = table();
  CHECK(pending(t) == "A to throw.");
  CHECK(refused(t, "t1234") == "This throw takes 3 dice, not 4.");
  CHECK(refused(t, "n") == "Nothing can be passed now: A to throw.");
  CHECK(refused(t, "s") == "A sirotage is announced only after a plain Chouette: A to throw.");
  CHECK(run(t, "t4") == Lines{});
  CHECK(pending(t) == "A has thrown 4; 2 dice to go.");
  CHECK(refused(t, "t123") == "This throw takes 2 dice more, not 3.");
  CHECK(run(t, "t14") == Lines{});
  CHECK(pending(t) == "A has a Chouette of 4: siroter or keep it?");
  CHECK(run(t, "t235") == Lines{"A +16 Chouette of 4", "B +50 Velute of 5"});
  CHECK(run(t, "t666") == Lines{"C +100 Cul de chouette of 6"});
  CHECK(run(t, "t123") == Lines{"A +18 Suite and Velute of 3"});
  CHECK(pending(t) == "Suite by A: in what order did the players call \"Grelotte ça picote !\"?");
  CHECK(refused(t, "t123") ==
        "No throw is expected now: Suite by A: in what order did the players call \"Grelotte ça picote !\"?");
  CHECK(run(t, "g0,1") == Lines{"C -10 never called \"Grelotte ça picote !\""});
  CHECK(run(t, "t136") == Lines{"B +grelottine Néant"});
  CHECK(pending(t) == "Néant by B: a Grelottine holder may call \"Grelottine !\" (or pass).");
  CHECK(run(t, "n") == Lines{});
  CHECK(t.turn == 2);
  CHECK(t.players[1].grelottine);
  CHECK(run(t, "t136") == Lines{"C +grelottine Néant"});
  CHECK(run(t, "t245") == Lines{"A +grelottine Néant"});  // closes C's Grelottine window first
  CHECK(t.players[0].grelottine);
  CHECK(t.window == Window::Grelottine);
  CHECK(to_move(t) == 0);
}

TEST_CASE("chouette engine: Pas mou races, ties lost or thrown for") {
  Table t = table();
  run(t, "t224");
  CHECK(pending(t) == "Chouette-Velute of 4 by A: who called \"Pas mou le caillou !\" first (nobody: pass)?");
  CHECK(run(t, "g1") == Lines{"B -10 Bévue: calls \"Grelotte ça picote !\" without a Suite"});
  CHECK(t.window == Window::PasMou);
  CHECK(run(t, "m1,0") == Lines{"B +32 first to call \"Pas mou le caillou !\" on the Chouette-Velute of 4"});
  run(t, "t336");
  CHECK(run(t, "m0+2") == Lines{"A -72 tied first on \"Pas mou le caillou !\" on the Chouette-Velute of 6",
                                "C -72 tied first on \"Pas mou le caillou !\" on the Chouette-Velute of 6"});
  // chouetteVeluteTie=dice: with the thrower tied, the others throw; a single 6 steals the points.
  Table d = table("cvd");
  run(d, "t112");
  CHECK(run(d, "m0+1+2") == Lines{});
  CHECK(pending(d) == "Tie on \"Pas mou le caillou !\": A, B and C throw one die each for the tie-break.");
  CHECK(dice_needed(d) == 2);
  CHECK(run(d, "t66") == Lines{});  // B and C both threw a 6: they go on without A
  CHECK(dice_needed(d) == 2);
  CHECK(run(d, "t33") == Lines{});  // nobody threw a 6: again
  CHECK(run(d, "t56") ==
        Lines{"C +8 takes the tie-break of \"Pas mou le caillou !\" with a 6 on the Chouette-Velute of 2"});
  Table k = table("cvd");
  run(k, "t112");
  run(k, "m0+2");
  CHECK(run(k, "t5") ==
        Lines{"A +8 keeps \"Pas mou le caillou !\": no 6 in the tie-break on the Chouette-Velute of 2"});
  // A wrong call is a Bévue; naming nobody outside a race is refused.
  CHECK(run(k, "m2") == Lines{"C -10 Bévue: calls \"Pas mou le caillou !\" without a Chouette-Velute"});
  CHECK(refused(k, "m") == "No one is named for \"Pas mou le caillou !\", and no such race is open.");
  CHECK(refused(k, "g0,0") == "A is listed twice in the calls.");
  CHECK(run(k, "f0") == Lines{"A -10 Bévue: calls \"Sans fin est la moisissure des bières bretonnes !\" without a tie "
                              "for last on a Suite"});
}

TEST_CASE("chouette engine: the Suite race, tie-breaks by die and growing penalties") {
  Table t = table();
  run(t, "t345");
  CHECK(run(t, "g0") == Lines{});  // B and C never called: tied last
  CHECK(pending(t) == "Tie for last on the Suite: B and C throw one die each (the lowest loses 10).");
  CHECK(run(t, "f1+2") == Lines{});  // "Sans fin…" is the tied players' call: no Bévue here
  CHECK(run(t, "t33") == Lines{});
  CHECK(t.penalty == 20);
  CHECK(run(t, "t25") == Lines{"B -20 loses the Suite tie-break with a 2 (\"Grelotte ça picote !\")"});
  Table h = table("shl");
  run(h, "t456");
  CHECK(run(h, "g0,1+2") == Lines{});
  CHECK(run(h, "t25") == Lines{"C -10 loses the Suite tie-break with a 5 (\"Grelotte ça picote !\")"});
  // suiteVeluteMode=velute: 1-2-3 is a Velute of 3 and nobody has to call.
  Table sv = table("sv");
  CHECK(run(sv, "t213") == Lines{"A +18 Velute of 3"});
  CHECK(sv.window == Window::Turn);
  CHECK(options_from_value(Value::object().set("suiteVeluteMode", "velute")).value().suite_velute_only);
  Table all = table();
  run(all, "t234");
  CHECK(run(all, "g0,2,1") == Lines{"B -10 last to call \"Grelotte ça picote !\""});
}

TEST_CASE("chouette engine: sirotage, bets, Contre-Sirop, Attrape-Oiseau") {
  Table t = table();
  run(t, "t414");
  CHECK(run(t, "s") == Lines{});
  CHECK(pending(t) == "A sirotes a Chouette of 4: bets are open until the odd die is thrown.");
  CHECK(refused(t, "b0=4") == "A is siroting and cannot bet on it.");
  CHECK(run(t, "b1=2,2=4") == Lines{});
  CHECK(refused(t, "b1=3") == "B has already bet on Alouette (2); one bet per player.");
  CHECK(refused(t, "b2=7") == "A bet names a die from 1 (Linotte) to 6 (Chouette), not 7.");
  CHECK(refused(t, "t12") == "This throw takes 1 die, not 2.");
  {
    // The count is a plural() message with the given dice beside it: a page re-picks the form.
    Table copy = t;
    const Result<std::vector<Effect>> r = execute(copy, *parse_command("t12", 3));
    REQUIRE_FALSE(r.ok());
    CHECK(
        to_json(message_value(r.failure())) ==
        R"({"id":"chouette.throw.one","args":{"n":1,"given":2},"plural":{"one":"chouette.throw.one","other":"chouette.throw.many"}})");
  }
  CHECK(run(t, "t2") == Lines{"A -16 sirotage of 4 missed (the die showed 2)",
                              "B +25 won the sirotage bet on Alouette (2)",
                              "C -5 lost the sirotage bet on Mouette (4)"});
  CHECK(pending(t) == "The sirotage failed: who called \"J'apprécie les fruits au sirop !\" first (nobody: pass)?");
  // The sirotant may not call; B and C tie for first, which gives nothing.
  CHECK(run(t, "j0,1+2") == Lines{"A -10 Bévue: calls \"J'apprécie les fruits au sirop !\" on one's own sirotage"});
  // Tied first callers gain nothing; later callers commit a Bévue.
  Table c = table();
  play(c, {"t225", "s", "t3"});
  CHECK(run(c, "j1+2") == Lines{});
  Table later = table();
  play(later, {"t225", "s", "t3"});
  CHECK(run(later, "j2,1") == Lines{"C +12 first to call \"J'apprécie les fruits au sirop !\" (Contre-Sirop of 2)",
                                    "B -10 Bévue: calls \"J'apprécie les fruits au sirop !\" after another player"});
  // Option: no Contre-Sirop when a bet was won.
  Table csb = table("csb");
  play(csb, {"t225", "s", "b1=3", "t3"});
  CHECK(csb.window == Window::Turn);
  // Attrape-Oiseau: B snatches A's odd die; A keeps the Chouette, B takes the sirotage.
  Table ao = table("ao");
  run(ao, "t414");
  CHECK(refused(ao, "a0") == "A threw the Chouette; to siroter it, announce a sirotage.");
  CHECK(run(ao, "a1") == Lines{"A +16 Chouette of 4 (odd die snatched by B)"});
  CHECK(run(ao, "b0=4") == Lines{});
  CHECK(run(ao, "t4") == Lines{"B +80 Cul de chouette of 4 by sirotage", "A +25 won the sirotage bet on Mouette (4)"});
  CHECK(refused(table(), "a1") == "Attrape-Oiseau is a rule pack that this table does not use.");
}

TEST_CASE("chouette engine: Civet declarations, stakes and targets") {
  Table t = table();
  t.players[0].score = 50;
  CHECK(run(t, "v10=ve") == Lines{"A -10 Bévue: declares a Civet without holding one"});
  t.players[0].civet = true;
  CHECK(refused(t, "v41=ve") == "The Civet stake must be from 1 to 40 (the smaller of 102 and A's score, 40), not 41.");
  CHECK(refused(t, "v10=sf") == "A Civet on Soufflette needs that rule pack, which this table does not use.");
  CHECK(civet_max_stake(t) == 40);
  CHECK(run(t, "v20=cds") == Lines{"A -civet declares a Civet of 20 on Cul de chouette siroté"});
  CHECK(civet_max_stake(t) == 0);
  CHECK(refused(t, "v20=ch") == "A has already declared a Civet this turn.");
  CHECK(pending(t) == "A to throw.");
  run(t, "t331");
  CHECK(run(t, "s") == Lines{});
  CHECK(run(t, "t3") ==
        Lines{"A +70 Cul de chouette of 3 by sirotage", "A +20 Civet of 20 on Cul de chouette siroté won"});
  // A Cul de chouette is no Chouette; 1-2-3 is a Velute (and a Suite).
  Table c = table();
  c.players[0].score = 100;
  c.players[0].civet = true;
  run(c, "v30=ch");
  CHECK(run(c, "t555") == Lines{"A +90 Cul de chouette of 5", "A -30 Civet of 30 on Chouette lost"});
  Table v = table();
  v.players[0].score = 100;
  v.players[0].civet = true;
  run(v, "v30=ve");
  CHECK(run(v, "t321") == Lines{"A +18 Suite and Velute of 3", "A +30 Civet of 30 on Velute won"});
  Table zero = table();
  zero.players[0].civet = true;
  CHECK(refused(zero, "v1=ch") == "A Civet needs a positive score; A has 0.");
  run(zero, "t1");
  CHECK(refused(zero, "v1=ch") ==
        "A Civet is declared at the start of one's turn, before throwing: A has thrown 1; 2 dice to go.");
  // The kata: a won Civet may not take the score past 300.
  Table k = table("kata");
  k.players[0].score = 250;
  k.players[0].civet = true;
  CHECK(refused(k, "v60=ve") ==
        "The Civet stake must be from 1 to 50 (the smaller of 102 and A's score, 250, and no more than reaches 300), "
        "not 60.");
}

TEST_CASE("chouette engine: Grelottine challenges, priorities, caps, Passe-Grelot, Boucliette") {
  Table t = table("bc", 4);
  t.players[0].score = 100;
  t.players[1].score = 80;
  t.players[2].score = 60;
  t.players[3].score = 200;
  t.players[1].grelottine = t.players[2].grelottine = true;
  run(t, "t136");
  CHECK(refused(t, "l0=ch=5") == "A threw the Néant and cannot challenge it.");
  CHECK(refused(t, "l1+2=ch=20") ==
        "The Grelottine stake on Chouette must be from 1 to 19 (33% of 60, the lower score, rounded down), not 20.");
  // D holds none: a Bévue. B and C called together: C has the lower score and challenges.
  CHECK(run(t, "l3+1+2=su=8") == Lines{"D -10 Bévue: calls \"Grelottine !\" without holding a Grelottine",
                                       "C -grelottine calls \"Grelottine !\" against A",
                                       "A -grelottine challenged by C"});
  CHECK(pending(t) == "C challenges A: Suite for 8; A throws.");
  CHECK(t.players[1].grelottine);
  CHECK(run(t, "p1") == Lines{"A -10 Bévue: calls \"Passe-Grelot !\" without holding one"});
  t.players[0].passe_grelot = true;
  CHECK(refused(t, "p2") == "The challenge cannot pass to C: neither the challenger nor the holder.");
  CHECK(refused(t, "p") == "Name the player the challenge passes to.");
  CHECK(run(t, "p1") == Lines{"A -passe-grelot calls \"Passe-Grelot !\": the challenge passes to B"});
  CHECK(pending(t) == "C challenges B: Suite for 8; B throws.");
  CHECK(run(t, "t345") == Lines{"B +8 wins the Grelottine challenge on Suite for 8",
                                "C -8 loses the Grelottine challenge on Suite for 8",
                                "B +passe-grelot won a Grelottine challenge as the challenged player"});
  CHECK(t.window == Window::Grelotte);  // the challenge throw's own Suite race
  run(t, "g0,1,2,3");
  CHECK(t.turn == 1);
  // Boucliette: any holder cancels a challenge as it is announced.
  Table b = table("bc");
  b.players[0].score = b.players[1].score = 100;
  b.players[1].grelottine = true;
  play(b, {"t136", "l1=ch=10"});
  CHECK(run(b, "o2") == Lines{"C -boucliette cancels the Grelottine challenge with a Boucliette"});
  CHECK(b.turn == 1);
  CHECK(refused(b, "o2") == "A Boucliette cancels a challenge as it is announced: B to throw.");
  // Tables F and W, and no stake at all.
  Table f = table("gf");
  f.players[0].score = f.players[1].score = 100;
  f.players[1].grelottine = true;
  run(f, "t136");
  CHECK(refused(f, "l1=su=5") == "The F Grelottine table has no Suite.");
  Table w = table("gw");
  w.players[0].score = 124;
  w.players[1].score = 220;
  w.players[1].grelottine = true;
  run(w, "t136");
  CHECK(refused(w, "l1=ch=42") ==
        "The Grelottine stake on Chouette must be from 1 to 41 (33% of 124, the lower score, rounded up), not 42.");
  Table none = table();
  none.players[1].grelottine = true;
  run(none, "t136");
  CHECK(refused(none, "l1=ch=1") == "No stake is possible on Chouette: 33% of the lower score, 0, is less than 1.");
  Table min = table("gm30");
  min.players[0].score = 20;
  min.players[1].score = 100;
  min.players[1].grelottine = true;
  CHECK(run(min, "t136") == Lines{});  // under 30: no Grelottine gained
  CHECK(refused(min, "l1=ch=1") == "A Grelottine challenge needs both scores at 30 or more; A has 20.");
  CHECK(refused(table(), "l1=ch=1") ==
        "A Grelottine challenge is called right after another player's Néant: A to throw.");
}

TEST_CASE("chouette engine: Soufflette with a Boucliette, Artichette, Bleu-Rouge, Verdier") {
  Table s = table("sf,bc");
  run(s, "t421");
  CHECK(pending(s) == "Soufflette by A: challenge another player, or pass.");
  CHECK(refused(s, "d0") == "A threw the Soufflette and cannot challenge themselves.");
  run(s, "d1");
  CHECK(pending(s) == "B throws to make 4-2-1 (throw 1 of 3) against A.");
  CHECK(run(s, "o1") == Lines{"B -boucliette cancels the Soufflette with a Boucliette"});
  Table a = table("art");
  run(a, "t434");
  CHECK(run(a, "r1+0") == Lines{"A +16 calls \"Raitournelle !\" first on the Artichette"});
  Table br = table("br");
  CHECK(run(br, "t343") == Lines{"A +9 Bleu-Rouge"});
  CHECK(run(br, "u0=12,1=10") == Lines{});
  CHECK(refused(br, "u2=12") == "A has already announced 12; every sum differs.");
  CHECK(refused(br, "u1=11") == "B has already announced 10.");
  CHECK(refused(br, "u2=19") == "A Bleu-Rouge sum is from 3 to 18, not 19.");
  CHECK(run(br, "t235") == Lines{"B +56 announced the sum 10 of the Bleu-Rouge re-throw", "B +50 Velute of 5"});
  Table vd = table("vd");
  CHECK(refused(vd, "y1") ==
        "Verdier bets are taken after two chouettes showing two different faces of 2, 4 and 6: A to throw.");
  run(vd, "t64");
  CHECK(pending(vd) == "A has thrown 6 and 4; 1 die to go (Verdier bets are open).");
  CHECK(run(vd, "y0+2") == Lines{});
  CHECK(refused(vd, "y2") == "C has already made a Verdier bet.");
  CHECK(run(vd, "t2") ==
        Lines{"A +72 Velute of 6", "A +25 won the Verdier bet (2-4-6)", "C +25 won the Verdier bet (2-4-6)"});
  CHECK(refused(table(), "y1") == "Verdier is a rule pack that this table does not use.");
}

TEST_CASE("chouette engine: the end, its ties, and the score options") {
  Table t = table();
  t.players[0].score = 263;
  t.players[1].score = 343;
  CHECK(run(t, "t444") == Lines{"A +80 Cul de chouette of 4"});
  CHECK(t.window == Window::Over);
  CHECK(t.winner == 0);  // tied at 343: the thrower of the event wins
  CHECK(pending(t) == "A wins with 343 points.");
  CHECK(refused(t, "t123") == "The game is over.");
  Table u = table();
  u.players[1].score = u.players[2].score = 350;
  play(u, {"t136", "n"});
  CHECK(u.winner == 1);  // not the thrower: the first tied seat after them
  // Variant: gains off one's own turn stop at 332.
  Table own = table("own");
  own.players[1].score = 330;
  run(own, "t224");
  CHECK(run(own, "m1") == Lines{"B +2 first to call \"Pas mou le caillou !\" on the Chouette-Velute of 4"});
  CHECK(own.window == Window::Turn);
  // Variant: no negative scores.
  Table z = table("z");
  z.players[0].score = 5;
  play(z, {"t446", "s"});
  CHECK(run(z, "t1") == Lines{"A -5 sirotage of 4 missed (the die showed 1)"});
  // Referee actions, a die out of turn, an extra die.
  Table r = table();
  CHECK(run(r, "e1=-10") == Lines{"B -10 referee's correction"});
  CHECK(refused(r, "e1=+0") == "A score correction needs a change other than 0.");
  CHECK(run(r, "x2") == Lines{"C -10 Bévue: called by the referee"});
  CHECK(run(r, "q16") == Lines{"B -10 Bévue: throws a die out of turn"});
  play(r, {"q05", "q05", "q05"});
  CHECK(run(r, "q05") == Lines{"A -10 Bévue: throws an extra die"});
  CHECK(r.players[0].score == 80);
}

TEST_CASE("chouette engine: the throw-off chooses who starts") {
  Table t = table("", 3, -1);
  CHECK(pending(t) == "A, B and C each throw one die to choose who starts (the lowest starts).");
  CHECK(refused(t, "t12") == "This throw takes 3 dice, not 2.");
  CHECK(run(t, "t225") == Lines{});
  CHECK(pending(t) == "A and B each throw one die to choose who starts (the lowest starts).");
  CHECK(run(t, "t41") == Lines{"B +0 starts: lowest die of the throw-off (1)"});
  CHECK(t.turn == 1);
  CHECK(pending(t) == "B to throw.");
}
