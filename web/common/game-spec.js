// game-spec.js: the spec a game element hands its GameController (game-controller.js): what differs from game to game, typed and documented once.
//
// Nothing here runs: a spec is a plain object of values and functions that each game element makes
// (greed-game.js's #spec(), for one); the controller and its parts (game-start.js, game-controls.js,
// game-computer.js) read it through GameController.spec. The typedefs below are the one statement
// of it: every game's spec is declared a GameSpec (a DiscGameSpec for the disc games), so that
// `npx tsc -p tsconfig.json` fails on a hook that is missing, misspelt or of the wrong kind. Hooks
// are plain functions of engine values unless said otherwise; the optional ones are closures over
// the game's own state.
//
// The game may call: render(), notice(text, isError), persist(), act(call, how), play(move),
// undoRedo(how), newGame(settings), begin(snap, told) (a game it made itself), job(busy, run)
// (worker calls that will replace the game), ask(method, args, options) (a question about the
// position, e.g. a hint), showSetup(), cancelThinking(), maybeThink().

/** @typedef {import('../../wasm/arcade').Snapshot<any>} Snap */
/** @typedef {import('../../wasm/arcade').RandomSource} RandomSource */
/** @typedef {(key: string, values?: Record<string, string | number>) => string} Words the page words' lookup t (page-words.js) */
/** @typedef {'move' | 'computer' | 'undo' | 'redo' | 'new' | 'restore' | 'link'} How how a snapshot came to be shown */

/**
 * The view's skeleton, r, that layout() returns: the parts the controller reaches into, and the
 * game's own parts beside them (any other name). Every game has loading, game, notice and
 * headline; the views build r part by part, so the type cannot demand them.
 * @typedef {{
 *   loading?: HTMLElement, game?: HTMLElement, notice?: HTMLElement, headline?: HTMLElement,
 *   setup?: HTMLElement, setupScreen?: HTMLElement, setupError?: HTMLElement, newGame?: HTMLElement,
 *   resume?: HTMLElement, shareNote?: HTMLElement, shareLink?: HTMLInputElement, tools?: HTMLElement,
 *   thinkingText?: HTMLElement,
 * } & Record<string, any>} GameView
 * loading       the line shown until the engine and the first game are there (and a job's busy line)
 * game          the board and its controls, hidden while the setup screen shows
 * notice        the live line of refusals and notices (notice())
 * headline      where focus goes when a control it was on gets hidden or disabled
 * setup         the setup form (scrolled to by newGame); setupScreen and setupError: a setup
 *               screen of its own and the line in it where refused settings are told (setupScreen)
 * newGame       the button focused when the setup screen closes
 * resume        "Let the computer move", focused after Stop
 * shareNote, shareLink   for games that share: what the share button says, and the link's field
 * tools         the row of tools that ends with the sound switch (sound.js), which the controller adds
 * thinkingText  the line that counts the seconds the computer thinks
 */

/**
 * What the controller hands wire(r, on): the handlers the game's controls call (friend: a game with
 * a friend on another device starts, game-remote.js; qr: its latest link shown as a QR code, focus
 * back to `opener` when it closes).
 * @typedef {{ undo: () => void, redo: () => void, share: (what?: string) => void, stop: () => void,
 *   resume: () => void, newGame: () => void, again: () => void, setup: () => void, closeSetup: () => void,
 *   friend: () => void, qr: (opener: HTMLElement) => void }} Handlers
 */

/**
 * What render(r, model) draws: the snapshot, the computer's thinking ({ seconds } or null),
 * stalled (the computer is paused), the line under the board, busy (what a job is making, or ''),
 * remote (a game with a friend on another device, game-remote.js's model: { seats (the seats
 * played here), mine (this device is to move), link (the page address of the latest turn), over },
 * or null), and the game's own fields from model().
 * @typedef {{ snap: Snap, thinking: { seconds: number } | null, stalled: boolean, event: string, busy: string,
 *   remote: { seats: number[], mine: boolean, link: string, over: boolean } | null } & Record<string, any>} RenderModel
 */

