// words.test.mjs: the catalogues of the core's messages (web/common/words/ and each game's web/games/<game>/<game>-messages-<lang>.js) against the core's table of messages, and words.js's rendering and fallbacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { CATALOGUES, LANGUAGES, errorSay, knowEnglish, languageOf, say } from '../../web/common/words.js';
import { loadCatalogues } from './catalogues.mjs';

const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const core = arcade.messages();
// The registered games (the core's registry), each with its own part of every catalogue.
const games = [...arcade.games];
const partPath = (game, lang) => new URL(`../../web/games/${game}/${game}-messages-${lang}.js`, import.meta.url);
const missingParts = games.flatMap((game) => LANGUAGES.filter((lang) => !existsSync(partPath(game, lang))).map((lang) => `web/games/${game}/${game}-messages-${lang}.js`));
// Every catalogue, as pages in its language with every game would load it.
await loadCatalogues(...games.filter((game) => LANGUAGES.every((lang) => existsSync(partPath(game, lang)))));

/** The "{name}"s of a template, variants ("{combo/the}") read as their name, sorted and unique. */
const placeholders = (text) => [...new Set([...text.matchAll(/\{([A-Za-z0-9_-]+)(?:\/[A-Za-z0-9_-]+)?\}/g)].map((m) => m[1]))].sort();

test('the core lists its messages: unique well-formed ids, each with an English template', () => {
  assert.ok(core.length >= 38, `${core.length} messages`);
  const ids = core.map((m) => m.id);
  assert.equal(new Set(ids).size, ids.length, 'no id twice');
  for (const { id, english } of core) {
    assert.match(id, /^[a-z0-9]+(\.[a-z0-9-]+)+$/, id);
    assert.ok(english.length > 0, id);
  }
  // Every registered game's own messages are there under its name (core/<game>/messages.hpp).
  assert.ok(ids.some((id) => id.startsWith('common.')));
  assert.ok(ids.some((id) => id.startsWith('greed.')));
  assert.deepEqual(core.find((m) => m.id === 'greed.params.seats'), { id: 'greed.params.seats', english: 'Greed needs 2 to 6 seats, not {n}.' });
});

test('every catalogue has every core id, no id the core dropped, and the same parameters', () => {
  const english = new Map(core.map((m) => [m.id, m.english]));
  assert.deepEqual(Object.keys(CATALOGUES).sort(), ['fr', 'he', 'it']);
  for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
    const missing = core.filter((m) => !(m.id in catalogue)).map((m) => m.id);
    assert.deepEqual(missing, [], `${lang}: ids the core has and the catalogue lacks`);
    // "id/variant" keys (an article for a nested message) belong to an id the core has.
    const stale = Object.keys(catalogue).filter((key) => !english.has(key.split('/')[0]));
    assert.deepEqual(stale, [], `${lang}: ids the catalogue keeps and the core no longer has`);
    for (const [key, text] of Object.entries(catalogue)) {
      const id = key.split('/')[0];
      assert.deepEqual(placeholders(text), placeholders(english.get(id)), `${lang} ${key}: the same parameters as the English`);
    }
  }
});

test('each game\'s messages are in its own folder; the shared catalogue keeps only the messages no game owns', async () => {
  assert.deepEqual(missingParts, [], 'every registered game has a catalogue part in every language');
  const gameOf = (id) => games.find((game) => id.startsWith(`${game}.`)) ?? null;
  for (const lang of LANGUAGES) {
    const shared = (await import(`../../web/common/words/${lang}.js`)).default;
    assert.deepEqual(Object.keys(shared).filter((key) => gameOf(key) !== null), [], `web/common/words/${lang}.js: a game's own ids`);
    for (const game of games) {
      const own = (await import(partPath(game, lang).href)).default;
      assert.ok(Object.keys(own).length > 0, `${game} ${lang}: no messages`);
      assert.deepEqual(Object.keys(own).filter((key) => gameOf(key) !== game), [], `web/games/${game}/${game}-messages-${lang}.js: ids of another game or of none`);
      const lacking = core.filter((m) => gameOf(m.id) === game && !Object.hasOwn(own, m.id)).map((m) => m.id);
      assert.deepEqual(lacking, [], `web/games/${game}/${game}-messages-${lang}.js: the game's core ids it lacks`);
    }
  }
  // The check can fail: an id of Greed's kept in Sudoku's part is named.
  assert.deepEqual(Object.keys({ 'sudoku.params': 'x', 'greed.params.seats': 'y' }).filter((key) => gameOf(key) !== 'sudoku'), ['greed.params.seats']);
});

