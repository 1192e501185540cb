// chouette-rules.js: the rules panel of <chouette-game> in English, French, Italian or Hebrew, with a paragraph per enabled rule pack and the keys.
// The paragraphs are chouette-rules-words.js's; this file lays them out for the table's packs, options and seats.
import { h } from '../../common/element.js';
import { wordsIn } from '../../common/page-words.js';
import { kbd, withCalls } from './chouette-dom.js';
import RULES from './chouette-rules-words.js';
import { BIRDS, CALLS, OPTIONS, PACKS, RACE_KEYS, wordsOf } from './chouette-words.js';

// The calls in the quotation marks of each language (Hebrew takes the English ones, as chouette-text.js does).
const QUOTES = { fr: ['« ', ' »'], it: ['«', '»'] };
const quoter = (lang) => (id) => {
  const [open, close] = QUOTES[lang] ?? ['“', '”'];
  return `${open}${CALLS[id]}${close}`;
};

// The calls each paragraph quotes: {call}, or {mine} and {theirs} for the Artichette.
const PACK_CALLS = { soufflette: { call: 'soufflette' }, artichette: { mine: 'raitournelle', theirs: 'artichette' }, verdier: { call: 'verdier' } };

/** A rule pack's paragraph in `lang`; also shown next to the setup's checkboxes. */
export function packRule(id, lang) {
  const q = quoter(lang);
  const calls = Object.fromEntries(Object.entries(PACK_CALLS[id] ?? {}).map(([name, call]) => [name, q(call)]));
  return wordsIn(lang, RULES)(`chouette.rules.pack.${id}`, calls);
}

/** The rule line of an option in `lang`, with the amounts of `options` (the defaults without). */
export function optionRule(id, lang, options = {}) {
  const { grelottineBetWin: win = 25, grelottineBetLoss: loss = 5 } = options;
  return wordsIn(lang, RULES)(`chouette.rules.option.${id}`, { call: quoter(lang)('lance-civet'), win, loss });
}

/** An option's name in `lang`: its French name, or its own words (the Grelottine side bets). */
export function optionName(option, lang) {
  return option.label ?? wordsIn(lang, RULES)(`chouette.rules.optionName.${option.id}`);
}

// Table A's rows: name (French in every language), what makes it, what it scores.
const COMBINATIONS = [
  ['Chouette', 'chouette', 'v²'],
  ['Velute', 'velute', '2 × v²'],
  ['Cul de chouette', 'cul', '40 + 10 × v'],
  ['Chouette-Velute', 'chouetteVelute', { key: 'chouetteVelute', call: 'pas-mou' }],
  ['Suite', 'suite', { key: 'suite', call: 'grelotte' }],
  ['Néant', 'neant', { key: 'neant' }],
];

/** Fills the rules panel in `lang`: the basics, each enabled pack, the race keys of this table and the keys. */
export function renderRules(body, { lang, seats = 0, packs = [], options = {}, target = 343 }) {
  const t = wordsIn(lang, RULES);
  const q = quoter(lang);
  const para = (text) => h('p', {}, withCalls(text));
  const item = (text) => h('li', {}, withCalls(text));
  const points = (p) => (typeof p === 'string' ? p : t(`chouette.rules.points.${p.key}`, { call: p.call ? q(p.call) : '' }));
  const row = ([name, what, score]) => h('tr', {}, h('th', { scope: 'row', lang: 'fr' }, name),
    h('td', {}, t(`chouette.rules.what.${what}`)), h('td', {}, withCalls(points(score))));
  const birds = BIRDS.map((b, i) => `${b} ${i + 1}`).join(', ');
  // replaceChildren writes a null as the text "null": the headings of packs and options not chosen are left out.
  body.replaceChildren(...[
    para(t('chouette.rules.basics', { target })),
    h('table', { class: 'combo-table' },
      h('thead', {}, h('tr', {}, ...['combination', 'what', 'points'].map((k) => h('th', { scope: 'col' }, t(`chouette.rules.${k}`))))),
      h('tbody', {}, COMBINATIONS.map(row))),
    h('ul', {},
      item(t('chouette.rules.suiteVelute')),
      item(t('chouette.rules.sirotage', { birds, call: q('contre-sirop') })),
      item(t('chouette.rules.civet')),
      item(t('chouette.rules.grelottine', { call: q('grelottine'), pass: q('passe-grelot') })),
      item(t('chouette.rules.bevue'))),
    packs.length ? h('h3', {}, t('chouette.rules.packsHere')) : null,
    ...PACKS.filter((p) => packs.includes(p.id)).map((p) => para(packRule(p.id, lang))),
    OPTIONS.some((o) => options[o.id]) ? h('h3', {}, t('chouette.rules.optionsHere')) : null,
    ...OPTIONS.filter((o) => options[o.id]).map((o) => para(optionRule(o.id, lang, options))),
    h('h3', {}, wordsOf(lang).keys),
    h('dl', { class: 'keys-help' },
      h('dt', {}, kbd('T')), h('dd', {}, t('chouette.rules.keyThrow')),
      h('dt', {}, kbd('S'), ' ', kbd('K')), h('dd', {}, t('chouette.rules.keySiroter')),
      h('dt', {}, kbd('N')), h('dd', {}, t('chouette.rules.keyPass')),
      h('dt', {}, (seats ? RACE_KEYS.slice(0, seats) : ['A']).flatMap((k, i) => (i ? [' ', kbd(k)] : [kbd(k)]))), h('dd', {}, t('chouette.rules.keyRace')),
      h('dt', {}, kbd('U'), ' ', kbd('Ctrl'), '+', kbd('Z')), h('dd', {}, t('chouette.rules.keyUndo')),
      h('dt', {}, kbd('Ctrl'), '+', kbd('Y')), h('dd', {}, t('chouette.rules.keyRedo'))),
  ].filter(Boolean));
}