/**
 * The sentences the controller says in the game's words.
 * @typedef {object} SpecWords
 * @property {(snap: Snap) => string} resumed    a saved game resumes
 * @property {(snap: Snap) => string} started    a new game starts
 * @property {(snap: Snap) => string} opened     a shared position opens
 * @property {(who: string) => string} [wait]    the refusal of a person's move while the computer plays
 * @property {string} [stopped]                  the notice after Stop
 * @property {(sentence: string, snap: Snap, error: unknown) => string} [refused]  an engine refusal as
 *   the board shows it (Mastermind's digits; Cul de chouette's names), from the error's message (words.js)
 * @property {(sentence: string, error: unknown) => string} [error]  an engine refusal about no position
 *   (settings, a saved game, a link, the worker) in the game's words
 * @property {Record<string, string>} [text]     the controller's own sentences by id (loadFailed, linkFailed, startBelow)
 * @property {(settings: any) => string} [making]  games made in the worker: what is said while one is made ("Making …")
 */

/**
 * The computer's move as a worker call (default: session.computer).
 * @typedef {{ method: string, args: unknown[], snapshot: (result: any, ms?: number) => Snap,
 *   resource?: unknown, onResource?: (value: unknown) => void }} ComputerCall
 */

/**
 * @typedef {object} GameSpec
 * @property {string} game          the engine's game name ('greed'); also the prefix of the element's events
 * @property {string} name          the players' name of the game ('Greed')
 * @property {Record<string, any>} [pageWords]  the game's catalogue of page words (page-words.js); t looks
 *   there first, then in the shared common-words.js
 * @property {import('./words.js').GameCatalogues} [messages]  the game's own part of the core's catalogues, by
 *   language, each the import of its module (Greed's fr: greed-messages-fr.js); words.js loads the element's language with the shared part
 * @property {string} storageKey    the default localStorage key of the saved game
 * @property {(t: Words) => GameView} layout  the view's skeleton, built once in the element's words
 * @property {(r: GameView, on: Handlers) => void} wire  connects the controls to the handlers in `on`
 * @property {(r: GameView, settings: any, options?: { canCancel?: boolean }) => void} renderSetup  the setup form, filled from settings
 * @property {(r: GameView) => any} [readSetup]  the settings the setup form holds (a game whose form calls on.setup)
 * @property {(r: GameView) => HTMLElement} [setupFocus]  where focus goes in the setup (a game whose controls call on.newGame)
 * @property {(get: (name: string) => string | null) => any} fromAttributes  new-game settings from the element's attributes
 * @property {(view: any) => any} settingsOf  the settings of a game's view (the setup form follows the game)
 * @property {(settings: any) => string} [paramsOf]  the engine's params of settings (every game the controller
 *   starts itself, without create)
 * @property {(settings: any) => [any, string]} [fallback]  [settings, sentence] of the game to start when the
 *   engine refuses settings (games without a setup screen)
 * @property {(r: GameView, model: RenderModel) => void} render  updates the view
 * @property {(snap: Snap, seat: number) => string} [seatName]  a seat's name in sentences ("Red", "Ada"): every
 *   game with a computer player
 * @property {(snap: Snap) => string} [describeMove]  the line under the board after a move or a redo (every game
 *   without its own event hook)
 * @property {(snap: Snap) => unknown} overDetail  the detail of the <game>-over event
 * @property {SpecWords} words
 * @property {(snap: Snap, prev: Snap) => string | undefined} [sound]  the sound of the move just played
 *   ('dice', 'disc' or none); a finished game plays 'win'
 * @property {number | ((snap: Snap) => number)} [computerPause]  ms the computer's move waits at least
 *   (default 500; none with `fast`), or the game's own timing of that move (it then applies `fast` and
 *   reduced motion itself)
 * @property {boolean} [warmUpWorker]  the engine worker starts loading once the page's engine has (a computer
 *   that searches long answers sooner); a game with `create` has it too
 * @property {boolean} [setupScreen]  the setup is a screen of its own (r.setupScreen, r.setupError), shown
 *   when nothing else starts a game and where refused settings are told; otherwise a game always runs,
 *   its setup form (r.setup) beside it, and refused settings fall back (fallback)
 * @property {(element: HTMLElement) => boolean} [startsAtOnce]  with a setup screen: the element's
 *   attributes start a game without it
 * @property {() => Record<string, unknown>} [record]  fields saved with the save (names, a seed, ...)
 * @property {(record: any) => void} [restore]  takes them back
 * @property {(record: any) => boolean} [validRecord]  checks them
 * @property {(record: any) => void} [preferences]  the saved record, whenever there is one, before anything
 *   starts (even a link): the player's choices that outlive a game (how pegs look)
 * @property {(settings?: any) => RandomSource | undefined} [random]  the random source of moves and the
 *   computer ({ seed } in tests), or undefined
 * @property {(snap: Snap) => ComputerCall} [computer]  the worker call that moves for the computer
 * @property {(settings?: any) => void} [fresh]  a new game or position: the game's own state starts over
 * @property {(snap: Snap, how: How, prev: Snap | null) => Promise<unknown> | void} [present]  before drawing
 *   a snapshot; a promise the computer's next move waits for (an animation)
 * @property {(prev: Snap | null, snap: Snap, how: How) => string} [narrate]  the announcement of a change
 *   ('' for none; default: the event line and the status)
 * @property {() => Record<string, unknown>} [model]  more fields for render's model
 * @property {() => void} [painted]  after every render
 * @property {(event: KeyboardEvent, lower: string) => boolean | void} [key]  the game's own keys; true when handled
 * @property {(event: KeyboardEvent) => boolean} [keys]  the game's whole keyboard (undo and redo included),
 *   called for every key the element owns instead of the shared keys and key()
 * @property {() => boolean} [canThink]  false while the computer must not move yet (Mastermind: until the
 *   player lets it make its first guess)
 * @property {(snap: Snap) => boolean | void} [hold]  whenever the computer could move: starts what the game
 *   runs between moves on its own (Cul de chouette's timed races); true keeps the computer from moving
 * @property {() => void} [halt]  the game's own timers stop, with the computer's turn
 * @property {(save: string, record: any) => string} [loadable]  the save to load from a stored record (or a
 *   link: null), an older save format brought up to date
 * @property {(snap: Snap, how: How) => void} [shown]  after a snapshot is shown and saved, before it is drawn
 * @property {(snap: Snap, how: How) => void} [finished]  when a move ends the game, before the <game>-over event
 * @property {(focused: Element | null) => void} [keepFocus]  where focus goes after a render (default: the
 *   headline takes it from a control that got hidden or disabled)
 * @property {(how: How, prev: Snap | null, snap: Snap) => string} [event]  the line under the board after a
 *   change (default: describeMove after a move or a redo, "Move taken back." after an undo)
 * @property {(snap: Snap, what?: string) => { hash: string, copied: string, manual: string, query?: Record<string, any> }} [share]
 *   the link on.share(what) copies, what it says and its page options (default: the save)
 * @property {(key: string) => any} [store]  the game's own store of its saved game (a createStore), when its
 *   record is not { save, paused, ...record() } (Sudoku's clock pause)
 * @property {(settings: any, call: (method: string, ...args: unknown[]) => Promise<any>) => Promise<Snap>} [create]
 *   a game made in the engine worker (Sudoku's generator; the element's first game on the page's thread,
 *   its engine loaded already): a promise of its first snapshot; words.making says it meanwhile
 * @property {(id: string, call: (method: string, ...args: unknown[]) => Promise<any>) => Promise<Snap>} [open]
 *   the snapshot a shared link stands for, made in the worker (as create)
 * @property {(snap: Snap) => void} [linked]  after a shared link's game is shown (Sudoku takes the link's time)
 * @property {'game' | 'puzzle'} [noun]  what a game is called in sentences (default 'game')
 * @property {DailySpec} [daily]  a game with a daily challenge (game-daily.js): its goal and result in its words
 * @property {{ part: new (controller: any, shared: any) => any, words: Record<string, any>, valid: (d: any) => boolean, secret?: { holder: number, code: () => string | undefined } }} [remote]
 *   a game played with a friend on another device by turn links: game-remote.js's remoteParts (the
 *   controller's part, its page words, the check of a saved record's remote part); a game without
 *   it loads none of them, and its turn links are refused in its core's words. `secret`: a game
 *   whose links carry a secret (version 2, remote-secret-turns.js): the seat that keeps it, and the
 *   code picked on the page for a new game (undefined: the core draws it)
 * @property {(settings: any) => any} [friendSettings]  the settings of a game with a friend on another
 *   device, from the current ones (default: the same with every seat a person's)
 */

