// chouette-text.js: the sentences of <chouette-game> in English or French: names, combinations, prompts, effects, moves.
// Everything here reads engine snapshots and history entries; no rule is decided in this file (the
// point values quoted in explanations are Table A's, for players to read).
import { say } from '../../common/words.js';
import { BIRDS, CALLS, RACE_KEYS, langOf, wordsOf } from './chouette-words.js';

export const MAX_NAME = 24;

/**
 * The words of one render: `lang`, the label table `w`, and `name(seat)`, a seat's display name
 * (what the players typed, else "Player 2" / "Computer 3" in the chosen language).
 */
export function textContext(lang, names = [], kinds = []) {
  const w = wordsOf(lang);
  const name = (seat) => {
    const typed = typeof names[seat] === 'string' ? names[seat].trim().slice(0, MAX_NAME) : '';
    if (typed) return typed;
    return kinds[seat] === 'c' ? w.defaultComputer(seat + 1) : w.defaultPerson(seat + 1);
  };
  return { lang: langOf(lang), fr: langOf(lang) === 'fr', w, name };
}

/** "Ada", "Ada and Bob", "Ada, Bob and Cy" (or "et"). */
export function listOf(items, ctx) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${ctx.fr ? 'et' : 'and'} ${items[items.length - 1]}`;
}

const names = (seats, ctx) => listOf(seats.map((s) => ctx.name(s)), ctx);
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A score with a true minus sign ("−5"). */
export const scoreText = (n) => (n < 0 ? `−${-n}` : String(n));
// A call in the quotation marks of the language: “Pas mou le caillou !” or « Pas mou le caillou ! ».
const quote = (id, ctx) => (ctx.fr ? `« ${CALLS[id]} »` : `“${CALLS[id]}”`);

// The quotation marks of each language, for the engine's quoted parameters (a call, a typed input).
const QUOTES = { fr: ['« ', ' »'], it: ['«', '»'], en: ['“', '”'] };

/** A parameter the engine wrote in straight quotes ("Pas mou le caillou !") in the marks of ctx's language. */
function quoted(value, ctx) {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  const [open, close] = QUOTES[ctx.lang] ?? QUOTES.en;
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

/** A Civet or Grelottine target's label (the French names are used in both languages). */
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
  const { fr } = ctx;
  switch (combination.id) {
    case 'cul-de-chouette':
      return fr ? `Trois dés pareils : 40 + 10 × ${v} = ${40 + 10 * v} points pour le lanceur.` : `Three of a kind: 40 + 10 × ${v} = ${40 + 10 * v} points to the thrower.`;
    case 'velute':
      return fr ? `Deux dés dont la somme fait le troisième : 2 × ${v}² = ${2 * v * v} points pour le lanceur.` : `Two dice adding up to the third: 2 × ${v}² = ${2 * v * v} points to the thrower.`;
    case 'suite-velute':
      return fr ? `1-2-3 : une Suite (tout le monde crie, le dernier perd 10) et une Velute de 3 (18 points pour le lanceur).` : `1-2-3: a Suite (everyone calls, the last loses 10) and a Velute of 3 (18 points to the thrower).`;
    case 'suite':
      return fr ? `Trois dés qui se suivent : tout le monde crie ${quote('grelotte', ctx)}, le dernier perd 10.` : `Three dice in a row: everyone calls ${quote('grelotte', ctx)} and the last loses 10.`;
    case 'chouette-velute':
      return fr ? `Une paire qui fait aussi Velute : 2 × ${v}² = ${2 * v * v} points au premier qui crie ${quote('pas-mou', ctx)}.` : `A pair that is also a Velute: 2 × ${v}² = ${2 * v * v} points to the first to call ${quote('pas-mou', ctx)}.`;
    case 'chouette':
      return fr ? `Une paire : ${v}² = ${v * v} points pour le lanceur, ou il sirote pour un Cul de chouette.` : `A pair: ${v}² = ${v * v} points to the thrower, unless they siroter for a Cul de chouette.`;
    case 'neant':
      return fr ? 'Rien : pas de points, et le lanceur gagne une Grelottine (une au plus).' : 'Nothing: no points, and the thrower gains a Grelottine (one at most).';
    case 'soufflette':
      return fr ? '4-2-1 : le lanceur peut défier un joueur de la refaire en trois lancers.' : '4-2-1: the thrower may challenge a player to make it in three throws.';
    case 'bleu-rouge':
      return fr ? 'Chouette de 3 (9 points), puis chacun annonce une somme et le lanceur relance les trois dés.' : 'A Chouette of 3 (9 points), then everyone announces a sum and the thrower re-throws all three dice.';
    case 'artichette':
      return fr ? `Le lanceur crie ${quote('raitournelle', ctx)} (+16), les autres ${quote('artichette', ctx)} (−16 pour lui) : le premier cri décide.` : `The thrower calls ${quote('raitournelle', ctx)} (+16), the others ${quote('artichette', ctx)} (−16 to the thrower): the first call decides.`;
    default:
      return '';
  }
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
  return what ? `${p.who} ${what}${ctx.fr ? ' :' : ':'} ${p.reason}.` : `${p.who}${ctx.fr ? ' :' : ':'} ${p.reason}.`;
}

/** The winner line once the game is over. */
export function winnerSentence(view, ctx) {
  if (view.winner === null || view.winner === undefined) return ctx.fr ? 'La partie est terminée.' : 'The game is over.';
  const score = view.players[view.winner].score;
  return ctx.fr ? `${ctx.name(view.winner)} gagne avec ${score} points.` : `${ctx.name(view.winner)} wins with ${score} points.`;
}

/** What the table waits for now, in the chosen language. */
export function prompt(view, ctx) {
  const { fr } = ctx;
  const actor = ctx.name(view.toMove ?? view.turn);
  const v = view.combination?.value ?? 0;
  switch (view.window) {
    case 'throw-off':
      if (view.tieDice.length && view.tied.length < view.players.length) {
        return fr ? `Égalité pour le plus petit dé : ${names(view.tied, ctx)} relancent.` : `Tie for the lowest die: ${names(view.tied, ctx)} throw again.`;
      }
      return fr ? `${names(view.tied, ctx)} lancent un dé chacun : le plus petit commence.` : `${names(view.tied, ctx)} each throw one die: the lowest starts.`;
    case 'turn':
      return turnPrompt(view, ctx);
    case 'pas-mou': {
      const pts = 2 * v * v;
      const tie = view.options.chouetteVeluteTie === 'dice'
        ? (fr ? 'les ex æquo lancent un dé' : 'tied callers throw a die')
        : (fr ? `les ex æquo perdent chacun ${pts}` : `tied callers each lose ${pts}`);
      return fr ? `Chouette-Velute de ${v} ! Le premier à crier ${quote('pas-mou', ctx)} gagne ${pts} ; ${tie}.` : `Chouette-Velute of ${v}! The first to call ${quote('pas-mou', ctx)} wins ${pts}; ${tie}.`;
    }
    case 'pas-mou-tie':
      return fr ? `Égalité sur ${quote('pas-mou', ctx)} : ${names(view.tied, ctx)} lancent un dé chacun ; un seul 6 l’emporte.` : `Tie on ${quote('pas-mou', ctx)}: ${names(view.tied, ctx)} throw one die each; a single 6 takes it.`;
    case 'grelotte':
      return fr ? `Suite ! Tout le monde crie ${quote('grelotte', ctx)} : le dernier perd 10.` : `Suite! Everyone calls ${quote('grelotte', ctx)}: the last to call loses 10.`;
    case 'grelotte-tie': {
      const high = view.options.suiteTieLoser === 'highest';
      return fr ? `Égalité pour la dernière place : ${names(view.tied, ctx)} lancent un dé chacun ; le plus ${high ? 'grand' : 'petit'} perd ${view.penalty}.`
        : `Tie for last: ${names(view.tied, ctx)} throw one die each; the ${high ? 'highest' : 'lowest'} loses ${view.penalty}.`;
    }
    case 'sirotage':
      return fr ? `${actor} a une Chouette de ${v} : garder ${v * v} points, ou siroter (relancer le dé seul pour un Cul de chouette de ${40 + 10 * v}, au risque de −${v * v}) ?`
        : `${actor} has a Chouette of ${v}: keep ${v * v} points, or siroter (re-throw the odd die for a Cul de chouette of ${40 + 10 * v}, at the risk of −${v * v})?`;
    case 'bets': {
      const s = view.sirotage;
      return fr ? `${ctx.name(s.sirotant)} sirote la Chouette de ${s.value} : pariez sur le dé par un nom d’oiseau (+25 si juste, −5 sinon) avant qu’il soit lancé.`
        : `${ctx.name(s.sirotant)} sirotes the Chouette of ${s.value}: bet on the odd die by bird name (+25 if right, −5 if wrong) before it is thrown.`;
    }
    case 'contre-sirop': {
      const value = view.sirotage?.value ?? v;
      return fr ? `Sirotage raté ! Le premier autre joueur à crier ${quote('contre-sirop', ctx)} gagne ${8 + 2 * value} ; crier après lui est une Bévue.`
        : `The sirotage failed! The first other player to call ${quote('contre-sirop', ctx)} wins ${8 + 2 * value}; calling after them is a Bévue.`;
    }
    case 'grelottine': {
      const next = ctx.name(view.nextTurn);
      if (!view.challengers.length) return fr ? `Néant de ${actor}. ${next} lance ensuite.` : `Néant by ${actor}. ${next} throws next.`;
      const holders = names(view.challengers.map((c) => c.seat), ctx);
      return fr ? `Néant de ${actor} : ${holders} peut crier ${quote('grelottine', ctx)} pour le défier ; sinon ${next} lance.`
        : `Néant by ${actor}: ${holders} may call ${quote('grelottine', ctx)} to challenge them; otherwise ${next} throws.`;
    }
    case 'challenge': {
      const c = view.challenge;
      const bets = view.options.grelottineBets ? (fr ? ' Les autres peuvent d’abord parier sur la réussite ou l’échec.' : ' The others may first bet on success or failure.') : '';
      return (fr ? `${ctx.name(c.challenger)} défie ${ctx.name(c.challenged)} : ${targetLabel(c.target)} pour ${c.stake}. ${ctx.name(c.challenged)} lance une fois.`
        : `${ctx.name(c.challenger)} challenges ${ctx.name(c.challenged)}: ${targetLabel(c.target)} for ${c.stake}. ${ctx.name(c.challenged)} throws once.`) + bets;
    }
    case 'soufflette':
      return fr ? `Soufflette de ${actor} : défier un autre joueur (${quote('soufflette', ctx)}), ou passer.` : `Soufflette by ${actor}: challenge another player (${quote('soufflette', ctx)}), or pass.`;
    case 'soufflette-throws': {
      const s = view.soufflette;
      const gain = 50 - 10 * s.throws;
      return fr ? `${ctx.name(s.challenged)} lance pour faire 4-2-1 contre ${ctx.name(s.challenger)} (lancer ${s.throws + 1} sur 3, +${gain} s’il réussit).`
        : `${ctx.name(s.challenged)} throws for 4-2-1 against ${ctx.name(s.challenger)} (throw ${s.throws + 1} of 3, +${gain} on success).`;
    }
    case 'artichette':
      return fr ? `Artichette de ${actor} ! ${actor} crie ${quote('raitournelle', ctx)}, les autres ${quote('artichette', ctx)} : le premier cri décide de ±16.`
        : `Artichette by ${actor}! ${actor} calls ${quote('raitournelle', ctx)}, the others ${quote('artichette', ctx)}: the first call decides ±16.`;
    case 'bleu-rouge':
      return fr ? `Bleu-Rouge de ${actor} : chacun annonce une somme différente de 3 à 18, puis ${actor} relance les trois dés.`
        : `Bleu-Rouge by ${actor}: everyone announces a different sum from 3 to 18, then ${actor} re-throws the three dice.`;
    case 'over':
      return winnerSentence(view, ctx);
    default:
      return view.pending;  // a window this page does not know: the engine's own sentence
  }
}

function turnPrompt(view, ctx) {
  const { fr } = ctx;
  const who = ctx.name(view.turn);
  const p = view.partial;
  if (p.length === 0) {
    const c = view.options.civetDouble ? view.civet : null;
    // Civet doublé: the declared Civet and its factor, while other holders may still join it.
    const times = c && c.factor > 1 ? `, ×${c.factor}` : '';
    const civet = !c ? '' : fr ? ` Civet de ${c.stake} sur ${targetLabel(c.target)}${times} : qui a un Civet peut le rejoindre avant le lancer.`
      : ` Civet of ${c.stake} on ${targetLabel(c.target)}${times}: other Civet holders may join it before the throw.`;
    return (fr ? `${who} lance les deux chouettes, puis le cul.` : `${who} throws the two chouettes, then the cul.`) + civet;
  }
  if (p.length === 1) return fr ? `${who} a lancé ${p[0]} : encore deux dés.` : `${who} has thrown ${p[0]}: two dice to go.`;
  const verdier = view.verdierOpen
    ? (fr ? ` Paris Verdier ouverts : ${quote('verdier', ctx)} gagne 25 si le cul fait 2-4-6.` : ` Verdier bets are open: ${quote('verdier', ctx)} wins 25 if the cul makes 2-4-6.`)
    : '';
  const achat = view.options.achat ? (fr ? ' Un autre joueur peut acheter le cul pour 30.' : ' Another player may buy the cul for 30.') : '';
  return (fr ? `${who} a lancé les chouettes ${p[0]} et ${p[1]} : maintenant le cul.` : `${who} has thrown the chouettes ${p[0]} and ${p[1]}: now the cul.`) + verdier + achat;
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
  if (!order.length) return ctx.fr ? 'personne n’a crié' : 'nobody called';
  const groups = order.map((seats) => (seats.length > 1 ? `${seats.map((s) => ctx.name(s)).join(' + ')} (${ctx.w.calledTied})` : ctx.name(seats[0])));
  return groups.join(ctx.fr ? ', puis ' : ', then ');
}

/** A history entry (chouette-history.js: the engine's view.last and the move's effects) as a sentence. */
export function moveSentence(entry, ctx) {
  const { fr } = ctx;
  const who = entry.seat === null || entry.seat === undefined ? '' : ctx.name(entry.seat);
  const subject = entry.subject === null || entry.subject === undefined ? '' : ctx.name(entry.subject);
  const colon = fr ? ' :' : ':';
  const seats = (list) => listOf(list.map((s) => ctx.name(s)), ctx);
  switch (entry.verb) {
    case 'throw': return throwSentence(entry, ctx);
    case 'pass': {
      const passes = {
        sirotage: fr ? `${who} garde la Chouette.` : `${who} keeps the Chouette.`,
        grelottine: fr ? 'Pas de défi de Grelottine.' : 'No Grelottine challenge.',
        soufflette: fr ? 'Pas de défi de Soufflette.' : 'No Soufflette challenge.',
      };
      return passes[entry.window] ?? (fr ? 'Personne ne réagit : on passe.' : 'Nobody takes it up: pass.');
    }
    case 'siroter': return fr ? `${who} sirote.` : `${who} sirotes.`;
    case 'bet': return `${ctx.w.bets}${colon} ${entry.pairs.map(([s, f]) => `${ctx.name(s)} → ${birdText(f)}`).join(', ')}.`;
    case 'attrape': return fr ? `${subject} attrape le dé (Attrape-Oiseau).` : `${subject} snatches the odd die (Attrape-Oiseau).`;
    case 'pas-mou': case 'grelotte': case 'contre-sirop': case 'artichette': case 'sans-fin': {
      const call = entry.verb === 'sans-fin' ? '“Sans fin est la moisissure des bières bretonnes !”' : quote(entry.verb, ctx);
      return `${call}${colon} ${orderText(entry.order, ctx)}.`;
    }
    case 'civet': {
      const on = targetLabel(entry.target);
      return fr ? `${who} mise son Civet : ${entry.amount} sur ${on}.` : `${who} bets the Civet: ${entry.amount} on ${on}.`;
    }
    case 'challenge': return `${quote('grelottine', ctx)} ${fr ? 'par' : 'by'} ${seats(entry.seats)}${colon} ${targetLabel(entry.target)} ${fr ? 'pour' : 'for'} ${entry.amount}.`;
    case 'passe-grelot': return subject ? `${quote('passe-grelot', ctx)} → ${subject}.` : `${quote('passe-grelot', ctx)}${fr ? ' : défi annulé.' : ': challenge cancelled.'}`;
    case 'boucliette': return fr ? `${subject} utilise sa Boucliette.` : `${subject} uses a Boucliette.`;
    case 'soufflette': return `${quote('soufflette', ctx)} ${who} → ${subject}.`;
    case 'announce': return `${fr ? 'Sommes annoncées' : 'Sums announced'}${colon} ${entry.pairs.map(([s, n]) => `${ctx.name(s)} ${n}`).join(', ')}.`;
    case 'verdier': return `${quote('verdier', ctx)}${colon} ${seats(entry.seats)}.`;
    case 'bevue': return fr ? `Arbitre : Bévue de ${subject}.` : `Referee: Bévue by ${subject}.`;
    case 'correct': return fr ? `Arbitre : ${subject} ${signed(entry.amount)}.` : `Referee: ${subject} ${signed(entry.amount)}.`;
    case 'lance-civet': return `${quote('lance-civet', ctx)} ${fr ? 'de' : 'by'} ${subject} → ${ctx.name(entry.seats[0])}.`;
    case 'side-bet': return `${entry.pairs.map(([s, on]) => ctx.w.sideBetOf(ctx.name(s), on === 1)).join(', ')}.`;
    case 'achat': return fr ? `${subject} achète le cul (Achat).` : `${subject} buys the cul (Achat).`;
    case 'join-civet': return fr ? `${subject} rejoint le Civet (Civet doublé).` : `${subject} joins the Civet (Civet doublé).`;
    case 'die': return fr ? `${subject} lance un seul dé : ${entry.dice[0]}.` : `${subject} throws a single die: ${entry.dice[0]}.`;
    default: return entry.move;
  }
}

function throwSentence(entry, ctx) {
  const { fr } = ctx;
  const dice = entry.dice;
  const who = entry.seat === null || entry.seat === undefined ? '' : ctx.name(entry.seat);
  const each = () => (entry.group ?? []).map((s, i) => `${ctx.name(s)} (${dice[i]})`).join(', ');
  switch (entry.window) {
    case 'throw-off': return fr ? `Tirage au sort : ${each()}.` : `Throw-off: ${each()}.`;
    case 'pas-mou-tie': case 'grelotte-tie': return fr ? `Départage : ${each()}.` : `Tie-break: ${each()}.`;
    case 'bets': return fr ? `${who} relance le dé : ${dice[0]}.` : `${who} re-throws the odd die: ${dice[0]}.`;
    default: break;
  }
  const combo = entry.combo ? `${fr ? ' :' : ':'} ${comboLabel(entry.combo, ctx)}` : '';
  if (!entry.combo && dice.length < 3 && entry.window !== 'soufflette-throws') {
    return fr ? `${who} lance ${dice.join(' et ')}.` : `${who} throws ${dice.join(' and ')}.`;
  }
  const why = { challenge: fr ? ' (défi de Grelottine)' : ' (Grelottine challenge)', 'soufflette-throws': ' (Soufflette)', 'bleu-rouge': fr ? ' (relance du Bleu-Rouge)' : ' (Bleu-Rouge re-throw)' }[entry.window] ?? '';
  return fr ? `${who} lance ${dice.join(' ')}${why}${combo}.` : `${who} throws ${dice.join(' ')}${why}${combo}.`;
}

/** The race key of a seat ("A" for the first seat). */
export const raceKey = (seat) => RACE_KEYS[seat];
