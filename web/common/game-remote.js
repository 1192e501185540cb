// game-remote.js: GameRemote, the part of the GameController (game-controller.js) that plays a friend on another device by passing turn links (#play=<token>), every one checked and replayed by the core (arcade.link).
//
// A turn link carries the whole game (its params and every move), so the receiving page trusts
// nothing it has not replayed. This device remembers, per game id, which seats it plays and the
// latest link it has (remote-games.js): a link opened twice, out of order or from a fork is told
// apart from a newer one by the chain of checks the core returns, and never overwrites the newer
// game kept here.
import { rememberRemoteGame, remoteGame, remoteShape } from './remote-games.js';
import { sendText } from './send-text.js';
import { TURN_PREFIX } from './game-start.js';
import remoteWords from './remote-words.js';
import { SecretTurns } from './remote-secret-turns.js';

export class GameRemote {
  #c;   // the GameController
  #s;   // what it shares with its parts (its #s): s.remote is { gameId, seats, link } in a game with a friend
  #secret;  // a game with a secret (turn links version 2, spec.remote.secret): its SecretTurns, else null

  constructor(controller, shared) {
    this.#c = controller;
    this.#s = shared;
    this.#secret = controller.spec.remote?.secret ? new SecretTurns(controller, shared) : null;
  }

  get #spec() { return this.#c.spec; }
  get #link() { return this.#s.arcade.link; }

