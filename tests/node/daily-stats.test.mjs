// web/common/daily-stats.js in node (its store in memory, as with no localStorage): the figures and streaks by UTC day, the merge of an imported file (this device's day wins), every refusal's exact sentence with nothing changed, and mangled files that never throw.
import { test } from 'node:test';
import assert from 'node:assert/strict';

// A localStorage that can fill up (`full`: every write but the probe's refused, as a quota would).
const shelf = new Map();
let full = false;
globalThis.localStorage = {
  getItem: (key) => (shelf.has(key) ? shelf.get(key) : null),
  setItem: (key, value) => {
    if (full && !key.includes('probe')) throw new Error('QuotaExceededError');
    shelf.set(key, String(value));
  },
  removeItem: (key) => shelf.delete(key),
};
const { allDays, exportText, figures, importText, isDay, recordDay } = await import('../../web/common/daily-stats.js');
const { wordsIn } = await import('../../web/common/page-words.js');
const { default: commonWords } = await import('../../web/common/common-words.js');
const { default: dailyWords } = await import('../../web/common/daily-words.js');

const t = wordsIn('en', dailyWords, commonWords);
const said = (outcome) => (outcome.error ? t(outcome.error.key, outcome.error.values) : outcome);
const won = (score) => ({ won: true, score });
const lost = { won: false, score: 10 };

test('figures: played, won, the current streak up to today or yesterday, the best streak, the distribution of won days', () => {
  const days = {
    '2027-03-01': won(4), '2027-03-02': won(5), '2027-03-03': won(4),  // a streak of 3
    '2027-03-04': lost,
    '2027-03-06': won(6), '2027-03-07': won(4),  // a gap on the 5th: a new streak of 2
  };
  assert.deepEqual(figures(days, '2027-03-07'), { played: 6, won: 5, current: 2, best: 3, distribution: { 4: 3, 5: 1, 6: 1 } });
  // Today not played yet: the streak up to yesterday still counts; a day missed ends it.
  assert.equal(figures(days, '2027-03-08').current, 2);
  assert.equal(figures(days, '2027-03-09').current, 0);
  // A lost last day ends it.
  assert.equal(figures({ ...days, '2027-03-08': lost }, '2027-03-08').current, 0);
  // Across a month's and a year's end.
  assert.deepEqual(figures({ '2026-12-31': won(3), '2027-01-01': won(3) }, '2027-01-01'), { played: 2, won: 2, current: 2, best: 2, distribution: { 3: 2 } });
  assert.deepEqual(figures({}, '2027-01-01'), { played: 0, won: 0, current: 0, best: 0, distribution: {} });
});

test('isDay: only dates of the calendar', () => {
  assert.deepEqual(['2027-02-28', '2028-02-29', '2027-02-29', '2027-13-01', '2027-1-01', ' 2027-01-01', 2027].map(isDay),
    [true, true, false, false, false, false, false]);
});

test('recordDay keeps the first result of a day; the export holds every game\'s days', () => {
  assert.equal(recordDay('mastermind', '2027-03-28', won(5)), '');
  assert.equal(recordDay('mastermind', '2027-03-28', won(2)), '');
  assert.deepEqual(allDays().mastermind, { '2027-03-28': won(5) });
  assert.deepEqual(JSON.parse(exportText()), { format: 'kata-arcade-statistics', version: 1, games: { mastermind: { '2027-03-28': won(5) } } });
});

test('an import merges: new days are added, this device\'s own day wins, the same file again adds nothing', () => {
  const file = JSON.stringify({
    format: 'kata-arcade-statistics', version: 1,
    // game-lists: ok, a file holding two games' days (any two: the merge is per game)
    games: { mastermind: { '2027-03-28': won(7), '2027-03-27': lost }, sudoku: { '2027-03-28': won(12) } },
  });
  assert.deepEqual(importText(file), { added: 2 });
  // game-lists: ok, the same two games after the merge
  assert.deepEqual(allDays(), { mastermind: { '2027-03-27': lost, '2027-03-28': won(5) }, sudoku: { '2027-03-28': won(12) } });
  assert.deepEqual(importText(file), { added: 0 });
  assert.equal(t('stats.imported', { n: 2 }), '2 new days imported.');
  assert.equal(t('stats.imported', { n: 1 }), 'One new day imported.');
});

