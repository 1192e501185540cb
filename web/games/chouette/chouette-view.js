// chouette-view.js: the DOM of <chouette-game> (no rules here): the layout, the table with its dice and effects, the scoreboard.
import { createDie } from '../../common/dice.js';
import { h } from '../../common/element.js';
import { buildScoreStrip, renderScoreStrip } from '../../common/score-strip.js';
import { LANGUAGES, LANGUAGE_NAMES } from '../../common/page-words.js';
import { effectItem, kbd, withCalls } from './chouette-dom.js';
import { renderHistory } from './chouette-history.js';
import { comboExplain, comboLabel, headline, moveSentence, prompt, raceKey, scoreText, winnerSentence } from './chouette-text.js';

// Static labels: [element, key of the label table], refreshed when the language changes.
function labelled(r, element, key) {
  r.labels.push([element, key]);
  return element;
}

/** The skeleton, built once; `setup` is the setup section (chouette-setup.js). */
export function buildLayout(setup) {
  const r = { labels: [] };
  const button = (key, attrs, ...rest) => labelled(r, h('button', { type: 'button', class: 'btn btn-quiet', ...attrs }, ...rest), key);

  // The language switch: a button per language, each in its own words, the current one pressed.
  r.langButtons = LANGUAGES.map((lang) => h('button', { type: 'button', class: 'lang-btn', lang, 'data-lang': lang, part: 'button lang-button' }, LANGUAGE_NAMES[lang]));
  r.langLabel = labelled(r, h('span', { class: 'lang-label', id: 'lang-label' }), 'language');
  r.langGroup = h('div', { class: 'lang', role: 'group', 'aria-labelledby': 'lang-label' }, r.langLabel, ...r.langButtons);
  r.scribeBadge = labelled(r, h('span', { class: 'badge', hidden: true }), 'scribeOn');
  r.bar = h('div', { class: 'topbar' }, r.langGroup, r.scribeBadge);

  r.loading = labelled(r, h('p', { class: 'loading panel', role: 'status' }), 'loading');

  // The table.
  r.headline = h('h2', { class: 'headline', tabindex: '-1' });
  r.meta = h('p', { class: 'meta' });
  r.tray = h('div', { class: 'tray', part: 'tray' });
  r.scoreStrip = buildScoreStrip('Scores');
  r.combo = h('p', { class: 'combo', part: 'combination' });
  r.explain = h('p', { class: 'explain' });
  r.what = h('p', { class: 'what' });
  r.effects = h('ul', { class: 'effects', part: 'effects', 'aria-label': 'Effects' });
  r.prompt = h('p', { class: 'prompt', part: 'prompt' });
  r.panel = h('div', { class: 'action-panel', part: 'actions controls' });
  r.play = h('div', { class: 'play' }, h('header', { class: 'table-head' }, r.headline, r.meta),
    r.scoreStrip, r.tray, r.combo, r.explain, r.what, r.effects, r.prompt, r.panel);
  r.winnerTitle = h('h2', { class: 'winner-title', tabindex: '-1' });
  r.standings = h('ol', { class: 'standings' });
  r.playAgain = button('playAgain', { class: 'btn btn-primary', part: 'button play-again-button' });
  r.winnerNew = button('newGame', { part: 'button new-game-button' });
  r.winner = h('div', { class: 'winner', part: 'winner', hidden: true },
    h('span', { class: 'winner-dice', 'aria-hidden': 'true' }, [6, 6, 6].map((v) => createDie(v, { part: false }))), r.winnerTitle,
    labelled(r, h('h3', { class: 'standings-title' }), 'standings'), r.standings,
    h('div', { class: 'winner-actions' }, r.playAgain, r.winnerNew));
  r.table = h('section', { class: 'table', part: 'table board', tabindex: '-1', 'aria-labelledby': 'table-title' },
    h('h2', { id: 'table-title', class: 'visually-hidden' }, 'Table'), r.play, r.winner);

  r.notice = h('p', { class: 'notice', part: 'notice', role: 'status', 'aria-live': 'polite' });
  r.undo = button('undo', { part: 'button undo-button', 'aria-keyshortcuts': 'U Control+Z' });
  r.redo = button('redo', { part: 'button redo-button', 'aria-keyshortcuts': 'Control+Y' });
  r.share = button('share', { part: 'button share-button' });
  r.newGame = button('newGame', { part: 'button new-game-button' });
  r.shareNote = h('p', { class: 'share-note', role: 'status' });
  r.shareLink = h('input', { class: 'share-link', type: 'text', readonly: true, hidden: true, 'aria-label': 'Link to this game' });
  r.tools = h('div', { class: 'tools' }, r.undo, r.redo, r.share, r.newGame);

  // The side: scores, history, referee, rules.
  r.scores = h('ol', { class: 'scores' });
  r.scoreboard = h('section', { class: 'scoreboard panel', part: 'scoreboard', 'aria-labelledby': 'scores-title' },
    labelled(r, h('h2', { id: 'scores-title', class: 'panel-title' }), 'scores'), r.scores);
  r.historyList = h('ol', { class: 'history-list' });
  r.historyNote = h('p', { class: 'hint history-note', hidden: true });
  r.history = h('section', { class: 'history panel', part: 'history', 'aria-labelledby': 'history-title' },
    labelled(r, h('h2', { id: 'history-title', class: 'panel-title' }), 'history'), r.historyNote,
    h('div', { class: 'history-scroll', tabindex: '0', 'aria-labelledby': 'history-title' }, r.historyList));
  r.refereeBody = h('div', { class: 'referee-body' });
  r.referee = h('details', { class: 'referee panel rules', part: 'referee' }, labelled(r, h('summary'), 'referee'), r.refereeBody);
  r.rulesBody = h('div', { class: 'rules-body' });
  r.rules = h('details', { class: 'rules panel', part: 'rules', 'data-panel': 'rules' }, labelled(r, h('summary'), 'rules'), r.rulesBody);

  r.game = h('div', { class: 'game', part: 'game', hidden: true },
    h('div', { class: 'main-col' }, r.table, r.notice, r.tools, r.shareNote, r.shareLink),
    h('div', { class: 'side-col' }, r.scoreboard, r.history, r.referee, r.rules));
  r.setup = setup;
  return r;
}

