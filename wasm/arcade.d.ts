// TypeScript declarations of dist/arcade.mjs, the public API of Kata Arcade's engine.

/** Every failure: bad arguments, illegal moves, corrupt saves. `message` is the core's sentence. */
export class ArcadeError extends Error {
  name: 'ArcadeError';
  /** The refusal's message id ("greed.params.seats"), null for a sentence without one (see Message). */
  id: string | null;
  /** Its parameters ({} without an id). */
  args: Record<string, MessageParam>;
  /** The forms of a refusal that is a count (Message.plural), else null. */
  plural: { one: string; other: string } | null;
}

/**
 * A refusal, notice or history line as the core reports it beside its English sentence: a stable
 * id and named parameters; web/common/words.js renders it from the catalogue of a language.
 */
export interface Message {
  id: string;
  args: Record<string, MessageParam>;
  /**
   * A count with its noun ("5 guesses", args.n = 5): the ids of its two forms. `id` is the one the
   * English rule picks (1: one); a page picks by its language's rule instead (French: 0 and 1).
   */
  plural?: { one: string; other: string };
}
/** A number, a piece of text written the same in every language (a name, a quoted input), or a message of its own. */
export type MessageParam = number | string | Message;
/** One entry of the core's table of messages: the id and its English template ("{name}" marks a parameter). */
export interface MessageDef {
  id: string;
  english: string;
}

export interface LoadOptions {
  /**
   * The games to load. One game: that game's own core (arcade-core-<game>.wasm, about a third of
   * the whole one), whose `games` is that game alone and whose calls of any other game throw an
   * ArcadeError naming it. None (the default) or several: the whole core, every game.
   */
  games?: GameName[];
  /** Where the .wasm file is (default: the chosen core's, next to arcade.mjs). */
  wasmUrl?: string | URL;
  /** The .wasm bytes, when the caller already has them (another core's are refused with an ArcadeError). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Pauses (ms) before each new try to fetch the .wasm (default [250, 1000, 3000]); then the load rejects. */
  retryDelays?: number[];
}

/** Randomness of a call: a seed (reproducible on every platform) or 32-bit words (default: crypto). */
export type RandomSource = { seed: number | string } | { words: Uint32Array | number[] };

export interface Status {
  over: boolean;
  /** Seat to move, -1 when the game is over. */
  toMove: number;
  computerToMove: boolean;
  /** Seats; several means a shared win. */
  winners: number[];
  text: string;
  /** `text` as a message, for the games whose lines have ids. */
  message?: Message;
}

export interface Snapshot<View = unknown> {
  game: string;
  /** `<game>:<params>:<desc>:<moves joined by '.'>:<position>`: keep it, pass it back. */
  save: string;
  status: Status;
  view: View;
  text: string;
  lastMove: string | null;
  moveCount: number;
  position: number;
  canUndo: boolean;
  /** session.undoDecision would succeed (back to a person's last decision over the computer's moves). */
  canUndoDecision: boolean;
  canRedo: boolean;
  /** Move intents legal now, e.g. ["r", "b"]. */
  legal: string[];
}

export interface GreedRoll {
  seat: number;
  dice: number[];
  scoring: number[];
  nonScoring: number[];
  scoringMask: boolean[];
  points: number;
  bust: boolean;
  hotDice: boolean;
}

export interface GreedView {
  seats: { kind: 'human' | 'cautious' | 'optimal' | 'winning'; score: number; inGame: boolean }[];
  current: number;
  turn: number;
  turnTotal: number;
  diceToRoll: number;
  rollsThisTurn: number;
  lastRoll: GreedRoll | null;
  lastBank: { seat: number; points: number; counted: boolean; entered: boolean } | null;
  finalRound: boolean;
  finalRoundBy: number | null;
  target: number;
  entry: number;
  /** A score attack's turns a seat (params ",n10"; the daily's), after which the game is over; 0 outside one. */
  turns: number;
  /** The house rule "choose the scoring dice to keep" (params ",k"). */
  choose: boolean;
  /** House rule: the last roll scored and waits for a keep ("k<faces>") or a bank. */
  keeping: boolean;
  /** While keeping: every keep allowed, fewest dice first, with its points (legal lists them as "k<faces>"). */
  keepChoices: { dice: number[]; points: number }[];
  /** House rule: the dice the last keep (or bank) set aside this turn, faces ascending. */
  kept: number[];
  winners: number[];
}

