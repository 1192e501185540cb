// connect4-game.js: the <connect4-game> custom element: Connect Four against the engine (perfect, strong, casual) or a friend, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   players      two seat letters, Red's (first) then Yellow's: h person, p perfect, s strong,
//                c casual computer (default "hs")
//   game-id      a position to open, as shared by link: a whole save ("connect4:hp::4.4:2") or a
//                game id with a starting position ("connect4:hh:4453")
//   daily        the day's challenge (the same for everyone on a UTC date): daily (or "today") today's,
//                daily="2027-03-28" that day's; a day played here opens as it was left (a link comes first)
//   storage-key  localStorage key of the saved game (default "kata-arcade:connect4")
//   fast         the computer's moves appear without the short pause
//   sound        "on": sounds on by default (the player's own choice, remembered, wins)
//   coach        "on": the coach (the evaluation bar, the game's chart and its mistakes) on by default
//   page-keys    keys typed anywhere on the page (outside other components) play too, not only with focus inside
//   panels       the optional panels to show, among "setup rules analysis" (default: all; "none": the board and its controls alone)
//   seed         the computer draws its random choices (the casual level's surprises, ties) from this
//                seed and the move number: the same seed replays the same game (tests)
// Events (bubbling, composed):
//   arcade-sound         detail: { kind: 'disc' | 'win' } when a sound plays (sounds on)
//   connect4-change      detail: the engine snapshot after every move, undo, redo, new or restored game
//   connect4-over        detail: { winners: [seats], draw, text, save }
//   connect4-evaluation  detail: { moves, columns (connect4.evaluate's), seconds }
// Properties and methods: snapshot, save, thinking, paused, evaluation, lastComputerMove ({ column,
//   score, lower, upper, proven, nodes, careless, ms, text }), drop(column), evaluate(), undo(), redo(),
//   loadGame(id), newGame(settings { seats: [kind, kind] }).
// Theming: --arcade-* (see rotate-game.js), --connect4-red, --connect4-yellow, --connect4-frame,
//   --connect4-frame-edge, --connect4-hole, --connect4-win; ::part(root game board grid disc columns
//   column player player-red player-yellow thinking result notice event setup rules evaluation
//   eval-row eval-chip eval-list proof button evaluate-button undo-button redo-button share-button friend-button send-button qr-button
//   qr-dialog qr-code qr-close-button
//   coach coach-chart chart coach-button coach-replay-button ...).
// Keys (focus in the element; with page-keys, also on the page outside other components): 1-7 drop in that column,
// ←/→ choose a column and Enter drops, arrows move inside the board, E evaluates every column,
// Ctrl+Z / U undo (the person's move and the computer's reply), Ctrl+Y redo.
import { callEngine, engineLanes } from '../../common/engine-client.js';
import { errorText } from '../../common/engine.js';
import { errorSay, languageOf } from '../../common/words.js';
import { defineElement } from '../../common/element.js';
import { DiscGameElement } from '../../common/disc/disc-game.js';
import { colourName } from '../../common/disc/disc-text.js';
import {
  COLOUR, PIECE, describeMove, evaluationText, gameTitle, paramsOf, proofSentence, rowsOf, settingsFromAttributes, settingsOf,
} from './connect4-text.js';
import { buildLayout, readSetup, renderGame, renderSetup, wireLayout } from './connect4-view.js';
import { bookOfBuild } from './connect4-book.js';
import { spreadColumns, spreads } from './connect4-spread.js';
import { dailyGoal, dailyReply, dailyResult, dailyShare } from './connect4-daily.js';
import { dailyParts } from '../../common/daily-view.js';
import { Connect4Coach } from './connect4-coach.js';
import connect4Words from './connect4-words.js';
import discWords from '../../common/disc/disc-words.js';
import gridWords from '../../common/grid/grid-words.js';
import { remoteParts } from '../../common/game-remote.js';

