// chouette-reasons.js: the engine's effect reasons (English, calls in French) read back in French, pattern by pattern.
//
// The core explains every score change in one English sentence (core/chouette/*.cpp: add(), token(),
// bevue()). The French page rebuilds each known sentence from its parts; one the patterns do not
// know (a newer engine) is shown as the engine wrote it rather than guessed at.
import { errorFr } from './chouette-errors.js';

// Combinations as the engine names them ("Chouette of 4") and their French names with article.
/** @type {[RegExp, (value: string) => { name: string, the: string }][]} */
const COMBOS = [
  [/^Cul de chouette of (\d)$/, (v) => ({ name: `Cul de chouette de ${v}`, the: `le Cul de chouette de ${v}` })],
  [/^Chouette-Velute of (\d)$/, (v) => ({ name: `Chouette-Velute de ${v}`, the: `la Chouette-Velute de ${v}` })],
  [/^Suite and Velute of (\d)$/, (v) => ({ name: `Suite et Velute de ${v}`, the: `la Suite et Velute de ${v}` })],
  [/^Velute of (\d)$/, (v) => ({ name: `Velute de ${v}`, the: `la Velute de ${v}` })],
  [/^Chouette of (\d)$/, (v) => ({ name: `Chouette de ${v}`, the: `la Chouette de ${v}` })],
  [/^(Suite|Néant|Bleu-Rouge|Artichette|Soufflette)$/, (v) => ({ name: v, the: `${v === 'Néant' ? 'le' : 'la'} ${v}` })],
];

/** A combination label of the engine in French: { name, the } (with its article), or null. */
export function comboFr(label) {
  for (const [pattern, make] of COMBOS) {
    const m = pattern.exec(label);
    if (m) return make(m[1]);
  }
  return null;
}

const TARGETS_FR = { 'Cul de chouette siroté': 'Cul de chouette siroté' };
const target = (label) => TARGETS_FR[label] ?? label;
const on = (label) => comboFr(label)?.the ?? label;
const bird = (text) => text; // "Alouette (2)": the birds are French already

