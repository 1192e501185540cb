// chouette-rules.js: the rules panel of <chouette-game> in English or French, with a paragraph per enabled rule pack and the keys.
import { h } from '../../common/element.js';
import { kbd, withCalls } from './chouette-dom.js';
import { BIRDS, CALLS, OPTIONS, PACKS, RACE_KEYS } from './chouette-words.js';

const q = (id) => `“${CALLS[id]}”`;
const qf = (id) => `« ${CALLS[id]} »`;

/** One short paragraph per rule pack, [English, French]; also shown next to the setup's checkboxes. */
export const PACK_RULES = {
  soufflette: [
    `Soufflette (1-2-4): the thrower may challenge a player (${q('soufflette')}) to make 4-2-1 in three throws, keeping 4, 2 and 1: +50/+40/+30 to them and as much off the challenger, else −30 to them and +30 to the challenger.`,
    `Soufflette (1-2-4) : le lanceur peut défier un joueur (${qf('soufflette')}) de faire 4-2-1 en trois lancers, en gardant 4, 2 et 1 : +50/+40/+30 pour lui et autant en moins pour le lanceur, sinon −30 pour lui et +30 pour le lanceur.`],
  boucliette: [
    'Boucliette: everyone starts with one; spend it to cancel a Grelottine or Soufflette challenge as it is announced.',
    'Boucliette : chacun en a une au départ ; elle annule un défi de Grelottine ou de Soufflette au moment où il est lancé.'],
  'attrape-oiseau': [
    'Attrape-Oiseau: on a Chouette, another player may snatch the odd die and siroter in the thrower’s place; the thrower keeps the Chouette.',
    'Attrape-Oiseau : sur une Chouette, un autre joueur peut attraper le dé seul et siroter à la place du lanceur, qui garde sa Chouette.'],
  artichette: [
    `Artichette (3-4-4): the thrower calls ${q('raitournelle')} for +16; if someone else calls ${q('artichette')} first, the thrower loses 16.`,
    `Artichette (3-4-4) : le lanceur crie ${qf('raitournelle')} pour +16 ; si un autre crie ${qf('artichette')} avant lui, il perd 16.`],
  'bleu-rouge': [
    'Bleu-Rouge (3-3-4): 9 points to the thrower; everyone announces a different sum from 3 to 18 and the thrower re-throws all three dice: the right sum wins 36 + 2 × the sum and the re-throw’s combination; a Néant gives the thrower a Jarret.',
    'Bleu-Rouge (3-3-4) : 9 points pour le lanceur ; chacun annonce une somme différente de 3 à 18 et le lanceur relance les trois dés : la bonne somme gagne 36 + 2 × la somme et la combinaison relancée ; un Néant donne un Jarret au lanceur.'],
  verdier: [
    `Verdier: when the chouettes show two of 2, 4 and 6, players may call ${q('verdier')} before the cul: +25 each if it makes 2-4-6, else −5.`,
    `Verdier : quand les chouettes montrent deux faces parmi 2, 4 et 6, les joueurs peuvent crier ${qf('verdier')} avant le cul : +25 chacun s’il fait 2-4-6, sinon −5.`],
};

