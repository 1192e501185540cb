// chouette-errors.js: the engine's refusals a French table meets from its own inputs (setup, stakes, sums, typed dice) read back in French.
//
// The page's buttons only offer moves the engine takes; the sentences below answer what a player
// types (a target, a Civet or Grelottine stake, a Bleu-Rouge sum, scribe dice) or a bad link. A
// refusal no pattern knows stays as the engine wrote it. Straight quotes stay: engineText() turns
// them into « » afterwards, and "Player n" into the player's name.

// The numbered options' names (core/chouette/options.cpp kNumbers).
const NUMBERS = {
  'The target': 'La cible',
  'The Bévue penalty': 'La pénalité de Bévue',
  'The winning sirotage bet': 'Le pari de sirotage gagné',
  'The losing sirotage bet': 'Le pari de sirotage perdu',
  'The maximum Civet stake': 'La mise maximale du Civet',
  'The Civet final score cap': 'Le plafond de score du Civet',
  'The Grelottine minimum score': 'Le score minimal de la Grelottine',
  'The off-turn score cap': 'Le plafond de score hors de son tour',
  'The winning Grelottine side bet': 'Le pari sur la Grelottine gagné',
  'The losing Grelottine side bet': 'Le pari sur la Grelottine perdu',
};

/** @type {[RegExp, (...captures: any[]) => string | null][]} */
const ERRORS = [
  [/^(The [^"]+?) must be from (\d+) to (\d+), not (\d+)\.$/, (what, a, b, n) => (NUMBERS[what] ? `${NUMBERS[what]} doit aller de ${a} à ${b}, pas ${n}.` : null)],
  [/^Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not (\d+)\.$/,
    (n) => `La Doublette demande 4, 6 ou 8 joueurs, pour que les coéquipiers se fassent face, pas ${n}.`],
  [/^Cul de chouette is for 2 to 8 players, not (\d+)\.$/, (n) => `Le Cul de chouette se joue de 2 à 8 joueurs, pas ${n}.`],
  [/^The Civet stake must be from 1 to (\d+) \(the smaller of (\d+) and (.+)'s score, (-?\d+)(?:, and no more than reaches (\d+))?\), not (-?\d+)\.$/,
    (max, cap, who, score, reach, n) => `La mise du Civet doit aller de 1 à ${max} (le plus petit de ${cap} et du score de ${who}, ${score}${reach ? `, sans dépasser ${reach}` : ''}), pas ${n}.`],
  [/^The Grelottine stake on (.+) must be from 1 to (\d+) \((\d+)% of (-?\d+), the lower score, rounded (up|down)\), not (-?\d+)\.$/,
    (target, max, pct, low, way, n) => `La mise de la Grelottine sur ${target} doit aller de 1 à ${max} (${pct} % de ${low}, le plus petit score, arrondi ${way === 'up' ? 'au-dessus' : 'au-dessous'}), pas ${n}.`],
  [/^A Bleu-Rouge sum is from 3 to 18, not (-?\d+)\.$/, (n) => `Une somme de Bleu-Rouge va de 3 à 18, pas ${n}.`],
  [/^Die (\d) of "([^"]*)" is not a face from 1 to 6\.$/, (i, text) => `Le dé ${i} de "${text}" n’est pas une face de 1 à 6.`],
  // Only when the reason inside is known too: half a sentence in each language reads worse than English.
  [/^Move (\d+) of the save \("([^"]*)"\) is not legal: (.+)$/, (i, move, why, nested) => {
    const inner = nested(why);
    return inner === why ? null : `Le coup ${i} de la sauvegarde ("${move}") n’est pas permis : ${inner}`;
  }],
];

/**
 * The French of one refusal, or null when no pattern knows it. `nested` translates a sentence
 * inside it (a save's move refused for a reason of its own); each builder gets it after its captures.
 */
export function errorFr(text, nested) {
  for (const [pattern, make] of ERRORS) {
    const m = pattern.exec(text);
    if (m) return make(...m.slice(1), nested);
  }
  return null;
}
