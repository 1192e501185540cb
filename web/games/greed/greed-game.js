// greed-game.js: the <greed-game> custom element: Greed against people and computers, in shadow DOM.
//
// Attributes (read when a game starts; a saved game in storage is resumed first):
//   players      seat letters, 2-6 of h (person), c (cautious computer), e (expected-points computer), w (win-probability computer),
//                e.g. "hce". When present and nothing is saved, the game starts without the setup form.
//   target       score that starts the final round (default 3000)
//   entry        points needed in one turn to get in (default 300)
//   choose-dice  the house rule "choose the scoring dice to keep" (off when absent: every scoring die is kept)
//   names        comma-separated player names ("Ada,Bob"); shown as text, never as HTML
//   seed         seeded dice (tests, replays): the same seed and moves give the same dice everywhere
//   storage-key  localStorage key of the saved game (default "kata-arcade:greed")
//   fast         computer players move without the ~600 ms pause, and dice do not tumble
//   sound        "on": sounds on by default (the player's own choice, remembered, wins)
//   coach        "on": the coach (chance to win, the better choice, the game's chart) on by default
//   page-keys    keys typed anywhere on the page (outside other components) play too, not only with focus inside
//   panels       the optional panels to show, among "rules" (default: all; "none": the board and its controls alone)
//   daily        the day's score attack (the same dice for everyone on a UTC date): daily (or "today") today's,
//                daily="2027-03-28" that day's; a day played here opens as it was left
// Events (bubbling, composed):
//   greed-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   arcade-sound  detail: { kind: 'dice' | 'disc' | 'win' } when a sound plays (sounds on)
//   greed-over    detail: { winners: [seat], names: [winner names], scores: [score per seat] }
// Parts: coach (the advice on the table), coach-chart (after the game), chart, coach-button.
// Properties and methods: snapshot, save, names, roll(), bank(), undo(), redo(), newGame().
// Theming: --arcade-accent, --arcade-bg, --arcade-fg, --arcade-muted, --arcade-surface,
//   --arcade-border, --arcade-table-bg, --arcade-table-fg, --arcade-die-bg, --arcade-die-pip,
//   --arcade-die-one, --arcade-score, --arcade-bust, --arcade-focus, --arcade-radius, --arcade-font;
//   ::part(root setup table tray die kept-die scoreboard score-strip player current-player rules banner event
//   notice winner button roll-button bank-button undo-button redo-button new-game-button ...).
// Keys: R roll, B bank, 1-5 keep or put back a die (house rule), U or Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (while focus is in the
// element, or with page-keys anywhere on the page outside other components; never while typing).
import { saveAt } from '../../common/engine.js';
import { quickPace } from '../../common/switch.js';
import { defineElement, prefersReducedMotion } from '../../common/element.js';
import { ControlledGameElement } from '../../common/game-controller.js';
import { diceStylesheet } from '../../common/dice.js';
import { GreedCoach } from './greed-coach.js';
import { describeChange, kindOf, nameOf, turnSentence } from './greed-text.js';
import greedWords from './greed-words.js';
import { buildLayout, keptOf, renderGame } from './greed-view.js';
import { readSeats, renderRules, renderSetup } from './greed-panels.js';
import { dailyGoal, dailyResult, dailyShare, dailyStart, parLayout, parTurns, renderPar } from './greed-daily.js';
import { dailyParts } from '../../common/daily-view.js';

const DEFAULTS = { players: 'hc', target: 3000, entry: 300, choose: false };

/** The seed attribute as the engine takes it: a number when all digits, else the text; null when absent. */
function seedOf(text) {
  const seed = text?.trim() ?? '';
  if (seed === '') return null;
  return /^\d+$/.test(seed) ? Number(seed) : seed;
}

/** The settings the element's attributes (`get(name)`) ask for, the defaults where they say nothing. */
function settingsFrom(get) {
  const letters = (get('players') || DEFAULTS.players).trim();
  const names = (get('names') ?? '').split(',');
  return {
    seats: [...letters].map((letter, i) => ({ letter, name: (names[i] ?? '').trim() })),
    target: get('target') ?? DEFAULTS.target,
    entry: get('entry') ?? DEFAULTS.entry,
    choose: get('choose-dice') != null,
  };
}

