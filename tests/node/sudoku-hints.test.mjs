// sudoku-hints.test.mjs: Sudoku's hint explanations as the core's messages ("sudoku.step.*") worded by the catalogues of
// web/games/sudoku/sudoku-messages-<lang>.js: exact sentences in French, Italian and Hebrew, and every step of hard puzzles worded with no English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CATALOGUES, LANGUAGES, say } from '../../web/common/words.js';
import { loadCatalogues } from './catalogues.mjs';
import { techniqueName } from '../../web/games/sudoku/sudoku-text.js';

await loadCatalogues('sudoku');
const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { sudoku } = arcade;

const list = (name) => readFileSync(new URL(`../data/sudoku/${name}`, import.meta.url), 'utf8').split('\n').filter(Boolean);
const PROBLEM = '1.2...7...47.213...8.7.3.1.46.1...8....264....5...9.64.9.5.7.2...134.97...6...8.3';

/** The step in English and in each catalogue's language. */
const worded = (step) => ({ en: say(step.message, step.explanation, 'en'), ...Object.fromEntries(LANGUAGES.map((l) => [l, say(step.message, step.explanation, l)])) });

/** Every message id inside a message, itself first. */
const ids = (m) => [m.id, ...Object.values(m.args).flatMap((v) => (v && typeof v === 'object' ? ids(v) : []))];

/** Hints a puzzle to the end as a player would (each hint's digit placed); every step on the way, in order. */
function steps(puzzle) {
  const out = [];
  let grid = puzzle;
  while (grid.includes('.')) {
    const h = sudoku.hint(grid);
    out.push(...h.steps);
    grid = grid.slice(0, h.leadsTo.cell) + h.leadsTo.digit + grid.slice(h.leadsTo.cell + 1);
  }
  return out;
}

test('the first hint of a puzzle in four languages: the English is the core\'s sentence', () => {
  assert.deepEqual(worded(sudoku.hint(PROBLEM)), {
    en: 'Hidden single: in box 1, 3 fits only in r1c2.',
    fr: 'Singleton caché : dans le bloc 1, 3 ne peut aller qu’en r1c2.',
    it: 'Singolo nascosto: nel riquadro 1, 3 può andare solo in r1c2.',
    he: 'יחיד נסתר: בריבוע 1, 3 יכול להיכנס רק ל־\u2060r1c2.',
  });
});

// Hard puzzles hinted to the end, chosen so that every kind of step shows: singles, locked candidates, naked and
// hidden subsets, X-Wing, Swordfish, XY- and XYZ-Wing, guesses.
const forum = list('forum_hardest_1106.txt');
const HARD = [forum[0], forum[16], forum[36], list('norvig_top95.txt')[34]].flatMap(steps);

test('a step with houses, lists and removals, worded in each language', () => {
  const step = HARD.find((s) => s.message.id === 'sudoku.step.naked-subset' && s.eliminations.length > 1);
  assert.ok(step, 'a naked subset among the steps');
  assert.deepEqual(worded(step), {
    en: 'Naked pair: in column 4, r5c4 and r8c4 hold only 3 and 4 between them, so those digits are theirs and leave the rest of column 4: remove 3 from r1c4 and r3c4; 4 from r1c4, r3c4 and r7c4.',
    fr: 'Paire nue : dans la colonne 4, r5c4 et r8c4 ne contiennent à elles toutes que 3 et 4, donc ces chiffres leur reviennent et sortent du reste de la colonne 4 : retirez 3 de r1c4 et r3c4 ; 4 de r1c4, r3c4 et r7c4.',
    it: 'Coppia nuda: nella colonna 4, r5c4 e r8c4 contengono fra loro solo 3 e 4, quindi quelle cifre spettano a loro e lasciano il resto della colonna 4: togli 3 da r1c4 e r3c4; 4 da r1c4, r3c4 e r7c4.',
    he: 'זוג גלוי: בעמודה 4, r5c4 ו־\u2060r8c4 מכילים יחד רק את 3 ו־\u20604, ולכן הספרות האלה שייכות להם ויוצאות משאר התאים בעמודה 4: הסירו 3 מ־\u2060r1c4 ו־\u2060r3c4; 4 מ־\u2060r1c4, r3c4 ו־\u2060r7c4.',
  });
});

test('every step of hard puzzles is worded by each catalogue: none falls back to English, Hebrew has no English word', () => {
  const seen = new Set(HARD.flatMap((s) => ids(s.message)));
  for (const step of HARD) {
    const words = worded(step);
    assert.equal(words.en, step.explanation);
    for (const lang of LANGUAGES) assert.notEqual(words[lang], step.explanation, `${lang}: ${step.explanation}`);
    // Cells ("r2c1") and the wings' names ("XY") are the only Latin letters left in Hebrew.
    assert.deepEqual(words.he.match(/[A-Za-z]{2,}/g)?.filter((w) => !['XY', 'XYZ'].includes(w)) ?? [], [], words.he);
  }
  // Every kind of step but the two a hint never gives (a full grid is refused; "other" is for a technique without a sentence).
  assert.deepEqual([...seen].filter((id) => id.startsWith('sudoku.step.')).sort(), ['sudoku.step.fish', 'sudoku.step.full-house',
    'sudoku.step.guess', 'sudoku.step.hidden-single', 'sudoku.step.hidden-subset', 'sudoku.step.locked', 'sudoku.step.naked-single',
    'sudoku.step.naked-subset', 'sudoku.step.xy-wing', 'sudoku.step.xyz-wing']);
});

// The hint's title and the coach name techniques from the core's messages, the one list of their names.
test('a technique the grader names is the core\'s sudoku.technique.* message in each language; an unknown one stays as given', () => {
  const names = arcade.messages().filter((m) => m.id.startsWith('sudoku.technique.'));
  assert.equal(names.length, 17);
  for (const { id, english } of names) {
    assert.equal(techniqueName(english, 'en'), english, id);
    for (const lang of LANGUAGES) assert.equal(techniqueName(english, lang), CATALOGUES[lang][id], `${id} ${lang}`);
  }
  assert.deepEqual(['fr', 'it', 'he'].map((lang) => techniqueName('Locked candidates (pointing)', lang)),
    ['Candidats verrouillés (pointage)', 'Candidati bloccati (puntamento)', 'מועמדים נעולים (הצבעה)']);
  assert.equal(techniqueName('X-Wing', 'he'), 'כנף X');
  assert.equal(techniqueName('Sashimi fish', 'fr'), 'Sashimi fish');
});
