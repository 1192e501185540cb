// page-words.test.mjs: the pages' own catalogues (web/**/*-words.js): every key in the four languages with the same "{name}"s, Hebrew in Hebrew script; every key the code asks t() for exists; the lookup and the choice of language.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, pluralOf, supported, wordsIn } from '../../web/common/page-words.js';
import { registryNames } from '../../scripts/registry-names.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const web = join(repo, 'web');

/** Every .js file under `dir`. */
async function scripts(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...await scripts(path));
    else if (entry.name.endsWith('.js')) found.push(path);
  }
  return found.sort();
}

const files = await scripts(web);
// The catalogues of page words: common/common-words.js and each game's <game>-words.js (default export).
const catalogues = [];
for (const path of files.filter((p) => p.endsWith('-words.js'))) {
  const module = await import(pathToFileURL(path).href);
  if (module.default) catalogues.push({ name: relative(repo, path), table: module.default });
}

/** The "{name}"s of a template, sorted and unique; a variant ("{what/in}": mm.digitTwice, a template of a core message) reads as its name. */
const placeholders = (text) => [...new Set([...text.matchAll(/\{([A-Za-z0-9_]+)(?:\/[A-Za-z0-9_-]+)?\}/g)].map((m) => m[1]))].sort();
/** An entry's lists of translations: itself, or its `one` and `other` forms. */
const formsOf = (entry) => (Array.isArray(entry) ? [['', entry]] : Object.entries(entry ?? {}));