export interface MastermindView {
  mode: 'break' | 'make';
  pegs: number;
  colours: number;
  duplicates: boolean;
  /**
   * Bulls & Cows, or any game like it (10 colours, no duplicates): played with digits (colour 10 is
   * the digit 0), and the messages about answers speak of bulls and cows, not exact and misplaced.
   */
  digits: boolean;
  rows: number;
  strategy: 'best' | 'optimal' | 'knuth' | 'consistent';
  /** Colours are numbered from 1; exact/misplaced are null while a guess awaits its answer. */
  history: { guess: number[]; exact: number | null; misplaced: number | null }[];
  /** Codes that fit every answer so far. */
  remaining: number;
  /**
   * The computer (Knuth) cannot run the full minimax here within its budget (space × remaining
   * above 2^25 feedbacks): its next guess is the best of a sample of codes (status.text says so).
   */
  sampled: boolean;
  awaitingAnswer: boolean;
  solved: boolean;
  gaveUp: boolean;
  /** Shown once a game where the player breaks the code is over. */
  secret: number[] | null;
}

/** `session` view of a `connect4` game (params: red's then yellow's seat letter, h/p/s/c). */
export interface Connect4View {
  seats: ['human' | 'perfect' | 'strong' | 'casual', 'human' | 'perfect' | 'strong' | 'casual'];
  /** 6 rows, top row first, 7 columns: 0 empty, 1 red (moves first), 2 yellow. */
  board: number[][];
  /** Stones per column, left to right. */
  heights: number[];
  /** Columns that take a stone now (all false once the game is over). */
  playable: boolean[];
  /** Every column played from the empty board, 1-based ("4453"), the desc's moves first. */
  moves: string;
  /** How many of `moves` came from the desc (the starting position). */
  start: number;
  /** 0 red, 1 yellow; null when the game is over. */
  toMove: number | null;
  /** 1-7, or null before the first move. */
  lastColumn: number | null;
  winner: number | null;
  draw: boolean;
  /** [row, column] (row 0 = top, as in `board`) of every cell of a four in a row. */
  winCells: [number, number][];
}

/** What `connect4.bestMove` found within its budget. */
export interface Connect4Choice {
  /** 1-7. */
  column: number;
  /** The move's exact score when it was proven, else null (see lower/upper). */
  score: number | null;
  lower: number;
  upper: number;
  /** No other column can score more: the move is perfect play. */
  proven: boolean;
  nodes: number;
}

/** One column of `connect4.evaluate`: bounds of the score of playing it (exact when proven). */
export interface Connect4ColumnEvaluation {
  /** The exact score when proven within the budget, else null. */
  score: number | null;
  lower: number;
  upper: number;
  /** lower == upper: the score is exact. */
  proven: boolean;
}

/** Bounds of a Connect Four score (Pons' convention, see `connect4.solve`): exact when score is not null. */
export interface Connect4Bounds {
  /** lower == upper: the proven score; else null. */
  score: number | null;
  lower: number;
  upper: number;
}

/** `connect4.review`: the coach's reading of a game's last move and the position it left. */
export interface Connect4Review {
  /** The position after the moves, for its side to move (exact once the game is over). */
  now: Connect4Bounds;
  /** The last move's column (1-7); null before the first move (best and played are then null too). */
  column: number | null;
  /** Before the last move, the best score its mover had. */
  best: Connect4Bounds | null;
  /** The score of the move played, for its mover. */
  played: Connect4Bounds | null;
  /** Proven within the budget: the move turned a win into a draw or loss, or a draw into a loss. */
  mistake: boolean;
}

/** `connect4.choose`: the move a computer level plays, as `session.computer` would. */
export interface Connect4ComputerChoice extends Connect4Choice {
  /** Casual's occasional move made without search (any move that does not hand over a four). */
  careless: boolean;
}

/** `chouette.classify`: Table A's combination of three dice (order-free unless kataCompat). */
export interface ChouetteClassification {
  combination: 'cul-de-chouette' | 'chouette-velute' | 'suite-velute' | 'suite' | 'velute' | 'chouette' | 'neant'
    | 'bleu-rouge' | 'artichette' | 'soufflette';
  /** The face that names it (0 for a Suite, a Néant, a Soufflette). */
  value: number;
  /** Points credited to the thrower before any sirotage (Table A's "Thrower" column). */
  throwerPoints: number;
}

