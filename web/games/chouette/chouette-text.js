// chouette-text.js: the sentences of <chouette-game> in English, French, Italian or Hebrew: names, combinations, prompts, effects, moves.
// Everything here reads engine snapshots and history entries; no rule is decided in this file (the
// point values quoted in explanations are Table A's, for players to read).
// The sentences are templates of chouette-say-words.js; this file chooses one and fills in its values.
import { wordsIn } from '../../common/page-words.js';
import { say } from '../../common/words.js';
import SAY from './chouette-say-words.js';
import { BIRDS, CALLS, RACE_KEYS, langOf, wordsOf } from './chouette-words.js';

export const MAX_NAME = 24;

/**
 * The words of one render: `lang`, the label table `w`, `t` the sentences' lookup (chouette-say-words.js,
 * page-words.js) and `name(seat)`, a seat's display name (what the players typed, else "Player 2" /
 * "Computer 3" in the chosen language).
 */
export function textContext(lang, names = [], kinds = []) {
  const w = wordsOf(lang);
  const name = (seat) => {
    const typed = typeof names[seat] === 'string' ? names[seat].trim().slice(0, MAX_NAME) : '';
    if (typed) return typed;
    return kinds[seat] === 'c' ? w.defaultComputer(seat + 1) : w.defaultPerson(seat + 1);
  };
  return { lang: langOf(lang), w, t: wordsIn(langOf(lang), SAY), name };
}