/** Static labels and the language switch in the chosen language. */
export function renderLabels(r, ctx) {
  for (const [element, key] of r.labels) element.textContent = ctx.w[key];
  for (const button of r.langButtons) button.setAttribute('aria-pressed', String(button.dataset.lang === ctx.lang));
  r.effects.setAttribute('aria-label', ctx.w.effectsLabel);
  r.scoreStrip.setAttribute('aria-label', ctx.w.scores);
  r.table.querySelector('#table-title').textContent = ctx.w.tableTitle;
  r.shareLink.setAttribute('aria-label', ctx.w.shareLinkLabel);
}

/**
 * Updates the table, the scoreboard and the history from m = { snap, ctx, kinds, history, entry
 * (the last move's history entry or null), animate, race }.
 */
export function renderGame(r, m) {
  const { snap, ctx } = m;
  const { view } = snap;
  r.headline.textContent = headline(view, ctx);
  r.meta.textContent = view.window === 'over' ? '' : ctx.w.meta(view.events, view.target);
  renderTray(r, m);
  // The combination of the dice shown, unless they are a Soufflette's try (those do not score).
  const current = view.dice.length === 3 && !m.trayShowsOther && !m.trayPrevious && m.entry?.window !== 'soufflette-throws';
  r.combo.textContent = current && view.combination ? comboLabel(view.combination, ctx) : '';
  r.explain.replaceChildren(...(current && view.combination ? withCalls(comboExplain(view.combination, ctx)) : []));
  r.what.replaceChildren(...(m.entry ? withCalls(moveSentence(m.entry, ctx)) : []));
  r.effects.replaceChildren(...view.effects.map((e, i) => effectItem({ ...e, message: view.effectMessages?.[i] ?? null }, ctx)));
  r.effects.classList.toggle('is-fresh', Boolean(m.animate));
  r.prompt.replaceChildren(...withCalls(prompt(view, ctx)));
  if (snap.canUndo) r.undo.removeAttribute('aria-disabled'); else r.undo.setAttribute('aria-disabled', 'true');
  if (snap.canRedo) r.redo.removeAttribute('aria-disabled'); else r.redo.setAttribute('aria-disabled', 'true');
  renderScores(r, m);
  renderHistory(r.historyList, m.history, snap.position, ctx);
  renderWinner(r, m);
}