// What Bévues are for, after "Bévue: ".
const BEVUES = [
  [/^calls (".*") after another player$/, (c) => `crie ${c} après un autre joueur`],
  [/^calls (".*") on one's own sirotage$/, (c) => `crie ${c} sur son propre sirotage`],
  [/^calls (".*") without a Chouette-Velute$/, (c) => `crie ${c} sans Chouette-Velute`],
  [/^calls (".*") without a Suite$/, (c) => `crie ${c} sans Suite`],
  [/^calls (".*") without a missed sirotage$/, (c) => `crie ${c} sans sirotage raté`],
  [/^calls (".*") without an Artichette$/, (c) => `crie ${c} sans Artichette`],
  [/^calls (".*") without a tie for last on a Suite$/, (c) => `crie ${c} sans égalité pour la dernière place sur une Suite`],
  [/^calls (".*") without holding a Grelottine$/, (c) => `crie ${c} sans avoir de Grelottine`],
  [/^calls (".*") without holding one$/, (c) => `crie ${c} sans en avoir`],
  [/^called by the referee$/, () => 'sifflée par l’arbitre'],
  [/^throws an extra die$/, () => 'lance un dé de trop'],
  [/^throws a die out of turn$/, () => 'lance un dé hors de son tour'],
  [/^declares a Civet without holding one$/, () => 'déclare un Civet sans en avoir'],
  [/^uses a Boucliette without holding one$/, () => 'utilise une Boucliette sans en avoir'],
  [/^calls (".*") without holding a Civet$/, (c) => `crie ${c} sans avoir de Civet`],
  [/^calls (".*") to (.*), who already holds a Civet$/, (c, who) => `crie ${c} à ${who}, qui a déjà un Civet`],
];

const REASONS = [
  [/^starts: lowest die of the throw-off \((\d)\)$/, (d) => `commence : plus petit dé du tirage (${d})`],
  [/^first to call (".*") \(Contre-Sirop of (\d)\)$/, (c, v) => `premier à crier ${c} (Contre-Sirop de ${v})`],
  [/^first to call (".*") on the (.*)$/, (c, l) => `premier à crier ${c} sur ${on(l)}`],
  [/^tied first on (".*") on the (.*)$/, (c, l) => `ex æquo en premier sur ${c}, sur ${on(l)}`],
  [/^last to call (".*")$/, (c) => `dernier à crier ${c}`],
  [/^never called (".*")$/, (c) => `n’a jamais crié ${c}`],
  [/^loses the Suite tie-break with a (\d) \((".*")\)$/, (d, c) => `perd le départage de la Suite avec un ${d} (${c})`],
  [/^takes the tie-break of (".*") with a 6 on the (.*)$/, (c, l) => `remporte le départage de ${c} avec un 6, sur ${on(l)}`],
  [/^keeps (".*"): no 6 in the tie-break on the (.*)$/, (c, l) => `garde ${c} : aucun 6 au départage, sur ${on(l)}`],
  [/^Bévue: (.*)$/, (what) => `Bévue : ${translateFrom(BEVUES, what) ?? what}`],
  [/^calls "Raitournelle !" first on the Artichette$/, () => 'crie « Raitournelle ! » en premier sur l’Artichette'],
  [/^"Artichette !" called first by (.*)$/, (who) => `« Artichette ! » crié en premier par ${who}`],
  [/^referee's correction: (.*)$/, (note) => `correction de l’arbitre : ${note}`],
  [/^referee's correction$/, () => 'correction de l’arbitre'],
  [/^Cul de chouette of (\d) by sirotage$/, (v) => `Cul de chouette de ${v} par sirotage`],
  [/^sirotage of (\d) missed \(the die showed (\d)\)$/, (v, d) => `sirotage de ${v} raté (le dé a donné ${d})`],
  [/^missed a sirotage of 6 \(Civet siroté\)$/, () => 'a raté un sirotage de 6 (Civet siroté)'],
  [/^won the sirotage bet on (.*)$/, (b) => `gagne son pari de sirotage sur ${bird(b)}`],
  [/^lost the sirotage bet on (.*)$/, (b) => `perd son pari de sirotage sur ${bird(b)}`],
  [/^sirotage bet on (.*) \(the sirotage succeeded\)$/, (b) => `pari de sirotage sur ${bird(b)} (le sirotage a réussi)`],
  [/^(.*) \(odd die snatched by (.*)\)$/, (l, who) => `${comboFr(l)?.name ?? l} (dé attrapé par ${who})`],
  [/^declares a Civet of (\d+) on (.*)$/, (s, t) => `mise un Civet de ${s} sur ${target(t)}`],
  [/^Civet of (\d+) on (.*) doubled ×(\d+) won$/, (s, t, f) => `Civet de ${s} sur ${target(t)} doublé ×${f} gagné`],
  [/^Civet of (\d+) on (.*) doubled ×(\d+) lost$/, (s, t, f) => `Civet de ${s} sur ${target(t)} doublé ×${f} perdu`],
  [/^Civet of (\d+) on (.*) won$/, (s, t) => `Civet de ${s} sur ${target(t)} gagné`],
  [/^Civet of (\d+) on (.*) lost$/, (s, t) => `Civet de ${s} sur ${target(t)} perdu`],
  [/^joins the Civet of (\d+) on (.*) of (.*): now ×(\d+)$/, (s, t, who, f) => `rejoint le Civet de ${s} sur ${target(t)} de ${who} : désormais ×${f}`],
  [/^joins the Civet of (.*) without holding one$/, (who) => `rejoint le Civet de ${who} sans en avoir`],
  [/^calls "Grelottine !" against (.*)$/, (who) => `crie « Grelottine ! » contre ${who}`],
  [/^challenged by (.*)$/, (who) => `défié par ${who}`],
  [/^calls "Passe-Grelot !": the challenge is cancelled$/, () => 'crie « Passe-Grelot ! » : le défi est annulé'],
  [/^calls "Passe-Grelot !": the challenge passes to (.*)$/, (who) => `crie « Passe-Grelot ! » : le défi passe à ${who}`],
  [/^cancels the Grelottine challenge with a Boucliette$/, () => 'annule le défi de Grelottine avec une Boucliette'],
  [/^cancels the Soufflette with a Boucliette$/, () => 'annule la Soufflette avec une Boucliette'],
  [/^wins the Grelottine challenge on (.*) for (\d+)$/, (t, s) => `gagne le défi de Grelottine sur ${target(t)} pour ${s}`],
  [/^loses the Grelottine challenge on (.*) for (\d+)$/, (t, s) => `perd le défi de Grelottine sur ${target(t)} pour ${s}`],
  [/^won a Grelottine challenge as the challenged player$/, () => 'a gagné un défi de Grelottine en tant que défié'],
  [/^makes 4-2-1 on throw (\d) of the Soufflette$/, (n) => `fait 4-2-1 au lancer ${n} de la Soufflette`],
  [/^loses the Soufflette: (.*) made 4-2-1 on throw (\d) of the Soufflette$/, (who, n) => `perd la Soufflette : ${who} a fait 4-2-1 au lancer ${n}`],
  [/^fails the Soufflette: no 4-2-1 in three throws$/, () => 'rate la Soufflette : pas de 4-2-1 en trois lancers'],
  [/^wins the Soufflette: (.*) made no 4-2-1 in three throws$/, (who) => `gagne la Soufflette : ${who} n’a pas fait 4-2-1 en trois lancers`],
  [/^Néant on the Bleu-Rouge re-throw$/, () => 'Néant à la relance du Bleu-Rouge'],
  [/^announced the sum (\d+) of the Bleu-Rouge re-throw$/, (s) => `a annoncé la somme ${s} de la relance du Bleu-Rouge`],
  [/^won the Verdier bet \(2-4-6\)$/, () => 'gagne le pari Verdier (2-4-6)'],
  [/^lost the Verdier bet$/, () => 'perd le pari Verdier'],
  [/^calls (".*") to (.*)$/, (c, who) => `crie ${c} à ${who}`],
  [/^receives the Civet of (.*)$/, (who) => `reçoit le Civet de ${who}`],
  [/^bets on the challenge's (success|failure)$/, (on) => `parie sur ${on === 'success' ? 'la réussite' : 'l’échec'} du défi`],
  [/^side bet on (success|failure) (won|lost)$/, (on, r) => `pari sur ${on === 'success' ? 'la réussite' : 'l’échec'} ${r === 'won' ? 'gagné' : 'perdu'}`],
  [/^side bet void: now the challenged player$/, () => 'pari annulé : désormais défié'],
  [/^buys the cul of (.*)'s throw \(Achat\)$/, (who) => `achète le cul du lancer de ${who} (Achat)`],
  [/^Chouette of (\d) on two dice \(the cul was bought\)$/, (v) => `Chouette de ${v} sur deux dés (le cul a été acheté)`],
];

function translateFrom(table, text) {
  for (const [pattern, make] of table) {
    const m = pattern.exec(text);
    if (m) return make(...m.slice(1));
  }
  return null;
}

/** The French of one engine reason or refusal (chouette-errors.js); the English text when no pattern knows it. */
export function reasonFr(reason) {
  const text = String(reason);
  return translateFrom(REASONS, text) ?? errorFr(text, reasonFr) ?? comboFr(text)?.name ?? text;
}
