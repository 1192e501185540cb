// chouette-say-words.js: the sentences <chouette-game> writes (prompts, moves, effects, explanations; chouette-text.js) in English, French, Italian and Hebrew.
//
// One line per sentence in LANGUAGES order (page-words.js). Values come in as "{name}"s, already
// written: players' names, a call in the language's quotation marks ({call}), numbers. The names of
// the combinations, tokens and rule packs (Chouette, Velute, Suite, Civet, Néant, Bévue...) and the
// calls stay French in every language, as the rules name them.
const SAY = {
  // Lists of players: "Ada, Bob and Cy"; races: "Bob, then Ada + Cy (tied)".
  'chouette.say.list': ['{list} and {last}', '{list} et {last}', '{list} e {last}', '{list} ו{last}'],
  'chouette.say.then': ['{first}, then {next}', '{first}, puis {next}', '{first}, poi {next}', '{first}, ואחריו {next}'],
  'chouette.say.nobodyCalled': ['nobody called', 'personne n’a crié', 'nessuno ha gridato', 'איש לא קרא'],

  // Why a combination scores what it does (Table A's numbers).
  'chouette.say.explain.cul-de-chouette': ['Three of a kind: 40 + 10 × {v} = {points} points to the thrower.', 'Trois dés pareils : 40 + 10 × {v} = {points} points pour le lanceur.', 'Tre dadi uguali: 40 + 10 × {v} = {points} punti a chi lancia.', 'שלוש קוביות זהות: 40 + 10 × {v} = {points} נקודות למטיל.'],
  'chouette.say.explain.velute': ['Two dice adding up to the third: 2 × {v}² = {points} points to the thrower.', 'Deux dés dont la somme fait le troisième : 2 × {v}² = {points} points pour le lanceur.', 'Due dadi la cui somma fa il terzo: 2 × {v}² = {points} punti a chi lancia.', 'שתי קוביות שסכומן שווה לשלישית: 2 × {v}² = {points} נקודות למטיל.'],
  'chouette.say.explain.suite-velute': ['1-2-3: a Suite (everyone calls, the last loses 10) and a Velute of 3 (18 points to the thrower).', '1-2-3 : une Suite (tout le monde crie, le dernier perd 10) et une Velute de 3 (18 points pour le lanceur).', '1-2-3: una Suite (tutti gridano, l’ultimo perde 10) e una Velute di 3 (18 punti a chi lancia).', '1-2-3: גם Suite (כולם קוראים, האחרון מפסיד 10) וגם Velute של 3 (18 נקודות למטיל).'],
  'chouette.say.explain.suite': ['Three dice in a row: everyone calls {call} and the last loses 10.', 'Trois dés qui se suivent : tout le monde crie {call}, le dernier perd 10.', 'Tre dadi in fila: tutti gridano {call} e l’ultimo perde 10.', 'שלוש קוביות ברצף: כולם קוראים {call} והאחרון מפסיד 10.'],
  'chouette.say.explain.chouette-velute': ['A pair that is also a Velute: 2 × {v}² = {points} points to the first to call {call}.', 'Une paire qui fait aussi Velute : 2 × {v}² = {points} points au premier qui crie {call}.', 'Una coppia che è anche una Velute: 2 × {v}² = {points} punti al primo che grida {call}.', 'זוג שהוא גם Velute: 2 × {v}² = {points} נקודות לראשון שקורא {call}.'],
  'chouette.say.explain.chouette': ['A pair: {v}² = {points} points to the thrower, unless they siroter for a Cul de chouette.', 'Une paire : {v}² = {points} points pour le lanceur, ou il sirote pour un Cul de chouette.', 'Una coppia: {v}² = {points} punti a chi lancia, a meno che non sorseggi per un Cul de chouette.', 'זוג: {v}² = {points} נקודות למטיל, אלא אם הוא לוגם בשביל Cul de chouette.'],
  'chouette.say.explain.neant': ['Nothing: no points, and the thrower gains a Grelottine (one at most).', 'Rien : pas de points, et le lanceur gagne une Grelottine (une au plus).', 'Niente: nessun punto, e chi lancia guadagna una Grelottine (al massimo una).', 'כלום: אין נקודות, והמטיל מקבל Grelottine (אחת לכל היותר).'],
  'chouette.say.explain.soufflette': ['4-2-1: the thrower may challenge a player to make it in three throws.', '4-2-1 : le lanceur peut défier un joueur de la refaire en trois lancers.', '4-2-1: chi lancia può sfidare un giocatore a rifarla in tre lanci.', '4-2-1: המטיל רשאי לאתגר שחקן להשיג אותה בשלוש הטלות.'],
  'chouette.say.explain.bleu-rouge': ['A Chouette of 3 (9 points), then everyone announces a sum and the thrower re-throws all three dice.', 'Chouette de 3 (9 points), puis chacun annonce une somme et le lanceur relance les trois dés.', 'Una Chouette di 3 (9 punti), poi ognuno annuncia una somma e chi lancia rilancia tutti e tre i dadi.', 'Chouette של 3 (9 נקודות), ואז כל אחד מכריז על סכום והמטיל מטיל שוב את שלוש הקוביות.'],
  'chouette.say.explain.artichette': ['The thrower calls {mine} (+16), the others {theirs} (−16 to the thrower): the first call decides.', 'Le lanceur crie {mine} (+16), les autres {theirs} (−16 pour lui) : le premier cri décide.', 'Chi lancia grida {mine} (+16), gli altri {theirs} (−16 per chi lancia): decide il primo grido.', 'המטיל קורא {mine} (‎+16), האחרים {theirs} (‎−16 למטיל): הקריאה הראשונה מכריעה.'],

  // An effect, for the live region and the history; the end of the game.
  'chouette.say.effect': ['{who} {what}: {reason}.', '{who} {what} : {reason}.', '{who} {what}: {reason}.', '{who} {what}: {reason}.'],
  'chouette.say.effectBare': ['{who}: {reason}.', '{who} : {reason}.', '{who}: {reason}.', '{who}: {reason}.'],
  'chouette.say.over': ['The game is over.', 'La partie est terminée.', 'La partita è finita.', 'המשחק נגמר.'],
  'chouette.say.wins': ['{name} wins with {score} points.', '{name} gagne avec {score} points.', '{name} vince con {score} punti.', '{name} מנצח עם {score} נקודות.'],

  // What the table waits for.
  'chouette.say.tieLowest': ['Tie for the lowest die: {names} throw again.', 'Égalité pour le plus petit dé : {names} relancent.', 'Parità per il dado più basso: {names} rilanciano.', 'תיקו על הקובייה הנמוכה ביותר: {names} מטילים שוב.'],
  'chouette.say.throwOff': ['{names} each throw one die: the lowest starts.', '{names} lancent un dé chacun : le plus petit commence.', '{names} lanciano un dado a testa: inizia il più basso.', '{names} מטילים קובייה אחת כל אחד: הנמוך ביותר מתחיל.'],
  'chouette.say.pasMou': ['Chouette-Velute of {v}! The first to call {call} wins {points}; {tie}.', 'Chouette-Velute de {v} ! Le premier à crier {call} gagne {points} ; {tie}.', 'Chouette-Velute di {v}! Il primo a gridare {call} vince {points}; {tie}.', 'Chouette-Velute של {v}! הראשון שקורא {call} זוכה ב-{points}; {tie}.'],
  'chouette.say.pasMouTieDice': ['tied callers throw a die', 'les ex æquo lancent un dé', 'i pari merito lanciano un dado', 'השווים מטילים קובייה'],
  'chouette.say.pasMouTieLose': ['tied callers each lose {points}', 'les ex æquo perdent chacun {points}', 'i pari merito perdono {points} ciascuno', 'השווים מפסידים {points} כל אחד'],
  'chouette.say.pasMouTie': ['Tie on {call}: {names} throw one die each; a single 6 takes it.', 'Égalité sur {call} : {names} lancent un dé chacun ; un seul 6 l’emporte.', 'Parità su {call}: {names} lanciano un dado a testa; vince un solo 6.', 'תיקו על {call}: {names} מטילים קובייה אחת כל אחד; 6 יחיד זוכה.'],
  'chouette.say.grelotte': ['Suite! Everyone calls {call}: the last to call loses 10.', 'Suite ! Tout le monde crie {call} : le dernier perd 10.', 'Suite! Tutti gridano {call}: l’ultimo a gridare perde 10.', 'Suite! כולם קוראים {call}: האחרון לקרוא מפסיד 10.'],
  'chouette.say.grelotteTieHigh': ['Tie for last: {names} throw one die each; the highest loses {penalty}.', 'Égalité pour la dernière place : {names} lancent un dé chacun ; le plus grand perd {penalty}.', 'Parità per l’ultimo posto: {names} lanciano un dado a testa; il più alto perde {penalty}.', 'תיקו על המקום האחרון: {names} מטילים קובייה אחת כל אחד; הגבוה ביותר מפסיד {penalty}.'],
  'chouette.say.grelotteTieLow': ['Tie for last: {names} throw one die each; the lowest loses {penalty}.', 'Égalité pour la dernière place : {names} lancent un dé chacun ; le plus petit perd {penalty}.', 'Parità per l’ultimo posto: {names} lanciano un dado a testa; il più basso perde {penalty}.', 'תיקו על המקום האחרון: {names} מטילים קובייה אחת כל אחד; הנמוך ביותר מפסיד {penalty}.'],
  'chouette.say.sirotage': ['{name} has a Chouette of {v}: keep {points} points, or siroter (re-throw the odd die for a Cul de chouette of {cul}, at the risk of −{points})?', '{name} a une Chouette de {v} : garder {points} points, ou siroter (relancer le dé seul pour un Cul de chouette de {cul}, au risque de −{points}) ?', '{name} ha una Chouette di {v}: tenere {points} punti, o sorseggiare (rilanciare il dado spaiato per un Cul de chouette di {cul}, rischiando −{points})?', 'בידי {name} יש Chouette של {v}: לשמור {points} נקודות, או ללגום (להטיל שוב את הקובייה הבודדת בשביל Cul de chouette של {cul}, בסיכון של ‎−{points})?'],
  'chouette.say.bets': ['{name} sirotes the Chouette of {v}: bet on the odd die by bird name (+25 if right, −5 if wrong) before it is thrown.', '{name} sirote la Chouette de {v} : pariez sur le dé par un nom d’oiseau (+25 si juste, −5 sinon) avant qu’il soit lancé.', '{name} sorseggia la Chouette di {v}: scommettete sul dado spaiato con il nome di un uccello (+25 se giusto, −5 se sbagliato) prima che sia lanciato.', '{name} לוגם את ה-Chouette של {v}: המרו על הקובייה הבודדת בשם של ציפור (‎+25 אם צדקתם, ‎−5 אם טעיתם) לפני שהיא מוטלת.'],
  'chouette.say.contreSirop': ['The sirotage failed! The first other player to call {call} wins {points}; calling after them is a Bévue.', 'Sirotage raté ! Le premier autre joueur à crier {call} gagne {points} ; crier après lui est une Bévue.', 'Sirotage fallito! Il primo altro giocatore a gridare {call} vince {points}; gridare dopo di lui è una Bévue.', 'הלגימה נכשלה! השחקן האחר הראשון שקורא {call} זוכה ב-{points}; מי שקורא אחריו עושה Bévue.'],
  'chouette.say.neant': ['Néant by {name}. {next} throws next.', 'Néant de {name}. {next} lance ensuite.', 'Néant di {name}. Poi lancia {next}.', 'Néant של {name}. {next} מטיל עכשיו.'],
  'chouette.say.neantChallenge': {
    one: ['Néant by {name}: {holders} may call {call} to challenge them; otherwise {next} throws.', 'Néant de {name} : {holders} peut crier {call} pour le défier ; sinon {next} lance.', 'Néant di {name}: {holders} può gridare {call} per sfidarlo; altrimenti lancia {next}.', 'Néant של {name}: {holders} יכול לקרוא {call} כדי לאתגר אותו; אחרת {next} מטיל.'],
    other: ['Néant by {name}: {holders} may call {call} to challenge them; otherwise {next} throws.', 'Néant de {name} : {holders} peuvent crier {call} pour le défier ; sinon {next} lance.', 'Néant di {name}: {holders} possono gridare {call} per sfidarlo; altrimenti lancia {next}.', 'Néant של {name}: {holders} יכולים לקרוא {call} כדי לאתגר אותו; אחרת {next} מטיל.'],
  },
  'chouette.say.challenge': ['{challenger} challenges {challenged}: {target} for {stake}. {challenged} throws once.', '{challenger} défie {challenged} : {target} pour {stake}. {challenged} lance une fois.', '{challenger} sfida {challenged}: {target} per {stake}. {challenged} lancia una volta.', '{challenger} מאתגר את {challenged}: {target} על {stake}. {challenged} מטיל פעם אחת.'],
  'chouette.say.challengeBets': ['The others may first bet on success or failure.', 'Les autres peuvent d’abord parier sur la réussite ou l’échec.', 'Gli altri possono prima scommettere sulla riuscita o sul fallimento.', 'האחרים יכולים קודם להמר על הצלחה או כישלון.'],
  'chouette.say.soufflette': ['Soufflette by {name}: challenge another player ({call}), or pass.', 'Soufflette de {name} : défier un autre joueur ({call}), ou passer.', 'Soufflette di {name}: sfidare un altro giocatore ({call}), o passare.', 'Soufflette של {name}: לאתגר שחקן אחר ({call}), או לוותר.'],
  'chouette.say.souffletteThrows': ['{challenged} throws for 4-2-1 against {challenger} (throw {n} of 3, +{gain} on success).', '{challenged} lance pour faire 4-2-1 contre {challenger} (lancer {n} sur 3, +{gain} s’il réussit).', '{challenged} lancia per fare 4-2-1 contro {challenger} (lancio {n} di 3, +{gain} se riesce).', '{challenged} מטיל כדי להשיג 4-2-1 מול {challenger} (הטלה {n} מתוך 3, ‎+{gain} בהצלחה).'],
  'chouette.say.artichette': ['Artichette by {name}! {name} calls {mine}, the others {theirs}: the first call decides ±16.', 'Artichette de {name} ! {name} crie {mine}, les autres {theirs} : le premier cri décide de ±16.', 'Artichette di {name}! {name} grida {mine}, gli altri {theirs}: il primo grido decide ±16.', 'Artichette של {name}! {name} קורא {mine}, האחרים {theirs}: הקריאה הראשונה מכריעה ±16.'],
  'chouette.say.bleuRouge': ['Bleu-Rouge by {name}: everyone announces a different sum from 3 to 18, then {name} re-throws the three dice.', 'Bleu-Rouge de {name} : chacun annonce une somme différente de 3 à 18, puis {name} relance les trois dés.', 'Bleu-Rouge di {name}: ognuno annuncia una somma diversa da 3 a 18, poi {name} rilancia i tre dadi.', 'Bleu-Rouge של {name}: כל אחד מכריז על סכום שונה בין 3 ל-18, ואז {name} מטיל שוב את שלוש הקוביות.'],
  'chouette.say.turnStart': ['{name} throws the two chouettes, then the cul.', '{name} lance les deux chouettes, puis le cul.', '{name} lancia le due chouettes, poi il cul.', '{name} מטיל את שתי השואט, ואז את הקול.'],
  'chouette.say.civetOpen': ['Civet of {stake} on {target}{times}: other Civet holders may join it before the throw.', 'Civet de {stake} sur {target}{times} : qui a un Civet peut le rejoindre avant le lancer.', 'Civet di {stake} su {target}{times}: chi ha un Civet può unirsi prima del lancio.', 'Civet של {stake} על {target}{times}: מחזיקי Civet אחרים יכולים להצטרף לפני ההטלה.'],
  'chouette.say.turnOne': ['{name} has thrown {die}: two dice to go.', '{name} a lancé {die} : encore deux dés.', '{name} ha lanciato {die}: mancano due dadi.', '{name} הטיל {die}: נותרו שתי קוביות.'],
  'chouette.say.turnTwo': ['{name} has thrown the chouettes {a} and {b}: now the cul.', '{name} a lancé les chouettes {a} et {b} : maintenant le cul.', '{name} ha lanciato le chouettes {a} e {b}: ora il cul.', '{name} הטיל את השואט {a} ו-{b}: עכשיו הקול.'],
  'chouette.say.verdierOpen': ['Verdier bets are open: {call} wins 25 if the cul makes 2-4-6.', 'Paris Verdier ouverts : {call} gagne 25 si le cul fait 2-4-6.', 'Scommesse Verdier aperte: {call} vince 25 se il cul fa 2-4-6.', 'הימורי Verdier פתוחים: {call} זוכה ב-25 אם הקול משלים 2-4-6.'],
  'chouette.say.achatOpen': ['Another player may buy the cul for 30.', 'Un autre joueur peut acheter le cul pour 30.', 'Un altro giocatore può comprare il cul per 30.', 'שחקן אחר יכול לקנות את הקול תמורת 30.'],

  // A move, in the history and the live region.
  'chouette.say.keeps': ['{name} keeps the Chouette.', '{name} garde la Chouette.', '{name} tiene la Chouette.', '{name} שומר את ה-Chouette.'],
  'chouette.say.noGrelottine': ['No Grelottine challenge.', 'Pas de défi de Grelottine.', 'Nessuna sfida di Grelottine.', 'אין אתגר Grelottine.'],
  'chouette.say.noSoufflette': ['No Soufflette challenge.', 'Pas de défi de Soufflette.', 'Nessuna sfida di Soufflette.', 'אין אתגר Soufflette.'],
  'chouette.say.nobody': ['Nobody takes it up: pass.', 'Personne ne réagit : on passe.', 'Nessuno raccoglie: si passa.', 'איש לא מגיב: ממשיכים.'],
  'chouette.say.sirotes': ['{name} sirotes.', '{name} sirote.', '{name} sorseggia.', '{name} לוגם.'],
  'chouette.say.betsMade': ['Bets: {list}.', 'Paris : {list}.', 'Scommesse: {list}.', 'הימורים: {list}.'],
  'chouette.say.attrape': ['{name} snatches the odd die (Attrape-Oiseau).', '{name} attrape le dé (Attrape-Oiseau).', '{name} prende il dado spaiato (Attrape-Oiseau).', '{name} חוטף את הקובייה הבודדת (Attrape-Oiseau).'],
  'chouette.say.called': ['{call}: {list}.', '{call} : {list}.', '{call}: {list}.', '{call}: {list}.'],
  'chouette.say.civet': ['{name} bets the Civet: {amount} on {target}.', '{name} mise son Civet : {amount} sur {target}.', '{name} punta il Civet: {amount} su {target}.', '{name} מהמר ב-Civet: {amount} על {target}.'],
  'chouette.say.challenged': ['{call} by {names}: {target} for {amount}.', '{call} par {names} : {target} pour {amount}.', '{call} di {names}: {target} per {amount}.', '{call} מאת {names}: {target} על {amount}.'],
  'chouette.say.challengeCancelled': ['{call}: challenge cancelled.', '{call} : défi annulé.', '{call}: sfida annullata.', '{call}: האתגר בוטל.'],
  'chouette.say.boucliette': ['{name} uses a Boucliette.', '{name} utilise sa Boucliette.', '{name} usa una Boucliette.', '{name} משתמש ב-Boucliette.'],
  'chouette.say.sums': ['Sums announced: {list}.', 'Sommes annoncées : {list}.', 'Somme annunciate: {list}.', 'סכומים שהוכרזו: {list}.'],
  'chouette.say.bevue': ['Referee: Bévue by {name}.', 'Arbitre : Bévue de {name}.', 'Arbitro: Bévue di {name}.', 'שופט: Bévue של {name}.'],
  'chouette.say.correct': ['Referee: {name} {amount}.', 'Arbitre : {name} {amount}.', 'Arbitro: {name} {amount}.', 'שופט: {name} {amount}.'],
  'chouette.say.lanceCivet': ['{call} by {name} → {to}.', '{call} de {name} → {to}.', '{call} di {name} → {to}.', '{call} מאת {name} ← {to}.'],
  'chouette.say.achat': ['{name} buys the cul (Achat).', '{name} achète le cul (Achat).', '{name} compra il cul (Achat).', '{name} קונה את הקול (Achat).'],
  'chouette.say.joinCivet': ['{name} joins the Civet (Civet doublé).', '{name} rejoint le Civet (Civet doublé).', '{name} si unisce al Civet (Civet doublé).', '{name} מצטרף ל-Civet (Civet doublé).'],
  'chouette.say.singleDie': ['{name} throws a single die: {die}.', '{name} lance un seul dé : {die}.', '{name} lancia un solo dado: {die}.', '{name} מטיל קובייה אחת: {die}.'],

  // A throw.
  'chouette.say.throwOffDice': ['Throw-off: {list}.', 'Tirage au sort : {list}.', 'Sorteggio: {list}.', 'הגרלת הפתיחה: {list}.'],
  'chouette.say.tieBreak': ['Tie-break: {list}.', 'Départage : {list}.', 'Spareggio: {list}.', 'שובר שוויון: {list}.'],
  'chouette.say.rethrow': ['{name} re-throws the odd die: {die}.', '{name} relance le dé : {die}.', '{name} rilancia il dado spaiato: {die}.', '{name} מטיל שוב את הקובייה הבודדת: {die}.'],
  'chouette.say.throws': ['{name} throws {dice}.', '{name} lance {dice}.', '{name} lancia {dice}.', '{name} מטיל {dice}.'],
  'chouette.say.throwsCombo': ['{name} throws {dice}: {combo}.', '{name} lance {dice} : {combo}.', '{name} lancia {dice}: {combo}.', '{name} מטיל {dice}: {combo}.'],
  'chouette.say.diceAnd': ['{a} and {b}', '{a} et {b}', '{a} e {b}', '{a} ו-{b}'],
  'chouette.say.why.challenge': ['Grelottine challenge', 'défi de Grelottine', 'sfida di Grelottine', 'אתגר Grelottine'],
  'chouette.say.why.bleu-rouge': ['Bleu-Rouge re-throw', 'relance du Bleu-Rouge', 'rilancio del Bleu-Rouge', 'הטלה חוזרת של Bleu-Rouge'],
};

export default SAY;