/** Cul de chouette options: flags ("sf,bc,t500") or long names (see core/chouette/README.md). */
export type ChouetteOptions = string | {
  target?: number; clampAtZero?: boolean; winOnlyOnOwnTurn?: boolean; capScore?: number; bevue?: number;
  chouetteVeluteTie?: 'lose' | 'dice'; suiteTieLoser?: 'lowest' | 'highest'; suiteVeluteMode?: 'both' | 'velute';
  siropBetWin?: number;
  siropBetLoss?: number; contreSirop?: boolean; contreSiropOnlyIfNoBetWon?: boolean; civetMax?: number;
  civetFinalScoreCap?: number | null; grelottineTable?: 'K' | 'F' | 'W'; grelottineRounding?: 'floor' | 'ceil';
  grelottineMinScore?: number; kataCompat?: boolean;
  packs?: ('soufflette' | 'boucliette' | 'attrape-oiseau' | 'artichette' | 'bleu-rouge' | 'verdier')[];
  /** Doublette (4, 6 or 8 players): teammates sit opposite each other and share one score. */
  teams?: boolean; lanceCivet?: boolean;
  /** Grelottine side bets: on success or failure, won +grelottineBetWin (25), lost -grelottineBetLoss (5). */
  grelottineBets?: boolean; grelottineBetWin?: number; grelottineBetLoss?: number;
  /** Achat: after the two chouettes another player buys the cul for 30; the thrower scores two dice. */
  achat?: boolean;
  /** Civet doublé: other holders join a declared Civet (move i<seat>), each doubling its stake's effect. */
  civetDouble?: boolean;
};

/** A scenario for `chouette.replay` (commands: see core/chouette/README.md). */
export interface ChouetteScenario {
  players: string[];
  first?: string;
  throwOff?: boolean;
  scores?: Record<string, number>;
  tokens?: Record<string, string[]>;
  options?: ChouetteOptions;
  commands: (string | Record<string, unknown>)[];
  /** Close the optional windows left open at the end (default true). */
  finish?: boolean;
}

/** One consequence of a command: a score change, or a token change (delta 0, token "+civet"…). */
export interface ChouetteEffect {
  player: string;
  seat: number;
  delta: number;
  reason: string;
  token: string | null;
}

export interface ChouetteReplay {
  players: string[];
  scores: Record<string, number>;
  /** Final minus starting scores. */
  deltas: Record<string, number>;
  tokens: Record<string, string[]>;
  /** `command`: index of the command that caused it (commands.length: the closing at the end). */
  effects: (ChouetteEffect & { command: number })[];
  window: string;
  pending: string;
  over: boolean;
  winner: string | null;
  /** In the Grelottine window: each holder who may challenge and the maximum stake per target id. */
  challengers: { player: string; seat: number; maxStakes: Record<string, number> }[];
  options: Record<string, unknown>;
}

/** `session` view of a `chouette` game (params: seat count or seat letters h/c/n, then flags: "4,sf,bc", "hhc,sf"). */
/** A Cul de chouette move as its fields (`ChouetteView.last`); fields a verb does not use are empty or null. */
export interface ChouetteLastMove {
  verb: 'throw' | 'pass' | 'siroter' | 'bet' | 'attrape' | 'pas-mou' | 'grelotte' | 'contre-sirop' | 'artichette' | 'sans-fin'
    | 'civet' | 'challenge' | 'passe-grelot' | 'boucliette' | 'soufflette' | 'announce' | 'verdier' | 'bevue' | 'correct'
    | 'die' | 'lance-civet' | 'side-bet' | 'achat' | 'join-civet';
  /** The window it was made in ('turn' for a throw that closed an optional window). */
  window: ChouetteView['window'];
  /** The events finished before its own (null: the throw-off). */
  event: number | null;
  /** Who acted (null when several did at once: a throw-off, a tie-break). */
  seat: number | null;
  /** A throw-off or tie-break: the seat of each die thrown. */
  group: number[];
  /** A throw: the dice it shows, the turn's earlier dice first (die: the face); how many it threw. */
  dice: number[];
  thrown: number;
  /** Three dice the table classified and scored (`combination` is theirs). */
  scored: boolean;
  /** A race's calls, first callers first, tied callers grouped. */
  order: number[][];
  /** Bets [seat, face], announced sums [seat, sum], side bets [seat, 1 success / 0 failure]. */
  pairs: [number, number][];
  /** Verdier bettors, Grelottine callers, the Lance-Civet's receiver. */
  seats: number[];
  /** The seat the move names (who snatches, is challenged, corrected, buys, joins, gives...). */
  subject: number | null;
  /** A Civet or Grelottine stake, a correction. */
  amount: number | null;
  /** A Civet or Grelottine target id ('velute', 'cul-de-chouette-sirote'...). */
  target: string | null;
}

