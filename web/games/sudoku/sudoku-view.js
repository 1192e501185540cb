// sudoku-view.js: builds and updates the DOM of <sudoku-game> around the grid: head and timer, pause cover,
// result, number pad, tools and the hint panel among them (no rules here: every value shown comes from an engine view).
import { h, kbd, setDisabledLook } from '../../common/element.js';
import { pageLanguage } from '../../common/page-words.js';
import { say } from '../../common/words.js';
import { createGrid } from './sudoku-grid.js';
import { buildBest, buildImport, buildRevealAll, buildRules, buildSetup, buildShare } from './sudoku-panels.js';
import { cellName, formatTime, headline, spokenTime, techniqueName } from './sudoku-text.js';

const button = (part, text, attributes = {}) => h('button', { type: 'button', class: 'btn btn-quiet', part: `button ${part}`, ...attributes }, text);

/** The whole skeleton, built once in the words of `t`; returns the elements later renders fill in (`r`). */
export function buildLayout(t) {
  const r = { t };
  r.grid = createGrid(t);
  r.headline = h('h2', { id: 'sg-headline', class: 'headline', tabindex: '-1' });
  r.meta = h('p', { class: 'meta' });
  r.timer = h('span', { class: 'timer-text', role: 'timer', 'aria-live': 'off' });
  r.timerToggle = button('timer-button', t('sudoku.hide'), { class: 'btn btn-quiet btn-small', 'aria-label': t('sudoku.hideTimer') });
  r.pause = button('pause-button', [`${t('sudoku.pause')} `, kbd('P')], { class: 'btn btn-quiet btn-small', 'aria-keyshortcuts': 'P' });
  r.clock = h('div', { class: 'clock', part: 'timer' }, r.timer, r.timerToggle, r.pause);

  r.resume = h('button', { type: 'button', class: 'btn btn-primary', part: 'button resume-button' }, t('sudoku.resume'));
  r.pausedWhy = h('p', { class: 'paused-why' });
  r.cover = h('div', { class: 'cover', part: 'pause-cover', hidden: true },
    h('p', { class: 'cover-title' }, t('sudoku.paused')), r.pausedWhy, r.resume);
  r.boardSlot = h('div', { class: 'board-slot' }, r.grid.element, r.cover);

  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });
  r.event = h('p', { class: 'event', part: 'event' });
  r.hint = buildHint(r);
  r.over = buildOver(r);
  r.board = h('section', { class: 'board panel', part: 'board', 'aria-labelledby': 'sg-headline' },
    h('header', { class: 'board-head' }, h('div', { class: 'title-block' }, r.headline, r.meta), r.clock),
    r.boardSlot, r.notice, r.event, r.over);

  r.controls = buildControls(r);
  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.board),
    h('div', { class: 'side-col' }, r.controls, buildSetup(r), buildShare(r), buildBest(r), buildRules(t)),
    buildImport(r), buildRevealAll(r));
  r.loading = h('p', { class: 'loading panel', role: 'status' }, t('sudoku.loading'));
  return r;
}

function buildHint(r) {
  const { t } = r;
  r.hintTitle = h('h3', { id: 'sg-hint-title', class: 'hint-title', tabindex: '-1' });
  // A long explanation scrolls inside its own box (the board and the pad stay put): focusable, so keys scroll it too.
  r.hintText = h('p', { class: 'hint-text', tabindex: '0' });
  r.hintLeads = h('p', { class: 'hint-leads' });
  r.hintPrev = button('hint-prev-button', t('sudoku.stepBack'));
  r.hintNext = button('hint-next-button', t('sudoku.nextStep'));
  r.hintApply = h('button', { type: 'button', class: 'btn btn-primary', part: 'button hint-apply-button' });
  r.hintClose = button('hint-close-button', t('sudoku.close'), { 'aria-keyshortcuts': 'Escape' });
  return h('section', { class: 'hint-panel', part: 'hint-panel', 'aria-labelledby': 'sg-hint-title', hidden: true },
    r.hintTitle, r.hintText, r.hintLeads, h('div', { class: 'hint-actions' }, r.hintPrev, r.hintNext, r.hintApply, r.hintClose));
}

function buildOver(r) {
  const { t } = r;
  r.overTitle = h('h3', { class: 'over-title', tabindex: '-1' });
  r.overText = h('p', { class: 'over-text' });
  r.again = h('button', { type: 'button', class: 'btn btn-primary', part: 'button again-button' }, t('sudoku.newPuzzle'));
  return h('div', { class: 'over', part: 'result', hidden: true },
    h('div', { class: 'over-body' }, r.overTitle, r.overText), h('div', { class: 'over-actions' }, r.again));
}