/** "Ada", "Ada and Bob", "Ada, Bob and Cy" in ctx's language. */
export function listOf(items, ctx) {
  if (items.length <= 1) return items.join('');
  return ctx.t('chouette.say.list', { list: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

const names = (seats, ctx) => listOf(seats.map((s) => ctx.name(s)), ctx);
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A score with a true minus sign ("−5"). */
export const scoreText = (n) => (n < 0 ? `−${-n}` : String(n));

// The quotation marks of each language, for the calls and the engine's quoted parameters (a call,
// a typed input); Hebrew takes the English ones. chouette-dom.js's withCalls finds calls by them.
const QUOTES = { fr: ['« ', ' »'], it: ['«', '»'], en: ['“', '”'] };
const marks = (ctx) => QUOTES[ctx.lang] ?? QUOTES.en;

// A call in the quotation marks of the language: “Pas mou le caillou !” or « Pas mou le caillou ! ».
const quote = (id, ctx) => `${marks(ctx)[0]}${CALLS[id]}${marks(ctx)[1]}`;

/** A parameter the engine wrote in straight quotes ("Pas mou le caillou !") in the marks of ctx's language. */
function quoted(value, ctx) {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  const [open, close] = marks(ctx);
  return `${open}${value.slice(1, -1)}${close}`;
}

/**
 * How this page renders parts of the engine's messages (words.js hooks): a seat ("chouette.name",
 * which carries its seat) by the name the players chose, quoted parameters in the language's marks.
 */
export function engineHooks(ctx) {
  return {
    message: { 'chouette.name': (args) => (typeof args.seat === 'number' ? ctx.name(args.seat) : null) },
    text: (_name, value) => quoted(value, ctx),
  };
}

/**
 * An engine message (a refusal, an effect's reason) in ctx's language with the players' names;
 * `text`, the engine's English sentence, when there is no message to render.
 */
export function engineText(text, ctx, message = null) {
  return message ? say(message, String(text), ctx.lang, undefined, engineHooks(ctx)) : String(text);
}

export const birdText = (face) => `${BIRDS[face - 1]} (${face})`;

/** A Civet or Grelottine target's label (the French names are used in every language). */
export function targetLabel(id) {
  const labels = {
    chouette: 'Chouette', velute: 'Velute', 'chouette-velute': 'Chouette-Velute', suite: 'Suite',
    'cul-de-chouette': 'Cul de chouette', 'cul-de-chouette-sirote': 'Cul de chouette siroté',
    soufflette: 'Soufflette', 'bleu-rouge': 'Bleu-Rouge', artichette: 'Artichette',
  };
  return labels[id] ?? id;
}

/** A combination of the view ({id, label, value}) in the chosen language: the engine's message for it. */
export function comboLabel(combination, ctx) {
  if (!combination) return '';
  return say({ id: `chouette.combo.${combination.id}`, args: { value: combination.value } }, combination.label, ctx.lang);
}

/** Why a combination scores what it does, with Table A's numbers. */
export function comboExplain(combination, ctx) {
  if (!combination) return '';
  const v = combination.value;
  const points = { 'cul-de-chouette': 40 + 10 * v, velute: 2 * v * v, 'chouette-velute': 2 * v * v, chouette: v * v }[combination.id];
  const call = { suite: quote('grelotte', ctx), 'chouette-velute': quote('pas-mou', ctx) }[combination.id];
  if (!Object.prototype.hasOwnProperty.call(SAY, `chouette.say.explain.${combination.id}`)) return '';  // a combination without an explanation
  return ctx.t(`chouette.say.explain.${combination.id}`, { v, points, call, mine: quote('raitournelle', ctx), theirs: quote('artichette', ctx) });
}

/** One effect as { who, amount, reason, token } texts ("Ada", "+50", "Velute of 5", "+ Grelottine"). */
export function effectParts(effect, ctx) {
  const token = effect.token ? tokenChange(effect.token) : '';
  return {
    who: ctx.name(effect.seat),
    amount: effect.token || effect.delta === 0 ? '' : signed(effect.delta),
    reason: engineText(effect.reason, ctx, effect.message),
    token,
  };
}

// A token won or lost ("+ Grelottine"): the tokens keep their French names in every language.
function tokenChange(token) {
  if (!token) return '';
  const sign = token[0] === '-' ? '−' : '+';
  const id = token.slice(1);
  const label = { grelottine: 'Grelottine', civet: 'Civet', 'passe-grelot': 'Passe-Grelot', boucliette: 'Boucliette', jarret: 'Jarret' }[id] ?? id;
  return `${sign} ${label}`;
}

/** One effect as a sentence, for the live region and the history ("Ada +50: Velute of 5."). */
export function effectSentence(effect, ctx) {
  const p = effectParts(effect, ctx);
  const what = p.token || p.amount;
  return what ? ctx.t('chouette.say.effect', { who: p.who, what, reason: p.reason }) : ctx.t('chouette.say.effectBare', { who: p.who, reason: p.reason });
}

/** The winner line once the game is over. */
export function winnerSentence(view, ctx) {
  if (view.winner === null || view.winner === undefined) return ctx.t('chouette.say.over');
  return ctx.t('chouette.say.wins', { name: ctx.name(view.winner), score: view.players[view.winner].score });
}

/** What the table waits for now, in the chosen language. */
export function prompt(view, ctx) {
  const { t } = ctx;
  const name = ctx.name(view.toMove ?? view.turn);
  const v = view.combination?.value ?? 0;
  switch (view.window) {
    case 'throw-off':
      if (view.tieDice.length && view.tied.length < view.players.length) return t('chouette.say.tieLowest', { names: names(view.tied, ctx) });
      return t('chouette.say.throwOff', { names: names(view.tied, ctx) });
    case 'turn':
      return turnPrompt(view, ctx);
    case 'pas-mou': {
      const points = 2 * v * v;
      const tie = view.options.chouetteVeluteTie === 'dice' ? t('chouette.say.pasMouTieDice') : t('chouette.say.pasMouTieLose', { points });
      return t('chouette.say.pasMou', { v, call: quote('pas-mou', ctx), points, tie });
    }
    case 'pas-mou-tie':
      return t('chouette.say.pasMouTie', { call: quote('pas-mou', ctx), names: names(view.tied, ctx) });
    case 'grelotte':
      return t('chouette.say.grelotte', { call: quote('grelotte', ctx) });
    case 'grelotte-tie':
      return t(view.options.suiteTieLoser === 'highest' ? 'chouette.say.grelotteTieHigh' : 'chouette.say.grelotteTieLow', { names: names(view.tied, ctx), penalty: view.penalty });
    case 'sirotage':
      return t('chouette.say.sirotage', { name, v, points: v * v, cul: 40 + 10 * v });
    case 'bets':
      return t('chouette.say.bets', { name: ctx.name(view.sirotage.sirotant), v: view.sirotage.value });
    case 'contre-sirop':
      return t('chouette.say.contreSirop', { call: quote('contre-sirop', ctx), points: 8 + 2 * (view.sirotage?.value ?? v) });
    case 'grelottine': {
      const next = ctx.name(view.nextTurn);
      if (!view.challengers.length) return t('chouette.say.neant', { name, next });
      const seats = view.challengers.map((c) => c.seat);
      return t('chouette.say.neantChallenge', { name, holders: names(seats, ctx), n: seats.length, call: quote('grelottine', ctx), next });
    }
    case 'challenge': {
      const c = view.challenge;
      const said = t('chouette.say.challenge', { challenger: ctx.name(c.challenger), challenged: ctx.name(c.challenged), target: targetLabel(c.target), stake: c.stake });
      return view.options.grelottineBets ? `${said} ${t('chouette.say.challengeBets')}` : said;
    }
    case 'soufflette':
      return t('chouette.say.soufflette', { name, call: quote('soufflette', ctx) });
    case 'soufflette-throws': {
      const s = view.soufflette;
      return t('chouette.say.souffletteThrows', { challenged: ctx.name(s.challenged), challenger: ctx.name(s.challenger), n: s.throws + 1, gain: 50 - 10 * s.throws });
    }
    case 'artichette':
      return t('chouette.say.artichette', { name, mine: quote('raitournelle', ctx), theirs: quote('artichette', ctx) });
    case 'bleu-rouge':
      return t('chouette.say.bleuRouge', { name });
    case 'over':
      return winnerSentence(view, ctx);
    default:
      return view.pending;  // a window this page does not know: the engine's own sentence
  }
}

function turnPrompt(view, ctx) {
  const { t } = ctx;
  const name = ctx.name(view.turn);
  const p = view.partial;
  const said = [];
  if (p.length === 0) {
    said.push(t('chouette.say.turnStart', { name }));
    // Civet doublé: the declared Civet and its factor, while other holders may still join it.
    const c = view.options.civetDouble ? view.civet : null;
    if (c) said.push(t('chouette.say.civetOpen', { stake: c.stake, target: targetLabel(c.target), times: c.factor > 1 ? `, ×${c.factor}` : '' }));
  } else if (p.length === 1) {
    said.push(t('chouette.say.turnOne', { name, die: p[0] }));
  } else {
    said.push(t('chouette.say.turnTwo', { name, a: p[0], b: p[1] }));
    if (view.verdierOpen) said.push(t('chouette.say.verdierOpen', { call: quote('verdier', ctx) }));
    if (view.options.achat) said.push(t('chouette.say.achatOpen'));
  }
  return said.join(' ');
}

/**
 * What the live region says after a move, an undo or a redo: the move and its effects (from its
 * history entry, if known), then what the table waits for or who won.
 */
export function changeSentence(snap, entry, how, ctx) {
  const parts = [];
  if (how === 'undo') parts.push(ctx.w.undone);
  if (how === 'redo') parts.push(ctx.w.redone);
  if (how !== 'undo' && entry) parts.push(moveSentence(entry, ctx), ...entry.effects.map((e) => effectSentence(e, ctx)));
  parts.push(snap.status.over ? winnerSentence(snap.view, ctx) : prompt(snap.view, ctx));
  return parts.join(' ');
}

/** The heading of the table: whose turn, or who starts, or the end. */
export function headline(view, ctx) {
  if (view.window === 'over') return ctx.w.over;
  if (view.window === 'throw-off') return ctx.w.throwOff;
  return ctx.w.turnOf(ctx.name(view.turn));
}

// "Bob, then Ada + Cy (tied)" from the groups of a race's calls ([[1], [0, 2]]).
function orderText(order, ctx) {
  if (!order.length) return ctx.t('chouette.say.nobodyCalled');
  const groups = order.map((seats) => (seats.length > 1 ? `${seats.map((s) => ctx.name(s)).join(' + ')} (${ctx.w.calledTied})` : ctx.name(seats[0])));
  return groups.reduce((first, next) => ctx.t('chouette.say.then', { first, next }));
}

/** A history entry (chouette-history.js: the engine's view.last and the move's effects) as a sentence. */
export function moveSentence(entry, ctx) {
  const { t } = ctx;
  const name = entry.seat === null || entry.seat === undefined ? '' : ctx.name(entry.seat);
  const subject = entry.subject === null || entry.subject === undefined ? '' : ctx.name(entry.subject);
  const seats = (list) => listOf(list.map((s) => ctx.name(s)), ctx);
  switch (entry.verb) {
    case 'throw': return throwSentence(entry, ctx);
    case 'pass': {
      const passes = { sirotage: 'chouette.say.keeps', grelottine: 'chouette.say.noGrelottine', soufflette: 'chouette.say.noSoufflette' };
      return t(passes[entry.window] ?? 'chouette.say.nobody', { name });
    }
    case 'siroter': return t('chouette.say.sirotes', { name });
    case 'bet': return t('chouette.say.betsMade', { list: entry.pairs.map(([s, f]) => `${ctx.name(s)} → ${birdText(f)}`).join(', ') });
    case 'attrape': return t('chouette.say.attrape', { name: subject });
    case 'pas-mou': case 'grelotte': case 'contre-sirop': case 'artichette': case 'sans-fin':
      return t('chouette.say.called', { call: quote(entry.verb, ctx), list: orderText(entry.order, ctx) });
    case 'civet': return t('chouette.say.civet', { name, amount: entry.amount, target: targetLabel(entry.target) });
    case 'challenge': return t('chouette.say.challenged', { call: quote('grelottine', ctx), names: seats(entry.seats), target: targetLabel(entry.target), amount: entry.amount });
    case 'passe-grelot': return subject ? `${quote('passe-grelot', ctx)} → ${subject}.` : t('chouette.say.challengeCancelled', { call: quote('passe-grelot', ctx) });
    case 'boucliette': return t('chouette.say.boucliette', { name: subject });
    case 'soufflette': return `${quote('soufflette', ctx)} ${name} → ${subject}.`;
    case 'announce': return t('chouette.say.sums', { list: entry.pairs.map(([s, n]) => `${ctx.name(s)} ${n}`).join(', ') });
    case 'verdier': return t('chouette.say.called', { call: quote('verdier', ctx), list: seats(entry.seats) });
    case 'bevue': return t('chouette.say.bevue', { name: subject });
    case 'correct': return t('chouette.say.correct', { name: subject, amount: signed(entry.amount) });
    case 'lance-civet': return t('chouette.say.lanceCivet', { call: quote('lance-civet', ctx), name: subject, to: ctx.name(entry.seats[0]) });
    case 'side-bet': return `${entry.pairs.map(([s, on]) => ctx.w.sideBetOf(ctx.name(s), on === 1)).join(', ')}.`;
    case 'achat': return t('chouette.say.achat', { name: subject });
    case 'join-civet': return t('chouette.say.joinCivet', { name: subject });
    case 'die': return t('chouette.say.singleDie', { name: subject, die: entry.dice[0] });
    default: return entry.move;
  }
}

function throwSentence(entry, ctx) {
  const { t } = ctx;
  const dice = entry.dice;
  const name = entry.seat === null || entry.seat === undefined ? '' : ctx.name(entry.seat);
  const each = () => (entry.group ?? []).map((s, i) => `${ctx.name(s)} (${dice[i]})`).join(', ');
  switch (entry.window) {
    case 'throw-off': return t('chouette.say.throwOffDice', { list: each() });
    case 'pas-mou-tie': case 'grelotte-tie': return t('chouette.say.tieBreak', { list: each() });
    case 'bets': return t('chouette.say.rethrow', { name, die: dice[0] });
    default: break;
  }
  if (!entry.combo && dice.length < 3 && entry.window !== 'soufflette-throws') {
    return t('chouette.say.throws', { name, dice: dice.length === 2 ? t('chouette.say.diceAnd', { a: dice[0], b: dice[1] }) : dice.join(' ') });
  }
  // Why these dice were thrown, when it is not the turn's throw: the challenge, the Soufflette, the Bleu-Rouge.
  const why = entry.window === 'soufflette-throws' ? 'Soufflette'
    : Object.prototype.hasOwnProperty.call(SAY, `chouette.say.why.${entry.window}`) ? t(`chouette.say.why.${entry.window}`) : '';
  const thrown = why ? `${dice.join(' ')} (${why})` : dice.join(' ');
  return entry.combo ? t('chouette.say.throwsCombo', { name, dice: thrown, combo: comboLabel(entry.combo, ctx) }) : t('chouette.say.throws', { name, dice: thrown });
}

/** The race key of a seat ("A" for the first seat). */
export const raceKey = (seat) => RACE_KEYS[seat];
