// chouette-game.js: the <chouette-game> custom element: a hot-seat table of Cul de chouette for 2-8 people or computers, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   players      seat letters, 2-8 of h (person) and c (computer), e.g. "hhc"; when present and
//                nothing is saved, the game starts without the setup form
//   names        comma-separated player names ("Ada,Bob"); shown as text, never as HTML
//   target       the score that wins (default 343)
//   rules        engine option flags, e.g. "sf,bc,z" (packs, house rules and the options dbl, lc, gb,
//                ach, cdb: Doublette, Lance-Civet, Grelottine side bets, Achat, Civet doublé;
//                core/chouette/README.md)
//   scribe       scribe mode: people throw real dice and type their values
//   lang         "en", "fr", "it" or "he" (default: the page's language, page-words.js): the labels; the calls stay French in all
//   coach        "on": the coach (every player's score turn by turn, a chart and its table) on by default
//   seed         seeded dice (tests, replays; the computers' choices follow from the table)
//   game-id      a game to open, as shared by link: a whole save ("chouette:3::t235.t544:2");
//                players, names and scribe then name its seats when they fit (share writes them)
//   storage-key  localStorage key of the saved game (default "kata-arcade:chouette")
//   fast         computer players act at once and dice do not tumble
//   race-ms, tie-ms  a race's time limit (default 5000, 8000 for a Suite) and how close two calls
//                must be to tie (default 120)
//   panels       the optional panels to show, among "rules" (default: all; "none": the board and its controls alone)
// Events (bubbling, composed):
//   chouette-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   chouette-over    detail: { winner, name, scores }
//   chouette-language  detail: { lang }, when a player picks a language on the table's own switch
//   chouette-call    detail: { seat, window } when a player calls in a race
// Properties and methods: snapshot, save, names, history, throwDice(), call(seat), undo(), redo(),
//   loadGame(id), newGame().
// Theming: --arcade-* (controls.css), --arcade-table-bg, --arcade-table-fg, --arcade-gold, --arcade-die-*;
//   ::part(root setup table tray combination effects prompt actions race scoreboard score-strip player
//   current-player token history referee rules notice winner button throw-button race-button
//   lance-civet lance-civet-button side-bets side-bet-button achat-button coach-chart chart coach-button ...).
// Keys (focus in the element, or on the page outside other components; never in a text field):
//   T throw, digits 1-6 + Enter in scribe mode, S siroter, K keep, N pass, V bet a Civet,
//   A L Q P Z M W N one per seat in a race and Enter to close it, U or Ctrl+Z undo, Ctrl+Y redo.
//
// The session (start, restore, links, saving, undo, the computer's turn, share, keys) is the shared
// controller's (game-controller.js); this file hands it the table's spec and keeps what only this
// game has: the players' names, the turn history, the races the table shouts, scribe dice.
import { defineElement, prefersReducedMotion } from '../../common/element.js';
import { ControlledGameElement } from '../../common/game-controller.js';
import { errorMessage, languageOf } from '../../common/words.js';
import { diceStylesheet } from '../../common/dice.js';
import { quickPace } from '../../common/switch.js';
import { TableRace } from './chouette-table-race.js';
import { TableInput } from './chouette-input.js';
import { historyEntry, historyMatches } from './chouette-history.js';
import { HistoryRebuild, tableFromLink, tableFromRecord, tableFromSettings, validRecord } from './chouette-table-record.js';
import { ChouetteCoach } from './chouette-coach.js';
import { buildLayout, renderGame, renderLabels } from './chouette-view.js';
import { renderPanel, renderReferee } from './chouette-panels.js';
import { keepControls } from './chouette-dom.js';
import { renderRules } from './chouette-rules.js';
import {
  attributeSettings, buildSetup, defaultSettings, paramsOf, readSetup, renderSetup, seatedSave, seedOf, settingsOf, shareQuery, wireSetup,
} from './chouette-setup.js';
import { changeSentence, engineText, prompt, textContext } from './chouette-text.js';
import { pageLanguage, speak } from '../../common/page-words.js';
import { MESSAGES, TableLanguage } from './chouette-language.js';

const FAST_DIVISOR = 30;  // with `fast`, the computers' times (view.computer.ms, view.reactions) shrink 30 times

export class ChouetteGame extends ControlledGameElement {
  static styles = [new URL('../../common/game-fit.css', import.meta.url), new URL('./chouette-accent.css', import.meta.url), diceStylesheet, new URL('./chouette-game.css', import.meta.url), new URL('./chouette-panels.css', import.meta.url)];
  static observedAttributes = ['lang'];

