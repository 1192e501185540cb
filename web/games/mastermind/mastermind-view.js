// mastermind-view.js: builds and updates the DOM of <mastermind-game> from engine snapshots (no rules here).
import { h, setDisabledLook } from '../../common/element.js';
import { onTouch } from '../../common/page-words.js';
import { codeText, createPeg, keyOf, pegName } from './mastermind-pegs.js';
import { feedbackText, feedbackWords, gameTitle, headline, nextStep, overSentence } from './mastermind-text.js';
import { buildSetup, renderRules, syncSetup } from './mastermind-panels.js';
import { renderRows, renderSecretRow } from './mastermind-guesses.js';
import { breakerTyping, friendEvent, friendHeadline, friendOverTitle } from './mastermind-friend.js';

const kbd = (key) => h('kbd', { 'aria-hidden': 'true' }, key);
const SVG = 'http://www.w3.org/2000/svg';

function svg(viewBox, className, shapes) {
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', viewBox);
  root.setAttribute('class', className);
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('focusable', 'false');
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, String(value));
    root.append(shape);
  }
  return root;
}

// A padlock, open when the code was cracked.
function padlock(open) {
  return svg('0 0 64 64', `padlock${open ? ' is-open' : ''}`, [
    ['path', { class: 'padlock-shackle', d: open ? 'M20 30V19a12 12 0 0 1 23.5-3.5' : 'M20 30V20a12 12 0 0 1 24 0v10' }],
    ['rect', { class: 'padlock-body', x: 12, y: 29, width: 40, height: 29, rx: 6 }],
    ['circle', { class: 'padlock-hole', cx: 32, cy: 41, r: 4 }],
    ['rect', { class: 'padlock-hole', x: 30.5, y: 42, width: 3, height: 8, rx: 1.5 }],
  ]);
}

function stepper(name, label) {
  const value = h('div', {
    class: 'stepper-value', role: 'spinbutton', tabindex: '0', 'aria-valuemin': '0', 'aria-valuemax': '4',
    'aria-valuenow': '0', 'aria-labelledby': `${name}-label`, 'data-stepper': name,
  }, '0');
  const minus = h('button', { type: 'button', class: 'btn btn-step', tabindex: '-1', 'data-stepper': name, 'data-step': '-1', part: 'button' }, '−');
  const plus = h('button', { type: 'button', class: 'btn btn-step', tabindex: '-1', 'data-stepper': name, 'data-step': '1', part: 'button' }, '+');
  const title = h('span', { class: 'stepper-name' }, label);
  const icon = h('span', { class: `key is-${name}`, 'aria-hidden': 'true' });
  const keyHint = h('span', { class: 'stepper-keys', 'aria-hidden': 'true' });
  const group = h('div', { class: `stepper stepper-${name}` },
    h('span', { id: `${name}-label`, class: 'stepper-label' }, icon, title), h('div', { class: 'stepper-row' }, minus, value, plus), keyHint);
  return { group, value, minus, plus, title, keyHint };
}