/** One line per rule option (OPTIONS ids), [English, French] or a function of the table's options giving them. */
const OPTION_RULES = {
  teams: [
    'Doublette (4, 6 or 8 players): teammates sit opposite and share one score; everyone still throws in turn, and nobody challenges their teammate.',
    'Doublette (4, 6 ou 8 joueurs) : les coéquipiers se font face et partagent un score ; chacun lance à son tour, et personne ne défie son coéquipier.'],
  lanceCivet: [
    `Lance-Civet: between turns, a Civet holder calls ${q('lance-civet')} to give it to a player without one; giving a Civet not held, or to a holder, is a Bévue.`,
    `Lance-Civet : entre deux tours, qui a un Civet crie ${qf('lance-civet')} pour le donner à un joueur qui n’en a pas ; donner un Civet qu’on n’a pas, ou à qui en a un, est une Bévue.`],
  grelottineBets: ({ grelottineBetWin: win = 25, grelottineBetLoss: loss = 5 }) => [
    `Grelottine side bets: once a challenge is announced, each other player may bet once on its success or failure before the throw: +${win} if right, −${loss} if wrong.`,
    `Paris sur la Grelottine : une fois le défi lancé, chaque autre joueur peut parier une fois sur sa réussite ou son échec avant le lancer : +${win} si juste, −${loss} sinon.`],
  civetDouble: [
    'Civet doublé: once a Civet is declared, before its throw, each other Civet holder may join it, giving up their Civet: the stake counts double per joiner (×2, ×4…), won or lost by the declarer alone.',
    'Civet doublé : une fois un Civet misé, avant le lancer, chaque autre joueur qui a un Civet peut le rejoindre en y renonçant : la mise compte double par joueur (×2, ×4…), gagnée ou perdue par le seul lanceur.'],
  achat: [
    'Achat: after the thrower’s two chouettes, another player may buy the cul for 30; the thrower then scores only a Chouette (v²) if the two dice pair.',
    'Achat : après les deux chouettes du lanceur, un autre joueur peut acheter le cul pour 30 ; le lanceur ne marque alors qu’une Chouette (v²) si les deux dés font la paire.'],
};

/** The rule line of an option in one language, with the amounts of `options` (the defaults without). */
export function optionRule(id, fr, options = {}) {
  const rule = OPTION_RULES[id];
  return (typeof rule === 'function' ? rule(options) : rule)[fr ? 1 : 0];
}

const COMBINATIONS = [
  ['Chouette', ['two alike', 'deux pareils'], 'v²'],
  ['Velute', ['two dice adding up to the third', 'deux dés dont la somme fait le troisième'], '2 × v²'],
  ['Cul de chouette', ['three alike', 'trois pareils'], '40 + 10 × v'],
  ['Chouette-Velute', ['a pair that makes a Velute (1-1-2, 2-2-4, 3-3-6)', 'une paire qui fait Velute (1-1-2, 2-2-4, 3-3-6)'],
    [`2 × v² to the first to call ${q('pas-mou')}; tied first callers lose it`, `2 × v² au premier qui crie ${qf('pas-mou')} ; les ex æquo la perdent`]],
  ['Suite', ['three in a row', 'trois qui se suivent'], [`−10 to the last to call ${q('grelotte')}`, `−10 au dernier qui crie ${qf('grelotte')}`]],
  ['Néant', ['anything else', 'tout le reste'], ['a Grelottine', 'une Grelottine']],
];

const pick = (pair, fr) => (Array.isArray(pair) ? pair[fr ? 1 : 0] : pair);

