// mastermind-row.test.mjs: the page's DOM-free parts of Mastermind in node: the row being typed (Row), make mode's private secret and answer (MakeMode) against the engine, and the core's sentences (results, refusals, make mode's answers) as the board says them in each language (mastermind-text.js).
import assert from 'node:assert/strict';
import test from 'node:test';
import { wordsIn } from '../../web/common/page-words.js';
import { LANGUAGES, errorMessage, knowEnglish } from '../../web/common/words.js';
import { loadCatalogues } from './catalogues.mjs';
import { MakeMode } from '../../web/games/mastermind/mastermind-make.js';
import { Row, codeLetters } from '../../web/games/mastermind/mastermind-row.js';
import { overSentence, shownSentence } from '../../web/games/mastermind/mastermind-text.js';
import mastermindWords from '../../web/games/mastermind/mastermind-words.js';

const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
// The catalogues of the core's messages, as a page in each language loads them; English from the core's templates.
await loadCatalogues('mastermind');
knowEnglish(arcade);

test('Row: typing, moving, Backspace and Delete, fitting another game', () => {
  const row = new Row();
  row.fit(4);
  assert.deepEqual([row.code, row.active], [[0, 0, 0, 0], 0]);
  for (const colour of [3, 1, 4, 6, 5]) row.put(colour);
  assert.deepEqual([row.code, row.active], [[3, 1, 4, 5], 3], 'the last slot stays selected and takes the next colour');
  row.clear(true);
  assert.deepEqual([row.code, row.active], [[3, 1, 4, 0], 3], 'Backspace empties a full slot in place');
  row.clear(true);
  assert.deepEqual([row.code, row.active], [[3, 1, 0, 0], 2], 'on an empty slot it empties the one before');
  row.select(0);
  row.clear(true);
  row.clear(true);
  assert.deepEqual([row.code, row.active], [[0, 1, 0, 0], 0], 'never before the first slot');
  row.select(99);
  assert.equal(row.active, 3);
  row.select(-5);
  assert.equal(row.active, 0);
  row.select(2);
  row.clear(false);
  assert.deepEqual([row.code, row.active], [[0, 1, 0, 0], 2]);
  row.reset();
  assert.deepEqual([row.code, row.active], [[0, 0, 0, 0], 0]);
  row.put(2);
  row.put(2);
  row.fit(4, [6, 5, 4, 3]);
  assert.deepEqual([row.code, row.active], [[6, 5, 4, 3], 2], 'a code of the right length is taken, the selection kept');
  row.fit(3);
  assert.deepEqual([row.code, row.active], [[0, 0, 0], 2], 'another length empties the row');
  row.fit(2, [1, 2, 3]);
  assert.deepEqual([row.code, row.active], [[0, 0], 1]);
  assert.equal(codeLetters([1, 2, 10]), 'abj');
});

test('MakeMode: the secret is checked by the engine and never enters the game; the answer it suggests', () => {
  const fresh = arcade.session.create('mastermind', { params: 'p4,c6,r10,u,make,knuth' });
  const make = new MakeMode();
  assert.equal(make.settingUp(fresh), true);
  assert.equal(make.begin(arcade, fresh, [1, 2, 0, 0], { digits: false }),
    'Your secret has 2 of 4 pegs: fill every slot, or clear it to keep the code in your head.');
  assert.equal(make.begin(arcade, fresh, [1, 1, 2, 3], { digits: false }),
    'Colour 1 appears twice in your secret, and this game allows no duplicates.');
  assert.equal(make.begin(arcade, fresh, [1, 2, 3, 7], { digits: false }), 'Peg 4 of your secret is colour 7; this game has colours 1 to 6.');
  assert.deepEqual([make.begun, make.secret], [false, null], 'a refused secret changes nothing');
  assert.equal(make.begin(arcade, fresh, [6, 5, 4, 3], { digits: false }), '');
  assert.deepEqual([make.begun, make.secret, make.settingUp(fresh)], [true, [6, 5, 4, 3], false]);

  const asked = arcade.session.computer(fresh.save);
  assert.equal(asked.save.split(':')[2], '', 'the computer never saw the secret');
  const expected = arcade.mastermind.feedback([6, 5, 4, 3], asked.view.history[0].guess);
  assert.deepEqual(make.fromSecret(arcade, asked), expected);
  assert.equal(make.fromSecret(arcade, fresh), null, 'no guess awaits an answer');
  make.setAnswer({ exact: 7, misplaced: -2 }, 4);
  assert.deepEqual(make.answer, { exact: 4, misplaced: 0 });
  make.setAnswer(expected, 4);
  assert.equal(arcade.session.play(asked.save, make.answerMove()).view.history[0].exact, expected.exact);
  make.clearAnswer();
  assert.equal(make.answerMove(), 'a00');

  const head = new MakeMode();
  assert.equal(head.begin(arcade, fresh, [0, 0, 0, 0], { digits: false }), '', 'an empty row keeps the code in the head');
  assert.deepEqual([head.begun, head.secret, head.fromSecret(arcade, asked)], [true, null, null]);
  const bulls = arcade.session.create('mastermind', { params: 'p4,c10,r10,u,make' });
  assert.equal(new MakeMode().begin(arcade, bulls, [1, 0, 0, 0], { digits: true }),
    'Your secret has 1 of 4 digits: fill every slot, or clear it to keep the code in your head.');
  assert.equal(new MakeMode().settingUp(arcade.session.create('mastermind', { params: 'p4,c6,r10' })), false, 'break mode has no secret to type');
});