/** The whole skeleton, built once in the words of `t`; returns the elements later renders fill in. */
export function buildLayout(t) {
  const r = { t };

  // ---- the board ----
  r.headline = h('h2', { id: 'mm-headline', class: 'headline', tabindex: '-1' });
  r.meta = h('p', { class: 'meta' });
  r.secretLabel = h('span', { class: 'secret-label' });
  r.secretPegs = h('div', { class: 'secret-pegs', role: 'img' });
  r.secretSlots = h('div', { class: 'slots secret-slots', role: 'group', 'aria-label': t('mm.secretCodeGroup') });
  r.secretToggle = h('button', { type: 'button', class: 'btn btn-ghost secret-toggle', part: 'button' }, t('mm.hide'));
  r.secretRow = h('div', { class: 'secret-row', part: 'secret' }, r.secretLabel, r.secretPegs, r.secretSlots, r.secretToggle);

  r.slots = h('div', { class: 'slots', role: 'group', 'aria-label': t('mm.yourGuess') });
  r.currentNum = h('span', { class: 'row-num', 'aria-hidden': 'true' });
  r.currentKeys = h('span', { class: 'keys is-pending', 'aria-hidden': 'true' });
  r.currentRow = h('li', { class: 'row is-current', part: 'row current-row' }, r.currentNum, r.slots, r.currentKeys);
  // It scrolls once the guesses outgrow it: focusable, so keys can scroll it too.
  r.rows = h('ol', { class: 'rows', part: 'rows', 'aria-label': t('mm.guessesList'), tabindex: '0' });

  // Break: palette and actions.
  r.palette = h('div', { class: 'palette', part: 'palette', role: 'toolbar', 'aria-label': t('mm.colours') });
  r.clear = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button clear-button', 'aria-keyshortcuts': 'Backspace' }, h('span', { 'aria-hidden': 'true' }, '⌫'), ` ${t('mm.clear')}`);
  r.hint = h('button', { type: 'button', class: 'btn btn-quiet btn-hint', part: 'button hint-button', 'aria-keyshortcuts': 'H' }, h('span', { class: 'btn-text' }, t('mm.hint')), kbd('H'));
  r.submit = h('button', { type: 'button', class: 'btn btn-primary', part: 'button guess-button', 'aria-keyshortcuts': 'Enter' }, h('span', { class: 'btn-text' }, t('mm.guess')), kbd('⏎'));
  r.paletteHelp = h('p', { class: 'dock-help' });
  r.breakDock = h('div', { class: 'dock-break' }, r.palette, r.paletteHelp, h('div', { class: 'dock-actions' }, r.clear, r.hint, r.submit));

  // Make: pick a private secret, then answer.
  r.start = h('button', { type: 'button', class: 'btn btn-primary', part: 'button start-button', 'aria-keyshortcuts': 'Enter' }, h('span', { class: 'btn-text' }, t('mm.letGuess')), kbd('⏎'));
  r.secretClear = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button clear-button' }, h('span', { 'aria-hidden': 'true' }, '⌫'), ` ${t('mm.clear')}`);
  r.makeHelp = h('p', { class: 'dock-help' });
  r.friendDraw = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button draw-button' }, t('mm.friend.draw'));
  r.setupDock = h('div', { class: 'dock-make-setup' }, r.makeHelp, h('div', { class: 'dock-actions' }, r.secretClear, r.friendDraw, r.start));

  r.exact = stepper('exact', t('mm.Exact'));
  r.misplaced = stepper('misplaced', t('mm.Misplaced'));
  r.fromSecret = h('p', { class: 'from-secret' });
  r.useSecret = h('button', { type: 'button', class: 'btn btn-ghost', part: 'button' }, t('mm.useIt'));
  r.fromSecretRow = h('div', { class: 'from-secret-row' }, r.fromSecret, r.useSecret);
  r.send = h('button', { type: 'button', class: 'btn btn-primary', part: 'button answer-button', 'aria-keyshortcuts': 'Enter' }, h('span', { class: 'btn-text' }, t('mm.answer')), kbd('⏎'));
  r.remaining = h('p', { class: 'dock-help remaining' });
  r.answerDock = h('div', { class: 'dock-answer', role: 'group', 'aria-label': t('mm.yourAnswer') },
    h('div', { class: 'steppers' }, r.exact.group, r.misplaced.group), r.fromSecretRow, h('div', { class: 'dock-actions' }, r.send), r.remaining);

  r.thinkingText = h('p', { class: 'thinking-text' });
  r.stop = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button stop-button' }, t('stop'));
  r.resume = h('button', { type: 'button', class: 'btn btn-primary', part: 'button retry-button' }, t('mm.tryAgain'));
  r.thinkingDock = h('div', { class: 'dock-thinking' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), r.thinkingText, r.stop, r.resume);

  // A game with a friend while the friend is to move: what to do, and Send beside the board.
  r.friendText = h('p', { class: 'dock-help' });
  r.remoteSend = h('button', { type: 'button', class: 'btn btn-primary', part: 'button send-button' }, t('remote.send'));
  // A QR code of the link for a phone nearby (link-qr.js, as the grid games' Send row has it).
  r.remoteQr = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button qr-button', 'aria-haspopup': 'dialog' }, t('remote.showQr'));
  r.friendDock = h('div', { class: 'dock-friend' }, r.friendText, h('div', { class: 'dock-actions' }, r.remoteQr, r.remoteSend));

  r.dock = h('div', { class: 'dock', part: 'controls' }, r.breakDock, r.setupDock, r.answerDock, r.thinkingDock, r.friendDock);

  // Result.
  r.overIcon = h('div', { class: 'over-icon' });
  r.overTitle = h('h3', { class: 'over-title', tabindex: '-1' });
  r.overText = h('p', { class: 'over-text' });
  r.overCode = h('div', { class: 'over-code', role: 'img' });
  r.again = h('button', { type: 'button', class: 'btn btn-primary', part: 'button again-button' }, t('playAgain'));
  r.overSend = h('button', { type: 'button', class: 'btn btn-primary', part: 'button send-button', hidden: true }, t('remote.send'));
  r.overQr = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button qr-button', 'aria-haspopup': 'dialog', hidden: true }, t('remote.showQr'));
  r.over = h('div', { class: 'over', part: 'result', hidden: true },
    r.overIcon, h('div', { class: 'over-body' }, r.overTitle, r.overText, r.overCode), h('div', { class: 'over-actions' }, r.overQr, r.overSend, r.again));

  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });
  // The notice sits on the board, next to the controls whose refusals it explains.
  r.board = h('section', { class: 'board dark-board', part: 'board', 'aria-labelledby': 'mm-headline' },
    h('header', { class: 'board-head' }, r.headline, r.meta), r.secretRow, r.rows, r.over, r.notice, r.dock);

  // Under the board.
  r.event = h('p', { class: 'event', part: 'event' });
  r.shareNote = h('p', { class: 'share-note', part: 'share-note', role: 'status', 'aria-live': 'polite' });
  r.undo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button undo-button', 'aria-keyshortcuts': 'Control+Z' }, t('undo'));
  r.redo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button redo-button', 'aria-keyshortcuts': 'Control+Y' }, t('redo'));
  r.giveUp = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button give-up-button' }, t('mm.giveUp'));
  r.share = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button share-button' }, t('share'));
  r.newGame = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button new-game-button' }, t('newGame'));
  r.confirmYes = h('button', { type: 'button', class: 'btn btn-danger', part: 'button' }, t('mm.confirmYes'));
  r.confirmNo = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button' }, t('mm.keepPlaying'));
  r.confirm = h('div', { class: 'confirm', role: 'group', 'aria-labelledby': 'mm-confirm', hidden: true },
    h('p', { id: 'mm-confirm', class: 'confirm-text' }, t('mm.confirmText')), r.confirmYes, r.confirmNo);
  r.shareLink = h('input', { type: 'text', class: 'share-link', readonly: true, 'aria-label': t('mm.linkField'), hidden: true });
  r.friend = h('button', { type: 'button', class: 'btn btn-quiet', part: 'button friend-button' }, t('remote.playFriend'));
  r.tools = h('div', { class: 'tools' }, r.undo, r.redo, r.giveUp, r.share, r.friend, r.newGame);

  // ---- the side: new game, pegs, rules ----
  r.setupForm = buildSetup(r);
  r.setup = h('section', { class: 'setup panel', part: 'setup', 'data-panel': 'setup', 'aria-labelledby': 'mm-setup-title' }, r.setupForm);
  r.lookSymbols = h('input', { type: 'radio', name: 'look', value: 'symbols' });
  r.lookNumbers = h('input', { type: 'radio', name: 'look', value: 'numbers' });
  r.display = h('fieldset', { class: 'display panel', part: 'display', 'data-panel': 'setup' },
    h('legend', { class: 'panel-title' }, t('mm.pegsShow')),
    h('div', { class: 'choice-row' },
      h('label', { class: 'choice' }, r.lookSymbols, h('span', {}, t('mm.symbols'))),
      h('label', { class: 'choice' }, r.lookNumbers, h('span', {}, t('mm.numbers')))),
    h('p', { class: 'hint' }, t('mm.lookHint')));
  r.rulesBody = h('div', { class: 'rules-body' });
  r.rules = h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, h('summary', {}, t('rulesAndKeys')), r.rulesBody);

  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.board, h('div', { class: 'under-board' }, r.event, r.confirm, r.shareNote, r.shareLink), r.tools),
    h('div', { class: 'side-col' }, r.setup, r.display, r.rules));
  r.loading = h('p', { class: 'loading panel', role: 'status' }, t('grid.loading'));
  return r;
}