test('the translations are the catalogue\'s own: Hebrew in Hebrew script, Italian not the French', () => {
  const hebrew = /[\u0590-\u05FF]/;
  const plain = core.filter((m) => /[a-z]{3}/.test(m.english.replace(/\{[^}]*\}/g, '')) && m.english !== '{name}' && m.english !== '{note}');
  const notHebrew = plain.filter((m) => !hebrew.test(CATALOGUES.he[m.id])).map((m) => m.id);
  // Only what the game keeps in every language may stay Latin: combination names, "Bévue: …", a scenario's "commands[i]".
  const kept = (id) => id.startsWith('chouette.combo.') || id === 'chouette.effect.bevue' || id === 'chouette.scenario.command';
  assert.deepEqual(notHebrew.filter((id) => !kept(id)), [], 'Hebrew entries without Hebrew letters');
  const sameAsFrench = core.filter((m) => CATALOGUES.it[m.id] === CATALOGUES.fr[m.id] && CATALOGUES.it[m.id] !== m.english).map((m) => m.id);
  assert.deepEqual(sameAsFrench, [], 'Italian entries copied from the French');
  assert.equal(say({ id: 'greed.params.seats', args: { n: 7 } }, 'x', 'it'), 'Greed si gioca con 2-6 posti, non 7.');
  assert.equal(say({ id: 'greed.params.seats', args: { n: 7 } }, 'x', 'he'), 'ב־Greed משחקים 2 עד 6 מושבים, לא 7.');
});

test('the check can fail: a missing, a stale and a misnamed entry are each named', () => {
  const fr = CATALOGUES.fr;
  const missing = { ...fr };
  delete missing['greed.params.seats'];
  assert.deepEqual(core.filter((m) => !(m.id in missing)).map((m) => m.id), ['greed.params.seats']);
  const ids = new Set(core.map((m) => m.id));
  assert.deepEqual(Object.keys({ ...fr, 'greed.gone': 'x' }).filter((k) => !ids.has(k.split('/')[0])), ['greed.gone']);
  assert.notDeepEqual(placeholders('Greed se joue de 2 à 6 places, pas {count}.'), placeholders('Greed needs 2 to 6 seats, not {n}.'));
});

/** The ArcadeError of a call that must fail. */
function refusal(call) {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof ArcadeError);
    return error;
  }
  throw new Error('the engine accepted it');
}

test('a refusal carries its id and parameters beside the English, and renders in French', () => {
  const e = refusal(() => arcade.session.create('greed', { params: 'hhhhhhh' }));
  assert.equal(e.message, 'Greed needs 2 to 6 seats, not 7.');
  assert.equal(e.id, 'greed.params.seats');
  assert.deepEqual(e.args, { n: 7 });
  assert.equal(errorSay(e, e.message, 'fr'), 'Greed se joue de 2 à 6 places, pas 7.');
  assert.equal(errorSay(e, e.message, 'en'), 'Greed needs 2 to 6 seats, not 7.');
  const over = refusal(() => arcade.session.play('greed:hh,t1000,e0::r11123.b.r11155.b:4', 'r'));
  assert.deepEqual([over.message, over.id, errorSay(over, over.message, 'fr')], ['The game is over.', 'common.over', 'La partie est finie.']);
});

test('a reason inside a refusal is a message of its own, rendered from the same catalogue', () => {
  const e = refusal(() => arcade.session.load('greed:hh::r1234x:1'));
  assert.equal(e.message, 'Move 1 of the save ("r1234x") is not legal: Die 5 of the roll "r1234x" is not a face from 1 to 6.');
  assert.deepEqual(e.args, { n: 1, move: '"r1234x"', why: { id: 'greed.move.die', args: { i: 5, move: '"r1234x"' } } });
  assert.equal(errorSay(e, e.message, 'fr'),
    'Le coup 1 de la sauvegarde ("r1234x") n’est pas permis : Le dé 5 du lancer "r1234x" n’est pas une face de 1 à 6.');
});

test('Greed\'s status lines are messages: seats and lists of seats nested', () => {
  const s = arcade.session.load('greed:hh,t3000,e300::r15234:1');
  assert.equal(s.status.text, 'Player 1 to roll again or bank.');
  assert.equal(say(s.status.message, s.status.text, 'fr'), 'À Joueur 1 de relancer ou de mettre en banque.');
  const won = arcade.session.load('greed:hh,t1000,e0::r11123.b.r11155.b:4');
  assert.equal(won.status.text, 'Player 2 wins with 1100 points.');
  assert.equal(say(won.status.message, won.status.text, 'fr'), 'Joueur 2 gagne avec 1100 points.');
  const list = { id: 'common.list.and', args: { list: { id: 'common.list.comma', args: { list: { id: 'greed.seat', args: { n: 1 } }, next: { id: 'greed.seat', args: { n: 2 } } } }, last: { id: 'greed.seat', args: { n: 3 } } } };
  assert.equal(say({ id: 'greed.status.share', args: { seats: list, points: 3000 } }, 'x', 'fr'),
    'Joueur 1, Joueur 2 et Joueur 3 se partagent la victoire avec 3000 points.');
});