test('Row.follow: a guess played empties the row, an undone guess comes back, make mode undone to its start holds the secret', () => {
  const start = arcade.session.create('mastermind', { params: 'p4,c6,r10' }, { seed: 3 });
  const row = new Row();
  row.fit(4, [1, 2, 3, 4]);
  row.select(2);
  const played = arcade.session.play(start.save, 'gabcd');
  assert.equal(row.follow(played, 'move', start, null), false);
  assert.deepEqual([row.code, row.active], [[0, 0, 0, 0], 0], 'a guess played: an empty row, its first slot selected');
  row.fit(4, [5, 5, 0, 0]);
  row.select(2);
  row.follow(played, 'restore', null, null);
  assert.deepEqual([row.code, row.active], [[5, 5, 0, 0], 2], 'a restored game keeps the row as it was saved');
  const undone = arcade.session.undoDecision(played.save);
  assert.equal(row.follow(undone, 'undo', played, null), false);
  assert.deepEqual([row.code, row.active], [[1, 2, 3, 4], 0], 'the undone guess comes back to change a peg');
  row.follow(played, 'redo', undone, null);
  assert.deepEqual(row.code, [0, 0, 0, 0], 'a redo brings no guess back');

  const make = arcade.session.create('mastermind', { params: 'p4,c6,r10,make' });
  const guessed = arcade.session.computer(make.save);
  const back = arcade.session.undoDecision(guessed.save);
  assert.equal(row.follow(back, 'undo', guessed, [6, 5, 4, 3]), true, 'back before the first guess: the computer waits again');
  assert.deepEqual(row.code, [6, 5, 4, 3], 'the private secret is in the row again');
  assert.equal(row.follow(back, 'undo', guessed, null), true);
  assert.deepEqual(row.code, [0, 0, 0, 0], 'a secret kept in the head leaves the row empty');
});

/** `say(lang)` in English, French, Italian and Hebrew. */
const inEachLanguage = (say) => Object.fromEntries(['en', ...LANGUAGES].map((lang) => [lang, say(lang)]));

/** The engine's refusal of `move` in the game `snap`, as the board says it in each language. */
function refusalIn({ save, view }, move) {
  try {
    arcade.session.play(save, move);
  } catch (error) {
    return inEachLanguage((lang) => shownSentence(error.message, view, errorMessage(error), lang));
  }
  throw new Error(`${move} was played`);
}

/** The engine's refusal of `move` in a new game of `params`, as the board says it in each language. */
const refusedIn = (params, move) => refusalIn(arcade.session.create('mastermind', { params }), move);

/** A make-mode game of `params` where the computer (the consistent breaker: the first code that fits) has guessed after each of `answers`. */
function guessedAfter(params, answers) {
  let snap = arcade.session.computer(arcade.session.create('mastermind', { params: `${params},make,consistent` }).save);
  for (const answer of answers) snap = arcade.session.computer(arcade.session.play(snap.save, answer).save);
  return snap;
}

/** The given-up game's result in each language, as the catalogues word it. */
const gaveUp = (code) => ({
  en: `You gave up: the code was ${code}.`, fr: `Vous avez abandonné : le code était ${code}.`, it: `Ti sei arreso: il codice era ${code}.`, he: `ויתרת: הקוד היה ${code}.`,
});

