// rotate-judge.js: the <rotate-judge> custom element: the Code Jam judge of Rotate (2010 Round 1A, problem A)
// and a board editor whose Turn button shows the board turning clockwise and the pieces falling.
//
// The engine does all the judging: arcade.rotate.judge(input) gives the exact output text (or an
// ArcadeError naming the case and line), arcade.rotate.analyze(k, rows) the board after the turn
// and the cells of each K-in-a-row. This file only shows them.
// Events (bubbling, composed): rotate-judged (detail: { output, cases }), rotate-verdict (detail:
// { n, k, rows, winner }). Properties and methods: input, output, run(), editorRows, turnBoard().
// Theming: the same --arcade-* and --rotate-* properties as <rotate-game>; ::part(judge input
// output error cases case editor grid verdict button run-button turn-button ...).
// Keys in the editor's board: arrows move, Enter or Space changes the cell (an empty cell drops a
// red piece onto its column; a piece cycles red → blue → empty), R / B set red or blue,
// Delete removes the column's top piece, T turns the board. Ctrl+Enter in the input runs the judge.
import { engine, errorText } from '../../common/engine.js';
import { ArcadeElement, defineElement, h, prefersReducedMotion } from '../../common/element.js';
import { createAnnouncer } from '../../common/announcer.js';
import { createBoard, landingRow, moveInGrid } from '../../common/disc/disc-board.js';
import { cellOfPushed, pictureOfPushed, turnBoard } from './rotate-board.js';
import { SAMPLE_INPUT } from './rotate-sample.js';
import rotateWords from './rotate-words.js';
import discWords from '../../common/disc/disc-words.js';
import commonWords from '../../common/common-words.js';
import { pageLanguage, speak, wordsIn } from '../../common/page-words.js';

const EDITOR_SIZES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const DRAWN_CASES = 24;   // boards drawn for the first cases; the rest list their verdict only
const DRAWN_SIZE = 20;    // larger boards are listed without a picture
const kbd = (key) => h('kbd', { 'aria-hidden': 'true' }, key);

