// Cul de chouette's messages: ids "chouette.*" with their English (see core/common/message.hpp).
// Effects' reasons are messages; the calls ("Pas mou le caillou !") and the birds are French in
// every language and come as text parameters, combinations as messages of their own.
#pragma once
#include "../common/message.hpp"

namespace arcade::chouette::msg {

#define ARCADE_CHOUETTE_MESSAGES(X)                                                                                    \
  /* Combinations, as effect reasons and inside them */                                                                \
  X(kComboCul, "chouette.combo.cul-de-chouette", "Cul de chouette of {value}")                                         \
  X(kComboChouetteVelute, "chouette.combo.chouette-velute", "Chouette-Velute of {value}")                              \
  X(kComboSuiteVelute, "chouette.combo.suite-velute", "Suite and Velute of {value}")                                   \
  X(kComboSuite, "chouette.combo.suite", "Suite")                                                                      \
  X(kComboVelute, "chouette.combo.velute", "Velute of {value}")                                                        \
  X(kComboChouette, "chouette.combo.chouette", "Chouette of {value}")                                                  \
  X(kComboNeant, "chouette.combo.neant", "Néant")                                                                      \
  X(kComboBleuRouge, "chouette.combo.bleu-rouge", "Bleu-Rouge")                                                        \
  X(kComboArtichette, "chouette.combo.artichette", "Artichette")                                                       \
  X(kComboSoufflette, "chouette.combo.soufflette", "Soufflette")                                                       \
  X(kName, "chouette.name", "{name}")                                                                                  \
  /* Effects: races */                                                                                                 \
  X(kStarts, "chouette.effect.starts", "starts: lowest die of the throw-off ({die})")                                  \
  X(kFirstOn, "chouette.effect.first-on", "first to call {call} on the {combo}")                                       \
  X(kTiedOn, "chouette.effect.tied-on", "tied first on {call} on the {combo}")                                         \
  X(kContreSirop, "chouette.effect.contre-sirop", "first to call {call} (Contre-Sirop of {value})")                    \
  X(kLast, "chouette.effect.last", "last to call {call}")                                                              \
  X(kNever, "chouette.effect.never", "never called {call}")                                                            \
  X(kSuiteTie, "chouette.effect.suite-tie", "loses the Suite tie-break with a {die} ({call})")                         \
  X(kTieSix, "chouette.effect.tie-six", "takes the tie-break of {call} with a 6 on the {combo}")                       \
  X(kTieKeep, "chouette.effect.tie-keep", "keeps {call}: no 6 in the tie-break on the {combo}")                        \
  X(kRaitournelle, "chouette.effect.raitournelle", "calls {call} first on the Artichette")                             \
  X(kArtichetteBy, "chouette.effect.artichette-by", "{call} called first by {players}")                                \
  /* Effects: Bévues ({what} is one of the bevue.* messages or the referee's note) */                                 \
  X(kBevue, "chouette.effect.bevue", "Bévue: {what}")                                                                  \
  X(kNote, "chouette.note", "{note}")                                                                                  \
  X(kBevueAfter, "chouette.bevue.after", "calls {call} after another player")                                          \
  X(kBevueOwn, "chouette.bevue.own-sirotage", "calls {call} on one's own sirotage")                                    \
  X(kBevueNoChouetteVelute, "chouette.bevue.no-chouette-velute", "calls {call} without a Chouette-Velute")             \
  X(kBevueNoSuite, "chouette.bevue.no-suite", "calls {call} without a Suite")                                          \
  X(kBevueNoMissed, "chouette.bevue.no-missed-sirotage", "calls {call} without a missed sirotage")                     \
  X(kBevueNoArtichette, "chouette.bevue.no-artichette", "calls {call} without an Artichette")                          \
  X(kBevueNoTie, "chouette.bevue.no-tie", "calls {call} without a tie for last on a Suite")                            \
  X(kBevueNoGrelottine, "chouette.bevue.no-grelottine", "calls {call} without holding a Grelottine")                   \
  X(kBevueNoPasseGrelot, "chouette.bevue.no-passe-grelot", "calls {call} without holding one")                         \
  X(kBevueReferee, "chouette.bevue.referee", "called by the referee")                                                  \
  X(kBevueExtraDie, "chouette.bevue.extra-die", "throws an extra die")                                                 \
  X(kBevueOutOfTurn, "chouette.bevue.out-of-turn", "throws a die out of turn")                                         \
  X(kBevueNoCivet, "chouette.bevue.no-civet", "declares a Civet without holding one")                                  \
  X(kBevueNoBoucliette, "chouette.bevue.no-boucliette", "uses a Boucliette without holding one")                       \
  X(kBevueLanceNoCivet, "chouette.bevue.lance-no-civet", "calls {call} without holding a Civet")                       \
  X(kBevueLanceHolder, "chouette.bevue.lance-holder", "calls {call} to {player}, who already holds a Civet")           \
  X(kBevueJoinNoCivet, "chouette.bevue.join-no-civet", "joins the Civet of {player} without holding one")              \
  X(kCorrection, "chouette.effect.correction", "referee's correction")                                                 \
  X(kCorrectionNote, "chouette.effect.correction-note", "referee's correction: {note}")                                \
  /* Effects: sirotage */                                                                                              \
  X(kSiropCul, "chouette.effect.sirotage-cul", "Cul de chouette of {value} by sirotage")                               \
  X(kSiropMissed, "chouette.effect.sirotage-missed", "sirotage of {value} missed (the die showed {die})")              \
  X(kCivetSirote, "chouette.effect.civet-sirote", "missed a sirotage of 6 (Civet siroté)")                             \
  X(kBetWon, "chouette.effect.bet-won", "won the sirotage bet on {bird}")                                              \
  X(kBetLost, "chouette.effect.bet-lost", "lost the sirotage bet on {bird}")                                           \
  X(kBetVoid, "chouette.effect.bet-kata", "sirotage bet on {bird} (the sirotage succeeded)")                           \
  X(kSnatched, "chouette.effect.snatched", "{combo} (odd die snatched by {player})")                                   \
  /* Effects: Civet */                                                                                                 \
  X(kCivetDeclare, "chouette.effect.civet-declare", "declares a Civet of {stake} on {target}")                         \
  X(kCivetWon, "chouette.effect.civet-won", "Civet of {stake} on {target} won")                                        \
  X(kCivetLost, "chouette.effect.civet-lost", "Civet of {stake} on {target} lost")                                     \
  X(kCivetDoubledWon, "chouette.effect.civet-doubled-won", "Civet of {stake} on {target} doubled ×{factor} won")       \
  X(kCivetDoubledLost, "chouette.effect.civet-doubled-lost", "Civet of {stake} on {target} doubled ×{factor} lost")    \
  X(kCivetJoin, "chouette.effect.civet-join", "joins the Civet of {stake} on {target} of {player}: now ×{factor}")     \
  X(kLanceGive, "chouette.effect.lance-give", "calls {call} to {player}")                                              \
  X(kLanceReceive, "chouette.effect.lance-receive", "receives the Civet of {player}")                                  \
  /* Effects: Grelottine and Soufflette */                                                                             \
  X(kGrelottineCall, "chouette.effect.grelottine-call", "calls {call} against {player}")                               \
  X(kChallenged, "chouette.effect.challenged", "challenged by {player}")                                               \
  X(kPasseCancel, "chouette.effect.passe-cancel", "calls {call}: the challenge is cancelled")                          \
  X(kPassePass, "chouette.effect.passe-pass", "calls {call}: the challenge passes to {player}")                        \
  X(kBouclietteGrelottine, "chouette.effect.boucliette-grelottine",                                                    \
    "cancels the Grelottine challenge with a Boucliette")                                                              \
  X(kBouclietteSoufflette, "chouette.effect.boucliette-soufflette", "cancels the Soufflette with a Boucliette")        \
  X(kChallengeWon, "chouette.effect.challenge-won", "wins the Grelottine challenge on {target} for {stake}")           \
  X(kChallengeLost, "chouette.effect.challenge-lost", "loses the Grelottine challenge on {target} for {stake}")        \
  X(kPasseGrelotWon, "chouette.effect.passe-grelot-won", "won a Grelottine challenge as the challenged player")        \
  X(kSideBetSuccess, "chouette.effect.side-bet-success", "bets on the challenge's success")                            \
  X(kSideBetFailure, "chouette.effect.side-bet-failure", "bets on the challenge's failure")                            \
  X(kSideSuccessWon, "chouette.effect.side-success-won", "side bet on success won")                                    \
  X(kSideSuccessLost, "chouette.effect.side-success-lost", "side bet on success lost")                                 \
  X(kSideFailureWon, "chouette.effect.side-failure-won", "side bet on failure won")                                    \
  X(kSideFailureLost, "chouette.effect.side-failure-lost", "side bet on failure lost")                                 \
  X(kSideVoid, "chouette.effect.side-void", "side bet void: now the challenged player")                                \
  X(kSouffleMakes, "chouette.effect.soufflette-makes", "makes 4-2-1 on throw {n} of the Soufflette")                   \
  X(kSouffleLoses, "chouette.effect.soufflette-loses",                                                                 \
    "loses the Soufflette: {player} made 4-2-1 on throw {n} of the Soufflette")                                        \
  X(kSouffleFails, "chouette.effect.soufflette-fails", "fails the Soufflette: no 4-2-1 in three throws")               \
  X(kSouffleWins, "chouette.effect.soufflette-wins", "wins the Soufflette: {player} made no 4-2-1 in three throws")    \
  /* Effects: packs and Achat */                                                                                       \
  X(kBleuRougeNeant, "chouette.effect.bleu-rouge-neant", "Néant on the Bleu-Rouge re-throw")                           \
  X(kBleuRougeSum, "chouette.effect.bleu-rouge-sum", "announced the sum {sum} of the Bleu-Rouge re-throw")             \
  X(kVerdierWon, "chouette.effect.verdier-won", "won the Verdier bet (2-4-6)")                                         \
  X(kVerdierLost, "chouette.effect.verdier-lost", "lost the Verdier bet")                                              \
  X(kAchatBuys, "chouette.effect.achat-buys", "buys the cul of {player}'s throw (Achat)")                              \
  X(kAchatPair, "chouette.effect.achat-pair", "Chouette of {value} on two dice (the cul was bought)")                  \
  /* Refusals a player meets from what they type (setup, stakes, sums, dice) */                                        \
  X(kPlayers, "chouette.params.players", "Cul de chouette is for 2 to 8 players, not {n}.")                            \
  X(kDoublette, "chouette.params.doublette",                                                                           \
    "Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not {n}.")                           \
  X(kNumberRange, "chouette.params.range", "{what} must be from {min} to {max}, not {n}.")                             \
  X(kOptTarget, "chouette.option.target", "The target")                                                                \
  X(kOptBevue, "chouette.option.bevue", "The Bévue penalty")                                                           \
  X(kOptBetWin, "chouette.option.bet-win", "The winning sirotage bet")                                                 \
  X(kOptBetLoss, "chouette.option.bet-loss", "The losing sirotage bet")                                                \
  X(kOptCivetMax, "chouette.option.civet-max", "The maximum Civet stake")                                              \
  X(kOptCivetCap, "chouette.option.civet-cap", "The Civet final score cap")                                            \
  X(kOptGrelottineMin, "chouette.option.grelottine-min", "The Grelottine minimum score")                               \
  X(kOptCap, "chouette.option.cap", "The off-turn score cap")                                                          \
  X(kOptSideWin, "chouette.option.side-win", "The winning Grelottine side bet")                                        \
  X(kOptSideLoss, "chouette.option.side-loss", "The losing Grelottine side bet")                                       \
  X(kCivetStake, "chouette.civet.stake",                                                                               \
    "The Civet stake must be from 1 to {max} (the smaller of {cap} and {player}'s score, {score}), not {n}.")          \
  X(kCivetStakeReach, "chouette.civet.stake-reach",                                                                    \
    "The Civet stake must be from 1 to {max} (the smaller of {cap} and {player}'s score, {score}, and no more than "   \
    "reaches {reach}), not {n}.")                                                                                      \
  X(kGrelottineStakeUp, "chouette.grelottine.stake-up",                                                                \
    "The Grelottine stake on {target} must be from 1 to {max} ({percent}% of {low}, the lower score, rounded up), "    \
    "not {n}.")                                                                                                        \
  X(kGrelottineStakeDown, "chouette.grelottine.stake-down",                                                            \
    "The Grelottine stake on {target} must be from 1 to {max} ({percent}% of {low}, the lower score, rounded down), "  \
    "not {n}.")                                                                                                        \
  X(kBleuRougeRange, "chouette.bleu-rouge.sum", "A Bleu-Rouge sum is from 3 to 18, not {n}.")                          \
  X(kDieFace, "chouette.move.die", "Die {i} of {text} is not a face from 1 to 6.")                                     \
  X(kCommand, "chouette.scenario.command", "commands[{i}]: {why}")                                                     \
  /* What the table waits for (pending_message, the "{pending}" of refusals) */                                        \
  X(kPendThrowOff, "chouette.pending.throw-off",                                                                       \
    "{players} each throw one die to choose who starts (the lowest starts).")                                          \
  X(kPendThrow, "chouette.pending.throw", "{player} to throw.")                                                        \
  X(kPendThrowCivet, "chouette.pending.throw-civet", "{player} to throw (may declare a Civet first).")                 \
  X(kPendThrownOne, "chouette.pending.thrown-one", "{player} has thrown {die}; 2 dice to go.")                         \
  X(kPendThrownTwo, "chouette.pending.thrown-two", "{player} has thrown {first} and {second}; 1 die to go.")           \
  X(kPendThrownVerdier, "chouette.pending.thrown-verdier",                                                             \
    "{player} has thrown {first} and {second}; 1 die to go (Verdier bets are open).")                                  \
  X(kPendThrownAchat, "chouette.pending.thrown-achat",                                                                 \
    "{player} has thrown {first} and {second}; 1 die to go (another player may buy the cul).")                         \
  X(kPendThrownBoth, "chouette.pending.thrown-both",                                                                   \
    "{player} has thrown {first} and {second}; 1 die to go (Verdier bets are open; another player may buy the cul).")  \
  X(kPendPasMou, "chouette.pending.pas-mou", "{combo} by {player}: who called {call} first (nobody: pass)?")           \
  X(kPendPasMouTie, "chouette.pending.pas-mou-tie", "Tie on {call}: {players} throw one die each for the tie-break.")  \
  X(kPendGrelotte, "chouette.pending.grelotte", "Suite by {player}: in what order did the players call {call}?")       \
  X(kPendGrelotteHigh, "chouette.pending.grelotte-tie-highest",                                                        \
    "Tie for last on the Suite: {players} throw one die each (the highest loses {n}).")                                \
  X(kPendGrelotteLow, "chouette.pending.grelotte-tie-lowest",                                                          \
    "Tie for last on the Suite: {players} throw one die each (the lowest loses {n}).")                                 \
  X(kPendSirotage, "chouette.pending.sirotage", "{player} has a Chouette of {value}: siroter or keep it?")             \
  X(kPendBets, "chouette.pending.bets",                                                                                \
    "{player} sirotes a Chouette of {value}: bets are open until the odd die is thrown.")                              \
  X(kPendContreSirop, "chouette.pending.contre-sirop", "The sirotage failed: who called {call} first (nobody: pass)?") \
  X(kPendGrelottine, "chouette.pending.grelottine",                                                                    \
    "Néant by {player}: a Grelottine holder may call {call} (or pass).")                                               \
  X(kPendChallenge, "chouette.pending.challenge",                                                                      \
    "{challenger} challenges {player}: {target} for {stake}; {player} throws.")                                        \
  X(kPendSoufflette, "chouette.pending.soufflette", "Soufflette by {player}: challenge another player, or pass.")      \
  X(kPendSouffletteThrows, "chouette.pending.soufflette-throws",                                                       \
    "{player} throws to make 4-2-1 (throw {n} of 3) against {challenger}.")                                            \
  X(kPendArtichette, "chouette.pending.artichette",                                                                    \
    "Artichette by {player}: who called first, {call} ({player}) or {against} (nobody: pass)?")                        \
  X(kPendBleuRouge, "chouette.pending.bleu-rouge",                                                                     \
    "Bleu-Rouge: announce the sums (3 to 18), then {player} re-throws the three dice.")                                \
  X(kPendTeamWins, "chouette.pending.team-wins", "{players} win with {points} points.")                                \
  X(kPendWins, "chouette.pending.wins", "{player} wins with {points} points.")                                         \
  /* Refusals of the table (engine.cpp and the topic files) */                                                         \
  X(kScoreRange, "chouette.score.range",                                                                               \
    "That would take {player}'s score to {score}, outside the range of a score (-{limit} to {limit}).")                \
  X(kSeatRange, "chouette.seat.range", "There is no seat {seat} at this table of {n} (seats are 0 to {last}).")        \
  X(kNoThrow, "chouette.throw.none", "No throw is expected now: {pending}")                                            \
  X(kDieRange, "chouette.throw.die", "Die {i} is {face}; dice show 1 to 6.")                                           \
  X(kThrowOne, "chouette.throw.one", "This throw takes {n} die, not {given}.")                                         \
  X(kThrowMany, "chouette.throw.many", "This throw takes {n} dice, not {given}.")                                      \
  X(kThrowOneMore, "chouette.throw.one-more", "This throw takes {n} die more, not {given}.")                           \
  X(kThrowManyMore, "chouette.throw.many-more", "This throw takes {n} dice more, not {given}.")                        \
  X(kThrowThree, "chouette.throw.three", "A throw has exactly 3 dice, not {n}.")                                       \
  X(kPassNone, "chouette.pass.none", "Nothing can be passed now: {pending}")                                           \
  X(kCorrectionZero, "chouette.correction.zero", "A score correction needs a change other than 0.")                    \
  X(kCommandUnknown, "chouette.command.unknown", "Unknown command.")                                                   \
  X(kRuleOption, "chouette.rule.option", "{rule} is a rule option that this table does not use.")                      \
  X(kRulePack, "chouette.rule.pack", "{rule} is a rule pack that this table does not use.")                            \
  X(kRuleOptions, "chouette.rule.options", "{rule} are a rule option that this table does not use.")                   \
  X(kSouffletteWhen, "chouette.soufflette.when", "A Soufflette challenge follows the thrower's own 1-2-4: {pending}")  \
  X(kSouffletteSelf, "chouette.soufflette.self", "{player} threw the Soufflette and cannot challenge themselves.")     \
  X(kTeammate, "chouette.challenge.teammate", "{player} cannot challenge {other}, their teammate.")                    \
  X(kCivetWhen, "chouette.civet.when", "A Civet is declared at the start of one's turn, before throwing: {pending}")   \
  X(kCivetAgain, "chouette.civet.again", "{player} has already declared a Civet this turn.")                           \
  X(kCivetTarget, "chouette.civet.target", "A Civet on {target} needs that rule pack, which this table does not use.") \
  X(kCivetScore, "chouette.civet.score", "A Civet needs a positive score; {player} has {score}.")                      \
  X(kCivetCap, "chouette.civet.cap", "A won Civet may not take a score past {cap}; {player} has {score}.")             \
  X(kJoinWhen, "chouette.civet.join-when", "A Civet is joined once it is declared and before its throw: {pending}")    \
  X(kJoinOwn, "chouette.civet.join-own", "{player} cannot join their own Civet.")                                      \
  X(kJoinAgain, "chouette.civet.join-again", "{player} has already joined this Civet.")                                \
  X(kLanceOne, "chouette.civet.lance-one", "A Lance-Civet gives the Civet to one player.")                             \
  X(kLanceSelf, "chouette.civet.lance-self", "{player} cannot give their Civet to themselves.")                        \
  X(kLanceWhen, "chouette.civet.lance-when",                                                                           \
    "A Civet is given ({call}) between turns, before the next throw: {pending}")                                       \
  X(kAnnounceWhen, "chouette.announce.when", "Sums are announced after a Bleu-Rouge: {pending}")                       \
  X(kAnnounceEmpty, "chouette.announce.empty", "An announcement names a player and a sum.")                            \
  X(kAnnounceAgain, "chouette.announce.again", "{player} has already announced {sum}.")                                \
  X(kAnnounceTaken, "chouette.announce.taken", "{player} has already announced {sum}; every sum differs.")             \
  X(kVerdierWhen, "chouette.verdier.when",                                                                             \
    "Verdier bets are taken after two chouettes showing two different faces of 2, 4 and 6: {pending}")                 \
  X(kVerdierEmpty, "chouette.verdier.empty", "A Verdier bet names who bets.")                                          \
  X(kVerdierAgain, "chouette.verdier.again", "{player} has already made a Verdier bet.")                               \
  X(kSloubiOrder, "chouette.sloubi.order", "The best score ({best}) is below the second best ({second}).")             \
  X(kSloubiRounds, "chouette.sloubi.rounds", "The rounds played cannot be negative.")                                  \
  X(kSloubiHigh, "chouette.sloubi.high", "Chante-Sloubi is not allowed: the starting score would be {n}, above 228.")  \
  X(kSirotageWhen, "chouette.sirotage.when", "{what} only after a plain Chouette: {pending}")                          \
  X(kWhenKept, "chouette.sirotage.kept", "A Chouette is kept")                                                         \
  X(kWhenSiroter, "chouette.sirotage.announced", "A sirotage is announced")                                            \
  X(kWhenAttrape, "chouette.sirotage.attrape", "Attrape-Oiseau is called")                                             \
  X(kAttrapeOwn, "chouette.sirotage.attrape-own", "{player} threw the Chouette; to siroter it, announce a sirotage.")  \
  X(kBetWhen, "chouette.bet.when", "Sirotage bets are taken after a sirotage is announced: {pending}")                 \
  X(kBetEmpty, "chouette.bet.empty", "A bet names a player and a bird.")                                               \
  X(kBetSirotant, "chouette.bet.sirotant", "{player} is siroting and cannot bet on it.")                               \
  X(kBetFace, "chouette.bet.face", "A bet names a die from 1 (Linotte) to 6 (Chouette), not {n}.")                     \
  X(kBetAgain, "chouette.bet.again", "{player} has already bet on {bird} ({face}); one bet per player.")               \
  X(kAchatWhen, "chouette.achat.when",                                                                                 \
    "The cul is bought after the thrower's two chouettes and before the cul: {pending}")                               \
  X(kAchatOwn, "chouette.achat.own", "{player} cannot buy the cul of their own throw.")                                \
  X(kRaceEmptyGroup, "chouette.race.empty-group", "A group of tied callers is empty.")                                 \
  X(kRaceTwice, "chouette.race.twice", "{player} is listed twice in the calls.")                                       \
  X(kRaceNone, "chouette.race.none", "No one is named for {call}, and no such race is open.")                          \
  X(kGrelottineWhen, "chouette.grelottine.when",                                                                       \
    "A Grelottine challenge is called right after another player's Néant: {pending}")                                  \
  X(kGrelottineNobody, "chouette.grelottine.nobody", "A Grelottine challenge names who called {call}.")                \
  X(kGrelottineTwice, "chouette.grelottine.twice", "{player} is listed twice among the callers.")                      \
  X(kGrelottineOwn, "chouette.grelottine.own", "{player} threw the Néant and cannot challenge it.")                    \
  X(kGrelottineTable, "chouette.grelottine.table", "The {table} Grelottine table has no {target}.")                    \
  X(kGrelottineMin, "chouette.grelottine.min",                                                                         \
    "A Grelottine challenge needs both scores at {min} or more; {player} has {score}.")                                \
  X(kGrelottineNoStake, "chouette.grelottine.no-stake",                                                                \
    "No stake is possible on {target}: {percent}% of the lower score, {low}, is less than 1.")                         \
  X(kPasseWhen, "chouette.passe-grelot.when", "{call} answers a Grelottine challenge: {pending}")                      \
  X(kPasseTwo, "chouette.passe-grelot.two", "With two players a Passe-Grelot cancels the challenge; it names no one.") \
  X(kPasseName, "chouette.passe-grelot.name", "Name the player the challenge passes to.")                              \
  X(kPasseParty, "chouette.passe-grelot.party",                                                                        \
    "The challenge cannot pass to {player}: neither the challenger nor the holder.")                                   \
  X(kPasseMate, "chouette.passe-grelot.mate", "The challenge cannot pass to {player}, the challenger's teammate.")     \
  X(kSideWhen, "chouette.side-bet.when",                                                                               \
    "Side bets are placed on a Grelottine challenge before the challenged player throws: {pending}")                   \
  X(kSideEmpty, "chouette.side-bet.empty", "A side bet names a player and success or failure.")                        \
  X(kSideOn, "chouette.side-bet.on", "A side bet is on success (1) or failure (0), not {n}.")                          \
  X(kSideParty, "chouette.side-bet.party", "{player} takes part in the challenge and cannot bet on it.")               \
  X(kSideAgain, "chouette.side-bet.again", "{player} has already bet on this challenge; one bet per player.")          \
  X(kBouclietteWhen, "chouette.boucliette.when", "A Boucliette cancels a challenge as it is announced: {pending}")     \
  /* The session (chouette.cpp) */                                                                                     \
  X(kDesc, "chouette.desc", "Cul de chouette has no game description; leave it empty.")                                \
  X(kKeepWhen, "chouette.keep.when", "Dice are kept between the throws of a Soufflette: {pending}")                    \
  X(kKeepFace, "chouette.keep.face", "Only dice showing 4, 2 or 1 are kept for a Soufflette, not {text}.")             \
  X(kKeepTwice, "chouette.keep.twice", "A Soufflette keeps at most one die of each of 4, 2 and 1.")                    \
  X(kKeepAll, "chouette.keep.all", "Keeping all three would need no throw; keep at most two dice.")                    \
  X(kAllPeople, "chouette.computer.people", "Every seat of this table is a person: no computer player plays here.")    \
  X(kNoComputer, "chouette.computer.none", "No computer player acts now: {pending}")                                   \
  /* Move texts (commands.cpp); {what} of a number or list is one of the field.* messages */                           \
  X(kSeatDigit, "chouette.move.seat", "A seat is one digit from 0 to {last}, not {text}.")                             \
  X(kSeatDigitCalls, "chouette.move.seat-calls", "A seat is one digit from 0 to {last}, not {text} in the calls.")     \
  X(kSeatNone, "chouette.move.no-seat", "There is no seat {seat} at this table of {n}.")                               \
  X(kNumber, "chouette.move.number", "{what} must be a whole number, not {text}.")                                     \
  X(kPairs, "chouette.move.pairs", "{what} are written seat=value, like 1=2, not {text}.")                             \
  X(kTargetCode, "chouette.move.target", "The target {text} is not one of ch, ve, cv, su, cdc, cds, sf, br, ar.")      \
  X(kMoveEmpty, "chouette.move.empty", "A move is a letter and its details, like t or t246.")                          \
  X(kMoveRest, "chouette.move.rest", "The move {move} takes nothing after it, not {text}.")                            \
  X(kThrowForm, "chouette.move.throw", "A throw lists its dice, like t246 (the intent t draws them).")                 \
  X(kCivetForm, "chouette.move.civet", "A Civet is v<stake>=<target>, like v42=ve.")                                   \
  X(kChallengeForm, "chouette.move.challenge",                                                                         \
    "A Grelottine challenge is l<callers>=<target>=<stake>, like l1=su=10.")                                           \
  X(kCorrectionForm, "chouette.move.correction", "A score correction is e<seat>=<change>, like e1=-10.")               \
  X(kLanceForm, "chouette.move.lance", "A Lance-Civet is c<giver><receiver>, like c02.")                               \
  X(kDieForm, "chouette.move.single-die", "A single die is q<seat><face>, like q06.")                                  \
  X(kMoveLetter, "chouette.move.letter",                                                                               \
    "Cul de chouette moves start with one of t n s b a m g j r f v l p o d u y x e q c w k i, not {text}.")            \
  X(kFieldValue, "chouette.field.value", "The value")                                                                  \
  X(kFieldCivetStake, "chouette.field.civet-stake", "The Civet stake")                                                 \
  X(kFieldGrelottineStake, "chouette.field.grelottine-stake", "The Grelottine stake")                                  \
  X(kFieldCorrection, "chouette.field.correction", "The correction")                                                   \
  X(kFieldBets, "chouette.field.bets", "Bets")                                                                         \
  X(kFieldAnnouncements, "chouette.field.announcements", "Announcements")                                              \
  X(kFieldSideBets, "chouette.field.side-bets", "Side bets")                                                           \
  /* Options (options.cpp) */                                                                                          \
  X(kOptionTwice, "chouette.option.twice", "The option {option} is given twice (or with another of its kind).")        \
  X(kOptionFlags, "chouette.option.flags", "Cul de chouette options are {flags}; not {option}.")                       \
  X(kOptionPack, "chouette.option.pack",                                                                               \
    "There is no rule pack {name}; the packs are soufflette, boucliette, attrape-oiseau, artichette, bleu-rouge and "  \
    "verdier.")                                                                                                        \
  X(kOptionWhole, "chouette.option.whole", "The option \"{key}\" must be a whole number.")                             \
  X(kOptionRange, "chouette.option.range", "The option \"{key}\" must be from {min} to {max}, not {n}.")               \
  X(kOptionBool, "chouette.option.bool", "The option \"{key}\" must be true or false.")                                \
  X(kOptionWord, "chouette.option.word", "The option \"{key}\" must be one of {words}.")                               \
  X(kOptionsForm, "chouette.option.form",                                                                              \
    "The options must be a string of flags like \"sf,bc\" or an object like {\"kataCompat\": true}.")                  \
  X(kOptionPacks, "chouette.option.packs", "The option \"packs\" must be an array of pack names.")                     \
  X(kOptionUnknown, "chouette.option.unknown",                                                                         \
    "There is no option {key}; see the Cul de chouette options in wasm/README.md.")                                    \
  /* Scenarios (scenario.cpp, vectors.cpp, json.cpp): JSON an author writes */                                         \
  X(kNoPlayer, "chouette.scenario.no-player", "There is no player {name}; the players are {players}.")                 \
  X(kPlayerForm, "chouette.scenario.player", "A player is given by name, as a string.")                                \
  X(kWhole, "chouette.scenario.whole", "{what} must be a whole number.")                                               \
  X(kRange, "chouette.scenario.range", "{what} is out of range.")                                                      \
  X(kFieldDelta, "chouette.field.delta", "\"delta\" of a correction")                                                  \
  X(kFieldStake, "chouette.field.stake", "The stake")                                                                  \
  X(kFieldSum, "chouette.field.sum", "A Bleu-Rouge sum")                                                               \
  X(kFieldStartScore, "chouette.field.start-score", "A starting score")                                                \
  X(kNoCall, "chouette.scenario.no-call",                                                                              \
    "There is no call {call}; the calls are pas-mou, grelotte, contre-sirop, artichette (or raitournelle) and "        \
    "sans-fin.")                                                                                                       \
  X(kTargetForm, "chouette.scenario.target", "A target is a combination name like \"Velute\".")                        \
  X(kTargetName, "chouette.scenario.target-name",                                                                      \
    "The target {text} is not one of chouette, velute, chouette-velute, suite, cul-de-chouette, "                      \
    "cul-de-chouette-sirote, soufflette, bleu-rouge, artichette.")                                                     \
  X(kBetOn, "chouette.scenario.bet-on",                                                                                \
    "A bet names a die from 1 to 6 or its bird (Linotte, Alouette, Fauvette, Mouette, Bergeronnette, Chouette).")      \
  X(kCommandForm, "chouette.scenario.command-form",                                                                    \
    "A command is an object like {\"throw\": [2, 3, 5]} or a move string like \"t235\".")                              \
  X(kCommandVerbs, "chouette.scenario.verbs", "A command has one verb; this one has \"{first}\" and \"{second}\".")    \
  X(kCommandUnknownVerb, "chouette.scenario.verb", "The command {verb} is unknown.")                                   \
  X(kCommandField, "chouette.scenario.field", "The command \"{verb}\" has no field \"{key}\".")                        \
  X(kMoveField, "chouette.scenario.move", "\"move\" is a move string like \"t235\".")                                  \
  X(kThrowField, "chouette.scenario.throw", "\"throw\" lists one to three dice, like [2, 3, 5].")                      \
  X(kDiceWhole, "chouette.scenario.dice", "Dice show whole numbers from 1 to 6.")                                      \
  X(kDieField, "chouette.scenario.die", "\"die\" is a face from 1 to 6.")                                              \
  X(kDieBy, "chouette.scenario.die-by", "\"die\" needs \"by\": the player who threw it.")                              \
  X(kSiroterField, "chouette.scenario.siroter", "\"{verb}\" is true (siroter) or false (keep the Chouette).")          \
  X(kKeepNone, "chouette.scenario.keep", "There is no Chouette to keep: {pending}")                                    \
  X(kBetOnField, "chouette.scenario.bet", "\"bet\" needs \"on\": a die from 1 to 6 or its bird.")                      \
  X(kBetsField, "chouette.scenario.bets", "\"bets\" maps players to dice, like {\"Karadoc\": 2}.")                     \
  X(kLanceBy, "chouette.scenario.lance-by", "\"lanceCivet\" needs \"by\": the player who gives their Civet.")          \
  X(kSideBetsField, "chouette.scenario.side-bets",                                                                     \
    "\"grelottineBets\" maps players to \"success\" or \"failure\", like {\"C\": \"success\"}.")                       \
  X(kSideBetWord, "chouette.scenario.side-bet", "A Grelottine side bet is \"success\" or \"failure\".")                \
  X(kCallField, "chouette.scenario.call", "\"call\" names the call, like \"pas-mou\" or \"grelotte\".")                \
  X(kOrderField, "chouette.scenario.order",                                                                            \
    "\"order\" lists the callers, first first; tied callers share an array: [[\"A\", \"B\"], \"C\"].")                 \
  X(kStakeObject, "chouette.scenario.stake-object",                                                                    \
    "\"{verb}\" is an object like {\"stake\": 40, \"target\": \"Chouette\"}.")                                         \
  X(kStakeObjectBy, "chouette.scenario.stake-object-by",                                                               \
    "\"{verb}\" is an object like {\"by\": \"B\", \"stake\": 40, \"target\": \"Chouette\"}.")                          \
  X(kVerbField, "chouette.scenario.verb-field", "\"{verb}\" has no field \"{key}\".")                                  \
  X(kGrelottineBy, "chouette.scenario.grelottine-by", "\"grelottine\" needs \"by\": who called \"Grelottine !\".")     \
  X(kAnnounceField, "chouette.scenario.announce", "\"announce\" maps players to sums, like {\"A\": 12, \"B\": 10}.")   \
  X(kTokensList, "chouette.scenario.tokens-list",                                                                      \
    "The tokens of {player} are a list like [\"grelottine\", \"civet\"].")                                             \
  X(kTokensNames, "chouette.scenario.tokens",                                                                          \
    "The tokens are grelottine, civet, passe-grelot, boucliette and jarret.")                                          \
  X(kScenarioForm, "chouette.scenario.form", "A scenario is a JSON object with \"players\" and \"commands\".")         \
  X(kScenarioField, "chouette.scenario.unknown-field", "A scenario has no field {key}.")                               \
  X(kScenarioPlayers, "chouette.scenario.players", "A scenario needs \"players\": 2 to 8 names.")                      \
  X(kPlayerName, "chouette.scenario.player-name", "Every player's name is a non-empty string.")                        \
  X(kPlayerTwice, "chouette.scenario.player-twice", "Two players are called {name}.")                                  \
  X(kThrowOffField, "chouette.scenario.throw-off", "\"throwOff\" is true or false.")                                   \
  X(kFirstOrThrowOff, "chouette.scenario.first-or-throw-off", "Give either \"first\" or \"throwOff\", not both.")      \
  X(kFieldWhy, "chouette.scenario.field-why", "\"{field}\": {why}")                                                    \
  X(kScoresField, "chouette.scenario.scores", "\"scores\" maps players to their starting scores.")                     \
  X(kScoresMates, "chouette.scenario.scores-mates", "{player} and {other} are teammates and share one score.")         \
  X(kTokensField, "chouette.scenario.tokens-field", "\"tokens\" maps players to the tokens they hold.")                \
  X(kCommandsField, "chouette.scenario.commands", "A scenario needs \"commands\": a list (it may be empty).")          \
  X(kFinishField, "chouette.scenario.finish", "\"finish\" is true or false.")                                          \
  X(kClosing, "chouette.scenario.closing", "closing the open windows at the end: {why}")                               \
  X(kScenarioLong, "chouette.scenario.long", "The scenario is longer than 1 MB.")                                      \
  X(kVectorInputs, "chouette.vector.inputs", "A vector's \"inputs\" must be an object.")                               \
  X(kVectorField, "chouette.vector.field", "A vector has no field {key}.")                                             \
  X(kVectorInputField, "chouette.vector.input-field", "A vector's \"inputs\" has no field {key}.")                     \
  X(kVectorWhole, "chouette.vector.whole", "The vector's \"{field}\" must be a whole number.")                         \
  X(kJson, "chouette.json", "The JSON is not valid: {what} at line {line}, column {column}.")                          \
  X(kJsonAfter, "chouette.json.after", "unexpected text after the end of the value")                                   \
  X(kJsonDeep, "chouette.json.deep", "nesting deeper than 64 levels")                                                  \
  X(kJsonEnds, "chouette.json.ends", "the text ends where a value should be")                                          \
  X(kJsonCharacter, "chouette.json.character", "unexpected character '{character}'")                                   \
  X(kJsonKey, "chouette.json.key", "expected a key in double quotes")                                                  \
  X(kJsonKeyTwice, "chouette.json.key-twice", "the key \"{key}\" appears twice")                                       \
  X(kJsonColon, "chouette.json.colon", "expected ':' after a key")                                                     \
  X(kJsonObject, "chouette.json.object", "expected ',' or '{brace}' in an object")                                     \
  X(kJsonArray, "chouette.json.array", "expected ',' or ']' in an array")                                              \
  X(kJsonHex, "chouette.json.hex", "a \\u escape needs four hex digits")                                               \
  X(kJsonControl, "chouette.json.control", "a control character inside a string")                                      \
  X(kJsonEscape, "chouette.json.escape", "an unknown escape \\{character}")                                            \
  X(kJsonOpen, "chouette.json.open", "a string is not closed")                                                         \
  X(kJsonDigits, "chouette.json.digits", "a number needs digits")                                                      \
  X(kJsonFraction, "chouette.json.fraction", "a number needs digits after '.'")                                        \
  X(kJsonExponent, "chouette.json.exponent", "a number needs digits in its exponent")

ARCADE_MESSAGES(ARCADE_CHOUETTE_MESSAGES)
#undef ARCADE_CHOUETTE_MESSAGES

}  // namespace arcade::chouette::msg