test('there is a catalogue of page words for the shared parts and for each registered game, and none elsewhere', () => {
  const names = catalogues.map((c) => c.name);
  assert.ok(names.includes('web/common/common-words.js'));
  for (const game of registryNames(repo)) assert.ok(names.includes(`web/games/${game}/${game}-words.js`), `${game}: web/games/${game}/${game}-words.js`);
  assert.deepEqual(names.filter((name) => !/^web\/common\//.test(name) && !registryNames(repo).some((game) => name.startsWith(`web/games/${game}/`))), []);
  assert.deepEqual(LANGUAGES, ['en', 'fr', 'it', 'he']);
});

test('every key has its four translations, with the same "{name}"s, Hebrew written in Hebrew', () => {
  const problems = [];
  for (const { name, table } of catalogues) {
    for (const [key, entry] of Object.entries(table)) {
      const forms = formsOf(entry);
      if (!Array.isArray(entry) && (forms.length !== 2 || !('one' in entry) || !('other' in entry))) {
        problems.push(`${name} ${key}: a list of ${LANGUAGES.length} translations, or { one, other }`);
        continue;
      }
      for (const [form, list] of forms) {
        const where = `${name} ${key}${form ? `.${form}` : ''}`;
        if (!Array.isArray(list) || list.length !== LANGUAGES.length || !list.every((text) => typeof text === 'string' && text.trim() !== '')) {
          problems.push(`${where}: ${LANGUAGES.length} non-empty translations (${LANGUAGES.join(', ')}), has ${JSON.stringify(list)}`);
          continue;
        }
        list.forEach((text, i) => {
          if (placeholders(text).join() !== placeholders(list[0]).join()) problems.push(`${where} ${LANGUAGES[i]}: {${placeholders(text)}} where English has {${placeholders(list[0])}}`);
        });
        // A sentence with English words in it is translated into Hebrew script, not left in Latin letters
        // (quoted words are calls, which stay French in every language).
        const hebrew = list[LANGUAGES.indexOf('he')];
        if (/[A-Za-z]{3}/.test(list[0].replace(/\{[A-Za-z0-9_]+\}|“[^”]*”/g, '')) && !/[\u0590-\u05FF]/.test(hebrew)) problems.push(`${where} he: not in Hebrew script: ${hebrew}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('a key is in one catalogue only, so a game never silently shadows a shared word', () => {
  const owners = new Map();
  const twice = [];
  for (const { name, table } of catalogues) {
    for (const key of Object.keys(table)) {
      if (owners.has(key)) twice.push(`${key}: ${owners.get(key)} and ${name}`);
      owners.set(key, name);
    }
  }
  assert.deepEqual(twice, []);
});

// The techniques' names were once in sudoku-words.js as well as in the core's catalogues; the core's are the names now.
test('no page catalogue repeats the core\'s technique names (sudoku.technique.*, worded in web/games/sudoku/sudoku-messages-<lang>.js)', async () => {
  // Sudoku's French catalogue holds every one of its core ids (tests/node/words.test.mjs pins it to the core).
  const core = Object.keys((await import('../../web/games/sudoku/sudoku-messages-fr.js')).default).filter((id) => id.startsWith('sudoku.technique.'));
  assert.equal(core.length, 17);
  const repeated = catalogues.flatMap(({ name, table }) => core.filter((id) => Object.hasOwn(table, id)).map((id) => `${name}: ${id}`));
  assert.deepEqual(repeated, []);
});

// t('key'), t(`prefix.${x}`), this.#t('key'), this.#play.t('key'), r.t('key'), translatePage's data-word="key".
const CALL = /\bt\(\s*(['`])((?:(?!\1).)*?)\1/g;
const DATA_WORD = /data-word(?:-label|-content)?="([^"]+)"/g;

test('every key the pages ask for is in a catalogue (t(...) calls and data-word attributes)', async () => {
  const keys = new Set(catalogues.flatMap((c) => Object.keys(c.table)));
  const missing = [];
  const asked = (key, where) => {
    if (key.includes('${')) {
      // A computed key: some key must fit its fixed parts.
      const pattern = new RegExp(`^${key.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.+')}$`);
      if (![...keys].some((k) => pattern.test(k))) missing.push(`${where}: ${key}`);
    } else if (!keys.has(key)) missing.push(`${where}: ${key}`);
  };
  let calls = 0;
  for (const path of files) {
    const text = await readFile(path, 'utf8');
    for (const m of text.matchAll(CALL)) { calls += 1; asked(m[2], relative(repo, path)); }
  }
  const pages = (await readdir(web, { recursive: true })).filter((p) => p.endsWith('.html'));
  for (const page of pages) {
    const text = await readFile(join(web, page), 'utf8');
    for (const m of text.matchAll(DATA_WORD)) { calls += 1; asked(m[1], `web/${page}`); }
  }
  assert.ok(calls > 300, `${calls} lookups found: the scan sees the pages' calls`);
  assert.deepEqual(missing, []);
});

test('the scan of lookups fails on a key no catalogue has', () => {
  const text = "h('p', {}, t('greed.no-such-key'))";
  const keys = new Set(catalogues.flatMap((c) => Object.keys(c.table)));
  const found = [...text.matchAll(CALL)].map((m) => m[2]).filter((key) => !keys.has(key));
  assert.deepEqual(found, ['greed.no-such-key']);
});

test('t() fills in values, picks one or other by n, and falls back visibly', () => {
  const table = {
    roll: ['Roll {n} {what}', 'Lancer {n} {what}', 'Lancia {n} {what}', 'הטלת {n} {what}'],
    dice: { one: ['{n} die', '{n} dé', '{n} dado', 'קובייה {n}'], other: ['{n} dice', '{n} dés', '{n} dadi', '{n} קוביות'] },
  };
  assert.equal(wordsIn('fr', table)('roll', { n: 3, what: 'x' }), 'Lancer 3 x');
  assert.equal(wordsIn('he', table)('dice', { n: 1 }), 'קובייה 1');
  assert.equal(wordsIn('it', table)('dice', { n: 2 }), '2 dadi');
  assert.equal(wordsIn('en', table)('roll', { n: 1 }), 'Roll 1 {what}');
  assert.equal(wordsIn('de', table)('dice', { n: 5 }), '5 dice');
  assert.equal(wordsIn('en', table)('nope'), 'nope');
});

test('page words choose one or other by the language\'s own rule: French 0 is singular, Hebrew 2 is not', async () => {
  const mm = (await import('../../web/games/mastermind/mastermind-words.js')).default;
  const say = (lang, key, n) => wordsIn(lang, mm)(key, { n });
  assert.deepEqual([0, 1, 2].map((n) => say('fr', 'mm.rowsLeft', n)), ['0 rangée restante.', '1 rangée restante.', '2 rangées restantes.']);
  assert.deepEqual([0, 1, 2].map((n) => say('en', 'mm.rowsLeft', n)), ['0 rows left.', '1 row left.', '2 rows left.']);
  assert.deepEqual([0, 1, 2].map((n) => say('it', 'mm.rowsLeft', n)), ['0 righe rimaste.', '1 riga rimasta.', '2 righe rimaste.']);
  assert.deepEqual([1, 2].map((n) => say('he', 'mm.rowsLeft', n)), ['נותרה שורה 1.', 'נותרו 2 שורות.']);
  assert.deepEqual([0, 1, 2].map((n) => say('fr', 'mm.exactN', n)), ['0 bien placé', '1 bien placé', '2 bien placés']);
  assert.deepEqual([0, 1, 2].map((n) => say('fr', 'mm.misplacedN', n)), ['0 mal placé', '1 mal placé', '2 mal placés']);
  assert.deepEqual([0, 1, 2].map((n) => say('fr', 'mm.word.bull', n)), ['taureau', 'taureau', 'taureaux']);
  assert.equal(pluralOf('fr', 0), 'one');
  assert.equal(pluralOf('he', 2), 'other', 'Hebrew\'s dual is the other form here');
  assert.equal(pluralOf('fr', 1e6), 'other', 'French\'s "many" is the other form here');
  // Where Intl.PluralRules is missing: the English rule.
  const rules = Intl.PluralRules;
  try {
    // @ts-ignore: a browser without it
    delete Intl.PluralRules;
    assert.deepEqual([0, 1, 2].map((n) => say('fr', 'mm.rowsLeft', n)), ['0 rangées restantes.', '1 rangée restante.', '2 rangées restantes.']);
  } finally {
    Intl.PluralRules = rules;
  }
});

test('Mastermind\'s remaining-codes line: the possessive agrees with the answers\' count; steppers need no gender', async () => {
  const mm = (await import('../../web/games/mastermind/mastermind-words.js')).default;
  const line = (lang, n, answered) => {
    const t = wordsIn(lang, mm);
    return t('mm.remaining', { n, answers: t('mm.answers', { n: answered }) });
  };
  assert.deepEqual([1, 3].map((a) => line('fr', 12, a)), ['12 codes conviennent encore à votre réponse.', '12 codes conviennent encore à vos 3 réponses.']);
  assert.deepEqual([1, 3].map((a) => line('it', 1, a)), ['1 codice va ancora bene per la tua risposta.', '1 codice va ancora bene per le tue 3 risposte.']);
  assert.deepEqual([1, 3].map((a) => line('en', 2, a)), ['2 codes still fit your answer.', '2 codes still fit your 3 answers.']);
  assert.deepEqual([1, 3].map((a) => line('he', 2, a)), ['2 קודים עדיין מתאימים לתשובה שלך.', '2 קודים עדיין מתאימים ל3 התשובות שלך.']);
  const it = wordsIn('it', mm);
  assert.deepEqual([it('mm.oneFewer', { what: 'mucche' }), it('mm.oneMore', { what: 'tori' })], ['mucche: 1 in meno', 'tori: 1 in più']);
});

test('lang texts map to the four languages', () => {
  assert.deepEqual(['fr-CA', 'it_IT', 'he', 'iw', 'HE-il', 'en-GB', 'de', '', null].map(supported),
    ['fr', 'it', 'he', 'he', 'he', 'en', null, null, null]);
});
