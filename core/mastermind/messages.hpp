// Mastermind's messages (the game's): ids "mastermind.*" with their English (see core/common/message.hpp).
#pragma once
#include "../common/message.hpp"

namespace arcade::mastermind::msg {

#define ARCADE_MASTERMIND_MESSAGES(X)                                                                                \
  X(kOptions, "mastermind.params.option",                                                                            \
    "Mastermind options are p<pegs>, c<colours>, r<rows>, u (no duplicates), make (the computer breaks your code), " \
    "friend (two people by links) and best, optimal, knuth or consistent, not {option}.")                            \
  /* A game with a friend by turn links (core/common/secret_link.hpp): seat 0 makes the code, seat 1 breaks it */    \
  X(kFriendMake, "mastermind.params.friend-make", "A game with a friend has no computer breaker: leave out make.")   \
  X(kIdFriend, "mastermind.desc.friend",                                                                             \
    "In a game with a friend the code stays on its maker's device, never in the game id; leave it empty.")           \
  X(kGiveUpFriend, "mastermind.move.give-up-friend",                                                                 \
    "In a game with a friend the breaker plays on until the code is found or the rows run out.")                     \
  X(kComputerFriend, "mastermind.computer.friend",                                                                   \
    "In a game with a friend both seats are people; the computer plays neither.")                                    \
  X(kFriendFound, "mastermind.status.friend-found", "The code breaker found the code in {guesses}.")                 \
  X(kFriendMissed, "mastermind.status.friend-missed", "The code breaker did not find the code in {guesses}.")        \
  X(kAnswerFalse, "mastermind.answer.false",                                                                         \
    "The answer to guess {n} does not match the revealed code: {guess} gets {right}, not {given}.")                  \
  X(kIdLengthOne, "mastermind.desc.length-one", "The game id's code has {n} character; it needs {needed}.")          \
  X(kIdLength, "mastermind.desc.length", "The game id's code has {n} characters; it needs {needed}.")                \
  X(kIdCharacter, "mastermind.desc.character", "The game id's code has a character that is not a letter or digit.")  \
  X(kIdCode, "mastermind.desc.code", "The game id's code is not a code of this game.")                               \
  X(kIdMake, "mastermind.desc.make",                                                                                 \
    "When the computer breaks your code the game id holds no secret; leave it empty.")                               \
  X(kAnswerSum, "mastermind.answer.sum", "Exact plus misplaced cannot be more than {pegs}.")                         \
  X(kAnswerAlmost, "mastermind.answer.almost",                                                                       \
    "{exact} and 1 misplaced is impossible: with {right}, the last one has no other place to be.")                   \
  X(kAnswerNone, "mastermind.answer.none", "No code of this game gives {answer} for {guess}.")                       \
  X(kAnswerContradicts, "mastermind.answer.contradicts",                                                             \
    "That answer contradicts your answer to guess {n} ({guess}: {answer}): no code fits both.")                      \
  /* Answers of the colour game; each count a message, for its plural ("1 bien placé", "2 bien placés") */         \
  X(kAnswerText, "mastermind.answer.text", "{exact}, {misplaced}")                                                   \
  X(kExactOne, "mastermind.count.exact", "{n} exact")                                                                \
  X(kExacts, "mastermind.count.exacts", "{n} exact")                                                                 \
  X(kMisplacedOne, "mastermind.count.misplaced", "{n} misplaced")                                                    \
  X(kMisplaceds, "mastermind.count.misplaceds", "{n} misplaced")                                                     \
  X(kPegRightOne, "mastermind.count.peg-right", "{n} peg right")                                                     \
  X(kPegsRight, "mastermind.count.pegs-right", "{n} pegs right")                                                     \
  /* Bulls & Cows' answers (bulls_and_cows in code.hpp); each count of bulls or cows a message, for its plural */    \
  X(kAnswerSumBulls, "mastermind.answer.sum-bulls", "Bulls plus cows cannot be more than {pegs}.")                   \
  X(kAnswerAlmostBulls, "mastermind.answer.almost-bulls",                                                            \
    "{bulls} and 1 cow is impossible: with {bulls}, the last digit has no other place to be.")                       \
  X(kAnswerTextBulls, "mastermind.answer.text-bulls", "{bulls}, {cows}")                                             \
  X(kBullOne, "mastermind.count.bull", "{n} bull")                                                                   \
  X(kBulls, "mastermind.count.bulls", "{n} bulls")                                                                   \
  X(kCowOne, "mastermind.count.cow", "{n} cow")                                                                      \
  X(kCows, "mastermind.count.cows", "{n} cows")                                                                      \
  X(kGiveUp, "mastermind.move.give-up", "Only the code breaker can give up.")                                        \
  X(kAnswerOnly, "mastermind.move.answer-only", "Answers are for games where the computer breaks your code.")        \
  X(kNoGuess, "mastermind.move.no-guess", "There is no guess to answer yet.")                                        \
  X(kAnswerForm, "mastermind.move.answer",                                                                           \
    "An answer is a followed by the exact and misplaced counts, like a21, not {move}.")                              \
  X(kAnswerFormBulls, "mastermind.move.answer-bulls",                                                                \
    "An answer is a followed by the bull and cow counts, like a21, not {move}.")                                     \
  X(kMove, "mastermind.move.unknown",                                                                                \
    "Mastermind moves are g<code> (guess), a<exact><misplaced> (answer) and x (give up), not {move}.")               \
  X(kMoveBulls, "mastermind.move.unknown-bulls",                                                                     \
    "Bulls & Cows moves are g<code> (guess), a<bulls><cows> (answer) and x (give up), not {move}.")                  \
  X(kUnanswered, "mastermind.move.unanswered", "The last guess has not been answered yet.")                          \
  X(kBreaker, "mastermind.computer.breaker", "You are the code breaker here; the computer only keeps the secret.")   \
  X(kWaiting, "mastermind.computer.waiting", "The computer is waiting for your answer.")                             \
  X(kHintMake, "mastermind.hint.make", "Hints are for the code breaker; here the computer breaks your code.")        \
  X(kCoachMake, "mastermind.coach.make", "The coach follows the code breaker; here the computer breaks your code.")  \
  X(kGuessOne, "mastermind.count.guess", "{n} guess")                                                                \
  X(kGuesses, "mastermind.count.guesses", "{n} guesses")                                                             \
  X(kRowOne, "mastermind.count.row", "{n} row")                                                                      \
  X(kRows, "mastermind.count.rows", "{n} rows")                                                                      \
  X(kComputerFound, "mastermind.status.computer-found", "The computer found your code in {guesses}.")                \
  X(kComputerMissed, "mastermind.status.computer-missed", "The computer did not find your code in {guesses}.")       \
  X(kFound, "mastermind.status.found", "You found the code in {guesses}.")                                           \
  X(kGaveUp, "mastermind.status.gave-up", "You gave up: the code was {code}.")                                       \
  X(kOutOfRows, "mastermind.status.out-of-rows", "Out of rows: the code was {code}.")                                \
  X(kThinking, "mastermind.status.thinking", "The computer is thinking.")                                            \
  X(kThinkingSample, "mastermind.status.thinking-sample",                                                            \
    "The computer is thinking. Knuth's full search is beyond its budget here: it scores a sample of {guesses}.")     \
  X(kAnswerGuess, "mastermind.status.answer", "Answer guess {n}: how many exact, how many misplaced?")               \
  X(kAnswerGuessBulls, "mastermind.status.answer-bulls", "Answer guess {n}: how many bulls, how many cows?")         \
  X(kGuessCode, "mastermind.status.guess", "Guess the code: {rows} left.")                                           \
  X(kPegs, "mastermind.params.pegs", "Pegs must be from 2 to 8, not {n}.")                                           \
  X(kColours, "mastermind.params.colours", "Colours must be from 2 to 10, not {n}.")                                 \
  X(kUnique, "mastermind.params.unique",                                                                             \
    "Without duplicates there must be at least as many colours as pegs ({pegs} pegs, {colours} colours).")           \
  X(kTooManyCodes, "mastermind.params.codes",                                                                        \
    "That game has {codes} possible codes; at most {max} are supported, so use fewer pegs or colours.")              \
  X(kRowsRange, "mastermind.params.rows", "Rows must be from 1 to 30, not {n}.")                                     \
  X(kStrategy, "mastermind.params.strategy", "Strategies are consistent, knuth, best and optimal, not {name}.")      \
  /* A code's faults; {what} is whose code: the guess, the secret, or (on the page) your secret */                   \
  X(kWhatGuess, "mastermind.code.guess", "the guess")                                                                \
  X(kWhatSecret, "mastermind.code.secret", "the secret")                                                             \
  X(kWhatYourSecret, "mastermind.code.your-secret", "your secret")                                                   \
  X(kGuessLength, "mastermind.code.guess-length", "The guess has {n} pegs; this game uses {pegs}.")                  \
  X(kSecretLength, "mastermind.code.secret-length", "The secret has {n} pegs; this game uses {pegs}.")               \
  X(kPegColour, "mastermind.code.colour",                                                                            \
    "Peg {i} of {what} is colour {colour}; this game has colours 1 to {colours}.")                                   \
  X(kColourTwice, "mastermind.code.twice",                                                                           \
    "Colour {colour} appears twice in {what}, and this game allows no duplicates.")                                  \
  /* Bulls & Cows plays digits: the digit as the board shows it (the tenth colour is 0) */                           \
  X(kDigitTwice, "mastermind.code.digit-twice",                                                                      \
    "Digit {digit} appears twice in {what}, and this game allows no duplicates.")                                    \
  X(kCodeSize, "mastermind.code.size", "A code has 2 to 8 pegs, not {n}.")                                           \
  X(kCodeLetter, "mastermind.code.letter", "Peg {i} of {code} is not a colour letter from a to j.")                  \
  /* The stored strategy trees (optimal_trees.cpp): a fault there is the program's, reported all the same */         \
  X(kTreeLeft, "mastermind.tree.left", "The tree has {n} characters left after its last node.")                      \
  X(kTreeEnds, "mastermind.tree.ends",                                                                               \
    "The tree ends at character {at} of the tree, where a node of {n} codes needs a guess.")                         \
  X(kTreeGuess, "mastermind.tree.guess", "The guess at character {at} of the tree is not a code of this game.")      \
  X(kTreeTogether, "mastermind.tree.together", "The guess at character {at} of the tree leaves its {n} codes together.")

ARCADE_MESSAGES(ARCADE_MASTERMIND_MESSAGES)
#undef ARCADE_MASTERMIND_MESSAGES

}  // namespace arcade::mastermind::msg
