// TypeScript declarations of dist/arcade.mjs, the public API of Kata Arcade's engine.

/** Every failure: bad arguments, illegal moves, corrupt saves. `message` is the core's sentence. */
export class ArcadeError extends Error {
  name: 'ArcadeError';
}

export interface LoadOptions {
  /** Where the .wasm file is (default: next to arcade.mjs). */
  wasmUrl?: string | URL;
  /** The .wasm bytes, when the caller already has them. */
  wasmBinary?: ArrayBuffer | Uint8Array;
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
  seats: { kind: 'human' | 'cautious' | 'optimal'; score: number; inGame: boolean }[];
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
  winners: number[];
}

export interface MastermindView {
  mode: 'break' | 'make';
  pegs: number;
  colours: number;
  duplicates: boolean;
  rows: number;
  strategy: 'best' | 'knuth' | 'consistent';
  /** Colours are numbered from 1; exact/misplaced are null while a guess awaits its answer. */
  history: { guess: number[]; exact: number | null; misplaced: number | null }[];
  /** Codes that fit every answer so far. */
  remaining: number;
  awaitingAnswer: boolean;
  solved: boolean;
  gaveUp: boolean;
  /** Shown once a game where the player breaks the code is over. */
  secret: number[] | null;
}

export interface Session {
  create(game: string, options?: { params?: string; desc?: string }, random?: RandomSource): Snapshot;
  load(save: string): Snapshot;
  play(save: string, move: string, random?: RandomSource): Snapshot;
  computer(save: string, random?: RandomSource): Snapshot;
  undo(save: string): Snapshot;
  redo(save: string): Snapshot;
}

export interface Arcade {
  readonly version: string;
  readonly games: readonly string[];
  readonly session: Session;
  readonly greed: {
    /** Points of 0-5 dice in any order (`[1,1,1,5,1]` → 1150). */
    score(dice: number[]): number;
    split(dice: number[]): { score: number; scoring: number[]; nonScoring: number[] };
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
  readonly mastermind: {
    /** Exact and misplaced pegs; colours numbered from 1, same lengths, 1-8 pegs. */
    feedback(secret: number[], guess: number[]): { exact: number; misplaced: number };
    /** The first code that fits every answer so far and how many codes still fit. */
    hint(save: string): { guess: number[]; move: string; remaining: number };
  };
}

export function loadArcade(options?: LoadOptions): Promise<Arcade>;
