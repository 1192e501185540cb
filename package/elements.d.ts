// Types of the Kata Arcade custom elements (kata-arcade/<game>): their properties, methods and events, and HTMLElementTagNameMap entries.
// The README's table for each element says what every attribute, event, CSS custom property and
// part means; tests/node/element-api.test.mjs fails when an element's code has an attribute or an
// event that the README's table or the event map here lacks.
import type {
  ChouetteView, Connect4ColumnEvaluation, Connect4View, GreedView, MastermindView, Snapshot, SudokuDifficulty, SudokuView,
} from './arcade.js';

/** Events a game element dispatches: bubbling and composed, so the page hears them through the shadow root. */
interface ArcadeElementBase<EventMap> extends HTMLElement {
  addEventListener<K extends keyof EventMap>(type: K, listener: (this: this, ev: EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof EventMap>(type: K, listener: (this: this, ev: EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  /** Resolves once the element's style sheets have loaded (or failed); its content shows then. */
  readonly stylesReady: Promise<void>;
}

/** What every playable game element offers: its engine snapshot, its save, undo and redo. */
interface GameElementBase<View, EventMap> extends ArcadeElementBase<EventMap> {
  /** The engine snapshot shown now (null before the game has started). */
  readonly snapshot: Snapshot<View> | null;
  /** The save of the game shown now (`<game>:<params>:<desc>:<moves>:<position>`), or null. */
  readonly save: string | null;
  /** True while a computer player is thinking (always false in a game without one). */
  readonly thinking: boolean;
  undo(): void;
  redo(): void;
  /** Opens a shared game id or a whole save (a bad one is reported in the element and changes nothing). */
  loadGame(id: string): void;
}

/** A sound the element plays (sounds on): a host can mute, log or replace it. */
export interface ArcadeSound { kind: 'dice' | 'disc' | 'win' }

/** A disc game's position as it ends: the seats that won, a draw, the sentence, the save. */
export interface DiscGameOver { winners: number[]; draw: boolean; text: string; save: string }

export interface GreedGameEventMap extends HTMLElementEventMap {
  'arcade-sound': CustomEvent<ArcadeSound>;
  'greed-change': CustomEvent<Snapshot<GreedView>>;
  'greed-over': CustomEvent<{ winners: number[]; names: string[]; scores: number[] }>;
}
export interface GreedGame extends GameElementBase<GreedView, GreedGameEventMap> {
  readonly names: string[];
  /** True while the computer is stopped (Stop, an undo back to its turn, or its move failed) until the player goes on. */
  readonly paused: boolean;
  roll(): void;
  bank(): void;
  newGame(): void;
}
export declare const GreedGame: { prototype: GreedGame; new (): GreedGame };

export interface SudokuGameEventMap extends HTMLElementEventMap {
  'arcade-sound': CustomEvent<ArcadeSound>;
  'sudoku-change': CustomEvent<Snapshot<SudokuView>>;
  'sudoku-over': CustomEvent<{ difficulty: SudokuDifficulty; ms: number; assist: '' | 'cells' | 'all'; best: number | null; newBest: boolean; save: string }>;
}
export interface SudokuGame extends GameElementBase<SudokuView, SudokuGameEventMap> {
  /** Milliseconds spent on this puzzle. */
  readonly elapsed: number;
  /** '' while playing, 'player' (paused with Pause) or 'hidden' (the page was hidden). */
  readonly paused: '' | 'player' | 'hidden';
  /** Digits go in as pencil notes: writable, as the Notes switch (kept with the save). */
  noteMode: boolean;
  /** The engine's candidates shown in empty cells: writable, as the Candidates switch (kept with the save). */
  showCandidates: boolean;
  /** The selected cell, 0-80. */
  readonly cursor: number;
  select(cell: number): void;
  enter(digit: number): void;
  note(digit: number): void;
  erase(): void;
  hint(): void;
  applyHint(): void;
  check(): void;
  revealCell(): void;
  revealAll(): void;
  pause(): void;
  resume(): void;
  newGame(difficulty?: SudokuDifficulty): void;
  loadGame(id: string): void;
}
export declare const SudokuGame: { prototype: SudokuGame; new (): SudokuGame };

export interface ChouetteGameEventMap extends HTMLElementEventMap {
  'arcade-sound': CustomEvent<ArcadeSound>;
  'chouette-change': CustomEvent<Snapshot<ChouetteView>>;
  'chouette-over': CustomEvent<{ winner: number; name: string; scores: number[] }>;
  'chouette-language': CustomEvent<{ lang: 'en' | 'fr' | 'it' | 'he' }>;
  'chouette-call': CustomEvent<{ seat: number; window: string }>;
}
export interface ChouetteGame extends GameElementBase<ChouetteView, ChouetteGameEventMap> {
  readonly names: string[];
  /** True while the computer is stopped (Stop, an undo back to its turn, or its move failed) until the player goes on. */
  readonly paused: boolean;
  readonly history: unknown[];
  throwDice(): void;
  call(seat: number): void;
  loadGame(id: string): void;
  newGame(): void;
}
export declare const ChouetteGame: { prototype: ChouetteGame; new (): ChouetteGame };

export interface MastermindGameEventMap extends HTMLElementEventMap {
  'arcade-sound': CustomEvent<ArcadeSound>;
  'mastermind-change': CustomEvent<Snapshot<MastermindView>>;
  'mastermind-over': CustomEvent<{ mode: 'break' | 'make' | 'friend'; solved: boolean; gaveUp: boolean; guesses: number; secret: number[] | null; winner: 'you' | 'computer' | 'friend' }>;
}
export interface MastermindGame extends GameElementBase<MastermindView, MastermindGameEventMap> {
  readonly gameId: string | null;
  /** True while the computer is stopped (Stop, an undo back to its turn, or its guess failed) until the player goes on. */
  readonly paused: boolean;
  /** What pegs carry besides their colour: writable, as the Display control (kept with the save); another value throws a RangeError. Bulls & Cows games read 'digits'. */
  get look(): 'symbols' | 'numbers' | 'digits';
  set look(value: 'symbols' | 'numbers');
  /** The guess being composed: a colour (1-based) or 0 per slot. */
  readonly draft: number[];
  pick(colour: number): void;
  guess(): void;
  hint(): void;
  answer(exact: number, misplaced: number): void;
  giveUp(): void;
  loadGame(id: string): void;
  newGame(settings?: Record<string, unknown>): void;
}
export declare const MastermindGame: { prototype: MastermindGame; new (): MastermindGame };

export interface Connect4GameEventMap extends HTMLElementEventMap {
  'arcade-sound': CustomEvent<ArcadeSound>;
  'connect4-change': CustomEvent<Snapshot<Connect4View>>;
  'connect4-over': CustomEvent<DiscGameOver>;
  'connect4-evaluation': CustomEvent<{ moves: string; columns: Connect4ColumnEvaluation[]; seconds: number }>;
}
export interface Connect4Game extends GameElementBase<Connect4View, Connect4GameEventMap> {
  readonly thinking: boolean;
  readonly paused: boolean;
  readonly evaluation: Connect4ColumnEvaluation[] | null;
  readonly lastComputerMove: { column: number; score: number; lower: number; upper: number; proven: boolean; nodes: number; careless: boolean; ms: number; text: string } | null;
  /** Drops a disc in `column` (1-7). */
  drop(column: number): void;
  evaluate(): void;
  loadGame(id: string): void;
  newGame(settings?: { seats: [string, string] }): void;
}
export declare const Connect4Game: { prototype: Connect4Game; new (): Connect4Game };

export interface RotateGameEventMap extends HTMLElementEventMap {
  'arcade-sound': CustomEvent<ArcadeSound>;
  'rotate-change': CustomEvent<Snapshot>;
  'rotate-over': CustomEvent<DiscGameOver>;
}
export interface RotateGame extends GameElementBase<unknown, RotateGameEventMap> {
  readonly thinking: boolean;
  readonly paused: boolean;
  drop(column: number): void;
  /** Turns the board (each player may once). */
  turn(): void;
  loadGame(id: string): void;
  newGame(settings?: { n: number; k: number; seats: [string, string] }): void;
}
export declare const RotateGame: { prototype: RotateGame; new (): RotateGame };

/** One case of the judge's input: the board's side, K and its rows ('.', 'R', 'B'). */
export interface RotateJudgeCase { n: number; k: number; rows: string[] }

export interface RotateJudgeEventMap extends HTMLElementEventMap {
  'rotate-judged': CustomEvent<{ output: string; cases: RotateJudgeCase[] }>;
  'rotate-verdict': CustomEvent<{ n: number; k: number; rows: string[]; winner: 'Red' | 'Blue' | 'Both' | 'Neither' }>;
}
export interface RotateJudge extends ArcadeElementBase<RotateJudgeEventMap> {
  /** The judge's input text (the Code Jam format): writable, as typing in its box. */
  input: string;
  readonly output: string;
  run(): void;
  readonly editorRows: string[];
  turnBoard(): void;
}
export declare const RotateJudge: { prototype: RotateJudge; new (): RotateJudge };

declare global {
  interface HTMLElementTagNameMap {
    'greed-game': GreedGame;
    'sudoku-game': SudokuGame;
    'chouette-game': ChouetteGame;
    'mastermind-game': MastermindGame;
    'connect4-game': Connect4Game;
    'rotate-game': RotateGame;
    'rotate-judge': RotateJudge;
  }
}