// The evaluations search with connect4.evaluate's default budget, the perfect level's: about a
// second without a book, to the end past an exact one (its 20 s safety net under this limit).
const EVALUATION_TIMEOUT_MS = 30000;

// What <connect4-game> hands the shared controller (disc-game.js).
/** @satisfies {Partial<import('../../common/game-spec.js').DiscGameSpec>} */
const SPEC = {
  game: 'connect4',
  name: 'Connect Four',
  pageWords: { ...connect4Words, ...discWords, ...gridWords },
  messages: { fr: () => import('./connect4-messages-fr.js'), it: () => import('./connect4-messages-it.js'), he: () => import('./connect4-messages-he.js') },
  storageKey: 'kata-arcade:connect4',
  remote: remoteParts,  // played with a friend by turn links (game-remote.js)
  colours: COLOUR,
  pieces: PIECE,
  layout: buildLayout,
  renderSetup,
  readSetup,
  setupFocus: (r) => r.opponent.inputs.find((i) => i.checked) ?? r.opponent.inputs[0],
  fromAttributes: settingsFromAttributes,
  settingsOf,
  paramsOf,
  shape: (t) => ({ width: 7, height: 6, label: t('disc.boardOf', { w: 7, h: 6 }) }),
  rows: rowsOf,
  winCells: (view) => view.winCells,
  dropMove: (column) => String(column),
  title: gameTitle,
};

export class Connect4Game extends DiscGameElement {
  static styles = [
    new URL('../../common/game-fit.css', import.meta.url),
    new URL('./connect4-accent.css', import.meta.url),  // game.json's accent, written by the build
    new URL('../../common/disc/disc-board.css', import.meta.url),
    new URL('../../common/grid/grid-table.css', import.meta.url),
    new URL('../../common/disc/disc-game.css', import.meta.url),
    new URL('./connect4-game.css', import.meta.url),
  ];

  #play;               // the shared controller (disc-game.js)
  #evaluation = null;  // { status: 'running' | 'done', moves, columns, seconds } for the position shown
  #asked = false;      // the player asked for an evaluation in this game: the computer's lines may say who wins
  #evaluating = null;  // the AbortController of the evaluation in the worker
  #proof = null;       // the computer's last move: its choice, time, words and the moves after it
  #book = bookOfBuild();  // this build's opening book { depth, exact, resource }, or null
  #bookStatus = null;     // { state, reason, exact } once the engine has tried to load it (engine-resource.js)
  #bookNotice = null;     // the refusal's notice until the next snapshot shown (a computer's move clears notices)
  // The coach keeps quiet while a game with a friend or the day's challenge is played.
  #coach = new Connect4Coach(this, () => this.#withBook(), () => Boolean(this.#play?.remote.active || this.#play?.daily.active));