/**
 * Connects the controls to the element's handlers (`on`): the view turns clicks and form changes
 * into calls such as on.pick(colour) or on.setup(), and holds no game state itself.
 */
export function wireLayout(r, on) {
  r.palette.addEventListener('click', (event) => {
    const swatch = event.target.closest('.swatch');
    if (!swatch) return;
    for (const item of r.palette.children) item.tabIndex = item === swatch ? 0 : -1;
    on.pick(Number(swatch.dataset.colour));
  });
  for (const group of [r.slots, r.secretSlots]) {
    group.addEventListener('click', (event) => {
      const slot = event.target.closest('.slot');
      if (slot) on.selectSlot(Number(slot.dataset.slot), slot);
    });
  }
  for (const s of [r.exact, r.misplaced]) {
    for (const button of [s.minus, s.plus]) button.addEventListener('click', () => on.step(button.dataset.stepper, Number(button.dataset.step)));
  }
  const clicks = [[r.clear, on.clear], [r.secretClear, on.clear], [r.hint, on.hint], [r.submit, on.submit], [r.start, on.submit],
    [r.send, on.answer], [r.useSecret, on.useSecret], [r.stop, on.stop], [r.resume, on.resume], [r.secretToggle, on.toggleSecret],
    [r.undo, on.undo], [r.redo, on.redo], [r.giveUp, on.giveUp], [r.confirmYes, on.confirmGiveUp], [r.confirmNo, on.cancelGiveUp],
    [r.share, on.share], [r.newGame, on.newGame], [r.again, on.again],
    [r.friend, on.friend], [r.friendDraw, on.friendDraw], [r.remoteSend, on.share], [r.overSend, on.share]];
  for (const [button, handler] of clicks) button.addEventListener('click', () => handler());
  for (const button of [r.remoteQr, r.overQr]) button.addEventListener('click', () => on.qr(button));
  r.setupForm.addEventListener('change', () => syncSetup(r));
  r.setupForm.addEventListener('submit', (event) => {
    event.preventDefault();
    on.setup();
  });
  r.display.addEventListener('change', () => on.look(r.lookNumbers.checked ? 'numbers' : 'symbols'));
}

