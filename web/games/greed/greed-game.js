// greed-game.js: the <greed-game> custom element: Greed against people and computers, in shadow DOM.
//
// Attributes (read when a game starts; a saved game in storage is resumed first):
//   players      seat letters, 2-6 of h (person), c (cautious computer), e (expected-points computer), w (win-probability computer),
//                e.g. "hce". When present and nothing is saved, the game starts without the setup form.
//   target       score that starts the final round (default 3000)
//   entry        points needed in one turn to get in (default 300)
//   names        comma-separated player names ("Ada,Bob"); shown as text, never as HTML
//   seed         seeded dice (tests, replays): the same seed and moves give the same dice everywhere
//   storage-key  localStorage key of the saved game (default "kata-arcade:greed")
//   fast         computer players move without the ~600 ms pause, and dice do not tumble
// Events (bubbling, composed):
//   greed-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   greed-over    detail: { winners: [seat], names: [winner names], scores: [score per seat] }
// Properties and methods: snapshot, save, names, roll(), bank(), undo(), redo(), newGame().
// Theming: --arcade-accent, --arcade-bg, --arcade-fg, --arcade-muted, --arcade-surface,
//   --arcade-border, --arcade-table-bg, --arcade-table-fg, --arcade-die-bg, --arcade-die-pip,
//   --arcade-die-one, --arcade-score, --arcade-bust, --arcade-focus, --arcade-radius, --arcade-font;
//   ::part(root setup table tray die kept-die scoreboard player current-player rules banner event
//   notice winner button roll-button bank-button undo-button redo-button new-game-button ...).
// Keys: R roll, B bank, U or Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (while focus is in the
// element, or elsewhere on the page outside other components; never while typing in a text box).
import { engine, errorText, saveAt } from '../../common/engine.js';
import { defineElement, ownsKey, prefersReducedMotion, undoRedoKey } from '../../common/element.js';
import { GameElement, setNotice, showStartFailure } from '../../common/game-element.js';
import { createAnnouncer } from '../../common/announcer.js';
import { createStore } from '../../common/storage.js';
import { callEngine } from '../../common/engine-client.js';
import { diceStylesheet } from '../../common/dice.js';
import { describeChange, kindOf, nameOf, turnSentence } from './greed-text.js';
import { buildLayout, readSeats, renderGame, renderRules, renderSetup } from './greed-view.js';

const COMPUTER_DELAY_MS = 600;
const STORE_VERSION = 1;
const DEFAULTS = { players: 'hc', target: 3000, entry: 300 };

const validRecord = (d) => d && typeof d.save === 'string' && Array.isArray(d.names)
  && d.names.every((n) => typeof n === 'string') && (d.seed === null || ['string', 'number'].includes(typeof d.seed));

export class GreedGame extends GameElement {
  static styles = [diceStylesheet, new URL('./greed-game.css', import.meta.url)];

  /** @type {import('../../common/engine.js').Arcade | null} */
  #arcade = null;
  #store = null;
  #snap = null;
  #previous = null;  // the snapshot before the last move, for the "what just happened" line
  #names = [];
  #seed = null;
  /** @type {ReturnType<typeof setTimeout> | 0} */
  #timer = 0;
  #r = null;
  #announcer = null;