test('the core\'s sentences as the board says them: the result and a refusal in each language, Bulls & Cows in digits', () => {
  const classic = arcade.session.play(arcade.session.create('mastermind', { params: 'p4,c6,r10' }, { seed: 4 }).save, 'x');
  assert.deepEqual(inEachLanguage((lang) => overSentence(classic, lang)), gaveUp(classic.view.secret.join(' ')));

  // A Bulls & Cows secret with the tenth colour, which the board shows as the digit 0.
  let seed = 1;
  const bullsOf = (s) => arcade.session.play(arcade.session.create('mastermind', { params: 'p4,c10,r10,u' }, { seed: s }).save, 'x');
  while (!bullsOf(seed).view.secret.includes(10)) seed += 1;
  const bulls = bullsOf(seed);
  const digits = bulls.view.secret.map((n) => n % 10).join(' ');
  assert.match(digits, /0/);
  assert.deepEqual(inEachLanguage((lang) => overSentence(bulls, lang)), gaveUp(digits));

  // A repeated colour: a digit on a digits board, a colour on the others (Hebrew: "in the guess" is one word).
  assert.deepEqual(refusedIn('p4,c10,r10,u', 'gjajb'), {
    en: 'Digit 0 appears twice in the guess, and this game allows no duplicates.',
    fr: 'Le chiffre 0 apparaît deux fois dans l’essai, et ce jeu n’admet pas de doublons.',
    it: 'La cifra 0 compare due volte nel tentativo, e questo gioco non ammette doppioni.',
    he: 'ספרה 0 מופיעה פעמיים בניחוש, והמשחק הזה אינו מתיר כפילויות.',
  });
  assert.deepEqual(refusedIn('p4,c6,r10,u', 'gaabc'), {
    en: 'Colour 1 appears twice in the guess, and this game allows no duplicates.',
    fr: 'La couleur 1 apparaît deux fois dans l’essai, et ce jeu n’admet pas de doublons.',
    it: 'Il colore 1 compare due volte nel tentativo, e questo gioco non ammette doppioni.',
    he: 'צבע 1 מופיע פעמיים בניחוש, והמשחק הזה אינו מתיר כפילויות.',
  });
  assert.equal(shownSentence('Worded already.', bulls.view, null, 'fr'), 'Worded already.', 'no message: the sentence as it came');
});

test('MakeMode: a refused secret in the element\'s language, in digits for Bulls & Cows', () => {
  const secretIn = (params, code, digits) => inEachLanguage((lang) => new MakeMode().begin(arcade, arcade.session.create('mastermind', { params }), code,
    { digits, t: wordsIn(lang, mastermindWords), lang }));
  assert.deepEqual(secretIn('p4,c10,r10,u,make', [3, 10, 3, 4], true), {
    en: 'Digit 3 appears twice in your secret, and this game allows no duplicates.',
    fr: 'Le chiffre 3 apparaît deux fois dans votre secret, et ce jeu n’admet pas de doublons.',
    it: 'La cifra 3 compare due volte nel tuo segreto, e questo gioco non ammette doppioni.',
    he: 'ספרה 3 מופיעה פעמיים בסוד שלך, והמשחק הזה אינו מתיר כפילויות.',
  });
  assert.deepEqual(secretIn('p4,c6,r10,u,make', [1, 2, 3, 7], false), {
    en: 'Peg 4 of your secret is colour 7; this game has colours 1 to 6.',
    fr: 'Le pion 4 de votre secret est de couleur 7 ; ce jeu a les couleurs 1 à 6.',
    it: 'Il piolo 4 del tuo segreto è del colore 7; questo gioco ha i colori da 1 a 6.',
    he: 'יתד 4 של הסוד שלך בצבע 7; במשחק הזה יש צבעים 1 עד 6.',
  });
});

