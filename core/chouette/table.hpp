// The Cul de chouette table: state, commands in and (player, delta, reason) effects out. Every
// command is checked and applied on a copy, so a rejected one changes nothing and says why.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "../common/message.hpp"
#include "combinations.hpp"
#include "options.hpp"

namespace arcade::chouette {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 8;
// Every score stays within ±kScoreLimit: a command (a move, a save's move, a scenario's command)
// that would take one beyond is refused and the table is unchanged. One command moves a score by
// at most a few million (a correction is at most 1,000,000, a stake at most a score), so scores are
// summed in 64 bits and checked before they are kept, and never wrap.
inline constexpr int kScoreLimit = 1'000'000'000;

struct PlayerState {
  std::string name;
  int score = 0;
  bool grelottine = false;
  bool civet = false;
  bool passe_grelot = false;
  bool passe_grelot_used = false;  // one per game: once used it never comes back
  bool boucliette = false;
  int jarrets = 0;  // Bleu-Rouge pack
};

// One consequence of a command: a score change, or a token gained or spent (delta 0, token set to
// "+grelottine", "-civet", "+passe-grelot", "-boucliette", "+jarret"…).
struct Effect {
  int player = 0;
  int delta = 0;
  std::string reason;  // the English of `message`
  std::string token;
  Message message;  // the reason as a message (core/chouette/messages.hpp)
};

// What the table waits for. Optional windows (a decision nobody has to take) close by themselves
// when the next turn's throw or Civet comes in, or with Pass.
enum class Window {
  ThrowOff,          // each contender throws one die: the lowest starts
  Turn,              // the turn's thrower may declare a Civet, then throws (die by die if wished)
  PasMou,            // Chouette-Velute: who called "Pas mou le caillou !" first (optional)
  PasMouTie,         // chouetteVeluteTie=dice: the tied callers' dice
  Grelotte,          // Suite: the order of the "Grelotte ça picote !" calls
  GrelotteTie,       // tied last callers throw one die each
  Sirotage,          // a plain Chouette: siroter or keep it (optional)
  Bets,              // sirotage announced: bird bets, then the odd die is re-thrown
  ContreSirop,       // missed sirotage: "J'apprécie les fruits au sirop !" (optional)
  Grelottine,        // after a Néant: a Grelottine holder may challenge (optional)
  Challenge,         // challenge announced: Passe-Grelot, Boucliette, or the challenged throws
  Soufflette,        // 1-2-4 (pack): the thrower may challenge someone (optional)
  SouffletteThrows,  // the challenged player's up to three throws
  Artichette,        // 3-4-4 (pack): "Raitournelle !" against "Artichette !" (optional)
  BleuRouge,         // 3-3-4 (pack): sums announced, then the thrower re-throws
  Over,
};

// Why the dice being resolved were thrown: it decides which bets hang on them.
enum class Context { Turn, Challenge, BleuRouge };

enum class Verb : char {
  Throw = 't',
  Pass = 'n',
  Siroter = 's',
  Bet = 'b',
  Attrape = 'a',
  PasMou = 'm',
  Grelotte = 'g',
  ContreSirop = 'j',
  Artichette = 'r',
  SansFin = 'f',
  Civet = 'v',
  Challenge = 'l',
  PasseGrelot = 'p',
  Boucliette = 'o',
  Soufflette = 'd',
  Announce = 'u',
  Verdier = 'y',
  Bevue = 'x',
  Correct = 'e',
  Die = 'q',
  LanceCivet = 'c',
  SideBet = 'w',
  Achat = 'k',
  JoinCivet = 'i',
};

struct Command {
  Verb verb = Verb::Pass;
  std::vector<int> dice;                   // Throw; Die: one face
  std::vector<std::vector<int>> order;     // calls: groups of tied seats, first callers first
  std::vector<std::pair<int, int>> pairs;  // Bet (seat, face), Announce (seat, sum),
                                           // SideBet (seat, 1 success / 0 failure)
  std::vector<int> seats;                  // Verdier bettors; Challenge callers (simultaneous);
                                           // LanceCivet: the receiver
  int seat = -1;                           // Attrape, PasseGrelot (new target), Boucliette,
                                           // Soufflette (challenged), Bevue, Correct, Die (thrower),
                                           // LanceCivet (the giver), Achat (the buyer),
                                           // JoinCivet (the joiner)
  int amount = 0;                          // Civet and Challenge stakes, Correct delta
  Target target = Target::Chouette;        // Civet, Challenge
  std::string note;                        // Correct: the referee's words (scenarios only)
};

struct CivetBet {
  int player = -1;
  int stake = 0;
  Target target = Target::Chouette;
  std::vector<int> joiners;  // Civet doublé: each holder who joined doubles what it wins or loses
};

struct GrelottineChallenge {
  int challenger = -1;
  int challenged = -1;
  Target target = Target::Chouette;
  int stake = 0;
  bool settled = false;
};

struct SouffletteChallenge {
  int challenger = -1;
  int challenged = -1;
  int throws = 0;
};

// The command that made a table, as pages tell it (the session view's "last"): what it was, in
// which window, by whom, and for a throw the dice it shows.
struct LastMove {
  Command command;
  Window window = Window::Turn;  // where it was made; a throw that closed an optional window: Turn
  int event = -1;                // the events finished before its own (-1: the throw-off)
  int seat = -1;                 // who acted; -1 when several did at once (a throw-off, a tie-break)
  std::vector<int> group;        // a throw-off or a tie-break: the seat of each die thrown
  std::vector<int> dice;         // a throw: the dice it shows, the turn's dice before it first
  bool scored = false;           // a throw of three dice the table classified and scored (rolled)
};

struct Table {
  Options options;
  std::vector<PlayerState> players;
  Window window = Window::Turn;
  int turn = 0;   // whose turn it is; the next turn is the next seat's
  int actor = 0;  // who threw the dice being resolved
  Context context = Context::Turn;
  std::vector<int> partial;  // the turn's dice thrown so far (chouettes, then the cul)
  std::vector<int> dice;     // the last complete throw
  int dice_by = -1;          // who threw it
  Classification rolled;     // its classification
  std::vector<int> group;    // throw-off contenders or tied players, in seat order
  int penalty = 10;          // the Suite tie-break's penalty (+10 per repeated tie)
  int sirotant = -1;
  int sirop_value = 0;                         // the paired face being siroté
  std::vector<std::pair<int, int>> bets;       // sirotage bets (seat, face)
  std::vector<std::pair<int, int>> announces;  // Bleu-Rouge sums (seat, sum)
  std::vector<int> verdier;                    // Verdier bettors of the turn's throw
  std::vector<std::pair<int, int>> side_bets;  // Grelottine side bets (seat, 1 success / 0 failure)
  bool bet_won = false;
  std::optional<CivetBet> civet;
  std::optional<GrelottineChallenge> challenge;
  SouffletteChallenge souffle;
  int last_thrower = -1;  // the thrower of the last finished event
  int events = 0;         // finished events
  int winner = -1;
  std::vector<int> tie_dice;       // the last tie-break or throw-off dice, for the view
  std::vector<Effect> effects;     // what the last command did
  std::optional<LastMove> last;    // the last command (none before the first)
  std::optional<Message> refusal;  // set while a command runs when it would take a score out of
                                   // range (kScoreLimit); execute() then refuses the command
};

// Whether a table of `players` seats can use these options (Doublette needs 4, 6 or 8 seats).
Check check_seats(int players, const Options& o);
// With Doublette, the teammate sitting opposite `seat` (who shares its score); else -1.
int teammate(const Table& t, int seat);

// A table of 2-8 named players. first >= 0: that seat starts; -1: a throw-off decides.
Table new_table(std::vector<std::string> names, const Options& o, int first);

// Checks and applies one command. On success the table holds the command's effects in
// t.effects (also returned); on failure the table is untouched and the error says why.
Result<std::vector<Effect>> execute(Table& t, const Command& c);

// The last command of a table for the session view ({verb, window, event, seat, group, dice,
// thrown, scored, order, pairs, seats, subject, amount, target}; null before the first): what a
// page needs to tell a move without reading its text.
Value last_value(const Table& t);

// Closes the optional windows left open with their defaults (keep the Chouette, nobody calls,
// nobody challenges), as the next throw would: the end of a replayed scenario. Appends to t.effects.
void finish(Table& t);

// What the table waits for, as a sentence ("Perceval has a Chouette of 4: siroter or keep it.").
std::string pending(const Table& t);
// The same as a message (the "{pending}" of refusals; seats as chouette.name messages).
Message pending_message(const Table& t);
// The seat expected to act now (the thrower of an expected throw, the decider of a decision);
// -1 once over.
int to_move(const Table& t);
// How many dice a Throw takes now (0 when no throw is expected or possible).
int dice_needed(const Table& t);
// The largest Civet stake the turn's thrower may declare now (0: none: no Civet, no positive
// score, or the kata's 300 cap reached).
int civet_max_stake(const Table& t);
// True for the windows that Pass closes.
bool optional_window(Window w);
std::string_view window_id(Window w);

// Move text (session moves, [A-Za-z0-9,_+=-]): t<dice>, n, s, b<seat>=<face>, a<seat>,
// m/g/j/r/f<order> (groups by ',', ties by '+'), v<stake>=<target>, l<seats>=<target>=<stake>,
// p[<seat>], o<seat>, d<seat>, u<seat>=<sum>, y<seats>, x<seat>, e<seat>=<+/-n>, q<seat><face>,
// c<giver><receiver> (Lance-Civet), w<seat>=<1 success|0 failure>[,…] (Grelottine side bets),
// k<seat> (Achat: buys the cul).
// Seats are 0-based digits.
Result<Command> parse_command(std::string_view text, int players);
std::string format_command(const Command& c);

// Chante-Sloubi: a player joining mid-game starts at floor((best - second) x rounds / 10), times
// 1.5 rounded up when they sing up to it without a mistake; refused when the base exceeds 228.
Result<int> sloubi_score(int best, int second, int rounds, bool sang);

}  // namespace arcade::chouette
