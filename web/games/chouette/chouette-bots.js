// chouette-bots.js: the computer players of <chouette-game>: what they choose and how long they take, like people at a table.
//
// The engine has no computer player for Cul de chouette (every seat is a person to it), so the
// page plays their seats with plain moves. Their choices follow the expectations of Table A:
//   - siroter a Chouette of 1 or 2 (1/6 × CdC − 5/6 × v² beats keeping v² only there);
//   - bet on a random bird half the time (a bet is worth 0 on average: +25 × 1/6 − 5 × 5/6);
//   - challenge a Néant with a Grelottine on Velute, at the largest stake (the challenged makes it
//     1 time in 6: the best of the table's targets with a stake of 25 %);
//   - pass a challenge on with a Passe-Grelot (to the leader), else shield it with a Boucliette;
//   - never bet a Civet nor join one (no target comes up half the time, so every Civet loses on average);
//   - challenge the leader on a Soufflette and keep the 4, 2 and 1 they throw;
//   - call in races after a human reaction time, and now and then miss a Chouette-Velute.
// Every random choice and delay comes from `chance(key)`: a hash of the game's salt (its seed, or
// crypto words drawn when it started) and the position, so a replayed game acts the same way.
import { verdierOpen } from './chouette-text.js';

const REACTION = { min: 450, spread: 1000 };   // ms to call in a race
const DECISION = { min: 800, spread: 900 };    // ms to throw or decide
const OPEN_WAIT = 4500;                         // ms a computer leaves people to bet before throwing
const FAST = { min: 20, spread: 40, wait: 150 };

/** A salt for a new game: the seed when there is one, else 32 random bits. */
export function newSalt(seed) {
  if (seed !== null && seed !== undefined) return String(seed);
  return String(globalThis.crypto.getRandomValues(new Uint32Array(1))[0]);
}