/**
 * A game's part of the day's challenge (game-daily.js); `challenge` is arcade.daily's answer for the day;
 * `played` what the day's result is read from: the finished game's snapshot, or in a question daily the answer given.
 * @typedef {{
 *   result: (t: Words, played: any, challenge: any) => { won: boolean, score: number, text: string },
 *   goal?: (t: Words, snap: Snap, challenge: any) => string,
 *   start?: (challenge: any) => { params: string, desc: string },
 *   share: (t: Words, played: any, challenge: any) => { summary: string, grid: string },
 *   unit: string,
 *   question?: DailyQuestion,
 *   layOut: (r: GameView, t: Words) => { button: HTMLElement, statsButton: HTMLElement, line: HTMLElement, result: HTMLElement, share: any, stats: any },
 *   askLayout?: (r: GameView, t: Words, ui: any, choices: { value: string, label: string }[]) => any,
 *   asked: (element: HTMLElement) => string | null,
 *   wireStats: (stats: any, t: Words, what: { game: string, name: string, unit: string }) => { show: (status?: string, isError?: boolean) => void },
 *   part: new (controller: any, shared: any, start: any) => any,
 *   words: Record<string, any>,
 * }} DailySpec
 * share   the finished day's spoiler-free summary line and emoji grid (the shared text)
 * unit    the page word naming what the distribution counts ('mm.daily.unit': guesses)
 * start   what session.create takes for a daily whose core gives no `start` (Greed's: the day's dice as the desc)
 * question  a daily that is a question, not a game of moves (Rotate's): no session; its panel (askLayout, daily-ask.js)
 *           in the board's place
 * layOut, asked, wireStats, part, words  daily-view.js's dailyParts (imported by the games with a daily only): the
 *         daily's parts on the view, the date the element's `daily` attribute asks for, the statistics panel,
 *         the controller's part (GameDaily) and the daily's page words: no other game loads them
 * result  the finished daily's result: won, the score its distribution counts (guesses, minutes, moves) and its sentence
 * goal    the puzzle's statement beside the day's line, when the game shows one (Connect Four's win in N)
 */