/** Fills the rules panel: the basics, each enabled pack, the race keys of this table and the keys. */
export function renderRules(body, { fr, seats = 0, packs = [], options = {}, target = 343 }) {
  const para = (en, french) => h('p', {}, withCalls(fr ? french : en));
  const item = (en, french) => h('li', {}, withCalls(fr ? french : en));
  const row = ([name, what, points]) => h('tr', {}, h('th', { scope: 'row', lang: 'fr' }, name), h('td', {}, pick(what, fr)), h('td', {}, withCalls(pick(points, fr))));
  body.replaceChildren(
    para(`Throw three dice: the two chouettes, then the cul. The first to reach ${target} wins. v is the face that names the combination.`,
      `On lance trois dés : les deux chouettes, puis le cul. Le premier à ${target} gagne. v est la face qui nomme la combinaison.`),
    h('table', { class: 'combo-table' },
      h('thead', {}, h('tr', {}, ...(fr ? ['Combinaison', 'Quoi', 'Points'] : ['Combination', 'What', 'Points']).map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, COMBINATIONS.map(row))),
    h('ul', {},
      item('1-2-3 is both a Suite and a Velute of 3 (+18 to the thrower).', '1-2-3 est à la fois une Suite et une Velute de 3 (+18 pour le lanceur).'),
      item(`Sirotage: on a Chouette, re-throw the odd die once. Same face: Cul de chouette instead; else −v². The others bet on the die by bird (${BIRDS.map((b, i) => `${b} ${i + 1}`).join(', ')}): +25 if right, −5 if wrong. After a miss, the first to call ${q('contre-sirop')} wins 8 + 2 × v.`,
        `Sirotage : sur une Chouette, on relance une fois le dé seul. Même face : Cul de chouette à la place ; sinon −v². Les autres parient sur le dé par un oiseau (${BIRDS.map((b, i) => `${b} ${i + 1}`).join(', ')}) : +25 si juste, −5 sinon. Après un raté, le premier à crier ${qf('contre-sirop')} gagne 8 + 2 × v.`),
      item('Civet: missing a sirotage of 6 gives a Civet. Before a throw, bet 1 to 102 points (at most your score) on a combination: + if it comes, − if not.',
        'Civet : rater un sirotage de 6 donne un Civet. Avant un lancer, misez de 1 à 102 points (pas plus que votre score) sur une combinaison : + si elle sort, − sinon.'),
      item(`Grelottine: after someone’s Néant, a Grelottine holder may call ${q('grelottine')}: a target and a stake (Chouette 33 %, Velute 25 %, Chouette-Velute 8 %, Suite 14 %, Cul de chouette 16 %, siroté 20 % of the lower score). One throw decides; the challenged who wins it gets a Passe-Grelot, which passes the next challenge on (${q('passe-grelot')}).`,
        `Grelottine : après le Néant d’un autre, qui a une Grelottine peut crier ${qf('grelottine')} : une combinaison et une mise (Chouette 33 %, Velute 25 %, Chouette-Velute 8 %, Suite 14 %, Cul de chouette 16 %, siroté 20 % du plus petit score). Un lancer décide ; le défié qui gagne reçoit un Passe-Grelot, qui renvoie le défi suivant (${qf('passe-grelot')}).`),
      item('Bévue: any rule error costs 10 (the referee panel records them).', 'Bévue : toute erreur coûte 10 (le panneau de l’arbitre les note).')),
    packs.length ? h('h3', {}, fr ? 'Règles optionnelles de cette table' : 'Rule packs at this table') : null,
    ...PACKS.filter((p) => packs.includes(p.id)).map((p) => para(...PACK_RULES[p.id])),
    OPTIONS.some((o) => options[o.id]) ? h('h3', {}, fr ? 'Options de cette table' : 'Rule options at this table') : null,
    ...OPTIONS.filter((o) => options[o.id]).map((o) => h('p', {}, withCalls(optionRule(o.id, fr, options)))),
    h('h3', {}, fr ? 'Touches' : 'Keys'),
    h('dl', { class: 'keys-help' },
      h('dt', {}, kbd('T')), h('dd', {}, fr ? 'Lancer (en mode scribe : taper les dés, 1 à 6, puis Entrée)' : 'Throw (scribe mode: type the dice, 1 to 6, then Enter)'),
      h('dt', {}, kbd('S'), ' ', kbd('K')), h('dd', {}, fr ? 'Siroter, garder la Chouette' : 'Siroter, keep the Chouette'),
      h('dt', {}, kbd('N')), h('dd', {}, fr ? 'Passer (pas de défi, pas de Soufflette)' : 'Pass (no challenge, no Soufflette)'),
      h('dt', {}, (seats ? RACE_KEYS.slice(0, seats) : ['A']).flatMap((k, i) => (i ? [' ', kbd(k)] : [kbd(k)]))), h('dd', {}, fr ? 'Crier pendant une course, une touche par joueur ; Entrée la close' : 'Call in a race, one key per player; Enter closes it'),
      h('dt', {}, kbd('U'), ' ', kbd('Ctrl'), '+', kbd('Z')), h('dd', {}, fr ? 'Annuler une décision (jamais un lancer)' : 'Undo a decision (never a throw)'),
      h('dt', {}, kbd('Ctrl'), '+', kbd('Y')), h('dd', {}, fr ? 'Rétablir' : 'Redo')));
}