/** chance(key) → a number in [0, 1) fixed by the salt and the key (FNV-1a, then a mix). */
export function chanceOf(salt) {
  return (key) => {
    let h = 0x811c9dc5;
    for (const ch of `${salt}|${key}`) {
      h ^= ch.codePointAt(0);
      h = Math.imul(h, 0x01000193);
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    return (h >>> 0) / 4294967296;
  };
}

/** @param {(key: string) => number} chance @param {string} key @param {{ fast?: boolean }} options @param {{ min: number, spread: number }} [kind] */
function delay(chance, key, { fast }, kind = DECISION) {
  const r = chance(key);
  return Math.round(fast ? FAST.min + FAST.spread * r : kind.min + kind.spread * r);
}

const isBot = (kinds, seat) => kinds[seat] === 'c';
const humansBesides = (kinds, seat) => kinds.some((k, s) => k !== 'c' && s !== seat);

// The other seat with the highest score (the first one in seat order among equals).
function leader(view, except) {
  let best = -1;
  view.players.forEach((p, s) => {
    if (!except.includes(s) && (best < 0 || p.score > view.players[best].score)) best = s;
  });
  return best;
}

/**
 * The next move a computer player makes in this snapshot, or null (a person decides, or a race is
 * on: see raceReactions). Returns { seat, move, delay } with delay in ms.
 * @param {{ fast?: boolean }} [options]
 */
export function botPlan(snap, kinds, chance, options = {}) {
  const { view } = snap;
  if (snap.status.over) return null;
  const at = `${snap.position}`;
  const plan = (seat, move, kind = DECISION) => ({ seat, move, delay: delay(chance, `${at}:${seat}:${move}`, options, kind) });
  const patient = (seat, move) => ({ seat, move, delay: options.fast ? FAST.wait : OPEN_WAIT });
  switch (view.window) {
    case 'throw-off':
    case 'pas-mou-tie':
    case 'grelotte-tie':
      // One throw for the whole group: a person in it throws for everyone.
      return view.tied.every((s) => isBot(kinds, s)) ? plan(view.tied[0], 't') : null;
    case 'turn':
      return turnPlan(view, kinds, chance, at, plan, patient);
    case 'sirotage': {
      const seat = view.toMove;
      if (!isBot(kinds, seat)) return null;
      return plan(seat, view.combination.value <= 2 ? 's' : 'n');
    }
    case 'bets': {
      const s = view.sirotage;
      for (let seat = 0; seat < kinds.length; seat += 1) {
        if (seat === s.sirotant || !isBot(kinds, seat) || s.bets.some((b) => b.seat === seat)) continue;
        if (chance(`${at}:${seat}:bets?`) < 0.5) return plan(seat, `b${seat}=${1 + Math.floor(chance(`${at}:${seat}:bird`) * 6)}`);
      }
      if (!isBot(kinds, s.sirotant)) return null;
      return humansBesides(kinds, s.sirotant) ? patient(s.sirotant, 't') : plan(s.sirotant, 't');
    }
    case 'grelottine': {
      for (const c of view.challengers) {
        const stake = c.maxStakes.velute ?? 0;
        if (isBot(kinds, c.seat) && stake >= 1 && chance(`${at}:${c.seat}:grelottine?`) < 0.8) return plan(c.seat, `l${c.seat}=ve=${stake}`);
      }
      const humanCanChallenge = view.challengers.some((c) => !isBot(kinds, c.seat) && Object.values(c.maxStakes).some((m) => m >= 1));
      const next = (view.turn + 1) % kinds.length;
      // Nobody challenges: the next thrower lets the Néant go (and throws once it is their turn).
      return !humanCanChallenge && isBot(kinds, next) ? plan(next, 'n') : null;
    }
    case 'challenge': {
      const { challenged, challenger } = view.challenge;
      if (!isBot(kinds, challenged)) return null;
      const tokens = view.players[challenged].tokens;
      if (tokens.passeGrelot) return plan(challenged, kinds.length === 2 ? 'p' : `p${leader(view, [challenged, challenger])}`);
      if (tokens.boucliette) return plan(challenged, `o${challenged}`);
      return plan(challenged, 't');
    }
    case 'soufflette':
      return isBot(kinds, view.toMove) ? plan(view.toMove, `d${leader(view, [view.toMove])}`) : null;
    case 'soufflette-throws': {
      const s = view.soufflette;
      if (!isBot(kinds, s.challenged)) return null;
      if (s.throws === 0) return plan(s.challenged, 't');
      return plan(s.challenged, `h${[4, 2, 1].filter((f) => view.dice.includes(f)).join('')}`);
    }
    case 'bleu-rouge': {
      const taken = view.announces.map((a) => a.sum);
      for (let seat = 0; seat < kinds.length; seat += 1) {
        if (!isBot(kinds, seat) || view.announces.some((a) => a.seat === seat)) continue;
        const sum = [11, 10, 12, 9, 13, 8, 14, 7, 15, 6, 16, 5, 17, 4, 18, 3].find((n) => !taken.includes(n));
        return plan(seat, `u${seat}=${sum}`);
      }
      const thrower = view.toMove;
      if (!isBot(kinds, thrower)) return null;
      return humansBesides(kinds, thrower) ? patient(thrower, 't') : plan(thrower, 't');
    }
    default:
      return null;
  }
}

function turnPlan(view, kinds, chance, at, plan, patient) {
  const thrower = view.turn;
  if (view.options.packs?.includes('verdier') && verdierOpen(view.partial)) {
    for (let seat = 0; seat < kinds.length; seat += 1) {
      if (isBot(kinds, seat) && !view.verdierBettors.includes(seat) && chance(`${at}:${seat}:verdier?`) < 0.3) return plan(seat, `y${seat}`);
    }
    if (!isBot(kinds, thrower)) return null;
    return humansBesides(kinds, thrower) ? patient(thrower, 't') : plan(thrower, 't');
  }
  return isBot(kinds, thrower) ? plan(thrower, 't') : null;
}

/**
 * When each computer player calls in a race that just opened: [{ seat, delay, onlyFirst }] (a
 * Contre-Sirop is only worth calling first: a later call is a Bévue, so they keep quiet then).
 * @param {{ fast?: boolean }} [options]
 */
export function raceReactions(snap, kinds, chance, options = {}) {
  const { view } = snap;
  const out = [];
  kinds.forEach((kind, seat) => {
    if (kind !== 'c') return;
    const key = `${snap.position}:${seat}:${view.window}`;
    const wants = chance(`${key}:wants`);
    let calls = true;
    if (view.window === 'pas-mou') calls = wants < 0.85;
    else if (view.window === 'contre-sirop') calls = seat !== view.sirotage?.sirotant && wants < 0.8;
    else if (view.window === 'artichette') calls = seat === view.toMove ? wants < 0.9 : wants < 0.6;
    if (calls) out.push({ seat, delay: delay(chance, key, options, REACTION), onlyFirst: view.window === 'contre-sirop' });
  });
  return out;
}
