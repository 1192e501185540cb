// __game__-game.js: the <__game__-game> custom element: __Title__ (three in a row on a 3x3 grid, a placeholder written by `npm run new-game`), in shadow DOM.
//
// Attributes (read when a game starts; a `game-id`, then a saved game in storage, come first):
//   players      two seat letters, X's then O's: h person, r random computer (default "hh")
//   game-id      a position to open, as shared by link: a whole save ("__game__:hh::5.1:2") or a game id
//   storage-key  localStorage key of the saved game (default "kata-arcade:__game__")
//   fast         the computer's moves appear without the short pause
//   sound        "on": sounds on by default (the player's own choice, remembered, wins)
//   page-keys    keys typed anywhere on the page (outside other components) play too, not only with focus inside
//   panels       the optional panels to show, among "setup rules" (default: all; "none": the board and its controls alone)
// Events (bubbling, composed):
//   arcade-sound         detail: { kind: 'disc' | 'win' } when a sound plays (sounds on)
//   __game__-change      detail: the engine snapshot after every move, undo, redo, new or restored game
//   __game__-over        detail: { winners: [seats], draw, text, save }
// Properties and methods: snapshot, save, thinking, paused, play(cell), undo(), redo(), loadGame(id), newGame(settings {seats}).
// Theming: --arcade-font, --arcade-fg, --arcade-muted, --arcade-surface, --arcade-surface-muted, --arcade-border,
//   --arcade-accent, --arcade-accent-strong, --arcade-on-accent, --arcade-focus, --arcade-radius, --arcade-shadow,
//   --arcade-error-bg, --arcade-error-fg, --arcade-fit-height;
//   ::part(root game board grid controls notice event setup rules thinking button undo-button redo-button new-game-button
//   new-game-start stop-button resume-button announcer).
// Keys: 1-9 play that cell (row by row from the top left), arrows move inside the board, Enter or
// Space play the cell, Ctrl+Z / U undo, Ctrl+Y redo.
import { defineElement } from '../../common/element.js';
import { ControlledGameElement } from '../../common/game-controller.js';
import { overDetail } from '../../common/grid/grid-dock.js';
import gridWords from '../../common/grid/grid-words.js';
import { PIECE, SEATS, SIDE, buildLayout, readSetup, renderGame, renderSetup, wireLayout } from './__game__-view.js';
import words from './__game__-words.js';

const letterOf = Object.fromEntries(SEATS.map((s) => [s.kind, s.letter]));
const kindOf = Object.fromEntries(SEATS.map((s) => [s.letter, s.kind]));
const DEFAULT_SEATS = ['human', 'human'];

/** New-game settings from the element's attributes (players). */
function settingsFromAttributes(get) {
  const players = (get('players') ?? '').trim().toLowerCase();
  const seats = players.length === 2 && [...players].every((ch) => kindOf[ch]) ? [...players].map((ch) => kindOf[ch]) : [...DEFAULT_SEATS];
  return { seats };
}

export class __Game__Game extends ControlledGameElement {
  static styles = [
    new URL('../../common/game-fit.css', import.meta.url),
    new URL('./__game__-accent.css', import.meta.url),  // game.json's accent, written by the build
    new URL('../../common/grid/grid-board.css', import.meta.url),
    new URL('./__game__-game.css', import.meta.url),
  ];

  #play;

  constructor() {
    super((controller) => {
      this.#play = controller;
      // The controller's words exist once the spec does: looked up at each call, not here.
      const t = (key, values) => controller.t(key, values);
      const seatName = (snap, seat) => PIECE[seat + 1];
      const told = (key, snap) => t(key, { status: controller.statusText(snap) });
      // Typed once in game-spec.js: tsc fails on a hook missing, misspelt or of the wrong kind.
      /** @type {import('../../common/game-spec.js').GameSpec} */
      const spec = {
        game: '__game__',
        name: '__Title__',
        pageWords: { ...words, ...gridWords },
        messages: { fr: () => import('./__game__-messages-fr.js'), it: () => import('./__game__-messages-it.js'), he: () => import('./__game__-messages-he.js') },
        storageKey: 'kata-arcade:__game__',
        layout: (words) => buildLayout(words, (row, col) => this.play(row * SIDE + col + 1)),
        wire: wireLayout,
        renderSetup,
        readSetup,
        setupFocus: (r) => r.seatChoices[0],
        fromAttributes: settingsFromAttributes,
        settingsOf: (view) => ({ seats: [...view.seats] }),
        paramsOf: ({ seats }) => seats.map((kind) => letterOf[kind] ?? kind).join(''),
        fallback: () => [{ seats: [...DEFAULT_SEATS] }, t('__game__.fallback')],
        render: (r, model) => renderGame(r, {
          ...model, status: controller.statusText(model.snap), locked: Boolean(controller.notYourMove()),
          who: model.snap.status.toMove >= 0 ? seatName(model.snap, model.snap.status.toMove) : '',
        }),
        seatName,
        describeMove: (snap) => (snap.lastMove ? t('__game__.played', { piece: PIECE[((snap.position - 1) % 2) + 1], n: snap.lastMove }) : ''),
        overDetail,
        sound: () => 'disc',
        words: {
          resumed: (snap) => told('__game__.resumed', snap),
          started: (snap) => told('__game__.started', snap),
          opened: (snap) => told('__game__.opened', snap),
        },
        key: (event, lower) => {
          if (controller.r.grid.key(event)) return true;
          if (event.repeat || !/^[1-9]$/.test(lower)) return false;
          this.play(Number(lower));
          return true;
        },
      };
      return spec;
    });
  }

  /** Plays cell `n` (1-9, row by row from the top left); a refusal is told in the element. */
  play(n) { this.#play.play(String(n)); }
}

defineElement('__game__-game', __Game__Game);