/** (Re)builds the palette and the slot buttons when the game's shape or the peg look changes. */
export function buildControls(r, view, look) {
  const { t } = r;
  const digits = look === 'digits';
  r.palette.setAttribute('aria-label', t(digits ? 'mm.digits' : 'mm.colours'));
  r.palette.replaceChildren(...Array.from({ length: view.colours }, (_, i) => {
    const n = i + 1;
    const button = h('button', {
      type: 'button', class: 'swatch', part: 'swatch', 'data-colour': String(n), tabindex: i === 0 ? '0' : '-1',
      'aria-label': digits ? t('mm.digitN', { n: keyOf(n) }) : pegName(t, n, look), 'aria-keyshortcuts': keyOf(n),
    }, createPeg(n, look, { part: false }), digits ? null : h('span', { class: `swatch-key key-badge${n === 10 ? ' is-ten' : ''}`, 'aria-hidden': 'true' }, keyOf(n)));
    return button;
  }));
  const slots = (group, prefix) => group.replaceChildren(...Array.from({ length: view.pegs }, (_, i) => {
    const slot = h('button', { type: 'button', class: 'slot', part: 'slot', 'data-slot': String(i), tabindex: i === 0 ? '0' : '-1' });
    slot.dataset.prefix = prefix;
    return slot;
  }));
  slots(r.slots, t('mm.slot'));
  slots(r.secretSlots, t('mm.secretSlot'));
  for (const s of [r.exact, r.misplaced]) s.value.setAttribute('aria-valuemax', String(view.pegs));
  const words = feedbackWords(t, view);
  r.exact.title.textContent = t(digits ? 'mm.Bulls' : 'mm.Exact');
  r.misplaced.title.textContent = t(digits ? 'mm.Cows' : 'mm.Misplaced');
  r.exact.minus.setAttribute('aria-label', t('mm.oneFewer', { what: words.exact }));
  r.exact.plus.setAttribute('aria-label', t('mm.oneMore', { what: words.exact }));
  r.misplaced.minus.setAttribute('aria-label', t('mm.oneFewer', { what: words.misplaced }));
  r.misplaced.plus.setAttribute('aria-label', t('mm.oneMore', { what: words.misplaced }));
  r.exact.keyHint.replaceChildren(kbd(digits ? 'B' : 'E'));
  r.misplaced.keyHint.replaceChildren(kbd(digits ? 'C' : 'M'));
  r.exact.value.setAttribute('aria-keyshortcuts', digits ? 'B Shift+B' : 'E Shift+E');
  r.misplaced.value.setAttribute('aria-keyshortcuts', digits ? 'C Shift+C' : 'M Shift+M');
}

