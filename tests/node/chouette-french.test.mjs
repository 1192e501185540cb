// chouette-french.test.mjs: the engine's refusals as message ids rendered from the French catalogue, checked on the very refusals the engine makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorMessage, errorSay, knowEnglish, say } from '../../web/common/words.js';
import { loadCatalogues } from './catalogues.mjs';
import { comboLabel, engineText, textContext } from '../../web/games/chouette/chouette-text.js';

// Every catalogue with Cul de chouette's own part, as a page in its language would load it (words.js fetches each on first need).
await loadCatalogues('chouette');

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
const { chouette, session } = arcade;
knowEnglish(arcade);

/** The engine's ArcadeError for a call that must fail. */
function refusal(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('the engine accepted it');
}

test('setup refusals: numbered options, player count, Doublette', () => {
  const cases = [
    [() => session.create('chouette', { params: '3,t10' }), 'The target must be from 50 to 100000, not 10.', 'La cible doit aller de 50 à 100000, pas 10.'],
    [() => session.create('chouette', { params: '3,b500' }), 'The Bévue penalty must be from 1 to 100, not 500.', 'La pénalité de Bévue doit aller de 1 à 100, pas 500.'],
    [() => session.create('chouette', { params: '9' }), 'Cul de chouette is for 2 to 8 players, not 9.', 'Le Cul de chouette se joue de 2 à 8 joueurs, pas 9.'],
    [() => session.create('chouette', { params: '3,dbl' }), 'Doublette needs 4, 6 or 8 players so that teammates sit opposite each other, not 3.',
      'La Doublette demande 4, 6 ou 8 joueurs, pour que les coéquipiers se fassent face, pas 3.'],
  ];
  for (const [call, english, french] of cases) {
    const e = refusal(call);
    assert.equal(e.message, english);
    assert.equal(errorSay(e, e.message, 'fr'), french);
  }
});

test('refusals of typed values: a Civet stake, a Bleu-Rouge sum, scribe dice, a bad move in a link', () => {
  // A scenario's refusal names its command; the refusal inside is a message of its own.
  const inner = (e) => say(/** @type {any} */ (e.args.why), e.message, 'fr');
  const stake = refusal(() => chouette.replay({ players: ['A', 'B'], scores: { A: 14 }, tokens: { A: ['civet'] },
    commands: [{ civet: { stake: 20, target: 'velute' } }] }));
  assert.equal(stake.message, 'commands[0]: The Civet stake must be from 1 to 14 (the smaller of 102 and A\'s score, 14), not 20.');
  assert.equal(inner(stake), 'La mise du Civet doit aller de 1 à 14 (le plus petit de 102 et du score de A, 14), pas 20.');
  assert.equal(errorSay(stake, stake.message, 'fr'), 'commands[0] : La mise du Civet doit aller de 1 à 14 (le plus petit de 102 et du score de A, 14), pas 20.');
  const kata = refusal(() => chouette.replay({ players: ['A', 'B'], options: 'kata', scores: { A: 290 }, tokens: { A: ['civet'] },
    commands: [{ civet: { stake: 20, target: 'velute' } }] }));
  assert.equal(inner(kata), 'La mise du Civet doit aller de 1 à 10 (le plus petit de 102 et du score de A, 290, sans dépasser 300), pas 20.');
  const grelottine = refusal(() => chouette.replay({ players: ['A', 'B'], scores: { A: 100, B: 80 }, tokens: { B: ['grelottine'] },
    commands: ['t146', { grelottine: { by: 'B', target: 'velute', stake: 50 } }] }));
  assert.equal(grelottine.message, 'commands[1]: The Grelottine stake on Velute must be from 1 to 20 (25% of 80, the lower score, rounded down), not 50.');
  assert.equal(inner(grelottine), 'La mise de la Grelottine sur Velute doit aller de 1 à 20 (25 % de 80, le plus petit score, arrondi au-dessous), pas 50.');
  const sum = refusal(() => chouette.replay({ players: ['A', 'B'], options: 'br', commands: ['t334', { announce: { B: 2 } }] }));
  assert.equal(sum.message, 'commands[1]: A Bleu-Rouge sum is from 3 to 18, not 2.');
  assert.equal(inner(sum), 'Une somme de Bleu-Rouge va de 3 à 18, pas 2.');
  const save = refusal(() => session.load('chouette:3::t135.t9:2'));
  assert.equal(save.message, 'Move 2 of the save ("t9") is not legal: Die 1 of "9" is not a face from 1 to 6.');
  assert.equal(errorSay(save, save.message, 'fr'), 'Le coup 2 de la sauvegarde ("t9") n’est pas permis : Le dé 1 de "9" n’est pas une face de 1 à 6.');
  // Every refusal has an id now, the table's state inside it too ({pending}: what the table waits for).
  const other = refusal(() => session.load('chouette:3::t135.s:2'));
  assert.equal(other.message, 'Move 2 of the save ("s") is not legal: A sirotage is announced only after a plain Chouette: '
    + 'Player 1 to throw.');
  assert.equal(errorSay(other, other.message, 'fr'), 'Le coup 2 de la sauvegarde ("s") n’est pas permis : On annonce un sirotage '
    + 'seulement après une Chouette simple : À Player 1 de lancer.');
});

test('the page renders a refusal with its players\' names and its quotation marks, in each language', () => {
  const error = refusal(() => session.load('chouette:3::t135.s:2'));
  const names = ['Ada', 'Bob', 'Cy'];
  const shown = (lang) => engineText(error.message, textContext(lang, names), errorMessage(error));
  assert.equal(shown('en'), 'Move 2 of the save (“s”) is not legal: A sirotage is announced only after a plain Chouette: '
    + 'Ada to throw.');
  assert.equal(shown('fr'), 'Le coup 2 de la sauvegarde (« s ») n’est pas permis : On annonce un sirotage seulement après une '
    + 'Chouette simple : À Ada de lancer.');
  // An unnamed seat is the page's default name in the page's language, never the engine's "Player 1".
  assert.match(engineText(error.message, textContext('fr', []), errorMessage(error)), /À Joueur 1 de lancer\./);
  assert.equal(engineText('Plain.', textContext('fr', names), null), 'Plain.', 'no message: the sentence as it is');
});

test('effect reasons and combinations of a view in French, from the message each came with', () => {
  // Ada's Chouette-Velute of 4, Bob first to call "Pas mou le caillou !" on it.
  const s = session.play(session.load('chouette:3::t135.t224:2').save, 'm1');
  assert.deepEqual(s.view.effects.map((e) => e.reason), ['first to call "Pas mou le caillou !" on the Chouette-Velute of 4']);
  assert.deepEqual(s.view.effectMessages, [{ id: 'chouette.effect.first-on', args: { call: '"Pas mou le caillou !"',
    combo: { id: 'chouette.combo.chouette-velute', args: { value: 4 } } } }]);
  const fr = textContext('fr', ['Ada', 'Bob', 'Cy']);
  assert.equal(engineText(s.view.effects[0].reason, fr, s.view.effectMessages[0]), 'premier à crier « Pas mou le caillou ! » sur la Chouette-Velute de 4');
  assert.equal(say(s.view.effectMessages[0], 'x', 'it'), 'primo a gridare "Pas mou le caillou !" sulla Chouette-Velute di 4');
  assert.equal(comboLabel(s.view.combination, fr), 'Chouette-Velute de 4');
  assert.equal(comboLabel(s.view.combination, textContext('en')), 'Chouette-Velute of 4');
});