export interface ChouetteView {
  players: { name: string; score: number;
    tokens: { grelottine: boolean; civet: boolean; passeGrelot: boolean; passeGrelotUsed: boolean; boucliette: boolean; jarrets: number };
    /** Doublette: the seat opposite, who shares this score (null without teams). */
    teammate: number | null;
    /** A seat the engine plays (`session.computer`). */
    computer: boolean }[];
  /** The computers' next decision outside a race (who, and how long a person would take over
   * it), or null when a person decides; `session.computer` plays it. */
  computer: { seat: number; ms: number } | null;
  /** In a race: when each computer calls (onlyFirst: not after someone else has called). */
  reactions: { seat: number; ms: number; onlyFirst: boolean }[];
  /** Whose turn it is, who must act now (null when over), what the table waits for. */
  turn: number;
  toMove: number | null;
  window: 'throw-off' | 'turn' | 'pas-mou' | 'pas-mou-tie' | 'grelotte' | 'grelotte-tie' | 'sirotage' | 'bets'
    | 'contre-sirop' | 'grelottine' | 'challenge' | 'soufflette' | 'soufflette-throws' | 'artichette' | 'bleu-rouge' | 'over';
  pending: string;
  /** Dice the intent "t" draws now. */
  diceNeeded: number;
  /** Who throws now (each contender of a throw-off or tie-break; in a window nobody has to
   * answer, the next turn's thrower, whose throw closes it); the next turn's thrower (null when over). */
  throwers: number[];
  nextTurn: number | null;
  /** Verdier pack: the turn's two chouettes are two different even faces, bets are open. */
  verdierOpen: boolean;
  /** The turn's dice so far (chouettes before the cul), the last complete throw and its thrower. */
  partial: number[];
  dice: number[];
  diceBy: number | null;
  combination: { id: string; label: string; value: number; throwerPoints: number } | null;
  /** Throw-off contenders or tied players, their last dice, the Suite tie's penalty. */
  tied: number[];
  tieDice: number[];
  penalty: number;
  sirotage: { sirotant: number; value: number; bets: { seat: number; face: number; bird: string }[] } | null;
  civet: { seat: number; stake: number; target: string } | null;
  /** The largest Civet stake the thrower may declare now (0: none). */
  civetMaxStake: number;
  challenge: { challenger: number; challenged: number; target: string; stake: number;
    /** Grelottine side bets placed so far (option grelottineBets). */
    sideBets: { seat: number; on: 'success' | 'failure' }[] } | null;
  /** In the Grelottine window: each holder who may challenge and the maximum stake per target id. */
  challengers: { player: string; seat: number; maxStakes: Record<string, number> }[];
  soufflette: { challenger: number; challenged: number; throws: number } | null;
  announces: { seat: number; sum: number }[];
  verdierBettors: number[];
  /** What the last move did. */
  effects: ChouetteEffect[];
  /** Each effect's reason as a message, in the order of `effects` (web/common/words.js renders them). */
  effectMessages: Message[];
  /** What the last move was (null before the first), so that pages never read a move's text. */
  last: ChouetteLastMove | null;
  events: number;
  target: number;
  options: Record<string, unknown>;
  winner: number | null;
}

/** `session` view of a `sudoku` game; every per-cell array has 81 entries, cells row by row. */
export interface SudokuView {
  difficulty: SudokuDifficulty;
  /** The givens as 81 characters ('.' empty). */
  puzzle: string;
  /** 0 or the given digit. */
  givens: number[];
  /** 0 or the digit in the cell (givens included). */
  values: number[];
  /** The player's own pencil notes per cell. */
  notes: number[][];
  /** The automatic candidates per empty cell (digits no peer holds); [] for a filled cell. */
  candidates: number[][];
  /** Cells whose digit another cell of their row, column or box also holds. */
  conflicts: number[];
  /** Cells whose digit is not the solution's (for a page that shows mistakes). */
  wrong: number[];
  /** Empty cells left. */
  empty: number;
  solved: boolean;
}

export type SudokuDifficulty = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** Cells are numbered 0-80 row by row (r1c1 = 0, r9c9 = 80); digits are 1-9. */
export interface SudokuCandidate { cell: number; digit: number }

export interface SudokuStep {
  /** "Hidden single", "Locked candidates (pointing)", "Naked pair", "X-Wing", "XY-Wing", "Guess"... */
  technique: string;
  difficulty: SudokuDifficulty;
  /** The pattern's cells (a wing's pivot first). */
  cells: number[];
  /** The digits the pattern is about (a wing's: x, y, z). */
  digits: number[];
  /** The step in plain language (English), cells named r1c1 ... r9c9. */
  explanation: string;
  /**
   * `explanation` as a message ("sudoku.step.*"): the technique, houses, lists and removals are
   * messages of their own, so a page's catalogue words every part (web/common/words.js `say`).
   */
  message: Message;
  /** The digit this step places, or null when it only removes candidates. */
  placement: SudokuCandidate | null;
  eliminations: SudokuCandidate[];
}