function buildControls(r) {
  const { t } = r;
  r.digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => h('button', {
    type: 'button', class: 'pad-digit', part: 'digit-button', 'data-digit': String(d), 'aria-keyshortcuts': String(d),
  }, h('span', { class: 'pad-number', 'aria-hidden': 'true' }, String(d)), h('span', { class: 'pad-left', 'aria-hidden': 'true' }),
  // The spoken name ("3, 6 left") is unseen text, not an aria-label, so the visible digit stays its start.
  h('span', { class: 'visually-hidden pad-name' })));
  r.erase = h('button', { type: 'button', class: 'pad-digit pad-erase', part: 'erase-button', 'aria-label': t('sudoku.erase'), 'aria-keyshortcuts': 'Backspace Delete 0' },
    h('span', { class: 'pad-number', 'aria-hidden': 'true' }, '⌫'), h('span', { class: 'pad-left', 'aria-hidden': 'true' }, t('sudoku.eraseShort')));
  r.pad = h('div', { class: 'pad', part: 'pad', role: 'group', 'aria-label': t('sudoku.pad') }, r.digits, r.erase);
  r.notesToggle = h('button', { type: 'button', class: 'btn toggle', part: 'button notes-button', 'aria-pressed': 'false', 'aria-keyshortcuts': 'N' },
    h('span', { class: 'toggle-icon', 'aria-hidden': 'true' }, '✎'), t('sudoku.notes'), kbd('N'));
  r.candidatesToggle = h('button', { type: 'button', class: 'btn toggle', part: 'button candidates-button', 'aria-pressed': 'false', 'aria-keyshortcuts': 'A' },
    h('span', { class: 'toggle-icon', 'aria-hidden': 'true' }, '⋯'), t('sudoku.candidates'), kbd('A'));
  r.undo = button('undo-button', t('undo'), { 'aria-keyshortcuts': 'Control+Z' });
  r.redo = button('redo-button', t('redo'), { 'aria-keyshortcuts': 'Control+Y' });
  r.hintButton = button('hint-button', [`${t('sudoku.hint')} `, kbd('H')], { 'aria-keyshortcuts': 'H' });
  r.check = button('check-button', t('sudoku.check'));
  r.revealCell = button('reveal-cell-button', t('sudoku.revealCell'));
  r.revealAll = button('reveal-all-button', t('sudoku.revealAll'), { 'aria-haspopup': 'dialog' });
  return h('section', { class: 'controls panel', part: 'controls', 'aria-label': t('sudoku.play') },
    r.pad, h('div', { class: 'modes' }, r.notesToggle, r.candidatesToggle),
    h('div', { class: 'tools' }, r.undo, r.redo, r.hintButton, r.check, r.revealCell, r.revealAll),
    // The hint sits with the controls: beside the board on a wide screen, in place of the modes and tools on a phone
    // (sudoku-game.css), so it opens where the eye is and never pushes the board or the pad out of the window.
    r.hint);
}

/** Connects the controls to the element's handlers (`on`); the view keeps no game state. */
export function wireLayout(r, on) {
  r.grid.element.addEventListener('click', (event) => {
    const cell = event.target.closest('.cell');
    if (cell) on.select(Number(cell.dataset.cell));
  });
  r.pad.addEventListener('click', (event) => {
    const pressed = event.target.closest('.pad-digit');
    if (!pressed) return;
    if (pressed === r.erase) on.erase();
    else on.digit(Number(pressed.dataset.digit));
  });
  const clicks = [[r.notesToggle, on.notes], [r.candidatesToggle, on.candidates], [r.undo, on.undo], [r.redo, on.redo],
    [r.hintButton, on.hint], [r.check, on.check], [r.revealCell, on.revealCell], [r.revealAll, on.revealAll],
    [r.pause, on.pause], [r.resume, on.pause], [r.timerToggle, on.timerToggle], [r.hintPrev, () => on.hintStep(-1)],
    [r.hintNext, () => on.hintStep(1)], [r.hintApply, on.applyHint], [r.hintClose, on.closeHint], [r.again, on.again],
    [r.importOpen, on.openImport], [r.importCancel, () => r.importDialog.close()], [r.revealYes, on.confirmRevealAll],
    [r.revealNo, () => r.revealDialog.close()], [r.sharePuzzle, () => on.share('puzzle')], [r.shareProgress, () => on.share('progress')]];
  for (const [control, handler] of clicks) control.addEventListener('click', () => handler());
  r.setupForm.addEventListener('submit', (event) => {
    event.preventDefault();
    on.newGame();
  });
  r.importForm.addEventListener('submit', (event) => {
    event.preventDefault();
    on.importText(r.importText.value);
  });
}

