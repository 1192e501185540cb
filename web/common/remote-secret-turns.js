// remote-secret-turns.js: SecretTurns, what GameRemote (game-remote.js) adds for a game whose turn links carry a secret (version 2: Mastermind's code maker): the secret kept on the maker's device, its answers made there at once, and the code shown once a link reveals it.
//
// The core does the protocol (docs/turn-links.md, version 2): the maker's page passes the secret
// back with every answer (arcade.link.move(link, '', { secret })) and the core computes the
// answer; the breaker's page never has the secret until the last link reveals it, checked. A game
// hands its part as spec.remote.secret = { holder (the seat that keeps the secret), code() (the code
// the maker picked, in the core's letters, or undefined: drawn) }.
import { keepRemoteSecret, remoteSecret } from './remote-secrets.js';

export class SecretTurns {
  #c;   // the GameController
  #s;   // what it shares with its parts
  #shown = { link: '', info: null };  // the last link read for its code (each render asks)

  constructor(controller, shared) {
    this.#c = controller;
    this.#s = shared;
  }

  get #part() { return this.#c.spec.remote.secret; }

  /** arcade.link.create's options for a new game: the code picked on the page, else none (the core draws it). */
  createOptions() {
    const code = this.#part.code();
    return code ? { code } : {};
  }

  /** A new game was made here: its secret is kept by game id. The sentence that starts it. */
  made(made) {
    if (!keepRemoteSecret(made.info.gameId, made.secret)) this.#c.notice(this.#c.t('notKept'));
    return this.#c.t('remote.secretStarted');
  }

  /** Why a link of a game new to this device cannot be joined here ('' when it can): the holder's turn, and no secret here. */
  refuseJoin(info) {
    return info.toMove === this.#part.holder && !remoteSecret(info.gameId) ? this.#c.t('remote.noSecret') : '';
  }

  /** After a link was opened: on the holder's turn, this device answers from its secret at once (or says why it cannot). */
  answer() {
    const c = this.#c;
    const s = this.#s;
    const { remote, snap } = s;
    if (!remote || !snap || snap.status.over || snap.status.toMove !== this.#part.holder || !remote.seats.includes(this.#part.holder)) return;
    const secret = remoteSecret(remote.gameId);
    if (!secret) {
      c.notice(c.t('remote.noSecret'));
      return;
    }
    const next = c.act(() => {
      const turn = s.arcade.link.move(remote.link, '', { secret });
      const after = s.arcade.session.load(turn.info.save);
      s.remote = { ...remote, link: turn.link };
      return after;
    });
    if (next) c.notice(c.t(next.status.over ? 'remote.answeredLast' : 'remote.answered'), false);
  }

  /**
   * The code as this device may show it: the holder's own (from its secret), else the one the
   * latest link reveals (the core has checked it against the commitment and every answer), else null.
   */
  code() {
    const { remote, arcade } = this.#s;
    if (!remote) return null;
    const secret = remoteSecret(remote.gameId);
    if (secret) return { code: secret.split('.')[0], revealed: false };
    if (this.#shown.link !== remote.link) {
      let info = null;
      try { info = arcade.link.show(remote.link); } catch { /* the game on show was read already: no code */ }
      this.#shown = { link: remote.link, info };
    }
    const info = this.#shown.info;
    return info?.revealed && info.code ? { code: info.code, revealed: true } : null;
  }
}