// The dice: the turn's chouettes and cul, a throw-off or tie-break with each player's die, a
// sirotage's re-thrown die, or empty places before the first throw.
function renderTray(r, m) {
  const { snap, ctx, entry } = m;
  const { view } = snap;
  m.trayShowsOther = false;
  // A throw-off or tie-break: one die per player, with their names (empty before the first).
  const thrown = entry?.verb === 'throw';
  const byGroup = thrown && entry.group.length > 0;
  const group = byGroup ? { seats: entry.group, dice: entry.dice }
    : view.window === 'throw-off' ? { seats: view.tied, dice: view.tied.map(() => 0) } : null;
  if (group) {
    m.trayShowsOther = true;
    r.tray.classList.remove('is-previous');
    r.tray.setAttribute('aria-label', byGroup ? moveSentence(entry, ctx) : ctx.w.throwOff);
    r.tray.replaceChildren(h('div', { class: 'tie-dice' },
      group.seats.map((seat, i) => h('figure', { class: 'tie-die' },
        createDie(group.dice[i], { className: m.animate ? 'is-landing' : '', label: `${ctx.name(seat)}: ${group.dice[i] || ctx.w.notThrown}` }),
        h('figcaption', {}, ctx.name(seat))))));
    return;
  }
  let dice = view.dice;
  let by = view.diceBy;
  let odd = -1;
  // Dice stay bright while what follows concerns them; after a referee's move they are history.
  let previous = ['bevue', 'correct', 'die'].includes(entry?.verb);
  if (view.partial.length) {
    dice = [...view.partial, 0, 0, 0].slice(0, 3);
    by = view.turn;
    previous = false;
  } else if (thrown && entry.window === 'bets' && dice.length === 3) {
    // The sirotage: the odd die of the Chouette was thrown again.
    const pair = dice.find((d, i) => dice.indexOf(d) !== i);
    odd = dice.findIndex((d) => d !== pair);
    dice = dice.map((d, i) => (i === odd ? entry.dice[0] : d));
    m.trayShowsOther = true;
  }
  if (dice.length !== 3) dice = [0, 0, 0];
  const who = by === null || by === undefined ? null : ctx.name(by);
  // Only the dice the last move threw land: the last `fresh` of those shown, or the odd die.
  const shown = view.partial.length || 3;
  const fresh = m.animate && thrown ? entry.thrown : 0;
  const lands = (i) => (odd >= 0 ? i === odd : i < shown && i >= shown - fresh);
  const die = (value, i) => createDie(value, {
    className: [value && fresh && lands(i) ? 'is-landing' : '', i === 2 ? 'is-cul' : '', i === odd ? 'is-sirop' : ''].filter(Boolean).join(' '),
    label: value ? `${i === 2 ? ctx.w.cul : ctx.w.chouettes}: ${value}` : `${i === 2 ? ctx.w.cul : ctx.w.chouettes}: ${ctx.w.notThrown}`,
  });
  m.trayPrevious = previous;
  r.tray.classList.toggle('is-previous', previous);
  r.tray.setAttribute('aria-label', who ? ctx.w.lastThrowBy(who) : ctx.w.notThrown);
  r.tray.setAttribute('role', 'group');
  r.tray.replaceChildren(
    h('figure', { class: 'dice-group chouettes' }, h('span', { class: 'dice' }, die(dice[0], 0), die(dice[1], 1)), h('figcaption', {}, ctx.w.chouettes)),
    h('figure', { class: 'dice-group cul' }, h('span', { class: 'dice' }, die(dice[2], 2)), h('figcaption', {}, ctx.w.cul)),
    ...(who ? [h('p', { class: 'thrower' }, ctx.w.lastThrowBy(who))] : []));
}

