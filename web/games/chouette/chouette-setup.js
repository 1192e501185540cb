// chouette-setup.js: the setup form of <chouette-game>: 2-8 named players (people or computers), target, house rules, packs, options, scribe mode.
// The form only collects settings; the engine judges them when the game starts (its sentence is shown).
import { createDie } from '../../common/dice.js';
import { h } from '../../common/element.js';
import { MAX_NAME } from './chouette-text.js';
import { optionName, optionRule, packRule } from './chouette-rules.js';
import { OPTIONS, PACKS, RACE_KEYS } from './chouette-words.js';

export const MIN_SEATS = 2;
export const MAX_SEATS = 8;

// House rules offered besides the packs: engine flag and label key.
const HOUSE = [{ flag: 'z', key: 'clamp' }, { flag: 'cvd', key: 'veluteDice' }];

/** The setup section, built once; the content is drawn by renderSetup. */
export function buildSetup() {
  const s = {};
  s.form = h('form', { class: 'setup-form', novalidate: true, 'aria-labelledby': 'setup-title' });
  s.error = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  s.section = h('section', { class: 'setup panel', part: 'setup', hidden: true }, s.form);
  return s;
}

/** Draws the form for `settings` ({ seats: [{name, kind}], target, flags, scribe }) in ctx's language. */
export function renderSetup(s, settings, ctx, { canCancel }) {
  const { w, lang } = ctx;
  const wasOpen = s.more?.open ?? false;  // a redraw (a player added, the language) keeps the fold as it was
  const seats = settings.seats.slice(0, MAX_SEATS);
  s.seatList = h('ol', { class: 'seat-list' }, seats.map((seat, i) => seatRow(i, seat, seats.length > MIN_SEATS, ctx)));
  s.addSeat = h('button', { type: 'button', class: 'btn btn-quiet add-seat', part: 'button', hidden: seats.length >= MAX_SEATS }, w.addPlayer);
  s.target = h('input', { type: 'number', class: 'text-field', name: 'target', inputmode: 'numeric', min: '50', max: '100000', step: '1', 'aria-describedby': 'target-hint' });
  s.target.value = String(settings.target ?? 343);
  const box = (name, label, hint, checked) => h('label', { class: 'check' },
    h('input', { type: 'checkbox', name, checked: Boolean(checked) }),
    h('span', { class: 'check-text' }, h('span', { class: 'check-label' }, label), hint ? h('span', { class: 'hint' }, hint) : null));
  const flags = new Set(settings.flags ?? []);
  const chosen = flags.size + (settings.scribe ? 1 : 0);
  s.start = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button start-button' }, w.start);
  s.cancel = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button', hidden: !canCancel }, w.backToGame);
  s.form.replaceChildren(
    h('div', { class: 'setup-head' },
      h('h2', { id: 'setup-title', class: 'panel-title' }, w.newGame),
      h('span', { class: 'setup-dice', 'aria-hidden': 'true' }, [2, 2, 4].map((v) => createDie(v, { part: false })))),
    h('fieldset', { class: 'seats' }, h('legend', {}, `${w.players} `, h('span', { class: 'hint' }, w.playersHint)), s.seatList, s.addSeat),
    // Folded, so that on a phone the players and Start fit the screen; the summary counts the choices made.
    s.more = h('details', { class: 'more-rules', open: wasOpen },
      h('summary', {}, w.moreRules, chosen ? h('span', { class: 'hint' }, w.chosen(chosen)) : null),
    h('fieldset', { class: 'house' }, h('legend', {}, w.houseRules),
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, w.target), s.target, h('span', { class: 'hint', id: 'target-hint' }, w.targetHint)),
      HOUSE.map((o) => box(`flag-${o.flag}`, w[o.key], '', flags.has(o.flag)))),
    h('fieldset', { class: 'packs' }, h('legend', {}, `${w.packs} `, h('span', { class: 'hint' }, w.packsHint)),
      PACKS.map((p) => box(`flag-${p.flag}`, p.id === 'attrape-oiseau' ? 'Attrape-Oiseau' : p.id.replace(/(^|-)\w/g, (c) => c.toUpperCase()), packRule(p.id, lang), flags.has(p.flag)))),
    h('fieldset', { class: 'options' }, h('legend', {}, `${w.options} `, h('span', { class: 'hint' }, w.optionsHint)),
      OPTIONS.map((o) => box(`flag-${o.flag}`, optionName(o, lang), optionRule(o.id, lang), flags.has(o.flag)))),
    h('fieldset', { class: 'scribe' }, h('legend', { class: 'visually-hidden' }, w.scribe), box('scribe', w.scribe, w.scribeHint, settings.scribe))),
    s.error,
    h('div', { class: 'setup-actions' }, s.start, s.cancel));
}

function seatRow(seat, { name = '', kind = 'h' }, canRemove, ctx) {
  const { w } = ctx;
  const select = h('select', { name: `kind-${seat}`, 'aria-label': w.playsAs(seat + 1) },
    h('option', { value: 'h', selected: kind !== 'c' }, w.person),
    h('option', { value: 'c', selected: kind === 'c' }, w.computer));
  const input = h('input', {
    type: 'text', class: 'text-field', name: `name-${seat}`, maxlength: String(MAX_NAME), autocomplete: 'off', spellcheck: 'false',
    placeholder: kind === 'c' ? w.defaultComputer(seat + 1) : w.defaultPerson(seat + 1), 'aria-label': w.playerName(seat + 1),
  });
  input.value = name;
  select.addEventListener('change', () => {
    input.placeholder = select.value === 'c' ? w.defaultComputer(seat + 1) : w.defaultPerson(seat + 1);
  });
  const remove = h('button', { type: 'button', class: 'btn btn-icon remove-seat', 'aria-label': w.removePlayer(seat + 1), disabled: !canRemove, 'data-seat': seat }, '✕');
  return h('li', { class: 'seat-row' },
    h('span', { class: 'seat-key', title: RACE_KEYS[seat] }, h('span', { 'aria-hidden': 'true' }, String(seat + 1))), input, select, remove);
}

