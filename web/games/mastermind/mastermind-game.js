// mastermind-game.js: the <mastermind-game> custom element: Mastermind and Bulls & Cows, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   preset       classic (4 pegs, 6 colours, 10 rows), super (5, 8, 12) or bulls (Bulls & Cows:
//                4 different digits); default classic
//   pegs, colours, rows, duplicates
//                a custom game instead (2-8 pegs, 2-10 colours, 1-30 rows; duplicates="false" for
//                codes without repeats); the engine judges the values and says what is wrong
//   mode         break (you break the computer's code, the default) or make (the computer breaks yours)
//   strategy     the computer's way of guessing in make mode: best (default), optimal, knuth or consistent
//   seed         a whole number: the same seed gives the same secret (tests, replays)
//   game-id      a game to start, as shared by link: "mastermind:p4,c6,r10:<code>" (or a whole save)
//   daily        the day's challenge (the same for everyone on a UTC date): daily (or "today") today's,
//                daily="2027-03-28" that day's; a day played here opens as it was left (a link comes first)
//   look         symbols (default) or numbers: what colour pegs carry besides their colour
//   storage-key  localStorage key of the saved game (default "kata-arcade:mastermind")
//   fast         the computer's guesses appear without the short pause
//   sound        "on": sounds on by default (a won game's fanfare; the player's remembered choice wins)
//   coach        "on": the coach (codes still possible after each guess, and after the game the
//                strongest breaker's guesses on the same secret) on by default (the player's choice wins)
// Events (bubbling, composed):
//   mastermind-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   mastermind-over    detail: { mode, solved, gaveUp, guesses, secret, winner: 'you' | 'computer' | 'friend' }
// Play a friend: the player makes the code (picked on the board or drawn), which stays on this
//   device; the friend breaks it on theirs, the two passing turn links (mastermind-friend.js).
// Properties and methods: snapshot, save, gameId, look (writable, as the display control), draft,
//   thinking, paused, pick(colour), guess(), hint(), answer(exact, misplaced), undo(), redo(), giveUp(),
//   loadGame(id), newGame(settings).
// Theming: --arcade-font, --arcade-fg, --arcade-muted, --arcade-surface, --arcade-surface-muted,
//   --arcade-border, --arcade-accent, --arcade-accent-strong, --arcade-on-accent, --arcade-focus,
//   --arcade-radius, --arcade-shadow, --arcade-board-bg, --arcade-board-fg, --arcade-board-muted,
//   --arcade-hole, --arcade-peg-1 … --arcade-peg-10, --arcade-key-exact, --arcade-key-misplaced;
//   ::part(root game board secret rows row current-row peg slot palette swatch controls result
//   notice event setup display rules coach chart button guess-button hint-button answer-button
//   undo-button coach-button ...).
// Keys (focus in the element, or on the page outside other components): 1-9 and 0 colours,
// ←/→ slots, Backspace clear, Enter guess/answer/start, H hint, E/M (B/C) answer counts (Shift:
// fewer), Ctrl+Z / U undo, Ctrl+Y redo.
import { defineElement } from '../../common/element.js';
import { ControlledGameElement } from '../../common/game-controller.js';
import { errorMessage, languageOf } from '../../common/words.js';
import { focusSwatch, keyCommand } from './mastermind-input.js';
import { dailyResult, dailyShare } from './mastermind-daily.js';
import { dailyParts } from '../../common/daily-view.js';
import { MastermindCoach } from './mastermind-coach.js';
import { MakeMode } from './mastermind-make.js';
import { Row, codeLetters } from './mastermind-row.js';
import { recordOf, restoreFrom, seedOf, validRecord } from './mastermind-record.js';
import {
  describeChange, gameTitle, hintSentence, isDigits, lookChoice, lookOf, nextStep, notAColourSentence, paramsOf, rowClosedSentence, settingsFromAttributes, settingsOf, shownSentence,
} from './mastermind-text.js';
import { buildLayout, renderGame, wireLayout } from './mastermind-view.js';
import { readSetup, renderSetup } from './mastermind-panels.js';
import mastermindWords from './mastermind-words.js';
import gridWords from '../../common/grid/grid-words.js';
import { remoteParts } from '../../common/game-remote.js';
import { FriendMode, MAKER, breakerTyping, friendModel } from './mastermind-friend.js';