/**
 * Updates everything but the grid from `m` = { snap, ms, paused ('' | 'player' | 'hidden'),
 * noteMode, candidates, timerHidden, hint ({ result, step } or null), over ({title, text} or
 * null), busy (what the worker is making, or ''), event, status: the core's status line in the element's language }.
 */
export function renderGame(r, m) {
  const { snap } = m;
  const { t } = r;
  const { view, status } = snap;
  const over = status.over;
  r.headline.textContent = headline(t, view);
  r.meta.textContent = m.busy || m.status;
  r.board.classList.toggle('is-busy', Boolean(m.busy));
  renderClock(r, m.ms, m.timerHidden);
  r.pause.replaceChildren(`${t(m.paused ? 'sudoku.resume' : 'sudoku.pause')} `, kbd('P'));
  setDisabledLook(r.pause, over);
  r.cover.hidden = !m.paused;
  r.boardSlot.classList.toggle('is-paused', Boolean(m.paused));
  r.pausedWhy.textContent = t(m.paused === 'hidden' ? 'sudoku.pausedHidden' : 'sudoku.pausedPlayer');
  r.event.textContent = m.event;

  const counts = Array(10).fill(0);
  for (const v of view.values) counts[v] += 1;
  r.digits.forEach((b, k) => {
    const d = k + 1;
    const left = 9 - counts[d];
    b.querySelector('.pad-left').textContent = m.noteMode ? t('sudoku.padNote') : left > 0 ? t('sudoku.padLeft', { n: left }) : t('sudoku.padDone');
    b.classList.toggle('is-done', left <= 0 && !m.noteMode);
    b.querySelector('.pad-name').textContent = t(m.noteMode ? 'sudoku.padNameNote' : left > 0 ? 'sudoku.padNameLeft' : 'sudoku.padNameDone', { d, n: left });
  });
  r.pad.classList.toggle('is-notes', m.noteMode);
  r.notesToggle.setAttribute('aria-pressed', String(m.noteMode));
  r.candidatesToggle.setAttribute('aria-pressed', String(m.candidates));
  const blocked = over || Boolean(m.paused);
  for (const b of [...r.digits, r.erase, r.hintButton, r.check, r.revealCell, r.revealAll]) setDisabledLook(b, blocked);
  setDisabledLook(r.undo, !snap.canUndo || Boolean(m.paused));
  setDisabledLook(r.redo, !snap.canRedo || Boolean(m.paused));

  renderHint(r, m.paused ? null : m.hint); // nothing of the board shows while paused
  r.over.hidden = !m.over;
  if (m.over) {
    r.overTitle.textContent = m.over.title;
    r.overText.textContent = m.over.text;
  }
}

/** The timer alone (redrawn each second): shown as 4:05, read as "4 minutes 5 seconds". */
export function renderClock(r, ms, hidden) {
  const { t } = r;
  r.timer.textContent = formatTime(ms);
  r.timer.setAttribute('aria-label', t('sudoku.time', { time: spokenTime(t, ms) }));
  r.timer.hidden = hidden;
  r.clock.classList.toggle('is-hidden', hidden);
  r.timerToggle.textContent = t(hidden ? 'sudoku.show' : 'sudoku.hide');
  r.timerToggle.setAttribute('aria-label', t(hidden ? 'sudoku.showTimer' : 'sudoku.hideTimer'));
}

function renderHint(r, hint) {
  const { t } = r;
  r.hint.hidden = !hint;
  if (!hint) return;
  const { result, step } = hint;
  const shown = result.steps[step];
  const many = result.steps.length > 1;
  const lang = pageLanguage(r.hint);
  const technique = techniqueName(shown.technique, lang);
  r.hintTitle.textContent = many ? t('sudoku.hintStep', { n: step + 1, of: result.steps.length, technique }) : t('sudoku.hintOne', { technique });
  r.hintText.textContent = say(shown.message, shown.explanation, lang); // the core's message in the page's language
  const { cell, digit } = result.leadsTo;
  r.hintLeads.textContent = t(many ? 'sudoku.leadsTo' : 'sudoku.so', { digit, cell: cellName(cell) });
  r.hintPrev.hidden = !many;
  r.hintNext.hidden = !many;
  setDisabledLook(r.hintPrev, step === 0);
  setDisabledLook(r.hintNext, step === result.steps.length - 1);
  r.hintApply.textContent = t('sudoku.place', { digit, cell: cellName(cell) });
}
