// rotate-game.js: the <rotate-game> custom element: Connect-K where each player may turn the board once, in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   size         the board's side, 5-10 (default 7)
//   k            discs in a row to win, 3 to size (default 4)
//   players      two seat letters, Red's then Blue's: h person, 1 casual, 2 medium, 3 strong
//                computer (default "h2")
//   game-id      a position to open, as shared by link: a whole save ("rotate:h2,n7,k4::d4.d4:2")
//                or a game id ("rotate:h2,n7,k4")
//   storage-key  localStorage key of the saved game (default "kata-arcade:rotate")
//   daily        the day's challenge (the same for everyone on a UTC date): daily (or "today") today's,
//                daily="2027-03-28" that day's: the day's board and its question over the game, which
//                waits; a day answered on this device opens with its result (one answer a day)
//   fast         the computer's moves appear without the short pause
//   sound        "on": sounds on by default (the player's own choice, remembered, wins)
//   page-keys    keys typed anywhere on the page (outside other components) play too, not only with focus inside
//   panels       the optional panels to show, among "setup rules" (default: all; "none": the board and its controls alone)
// Events (bubbling, composed):
//   arcade-sound         detail: { kind: 'disc' | 'win' } when a sound plays (sounds on)
//   rotate-change  detail: the engine snapshot after every move, undo, redo, new or restored game
//   rotate-over    detail: { winners: [seats], draw, text, save }
// Properties and methods: snapshot, save, thinking, paused, drop(column), turn(), undo(), redo(), loadGame(id),
//   newGame(settings {n, k, seats}).
// Theming: --arcade-font, --arcade-fg, --arcade-muted, --arcade-surface, --arcade-surface-muted,
//   --arcade-border, --arcade-accent, --arcade-accent-strong, --arcade-on-accent, --arcade-focus,
//   --arcade-radius, --arcade-shadow, --arcade-board-bg, --arcade-board-fg, --arcade-board-muted,
//   --rotate-red, --rotate-blue, --rotate-frame, --rotate-frame-edge, --rotate-hole, --rotate-win;
//   ::part(root game board grid disc columns column player player-red player-blue thinking result
//   notice event setup rules button turn-button undo-button redo-button share-button friend-button send-button qr-button
//   qr-dialog qr-code qr-close-button
//   daily-question daily-answer daily-back-button daily-result ...).
// Keys (focus in the element; with page-keys, also on the page outside other components): 1-9 and 0 drop in that
// column, T turns the board, ←/→ choose a column and Enter drops, arrows move inside the board,
// Ctrl+Z / U undo, Ctrl+Y redo; none while the day's question is on show (its answers are buttons).
import { defineElement } from '../../common/element.js';
import { DiscGameElement } from '../../common/disc/disc-game.js';
import { turnBoard } from './rotate-board.js';
import { COLOUR, PIECE, describeMove, gameTitle, paramsOf, settingsFromAttributes, settingsOf } from './rotate-text.js';
import { buildLayout, readSetup, renderGame, renderSetup, wireLayout } from './rotate-view.js';
import rotateWords from './rotate-words.js';
import discWords from '../../common/disc/disc-words.js';
import gridWords from '../../common/grid/grid-words.js';
import { remoteParts } from '../../common/game-remote.js';
import { colourName } from '../../common/disc/disc-text.js';
import { dailyParts } from '../../common/daily-view.js';
import { askLayout } from '../../common/daily-ask.js';
import { dailyAsk, dailyChoices, dailyResult, dailyShare, drawDaily } from './rotate-daily.js';

// What <rotate-game> hands the shared controller (disc-game.js).
/** @satisfies {Partial<import('../../common/game-spec.js').DiscGameSpec>} */
const SPEC = {
  game: 'rotate',
  name: 'Rotate',
  pageWords: { ...rotateWords, ...discWords, ...gridWords },
  messages: { fr: () => import('./rotate-messages-fr.js'), it: () => import('./rotate-messages-it.js'), he: () => import('./rotate-messages-he.js') },
  storageKey: 'kata-arcade:rotate',
  remote: remoteParts,  // played with a friend by turn links (game-remote.js)
  colours: COLOUR,
  pieces: PIECE,
  layout: buildLayout,
  renderSetup,
  readSetup,
  setupFocus: (r) => r.size,
  fromAttributes: settingsFromAttributes,
  settingsOf,
  paramsOf,
  shape: (t, view) => ({ width: view.n, label: t('rotate.boardOf', { n: view.n }) }),
  rows: (view) => view.rows,
  winCells: (view) => view.winningCells,
  dropMove: (column) => `d${column}`,
  title: gameTitle,
  // The day's challenge is a question (rotate-daily.js): its panel takes the board's place.
  daily: {
    result: dailyResult, share: dailyShare, unit: 'rotate.daily.unit',
    question: { ask: dailyAsk, choices: dailyChoices, draw: drawDaily },
    ...dailyParts,
    askLayout,
  },
};

export class RotateGame extends DiscGameElement {
  static styles = [
    new URL('../../common/game-fit.css', import.meta.url),
    new URL('./rotate-accent.css', import.meta.url),  // game.json's accent, written by the build
    new URL('./rotate-base.css', import.meta.url),
    new URL('../../common/disc/disc-board.css', import.meta.url),
    new URL('../../common/grid/grid-table.css', import.meta.url),
    new URL('../../common/disc/disc-game.css', import.meta.url),
    new URL('./rotate-game.css', import.meta.url),
  ];

  #play;

  constructor() {
    super((controller) => {
      this.#play = controller;
      return {
        ...SPEC,
        fallback: (settings) => [{ n: 7, k: 4, seats: settings.seats?.length === 2 ? settings.seats : ['human', 'medium'] }, this.#play.t('rotate.fallback')],
        render: (r, model) => renderGame(r, { ...model, status: (snap) => this.#play.statusText(snap) }),
        describeMove: (snap) => describeMove(this.#play.t, snap),
        wire: (r, on) => wireLayout(r, { ...on, turn: (seat) => this.#turn(seat) }),
        // The turn of the board: it turns, then the pieces fall.
        animate: (prev, next, board, marks) => (next.lastMove === 'r' ? turnBoard(board, prev.view.rows, next.view.rows, marks) : null),
        key: (event, lower) => {
          if (lower !== 't') return false;
          this.#turn();
          return true;
        },
      };
    });
  }

  turn() { this.#turn(); }

  // The turn button of a seat, or T for the player to move. The engine refuses a second turn.
  #turn(seat = null) {
    const play = this.#play;
    const why = play.notYourMove();
    if (why) { play.notice(why); return; }
    const toMove = play.snap.view.toMove;
    if (seat !== null && seat !== toMove) {
      play.notice(play.t('rotate.notYours', { mover: colourName(play.t, COLOUR[toMove]), seat: colourName(play.t, COLOUR[seat]) }));
      return;
    }
    play.act((save) => play.arcade.session.play(save, 'r'), 'move');
  }
}

defineElement('rotate-game', RotateGame);