function renderScores(r, m) {
  const { snap, ctx, kinds } = m;
  const { view } = snap;
  const over = view.window === 'over';
  r.scores.replaceChildren(...view.players.map((p, seat) => {
    const current = !over && seat === view.turn && view.window !== 'throw-off';
    const winner = over && seat === view.winner;
    const bar = h('span', { class: 'bar' });
    bar.style.setProperty('--progress', String(Math.max(0, Math.min(1, p.score / view.target))));
    const kind = kinds[seat] === 'c' ? ctx.w.computerKind : ctx.w.personKind;
    return h('li', { class: `player${current ? ' is-current' : ''}${winner ? ' is-winner' : ''}`, part: `player${current ? ' current-player' : ''}`, 'aria-current': current ? 'true' : false },
      h('span', { class: 'race-key' }, kbd(raceKey(seat)), h('span', { class: 'visually-hidden' }, ctx.w.raceKey(raceKey(seat)))),
      h('span', { class: 'player-main' },
        h('span', { class: 'player-name' }, ctx.name(seat)),
        h('span', { class: 'player-kind' }, kind, p.teammate === null || p.teammate === undefined ? '' : ` · ${ctx.w.teammateOf(ctx.name(p.teammate))}`,
          current ? ` · ${ctx.w.toPlay}` : '', winner ? ` · ${ctx.w.winner}` : ''),
        h('span', { class: 'progress', 'aria-hidden': 'true' }, bar),
        tokenChips(p.tokens, ctx)),
      h('span', { class: 'player-score' }, h('span', { class: 'visually-hidden' }, `${ctx.w.scoreWord} `), scoreText(p.score)));
  }));
  renderScoreStrip(r.scoreStrip, view.players.map((p, seat) => ({
    name: ctx.name(seat), score: scoreText(p.score), current: !over && seat === view.turn && view.window !== 'throw-off', winner: over && seat === view.winner,
  })));
}

function tokenChips(tokens, ctx) {
  const held = [
    tokens.grelottine && 'Grelottine', tokens.civet && 'Civet', tokens.passeGrelot && 'Passe-Grelot',
    tokens.boucliette && 'Boucliette', tokens.jarrets > 0 && (tokens.jarrets > 1 ? `Jarret × ${tokens.jarrets}` : 'Jarret'),
  ].filter(Boolean);
  if (!held.length) return null;
  return h('span', { class: 'tokens', role: 'list', 'aria-label': ctx.w.tokens },
    held.map((t) => h('span', { class: `token token-${t.split(' ')[0].toLowerCase()}`, role: 'listitem', part: 'token' }, t)));
}

function renderWinner(r, m) {
  const { snap, ctx } = m;
  const { view } = snap;
  const over = view.window === 'over';
  const wasHidden = r.winner.hidden;
  r.winner.hidden = !over;
  r.play.hidden = over;
  if (!over) return;
  r.winnerTitle.textContent = winnerSentence(view, ctx);
  const order = view.players.map((_, i) => i).sort((a, b) => view.players[b].score - view.players[a].score || a - b);
  r.standings.replaceChildren(...order.map((seat) => h('li', { class: seat === view.winner ? 'is-winner' : '' },
    h('span', { class: 'standing-name' }, ctx.name(seat)), h('span', { class: 'standing-score' }, scoreText(view.players[seat].score)))));
  if (wasHidden) r.winnerTitle.dataset.fresh = 'true';
}