test('a count is said in the form its language\'s rule picks, whatever form the core\'s English rule picked', () => {
  // As the core sends them (plural() in core/common/message.hpp): the English form's id, both forms, the count as n.
  const count = (one, other) => (n) => ({ id: n === 1 ? one : other, args: { n }, plural: { one, other } });
  const bulls = count('mastermind.count.bull', 'mastermind.count.bulls');
  const cows = count('mastermind.count.cow', 'mastermind.count.cows');
  const answer = (b, c) => ({ id: 'mastermind.answer.text-bulls', args: { bulls: bulls(b), cows: cows(c) } });
  const inEach = (b, c) => Object.fromEntries(['fr', 'it', 'he'].map((lang) => [lang, say(answer(b, c), 'English.', lang)]));
  assert.deepEqual(inEach(0, 1), { fr: '0 taureau, 1 vache', it: '0 tori, 1 mucca', he: '0 בולים, פגיעה 1' });
  assert.deepEqual(inEach(2, 0), { fr: '2 taureaux, 0 vache', it: '2 tori, 0 mucche', he: '2 בולים, 0 פגיעות' });
  knowEnglish(arcade);
  assert.equal(say(answer(0, 1), 'x', 'en', undefined, {}), '0 bulls, 1 cow', 'English from its templates: the core\'s rule');
  // Forms that are not two ids, or a count that is not a number: the id as sent.
  assert.equal(say({ ...cows(0), plural: { one: 7, other: 'mastermind.count.cows' } }, 'x', 'fr'), '0 vaches');
  assert.equal(say({ ...cows(0), args: { n: '0' } }, 'x', 'fr'), '0 vaches');
  assert.equal(say({ ...cows(0), plural: null }, 'x', 'fr'), '0 vaches');
  // The engine's own: a refused answer of Bulls & Cows, its counts nested.
  const guessed = arcade.session.computer(arcade.session.create('mastermind', { params: 'p6,c10,r10,u,make,consistent' }).save);
  const e = refusal(() => arcade.session.play(guessed.save, 'a00'));
  assert.equal(e.message, 'No code of this game gives 0 bulls, 0 cows for 1 2 3 4 5 6.');
  assert.equal(errorSay(e, e.message, 'fr'), 'Aucun code de ce jeu ne donne 0 taureau, 0 vache pour 1 2 3 4 5 6.');
});

test('a whole refusal that is a count carries both its forms to the page: French 0 and 1 singular', () => {
  const e = refusal(() => arcade.session.create('mastermind', { params: 'p4,c6,r10', desc: 'a' }));
  assert.equal(e.message, 'The game id\'s code has 1 character; it needs 5.');
  assert.deepEqual(e.plural, { one: 'mastermind.desc.length-one', other: 'mastermind.desc.length' });
  assert.equal(errorSay(e, e.message, 'fr'), 'Le code de l’identifiant de partie a 1 caractère ; il en faut 5.');
  assert.equal(errorSay(e, e.message, 'it'), 'Il codice dell’id della partita ha 1 carattere; ne servono 5.');
  // As a refusal that came back from the engine worker (engine.js's describeError): plain fields.
  const cells = { name: 'ArcadeError', message: 'The puzzle has 0 cells; it needs 81.', id: 'sudoku.grid.cells', args: { n: 0 },
    plural: { one: 'sudoku.grid.cells-one', other: 'sudoku.grid.cells' } };
  assert.equal(errorSay(cells, cells.message, 'fr'), 'La grille a 0 case ; il lui en faut 81.');
  assert.equal(errorSay(cells, cells.message, 'it'), 'Lo schema ha 0 caselle; ne servono 81.');
  const plain = refusal(() => arcade.session.create('greed', { params: 'hhhhhhh' }));
  assert.equal(plain.plural, null, 'no count: no forms');
});

test('words.js falls back to the English sentence and never throws', () => {
  assert.equal(say({ id: 'greed.unknown', args: {} }, 'English.', 'fr'), 'English.');
  assert.equal(say({ id: 'greed.params.seats', args: {} }, 'English.', 'fr'), 'English.', 'a missing parameter');
  assert.equal(say({ id: 'common.save.move.illegal', args: { n: 1, move: 'm', why: { id: 'nope', args: {} } } }, 'English.', 'fr'),
    'English.', 'a nested message the catalogue lacks: no half-French sentence');
  assert.equal(say(null, 'English.', 'fr'), 'English.');
  assert.equal(say({ id: 'greed.params.seats', args: { n: 7 } }, 'English.', 'de'), 'English.', 'a language without a catalogue');
  for (const bad of [undefined, 42, 'text', { id: 7 }, { id: 'greed.params.seats', args: null }, { id: 'x', get args() { throw new Error('boom'); } }]) {
    assert.equal(say(/** @type {any} */ (bad), 'E.', 'fr'), 'E.');
  }
  assert.equal(errorSay(new Error('plain'), 'plain', 'fr'), 'plain');
  assert.equal(errorSay(null, 'none', 'fr'), 'none');
});

