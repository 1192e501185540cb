// TypeScript declarations of arcade-core.js, the Emscripten glue the wasm build generates (wasm/*bindings.cpp): what wasm/arcade.mjs uses of it.
import type { GameName } from './arcade';

/** What every Embind export returns: the core never throws into JS. `value` when ok, else `error`. */
export interface CoreResult { ok: boolean; value?: any; error?: string; message?: import('./arcade').Message }

/** The Embind functions (one per `emscripten::function` in wasm/*bindings.cpp); arguments are plain values. */
export interface ArcadeCore {
  /** The registered games (not wrapped in a CoreResult). */
  gameNames(): GameName[];
  /** The length limits every argument is checked against (not wrapped in a CoreResult). */
  limits(): Record<string, number>;
  /** Every message id the core can report with its English template: [{ id, english }]. */
  messages(): CoreResult;
  sessionCreate(game: unknown, params: unknown, desc: unknown, random: unknown): CoreResult;
  sessionLoad(save: unknown): CoreResult;
  sessionPlay(save: unknown, move: unknown, random: unknown): CoreResult;
  sessionComputer(save: unknown, random: unknown): CoreResult;
  sessionUndo(save: unknown): CoreResult;
  sessionRedo(save: unknown): CoreResult;
  sessionUndoDecision(save: unknown): CoreResult;
  sessionRedoDecision(save: unknown): CoreResult;
  greedScore(dice: unknown): CoreResult;
  greedSplit(dice: unknown): CoreResult;
  greedAdvise(save: unknown): CoreResult;
  rotateJudge(input: unknown): CoreResult;
  rotateWinner(k: unknown, rows: unknown): CoreResult;
  rotateAnalyze(k: unknown, rows: unknown): CoreResult;
  sudokuSolve(puzzle: unknown): CoreResult;
  sudokuCount(puzzle: unknown, limit: unknown): CoreResult;
  sudokuCandidates(puzzle: unknown): CoreResult;
  sudokuGrade(puzzle: unknown): CoreResult;
  sudokuHint(grid: unknown): CoreResult;
  sudokuGenerate(difficulty: unknown, seed: unknown): CoreResult;
  chouetteClassify(dice: unknown, options: unknown): CoreResult;
  chouetteReplay(scenario: unknown): CoreResult;
  mastermindFeedback(secret: unknown, guess: unknown): CoreResult;
  mastermindHint(save: unknown): CoreResult;
  connect4Solve(moves: unknown): CoreResult;
  connect4SolveStats(moves: unknown): CoreResult;
  connect4Analyze(moves: unknown): CoreResult;
  connect4BestMove(moves: unknown, budget: unknown): CoreResult;
  connect4Reset(): CoreResult;
  connect4LoadBook(bytes: unknown): CoreResult;
  connect4Evaluate(moves: unknown, budget: unknown): CoreResult;
  connect4Choose(moves: unknown, level: unknown, random: unknown): CoreResult;
}

/** The exports that return a CoreResult, as arcade.mjs calls them by name. */
export type CoreCall = Exclude<keyof ArcadeCore, 'gameNames'>;

/** Emscripten's module settings that arcade.mjs passes. */
export interface CoreConfig {
  locateFile?: (path: string, prefix: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
}

/** The MODULARIZE factory: resolves to the instantiated module. */
export default function createArcadeCore(config?: CoreConfig): Promise<ArcadeCore>;