test('storage that refuses the write: the day and an import live in memory, and the page is told', () => {
  full = true;
  try {
    assert.equal(recordDay('connect4', '2027-04-01', won(2)), 'stats.notKept');
    assert.equal(t('stats.notKept'), 'This browser did not store the statistics: they will be lost when the page closes.');
    assert.deepEqual(importText(JSON.stringify({ format: 'kata-arcade-statistics', version: 1, games: { connect4: { '2027-04-02': lost } } })), { added: 1, unkept: true });
    assert.deepEqual(allDays().connect4, { '2027-04-01': won(2), '2027-04-02': lost });
  } finally {
    full = false;
  }
});

test('a bad file is refused whole with its exact reason, and nothing changes', () => {
  const before = allDays();
  const file = (games, extra = {}) => JSON.stringify({ format: 'kata-arcade-statistics', version: 1, games, ...extra });
  const cases = [
    ['{"format": "kata-arcade-statistics", "version": 1, "games": {', 'The file is not JSON: nothing was imported.'],
    ['x'.repeat((1 << 20) + 1), 'The file is too large to be statistics (over 1 MB): nothing was imported.'],
    [JSON.stringify({ version: 1, games: {} }), 'The file is not Kata Arcade statistics (its "format" is not "kata-arcade-statistics"): nothing was imported.'],
    ['[1, 2]', 'The file is not Kata Arcade statistics (its "format" is not "kata-arcade-statistics"): nothing was imported.'],
    ['null', 'The file is not Kata Arcade statistics (its "format" is not "kata-arcade-statistics"): nothing was imported.'],
    [file({}, { version: 2 }), 'The file’s version (2) is not one this page reads (1): nothing was imported.'],
    [file([]), 'The file’s "games" is not a set of games by name, each with its days: nothing was imported.'],
    [file({ mastermind: [won(3)] }), 'The file’s "games" is not a set of games by name, each with its days: nothing was imported.'],
    [file({ 'Master Mind': {} }), 'The file names a game "Master Mind", which is no game’s name: nothing was imported.'],
    [file({ sudoku: { '2027-02-29': won(3) } }), 'The file’s sudoku has a day "2027-02-29" that is no date (YYYY-MM-DD): nothing was imported.'],
    [file({ sudoku: { '2027-02-28': { won: 'yes', score: 3 } } }), 'The file’s sudoku day 2027-02-28 has no proper result (won: true or false; score: a whole number from 0 to 100000): nothing was imported.'],
    [file({ sudoku: { '2027-02-27': won(2), '2027-02-28': won(-1) } }), 'The file’s sudoku day 2027-02-28 has no proper result (won: true or false; score: a whole number from 0 to 100000): nothing was imported.'],
    [file({ sudoku: { '2027-02-28': won(1.5) } }), 'The file’s sudoku day 2027-02-28 has no proper result (won: true or false; score: a whole number from 0 to 100000): nothing was imported.'],
  ];
  for (const [text, sentence] of cases) {
    assert.equal(said(importText(text)), sentence, text.slice(0, 80));
    assert.deepEqual(allDays(), before);
  }
});

test('mangled files (bytes cut, flipped, fields swapped) never throw: each is merged or refused with a sentence', () => {
  const good = JSON.stringify({ format: 'kata-arcade-statistics', version: 1, games: { connect4: { '2027-01-05': won(3), '2027-01-06': lost } } });
  let seed = 7;
  const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  for (let i = 0; i < 2000; i++) {
    const at = Math.floor(random() * good.length);
    const mangled = i % 3 === 0 ? good.slice(0, at)
      : i % 3 === 1 ? good.slice(0, at) + String.fromCharCode(32 + Math.floor(random() * 90)) + good.slice(at + 1)
        : good.replace('"won"', '"score"');
    const outcome = importText(mangled);
    if (outcome.error) assert.match(said(outcome), /: nothing was imported\.$/);
    else assert.ok(Number.isInteger(outcome.added));
  }
});
