// mastermind-guesses.js: draws the rows of <mastermind-game>'s board: the secret row, the guesses played with their keys, the row being played and the empty rows to come.
import { h } from '../../common/element.js';
import { codeText, createPeg, paintPeg, pegName } from './mastermind-pegs.js';
import { feedbackText, rowLabel } from './mastermind-text.js';
import { breakerTyping, friendSecretWords } from './mastermind-friend.js';

// Boards longer than this show the next few empty rows and a count of the rest.
const ALL_ROWS_UP_TO = 12;
const FUTURE_ROWS_SHOWN = 3;

function paintSlots(t, group, code, active, look, { focusable = true } = {}) {
  [...group.children].forEach((slot, i) => {
    const n = code[i] ?? 0;
    paintPeg(slot, n, look);
    slot.classList.toggle('is-active', i === active);
    slot.tabIndex = focusable && i === active ? 0 : -1;
    const total = group.children.length;
    slot.setAttribute('aria-label', `${t('mm.slotLabel', { prefix: slot.dataset.prefix, n: i + 1, total, peg: pegName(t, n, look) })}${i === active ? t('mm.selected') : ''}`);
  });
}

function keysOf(t, view, exact, misplaced, digits) {
  if (exact === null) return h('span', { class: 'keys is-pending', 'aria-hidden': 'true' }, '?');
  if (digits) {
    return h('span', { class: 'keys is-text', 'aria-hidden': 'true' },
      h('span', { class: 'count is-exact' }, h('b', {}, String(exact)), ` ${t('mm.word.bull', { n: exact })}`),
      h('span', { class: 'count is-misplaced' }, h('b', {}, String(misplaced)), ` ${t('mm.word.cow', { n: misplaced })}`));
  }
  const keys = h('span', { class: 'keys', 'aria-hidden': 'true', title: feedbackText(t, view, exact, misplaced) });
  for (let i = 0; i < view.pegs; i += 1) {
    keys.append(h('span', { class: `key${i < exact ? ' is-exact' : i < exact + misplaced ? ' is-misplaced' : ''}` }));
  }
  return keys;
}

function emptyKeys(view, digits) {
  if (digits) return h('span', { class: 'keys is-text is-empty', 'aria-hidden': 'true' });
  const keys = h('span', { class: 'keys', 'aria-hidden': 'true' });
  for (let i = 0; i < view.pegs; i += 1) keys.append(h('span', { class: 'key' }));
  return keys;
}

const rowNum = (n) => h('span', { class: 'row-num', 'aria-hidden': 'true' }, String(n));
const pegsOf = (code, look, className = 'pegs') => h('span', { class: className, 'aria-hidden': 'true' }, code.map((n) => createPeg(n, look)));

/** The secret row (m as renderGame's): the hidden code (break), the player's private code (make). */
export function renderSecretRow(r, m) {
  const { t } = r;
  const { snap: { view, status }, look, settingUp } = m;
  const make = view.mode === 'make';
  const over = status.over;
  r.secretSlots.hidden = !settingUp;
  r.secretToggle.hidden = !make || settingUp || !m.secret;
  r.secretPegs.hidden = settingUp;
  if (m.friend) {
    // A game with a friend: the maker's own code (kept on this device), the breaker's hidden one until the last link reveals it.
    const words = friendSecretWords(t, m.friend, look);
    r.secretLabel.textContent = words.label;
    if (settingUp) {
      paintSlots(t, r.secretSlots, m.draft, m.active, look);
      return;
    }
    const code = m.friend.code;
    r.secretPegs.replaceChildren(...(code ? code.map((n) => createPeg(n, look)) : Array.from({ length: view.pegs }, () => h('span', { class: 'shield', 'aria-hidden': 'true' }, '?'))));
    r.secretPegs.setAttribute('aria-label', words.aria);
    return;
  }
  if (make) {
    r.secretLabel.textContent = t(settingUp ? 'mm.secretOptional' : 'mm.yourSecret');
    if (settingUp) paintSlots(t, r.secretSlots, m.draft, m.active, look);
    else if (m.secret && m.secretShown) {
      r.secretPegs.replaceChildren(...m.secret.map((n) => createPeg(n, look)));
      r.secretPegs.setAttribute('aria-label', t('mm.yourSecretIs', { code: codeText(m.secret, look) }));
    } else {
      r.secretPegs.replaceChildren(m.secret
        ? h('span', { class: 'secret-note' }, t('mm.hiddenNote'))
        : h('span', { class: 'secret-note' }, t('mm.notOnScreen')));
      r.secretPegs.setAttribute('aria-label', t(m.secret ? 'mm.secretHidden' : 'mm.secretNotOnScreen'));
    }
    r.secretToggle.textContent = t(m.secretShown ? 'mm.hide' : 'mm.show');
    r.secretToggle.setAttribute('aria-label', t(m.secretShown ? 'mm.hideSecret' : 'mm.showSecret'));
  } else {
    r.secretLabel.textContent = t('mm.secretCode');
    const revealed = over && view.secret;
    r.secretPegs.replaceChildren(...(revealed ? view.secret.map((n) => createPeg(n, look)) : Array.from({ length: view.pegs }, () => h('span', { class: 'shield', 'aria-hidden': 'true' }, '?'))));
    r.secretPegs.setAttribute('aria-label', revealed ? t('mm.theCode', { code: codeText(view.secret, look) }) : t('mm.codeHidden'));
  }
}