  /** The evaluations of the position shown, as connect4.evaluate gave them, or null. */
  get evaluation() { return this.#evaluation?.status === 'done' ? structuredClone(this.#evaluation) : null; }
  /** The computer's last move: connect4.choose's answer, its time in ms and the words shown for it. */
  get lastComputerMove() {
    if (!this.#proof) return null;
    const proof = structuredClone(this.#proof);
    delete proof.quiet;  // the page's own unspoiling words
    return proof;
  }

  constructor() {
    super((controller) => {
      this.#play = controller;
      return {
        ...SPEC,
        fallback: (settings) => [{ seats: settings.seats?.includes('human') ? settings.seats : ['human', 'strong'] }, this.#play.t('c4.fallback')],
        layout: (t) => {
          const r = buildLayout(t);
          this.#coach.build(r, () => this.#play.snap && this.#coach.update(this.#play.snap));
          return r;
        },
        wire: (r, on) => wireLayout(r, { ...on, evaluate: () => this.#evaluate() }),
        render: (r, model) => {
          const proof = this.#proofShown();
          renderGame(r, { ...model, evaluation: this.#evaluation, proof: proof && { text: this.#proofText(proof) }, book: this.#bookWords(), status: (snap) => this.#play.statusText(snap) });
        },
        // A computer's move is told with what its search proved (who wins only when asked: #proofText).
        describeMove: (snap) => {
          const words = describeMove(this.#play.t, snap);
          return this.#proof?.after === snap.view.moves ? `${words} ${this.#proofText(this.#proof)}` : words;
        },
        daily: { goal: dailyGoal, result: dailyResult, share: dailyShare, unit: 'c4.daily.unit', ...dailyParts },
        computer: (snap) => this.#computerCall(snap),
        shown: (snap, how) => this.#shown(snap, how),
        key: (event, lower) => {
          if (lower !== 'e') return false;
          this.#evaluate();
          return true;
        },
      };
    }, { suspend: () => this.#cancelEvaluation() });
  }

  evaluate() { this.#evaluate(); }

  // ---- the computer: its move and what its search proved ---------------------------------------

  // The level's move in the worker (connect4.choose: the move session.computer would play, unless
  // its 0.8 s limit stops the search first on a slow device), then played here, so the page can
  // say whether it was proven.
  #computerCall(snap) {
    const { view } = snap;
    // The day's puzzle: the core's defence while the game is on its line (connect4-daily.js).
    const reply = this.#play.daily.active ? dailyReply(view, this.#play.daily.challenge()) : null;
    if (reply !== null) return { method: 'session.play', args: [snap.save, String(reply)], snapshot: (next) => next };
    return {
      method: 'connect4.choose',
      args: [view.moves, view.seats[view.toMove], ...this.#seeded(view.moves.length)],
      // Only the perfect level plays from the book: the others never make the worker fetch it.
      ...(view.seats[view.toMove] === 'perfect' ? this.#withBook() : {}),
      snapshot: (choice, ms) => {
        const next = this.#play.arcade.session.play(snap.save, String(choice.column));
        const about = { mover: view.toMove, moves: view.moves.length, seconds: ms / 1000 };
        const text = proofSentence(this.#play.t, choice, about);
        const quiet = proofSentence(this.#play.t, choice, { ...about, spoil: false });
        this.#proof = { ...choice, ms: Math.round(ms), text, quiet, after: next.view.moves };
        return next;
      },
    };
  }

  // The `seed` attribute's words for the computer's move at `ply` (tests: the casual level draws
  // its surprises from them), or none: crypto words.
  #seeded(ply) {
    const seed = this.getAttribute('seed')?.trim();
    return seed && /^\d{1,15}$/.test(seed) ? [{ seed: Number(seed) + ply }] : [];
  }

  // The proof of the computer's last move while that move is on the board (`snap`: the one shown).
  #proofShown(snap = this.#play.snap) {
    const proof = this.#proof;
    return proof && snap && snap.view.moves.startsWith(proof.after) ? proof : null;
  }

  // No spoilers: the exact result of a computer's move is said once the player has asked for
  // evaluations in this game, or has the coach on (never in the day's challenge); until then the
  // line says what it did.
  #proofText(proof) { return (this.#asked || this.#coach.on) && !this.#play.daily.active ? proof.text : proof.quiet; }

  #shown(snap, how) {
    if (how === 'new' || how === 'restore') this.#proof = null;
    if (how === 'new') this.#asked = false;
    // A refusal met by the perfect level's move stays said over the move it made.
    if (this.#bookNotice && how === 'computer') this.#play.notice(this.#bookNotice);
    this.#bookNotice = null;
    this.#coach.update(snap);
    if (this.#evaluation && this.#evaluation.moves !== snap.view.moves) this.#cancelEvaluation();
  }

  // ---- the opening book, loaded by the worker on first need -------------------------------------

  // callEngine's options that make the worker load the book before the call (once per worker).
  #withBook() {
    return this.#book ? { resource: this.#book.resource, onResource: (status) => this.#bookLoaded(status) } : {};
  }

  // How loading went: a refused book (corrupt, truncated) is said once in the notice, in the
  // page's words, and the rules say what is true now; the engine keeps searching without it.
  #bookLoaded(status) {
    const was = this.#bookStatus?.state;
    const reason = status.error ? errorSay(status.error, status.error.message, languageOf(this)) : '';
    this.#bookStatus = { state: status.state, reason, exact: status.value?.exact === true };
    if (status.state === was) return;
    if (status.state === 'refused') {
      this.#bookNotice = this.#play.t('c4.book.refusedNotice', { reason });
      this.#play.notice(this.#bookNotice);
    }
    this.#play.render();
  }

  // The book as the rules speak of it (connect4-text.js's bookSentences).
  #bookWords() {
    const status = this.#bookStatus;
    // Before the first load, what the build found; after, what the worker's load said.
    const exact = status ? status.state === 'loaded' && status.exact : (this.#book?.exact ?? false);
    return { depth: this.#book?.depth ?? null, state: status?.state ?? null, reason: status?.reason ?? '', exact };
  }

  // ---- evaluations, in the worker ---------------------------------------------------------------

  #evaluate() {
    const play = this.#play;
    const snap = play.snap;
    if (!snap) return;
    const { view, status } = snap;
    if (status.over) { play.notice(play.t('isOver', { status: play.statusText(snap) })); return; }
    if (view.seats[view.toMove] !== 'human') { play.notice(play.t('c4.evalsForPerson', { who: colourName(play.t, COLOUR[view.toMove]) })); return; }
    // A game with a friend is the players' own: no engine's help while it is played.
    if (play.remote.active) { play.notice(play.t('remote.noHelp')); return; }
    if (play.daily.active) { play.notice(play.t('daily.noHelp')); return; }
    if (this.#evaluation?.status === 'running') return;
    this.#asked = true;
    const controller = new AbortController();
    this.#evaluating = controller;
    // found: each column's entry as it comes (spread over workers), undefined until then, null when full.
    const found = Array.from({ length: 7 }, (_, i) => (snap.legal.includes(String(i + 1)) ? undefined : null));
    this.#evaluation = { status: 'running', moves: view.moves, found };
    play.render();
    const started = performance.now();
    this.#evaluationCall(snap, controller.signal, (i, entry) => {
      if (this.#evaluating !== controller) return;
      found[i] = entry;
      play.render();
    })
      .then((columns) => {
        if (this.#evaluating !== controller) return;
        this.#evaluating = null;
        const seconds = (performance.now() - started) / 1000;
        this.#evaluation = { status: 'done', moves: view.moves, columns, seconds };
        play.render();
        play.announcer.announce(evaluationText(play.t, columns, seconds, view));
        this.emit('connect4-evaluation', { moves: view.moves, columns, seconds });
      })
      .catch((error) => {
        if (this.#evaluating !== controller) return;
        this.#evaluating = null;
        this.#evaluation = null;
        play.notice(errorText(error));
        play.render();
      });
  }

  // connect4.evaluate's answer in the worker; where it spreads (connect4-spread.js), the columns go
  // to as many workers as the device has cores.
  #evaluationCall(snap, signal, found) {
    const { moves } = snap.view;
    const options = { timeout: EVALUATION_TIMEOUT_MS, signal, ...this.#withBook() };
    const lanes = spreads(this.#bookWords(), moves.length) ? engineLanes() : 1;
    if (lanes === 1) return callEngine('connect4.evaluate', [moves], options);
    return spreadColumns(snap.legal, lanes,
      (column, lane, stop) => callEngine('connect4.evaluate', [moves, undefined, column], { ...options, lane, signal: stop }), signal, found);
  }

  // A stale evaluation (the position changed) is dropped, and stopped in the worker if it runs.
  #cancelEvaluation() {
    const running = this.#evaluating;
    this.#evaluating = null;
    this.#evaluation = null;
    running?.abort();
  }
}

defineElement('connect4-game', Connect4Game);