/** The cases of an input the judge has accepted: whitespace-separated T, then N K and N rows each. */
function casesOf(text) {
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
function verdictChip(t, word) {
  return h('span', { class: `verdict-word is-${word.toLowerCase()}` }, t(`rotate.verdict.${word}`));
}

export class RotateJudge extends ArcadeElement {
  static styles = [
    new URL('./rotate-base.css', import.meta.url),
    new URL('../../common/disc/disc-board.css', import.meta.url),
    new URL('./rotate-judge.css', import.meta.url),
  ];

  /** @type {import('../../common/engine.js').Arcade | null} */
  #arcade = null;
  #r = {};
  #announcer = null;
  #board = null;
  #n = 6;
  #k = 4;
  #rows = [];
  #turned = null;  // { after, win, winner } once the editor's board has been turned
  #lastCases = []; // the cases of the last input judged, for "Open in the editor"
  #started = false;
  /** The page words, in the element's language once it is connected (page-words.js). */
  #t = wordsIn('en', rotateWords, discWords, commonWords);

  get input() { return this.#r.input?.value ?? ''; }
  set input(text) { if (this.#r.input) this.#r.input.value = String(text); }
  get output() { return this.#r.output?.dataset.output ?? ''; }
  get editorRows() { return [...this.#rows]; }
  run() { this.#run(); }
  turnBoard() { return this.#turn(); }

  connectedCallback() {
    if (this.#started) return;
    this.#started = true;
    const lang = pageLanguage(this);
    this.#t = wordsIn(lang, rotateWords, discWords, commonWords);
    speak(this.root, lang);
    this.#build();
    this.#boot();
  }

  async #boot() {
    const r = this.#r;
    try {
      this.#arcade = await engine('rotate');
    } catch (error) {
      r.loading.textContent = `${this.#t('rotate.judge.failed', { why: errorText(error) })} ${this.#t('reloadToTry')}`;
      r.loading.classList.add('is-error');
      return;
    }
    r.loading.hidden = true;
    r.judge.hidden = false;
    // The sample is judged at once, so the page opens with its answers and boards.
    this.#run({ quiet: true });
    this.#loadEditor(casesOf(SAMPLE_INPUT)[1]);
  }

  // ---- layout ------------------------------------------------------------------------------------

  #build() {
    const r = this.#r;
    const t = this.#t;
    r.input = h('textarea', {
      id: 'rj-input', class: 'input', part: 'input', rows: '14', spellcheck: 'false', autocomplete: 'off',
      autocapitalize: 'off', 'aria-describedby': 'rj-format', 'aria-keyshortcuts': 'Control+Enter',
    });
    r.input.value = SAMPLE_INPUT;
    r.runButton = h('button', { type: 'button', class: 'btn btn-primary', part: 'button run-button' }, h('span', { 'aria-hidden': 'true' }, '▶'), ` ${t('rotate.judge.run')}`);
    r.sample = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button sample-button' }, t('rotate.judge.sample'));
    r.clearInput = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button clear-button' }, t('rotate.judge.clear'));
    r.errorText = h('p', { class: 'error-text' });
    r.gotoLine = h('button', { type: 'button', class: 'btn btn-quiet btn-small', part: 'button goto-button', hidden: true });
    r.error = h('div', { class: 'error', part: 'error', hidden: true }, r.errorText, r.gotoLine);
    // The live region exists before anything goes in it, so screen readers hear every verdict and error.
    r.errorLive = h('div', { class: 'error-live', role: 'alert', 'aria-live': 'assertive' }, r.error);
    const inPanel = h('section', { class: 'panel io-in', 'aria-labelledby': 'rj-in-title' },
      h('div', { class: 'panel-head' },
        h('h3', { id: 'rj-in-title', class: 'panel-title' }, h('label', { for: 'rj-input' }, t('rotate.judge.input')))),
      h('p', { id: 'rj-format', class: 'hint' }, `${t('rotate.judge.format')} `, kbd('Ctrl'), '+', kbd('Enter'), ` ${t('rotate.judge.runs')}`),
      r.input, h('div', { class: 'actions' }, r.runButton, r.sample, r.clearInput), r.errorLive);

    r.output = h('pre', { class: 'output', part: 'output', tabindex: '0', 'aria-label': t('rotate.judge.outputLabel') });
    r.copy = h('button', { type: 'button', class: 'btn btn-quiet btn-small', part: 'button copy-button', disabled: true }, t('rotate.judge.copy'));
    r.copyNote = h('p', { class: 'copy-note', role: 'status' });
    const outPanel = h('section', { class: 'panel io-out', 'aria-labelledby': 'rj-out-title' },
      h('div', { class: 'panel-head' }, h('h3', { id: 'rj-out-title', class: 'panel-title' }, t('rotate.judge.output')), r.copy),
      r.output, r.copyNote);
    this.#showOutput('');

    r.caseList = h('ol', { class: 'case-list' });
    r.casesNote = h('p', { class: 'hint' });
    r.cases = h('section', { class: 'cases', part: 'cases', 'aria-labelledby': 'rj-cases-title', hidden: true },
      h('h3', { id: 'rj-cases-title', class: 'section-title' }, t('rotate.judge.cases')), r.casesNote, r.caseList);

    // The editor.
    r.size = h('select', { name: 'n' }, EDITOR_SIZES.map((n) => h('option', { value: String(n) }, `${n} × ${n}`)));
    r.k = h('select', { name: 'k' });
    r.turn = h('button', { type: 'button', class: 'btn btn-primary btn-turn', part: 'button turn-button', 'aria-keyshortcuts': 'T' },
      h('span', { class: 'turn-icon', 'aria-hidden': 'true' }, '⟳'), h('span', { class: 'btn-text' }, t('rotate.judge.turn')));
    r.back = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button back-button', hidden: true }, t('rotate.judge.back'));
    r.clearBoard = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button clear-board-button' }, t('rotate.judge.empty'));
    r.verdict = h('div', { class: 'verdict', part: 'verdict', role: 'status', 'aria-live': 'polite' });
    r.boardSlot = h('div', { class: 'editor-board' });
    r.editor = h('section', { class: 'panel editor', part: 'editor', 'aria-labelledby': 'rj-editor-title' },
      h('div', { class: 'editor-main' }, r.boardSlot),
      h('div', { class: 'editor-side' },
        h('h3', { id: 'rj-editor-title', class: 'panel-title' }, t('rotate.judge.editor')),
        h('p', { class: 'hint' }, t('rotate.judge.editorHint')),
        h('div', { class: 'field-row' },
          h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('rotate.judge.n')), r.size),
          h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('rotate.judge.k')), r.k)),
        h('div', { class: 'actions' }, r.turn, r.back, r.clearBoard),
        r.verdict,
        h('p', { class: 'hint keys-line' }, t('rotate.judge.keys'))));

    r.judge = h('div', { class: 'judge', part: 'judge', hidden: true }, h('div', { class: 'io' }, inPanel, outPanel), r.cases, r.editor);
    r.loading = h('p', { class: 'loading panel', role: 'status' }, t('rotate.judge.loading'));
    this.root.append(r.loading, r.judge);
    this.#announcer = createAnnouncer(this.root);

    r.runButton.addEventListener('click', () => this.#run());
    r.sample.addEventListener('click', () => { r.input.value = SAMPLE_INPUT; this.#run(); });
    r.clearInput.addEventListener('click', () => { r.input.value = ''; r.input.focus(); });
    r.input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) { event.preventDefault(); this.#run(); }
    });
    r.gotoLine.addEventListener('click', () => this.#selectLine(Number(r.gotoLine.dataset.line)));
    r.copy.addEventListener('click', () => this.#copy());
    r.caseList.addEventListener('click', (event) => {
      const button = event.target.closest('.open-case');
      if (!button) return;
      this.#loadEditor(this.#lastCases[Number(button.dataset.case)]);
      r.editor.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      this.#board.current().focus({ preventScroll: true });
    });
    r.size.addEventListener('change', () => this.#resize(Number(r.size.value)));
    r.k.addEventListener('change', () => { this.#k = Number(r.k.value); this.#unturn(); });
    r.turn.addEventListener('click', () => this.#turn());
    r.back.addEventListener('click', () => { this.#unturn(); this.#board.current().focus(); });
    r.clearBoard.addEventListener('click', () => { this.#rows = Array(this.#n).fill('.'.repeat(this.#n)); this.#unturn(); });
    r.boardSlot.addEventListener('click', (event) => {
      const cell = event.target.closest('.cell');
      if (!cell) return;
      this.#board.focusCell(Number(cell.dataset.r), Number(cell.dataset.c), { quiet: true });
      this.#edit(Number(cell.dataset.r), Number(cell.dataset.c), 'cycle');
    });
    r.boardSlot.addEventListener('keydown', (event) => this.#key(event));
  }

  // ---- the judge ---------------------------------------------------------------------------------

  #run({ quiet = false } = {}) {
    const r = this.#r;
    if (!this.#arcade) return;
    const text = r.input.value;
    let output;
    try {
      output = this.#arcade.rotate.judge(text);
    } catch (error) {
      const sentence = errorText(error);
      this.#showOutput('', this.#t('rotate.judge.noOutput'));
      r.cases.hidden = true;
      r.errorText.textContent = sentence;
      const line = /line (\d+)/.exec(sentence);
      r.gotoLine.hidden = !line;
      if (line) {
        r.gotoLine.dataset.line = line[1];
        r.gotoLine.textContent = this.#t('rotate.judge.showLine', { n: line[1] });
      }
      r.error.hidden = false;
      return;
    }
    r.error.hidden = true;
    r.errorText.textContent = '';
    this.#showOutput(output);
    const cases = casesOf(text);
    this.#lastCases = cases;
    this.#drawCases(cases, output);
    const verdicts = output.trim().split('\n').map((line) => line.replace(/^Case #\d+: /, ''));
    const summary = cases.length > 6 ? '' : ` ${verdicts.map((word) => this.#t(`rotate.verdict.${word}`)).join(', ')}.`;
    if (!quiet) this.#announcer.announce(this.#t('rotate.judge.judged', { n: cases.length, summary }));
    this.emit('rotate-judged', { output, cases });
  }

  #showOutput(output, empty = this.#t('rotate.judge.press')) {
    const r = this.#r;
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

  #drawCases(cases, output) {
    const r = this.#r;
    const t = this.#t;
    const lines = output.trim().split('\n');
    const items = cases.map((c, i) => {
      const word = lines[i].replace(/^Case #\d+: /, '');
      const head = h('div', { class: 'case-head' }, h('h4', { class: 'case-title' }, t('rotate.judge.case', { n: i + 1 })), verdictChip(t, word));
      const meta = h('p', { class: 'case-meta' }, `${c.n} × ${c.n}, K = ${c.k}`);
      const item = h('li', { class: 'case', part: 'case' }, head, meta);
      if (i < DRAWN_CASES && c.n <= DRAWN_SIZE) {
        const analysis = this.#arcade.rotate.analyze(c.k, c.rows);
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

  // Selects line `line` (1-based) of the input, where the judge found the problem.
  #selectLine(line) {
    const text = this.#r.input.value;
    let start = 0;
    for (let i = 1; i < line && start >= 0; i += 1) start = text.indexOf('\n', start) + 1 || -1;
    if (start < 0) start = text.length;
    const end = text.indexOf('\n', start);
    this.#r.input.focus();
    this.#r.input.setSelectionRange(start, end < 0 ? text.length : end);
  }

  async #copy() {
    const r = this.#r;
    const text = r.output.dataset.output;
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      r.copyNote.textContent = this.#t('rotate.judge.copied');
    } catch {
      // No clipboard permission: select the text so Ctrl+C copies it.
      const range = document.createRange();
      range.selectNodeContents(r.output);
      r.output.focus();
      const selection = document.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      r.copyNote.textContent = this.#t('rotate.judge.selected');
    }
  }

  // ---- the editor --------------------------------------------------------------------------------

  #loadEditor({ n, k, rows }) {
    this.#n = n;
    this.#k = k;
    this.#rows = [...rows];
    this.#rebuild();
  }

  // A new size keeps the pieces that still fit, at the bottom of their columns.
  #resize(n) {
    const old = this.#rows;
    const rows = Array.from({ length: n }, () => Array(n).fill('.'));
    for (let c = 0; c < Math.min(n, this.#n); c += 1) {
      const column = old.map((line) => line[c]).filter((piece) => piece !== '.');
      column.slice(-n).reverse().forEach((piece, i) => { rows[n - 1 - i][c] = piece; });
    }
    this.#n = n;
    this.#k = Math.min(this.#k, n);
    this.#rows = rows.map((line) => line.join(''));
    this.#rebuild();
  }

  #rebuild() {
    const r = this.#r;
    this.#board?.stop();
    this.#board = createBoard({ n: this.#n, kind: 'editor', label: this.#t('rotate.judge.editorBoard', { n: this.#n }), t: this.#t });
    r.boardSlot.replaceChildren(this.#board.element);
    r.size.value = String(this.#n);
    r.k.replaceChildren(...Array.from({ length: this.#n - 2 }, (_, i) => h('option', { value: String(i + 3) }, String(i + 3))));
    r.k.value = String(this.#k);
    this.#unturn();
  }

  // Back to the board as edited (after a turn, or after any change).
  #unturn() {
    const r = this.#r;
    this.#board.stop();
    this.#turned = null;
    this.#board.render(this.#rows);
    this.#board.element.classList.remove('is-turned');
    r.turn.hidden = false;
    r.back.hidden = true;
    // Only a changed sentence goes into the live region: every edit would otherwise repeat it.
    const hint = this.#t('rotate.judge.pressTurn', { k: this.#k });
    if (r.verdict.textContent !== hint) r.verdict.replaceChildren(h('p', { class: 'verdict-hint' }, hint));
  }

  // Changes the editor's board at (r, c) and keeps every piece resting on another or on the floor.
  // how: 'cycle' (empty → red on top of the column, red → blue → empty for the top piece, red ↔
  // blue under it), 'R' / 'B' (set that colour), 'remove' (the column's top piece).
  #edit(r, c, how) {
    if (this.#turned) {
      this.#unturn();
      this.#announcer.announce(this.#t('rotate.judge.backToBoard'));
      return;
    }
    const rows = this.#rows.map((line) => [...line]);
    const n = this.#n;
    const top = landingRow(this.#rows, c) + 1; // the column's top piece, or n when empty
    let said = '';
    if (how === 'remove') {
      if (top >= n) said = this.#t('rotate.judge.columnEmpty', { c: c + 1 });
      else rows[top][c] = '.';
    } else if (r < top) {
      // An empty cell: the piece drops onto the column.
      if (top === 0) said = this.#t('rotate.judge.columnFull', { c: c + 1 });
      else rows[top - 1][c] = how === 'B' ? 'B' : 'R';
    } else if (how === 'R' || how === 'B') {
      rows[r][c] = how;
    } else if (r === top) {
      rows[r][c] = rows[r][c] === 'R' ? 'B' : '.';
    } else {
      rows[r][c] = rows[r][c] === 'R' ? 'B' : 'R';
    }
    if (said) {
      this.#announcer.announce(said);
      return;
    }
    this.#rows = rows.map((line) => line.join(''));
    this.#unturn();
    const cell = this.#board.cells[r][c];
    this.#announcer.announce(cell.getAttribute('aria-label'));
  }

  async #turn() {
    const r = this.#r;
    if (!this.#arcade || this.#turned) return false;
    let analysis;
    try {
      analysis = this.#arcade.rotate.analyze(this.#k, this.#rows);
    } catch (error) {
      r.verdict.replaceChildren(h('p', { class: 'notice is-error' }, errorText(error)));
      return false;
    }
    const n = this.#n;
    const after = pictureOfPushed(analysis.rotated);
    const win = [...analysis.redCells, ...analysis.blueCells].map((cell) => cellOfPushed(cell, n));
    this.#turned = { after, win, winner: analysis.winner };
    r.turn.hidden = true;
    r.back.hidden = false;
    r.verdict.replaceChildren(h('p', { class: 'verdict-hint' }, this.#t('rotate.judge.turning')));
    if (this.shadowRoot.activeElement === r.turn) r.back.focus();
    const turned = this.#turned;
    const done = await turnBoard(this.#board, this.#rows, after, { win });
    if (this.#turned !== turned) return false;
    if (!done) this.#board.render(after, { win });
    this.#board.element.classList.add('is-turned');
    r.verdict.replaceChildren(verdictChip(this.#t, analysis.winner), h('p', { class: 'verdict-text' }, this.#t(`rotate.why.${analysis.winner}`, { k: this.#k })));
    this.emit('rotate-verdict', { n, k: this.#k, rows: [...this.#rows], winner: analysis.winner });
    return analysis.winner;
  }

  #key(event) {
    if (event.altKey || event.metaKey) return;
    const cell = event.composedPath().find((node) => node instanceof Element && node.classList?.contains('cell'));
    if (!cell) return;
    if (!event.ctrlKey && moveInGrid(this.#board, event)) { event.preventDefault(); return; }
    if (event.ctrlKey) return;
    const r = Number(cell.dataset.r);
    const c = Number(cell.dataset.c);
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    let how = null;
    if (key === 'Enter' || key === ' ') how = 'cycle';
    else if (key === 'r') how = 'R';
    else if (key === 'b') how = 'B';
    else if (key === 'Delete' || key === 'Backspace' || key === '.') how = 'remove';
    else if (key === 't') { event.preventDefault(); this.#turn(); return; }
    if (!how) return;
    event.preventDefault();
    this.#edit(r, c, how);
  }
}

defineElement('rotate-judge', RotateJudge);