const validRecord = (d) => Array.isArray(d.names) && d.names.every((n) => typeof n === 'string')
  && (d.seed === null || ['string', 'number'].includes(typeof d.seed));

export class GreedGame extends ControlledGameElement {
  static styles = [new URL('../../common/game-fit.css', import.meta.url), new URL('./greed-accent.css', import.meta.url), diceStylesheet, new URL('./greed-game.css', import.meta.url)];

  #play;             // the shared controller (game-controller.js)
  #names = [];       // typed player names (the save holds seat kinds, not names)
  #seed = null;      // seeded dice (tests, replays), kept with the save
  #previous = null;  // the snapshot before the last move, for the "what just happened" line
  #tumble = false;   // the next render shows a roll just played
  #pick = null;      // house rule: { save, kept: Set of die indexes } for the roll waiting for its keep
  #par = null;      // par's turns in the day's attack: their panel, and the turns drawn for the finished game `save`
  #coach = new GreedCoach(this, () => this.#play.t, (seat, view) => nameOf(this.#play.t, this.#names, seat, view));

  get names() { const snap = this.#play.snap; return snap ? snap.view.seats.map((_, i) => this.#nameOf(i)) : []; }

  constructor() {
    super((controller) => {
      this.#play = controller;
      return this.#spec();
    });
  }

  // Under the house rule a roll waiting for its keep is kept as picked first, then the rest roll.
  roll() {
    const snap = this.#play.snap;
    const pick = this.#picked(snap);
    if (pick && !this.#play.notYourMove()) {
      if (!this.#play.play(`k${keptOf(snap.view, pick).faces.join('')}`)) return;
    }
    this.#play.play('r');
  }
  bank() { this.#play.play('b'); }
  newGame() { this.#play.showSetup(); }

  /** What <greed-game> hands the shared controller. @returns {import('../../common/game-spec.js').GameSpec} */
  #spec() {
    return {
      game: 'greed',
      name: 'Greed',
      pageWords: greedWords,
      messages: { fr: () => import('./greed-messages-fr.js'), it: () => import('./greed-messages-it.js'), he: () => import('./greed-messages-he.js') },
      storageKey: 'kata-arcade:greed',
      setupScreen: true,
      startsAtOnce: (element) => element.hasAttribute('players'),
      computerPause: 600,
      layout: (t) => {
        const r = buildLayout(t);
        r.setupScreen = r.setup;
        // Where the day's line and result go (daily-view.js).
        r.meta = r.turnMeta;
        r.overText = r.standings;
        this.#coach.build(r, () => this.#play.snap && this.#advise(this.#play.snap));
        renderRules(r, null);
        return r;
      },
      wire: (r, on) => this.#wire(r, on),
      renderSetup,
      readSetup: (r) => ({ seats: readSeats(r.seatList), target: r.target.value.trim(), entry: r.entry.value.trim(), choose: r.choose.checked }),
      setupFocus: (r) => r.seatList.querySelector('input'),
      fromAttributes: settingsFrom,
      // The day's attack (one seat, its turns) is no game to set up again: the setup offers the usual one.
      settingsOf: (view) => (view.turns ? settingsFrom((name) => this.getAttribute(name)) : {
        seats: view.seats.map((seat, i) => ({ letter: kindOf(seat.kind).letter, name: this.#names[i] ?? '' })),
        target: view.target,
        entry: view.entry,
        choose: view.choose,
      }),
      paramsOf: ({ seats, target, entry, choose }) => {
        const options = [seats.map((s) => s.letter).join('')];
        if (String(target ?? '').trim() !== '') options.push(`t${String(target).trim()}`);
        if (String(entry ?? '').trim() !== '') options.push(`e${String(entry).trim()}`);
        if (choose) options.push('k');
        return options.join(',');
      },
      // A new game (settings given) takes the seed attribute; moves use the game's own.
      random: (settings) => {
        const seed = settings ? seedOf(this.getAttribute('seed')) : this.#seed;
        return seed === null ? undefined : { seed };
      },
      fresh: (settings) => {
        this.#seed = seedOf(this.getAttribute('seed'));
        this.#names = settings ? settings.seats.map((s) => s.name ?? '') : [];
      },
      record: () => ({ names: this.#names, seed: this.#seed }),
      validRecord,
      restore: (record) => { this.#names = record.names; this.#seed = record.seed; },
      present: (snap, how, prev) => {
        this.#tumble = how === 'move' || how === 'computer';
        this.#previous = how === 'undo' || how === 'restore' ? this.#loadAt(snap, snap.position - 1) : how === 'new' ? null : prev;
      },
      render: (r, { snap }) => this.#render(r, snap),
      keepFocus: (focused) => this.#keepFocus(focused),
      shown: (snap) => this.#advise(snap),
      sound: (snap) => (snap.lastMove?.startsWith('r') ? 'dice' : null),
      narrate: (prev, snap, how) => (prev ? describeChange(this.#play.t, prev, snap, this.#names, how) : ''),
      finished: (snap, how) => {
        const title = this.#play.r.winnerTitle;
        if (title.dataset.fresh) {
          delete title.dataset.fresh;
          if (how !== 'restore') title.focus({ preventScroll: false });
        }
      },
      overDetail: (snap) => ({
        winners: [...snap.status.winners],
        names: snap.status.winners.map((seat) => this.#nameOf(seat)),
        scores: snap.view.seats.map((seat) => seat.score),
      }),
      seatName: (snap, seat) => this.#nameOf(seat),
      describeMove: () => '',
      words: {
        resumed: (snap) => this.#told('savedResumed', snap),
        started: (snap) => this.#told('newGameStarted', snap),
        opened: (snap) => this.#told('sharedOpened', snap),
        wait: (who) => this.#play.t('greed.wait', { who }),
      },
      daily: { start: dailyStart, goal: dailyGoal, result: dailyResult, share: dailyShare, unit: 'greed.daily.unit', ...dailyParts },
      key: (event, lower) => {
        if (event.repeat) return false;
        if (lower === 'r') this.roll();
        else if (lower === 'b') this.bank();
        else if (/^[1-5]$/.test(lower) && this.#picked(this.#play.snap)) this.#toggle(Number(lower) - 1);
        else return false;
        return true;
      },
    };
  }

  #wire(r, on) {
    r.roll.addEventListener('click', () => this.roll());
    r.bank.addEventListener('click', () => this.bank());
    r.tray.addEventListener('click', (event) => {
      const die = event.target.closest('[data-pick]');
      if (die) this.#toggle(Number(die.dataset.pick), true);
    });
    r.undo.addEventListener('click', () => this.undo());
    r.redo.addEventListener('click', () => this.redo());
    r.newGame.addEventListener('click', on.newGame);
    r.winnerNew.addEventListener('click', on.newGame);
    r.rematch.addEventListener('click', on.again);
    r.cancelSetup.addEventListener('click', on.closeSetup);
    r.addSeat.addEventListener('click', () => {
      const seats = readSeats(r.seatList);
      if (seats.length >= 6) return;
      this.#renderSetupSeats(r, [...seats, { name: '', letter: 'c' }]);
      r.seatList.lastElementChild.querySelector('input').focus();
    });
    r.seatList.addEventListener('click', (event) => {
      const button = event.target.closest('.remove-seat');
      if (!button) return;
      const seats = readSeats(r.seatList);
      seats.splice(Number(button.dataset.seat), 1);
      this.#renderSetupSeats(r, seats);
      r.addSeat.focus();
    });
    r.setupForm.addEventListener('submit', (event) => {
      event.preventDefault();
      on.setup();
    });
  }

  #renderSetupSeats(r, seats) {
    renderSetup(r, { seats, target: r.target.value, entry: r.entry.value, choose: r.choose.checked }, { canCancel: Boolean(this.#play.snap) });
  }

  // A roll just played tumbles its dice once: later renders of the same snapshot (the computer
  // starting to think) draw them still.
  #render(r, snap) {
    const animate = this.#tumble && snap.lastMove?.startsWith('r') && !quickPace(this) && !prefersReducedMotion();
    this.#tumble = false;
    renderGame(r, { snap, names: this.#names, earlier: this.#earlierRolls(snap), previous: this.#previous, animate, pick: this.#picked(snap) });
    renderRules(r, snap.view);
    this.#renderDaily(r, snap);
  }

  // The coach's numbers are par's own strategy: none while the day's attack is played.
  #advise(snap) { this.#coach.update(snap, this.#play.daily.active); }

  // In the day's attack: no rematch (a day is played once), and once it is over par's turns, replayed by the core.
  #renderDaily(r, snap) {
    const daily = this.#play.daily;
    r.rematch.hidden = daily.active;
    this.#par ??= { ui: parLayout(r.winner.querySelector('.winner-actions')), save: null, turns: null, total: 0 };
    const done = daily.active && daily.result() !== null;
    if (done && this.#par.save !== snap.save) {
      const challenge = daily.challenge();
      this.#par.save = snap.save;
      this.#par.turns = parTurns(this.#play.arcade.session, challenge);
      this.#par.total = challenge.answer.par;
    }
    renderPar(this.#par.ui, this.#play.t, done ? this.#par.turns : null, this.#par.total);
    // One player against par: the headline is the attack's end, not a win over nobody, and no standings.
    r.standings.hidden = daily.active;
    if (done) r.winnerTitle.textContent = dailyGoal(this.#play.t, snap, daily.challenge());
  }

  // A focused Roll/Bank button that just got disabled would drop focus to the page start: park it on
  // the table instead, and hand it back to Roll when the player's turn comes round again.
  #keepFocus(focused) {
    const r = this.#play.r;
    if ((focused === r.roll || focused === r.bank) && focused.disabled) {
      const other = focused === r.roll ? r.bank : r.roll;
      if (!other.disabled) other.focus();
      else r.table.focus({ preventScroll: true });
    } else if ((focused === r.table || focused === r.winnerTitle) && !r.roll.disabled) {
      r.roll.focus({ preventScroll: true });
    } else if (focused === r.winnerTitle && r.winner.hidden) {
      r.table.focus({ preventScroll: true });
    }
  }

  // House rule: the dice picked to keep from the roll waiting for its keep (every scoring die until
  // the person changes it), or null when no roll waits.
  #picked(snap) {
    if (!snap?.view.keeping) return null;
    if (this.#pick?.save !== snap.save) {
      const kept = new Set(snap.view.lastRoll.scoringMask.flatMap((scoring, i) => (scoring ? [i] : [])));
      this.#pick = { save: snap.save, kept };
    }
    return this.#pick.kept;
  }

  // Keeps or puts back die i of the roll (a scoring one), then redraws; focus stays on that die.
  #toggle(i, fromClick = false) {
    const snap = this.#play.snap;
    const kept = this.#picked(snap);
    if (!kept || !snap.view.lastRoll.scoringMask[i] || this.#play.notYourMove()) return;
    if (kept.has(i)) kept.delete(i);
    else kept.add(i);
    this.#render(this.#play.r, snap);
    if (fromClick || this.shadowRoot.activeElement?.closest?.('[data-pick]')) this.#play.r.tray.querySelector(`[data-pick="${i}"]`)?.focus();
  }

  // The snapshot at an earlier undo position, or null.
  #loadAt(snap, position) {
    const save = saveAt(snap.save, position);
    if (save === null) return null;
    try { return this.#play.arcade.session.load(save); } catch { return null; }
  }

  // The dice set aside by this turn's earlier rolls, read back from the engine at those positions:
  // each roll's scoring dice, or under the house rule each keep's dice (the tray shows the last).
  #earlierRolls(snap) {
    const earlier = [];
    const { choose } = snap.view;
    let later = snap;
    for (let p = snap.position - 1; p >= 0 && later.view.rollsThisTurn > 0 && later.view.current === snap.view.current; p -= 1) {
      const at = this.#loadAt(snap, p);
      if (!at) break;
      const move = later.lastMove ?? '';
      if (later !== snap && choose && move.startsWith('k')) {
        const hotDice = later.view.kept.length === at.view.lastRoll.dice.length;
        earlier.unshift({ scoring: later.view.kept, points: later.view.turnTotal - at.view.turnTotal, hotDice });
      } else if (later !== snap && !choose && move.startsWith('r')) {
        const roll = later.view.lastRoll;
        earlier.unshift({ scoring: roll.scoring, points: roll.points, hotDice: roll.hotDice });
      }
      later = at;
    }
    return earlier;
  }

  #nameOf(seat) { return nameOf(this.#play.t, this.#names, seat, this.#play.snap?.view); }

  // What is announced when a game starts, resumes or opens: `key`, then whose turn it is.
  #told(key, snap) { return `${this.#play.t(key)} ${turnSentence(this.#play.t, snap, this.#names)}`; }
}

defineElement('greed-game', GreedGame);