test('make mode: your refused answers speak of bulls and cows in Bulls & Cows, of exact and misplaced otherwise, in each language', () => {
  const bulls = guessedAfter('p4,c10,r10,u', []);
  assert.deepEqual(bulls.view.history.map((row) => row.guess), [[1, 2, 3, 4]]);
  assert.deepEqual(inEachLanguage((lang) => shownSentence(bulls.status.text, bulls.view, bulls.status.message, lang)), {
    en: 'Answer guess 1: how many bulls, how many cows?',
    fr: 'Répondez à l’essai 1 : combien de taureaux, combien de vaches ?',
    it: 'Rispondi al tentativo 1: quanti tori, quante mucche?',
    he: 'ענו על ניחוש 1: כמה בולים, כמה פגיעות?',
  });
  assert.deepEqual(refusalIn(bulls, 'a5'), {
    en: 'An answer is a followed by the bull and cow counts, like a21, not "a5".',
    fr: 'Une réponse est a suivi des nombres de taureaux et de vaches, comme a21, pas "a5".',
    it: 'Una risposta è a seguita dai numeri di tori e mucche, come a21, non "a5".',
    he: 'תשובה היא a ואחריה מספר הבולים ומספר הפגיעות, כמו a21, לא "a5".',
  });
  assert.deepEqual(refusalIn(bulls, 'a32'), {
    en: 'Bulls plus cows cannot be more than 4.',
    fr: 'Taureaux plus vaches ne peuvent pas dépasser 4.',
    it: 'Tori più mucche non possono essere più di 4.',
    he: 'בולים ועוד פגיעות אינם יכולים לעלות על 4.',
  });
  assert.deepEqual(refusalIn(bulls, 'a31'), {
    en: '3 bulls and 1 cow is impossible: with 3 bulls, the last digit has no other place to be.',
    fr: '3 taureaux et 1 vache, c’est impossible : avec 3 taureaux, le dernier chiffre n’a pas d’autre place.',
    it: '3 tori e 1 mucca è impossibile: con 3 tori, l’ultima cifra non ha un altro posto dove stare.',
    he: '3 בולים ופגיעה אחת זה בלתי אפשרי: עם 3 בולים, לספרה האחרונה אין מקום אחר להיות בו.',
  });
  // After 1 bull, 0 cows for 1 2 3 4 the computer guesses 1 5 6 7: 4 cows would move its 1 out of the first place, the only one that answer leaves it.
  const second = guessedAfter('p4,c10,r10,u', ['a10']);
  assert.deepEqual(second.view.history.map((row) => row.guess), [[1, 2, 3, 4], [1, 5, 6, 7]]);
  assert.deepEqual(refusalIn(second, 'a04'), {
    en: 'That answer contradicts your answer to guess 1 (1 2 3 4: 1 bull, 0 cows): no code fits both.',
    fr: 'Cette réponse contredit votre réponse à l’essai 1 (1 2 3 4 : 1 taureau, 0 vache) : aucun code ne convient aux deux.',
    it: 'Questa risposta contraddice la tua risposta al tentativo 1 (1 2 3 4: 1 toro, 0 mucche): nessun codice va bene per entrambe.',
    he: 'התשובה הזאת סותרת את תשובתך לניחוש 1 (1 2 3 4: בול 1, 0 פגיעות): אין קוד שמתאים לשתיהן.',
  });
  // Six digits of ten share at least two with any code: "1 bull" alone is no answer.
  assert.deepEqual(refusalIn(guessedAfter('p6,c10,r10,u', []), 'a10'), {
    en: 'No code of this game gives 1 bull, 0 cows for 1 2 3 4 5 6.',
    fr: 'Aucun code de ce jeu ne donne 1 taureau, 0 vache pour 1 2 3 4 5 6.',
    it: 'Nessun codice di questo gioco dà 1 toro, 0 mucche per 1 2 3 4 5 6.',
    he: 'אף קוד במשחק הזה אינו נותן בול 1, 0 פגיעות עבור 1 2 3 4 5 6.',
  });
  // A colours game keeps its words, even with ten colours when they may repeat.
  for (const params of ['p4,c6,r10', 'p4,c10,r10']) {
    assert.deepEqual(refusalIn(guessedAfter(params, []), 'a31'), {
      en: '3 exact and 1 misplaced is impossible: with 3 pegs right, the last one has no other place to be.',
      fr: '3 bien placés et 1 mal placé, c’est impossible : avec 3 pions justes, le dernier n’a pas d’autre place.',
      it: '3 esatti e 1 fuori posto è impossibile: con 3 pioli giusti, l’ultimo non ha un altro posto dove stare.',
      he: '3 מדויקים ו־1 לא במקום זה בלתי אפשרי: עם 3 יתדות נכונות, ליתד האחרונה אין מקום אחר להיות בו.',
    }, params);
  }
});