/** The rows (m as renderGame's): played, the one being played, the empty ones to come. */
export function renderRows(r, m) {
  const { t } = r;
  const { snap: { view, status }, look, settingUp } = m;
  const make = view.mode === 'make';
  const over = status.over;
  const digits = look === 'digits';
  const items = view.history.map((row, i) => {
    const current = make && row.exact === null && !over;
    return h('li', { class: `row${current ? ' is-current is-asking' : ''}`, part: current ? 'row current-row' : 'row' },
      rowNum(i + 1), pegsOf(row.guess, look), keysOf(t, view, row.exact, row.misplaced, digits),
      h('span', { class: 'visually-hidden' }, `${rowLabel(t, view, i, look)}.`));
  });
  let used = view.history.length;
  if (!over && !make && !settingUp && (!m.friend || breakerTyping(m.friend, m.snap))) {
    r.currentNum.textContent = String(used + 1);
    paintSlots(t, r.slots, m.draft, m.active, look);
    r.currentKeys.replaceChildren();
    items.push(r.currentRow);
    used += 1;
  } else if (!over && make && !view.awaitingAnswer && !settingUp) {
    items.push(h('li', { class: 'row is-current is-thinking', part: 'row current-row' }, rowNum(used + 1),
      h('span', { class: 'pegs', 'aria-hidden': 'true' }, Array.from({ length: view.pegs }, () => h('span', { class: 'peg is-empty is-pulsing' }))),
      h('span', { class: 'keys is-pending', 'aria-hidden': 'true' }),
      h('span', { class: 'visually-hidden' }, t('mm.guessThinking', { n: used + 1 }))));
    used += 1;
  }
  if (!over) {
    const future = view.rows - used;
    const shown = view.rows <= ALL_ROWS_UP_TO ? future : Math.min(future, FUTURE_ROWS_SHOWN);
    for (let i = 0; i < shown; i += 1) {
      items.push(h('li', { class: 'row is-future', 'aria-hidden': 'true' }, rowNum(used + i + 1),
        pegsOf(Array(view.pegs).fill(0), look), emptyKeys(view, digits)));
    }
    if (future > shown) items.push(h('li', { class: 'row is-more' }, t('mm.moreRows', { n: future - shown })));
  }
  r.rows.replaceChildren(...items);
  keepInViewSoon(r.rows);
  r.rows.setAttribute('aria-label', t('mm.rowsUsed', { n: view.history.length, rows: view.rows }));
}

// The list waiting for keepInView: measured in the next frame, once the whole view is drawn, so
// that a render forces no layout of its own (the first board's layout on a slow phone took twice
// as long when renderRows measured the rows half-drawn: issue 25).
const waiting = new Set();
// The lists scrolled away from their top (their 'scroll' events say so): only these can hide a
// first row, so a fresh game on any other measures nothing at all.
const scrolled = new WeakSet();
const watched = new WeakSet();

function keepInViewSoon(list) {
  if (!watched.has(list)) {
    watched.add(list);
    list.addEventListener('scroll', () => (list.scrollTop > 0 ? scrolled.add(list) : scrolled.delete(list)), { passive: true });
  }
  if (list.querySelector('.is-current') === list.firstElementChild && !scrolled.has(list)) return;
  if (waiting.size === 0) {
    requestAnimationFrame(() => {
      for (const l of waiting) if (l.isConnected) keepInView(l, l.querySelector('.is-current'));
      waiting.clear();
    });
  }
  waiting.add(list);
}

/**
 * Scrolls the list `list` (not the page) so that `row` shows, and the row played before it with its
 * answer (issue 29); the list is their offset parent (CSS).
 */
function keepInView(list, row) {
  if (!row) return;
  const top = (row.previousElementSibling ?? row).offsetTop;
  const bottom = row.offsetTop + row.offsetHeight;
  if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  else if (top < list.scrollTop) list.scrollTop = top;
}
