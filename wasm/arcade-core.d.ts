// TypeScript declarations of arcade-core.js, the Emscripten glue the wasm build generates (wasm/*bindings.cpp): what wasm/arcade.mjs uses of it.
import type { GameName } from './arcade';

/** What every Embind export returns as JSON text (parsed by arcade.mjs): the core never throws into JS. `value` when ok, else `error` (and `message`, its id and arguments, when it has one). */
export interface CoreResult { ok: boolean; value?: any; error?: string; message?: import('./arcade').Message }

/** The Embind functions (one per `emscripten::function` in wasm/*bindings.cpp); arguments are plain values, results the JSON text of a CoreResult. */
export interface ArcadeCore {
  /** The JSON of the registered games (GameName[], not wrapped in a CoreResult). */
  gameNames(): string;
  /** The JSON of the length limits every argument is checked against (Record<string, number>, not wrapped in a CoreResult). */
  limits(): string;
  /** Every message id the core can report with its English template: [{ id, english }]. */
  messages(): string;
  daily(game: unknown, date: unknown): string;
  sessionCreate(game: unknown, params: unknown, desc: unknown, random: unknown): string;
  sessionLoad(save: unknown): string;
  sessionPlay(save: unknown, move: unknown, random: unknown): string;
  sessionComputer(save: unknown, random: unknown): string;
  sessionUndo(save: unknown): string;
  sessionRedo(save: unknown): string;
  sessionUndoDecision(save: unknown): string;
  sessionRedoDecision(save: unknown): string;
  linkCreate(game: unknown, params: unknown, desc: unknown, random: unknown, code: unknown): string;
  linkMove(link: unknown, move: unknown, random: unknown, secret: unknown): string;
  linkShow(link: unknown, secret: unknown): string;
  greedScore(dice: unknown): string;
  greedSplit(dice: unknown): string;
  greedAdvise(save: unknown): string;
  rotateJudge(input: unknown): string;
  rotateWinner(k: unknown, rows: unknown): string;
  rotateAnalyze(k: unknown, rows: unknown): string;
  sudokuSolve(puzzle: unknown): string;
  sudokuCount(puzzle: unknown, limit: unknown): string;
  sudokuSolveAll(list: unknown, budget: unknown): string;
  sudokuCountAll(list: unknown, limit: unknown, budget: unknown): string;
  sudokuListRefusal(): string;
  sudokuCandidates(puzzle: unknown): string;
  sudokuGrade(puzzle: unknown): string;
  sudokuTechniques(puzzle: unknown): string;
  sudokuHint(grid: unknown): string;
  sudokuGenerate(difficulty: unknown, seed: unknown): string;
  chouetteClassify(dice: unknown, options: unknown): string;
  chouetteReplay(scenario: unknown): string;
  mastermindFeedback(secret: unknown, guess: unknown): string;
  mastermindHint(save: unknown): string;
  mastermindCoach(save: unknown): string;
  connect4Solve(moves: unknown, budget: unknown): string;
  connect4SolveStats(moves: unknown, budget: unknown): string;
  connect4Analyze(moves: unknown, budget: unknown): string;
  connect4BestMove(moves: unknown, budget: unknown): string;
  connect4Reset(): string;
  connect4LoadBook(bytes: unknown): string;
  connect4Evaluate(moves: unknown, budget: unknown, columns: unknown): string;
  connect4Choose(moves: unknown, level: unknown, random: unknown): string;
  connect4Review(moves: unknown, budget: unknown): string;
}

/** Plain wasm exports (no Embind) and the memory they share with arcade.mjs: Sudoku's fast paths. */
export interface ArcadeCoreRaw {
  /** The module's memory as bytes (a fresh view after the memory grows). */
  HEAPU8: Uint8Array;
  /** Where the fast path's buffer starts in HEAPU8. */
  _arcade_sudoku_buffer(): number;
  /** The puzzle is the buffer's first `length` characters; limit 0 solves (1 and the 81 digits in the buffer, 0 for none), else the count to `limit`; -1 for a refusal. */
  _arcade_sudoku_fast(length: number, limit: number): number;
  /** The list's fast path: `length` UTF-8 bytes at `text`; limit 0 solves (81 characters a puzzle, '.' for none), else the counts comma-separated; the answer's length, or -1 for a refusal. */
  _arcade_sudoku_list(text: number, length: number, limit: number, nodes: number, seconds: number): number;
  /** Where the list's answer starts in HEAPU8 (until the next list call). */
  _arcade_sudoku_list_answer(): number;
  /** Emscripten's allocator (the list's bytes go in memory it gives). */
  _malloc(bytes: number): number;
  _free(at: number): void;
}

/** The exports that return a CoreResult, as arcade.mjs calls them by name. */
export type CoreCall = Exclude<keyof ArcadeCore, 'gameNames'>;

/** Emscripten's module settings that arcade.mjs passes. */
export interface CoreConfig {
  locateFile?: (path: string, prefix: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
}

/** The MODULARIZE factory: resolves to the instantiated module. */
export default function createArcadeCore(config?: CoreConfig): Promise<ArcadeCore & ArcadeCoreRaw>;
