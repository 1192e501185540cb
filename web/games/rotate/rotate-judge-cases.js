// rotate-judge-cases.js: the judge's side of <rotate-judge> (rotate-judge.js): the cases of an accepted input, the output text and its copy, the boards of each case before and after the turn.
import { h } from '../../common/element.js';
import { createBoard } from '../../common/disc/disc-board.js';
import { cellOfPushed, pictureOfPushed } from './rotate-board.js';
import { EDITOR_SIZES } from './rotate-judge-edit.js';

const DRAWN_CASES = 24;   // boards drawn for the first cases; the rest list their verdict only
const DRAWN_SIZE = 20;    // larger boards are listed without a picture

/** The cases of an input the judge has accepted: whitespace-separated T, then N K and N rows each. */
export function casesOf(text) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const count = Number(tokens[0]);
  const cases = [];
  let at = 1;
  for (let i = 0; i < count; i += 1) {
    const n = Number(tokens[at]);
    const k = Number(tokens[at + 1]);
    cases.push({ n, k, rows: tokens.slice(at + 2, at + 2 + n) });
    at += 2 + n;
  }
  return cases;
}

/** The judge's verdict (Red, Blue, Both, Neither: the output's words) as a chip in the words of `t`. */
export function verdictChip(t, word) {
  return h('span', { class: `verdict-word is-${word.toLowerCase()}` }, t(`rotate.verdict.${word}`));
}

/** Shows the judge's output text (`empty`'s sentence when there is none) and enables Copy. */
export function showOutput(r, output, empty) {
  r.output.dataset.output = output;
  r.copyNote.textContent = '';
  if (output) {
    r.output.textContent = output;
    r.output.classList.remove('is-empty');
  } else {
    r.output.replaceChildren(h('span', { class: 'placeholder' }, empty));
    r.output.classList.add('is-empty');
  }
  r.copy.disabled = !output;
}

/**
 * Lists the cases of an input and their verdicts (`output`), the first cases with their board before
 * and after the turn (the engine's analysis: arcade.rotate.analyze).
 */
export function drawCases(r, { t, arcade, cases, output }) {
  const lines = output.trim().split('\n');
  const items = cases.map((c, i) => {
    const word = lines[i].replace(/^Case #\d+: /, '');
    const head = h('div', { class: 'case-head' }, h('h4', { class: 'case-title' }, t('rotate.judge.case', { n: i + 1 })), verdictChip(t, word));
    const meta = h('p', { class: 'case-meta' }, `${c.n} × ${c.n}, K = ${c.k}`);
    const item = h('li', { class: 'case', part: 'case' }, head, meta);
    if (i < DRAWN_CASES && c.n <= DRAWN_SIZE) {
      const analysis = arcade.rotate.analyze(c.k, c.rows);
      const before = createBoard({ n: c.n, kind: 'mini', label: t('rotate.judge.before', { n: i + 1 }), t });
      before.render(c.rows);
      const after = createBoard({ n: c.n, kind: 'mini', label: t('rotate.judge.after', { n: i + 1, winner: t(`rotate.verdict.${analysis.winner}`) }), t });
      after.render(pictureOfPushed(analysis.rotated), { win: [...analysis.redCells, ...analysis.blueCells].map((cell) => cellOfPushed(cell, c.n)) });
      item.append(h('div', { class: 'case-boards' },
        h('figure', {}, before.element, h('figcaption', {}, t('rotate.judge.beforeCaption'))),
        h('span', { class: 'case-arrow', 'aria-hidden': 'true' }, '⟳'),
        h('figure', {}, after.element, h('figcaption', {}, t('rotate.judge.afterCaption')))));
    } else {
      item.append(h('p', { class: 'hint' }, t(c.n > DRAWN_SIZE ? 'rotate.judge.tooBig' : 'rotate.judge.notDrawn')));
    }
    if (c.n <= EDITOR_SIZES.at(-1)) {
      item.append(h('button', { type: 'button', class: 'btn btn-quiet btn-small open-case', part: 'button', 'data-case': String(i) },
        t('rotate.judge.open'), h('span', { class: 'visually-hidden' }, t('rotate.judge.caseN', { n: i + 1 }))));
    }
    return item;
  });
  r.caseList.replaceChildren(...items);
  r.casesNote.textContent = cases.length > DRAWN_CASES ? t('rotate.judge.drawnNote', { n: cases.length, drawn: DRAWN_CASES }) : '';
  r.casesNote.hidden = !r.casesNote.textContent;
  r.cases.hidden = false;
}

/** Selects line `line` (1-based) of the `input` field, where the judge found the problem. */
export function selectLine(input, line) {
  const text = input.value;
  let start = 0;
  for (let i = 1; i < line && start >= 0; i += 1) start = text.indexOf('\n', start) + 1 || -1;
  if (start < 0) start = text.length;
  const end = text.indexOf('\n', start);
  input.focus();
  input.setSelectionRange(start, end < 0 ? text.length : end);
}

/** Copies the output to the clipboard, else selects it (Ctrl+C then copies); says which in r.copyNote. */
export async function copyOutput(r, t) {
  const text = r.output.dataset.output;
  if (!text) return;
  try {
    await navigator.clipboard.writeText(text);
    r.copyNote.textContent = t('rotate.judge.copied');
  } catch {
    // No clipboard permission: select the text so Ctrl+C copies it.
    const range = document.createRange();
    range.selectNodeContents(r.output);
    r.output.focus();
    const selection = document.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    r.copyNote.textContent = t('rotate.judge.selected');
  }
}