  #play;               // the shared controller (game-controller.js)
  #setup = null;
  #game = null;        // { names, kinds, scribe, seed, history }
  #opening = null;     // what the next snapshot shown starts from: a record restored, or a link (null: settings)
  #by = 'human';       // who made the move being played: 'human', or 'table' for a race's calls
  #race;               // the race open on the table, if any (chouette-table-race.js)
  #input;              // throws, scribe dice, kept dice and keys (chouette-input.js)
  #animate = false;    // the next render tumbles the dice just thrown
  #rebuild = new HistoryRebuild();  // the history of a save that came without one
  #historyOnly = false;  // while the rebuilt history is drawn: the panels are left as they are
  #coach = new ChouetteCoach(this);
  // The table's language: its switch, remembered choices, redrawn whole in a new one (chouette-language.js).
  #language = new TableLanguage(this, () => {
    this.#play.relanguage();  // the controller's words and the core's sentences follow the table (words.js)
    this.#renderAll();
  });

  get names() { const snap = this.#play.snap; return snap ? snap.view.players.map((_, i) => this.#ctx().name(i)) : []; }
  get history() { return this.#game ? this.#game.history.slice(0, this.#play.snap?.position ?? 0) : []; }

  constructor() {
    super((controller) => {
      this.#play = controller;
      this.#race = new TableRace(this, controller, {
        ctx: () => this.#ctx(),
        redraw: () => this.#renderPanel(),
        closed: (move) => this.#move(move, 'table'),
      });
      this.#input = new TableInput(controller, { ctx: () => this.#ctx(), game: () => this.#game, human: (move) => this.#human(move), race: this.#race });
      return this.#spec();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (name === 'lang' && before !== after && this.#play?.r) void this.#language.follow(pageLanguage(this));
  }

  throwDice() { this.#input.throwDice(); }
  call(seat) { this.#race.call(seat); }
  newGame() { this.#play.showSetup(); }

  /** What <chouette-game> hands the shared controller. @returns {import('../../common/game-spec.js').GameSpec} */
  #spec() {
    return {
      game: 'chouette',
      name: 'Cul de chouette',
      messages: MESSAGES,
      storageKey: 'kata-arcade:chouette',
      setupScreen: true,
      startsAtOnce: (element) => element.hasAttribute('players'),
      layout: () => this.#layout(),
      wire: (r, on) => this.#wire(r, on),
      renderSetup: (r, settings, /** @type {{ canCancel?: boolean }} */ options = {}) => renderSetup(this.#setup, settings, this.#ctx(), { canCancel: options.canCancel }),
      readSetup: () => readSetup(this.#setup),
      setupFocus: () => this.#setup.seatList.querySelector('input'),
      fromAttributes: () => (this.hasAttribute('players') ? this.#given() : defaultSettings(this.#language.saved())),
      settingsOf: (view) => settingsOf(view, this.#game.names, this.#game.kinds, this.#game.scribe),
      paramsOf,
      random: () => {
        const seed = this.#game?.seed;
        return seed === null || seed === undefined ? undefined : { seed };
      },
      computerPause: (snap) => Math.round((snap.view.computer?.ms ?? 0) / (quickPace(this) ? FAST_DIVISOR : 1)),
      loadable: (save, record) => seatedSave(save, record ? record.kinds : this.#given().seats.map((s) => s.kind)),
      validRecord,
      restore: (record) => { this.#opening = { record }; },
      fresh: (settings) => this.#fresh(settings),
      record: () => ({ ...this.#game }),
      present: (snap, how, prev) => this.#present(snap, how, prev),
      render: () => this.#renderTable(),
      keepFocus: () => {},  // renderTable keeps focus and typed values itself (keepControls)
      narrate: (prev, snap, how) => (['move', 'computer', 'undo', 'redo'].includes(how)
        ? changeSentence(snap, this.#game.history[snap.position - 1], how === 'computer' ? 'move' : how, this.#ctx()) : ''),
      finished: (snap, how) => { if (how !== 'redo') this.#play.r.winnerTitle.focus({ preventScroll: false }); },
      overDetail: (snap) => ({ winner: snap.view.winner, name: this.#ctx().name(snap.view.winner), scores: snap.view.players.map((p) => p.score) }),
      seatName: (snap, seat) => this.#ctx().name(seat),
      describeMove: () => '',
      hold: (snap) => this.#race.hold(snap),
      halt: () => this.#race.stop(),
      share: (snap) => ({ hash: snap.save, copied: this.#ctx().w.shareCopied, manual: this.#ctx().w.shareManual, query: shareQuery(this.#game) }),
      sound: (snap) => (snap.view.last?.verb === 'throw' ? 'dice' : undefined),
      words: this.#words(),
      key: (event) => this.#input.key(event),
    };
  }

  // The sentences the controller says, in the table's language.
  #words() {
    const game = this;
    const ctx = () => this.#ctx();
    const said = (snap, first) => [first, prompt(snap.view, ctx())].filter(Boolean).join(' ');
    return {
      resumed: (snap) => said(snap, ctx().w.savedResumed),
      started: (snap) => said(snap, ctx().w.newGameStarted),
      opened: (snap) => said(snap, ''),
      refused: (text, _snap, error) => engineText(text, ctx(), errorMessage(error)),
      error: (text, error) => engineText(text, ctx(), errorMessage(error)),
      get text() {
        const { w } = game.#ctx();
        return { loadFailed: w.loadFailed, linkFailed: w.linkFailed, startBelow: w.startBelow };
      },
    };
  }

  #layout() {
    this.#setup = buildSetup();
    const r = buildLayout(this.#setup.section);
    Object.assign(r, { setupScreen: r.setup, setupError: this.#setup.error });
    this.#language.open(this.getAttribute('storage-key') || 'kata-arcade:chouette');
    speak(this.root, this.#ctx().lang);
    this.root.append(r.bar);  // the language bar comes before what the controller appends
    renderLabels(r, this.#ctx());
    this.#coach.build(r, () => this.#play.snap && this.#play.render());
    return r;
  }

  #wire(r, on) {
    const clicks = [
      ...r.langButtons.map((button) => [button, () => this.#language.set(button.dataset.lang)]),
      [r.undo, on.undo], [r.redo, on.redo], [r.share, on.share],
      [r.newGame, on.newGame], [r.winnerNew, on.newGame], [r.playAgain, on.again],
    ];
    for (const [button, action] of clicks) button.addEventListener('click', action);
    wireSetup(this.#setup, {
      redraw: (settings) => renderSetup(this.#setup, settings, this.#ctx(), { canCancel: Boolean(this.#play.snap) }),
      cancel: on.closeSetup,
      start: on.setup,
    });
  }

  #ctx() {
    return textContext(this.#language.staying ?? languageOf(this), this.#game?.names ?? [], this.#game?.kinds ?? []);
  }

  // The settings the page's attributes give (a link's seats, a game that starts at once).
  #given() { return attributeSettings((name) => this.getAttribute(name), this.flag('scribe')); }

  // ---- a new table, a saved one, a linked one -----------------------------------------------------

  // A new game from settings remembers its names and kinds for the next form; a link (no
  // settings) names its seats when the snapshot is known (#present).
  #fresh(settings) {
    this.#rebuild.cancel();
    if (!settings) {
      this.#opening = { link: true };
      return;
    }
    this.#opening = null;
    this.#game = tableFromSettings(settings, seedOf(this.getAttribute('seed')));
    this.#language.remember({ names: this.#game.names, kinds: this.#game.kinds });
  }

  // Before a snapshot is drawn: the table it opens (a record, a link), the history entry of a move,
  // the dice to tumble; typed dice and kept dice belong to the position they were typed at.
  #present(snap, how, prev) {
    const opening = this.#opening;
    this.#opening = null;
    if (opening?.record) {
      const { record } = opening;
      this.#game = tableFromRecord(record, snap.view);
      if (!historyMatches(record.history, snap.save)) this.#rebuildHistory(snap.save);
    } else if (opening?.link) {
      // Not in a save: the names, computer seats and scribe mode (the page's options, when they fit).
      this.#game = tableFromLink(snap.view, this.hasAttribute('players') ? this.#given() : null, seedOf(this.getAttribute('seed')));
      this.#rebuildHistory(snap.save);
    }
    this.#race.stop();
    if (!prev || prev.position !== snap.position || prev.save !== snap.save) this.#input.reset();
    if ((how === 'move' || how === 'computer') && prev) {
      this.#game.history = [...this.#game.history.slice(0, prev.position), historyEntry(snap, how === 'computer' ? 'computer' : this.#by)];
    }
    // The dice tumble in the renders of this very task only (the computer starting to think draws
    // the table again before anything is painted); later renders draw them still.
    this.#animate = (how === 'move' || how === 'computer') && snap.view.last?.verb === 'throw' && !quickPace(this) && !prefersReducedMotion();
    if (this.#animate) queueMicrotask(() => { this.#animate = false; });
  }

  // ---- drawing -----------------------------------------------------------------------------------

  // Everything in the current language: the labels, the setup form if open, the table.
  #renderAll() {
    const r = this.#play.r;
    renderLabels(r, this.#ctx());
    speak(this.root, this.#ctx().lang);
    if (!r.setup.hidden) renderSetup(this.#setup, readSetup(this.#setup), this.#ctx(), { canCancel: Boolean(this.#play.snap) });
    this.#play.render();
  }

  // The table, keeping focus and half-typed values in the panels.
  #renderTable() {
    const r = this.#play.r;
    const snap = this.#play.snap;
    const ctx = this.#ctx();
    const animate = this.#animate;
    r.scribeBadge.hidden = !this.#game.scribe;
    r.historyNote.hidden = !this.#rebuild.running;
    r.historyNote.textContent = ctx.w.historyRebuilding;
    const kept = keepControls(this.shadowRoot, r.panel, r.table);
    const history = this.#game.history;
    renderGame(r, { snap, ctx, kinds: this.#game.kinds, history, entry: history[snap.position - 1] ?? null, animate });
    this.#coach.render(snap, history, ctx);
    if (this.#historyOnly) return;
    renderPanel(r.panel, this.#panelModel(ctx), this.#actions());
    renderRules(r.rulesBody, { lang: ctx.lang, seats: snap.view.players.length, packs: snap.view.options.packs, options: snap.view.options, target: snap.view.target });
    renderReferee(r.refereeBody, snap.view, ctx, (move) => this.#human(move));
    kept();
  }

  // The action panel alone (a call in a race).
  #renderPanel() {
    const r = this.#play.r;
    const kept = keepControls(this.shadowRoot, r.panel, r.table);
    renderPanel(r.panel, this.#panelModel(this.#ctx()), this.#actions());
    kept();
  }

  #panelModel(ctx) {
    return { snap: this.#play.snap, ctx, kinds: this.#game.kinds, scribe: this.#game.scribe, race: this.#race.open, kept: this.#input.kept, scribeText: this.#input.scribeText };
  }

  #actions() {
    return {
      play: (move) => this.#human(move),
      throwDice: () => this.#input.throwDice(),
      scribe: (text) => this.#input.scribe(text),
      scribeTyped: (text) => this.#input.typed(text),
      call: (seat, at) => this.#race.call(seat, at),
      closeRace: () => this.#race.close(),
      bet: (seat, face) => (face ? this.#human(`b${seat}=${face}`) : this.#play.notice(this.#ctx().w.noBet)),
      toggleKeep: (face) => this.#input.toggleKeep(face),
    };
  }

  // ---- history rebuilt from a save that came without one -----------------------------------------

  #rebuildHistory(save) {
    this.#rebuild.start(this.#game, save, () => this.#play.snap.save, (filled) => {
      if (filled) this.#play.persist();
      // Only the history changed: the panels stay as drawn, so a field being typed in keeps its
      // element, value and caret (a redraw there put the caret at the end mid-typing).
      this.#historyOnly = true;
      try {
        this.#play.render();
      } finally {
        this.#historyOnly = false;
      }
    });
  }

  // ---- moves -------------------------------------------------------------------------------------

  // A person's move: refused with a sentence while a race is open, else judged by the engine.
  #human(move) {
    if (this.#race.open) {
      this.#play.notice(this.#ctx().w.raceOpen);
      return false;
    }
    return this.#move(move, 'human');
  }

  // Runs one move on the current save (people may act while a computer thinks: a referee, a
  // Lance-Civet); a refusal leaves the game as it was and says why. Throws take the seeded dice.
  #move(move, by) {
    const play = this.#play;
    if (!play.snap || play.r.game.hidden) return false;
    play.cancelThinking();
    this.#by = by;
    const seed = this.#game.seed;
    const random = (move === 't' || move.startsWith('h')) && seed !== null && seed !== undefined ? { seed } : undefined;
    return play.act((save) => play.arcade.session.play(save, move, random)) !== null;
  }
}

defineElement('chouette-game', ChouetteGame);
