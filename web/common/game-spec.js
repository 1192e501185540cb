// game-spec.js: the spec a game element hands its GameController (game-controller.js): what differs from game to game, documented once.
//
// Nothing here runs: a spec is a plain object of values and functions that each game element makes
// (greed-game.js's #spec(), for one); the controller and its parts (game-start.js, game-controls.js,
// game-computer.js) read it through GameController.spec.

/**
 * The spec (plain functions of engine values unless said otherwise):
 *   game, name          the engine's game name ('greed') and the players' ('Greed')
 *   pageWords           the game's catalogue of page words (page-words.js); t (below) looks
 *                       there first, then in the shared common-words.js
 *   messages            the game's own part of the core's catalogues, by language, each the import
 *                       of its module (Greed's fr: greed-messages-fr.js); words.js loads the element's
 *   storageKey          the default localStorage key of the saved game
 *   layout()            the view's skeleton r: r.loading, r.game, r.notice, r.headline (focus
 *                       target) and, for games that share, r.shareNote and r.shareLink; r.tools,
 *                       optional, the row of tools that ends with the sound switch (sound.js)
 *   sound(snap, prev)   optional: the sound of the move just played ('dice', 'disc' or none); a
 *                       finished game plays 'win'
 *   wire(r, on)         connects the controls to the handlers in `on` (undo, redo, share, stop,
 *                       resume, newGame, again, setup)
 *   renderSetup(r, settings), readSetup(r), setupFocus(r): the setup form
 *   fromAttributes(get), settingsOf(view), paramsOf(settings): new-game settings
 *   fallback(settings)  [settings, sentence] of the game to start when the engine refuses settings
 *   render(r, model)    updates the view (model: snap, thinking, stalled, event, busy (what a
 *                       job is making, or ''), and spec.model())
 *   seatName(snap, seat) the name of a seat in sentences ("Red", "Ada")
 *   describeMove(snap), title(view): sentences
 *   words               { resumed(snap), started(snap), opened(snap) }: what is announced when a saved
 *                       game resumes, a new game starts and a shared position opens; wait(who),
 *                       optional: the refusal of a person's move while the computer plays;
 *                       stopped, optional: the notice after Stop; refused(sentence, snap, error),
 *                       optional: an engine refusal as the board shows it (Mastermind's digits; Cul
 *                       de chouette's names), from the error's message (words.js); error(sentence,
 *                       error), optional: an engine refusal about no position (settings, a saved
 *                       game, a link, the worker) in the game's words; text, optional: the
 *                       controller's own sentences in the game's words, by id (loadFailed,
 *                       linkFailed, startBelow)
 *   computerPause       ms the computer's move waits at least (default 500; none with `fast`), or
 *                       computerPause(snap): the game's own timing of that move (it then applies
 *                       `fast` and reduced motion itself)
 *   warmUpWorker        true: the engine worker starts loading with the page (a computer that
 *                       searches long answers sooner)
 * optional hooks (closures over the game's own state):
 *   setupScreen         true when the setup is a screen of its own (r.setupScreen, r.setupError), shown
 *                       when nothing else starts a game (startsAtOnce(element) is false) and where
 *                       refused settings are told; otherwise a game always runs, its setup form
 *                       (r.setup) beside it, and refused settings fall back (fallback)
 *   record()            fields saved with the save (names, a seed, ...); restore(record) takes them back,
 *                       validRecord(record) checks them; persist() saves again when one of them changed
 *   preferences(record) the saved record, whenever there is one, before anything starts (even a link):
 *                       the player's choices that outlive a game (how pegs look)
 *   random()            the random source of moves and the computer ({seed} in tests), or undefined
 *   computer(snap)      { method, args, snapshot(result, ms), resource?, onResource? }: the worker call
 *                       that moves for the computer and the snapshot it leads to (default:
 *                       session.computer); resource: a file the engine loads first (callEngine's)
 *   fresh()             a new game or position: the game's own state starts over
 *   present(snap, how, prev)  before drawing a snapshot; may return a promise the computer's next
 *                       move waits for (an animation)
 *   narrate(prev, snap, how)  the announcement of a change ('' for none; default: the event line)
 *   model()             more fields for render's model; painted(): after every render
 *   key(event, lower)   the game's own keys; true when handled
 *   overDetail(snap)    the detail of the <game>-over event
 *   canThink()          false while the computer must not move yet (Mastermind: until the player
 *                       lets it make its first guess)
 *   hold(snap)          whenever the computer could move (a snapshot shown, the element back in the
 *                       page, the setup closed): starts what the game runs between moves on its own
 *                       (Cul de chouette's timed races, people's turns included); true keeps the
 *                       computer from moving
 *   halt()              the game's own timers stop, with the computer's turn (new game, setup,
 *                       undo, the element leaving the page)
 *   loadable(save, record)  the save to load from a stored record (record) or a link (null): an
 *                       older save format brought up to date
 *   shown(snap, how)    after a snapshot is shown and saved, before it is drawn (the game drops
 *                       what belonged to the previous one)
 *   finished(snap, how) when a move ends the game, before the <game>-over event
 *   keepFocus(focused)  where focus goes after a render (default: the headline takes it from a
 *                       control that got hidden or disabled)
 *   event(how, prev, snap)  the line under the board after a change (default: describeMove after
 *                       a move or a redo, "Move taken back." after an undo)
 *   keys(event)         the game's whole keyboard, when it has a key map of its own (undo and
 *                       redo included): called for every key the element owns instead of the
 *                       shared keys and key(); true when handled
 *   share(snap, what)   { hash, copied, manual, query }: the link on.share(what) copies, what it
 *                       says and its page options (default: the save, continued from this position)
 *   store(key)          the game's own store of its saved game (a createStore), when its record
 *                       is not { save, paused: boolean, ...record() } (Sudoku's clock pause)
 * a game whose games are made in the engine worker (Sudoku's generator and grader) adds:
 *   create(settings, call)  a promise of a new game's snapshot, from `call(method, ...args)` in
 *                       the worker; words.making(settings) says it meanwhile ("Making …")
 *   open(id, call)      a promise of the snapshot a shared link stands for, in the worker; a bad
 *                       link at start brings back the saved game, else a new one
 *   linked(snap)        after a shared link's game is shown (Sudoku takes the link's time)
 *   noun                what a game is called in sentences ('puzzle'; default 'game')
 * The game may call: render(), notice(text, isError), persist(), act(call, how), play(move),
 * undoRedo(how), newGame(settings), begin(snap, told) (a game it made itself), job(busy, run)
 * (worker calls that will replace the game), ask(method, args, options) (a question about the
 * position, e.g. a hint), showSetup(), cancelThinking(), maybeThink().
 * @typedef {Record<string, any>} GameSpec
 */
export {};