test('a page renders parts itself: a nested message by id, parameters by name, a template of its own', () => {
  knowEnglish(arcade);
  const seat = (n) => ({ id: 'chouette.name', args: { name: `Player ${n + 1}`, seat: n } });
  const m = { id: 'chouette.challenge.teammate', args: { player: seat(0), other: seat(2) } };
  const hooks = { message: { 'chouette.name': (args) => ['Ada', 'Bob', 'Cy'][args.seat] } };
  assert.equal(say(m, 'Player 1 cannot challenge Player 3, their teammate.', 'en'), 'Player 1 cannot challenge Player 3, their teammate.', 'no hooks: the core\'s English');
  assert.equal(say(m, 'x', 'en', undefined, hooks), 'Ada cannot challenge Cy, their teammate.', 'English from the core\'s templates');
  assert.equal(say(m, 'x', 'fr', undefined, hooks), 'Ada ne peut pas défier Cy, son coéquipier.');
  assert.equal(say(m, 'x', 'he', undefined, hooks), 'Ada אינו יכול לאתגר את Cy, בן הקבוצה שלו.');
  const twice = { id: 'mastermind.code.twice', args: { colour: 10, what: { id: 'mastermind.code.your-secret', args: {} } } };
  const digits = { number: (name, n) => (name === 'colour' ? n % 10 : n), templates: { 'mastermind.code.twice': 'Digit {colour} twice in {what}.' } };
  assert.equal(say(twice, 'x', 'en', undefined, {}), 'Colour 10 appears twice in your secret, and this game allows no duplicates.');
  assert.equal(say(twice, 'x', 'en', undefined, digits), 'Digit 0 twice in your secret.');
  assert.equal(say(twice, 'x', 'it'), 'Il colore 10 compare due volte nel tuo segreto, e questo gioco non ammette doppioni.', 'a variant: "/in"');
  const quoted = { text: (name, value) => `<${name}:${value}>` };
  assert.equal(say({ id: 'greed.params.option', args: { option: '"x"' } }, 'x', 'fr', undefined, quoted), 'Les options de Greed sont t<cible>, e<entrée>, k (choisir les dés à garder) et n<tours> (une course au score), pas <option:"x">.');
  assert.equal(say(m, 'English.', 'en', undefined, { message: { 'chouette.name': () => { throw new Error('boom'); } } }), 'English.', 'a hook that throws: the English');
});

test('languageOf reads the element\'s lang, then its ancestors\' (across a shadow root), else the browser\'s, as the page words do', () => {
  // A minimal DOM: elements with a lang attribute or none (null), a shadow root whose host is an element.
  const saved = { Element: globalThis.Element, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };
  class FakeElement {
    constructor(lang, parentNode = null) { this.lang = lang; this.parentNode = parentNode; }
    hasAttribute() { return this.lang !== null; }
    getAttribute() { return this.lang; }
    getRootNode() { return this; }
  }
  const browser = (languages) => Object.defineProperty(globalThis, 'navigator', { value: { languages }, configurable: true, writable: true });
  globalThis.Element = FakeElement;
  try {
    const el = (lang, parent = null) => new FakeElement(lang, parent);
    browser(['en-US']);
    assert.equal(languageOf(el('fr')), 'fr');
    assert.equal(languageOf(el('fr-CA')), 'fr');
    assert.equal(languageOf(el('it')), 'it');
    assert.equal(languageOf(el('he-IL')), 'he');
    assert.equal(languageOf(el('iw')), 'he', 'the old code of Hebrew');
    assert.equal(languageOf(el('de')), 'en', 'a language without a catalogue');
    assert.equal(languageOf(el('en')), 'en');
    assert.equal(languageOf(el(null, el('fr'))), 'fr', 'an ancestor\'s');
    const shadowRoot = { parentNode: null, host: el(null, el('he')), getRootNode() { return this; } };
    assert.equal(languageOf(el(null, shadowRoot)), 'he', 'across a shadow root to its host');
    assert.equal(languageOf(el(null)), 'en', 'no lang, an English browser');
    browser(['de-DE', 'fr-FR', 'fr']);
    assert.equal(languageOf(el(null, el(null))), 'fr', 'no lang: the browser\'s first language with a catalogue');
    assert.equal(languageOf(el('en')), 'en', 'a lang wins over the browser\'s');
    assert.equal(languageOf(null), 'fr');
  } finally {
    if (saved.Element === undefined) delete globalThis.Element;
    else globalThis.Element = saved.Element;
    if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
    else delete globalThis.navigator;
  }
});
