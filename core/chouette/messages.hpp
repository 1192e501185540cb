// Cul de chouette's messages: ids "chouette.*" with their English (see core/common/message.hpp).
// Effects' reasons are messages; the calls ("Pas mou le caillou !") and the birds are French in
// every language and come as text parameters, combinations as messages of their own.
#pragma once
#include "../common/message.hpp"

namespace arcade::chouette::msg {

#define ARCADE_CHOUETTE_MESSAGES(X)                                                                                   \
  /* Combinations, as effect reasons and inside them */                                                               \
  X(kComboCul, "chouette.combo.cul-de-chouette", "Cul de chouette of {value}")                                        \
  X(kComboChouetteVelute, "chouette.combo.chouette-velute", "Chouette-Velute of {value}")                             \
  X(kComboSuiteVelute, "chouette.combo.suite-velute", "Suite and Velute of {value}")                                  \
  X(kComboSuite, "chouette.combo.suite", "Suite")                                                                     \
  X(kComboVelute, "chouette.combo.velute", "Velute of {value}")                                                       \
  X(kComboChouette, "chouette.combo.chouette", "Chouette of {value}")                                                 \
  X(kComboNeant, "chouette.combo.neant", "Néant")                                                                     \
  X(kComboBleuRouge, "chouette.combo.bleu-rouge", "Bleu-Rouge")                                                       \
  X(kComboArtichette, "chouette.combo.artichette", "Artichette")                                                      \
  X(kComboSoufflette, "chouette.combo.soufflette", "Soufflette")                                                      \
  X(kName, "chouette.name", "{name}")                                                                                 \
  /* Effects: races */                                                                                                \
  X(kStarts, "chouette.effect.starts", "starts: lowest die of the throw-off ({die})")                                 \
  X(kFirstOn, "chouette.effect.first-on", "first to call {call} on the {combo}")                                      \
  X(kTiedOn, "chouette.effect.tied-on", "tied first on {call} on the {combo}")                                        \
  X(kContreSirop, "chouette.effect.contre-sirop", "first to call {call} (Contre-Sirop of {value})")                   \
  X(kLast, "chouette.effect.last", "last to call {call}")                                                             \
  X(kNever, "chouette.effect.never", "never called {call}")                                                           \
  X(kSuiteTie, "chouette.effect.suite-tie", "loses the Suite tie-break with a {die} ({call})")                        \
  X(kTieSix, "chouette.effect.tie-six", "takes the tie-break of {call} with a 6 on the {combo}")                      \
  X(kTieKeep, "chouette.effect.tie-keep", "keeps {call}: no 6 in the tie-break on the {combo}")                       \
  X(kRaitournelle, "chouette.effect.raitournelle", "calls \"Raitournelle !\" first on the Artichette")                \
  X(kArtichetteBy, "chouette.effect.artichette-by", "\"Artichette !\" called first by {players}")                     \
  /* Effects: Bévues ({what} is one of the bevue.* messages or the referee's note) */                                \
  X(kBevue, "chouette.effect.bevue", "Bévue: {what}")                                                                 \
  X(kNote, "chouette.note", "{note}")                                                                                 \
  X(kBevueAfter, "chouette.bevue.after", "calls {call} after another player")                                         \
  X(kBevueOwn, "chouette.bevue.own-sirotage", "calls {call} on one's own sirotage")                                   \
  X(kBevueNoChouetteVelute, "chouette.bevue.no-chouette-velute", "calls {call} without a Chouette-Velute")            \
  X(kBevueNoSuite, "chouette.bevue.no-suite", "calls {call} without a Suite")                                         \
  X(kBevueNoMissed, "chouette.bevue.no-missed-sirotage", "calls {call} without a missed sirotage")                    \
  X(kBevueNoArtichette, "chouette.bevue.no-artichette", "calls {call} without an Artichette")                         \
  X(kBevueNoTie, "chouette.bevue.no-tie", "calls {call} without a tie for last on a Suite")                           \
  X(kBevueNoGrelottine, "chouette.bevue.no-grelottine", "calls {call} without holding a Grelottine")                  \
  X(kBevueNoPasseGrelot, "chouette.bevue.no-passe-grelot", "calls {call} without holding one")                        \
  X(kBevueReferee, "chouette.bevue.referee", "called by the referee")                                                 \
  X(kBevueExtraDie, "chouette.bevue.extra-die", "throws an extra die")                                                \
  X(kBevueOutOfTurn, "chouette.bevue.out-of-turn", "throws a die out of turn")                                        \
  X(kBevueNoCivet, "chouette.bevue.no-civet", "declares a Civet without holding one")                                 \
  X(kBevueNoBoucliette, "chouette.bevue.no-boucliette", "uses a Boucliette without holding one")                      \
  X(kBevueLanceNoCivet, "chouette.bevue.lance-no-civet", "calls {call} without holding a Civet")                      \
  X(kBevueLanceHolder, "chouette.bevue.lance-holder", "calls {call} to {player}, who already holds a Civet")          \
  X(kBevueJoinNoCivet, "chouette.bevue.join-no-civet", "joins the Civet of {player} without holding one")             \
  X(kCorrection, "chouette.effect.correction", "referee's correction")                                                \
  X(kCorrectionNote, "chouette.effect.correction-note", "referee's correction: {note}")                               \
  /* Effects: sirotage */                                                                                             \
  X(kSiropCul, "chouette.effect.sirotage-cul", "Cul de chouette of {value} by sirotage")                              \
  X(kSiropMissed, "chouette.effect.sirotage-missed", "sirotage of {value} missed (the die showed {die})")             \
  X(kCivetSirote, "chouette.effect.civet-sirote", "missed a sirotage of 6 (Civet siroté)")                            \
  X(kBetWon, "chouette.effect.bet-won", "won the sirotage bet on {bird}")                                             \
  X(kBetLost, "chouette.effect.bet-lost", "lost the sirotage bet on {bird}")                                          \
  X(kBetVoid, "chouette.effect.bet-kata", "sirotage bet on {bird} (the sirotage succeeded)")                          \
  X(kSnatched, "chouette.effect.snatched", "{combo} (odd die snatched by {player})")                                  \
  /* Effects: Civet */                                                                                                \
  X(kCivetDeclare, "chouette.effect.civet-declare", "declares a Civet of {stake} on {target}")                        \
  X(kCivetWon, "chouette.effect.civet-won", "Civet of {stake} on {target} won")                                       \
  X(kCivetLost, "chouette.effect.civet-lost", "Civet of {stake} on {target} lost")                                    \
  X(kCivetDoubledWon, "chouette.effect.civet-doubled-won", "Civet of {stake} on {target} doubled ×{factor} won")      \
  X(kCivetDoubledLost, "chouette.effect.civet-doubled-lost", "Civet of {stake} on {target} doubled ×{factor} lost")   \
  X(kCivetJoin, "chouette.effect.civet-join", "joins the Civet of {stake} on {target} of {player}: now ×{factor}")    \
  X(kLanceGive, "chouette.effect.lance-give", "calls {call} to {player}")                                             \
  X(kLanceReceive, "chouette.effect.lance-receive", "receives the Civet of {player}")                                 \
  /* Effects: Grelottine and Soufflette */                                                                            \
  X(kGrelottineCall, "chouette.effect.grelottine-call", "calls {call} against {player}")                              \
  X(kChallenged, "chouette.effect.challenged", "challenged by {player}")                                              \
  X(kPasseCancel, "chouette.effect.passe-cancel", "calls {call}: the challenge is cancelled")                         \
  X(kPassePass, "chouette.effect.passe-pass", "calls {call}: the challenge passes to {player}")                       \
  X(kBouclietteGrelottine, "chouette.effect.boucliette-grelottine",                                                   \
    "cancels the Grelottine challenge with a Boucliette")                                                             \
  X(kBouclietteSoufflette, "chouette.effect.boucliette-soufflette", "cancels the Soufflette with a Boucliette")       \
  X(kChallengeWon, "chouette.effect.challenge-won", "wins the Grelottine challenge on {target} for {stake}")          \
  X(kChallengeLost, "chouette.effect.challenge-lost", "loses the Grelottine challenge on {target} for {stake}")       \
  X(kPasseGrelotWon, "chouette.effect.passe-grelot-won", "won a Grelottine challenge as the challenged player")       \
  X(kSideBetSuccess, "chouette.effect.side-bet-success", "bets on the challenge's success")                           \
  X(kSideBetFailure, "chouette.effect.side-bet-failure", "bets on the challenge's failure")                           \
  X(kSideSuccessWon, "chouette.effect.side-success-won", "side bet on success won")                                   \
  X(kSideSuccessLost, "chouette.effect.side-success-lost", "side bet on success lost")                                \
  X(kSideFailureWon, "chouette.effect.side-failure-won", "side bet on failure won")                                   \
  X(kSideFailureLost, "chouette.effect.side-failure-lost", "side bet on failure lost")                                \
  X(kSideVoid, "chouette.effect.side-void", "side bet void: now the challenged player")                               \
  X(kSouffleMakes, "chouette.effect.soufflette-makes", "makes 4-2-1 on throw {n} of the Soufflette")                  \
  X(kSouffleLoses, "chouette.effect.soufflette-loses",                                                                \
    "loses the Soufflette: {player} made 4-2-1 on throw {n} of the Soufflette")                                       \
  X(kSouffleFails, "chouette.effect.soufflette-fails", "fails the Soufflette: no 4-2-1 in three throws")              \
  X(kSouffleWins, "chouette.effect.soufflette-wins", "wins the Soufflette: {player} made no 4-2-1 in three throws")   \
  /* Effects: packs and Achat */                                                                                      \
  X(kBleuRougeNeant, "chouette.effect.bleu-rouge-neant", "Néant on the Bleu-Rouge re-throw")                          \
  X(kBleuRougeSum, "chouette.effect.bleu-rouge-sum", "announced the sum {sum} of the Bleu-Rouge re-throw")            \
  X(kVerdierWon, "chouette.effect.verdier-won", "won the Verdier bet (2-4-6)")                                        \
  X(kVerdierLost, "chouette.effect.verdier-lost", "lost the Verdier bet")                                             \
  X(kAchatBuys, "chouette.effect.achat-buys", "buys the cul of {player}'s throw (Achat)")                             \
  X(kAchatPair, "chouette.effect.achat-pair", "Chouette of {value} on two dice (the cul was bought)")                 \
  /* Refusals a player meets from what they type (setup, stakes, sums, dice) */                                       \
  X(kPlayers, "chouette.params.players", "Cul de chouette is for 2 to 8 players, not {n}.")                           \
  X(kDoublette, "chouette.params.doublette",                                                                          \
    "Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not {n}.")                          \
  X(kNumberRange, "chouette.params.range", "{what} must be from {min} to {max}, not {n}.")                            \
  X(kOptTarget, "chouette.option.target", "The target")                                                               \
  X(kOptBevue, "chouette.option.bevue", "The Bévue penalty")                                                          \
  X(kOptBetWin, "chouette.option.bet-win", "The winning sirotage bet")                                                \
  X(kOptBetLoss, "chouette.option.bet-loss", "The losing sirotage bet")                                               \
  X(kOptCivetMax, "chouette.option.civet-max", "The maximum Civet stake")                                             \
  X(kOptCivetCap, "chouette.option.civet-cap", "The Civet final score cap")                                           \
  X(kOptGrelottineMin, "chouette.option.grelottine-min", "The Grelottine minimum score")                              \
  X(kOptCap, "chouette.option.cap", "The off-turn score cap")                                                         \
  X(kOptSideWin, "chouette.option.side-win", "The winning Grelottine side bet")                                       \
  X(kOptSideLoss, "chouette.option.side-loss", "The losing Grelottine side bet")                                      \
  X(kCivetStake, "chouette.civet.stake",                                                                              \
    "The Civet stake must be from 1 to {max} (the smaller of {cap} and {player}'s score, {score}), not {n}.")         \
  X(kCivetStakeReach, "chouette.civet.stake-reach",                                                                   \
    "The Civet stake must be from 1 to {max} (the smaller of {cap} and {player}'s score, {score}, and no more than "  \
    "reaches {reach}), not {n}.")                                                                                     \
  X(kGrelottineStakeUp, "chouette.grelottine.stake-up",                                                               \
    "The Grelottine stake on {target} must be from 1 to {max} ({percent}% of {low}, the lower score, rounded up), "   \
    "not {n}.")                                                                                                       \
  X(kGrelottineStakeDown, "chouette.grelottine.stake-down",                                                           \
    "The Grelottine stake on {target} must be from 1 to {max} ({percent}% of {low}, the lower score, rounded down), " \
    "not {n}.")                                                                                                       \
  X(kBleuRougeRange, "chouette.bleu-rouge.sum", "A Bleu-Rouge sum is from 3 to 18, not {n}.")                         \
  X(kDieFace, "chouette.move.die", "Die {i} of {text} is not a face from 1 to 6.")                                    \
  X(kCommand, "chouette.scenario.command", "commands[{i}]: {why}")

ARCADE_MESSAGES(ARCADE_CHOUETTE_MESSAGES)
#undef ARCADE_CHOUETTE_MESSAGES

}  // namespace arcade::chouette::msg
