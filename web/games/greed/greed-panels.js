// greed-panels.js: the side panels of <greed-game>: the setup form's seats and options, and the rules and keys.
import { h, kbd } from '../../common/element.js';
import { KINDS, MAX_NAME, defaultName } from './greed-text.js';

/** One row of the setup list (name box, kind menu, remove button). */
export function seatRow(t, seat, { name = '', letter = 'h' } = {}, canRemove = true) {
  const select = h('select', { name: `kind-${seat}`, 'aria-label': t('playsAs', { n: seat + 1 }) },
    KINDS.map((k) => h('option', { value: k.letter, selected: k.letter === letter }, t(`greed.kind.${k.letter}`))));
  const input = h('input', {
    class: 'text-field', type: 'text', name: `name-${seat}`, maxlength: String(MAX_NAME), autocomplete: 'off', spellcheck: 'false',
    placeholder: defaultName(t, seat, letter), 'aria-label': t('playerName', { n: seat + 1 }),
  });
  input.value = name;
  select.addEventListener('change', () => { input.placeholder = defaultName(t, seat, select.value); });
  const remove = h('button', { type: 'button', class: 'btn btn-icon remove-seat', 'aria-label': t('removePlayer', { n: seat + 1 }), disabled: !canRemove, 'data-seat': seat }, '✕');
  return h('li', { class: 'seat-row' }, h('span', { class: 'seat-number', 'aria-hidden': 'true' }, String(seat + 1)), input, select, remove);
}

/** Reads the setup rows back: [{name, letter}]. */
export function readSeats(seatList) {
  return [...seatList.querySelectorAll('.seat-row')].map((row) => ({
    name: row.querySelector('input').value.trim().slice(0, MAX_NAME),
    letter: row.querySelector('select').value,
  }));
}

/** Shows settings in the setup form: the seats, the target, the entry, choosing dice; Cancel when a game waits. */
export function renderSetup(r, settings, { canCancel }) {
  r.seatList.replaceChildren(...settings.seats.map((seat, i) => seatRow(r.t, i, seat, settings.seats.length > 2)));
  r.addSeat.hidden = settings.seats.length >= 6;
  r.target.value = String(settings.target);
  r.entry.value = String(settings.entry);
  r.choose.checked = Boolean(settings.choose);
  r.cancelSetup.hidden = !canCancel;
}

/** The rules and keys of the game `view` (its target, entry and dice choosing; defaults before a game). */
export function renderRules(r, view) {
  const { t } = r;
  const target = view?.target ?? 3000;
  const entry = view?.entry ?? 300;
  const row = (dice, points) => h('tr', {}, h('td', {}, dice), h('td', {}, points));
  const rule = (title, text) => h('li', {}, h('strong', {}, t(title)), ' ', text);
  r.rulesBody.replaceChildren(
    h('p', {}, t('greed.rules.goal', { target })),
    h('ul', {},
      h('li', {}, t(view?.choose ? 'greed.rules.turnChoose' : 'greed.rules.turn')),
      rule('greed.rules.bust', t('greed.rules.bustText')),
      rule('greed.rules.hot', t('greed.rules.hotText')),
      rule('greed.rules.in', t('greed.rules.inText', { entry })),
      rule('greed.rules.final', t('greed.rules.finalText', { target }))),
    h('table', { class: 'score-table' },
      h('caption', {}, t('greed.rules.scoring')),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('greed.rules.dice')), h('th', { scope: 'col' }, t('greed.rules.points')))),
      h('tbody', {},
        row(t('greed.rules.three1'), '1000'), row(t('greed.rules.threeN'), t('greed.rules.face')), row(t('greed.rules.other1'), '100'), row(t('greed.rules.other5'), '50'))),
    h('p', { class: 'hint' }, t('greed.rules.computers')),
    h('h3', { class: 'keys-title' }, t('keyboard')),
    h('dl', { class: 'keys keys-help' },
      h('dt', {}, kbd('R')), h('dd', {}, t('greed.roll')),
      h('dt', {}, kbd('B')), h('dd', {}, t('greed.bank')),
      view?.choose ? [h('dt', {}, kbd('1'), '–', kbd('5')), h('dd', {}, t('greed.rules.keepKey'))] : null,
      h('dt', {}, kbd('U'), ` ${t('or')} `, kbd('Ctrl'), '+', kbd('Z')), h('dd', {}, t('greed.rules.undoKey')),
      h('dt', {}, kbd('Ctrl'), '+', kbd('Y')), h('dd', {}, t('greed.rules.redoKey'))));
}
