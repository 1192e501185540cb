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
import { ArcadeElement, defineElement, h, kbd, prefersReducedMotion } from '../../common/element.js';
import { createAnnouncer } from '../../common/announcer.js';
import { createBoard, moveInGrid } from '../../common/disc/disc-board.js';
import { cellOfPushed, pictureOfPushed, turnBoard } from './rotate-board.js';
import { casesOf, copyOutput, drawCases, selectLine, showOutput, verdictChip } from './rotate-judge-cases.js';
import { EDITOR_SIZES, editRows, resizeRows } from './rotate-judge-edit.js';
import { SAMPLE_INPUT } from './rotate-sample.js';
import rotateWords from './rotate-words.js';
import discWords from '../../common/disc/disc-words.js';
import commonWords from '../../common/common-words.js';
import { pageLanguage, speak, wordsIn } from '../../common/page-words.js';

export class RotateJudge extends ArcadeElement {
  static styles = [
    new URL('./rotate-accent.css', import.meta.url),  // game.json's accent, written by the build
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
    showOutput(r, '', this.#t('rotate.judge.press'));

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
    r.gotoLine.addEventListener('click', () => selectLine(r.input, Number(r.gotoLine.dataset.line)));
    r.copy.addEventListener('click', () => copyOutput(r, this.#t));
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
      showOutput(r, '', this.#t('rotate.judge.noOutput'));
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
    showOutput(r, output, this.#t('rotate.judge.press'));
    const cases = casesOf(text);
    this.#lastCases = cases;
    drawCases(r, { t: this.#t, arcade: this.#arcade, cases, output });
    const verdicts = output.trim().split('\n').map((line) => line.replace(/^Case #\d+: /, ''));
    const summary = cases.length > 6 ? '' : ` ${verdicts.map((word) => this.#t(`rotate.verdict.${word}`)).join(', ')}.`;
    if (!quiet) this.#announcer.announce(this.#t('rotate.judge.judged', { n: cases.length, summary }));
    this.emit('rotate-judged', { output, cases });
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
    this.#rows = resizeRows(this.#rows, n);
    this.#n = n;
    this.#k = Math.min(this.#k, n);
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

  // Changes the editor's board at (r, c) (editRows, rotate-judge-edit.js), or says why not.
  #edit(r, c, how) {
    if (this.#turned) {
      this.#unturn();
      this.#announcer.announce(this.#t('rotate.judge.backToBoard'));
      return;
    }
    const { rows, said } = editRows(this.#rows, r, c, how, this.#t);
    if (said) {
      this.#announcer.announce(said);
      return;
    }
    this.#rows = rows;
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