/**
 * Updates the board from `m` = { snap, look, draft, active, secret, secretShown, answer: {exact,
 * misplaced}, thinking: { seconds } | null, stalled, settingUp (make mode before the computer's first
 * guess: the player may type a private secret), fromSecret: {exact, misplaced} | null, event, lang (the
 * element's language, for the core's sentences: languageOf) }.
 */
export function renderGame(r, m) {
  const { snap, look, friend } = m;
  const { t } = r;
  const { view, status } = snap;
  const digits = look === 'digits';
  // The palette, the slots and the rules are rebuilt when the game's shape or the peg look changes.
  const shape = `${view.pegs}/${view.colours}/${view.duplicates}/${look}`;
  if (r.shape !== shape) {
    r.shape = shape;
    buildControls(r, view, look);
    renderRules(r, view, look);
  }
  const make = view.mode === 'make';
  const over = status.over;
  // Make mode before the first guess: the player may set a private secret, until the computer starts.
  const { settingUp } = m;

  r.board.classList.toggle('is-digits', digits);
  r.board.classList.toggle('is-numbers', look === 'numbers');
  r.board.classList.toggle('is-make', make);
  r.board.classList.toggle('is-over', over);
  r.board.dataset.pegs = String(view.pegs);
  const firstGuess = make && !over && view.history.length === 0 && !settingUp;
  r.headline.textContent = firstGuess ? t(m.stalled ? 'mm.computerStopped' : 'mm.computerThinking') : (friend && friendHeadline(t, snap, friend)) || headline(t, snap);
  r.meta.textContent = gameTitle(t, view);

  renderSecretRow(r, m);
  renderRows(r, m);

  // The dock: what the player can do now.
  // A game with a friend: the breaker types a guess on its turn; otherwise the dock says what to do and sends the link.
  const typing = !friend || breakerTyping(friend, snap);
  r.dock.hidden = over;
  r.breakDock.hidden = make || over || settingUp || !typing;
  r.setupDock.hidden = !settingUp;
  r.friendDraw.hidden = !friend?.picking;
  r.start.querySelector('.btn-text').textContent = t(friend?.picking ? 'mm.friend.start' : 'mm.letGuess');
  r.friendDock.hidden = !friend || friend.picking || over || typing;
  if (!r.friendDock.hidden) r.friendText.textContent = friendEvent(t, snap, friend);
  r.hint.hidden = Boolean(friend);
  r.palette.hidden = !(r.setupDock.hidden === false || !r.breakDock.hidden);
  // The palette sits in whichever dock is showing.
  if (!r.breakDock.hidden && r.palette.parentNode !== r.breakDock) r.breakDock.prepend(r.palette);
  if (settingUp && r.palette.parentNode !== r.setupDock) r.setupDock.prepend(r.palette);
  r.answerDock.hidden = !(make && view.awaitingAnswer && !over);
  const waiting = make && !over && !settingUp && !view.awaitingAnswer;
  r.thinkingDock.hidden = !waiting;
  if (waiting) {
    r.thinkingText.textContent = m.stalled ? t('mm.stoppedBefore')
      : m.thinking && m.thinking.seconds >= 2 ? t('mm.computerThinkingFor', { s: m.thinking.seconds }) : t('mm.computerThinking');
    r.stop.hidden = Boolean(m.stalled);
    r.resume.hidden = !m.stalled;
    r.thinkingDock.classList.toggle('is-stalled', Boolean(m.stalled));
  }
  // On a touch screen the sentence names no key (its .touch form) and the keys do not follow.
  r.paletteHelp.replaceChildren(t(digits ? 'mm.pickDigit' : 'mm.pickColour'), ...(onTouch() ? [] : [' ', kbd(digits ? '0' : '1'), '–',
    kbd(digits ? '9' : keyOf(Math.min(view.colours, 10))), '. ', kbd('←'), kbd('→'), ` ${t('mm.moveSlots')}`]));
  r.makeHelp.textContent = t(friend?.picking ? 'mm.friend.pickHelp' : 'mm.makeHelp');
  if (!r.answerDock.hidden) {
    r.exact.value.textContent = String(m.answer.exact);
    r.exact.value.setAttribute('aria-valuenow', String(m.answer.exact));
    r.misplaced.value.textContent = String(m.answer.misplaced);
    r.misplaced.value.setAttribute('aria-valuenow', String(m.answer.misplaced));
    r.exact.minus.disabled = m.answer.exact <= 0;
    r.exact.plus.disabled = m.answer.exact >= view.pegs;
    r.misplaced.minus.disabled = m.answer.misplaced <= 0;
    r.misplaced.plus.disabled = m.answer.misplaced >= view.pegs;
    const answered = view.history.length - 1;
    r.remaining.hidden = answered < 1;
    r.remaining.textContent = t('mm.remaining', { n: view.remaining, answers: t('mm.answers', { n: answered }) });
    r.fromSecretRow.hidden = !m.fromSecret;
    if (m.fromSecret) {
      const same = m.fromSecret.exact === m.answer.exact && m.fromSecret.misplaced === m.answer.misplaced;
      r.fromSecret.textContent = t('mm.secretSays', { answer: feedbackText(t, view, m.fromSecret.exact, m.fromSecret.misplaced) });
      r.useSecret.hidden = same;
      r.fromSecretRow.classList.toggle('is-same', same);
    }
  }

  // Result.
  r.over.hidden = !over;
  if (over) {
    const won = (make || friend?.maker) ? !view.solved : view.solved;
    r.over.classList.toggle('is-win', won);
    r.overIcon.replaceChildren(padlock(view.solved));
    r.overTitle.textContent = friend ? friendOverTitle(t, snap, friend) : t(make ? (view.solved ? 'mm.computerCracked' : 'mm.heldOut')
      : view.solved ? 'mm.youCracked' : view.gaveUp ? 'mm.codeWas' : 'mm.outOfRowsBang');
    // The breaker's page has the code from the last link, whose every answer the core checked against it.
    const checked = friend?.revealed ? ` ${t('mm.friend.checked')}` : '';
    r.overText.textContent = `${overSentence(snap, m.lang)}${checked}`;
    const code = friend ? friend.code : make ? (view.solved ? view.history[view.history.length - 1].guess : m.secret) : view.secret;
    r.overCode.hidden = !code;
    if (code) {
      r.overCode.replaceChildren(...code.map((n) => createPeg(n, look)));
      r.overCode.setAttribute('aria-label', t(make && !view.solved ? 'mm.yourSecretIs' : 'mm.theCode', { code: codeText(code, look) }));
    }
  }

  // Tools.
  r.overSend.hidden = !friend || !over;
  r.overQr.hidden = r.overSend.hidden;
  setDisabledLook(r.undo, !snap.canUndo || (make && snap.position <= 0) || Boolean(friend));
  setDisabledLook(r.redo, !snap.canRedo || Boolean(friend));
  r.giveUp.hidden = make || Boolean(friend);
  setDisabledLook(r.giveUp, over);
  r.friend.hidden = Boolean(friend) && (friend.picking || !over);
  if (friend && !over) {
    // The dock says what to do while the friend is to move; the line says what happened, and whose turn it is.
    r.event.textContent = [m.event, typing && !friend.picking ? friendEvent(t, snap, friend) : ''].filter(Boolean).join(' ');
    return;
  }
  r.event.textContent = m.event ?? (firstGuess ? t('mm.firstGuess') : nextStep(t, snap, look, m.lang));
}