/** The view's type depends on the game: name it (`session.load<GreedView>(save)`) or let the target's type say it. */
export interface Session {
  create<View = unknown>(game: string, options?: { params?: string; desc?: string }, random?: RandomSource): Snapshot<View>;
  load<View = unknown>(save: string): Snapshot<View>;
  play<View = unknown>(save: string, move: string, random?: RandomSource): Snapshot<View>;
  /** The computer's move; where the log already holds it (after an undo), it is replayed as it was. */
  computer<View = unknown>(save: string, random?: RandomSource): Snapshot<View>;
  undo<View = unknown>(save: string): Snapshot<View>;
  redo<View = unknown>(save: string): Snapshot<View>;
  /**
   * Back to before the last decision of a person that can be undone, in one step: the computer's
   * moves after it are stepped over and stay in the log (redo, redoDecision or the computer's turn
   * replay them as they were). A person's move that revealed chance is never crossed: "That move
   * cannot be undone: it revealed what chance decided." Computers only: one move, as undo.
   */
  undoDecision<View = unknown>(save: string): Snapshot<View>;
  /** Redo, then on over the computer's moves in the log, to where a person is to move again. */
  redoDecision<View = unknown>(save: string): Snapshot<View>;
}

/** A turn link checked and replayed (`arcade.link.show`; the protocol: docs/turn-links.md). */
export interface LinkInfo {
  /** The protocol's version: 1, or 2 for a game with a secret (Mastermind). */
  version: number;
  game: GameName;
  /** As the link writes them (the canonical form when the core made the link). */
  params: string;
  desc: string;
  /** 16 lowercase hexadecimal digits drawn when the game was made. */
  gameId: string;
  /** Version 2 only: SHA-256 of the secret, salted and bound to the game id (64 hex digits). */
  commitment?: string;
  /** Every move from the start, in the game's own notation. */
  moves: string[];
  /** moves.length. */
  turn: number;
  /** status.toMove: the seat to move, -1 when the game is over. */
  toMove: number;
  status: Status;
  /** The session's save after every move: `session.load(info.save)` gives the view to draw. */
  save: string;
  /**
   * Version 2 only: the link reveals the secret (the game is over), which the core has checked
   * against the commitment and every answer.
   */
  revealed?: boolean;
  /**
   * Version 2 only: the code (Mastermind's letters, "a" colour 1 … "j" colour 10) once revealed or
   * when the call was given the link's secret; null otherwise (the breaker's page before the end).
   */
  code?: string | null;
  /** The link's check: chain.at(-1). */
  check: string;
  /**
   * The check after 0, 1, … turn moves (turn + 1 strings; version 2: one more when the link reveals
   * the secret). A link whose chain is a prefix of the one a page holds is older than its game; one
   * that differs at some index forked there.
   */
  chain: string[];
}

/** A new link and what it holds. */
export interface LinkTurn {
  /** The token (base64url); a page puts it in its URL as `#play=<token>`. */
  link: string;
  /**
   * create, a game with a secret only: "<code>.<salt>", which the maker's page keeps (never sends)
   * and passes as { secret } to answer and to show its code.
   */
  secret?: string;
  info: LinkInfo;
}

/**
 * Turn links for a game between devices: each call takes the bare token or any text holding
 * `#play=<token>`, and checks and replays every move in the core; a link that is changed, cut,
 * foreign or of a game that cannot go by link yet throws an ArcadeError with the core's message.
 */
export interface Links {
  /**
   * A new game (connect4 or rotate: games whose turns hide no chance nor secret): its game id
   * drawn from `random` (then its desc if none is given); while a computer seat is to move, its moves.
   * Mastermind (a link of version 2, params made "friend"): the caller makes the code (`code`, as
   * letters, or drawn from `random`) and gets `secret` to keep; the breaker moves first.
   */
  create(game: GameName, params?: string, options?: { desc?: string; random?: RandomSource; code?: string }): LinkTurn;
  /**
   * `move` played for the seat to move, then the computer seats' moves, drawn from the game id and
   * each move's index (any replay makes the same). {seed} draws at the link's turn, as session calls do.
   * Version 2: the code maker passes move '' and its { secret }: the core computes the answer, and
   * the answer that ends the game reveals the secret in the link.
   */
  move(link: string, move: string, options?: { random?: RandomSource; secret?: string }): LinkTurn;
  /** With { secret } (version 2): the secret is checked against the commitment and its code returned. */
  show(link: string, options?: { secret?: string }): LinkInfo;
}

/**
 * The registered games (core/games.cpp), in gallery order. The shipped file names them, the union
 * written in by scripts/loader-text.mjs (tests/node/games.test.mjs checks it against the core).
 */
export type GameName = string;