  get snapshot() { return this.#snap; }
  get save() { return this.#snap?.save ?? null; }
  get names() { return this.#snap ? this.#snap.view.seats.map((_, i) => this.#nameOf(i)) : []; }

  constructor() {
    super({
      boot: () => this.#boot(),
      resume: () => this.#scheduleComputer(),
      suspend: () => clearTimeout(this.#timer),
      key: (event) => this.#key(event),
    });
  }

  roll() { this.#human('r'); }
  bank() { this.#human('b'); }
  undo() { this.#act((save) => this.#arcade.session.undo(save), 'undo'); }
  redo() { this.#act((save) => this.#arcade.session.redo(save), 'redo'); }
  newGame() { this.#showSetup(); }

  async #boot() {
    const r = this.#r = buildLayout();
    this.root.append(r.loading, r.setup, r.game);
    this.#announcer = createAnnouncer(this.root);
    this.#wire();
    renderRules(r, null);
    try {
      this.#arcade = await engine();
    } catch (error) {
      showStartFailure(r.loading, error);
      return;
    }
    r.loading.hidden = true;
    this.#store = createStore(this.getAttribute('storage-key') || 'kata-arcade:greed', { version: STORE_VERSION, validate: validRecord });

    const record = this.#store.load();
    if (record) {
      let snap;
      try {
        snap = this.#arcade.session.load(record.save);
      } catch (error) {
        this.#showSetup(`Your saved game could not be loaded: ${errorText(error)} Start a new game below.`, undefined, { focus: false });
        return;
      }
      this.#names = record.names;
      this.#seed = record.seed;
      this.#previous = this.#loadAt(snap, snap.position - 1);
      this.#show(snap, { how: 'restore' });
      this.#announcer.announce(`Saved game resumed. ${turnSentence(snap, this.#names)}`);
      return;
    }
    if (this.hasAttribute('players')) {
      const settings = this.#attributeSettings();
      try {
        this.#start(settings);
      } catch (error) {
        this.#showSetup(errorText(error), settings, { focus: false });
      }
      return;
    }
    this.#showSetup('', undefined, { focus: false });
  }

  #wire() {
    const r = this.#r;
    r.roll.addEventListener('click', () => this.roll());
    r.bank.addEventListener('click', () => this.bank());
    r.undo.addEventListener('click', () => this.undo());
    r.redo.addEventListener('click', () => this.redo());
    r.newGame.addEventListener('click', () => this.#showSetup());
    r.winnerNew.addEventListener('click', () => this.#showSetup());
    r.rematch.addEventListener('click', () => this.#rematch());
    r.cancelSetup.addEventListener('click', () => this.#closeSetup());
    r.addSeat.addEventListener('click', () => {
      const seats = readSeats(r.seatList);
      if (seats.length >= 6) return;
      this.#renderSetupSeats([...seats, { name: '', letter: 'c' }]);
      r.seatList.lastElementChild.querySelector('input').focus();
    });
    r.seatList.addEventListener('click', (event) => {
      const button = event.target.closest('.remove-seat');
      if (!button) return;
      const seats = readSeats(r.seatList);
      seats.splice(Number(button.dataset.seat), 1);
      this.#renderSetupSeats(seats);
      r.addSeat.focus();
    });
    r.setupForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const seats = readSeats(r.seatList);
      try {
        this.#start({ seats, target: r.target.value.trim(), entry: r.entry.value.trim() });
      } catch (error) {
        r.setupError.textContent = errorText(error);
        r.setupError.hidden = false;
      }
    });
  }

  // ---- settings and games ----------------------------------------------------------------------

  #attributeSettings() {
    const letters = (this.getAttribute('players') || DEFAULTS.players).trim();
    const names = (this.getAttribute('names') ?? '').split(',');
    return {
      seats: [...letters].map((letter, i) => ({ letter, name: (names[i] ?? '').trim() })),
      target: this.getAttribute('target') ?? DEFAULTS.target,
      entry: this.getAttribute('entry') ?? DEFAULTS.entry,
    };
  }

  #currentSettings() {
    if (!this.#snap) return this.#attributeSettings();
    const { view } = this.#snap;
    return {
      seats: view.seats.map((seat, i) => ({ letter: kindOf(seat.kind).letter, name: this.#names[i] ?? '' })),
      target: view.target,
      entry: view.entry,
    };
  }

  // Starts a game; the engine validates everything and throws its sentence on bad settings.
  #start({ seats, target, entry }) {
    const options = [`${seats.map((s) => s.letter).join('')}`];
    if (String(target ?? '').trim() !== '') options.push(`t${String(target).trim()}`);
    if (String(entry ?? '').trim() !== '') options.push(`e${String(entry).trim()}`);
    const seedText = this.getAttribute('seed');
    const seed = seedText === null || seedText.trim() === '' ? null : (/^\d+$/.test(seedText.trim()) ? Number(seedText.trim()) : seedText.trim());
    const snap = this.#arcade.session.create('greed', { params: options.join(',') }, seed === null ? undefined : { seed });
    this.#seed = seed;
    this.#names = seats.map((s) => s.name ?? '');
    this.#previous = null;
    this.#show(snap, { how: 'new' });
    this.#announcer.announce(`New game. ${turnSentence(snap, this.#names)}`);
  }

  #rematch() {
    try {
      this.#start(this.#currentSettings());
    } catch (error) {
      this.#notice(errorText(error));
    }
  }

  #showSetup(error = '', settings = this.#currentSettings(), { focus = true } = {}) {
    const r = this.#r;
    clearTimeout(this.#timer);
    renderSetup(r, settings, { canCancel: Boolean(this.#snap) });
    r.setupError.textContent = error;
    r.setupError.hidden = !error;
    r.loading.hidden = true;
    r.setup.hidden = false;
    r.game.hidden = true;
    if (focus) r.seatList.querySelector('input')?.focus({ preventScroll: true });
  }

  #renderSetupSeats(seats) {
    const r = this.#r;
    renderSetup(r, { seats, target: r.target.value, entry: r.entry.value }, { canCancel: Boolean(this.#snap) });
  }

  #closeSetup() {
    this.#r.setup.hidden = true;
    this.#r.game.hidden = false;
    this.#scheduleComputer();
    this.#r.newGame.focus();
  }

  // ---- moves ------------------------------------------------------------------------------------

  #random() { return this.#seed === null ? undefined : { seed: this.#seed }; }

  #human(move) {
    if (!this.#snap || this.#r.game.hidden) return;
    const { status } = this.#snap;
    if (!status.over && status.computerToMove) {
      this.#notice(`Please wait: ${this.#nameOf(status.toMove)} is playing.`);
      return;
    }
    this.#act((save) => this.#arcade.session.play(save, move, this.#random()), 'move');
  }

  // Runs one engine call on the current save; a refusal leaves the game as it was and is shown.
  #act(call, how, by = 'human') {
    if (!this.#snap || this.#r.game.hidden) return;
    clearTimeout(this.#timer);
    const prev = this.#snap;
    let next;
    try {
      next = call(prev.save);
    } catch (error) {
      this.#notice(errorText(error));
      this.#scheduleComputer();
      return;
    }
    this.#previous = how === 'undo' ? this.#loadAt(next, next.position - 1) : prev;
    this.#show(next, { how, prev, by });
  }

  #scheduleComputer() {
    clearTimeout(this.#timer);
    const snap = this.#snap;
    if (!snap || snap.status.over || !snap.status.computerToMove || !this.isConnected || this.#r.game.hidden) return;
    const delay = this.flag('fast') || prefersReducedMotion() ? 0 : COMPUTER_DELAY_MS;
    this.#timer = setTimeout(() => this.#computerMove(), delay);
  }

  // The computer's move runs in the engine worker: the win-probability player's first decision
  // builds its table (seconds in wasm) and the page must stay responsive meanwhile. If the game
  // moved on while it thought (undo, new game), the answer is dropped.
  async #computerMove() {
    const prev = this.#snap;
    if (!prev || this.#r.game.hidden) return;
    let next;
    try {
      next = await callEngine('session.computer', [prev.save, this.#random()], { timeout: 60000 });
    } catch (error) {
      if (this.#snap === prev) this.#notice(errorText(error));
      return;
    }
    if (this.#snap !== prev || this.#r.game.hidden) return;
    this.#previous = prev;
    this.#show(next, { how: 'move', prev, by: 'computer' });
  }

  // Shows a snapshot, saves it, narrates it and lets the host page know.
  #show(snap, { how, prev = null, by = 'human' }) {
    const r = this.#r;
    this.#snap = snap;
    this.#persist();
    r.loading.hidden = true;
    r.setup.hidden = true;
    r.game.hidden = false;
    if (by === 'human') this.#notice('');

    const focused = this.shadowRoot.activeElement;
    const animate = how === 'move' && snap.lastMove?.startsWith('r') && !this.flag('fast') && !prefersReducedMotion();
    renderGame(r, { snap, names: this.#names, earlier: this.#earlierRolls(snap), previous: this.#previous, animate });
    renderRules(r, snap.view);
    this.toggleAttribute('data-over', snap.status.over);
    this.#keepFocus(focused);

    if (prev) this.#announcer.announce(describeChange(prev, snap, this.#names, how));
    if (snap.status.over && r.winnerTitle.dataset.fresh) {
      delete r.winnerTitle.dataset.fresh;
      if (how !== 'restore') r.winnerTitle.focus({ preventScroll: false });
    }
    this.emit('greed-change', snap);
    if (snap.status.over && (!prev || !prev.status.over) && how !== 'restore') {
      this.emit('greed-over', {
        winners: [...snap.status.winners],
        names: snap.status.winners.map((seat) => this.#nameOf(seat)),
        scores: snap.view.seats.map((seat) => seat.score),
      });
    }
    this.#scheduleComputer();
  }

  // A focused Roll/Bank button that just got disabled would drop focus to the page start: park it on
  // the table instead, and hand it back to Roll when the player's turn comes round again.
  #keepFocus(focused) {
    const r = this.#r;
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

  #persist() {
    try {
      this.#store.save({ save: this.#snap.save, names: this.#names, seed: this.#seed });
    } catch (error) {
      this.#notice(`The game could not be saved: ${errorText(error)}`);
    }
  }

  // The snapshot at an earlier undo position, or null.
  /** @returns {import('../../../wasm/arcade').Snapshot<import('../../../wasm/arcade').GreedView> | null} */
  #loadAt(snap, position) {
    const save = saveAt(snap.save, position);
    if (save === null) return null;
    try { return this.#arcade.session.load(save); } catch { return null; }
  }

  // The dice set aside by this turn's earlier rolls, read back from the engine at those positions.
  #earlierRolls(snap) {
    const earlier = [];
    for (let k = snap.view.rollsThisTurn - 1; k >= 1; k -= 1) {
      const roll = this.#loadAt(snap, snap.position - k)?.view.lastRoll;
      if (roll) earlier.push({ scoring: roll.scoring, points: roll.points, hotDice: roll.hotDice });
    }
    return earlier;
  }

  #nameOf(seat) { return nameOf(this.#names, seat, this.#snap?.view); }

  #notice(text) { setNotice(this.#r.notice, text); }

  // ---- keyboard ---------------------------------------------------------------------------------

  #key(event) {
    // Keys belong to this game when focus is inside it, or when focus is on the page outside any
    // other component and this is the page's first <greed-game>; never while typing in a field.
    if (event.defaultPrevented || event.altKey || !this.#snap || this.#r.game.hidden || !ownsKey(this, event)) return;
    const key = event.key.toLowerCase();
    const ctrl = event.ctrlKey || event.metaKey;
    const how = undoRedoKey(event);
    let action = null;
    if (how) action = () => this[how]();
    else if (!ctrl && !event.repeat) {
      if (key === 'r') action = () => this.roll();
      else if (key === 'b') action = () => this.bank();
      else if (key === 'u') action = () => this.undo();
    }
    if (!action) return;
    event.preventDefault();
    action();
  }
}

defineElement('greed-game', GreedGame);
