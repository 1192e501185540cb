// mastermind-panels.js: the side panels of <mastermind-game>: the setup form (who hides, which game, the computer's strategy) and the rules and keys.
import { h } from '../../common/element.js';
import { COLOURS, keyOf } from './mastermind-pegs.js';
import { PRESETS, STRATEGIES, feedbackWords, isDigits } from './mastermind-text.js';

const kbd = (key) => h('kbd', { 'aria-hidden': 'true' }, key);

function radio(name, value, label, detail) {
  const input = h('input', { type: 'radio', name, value });
  return { input, label: h('label', { class: 'option' }, input, h('span', { class: 'option-text' }, h('span', { class: 'option-label' }, label), detail ? h('span', { class: 'option-detail' }, detail) : null)) };
}

function numberSelect(name, from, to, label) {
  const select = h('select', { name }, Array.from({ length: to - from + 1 }, (_, i) => h('option', { value: String(from + i) }, String(from + i))));
  return { select, field: h('label', { class: 'field' }, h('span', { class: 'field-label' }, label), select) };
}

/** The setup form, its fields kept in `r`. */
export function buildSetup(r) {
  const { t } = r;
  const modes = [radio('mode', 'break', t('mm.modeBreak'), t('mm.modeBreakDetail')),
    radio('mode', 'make', t('mm.modeMake'), t('mm.modeMakeDetail'))];
  const presets = [...Object.keys(PRESETS), 'custom'].map((key) => radio('preset', key, t(`mm.preset.${key}`), t(`mm.blurb.${key}`)));
  r.modeInputs = modes.map((m) => m.input);
  r.presetInputs = presets.map((p) => p.input);
  r.pegs = numberSelect('pegs', 2, 8, t('mm.pegs'));
  r.colours = numberSelect('colours', 2, 10, t('mm.colours'));
  r.rowsSelect = numberSelect('rows', 1, 30, t('mm.rows'));
  r.duplicates = h('input', { type: 'checkbox', name: 'duplicates' });
  r.custom = h('div', { class: 'custom' },
    h('div', { class: 'field-row' }, r.pegs.field, r.colours.field, r.rowsSelect.field),
    h('label', { class: 'check' }, r.duplicates, h('span', {}, t('mm.duplicates'))));
  r.strategy = h('select', { name: 'strategy' }, STRATEGIES.map((s) => h('option', { value: s }, t(`mm.strategy.${s}`))));
  r.strategyField = h('label', { class: 'field strategy-field' }, h('span', { class: 'field-label' }, t('mm.howGuesses')), r.strategy);
  r.setupError = h('p', { class: 'notice is-error', role: 'alert', hidden: true });
  r.startNew = h('button', { type: 'submit', class: 'btn btn-primary', part: 'button new-game-start' }, t('grid.startNew'));
  return h('form', { class: 'setup-form', novalidate: true },
    h('h2', { id: 'mm-setup-title', class: 'panel-title' }, t('newGame')),
    h('fieldset', { class: 'options' }, h('legend', {}, t('mm.whoHides')), modes.map((m) => m.label)),
    h('fieldset', { class: 'options' }, h('legend', {}, t('mm.game')), presets.map((p) => p.label), r.custom),
    r.strategyField, r.setupError, r.startNew);
}

/** Shows settings in the setup form: { mode, preset, pegs, colours, rows, duplicates, strategy }. */
export function renderSetup(r, s) {
  for (const input of r.modeInputs) input.checked = input.value === s.mode;
  for (const input of r.presetInputs) input.checked = input.value === s.preset;
  r.pegs.select.value = String(s.pegs);
  r.colours.select.value = String(s.colours);
  r.rowsSelect.select.value = String(s.rows);
  r.duplicates.checked = Boolean(s.duplicates);
  r.strategy.value = s.strategy || 'best';
  syncSetup(r);
}

/** Shows or hides the parts of the setup form that depend on other choices. */
export function syncSetup(r) {
  r.custom.hidden = readSetup(r).preset !== 'custom';
  r.strategyField.hidden = readSetup(r).mode !== 'make';
}

export function readSetup(r) {
  return {
    mode: r.modeInputs.find((i) => i.checked)?.value ?? 'break',
    preset: r.presetInputs.find((i) => i.checked)?.value ?? 'classic',
    pegs: r.pegs.select.value,
    colours: r.colours.select.value,
    rows: r.rowsSelect.select.value,
    duplicates: r.duplicates.checked,
    strategy: r.strategy.value,
  };
}

/** The rules and keys of the game on show (view; none before the first game), in its peg look. */
export function renderRules(r, view, look) {
  const { t } = r;
  const digits = view ? isDigits(view) : false;
  const w = feedbackWords(t, view ?? { digits: false });
  const pegs = view?.pegs ?? 4;
  const repeats = t(view && !view.duplicates ? 'mm.rules.allDifferent' : 'mm.repeats');
  r.rulesBody.replaceChildren(
    h('p', {}, digits ? t('mm.rules.digits', { pegs }) : t('mm.rules.pegs', { pegs, colours: view?.colours ?? 6, repeats })),
    h('ul', {},
      h('li', {}, t('mm.rules.crack'), ' ', h('strong', {}, t('mm.hint')), ' ', t('mm.rules.hintText')),
      // Which pegs count first matters only when colours repeat: Bulls & Cows' rules never speak of exact pegs.
      ...(view && !view.duplicates ? [] : [h('li', {}, t('mm.rules.exactFirst'))]),
      h('li', {}, t('mm.rules.make', { exact: w.exacts, misplaced: w.misplaceds }))),
    h('h3', { class: 'keys-title' }, t('keyboard')),
    h('dl', { class: 'keys-help' },
      h('dt', {}, kbd('1'), '–', kbd('9'), ' ', kbd('0')), h('dd', {}, t('mm.key.put', { thing: t(digits ? 'mm.thingDigit' : 'mm.thingColour') })),
      h('dt', {}, kbd('←'), ' ', kbd('→')), h('dd', {}, t('mm.key.select')),
      h('dt', {}, kbd('⌫')), h('dd', {}, t('mm.key.clear')),
      h('dt', {}, kbd('⏎')), h('dd', {}, t('mm.key.enter')),
      h('dt', {}, kbd('H')), h('dd', {}, t('mm.hint')),
      h('dt', {}, kbd(digits ? 'B' : 'E'), ' ', kbd(digits ? 'C' : 'M')), h('dd', {}, t('mm.key.answer', { exact: w.exact, misplaced: w.misplaced })),
      h('dt', {}, kbd('Ctrl'), '+', kbd('Z')), h('dd', {}, t('mm.key.undo')),
      h('dt', {}, kbd('Ctrl'), '+', kbd('Y')), h('dd', {}, t('mm.key.redo'))),
    h('p', { class: 'hint' }, t('mm.coloursList', { list: COLOURS.slice(0, view?.colours ?? 6).map((c, i) => `${keyOf(i + 1)} ${t(`mm.colour.${c.name}`)} (${t(`mm.symbol.${c.symbol}`)})`).join(', ') })),
  );
  if (digits) r.rulesBody.lastChild.remove();
  r.display.hidden = digits;
  r.lookSymbols.checked = look !== 'numbers';
  r.lookNumbers.checked = look === 'numbers';
}