  /** True in a game with a friend on another device. */
  get active() { return Boolean(this.#s.remote); }

  /** True when the seat to move is played on this device (or the game is over). */
  get mine() {
    const { remote, snap } = this.#s;
    return !remote || !snap || snap.status.over || remote.seats.includes(snap.status.toMove);
  }

  /** What the view shows of it: null outside a game with a friend. */
  model() {
    const { remote, snap } = this.#s;
    if (!remote || !snap) return null;
    return { seats: remote.seats, mine: this.mine, link: this.url(), over: snap.status.over, ...(this.#secret ? { code: this.#secret.code() } : {}) };
  }

  /** The page address (this page, its options kept: a host page's own query too) that opens the latest link. */
  url() {
    const url = new URL(location.href);
    url.hash = `${TURN_PREFIX}${this.#s.remote.link}`;
    return url.href;
  }

  /** Why a person cannot move here now ('' when they can): the seat to move is the friend's. */
  notYourMove() {
    if (this.mine) return '';
    const snap = this.#s.snap;
    return this.#c.t('remote.notYours', { who: this.#spec.seatName(snap, snap.status.toMove) });
  }

  /** "Play a friend": a new game between two people on two devices, this one the first seat. */
  start() {
    const spec = this.#spec;
    const c = this.#c;
    const current = c.currentSettings();
    // Every seat a person's (a game may say otherwise: spec.friendSettings).
    const settings = spec.friendSettings?.(current) ?? { ...current, seats: current.seats.map(() => 'human') };
    let made;
    try {
      made = this.#link.create(spec.game, spec.paramsOf(settings), this.#secret?.createOptions());
    } catch (error) {
      c.notice(this.#s.say(error));
      return null;
    }
    const snap = this.#s.arcade.session.load(made.info.save);
    const remote = { gameId: made.info.gameId, seats: [0], link: made.link };
    const told = this.#secret ? this.#secret.made(made) : c.t('remote.started', { who: spec.seatName(snap, 0) });
    c.begin(snap, told, remote);
    return snap;
  }

  /** Plays a person's move in a game with a friend: the core makes the next link. */
  play(move) {
    const s = this.#s;
    return this.#c.act(() => {
      const next = this.#link.move(s.remote.link, move);
      const snap = s.arcade.session.load(next.info.save);
      s.remote = { ...s.remote, link: next.link };
      return snap;
    });
  }

  /** After a snapshot was shown (the record is saved by then): the device's list of games follows. */
  shown() {
    const { remote, snap } = this.#s;
    if (!remote || !snap) return;
    rememberRemoteGame({ ...remote, game: this.#spec.game, turn: snap.moveCount, toMove: snap.status.over ? -1 : snap.status.toMove, over: snap.status.over });
  }

  /**
   * Opens a turn link: a newer turn of a game kept here is played forward (the friend's moves one by
   * one, animated); a new game is joined in the seat to move; an older, equal or forked link leaves
   * the game kept here as it is and says so. Returns true when the link's game is on show.
   */
  async open(token) {
    const c = this.#c;
    const s = this.#s;
    const spec = this.#spec;
    let info;
    try {
      info = this.#link.show(token);
      if (info.game !== spec.game) throw Object.assign(new Error(c.t('linkNotGame', { name: spec.name })), { name: 'ArcadeError' });
    } catch (error) {
      return { error: `${c.t('linkFailed')} ${s.say(error)}` };
    }
    const kept = this.#kept(info.gameId);
    if (!kept) {
      const refused = this.#secret?.refuseJoin(info);
      if (refused) return { error: `${c.t('linkFailed')} ${refused}` };
      const snap = s.arcade.session.load(info.save);
      const seats = snap.status.over ? [] : [snap.status.toMove];
      c.begin(snap, snap.status.over ? c.t('sharedOpened') : c.t('remote.joined', { who: spec.seatName(snap, snap.status.toMove) }), { gameId: info.gameId, seats, link: token });
      this.#secret?.answer();
      return { shown: true };
    }
    const { remote, info: here } = kept;
    const parted = firstDifference(here.chain, info.chain);
    let why = '';
    if (parted !== -1) why = c.t('remote.forked', { turn: parted });
    else if (info.turn < here.turn) why = c.t('remote.older', { turn: info.turn, ours: here.turn });
    else if (info.turn === here.turn) why = c.t('remote.same');
    if (why) {
      if (s.remote?.gameId !== remote.gameId || s.snap?.save !== here.save) c.begin(s.arcade.session.load(here.save), '', remote);
      c.notice(why, false);
      s.announcer.announce(why);
      return { shown: true };
    }
    await this.#catchUp(remote, here, { ...remote, link: token }, info);
    this.#secret?.answer();
    return { shown: true };
  }

  // The game kept here under `gameId`: the one on show, else the device's list; null when none (or
  // when its link no longer opens, which the core would say: then the new link starts afresh).
  #kept(gameId) {
    const s = this.#s;
    const remote = s.remote?.gameId === gameId ? s.remote : remoteGame(gameId);
    if (!remote) return null;
    try {
      return { remote, info: this.#link.show(remote.link) };
    } catch {
      return null;
    }
  }

  // From the turn kept here to the link's: each of the friend's moves shown as a move, in turn.
  async #catchUp(remote, here, next, info) {
    const c = this.#c;
    const s = this.#s;
    const session = s.arcade.session;
    const at = (position) => session.load(info.save.replace(/:\d+$/, `:${position}`));
    let prev = at(here.turn);
    c.begin(prev, '', remote);
    s.remote = next;
    for (let position = here.turn + 1; position <= info.turn; position++) {
      await s.animating;
      if (s.remote !== next) return;  // another game came meanwhile
      const snap = at(position);
      s.show(snap, { how: 'move', prev });
      prev = snap;
    }
    const n = info.turn - here.turn;
    const told = c.t(this.mine && !prev.status.over ? 'remote.yourTurn' : 'remote.caughtUp', { n });
    c.notice(told, false);
  }

  /** Sends the latest link: the share sheet on a phone, else the clipboard (or the field, to copy by hand). */
  async send() {
    const r = this.#s.r;
    const t = this.#c.t;
    const url = this.url();
    await sendText({ note: r.shareNote, field: r.shareLink }, { title: this.#spec.name, text: t('remote.shareText', { name: this.#spec.name }), url, copy: url },
      { sent: t('remote.sent'), copied: t('remote.copied'), manual: t('remote.copyManual') });
  }

  /** Shows the latest link as a QR code for a phone nearby (link-qr.js, loaded on first use); focus goes back to `opener`. */
  async showQr(opener) {
    const c = this.#c;
    const { openLinkQr } = await import('./link-qr.js');
    return openLinkQr({ url: this.url(), t: c.t, opener, notice: (text) => c.notice(text) });
  }

}

// The first turn at which two chains of checks differ (-1 when one is a prefix of the other).
function firstDifference(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/**
 * What a game played by link hands its spec as `remote` (game-spec.js): the controller's part, its
 * page words and the check of a saved record's remote part. A game without it loads none of this.
 */
export const remoteParts = { part: GameRemote, words: remoteWords, valid: remoteShape };