test('make mode: the colour game\'s answers count each peg in its language\'s plural (French: 0 and 1 singular)', () => {
  // Two pegs: with one exact, the other cannot be misplaced.
  assert.deepEqual(refusalIn(guessedAfter('p2,c6,r10', []), 'a11'), {
    en: '1 exact and 1 misplaced is impossible: with 1 peg right, the last one has no other place to be.',
    fr: '1 bien placé et 1 mal placé, c’est impossible : avec 1 pion juste, le dernier n’a pas d’autre place.',
    it: '1 esatto e 1 fuori posto è impossibile: con 1 piolo giusto, l’ultimo non ha un altro posto dove stare.',
    he: 'מדויק 1 ו־1 לא במקום זה בלתי אפשרי: עם יתד נכונה 1, ליתד האחרונה אין מקום אחר להיות בו.',
  });
  // After 1 exact, 0 misplaced for 1 1 1 1 the computer guesses 1 2 2 2: no 1 at all contradicts the first answer.
  const second = guessedAfter('p4,c6,r10', ['a10']);
  assert.deepEqual(second.view.history.map((row) => row.guess), [[1, 1, 1, 1], [1, 2, 2, 2]]);
  assert.deepEqual(refusalIn(second, 'a00'), {
    en: 'That answer contradicts your answer to guess 1 (1 1 1 1: 1 exact, 0 misplaced): no code fits both.',
    fr: 'Cette réponse contredit votre réponse à l’essai 1 (1 1 1 1 : 1 bien placé, 0 mal placé) : aucun code ne convient aux deux.',
    it: 'Questa risposta contraddice la tua risposta al tentativo 1 (1 1 1 1: 1 esatto, 0 fuori posto): nessun codice va bene per entrambe.',
    he: 'התשובה הזאת סותרת את תשובתך לניחוש 1 (1 1 1 1: מדויק 1, 0 לא במקום): אין קוד שמתאים לשתיהן.',
  });
  assert.deepEqual(refusalIn(guessedAfter('p4,c6,r10', ['a20']), 'a00'), {
    en: 'That answer contradicts your answer to guess 1 (1 1 1 1: 2 exact, 0 misplaced): no code fits both.',
    fr: 'Cette réponse contredit votre réponse à l’essai 1 (1 1 1 1 : 2 bien placés, 0 mal placé) : aucun code ne convient aux deux.',
    it: 'Questa risposta contraddice la tua risposta al tentativo 1 (1 1 1 1: 2 esatti, 0 fuori posto): nessun codice va bene per entrambe.',
    he: 'התשובה הזאת סותרת את תשובתך לניחוש 1 (1 1 1 1: 2 מדויקים, 0 לא במקום): אין קוד שמתאים לשתיהן.',
  });
});

test('a move that is no move: Bulls & Cows names its answers bulls and cows, the colour game exact and misplaced', () => {
  assert.deepEqual(refusedIn('p4,c10,r10,u', 'q'), {
    en: 'Bulls & Cows moves are g<code> (guess), a<bulls><cows> (answer) and x (give up), not "q".',
    fr: 'Les coups de Bulls & Cows sont g<code> (essai), a<taureaux><vaches> (réponse) et x (abandon), pas "q".',
    it: 'Le mosse di Tori e mucche sono g<codice> (tentativo), a<tori><mucche> (risposta) e x (arrendersi), non "q".',
    he: 'המהלכים של בולים ופגיעות הם g<קוד> (ניחוש), a<בולים><פגיעות> (תשובה) ו־x (ויתור), לא "q".',
  });
  assert.deepEqual(refusedIn('p4,c10,r10', 'q'), {
    en: 'Mastermind moves are g<code> (guess), a<exact><misplaced> (answer) and x (give up), not "q".',
    fr: 'Les coups de Mastermind sont g<code> (essai), a<bien placés><mal placés> (réponse) et x (abandon), pas "q".',
    it: 'Le mosse di Mastermind sono g<codice> (tentativo), a<esatti><fuori posto> (risposta) e x (arrendersi), non "q".',
    he: 'המהלכים של Mastermind הם g<קוד> (ניחוש), a<מדויקים><לא במקום> (תשובה) ו־x (ויתור), לא "q".',
  });
});