const HINT_TIMEOUT_MS = 20000;

export class MastermindGame extends ControlledGameElement {
  static styles = [new URL('../../common/game-fit.css', import.meta.url), new URL('./mastermind-accent.css', import.meta.url), new URL('./mastermind-game.css', import.meta.url)];

  #play;               // the shared controller (game-controller.js)
  #look = 'symbols';   // what pegs carry besides their colour: symbols or numbers (digits games: digits)
  #row = new Row();    // the row being typed: a guess or, in make mode, the private secret
  #make = new MakeMode();
  #friend = new FriendMode();  // a game with a friend on another device: picking its code
  #seed = null;        // seeded secrets and guesses (tests, replays), kept with the save
  #event = null;       // the line under the board, when something more specific than the next step
  #resume = null;      // the controller's "let the computer move"
  #coach = new MastermindCoach(this, () => this.look);

  /** The shareable id: the save's first three fields (game, params, disguised secret). */
  get gameId() { return this.snapshot ? this.snapshot.save.split(':').slice(0, 3).join(':') : null; }
  get look() { return this.snapshot ? lookOf(this.snapshot.view, this.#look) : this.#look; }
  set look(look) { this.#setLook(look); }
  get draft() { return [...this.#row.code]; }

  constructor() {
    super((play) => {
      this.#play = play;
      return this.#spec();
    });
  }

  pick(colour) { this.#pick(colour); }
  guess() { this.#submit(); }
  hint() { return this.#hint(); }
  answer(exact, misplaced) {
    const { answer } = this.#make;
    this.#make.answer = { exact: Number.isInteger(exact) ? exact : answer.exact, misplaced: Number.isInteger(misplaced) ? misplaced : answer.misplaced };
    this.#sendAnswer();
  }
  giveUp() { if (this.#play && !this.#finished()) this.#play.play('x'); }

  // What is announced when a game starts, resumes or opens (`key`): its title and what comes next.
  #told(key, snap) {
    const { t } = this.#play;
    return t(key, { title: gameTitle(t, snap.view), next: nextStep(t, snap, this.look, languageOf(this)) });
  }

  /** What <mastermind-game> hands the shared controller. @returns {import('../../common/game-spec.js').GameSpec} */
  #spec() {
    this.#look = this.getAttribute('look') === 'numbers' ? 'numbers' : 'symbols';
    const words = (key) => this.#play.t(key);
    return {
      game: 'mastermind',
      name: 'Mastermind',
      pageWords: { ...mastermindWords, ...gridWords },
      messages: { fr: () => import('./mastermind-messages-fr.js'), it: () => import('./mastermind-messages-it.js'), he: () => import('./mastermind-messages-he.js') },
      storageKey: 'kata-arcade:mastermind',
      // Played with a friend by turn links (version 2: the maker's code stays on its device).
      remote: { ...remoteParts, secret: { holder: MAKER, code: () => this.#friend.code() } },
      friendSettings: (settings) => FriendMode.settings(settings),
      computerPause: 450,
      layout: buildLayout,
      wire: (r, on) => this.#wire(r, on),
      renderSetup,
      readSetup,
      setupFocus: (r) => r.modeInputs.find((i) => i.checked) ?? r.modeInputs[0],
      fromAttributes: settingsFromAttributes,
      settingsOf,
      paramsOf,
      fallback: (settings) => [{ ...settings, preset: 'classic', mode: 'break' }, this.#play.t('mm.fallback')],
      // A new game (settings given) takes the seed attribute; the computer's guesses the game's own.
      random: (settings) => {
        const seed = settings ? seedOf(this.getAttribute('seed')) : this.#seed;
        return seed === null ? undefined : { seed };
      },
      fresh: () => {
        this.#confirm(false);
        this.#seed = seedOf(this.getAttribute('seed'));
        this.#row = new Row();
        this.#make = new MakeMode();
        this.#friend.stop();
      },
      record: () => recordOf({ row: this.#row, make: this.#make, look: this.#look, seed: this.#seed }),
      validRecord,
      preferences: (record) => { if (this.getAttribute('look') !== 'numbers') this.#look = record.look; },
      restore: (record) => { this.#seed = restoreFrom(record, this.#row, this.#make); },
      present: (snap, how, prev) => this.#present(snap, how, prev),
      shown: (snap) => this.#coach.update(snap),
      render: (r, { snap: shown, thinking, stalled, remote }) => {
        const snap = this.#friend.preview ?? shown;
        renderGame(r, {
        snap, friend: friendModel(remote, snap, this.#friend.picking), look: this.look, draft: this.#row.code, active: this.#row.active, secret: this.#make.secret, secretShown: this.#make.shown,
        answer: this.#make.answer, thinking, stalled, settingUp: this.#make.settingUp(snap), fromSecret: this.#fromSecret(), event: this.#event,
        lang: languageOf(this),
        });
      },
      narrate: (prev) => (prev ? this.#event : ''),
      describeMove: () => '',
      finished: () => this.#play.r.overTitle.focus({ preventScroll: false }),
      overDetail: ({ view }) => ({
        mode: view.mode, solved: view.solved, gaveUp: view.gaveUp, guesses: view.history.length,
        secret: view.mode === 'make' ? (this.#make.secret ? [...this.#make.secret] : null) : view.secret,
        winner: view.mode === 'friend' ? this.#friendWinner(view) : (view.mode === 'make') === view.solved ? 'computer' : 'you',
      }),
      seatName: (snap, seat) => this.#play.t(snap?.view.mode !== 'friend' ? 'mm.theComputer' : seat === MAKER ? 'mm.friend.maker' : 'mm.friend.breaker'),
      // Make mode: the computer's first guess waits for the player's word.
      canThink: () => this.#make.begun || this.#play.snap.view.history.length > 0,
      words: {
        resumed: (snap) => this.#told('mm.resumed', snap),
        started: (snap) => this.#told('mm.started', snap),
        opened: (snap) => this.#told('mm.opened', snap),
        wait: () => this.#play.t('mm.waitChoosing'),
        get stopped() { return words('mm.stopped'); },
        refused: (sentence, snap, error) => shownSentence(sentence, snap.view, errorMessage(error), languageOf(this)),
      },
      // A link holds the code (or the settings) only: whoever opens it plays from the start.
      share: (snap) => {
        const make = snap.view.mode === 'make';
        const t = this.#play.t;
        return { hash: this.gameId, copied: t(make ? 'mm.copiedSettings' : 'mm.copiedCode'), manual: t(make ? 'mm.manualSettings' : 'mm.manualCode') };
      },
      key: (event) => this.#key(event),
      daily: { result: dailyResult, share: dailyShare, unit: 'mm.daily.unit', ...dailyParts },
    };
  }

  #wire(r, on) {
    this.#resume = on.resume;
    wireLayout(r, {
      ...on,
      pick: (colour) => this.#pick(colour),
      selectSlot: (index, slot) => { this.#row.select(index); this.#renderInput(slot); },
      clear: () => this.#edit((row) => row.reset()),
      hint: () => this.#hint(),
      submit: () => this.#submit(),
      answer: () => this.#sendAnswer(),
      friend: () => this.#friendPick(),
      friendDraw: () => this.#friendStart(true),
      useSecret: () => { const f = this.#fromSecret(); if (f) this.#setAnswer(f); },
      step: (which, by) => this.#step(which, by),
      toggleSecret: () => { this.#make.shown = !this.#make.shown; this.#changed(); },
      giveUp: () => { if (!this.#finished()) this.#confirm(true); },
      confirmGiveUp: () => { this.#confirm(false); this.giveUp(); },
      cancelGiveUp: () => { this.#confirm(false); r.giveUp.focus(); },
      look: (look) => this.#setLook(look),
    });
    this.#coach.build(r, () => this.#coachAgain());
  }

  #coachAgain() {
    if (this.#play.snap) this.#coach.update(this.#play.snap);
  }

  #changed() {
    this.#play.persist();
    this.#play.render();
  }

  // The pegs' look, from the display control or the property (a wrong one throws): kept with the save.
  #setLook(look) {
    this.#look = lookChoice(look);
    if (this.#play?.snap) { this.#changed(); this.#coachAgain(); }
  }

  #confirm(on) {
    const { r } = this.#play;
    r.confirm.hidden = !on;
    if (on) r.confirmNo.focus();
  }

  // Before a snapshot is saved and drawn: the row, the answer and the line under the board follow it.
  #present(snap, how, prev) {
    if (how === 'undo' || how === 'redo') this.#confirm(false);
    // Back before the computer's first guess, the private secret may change and the computer waits again.
    if (this.#row.follow(snap, how, prev, this.#make.secret)) this.#make.begun = false;
    this.#make.clearAnswer();
    this.#event = prev ? describeChange(this.#play.t, prev, snap, how, this.look, languageOf(this)) : null;
  }

  // Re-renders after input; focus that was on a slot follows the selected slot.
  #renderInput(clicked = null) {
    const focused = this.shadowRoot.activeElement;
    this.#play.render();
    const group = this.#settingUp() ? this.#play.r.secretSlots : this.#play.r.slots;
    // The list keeps the row in view itself (mastermind-guesses.js): focus must not scroll the page.
    if (focused?.classList.contains('slot') || clicked) group.children[this.#row.active]?.focus({ preventScroll: true });
  }

  // A finished game takes no more guesses, answers or hints: says so in the board's words (the
  // controller's refusal would quote the core's status without the board's digits) and returns true.
  #finished() {
    const over = Boolean(this.#play.snap?.status.over);
    if (over) this.#play.notice(this.#play.t('mm.over'));
    return over;
  }

  // ---- the row being typed ---------------------------------------------------------------------

  #settingUp() { return this.#friend.picking || Boolean(this.#play.snap && this.#make.settingUp(this.#play.snap)); }

  #editing() {
    const snap = this.#play.snap;
    if (this.#friend.picking) return true;
    const friend = snap?.view.mode === 'friend' ? friendModel(this.#play.remote.model(), snap, false) : null;
    return Boolean(snap && !snap.status.over && (snap.view.mode === 'break' || this.#settingUp() || breakerTyping(friend, snap)));
  }

  // Why the row cannot take `colour` now, or '' when it can.
  #refusePick(colour) {
    const snap = this.#friend.preview ?? this.#play.snap;
    if (!snap) return this.#play.t('stillLoading');
    if (snap.status.over) return this.#play.t('mm.over');
    if (!this.#editing()) return snap.view.mode === 'friend' ? this.#play.notYourMove() || this.#play.t('mm.over') : rowClosedSentence(this.#play.t, snap.view);
    return colour >= 1 && colour <= snap.view.colours ? '' : notAColourSentence(this.#play.t, snap.view, colour);
  }

  // Changes the row (`change(row)`) when it can be typed in, then saves and redraws it.
  #edit(change) {
    if (!this.#editing()) return;
    change(this.#row);
    this.#play.persist();
    this.#renderInput();
  }

  #pick(colour) {
    const why = this.#refusePick(colour);
    this.#play.notice(why);
    if (!why) this.#edit((row) => row.put(colour));
  }

  #submit() {
    const snap = this.#play.snap;
    if (this.#friend.picking) { this.#friendStart(false); return; }
    if (!snap || this.#finished()) return;
    const { view } = snap;
    if (view.mode === 'make') {
      if (this.#settingUp()) this.#startMake();
      else this.#sendAnswer();
      return;
    }
    const empty = this.#row.code.indexOf(0);
    if (empty >= 0) {
      this.#play.notice(this.#play.t('mm.slotEmpty', { n: empty + 1, thing: this.#play.t(isDigits(view) ? 'mm.thingDigit' : 'mm.thingColour') }));
      this.#row.select(empty);
      this.#renderInput();
      return;
    }
    this.#play.play(`g${codeLetters(this.#row.code)}`);
  }

  // ---- make mode: the private secret and the answers (mastermind-make.js) ------------------------

  #startMake() { this.#make.start(this.#play, this.#row.code, languageOf(this), this.#resume); }

  #fromSecret() { return this.#make.suggested(this.#play); }

  #step(which, delta) { this.#make.step(this.#play, which, delta); }

  #setAnswer(answer) { this.#make.set(this.#play, answer); }

  #sendAnswer() {
    if (!this.#finished()) this.#make.send(this.#play, this.#settingUp());
  }

  // ---- a game with a friend on another device (mastermind-friend.js, game-remote.js) --------------

  // Who won a game with a friend, from this device's side (the breaker wins by solving).
  #friendWinner(view) {
    const maker = this.#play.remote.model()?.seats.includes(MAKER) ?? false;
    return maker !== view.solved ? 'you' : 'friend';
  }

  // "Play a friend": an empty board of the settings on show, where the player picks the code.
  #friendPick() {
    const why = this.#friend.pick(this.#play, this.#play.currentSettings());
    if (why) { this.#play.notice(why); return; }
    this.#row = new Row();
    this.#row.fit(this.#friend.preview.view.pegs);
    this.#play.notice('');
    this.#play.render();
    this.#play.r.secretSlots.children[0]?.focus({ preventScroll: true });
  }

  // The game made with the code picked (`draw`: one drawn by the core); the reason shown when not.
  #friendStart(draw) {
    if (!this.#friend.picking) return;
    const why = this.#friend.start(this.#play, this.#row.code, draw);
    if (why) this.#play.notice(why);
  }

  // ---- hints, in the worker --------------------------------------------------------------------

  async #hint() {
    const play = this.#play;
    const snap = play.snap;
    if (!snap || this.#finished()) return;
    if (play.daily.active) { play.notice(play.t('daily.noHelp')); return; }
    if (play.remote.active) { play.notice(play.t('remote.noHelp')); return; }
    const hint = await play.ask('mastermind.hint', [snap.save], { timeout: HINT_TIMEOUT_MS, busy: play.r.hint });
    if (!hint) return;
    this.#row.fit(hint.guess.length, hint.guess);
    this.#row.select(hint.guess.length - 1);
    this.#event = hintSentence(play.t, hint, this.look);
    play.notice('');
    play.persist();
    this.#renderInput();
    play.announcer.announce(play.t('mm.pressEnter', { event: this.#event }));
  }

  // ---- keyboard (mastermind-input.js decides what a key asks for) --------------------------------

  #key(event) {
    const { view, status } = this.#play.snap;
    const r = this.#play.r;
    const command = keyCommand(event, {
      editing: this.#editing(), answering: view.mode === 'make' && view.awaitingAnswer && !status.over,
      digits: isDigits(view), pegs: view.pegs, answer: this.#make.answer, swatches: [...r.palette.children],
    });
    if (!command || (command.type === 'close' && r.confirm.hidden)) return false;
    switch (command.type) {
      case 'submit': this.#submit(); break;
      case 'hint': this.#hint(); break;
      case 'close': this.#confirm(false); break;
      case 'pick': this.#pick(command.colour); break;
      case 'clear': this.#edit((row) => row.clear(command.back)); break;
      case 'step': this.#step(command.which, command.by); break;
      case 'slot': this.#edit((row) => row.select(command.to === 'first' ? 0 : command.to === 'last' ? Infinity : row.active + command.to)); break;
      case 'swatch': focusSwatch(r.palette, command.index); break;
      default: return false;
    }
    return true;
  }
}

defineElement('mastermind-game', MastermindGame);