/** What every daily challenge holds first (arcade.daily; core/common/daily.hpp), then its game's fields. */
export interface DailyHead {
  game: GameName;
  /** The UTC date asked for, "YYYY-MM-DD". */
  date: string;
  /** The game's daily algorithm version: a released day never changes within a version. */
  version: number;
  weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  /** The day's seed (below 2^53) the challenge was drawn from. */
  seed: number;
}
/** What session.create takes to start the day's game: `session.create(game, start)`. */
export interface DailyStart { params: string; desc: string }
/** Sudoku's daily: the puzzle (81 characters, one solution) graded by weekday, easy on Monday to extreme on Sunday. */
export interface SudokuDaily extends DailyHead {
  game: 'sudoku';
  challenge: string;
  /** The solution, 81 digits. */
  answer: string;
  start: DailyStart;
  grade: SudokuDifficulty;
}
/** Mastermind's daily: the day's Classic code ("3164") and the optimal breaker's guesses on it, the last one the code. */
export interface MastermindDaily extends DailyHead {
  game: 'mastermind';
  challenge: string;
  answer: string[];
  start: DailyStart;
}
/** Greed's daily: a score attack of `turns` turns on the day's dice stream (500 faces; each roll of n dice plays "r" + the stream's next n faces), par what the expected-points policy banks on it with its moves. A session plays it with params `h,e0,n${turns}` and the stream as the desc. */
export interface GreedDaily extends DailyHead {
  game: 'greed';
  challenge: string;
  answer: { par: number; moves: string[] };
  turns: number;
}
/** Connect Four's daily: moves (as connect4.solve reads them) after which the side to move wins in exactly `moves` of its moves, with one winning move at each turn against the longest defence; `answer` is that line. */
export interface Connect4Daily extends DailyHead {
  game: 'connect4';
  challenge: string;
  answer: string;
  /** The player as the side to move against the perfect engine. */
  start: DailyStart;
  moves: number;
  /** The solver's score of the position (Pons' convention). */
  score: number;
}
/** Rotate's daily, from the Code Jam world: a board (as the judge reads one case: "N K" and N rows of R, B and .) where nobody has K in a row; `answer` is who has after it turns clockwise and the pieces fall. */
export interface RotateDaily extends DailyHead {
  game: 'rotate';
  challenge: string;
  answer: 'Red' | 'Blue' | 'Both' | 'Neither';
  /** The board after the turn and the fall, rows top to bottom. */
  rotated: string[];
  /** Every cell (row, column) of each colour's K-in-a-row on `rotated` (a cell of two lines comes twice). */
  cells: { red: [number, number][]; blue: [number, number][] };
}
export type Daily = SudokuDaily | MastermindDaily | GreedDaily | Connect4Daily | RotateDaily;

/** Every game of the whole core, in gallery order; each has a core of its own too (LoadOptions.games). */
export const GAME_NAMES: readonly GameName[];