/**
 * Wires the form once: adding and removing players redraws it (`redraw(settings)`), Back calls
 * `cancel()`, Start calls `start(settings)`.
 */
export function wireSetup(s, { redraw, cancel, start }) {
  s.form.addEventListener('click', (event) => {
    const remove = event.target.closest('.remove-seat');
    const settings = readSetup(s);
    if (remove) {
      settings.seats.splice(Number(remove.dataset.seat), 1);
      redraw(settings);
      s.addSeat.focus();
    } else if (event.target.closest('.add-seat') && settings.seats.length < MAX_SEATS) {
      settings.seats.push({ name: '', kind: 'c' });
      redraw(settings);
      s.seatList.lastElementChild.querySelector('input').focus();
    } else if (event.target === s.cancel) {
      cancel();
    }
  });
  s.form.addEventListener('submit', (event) => {
    event.preventDefault();
    start(readSetup(s));
  });
}

/** The form of a new table: the names and kinds remembered from the last game (`prefs`), else three people. */
export function defaultSettings(prefs) {
  const names = Array.isArray(prefs?.names) ? prefs.names : [];
  const kinds = Array.isArray(prefs?.kinds) ? prefs.kinds : [];
  const count = Math.max(3, Math.min(MAX_SEATS, names.length || 3));
  return {
    seats: Array.from({ length: count }, (_, i) => ({ name: typeof names[i] === 'string' ? names[i] : '', kind: kinds[i] === 'c' ? 'c' : 'h' })),
    target: 343, flags: [], scribe: false,
  };
}

/** What the form says now: { seats, target, flags, scribe }. */
export function readSetup(s) {
  const form = s.form;
  const seats = [...form.querySelectorAll('.seat-row')].map((row) => ({
    name: row.querySelector('input').value.trim().slice(0, MAX_NAME),
    kind: row.querySelector('select').value === 'c' ? 'c' : 'h',
  }));
  const flags = [...form.querySelectorAll('input[type="checkbox"][name^="flag-"]')].filter((c) => c.checked).map((c) => c.name.slice(5));
  return { seats, target: s.target.value.trim(), flags, scribe: form.querySelector('input[name="scribe"]').checked };
}

/** The engine params of settings: "hhc,t343,sf" (the engine checks them). */
export function paramsOf(settings) {
  // One letter a seat: the engine plays the computer seats (a table of people saves as its count).
  const parts = [settings.seats.map((s) => (s.kind === 'c' ? 'c' : 'h')).join('')];
  const target = String(settings.target ?? '').trim();
  if (target !== '') parts.push(`t${target}`);
  parts.push(...(settings.flags ?? []));
  return parts.join(',');
}

/**
 * A save written before the engine played the computer seats holds their count only
 * ("chouette:2:…"): the seat letters take its place so that the engine knows whom it plays.
 */
export function seatedSave(save, kinds) {
  const count = /^chouette:(\d+)(?=[,:])/.exec(save);
  if (!count || Number(count[1]) !== kinds.length || !kinds.includes('c')) return save;
  return `chouette:${kinds.join('')}${save.slice(count[0].length)}`;
}

/** The settings of a table described by the element's attributes (`get(name)`); `scribe`: the flag. */
export function attributeSettings(get, scribe) {
  const letters = (get('players') || 'hhh').trim();
  const names = (get('names') ?? '').split(',');
  return {
    seats: [...letters].map((letter, i) => ({ kind: letter === 'c' ? 'c' : 'h', name: (names[i] ?? '').trim() })),
    target: get('target') ?? '',
    flags: (get('rules') ?? '').split(',').map((f) => f.trim()).filter(Boolean),
    scribe,
  };
}

/** The seed attribute as the engine takes it: a number when all digits, else the text; null when absent. */
export function seedOf(text) {
  const seed = text?.trim() ?? '';
  if (seed === '') return null;
  return /^\d+$/.test(seed) ? Number(seed) : seed;
}

/**
 * The page options a share link carries: a save holds no names nor computer seats (a comma inside
 * a name would split it, so it becomes a space; unnamed seats are "Player n" anyway, left out).
 */
export function shareQuery({ names, kinds, scribe }) {
  const query = { players: kinds.join('') };
  if (names.some((n) => n)) query.names = names.map((n) => n.replaceAll(',', ' ')).join(',');
  if (scribe) query.scribe = '';
  return query;
}

/** Settings back from a running game's view (for "Play again" and the setup form). */
export function settingsOf(view, names, kinds, scribe) {
  // Every flag of the game but its target (kept in its own field), as the engine wrote them.
  const flags = String(view.options.flags ?? '').split(',').filter((f) => f && !/^t\d+$/.test(f));
  return {
    seats: view.players.map((_, i) => ({ name: names[i] ?? '', kind: kinds[i] === 'c' ? 'c' : 'h' })),
    target: view.target,
    flags,
    scribe,
  };
}