/**
 * A daily that is a question (game-daily.js): the player answers once, then the answer is revealed.
 * @typedef {{
 *   ask: (t: Words, challenge: any) => string,
 *   choices: (t: Words) => { value: string, label: string }[],
 *   draw: (slot: HTMLElement, t: Words, challenge: any, how: { revealed: boolean, animate: boolean }) => Promise<unknown> | void,
 * }} DailyQuestion
 * ask      the question, the panel's title
 * choices  the answers, as buttons: `value` is what result and share receive as `played`
 * draw     the game's picture of the day in `slot`: the question's, or once revealed the answer's (animated just after answering)
 */

/**
 * A disc game's spec (disc/disc-game.js makes the controller's from it): the game's own parts of a
 * GameSpec, without those DiscPlay adds (words, seatName, wire's drop and hover, fresh, present,
 * sound, model, painted, finished, overDetail, key), and what the disc board needs.
 * @typedef {Omit<GameSpec, 'words' | 'seatName' | 'overDetail'> & {
 *   colours: string[], pieces: string[],
 *   shape: (t: Words, view: any) => { width: number, height?: number, label: string },
 *   title: (t: Words, view: any) => string,
 *   rows: (view: any) => string[], winCells: (view: any) => number[][],
 *   dropMove: (column: number) => string,
 *   animate?: (prev: Snap, next: Snap, board: any, marks: any) => Promise<boolean> | null,
 * }} DiscGameSpec
 * colours, pieces  seat colour ids (['red', 'blue'], named by disc-words.js) and board characters (['R', 'B'])
 * shape, title     the board's { width, height (default: width, a square), label } and its title (t: the page words)
 * rows, winCells   the board as rows of characters (top first) and the winning cells
 * dropMove         the engine move dropping a disc in a 1-based column
 * animate          a move of the game's own to draw (a promise of true once drawn, false when
 *                  interrupted), or null for a drop
 */
export {};