export interface Arcade {
  readonly version: string;
  /** The games of the loaded core: all of GAME_NAMES, or the one game a one-game core was loaded for. */
  readonly games: readonly GameName[];
  /**
   * Resolves once calls are answered: at once normally; after a restart, when the fresh module has
   * loaded (a load that failed is tried again). Rejects with the ArcadeError of a load that gave up.
   */
  ready(): Promise<void>;
  /**
   * Drops the module and loads a fresh one (its memory is handed back); resolves as ready().
   * Meanwhile calls throw "The engine is restarting, as arcade.restart() asked; try again once it resolves."
   */
  restart(): Promise<void>;
  /** Every message id the core can report with its English template (the English catalogue). */
  messages(): MessageDef[];
  /**
   * The day's challenge of `game` on the UTC date `date` ("YYYY-MM-DD", 2026-01-01 to 2099-12-31),
   * the same for everyone and natively (`arcade daily GAME --date DATE`). A game without one, or a
   * date that is no day of the calendar, throws an ArcadeError with the core's sentence.
   */
  daily(game: GameName, date: string): Daily;
  readonly session: Session;
  /** Turn links: a game played between devices by passing links (wasm/README.md, "Turn links"). */
  readonly link: Links;
  readonly greed: {
    /** Points of 0-5 dice in any order (`[1,1,1,5,1]` → 1150). */
    score(dice: number[]): number;
    split(dice: number[]): { score: number; scoring: number[]; nonScoring: number[] };
    /**
     * The coach's numbers for the seat to move in a saved game: with two seats (and a target up to
     * 5000) the chance to win (0-1, measure 'win'), else the points it can expect to bank this turn
     * (measure 'points'); `now` playing best from here, after rolling, after banking (null before
     * the turn's first roll), and the best move ('r' or 'b'). Throws ArcadeError once the game is over.
     * The first calls for a two-seat game's rules build the table a share at a time (about 11 ms
     * each in wasm, up to about 30 ms on a fresh engine; the usual rules' whole table in one):
     * until it is whole they answer `pending: true` and no values: ask again.
     */
    advise(save: string): { measure: 'win' | 'points'; pending: false; now: number; roll: number; bank: number | null; best: 'r' | 'b' }
      | { measure: 'win'; pending: true };
  };
  readonly rotate: {
    /** The complete Code Jam output ("Case #1: Red\n" ...) for a whole input text. */
    judge(input: string): string;
    /** 'Red' | 'Blue' | 'Both' | 'Neither' after rotating clockwise and letting pieces fall. */
    winner(k: number, rows: string[]): 'Red' | 'Blue' | 'Both' | 'Neither';
    /** The board after the turn and the cells [row, column] of each colour's K-in-a-row. */
    analyze(k: number, rows: string[]): {
      rotated: string[]; winner: 'Red' | 'Blue' | 'Both' | 'Neither';
      redCells: [number, number][]; blueCells: [number, number][];
    };
  };
  readonly sudoku: {
    /**
     * Puzzles are 81 cells row by row: digits 1-9, '.' or '0' empty; whitespace anywhere is
     * ignored. Malformed text throws ArcadeError naming the problem and its position.
     * solve: the solution as 81 digits (the first found when there are several), or null when
     * there is none (conflicting givens included).
     */
    solve(puzzle: string): string | null;
    /** Solutions counted up to `limit` (1-100000, default 2): 0, 1 or 2 tells a proper puzzle. */
    countSolutions(puzzle: string, limit?: number): number;
    /**
     * solve and countSolutions over a list in one call (the per-call cost paid once): one puzzle
     * a line, blank lines skipped, at most 1 MiB of text. Returns one answer per puzzle, in order.
     * The first line that is no puzzle throws ArcadeError "Line <n>: <the problem>", lines
     * numbered from 1 with blank ones counted. The whole list shares one budget (default
     * { nodes: 500000, seconds: 1 }; nodes are the exact solver's guesses; at most 10^12 nodes and
     * 600 s), checked between puzzles; a list it does not cover throws ArcadeError ("The list ran out
     * of its budget of 1 s after 9 of its 50 puzzles; …"), answering none.
     */
    solveAll(list: string, budget?: { nodes?: number; seconds?: number }): (string | null)[];
    countAll(list: string, limit?: number, budget?: { nodes?: number; seconds?: number }): number[];
    /** Per cell (81 arrays), the digits no cell of its row, column or box holds; [] for a filled cell. */
    candidates(puzzle: string): number[][];
    /**
     * The grade of a proper puzzle: the hardest technique the step solver needs (easy: singles;
     * medium: locked candidates; hard: naked/hidden pairs, triples, quads; expert: X-Wing,
     * Swordfish, Jellyfish, XY-Wing, XYZ-Wing; extreme: guessing). Throws for conflicting givens,
     * no solution or more than one.
     */
    grade(puzzle: string): { difficulty: SudokuDifficulty; techniques: string[]; steps: number };
    /**
     * The grading in full, for the coach: every technique the step solver used on the puzzle,
     * easiest first, with its grade and how many steps it took, and the hardest of them. Throws
     * as grade() does.
     */
    techniques(puzzle: string): {
      difficulty: SudokuDifficulty;
      hardest: string;
      steps: number;
      techniques: { technique: string; difficulty: SudokuDifficulty; count: number }[];
    };
    /**
     * The next logical step on a grid (givens and a player's digits; candidates are the automatic
     * ones) and, in `leadsTo`, the digit it lets a player place: directly for singles, after the
     * listed eliminations otherwise (all the steps are in `steps`). Never contradicts the solution.
     * Throws for conflicting digits, a grid with no solution left, or a full grid.
     */
    hint(grid: string): SudokuStep & { leadsTo: SudokuCandidate; steps: SudokuStep[] };
    /**
     * A proper puzzle (exactly one solution, clues symmetric about the centre) of the grade asked
     * for (default medium). The same seed gives the same puzzle everywhere; without one a seed
     * is drawn from crypto and returned.
     */
    generate(options?: { difficulty?: SudokuDifficulty; seed?: number | string }): {
      puzzle: string; solution: string; difficulty: SudokuDifficulty; seed: number | string;
    };
  };
  readonly chouette: {
    /** Throws ArcadeError unless `dice` is exactly three whole numbers from 1 to 6. */
    classify(dice: number[], options?: ChouetteOptions | null): ChouetteClassification;
    /**
     * Replays a scenario (object or JSON text; an entry of vectors.json with "inputs" works too); a bad
     * one throws ArcadeError naming the command ("commands[2]: …"). A Chante-Sloubi vector gives
     * { sloubi: { base, score } }.
     */
    replay(scenario: ChouetteScenario | { inputs: Record<string, unknown> } | string): ChouetteReplay;
  };
  readonly mastermind: {
    /** Exact and misplaced pegs; colours numbered from 1, same lengths, 1-8 pegs. */
    feedback(secret: number[], guess: number[]): { exact: number; misplaced: number };
    /** The first code that fits every answer so far and how many codes still fit. */
    hint(save: string): { guess: number[]; move: string; remaining: number };
    /**
     * The coach's numbers for a game where the person breaks the code: `codes` in the whole game,
     * `remaining` the codes that still fit after each answered guess (in order), and once the game
     * is over (solved, lost or given up) `replay`, the computer's strongest breaker (`breaker`:
     * the stored optimal tree for 4 x 6 and Bulls & Cows, else "best") played on the same secret,
     * guess by guess with the codes left after each (null before the end: it would give the secret
     * away). Throws ArcadeError when the computer is the breaker ("make" games).
     */
    coach(save: string): {
      codes: number;
      remaining: number[];
      breaker: 'optimal' | 'best';
      replay: { guess: number[]; remaining: number }[] | null;
    };
  };
  readonly connect4: {
    /**
     * The exact score of the side to move after `moves` (1-based columns, "4453"), Pons'
     * convention: 0 draw, 22 minus the stones the winner will have played (negative: the side to
     * move loses). The search stops at its budget (default { seconds: 10 }; at most 10^12 nodes
     * and 600 s; without an opening book positions of the first ~8 moves can take minutes), and then
     * throws ArcadeError ("The position was not solved within its budget of 10 s; give a larger
     * budget (at most 10^12 nodes and 600 s), or ask for bounds (evaluate)."). Also throws
     * naming the first bad move ("Move 9 (column 4) comes after the game was won.").
     */
    solve(moves: string, budget?: { nodes?: number; seconds?: number }): number;
    /**
     * solve() with the nodes the search visited (the native CLI's count for the same table
     * history) and its time inside the module in microseconds (the JS call adds a few): for
     * benchmarks. Same budget as solve().
     */
    solveStats(moves: string, budget?: { nodes?: number; seconds?: number }): { score: number; nodes: number; micros: number };
    /**
     * The score of playing each column (7 entries), null for a full column (all null when the
     * game is over). One budget for all the columns together, as solve()'s; running out throws.
     */
    analyze(moves: string, budget?: { nodes?: number; seconds?: number }): (number | null)[];
    /** The best move within a budget (default: the perfect level's 3M nodes, at most 0.8 s). */
    bestMove(moves: string, budget?: { nodes?: number; seconds?: number }): Connect4Choice;
    /**
     * Every column's score within a budget (default: the perfect level's): exact where the search
     * finished, bounds otherwise; null for a full column (all null once the game is over). Keeps
     * what it learns in the solver's table, so asking again goes further. `columns` ("43": columns
     * 4 and 3, counted from 1) limits the search to those, the others coming back null: a page
     * spreads one evaluation over several workers this way.
     */
    evaluate(moves: string, budget?: { nodes?: number; seconds?: number }, columns?: string): (Connect4ColumnEvaluation | null)[];
    /**
     * The move a computer level ("perfect", "strong", "casual" or p, s, c) plays in this
     * position, as `session.computer` chooses it, with what its search proved (for a page
     * that says whether the move is perfect play). Randomness as in session calls. It also stops
     * after 0.8 s on a slow device; a move found then is not proven and may differ from
     * `session.computer`'s, which has node budgets only. Past an exact opening book (loadBook) the
     * perfect level searches to the end (20 s at most) and every move it plays is proven.
     */
    choose(moves: string, level: string, random?: RandomSource): Connect4ComputerChoice;
    /**
     * Reads an opening book file (data/connect4/book/book-<depth>.bin) into the solver behind
     * every call here: solve, analyze, bestMove and evaluate answer positions within its depth
     * (and every column of them) exactly without search, and the perfect level plays from it.
     * Throws ArcadeError saying what is wrong with a bad file ("The opening book is corrupt: its
     * checksum does not match its contents."); the solver then has no book and keeps searching.
     * `exact`: the book holds every position from the empty board to at least 8 stones, so every
     * search past it ends within about a second; the perfect level, and bestMove, evaluate and
     * review without a budget, then search to the end (20 s at most, a safety net) and prove
     * every answer.
     */
    loadBook(bytes: Uint8Array): { depth: number; positions: number; commit: string; root: string; exact: boolean };
    /**
     * The coach's reading of the last move of `moves` (connect4/review.hpp): one bounded
     * evaluation of the position before it gives the mover's best score, the score of the move
     * played, and so the position's now; a mistake only when proven. Node budgets only (default
     * { nodes: 150000 }, about 40 ms in wasm; { seconds } is accepted but makes answers depend on
     * the machine), and the solver's table is cleared first: the same moves read the same anywhere.
     * Past an exact opening book (loadBook) the default is a search to the end: every reading proven.
     */
    review(moves: string, budget?: { nodes?: number; seconds?: number }): Connect4Review;
    /** Forgets the solver's table (results are exact either way; node counts then match a fresh module's). */
    reset(): void;
  };
}

export function loadArcade(options?: LoadOptions): Promise<Arcade>;
