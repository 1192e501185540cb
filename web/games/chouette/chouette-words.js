// chouette-words.js: the labels of <chouette-game> in English, French, Italian and Hebrew (the calls stay in French everywhere); its sentences are in chouette-say-words.js, its rules in chouette-rules-words.js.
import { supported, wordsIn } from '../../common/page-words.js';

// Players shout these; they are never translated. Each is shown in a lang="fr" span.
export const CALLS = {
  'pas-mou': 'Pas mou le caillou !',
  grelotte: 'Grelotte ça picote !',
  'contre-sirop': 'J\'apprécie les fruits au sirop !',
  artichette: 'Artichette !',
  raitournelle: 'Raitournelle !',
  grelottine: 'Grelottine !',
  'passe-grelot': 'Passe-Grelot !',
  soufflette: 'En garde ma mignonne !',
  verdier: 'Vert-Linette !',
  'lance-civet': 'Lance-Civet !',
  'sans-fin': 'Sans fin est la moisissure des bières bretonnes !',
};

// One key per seat for the races, spread over the keyboard so that eight people fit round it.
export const RACE_KEYS = ['A', 'L', 'Q', 'P', 'Z', 'M', 'W', 'N'];

export const BIRDS = ['Linotte', 'Alouette', 'Fauvette', 'Mouette', 'Bergeronnette', 'Chouette'];

// Rule packs in the order of the setup form, with their engine flag.
export const PACKS = [
  { id: 'soufflette', flag: 'sf' },
  { id: 'boucliette', flag: 'bc' },
  { id: 'attrape-oiseau', flag: 'ao' },
  { id: 'artichette', flag: 'art' },
  { id: 'bleu-rouge', flag: 'br' },
  { id: 'verdier', flag: 'vd' },
];

// Rule options in the order of the setup form: engine flag, the view's option name, its French name
// (none: its name is translated, chouette-rules.js's optionName).
export const OPTIONS = [
  { id: 'teams', flag: 'dbl', label: 'Doublette' },
  { id: 'lanceCivet', flag: 'lc', label: 'Lance-Civet' },
  { id: 'grelottineBets', flag: 'gb' },
  { id: 'achat', flag: 'ach', label: 'Achat' },
  { id: 'civetDouble', flag: 'cdb', label: 'Civet doublé' },
];

// Grelottine and Civet targets: engine id, move code.
export const TARGETS = [
  { id: 'chouette', code: 'ch' },
  { id: 'velute', code: 've' },
  { id: 'chouette-velute', code: 'cv' },
  { id: 'suite', code: 'su' },
  { id: 'cul-de-chouette', code: 'cdc' },
  { id: 'cul-de-chouette-sirote', code: 'cds' },
  { id: 'soufflette', code: 'sf', pack: 'soufflette' },
  { id: 'bleu-rouge', code: 'br', pack: 'bleu-rouge' },
  { id: 'artichette', code: 'ar', pack: 'artichette' },
];

// The words of the element and of its page (chouette.html, site-lang.js) in English, French, Italian and Hebrew
// (page-words.js): one line each, so the languages never drift apart. The calls stay French in all four.
const CATALOGUE = {
  'chouette.title': ['Cul de chouette · Kata Arcade', 'Cul de chouette · Kata Arcade', 'Cul de chouette · Kata Arcade', 'קול דה שואט · קטה ארקייד'],
  'chouette.tagline': ['Three dice around one screen: throw the two chouettes, then the cul; siroter, bet on birds, and be first to shout the right call.', 'Trois dés autour d’un écran : lancez les deux chouettes, puis le cul ; sirotez, pariez sur les oiseaux, et soyez le premier à crier la bonne annonce.', 'Tre dadi intorno a uno schermo: lancia le due chouettes, poi il cul; sorseggia, scommetti sugli uccelli e sii il primo a gridare la frase giusta.', 'שלוש קוביות סביב מסך אחד: הטילו את שתי ה„שואט”, ואז את ה„קול”; לגמו, המרו על ציפורים, והיו הראשונים לצעוק את הקריאה הנכונה.'],
  'chouette.keysNote': ['Keys: T throw (scribe mode: 1–6 then Enter), S siroter, K keep, N pass, A L Q P Z M W N call in a race (one per player), U or Ctrl+Z undo, Ctrl+Y redo', 'Touches : T lancer (mode scribe : 1–6 puis Entrée), S siroter, K garder, N passer, A L Q P Z M W N crier dans une course (une par joueur), U ou Ctrl+Z annuler, Ctrl+Y rétablir', 'Tasti: T lancia (modalità scriba: 1–6 poi Invio), S sorseggia, K tieni, N passa, A L Q P Z M W N grida in una corsa (uno per giocatore), U o Ctrl+Z annulla, Ctrl+Y ripristina', 'מקשים: T הטלה (מצב רושם: 1–6 ואז Enter), S לגימה, K שמירה, N ויתור, A L Q P Z M W N קריאה במרוץ (אחד לכל שחקן), U או Ctrl+Z ביטול, Ctrl+Y ביצוע שוב'],
  // The gallery's card and download link (index.html, written from game.json).
  'chouette.card': ['The three-dice party game from Kaamelott for 2–8 at one screen: chouettes, velutes and sirotages, a key per player to shout the calls first, and a scribe mode for real dice.', 'Le jeu de trois dés de Kaamelott, de 2 à 8 autour d’un écran : chouettes, velutes et sirotages, une touche par joueur pour crier les annonces le premier, et un mode scribe pour de vrais dés.', 'Il gioco a tre dadi di Kaamelott per 2–8 persone a uno schermo: chouettes, velutes e sirotages, un tasto per giocatore per gridare per primi, e una modalità scriba per dadi veri.', 'משחק שלוש הקוביות מקאמלוט ל-2–8 שחקנים סביב מסך אחד: שואט, ולוט ולגימות, מקש לכל שחקן כדי לצעוק ראשון, ומצב רושם לקוביות אמיתיות.'],
  'chouette.tag': ['Party dice · 2–8 players', 'Dés entre amis · 2–8 joueurs', 'Dadi in compagnia · 2–8 giocatori', 'קוביות למסיבה · 2–8 שחקנים'],
  'chouette.download': ['Download Cul de chouette as one file', 'Télécharger Cul de chouette en un seul fichier', 'Scarica Cul de chouette come file unico', 'הורדת קול דה שואט כקובץ אחד'],

  'chouette.loading': ['Loading the dice…', 'Chargement des dés…', 'Caricamento dei dadi…', 'טוען את הקוביות…'],
  'chouette.startFailed': ['The game could not start:', 'La partie n’a pas pu démarrer :', 'La partita non è potuta iniziare:', 'המשחק לא הצליח להתחיל:'],
  'chouette.language': ['Language', 'Langue', 'Lingua', 'שפה'],
  'chouette.newGame': ['New game', 'Nouvelle partie', 'Nuova partita', 'משחק חדש'],
  'chouette.players': ['Players', 'Joueurs', 'Giocatori', 'שחקנים'],
  'chouette.playersHint': ['(2 to 8)', '(2 à 8)', '(da 2 a 8)', '(2 עד 8)'],
  'chouette.addPlayer': ['+ Add player', '+ Ajouter un joueur', '+ Aggiungi un giocatore', '+ הוספת שחקן'],
  'chouette.removePlayer': ['Remove player {n}', 'Retirer le joueur {n}', 'Rimuovi il giocatore {n}', 'הסרת שחקן {n}'],
  'chouette.playerName': ['Player {n} name', 'Nom du joueur {n}', 'Nome del giocatore {n}', 'שם שחקן {n}'],
  'chouette.playsAs': ['Player {n} plays as', 'Le joueur {n} est', 'Il giocatore {n} è', 'שחקן {n} הוא'],
  'chouette.person': ['Person', 'Humain', 'Persona', 'אדם'],
  'chouette.computer': ['Computer', 'Ordinateur', 'Computer', 'מחשב'],
  'chouette.defaultPerson': ['Player {n}', 'Joueur {n}', 'Giocatore {n}', 'שחקן {n}'],
  'chouette.defaultComputer': ['Computer {n}', 'Ordinateur {n}', 'Computer {n}', 'מחשב {n}'],
  'chouette.houseRules': ['House rules', 'Règles de la maison', 'Regole della casa', 'חוקי הבית'],
  'chouette.target': ['Target score', 'Score à atteindre', 'Punteggio da raggiungere', 'ניקוד יעד'],
  'chouette.targetHint': ['Reaching or passing it wins (343 by tradition).', 'L’atteindre ou le dépasser fait gagner (343 par tradition).', 'Raggiungerlo o superarlo fa vincere (343 per tradizione).', 'מי שמגיע אליו או עובר אותו מנצח (343 לפי המסורת).'],
  'chouette.clamp': ['Scores never go below 0', 'Les scores ne descendent jamais sous 0', 'I punteggi non scendono mai sotto 0', 'הניקוד לעולם לא יורד מתחת ל-0'],
  'chouette.veluteDice': ['Tied “Pas mou” callers throw a die (a single 6 takes it) instead of all losing', 'Les ex æquo de « Pas mou » lancent un dé (un seul 6 l’emporte) au lieu de tous perdre', 'I pari merito di «Pas mou» lanciano un dado (vince un solo 6) invece di perdere tutti', 'השווים בקריאת „Pas mou” מטילים קובייה (6 יחיד זוכה) במקום שכולם יפסידו'],
  'chouette.packs': ['Rule packs', 'Règles optionnelles', 'Regole opzionali', 'חבילות חוקים'],
  'chouette.packsHint': ['Off by default; each adds one rule.', 'Désactivées par défaut ; chacune ajoute une règle.', 'Disattivate di norma; ognuna aggiunge una regola.', 'כבויות כברירת מחדל; כל אחת מוסיפה חוק.'],
  'chouette.options': ['Rule options', 'Options de jeu', 'Opzioni di gioco', 'אפשרויות חוקים'],
  'chouette.optionsHint': ['Off by default; Doublette needs 4, 6 or 8 players.', 'Désactivées par défaut ; la Doublette demande 4, 6 ou 8 joueurs.', 'Disattivate di norma; la Doublette richiede 4, 6 o 8 giocatori.', 'כבויות כברירת מחדל; דובלט דורש 4, 6 או 8 שחקנים.'],
  'chouette.teammateOf': ['with {name}', 'avec {name}', 'con {name}', 'עם {name}'],
  'chouette.lanceCivet': ['Lance-Civet', 'Lance-Civet', 'Lance-Civet', 'לאנס-סיווה'],
  'chouette.lanceCivetHint': ['Between turns, a Civet holder may give it away; giving one not held, or to a holder, is a Bévue.', 'Entre deux tours, qui a un Civet peut le donner ; donner un Civet qu’on n’a pas, ou à qui en a un, est une Bévue.', 'Tra un turno e l’altro, chi ha un Civet può darlo via; dare un Civet che non si ha, o a chi ne ha uno, è una Bévue.', 'בין תורות, מי שמחזיק סיווה רשאי למסור אותו; מסירת סיווה שאין לך, או למי שכבר יש לו, היא בֶּווּ.'],
  'chouette.giver': ['Gives', 'Donne', 'Dà', 'נותן'],
  'chouette.receiver': ['To', 'À', 'A', 'ל'],
  'chouette.sideBets': ['Side bets on the challenge', 'Paris sur le défi', 'Scommesse sulla sfida', 'הימורים על האתגר'],
  'chouette.sideBetsHint': ['Before the throw: +{win} if right, −{loss} if wrong; one bet each.', 'Avant le lancer : +{win} si juste, −{loss} sinon ; un pari chacun.', 'Prima del lancio: +{win} se giusto, −{loss} se sbagliato; una scommessa a testa.', 'לפני ההטלה: ‎+{win} אם צדקת, ‎−{loss} אם טעית; הימור אחד לכל אחד.'],
  'chouette.onSuccess': ['Success', 'Réussite', 'Riuscita', 'הצלחה'],
  'chouette.onFailure': ['Failure', 'Échec', 'Fallimento', 'כישלון'],
  'chouette.joinCivetBy': ['{name} joins the Civet (×{factor})', '{name} rejoint le Civet (×{factor})', '{name} si unisce al Civet (×{factor})', '{name} מצטרף לסיווה (×{factor})'],
  'chouette.achatBy': ['{name} buys the cul (−30)', '{name} achète le cul (−30)', '{name} compra il cul (−30)', '{name} קונה את הקול (‎−30)'],
  'chouette.scribe': ['Scribe mode', 'Mode scribe', 'Modalità scriba', 'מצב רושם'],
  'chouette.scribeHint.touch': ['We throw real dice: enter their values on screen. Computer players still throw on screen.', 'On lance de vrais dés : saisissez leurs valeurs à l’écran. Les joueurs ordinateur lancent à l’écran.', 'Si lanciano dadi veri: inserisci i loro valori sullo schermo. I giocatori computer lanciano sullo schermo.', 'מטילים קוביות אמיתיות: הזינו את הערכים שלהן על המסך. שחקני המחשב מטילים על המסך.'],
  'chouette.scribeHint': ['We throw real dice: type their values (digit keys 1 to 6). Computer players still throw on screen.', 'On lance de vrais dés : tapez leurs valeurs (touches 1 à 6). Les joueurs ordinateur lancent à l’écran.', 'Si lanciano dadi veri: digita i loro valori (tasti da 1 a 6). I giocatori computer lanciano sullo schermo.', 'מטילים קוביות אמיתיות: הקלידו את הערכים שלהן (מקשים 1 עד 6). שחקני המחשב מטילים על המסך.'],
  'chouette.start': ['Start the game', 'Commencer la partie', 'Inizia la partita', 'התחלת המשחק'],
  'chouette.backToGame': ['Back to the game', 'Retour à la partie', 'Torna alla partita', 'חזרה למשחק'],
  'chouette.throwOff': ['Who starts?', 'Qui commence ?', 'Chi inizia?', 'מי מתחיל?'],
  'chouette.turnOf': ['{name}’s turn', 'À {name} de jouer', 'Tocca a {name}', 'התור של {name}'],
  'chouette.meta': ['Throw {n} · first to {target}', 'Lancer {n} · premier à {target}', 'Lancio {n} · il primo a {target}', 'הטלה {n} · הראשון ל-{target}'],
  'chouette.over': ['Game over', 'Partie terminée', 'Partita finita', 'המשחק נגמר'],
  'chouette.chouettes': ['chouettes', 'chouettes', 'chouettes', 'שואט'],
  'chouette.cul': ['cul', 'cul', 'cul', 'קול'],
  'chouette.lastThrowBy': ['Last throw, by {name}', 'Dernier lancer, par {name}', 'Ultimo lancio, di {name}', 'ההטלה האחרונה, של {name}'],
  'chouette.diceOf': ['Dice of {name}', 'Dés de {name}', 'Dadi di {name}', 'הקוביות של {name}'],
  'chouette.notThrown': ['not thrown yet', 'pas encore lancé', 'non ancora lanciato', 'עוד לא הוטלה'],
  'chouette.noEffect': ['No points change.', 'Aucun point ne change.', 'Nessun punto cambia.', 'שום ניקוד לא משתנה.'],
  'chouette.throwDice': ['Throw the dice', 'Lancer les dés', 'Lancia i dadi', 'הטלת הקוביות'],
  'chouette.throwCul': ['Throw the cul', 'Lancer le cul', 'Lancia il cul', 'הטלת הקול'],
  'chouette.throwChouettes': ['Throw the chouettes', 'Lancer les chouettes', 'Lancia le chouettes', 'הטלת השואט'],
  'chouette.throwOne': ['Each throws one die', 'Un dé chacun', 'Un dado a testa', 'קובייה אחת לכל אחד'],
  'chouette.throwOdd': ['Throw the odd die', 'Relancer le dé', 'Rilancia il dado', 'הטלה חוזרת של הקובייה'],
  'chouette.throwAgain': ['Throw again', 'Relancer', 'Rilancia', 'הטלה חוזרת'],
  'chouette.nextThrows': ['{name} throws', '{name} lance', '{name} lancia', '{name} מטיל'],
  'chouette.scribeRecord': ['Record', 'Noter', 'Registra', 'רישום'],
  'chouette.siroter': ['Siroter', 'Siroter', 'Siroter', 'לגימה'],
  'chouette.keep': ['Keep the Chouette', 'Garder la Chouette', 'Tieni la Chouette', 'שמירת השואט'],
  'chouette.bets': ['Bets', 'Paris', 'Scommesse', 'הימורים'],
  'chouette.noBet': ['No bet', 'Pas de pari', 'Nessuna scommessa', 'בלי הימור'],
  'chouette.bet': ['Bet', 'Parier', 'Scommetti', 'הימור'],
  'chouette.betOn': ['bets on {bird} ({face})', 'parie sur {bird} ({face})', 'scommette su {bird} ({face})', 'מהמר על {bird} ({face})'],
  'chouette.betsFor': ['{name}’s bet', 'Pari de {name}', 'Scommessa di {name}', 'ההימור של {name}'],
  'chouette.attrape': ['Attrape-Oiseau', 'Attrape-Oiseau', 'Attrape-Oiseau', 'אטראפ-אואזו'],
  'chouette.attrapeBy': ['{name} snatches the odd die', '{name} attrape le dé', '{name} prende il dado', '{name} חוטף את הקובייה'],
  'chouette.pass': ['Pass', 'Passer', 'Passa', 'ויתור'],
  'chouette.noChallenge': ['No challenge', 'Pas de défi', 'Nessuna sfida', 'בלי אתגר'],
  'chouette.challenge': ['Challenge', 'Défier', 'Sfida', 'אתגר'],
  'chouette.challengeOf': ['{name} challenges', '{name} défie', '{name} sfida', '{name} מאתגר'],
  'chouette.stake': ['Stake', 'Mise', 'Posta', 'סכום'],
  'chouette.stakeMax': ['1 to {max}', 'de 1 à {max}', 'da 1 a {max}', '1 עד {max}'],
  'chouette.targetLabel': ['Target', 'Combinaison', 'Combinazione', 'צירוף'],
  'chouette.civet': ['Civet', 'Civet', 'Civet', 'סיווה'],
  'chouette.civetDeclare': ['Bet the Civet', 'Miser le Civet', 'Punta il Civet', 'הימור הסיווה'],
  'chouette.civetIntro': ['{name} holds a Civet: bet 1 to {max} points on a combination before throwing (+ if it comes, − if not).', '{name} a un Civet : misez de 1 à {max} points sur une combinaison avant de lancer (+ si elle sort, − sinon).', '{name} ha un Civet: punta da 1 a {max} punti su una combinazione prima di lanciare (+ se esce, − se no).', 'ל-{name} יש סיווה: המרו על 1 עד {max} נקודות על צירוף לפני ההטלה (+ אם יוצא, − אם לא).'],
  'chouette.passeGrelotTo': ['Pass the challenge to', 'Passer le défi à', 'Passa la sfida a', 'העברת האתגר ל'],
  'chouette.passeGrelotCancel': ['Cancel the challenge', 'Annuler le défi', 'Annulla la sfida', 'ביטול האתגר'],
  'chouette.boucliette': ['{name}: Boucliette', '{name} : Boucliette', '{name}: Boucliette', '{name}: בוקלייט'],
  'chouette.soufflettePick': ['Challenge', 'Défier', 'Sfida', 'אתגר'],
  'chouette.keepDie': ['Keep the {face}', 'Garder le {face}', 'Tieni il {face}', 'שמירת ה-{face}'],
  'chouette.announce': ['Announce', 'Annoncer', 'Annuncia', 'הכרזה'],
  'chouette.announceSum': ['{name}’s sum', 'Somme de {name}', 'Somma di {name}', 'הסכום של {name}'],
  'chouette.announced': ['announced {sum}', 'a annoncé {sum}', 'ha annunciato {sum}', 'הכריז {sum}'],
  'chouette.verdierBet': ['{name}: “Vert-Linette !”', '{name} : « Vert-Linette ! »', '{name}: «Vert-Linette!»', '{name}: „Vert-Linette!”'],
  'chouette.verdierIn': ['bets on 2-4-6', 'parie sur 2-4-6', 'scommette su 2-4-6', 'מהמר על 2-4-6'],
  'chouette.race': ['Race', 'Course', 'Corsa', 'מרוץ'],
  'chouette.raceKeys.touch': ['Each player has a button; tap it to call.', 'Chaque joueur a son bouton : touchez-le pour crier.', 'Ogni giocatore ha un pulsante: toccalo per gridare.', 'לכל שחקן יש כפתור: געו בו כדי לקרוא.'],
  'chouette.raceKeys': ['Each player has a key; press it (or the button) to call.', 'Chaque joueur a sa touche : appuyez dessus (ou sur le bouton) pour crier.', 'Ogni giocatore ha un tasto: premilo (o il pulsante) per gridare.', 'לכל שחקן יש מקש: לחצו עליו (או על הכפתור) כדי לקרוא.'],
  'chouette.raceCloses': ['Closes in {s} s', 'Fin dans {s} s', 'Chiude tra {s} s', 'נסגר בעוד {s} שנ׳'],
  'chouette.raceClose': ['Close now', 'Clore maintenant', 'Chiudi ora', 'סגירה עכשיו'],
  'chouette.called': ['called at {s} s', 'a crié à {s} s', 'ha gridato a {s} s', 'קרא אחרי {s} שנ׳'],
  'chouette.calledFirst': ['first', 'premier', 'primo', 'ראשון'],
  'chouette.calledTied': ['tied', 'ex æquo', 'pari merito', 'תיקו'],
  'chouette.notCalled': ['not yet', 'pas encore', 'non ancora', 'עוד לא'],
  'chouette.callsOf': ['{name} calls', '{name} crie', '{name} grida', '{name} קורא'],
  'chouette.scores': ['Scores', 'Scores', 'Punteggi', 'ניקוד'],
  'chouette.toPlay': ['to play', 'à jouer', 'di turno', 'בתור'],
  'chouette.computerKind': ['computer', 'ordinateur', 'computer', 'מחשב'],
  'chouette.personKind': ['person', 'humain', 'persona', 'אדם'],
  'chouette.winner': ['winner', 'gagnant', 'vincitore', 'מנצח'],
  'chouette.raceKey': ['race key {key}', 'touche de course {key}', 'tasto di corsa {key}', 'מקש מרוץ {key}'],
  'chouette.scoreWord': ['score', 'score', 'punteggio', 'ניקוד'],
  'chouette.effectsLabel': ['Effects of the last move', 'Effets du dernier coup', 'Effetti dell’ultima mossa', 'תוצאות המהלך האחרון'],
  'chouette.tableTitle': ['The table', 'La table', 'Il tavolo', 'השולחן'],
  'chouette.shareLinkLabel': ['Link to this game', 'Lien vers cette partie', 'Link a questa partita', 'קישור למשחק הזה'],
  'chouette.tokens': ['Tokens', 'Jetons', 'Gettoni', 'אסימונים'],
  'chouette.history': ['Turn history', 'Historique des tours', 'Cronologia dei turni', 'היסטוריית התורות'],
  'chouette.historyEmpty': ['Nothing yet: the throw-off comes first.', 'Rien pour l’instant : on commence par désigner qui lance.', 'Ancora niente: prima si decide chi lancia.', 'עוד כלום: קודם קובעים מי מטיל.'],
  'chouette.historyRebuilding': ['Rebuilding the history from the saved moves…', 'Reconstruction de l’historique à partir des coups enregistrés…', 'Ricostruzione della cronologia dalle mosse salvate…', 'בונה מחדש את ההיסטוריה מהמהלכים השמורים…'],
  'chouette.turnN': ['Turn {n}', 'Tour {n}', 'Turno {n}', 'תור {n}'],
  'chouette.referee': ['Referee', 'Arbitre', 'Arbitro', 'שופט'],
  'chouette.refereeHint': ['Corrections and Bévues can be undone like any decision.', 'Corrections et Bévues s’annulent comme toute décision.', 'Correzioni e Bévue si annullano come ogni decisione.', 'תיקונים ובֶּווּ ניתנים לביטול כמו כל החלטה.'],
  'chouette.player': ['Player', 'Joueur', 'Giocatore', 'שחקן'],
  'chouette.change': ['Points (+ or −)', 'Points (+ ou −)', 'Punti (+ o −)', 'נקודות (+ או −)'],
  'chouette.correct': ['Correct the score', 'Corriger le score', 'Correggi il punteggio', 'תיקון הניקוד'],
  'chouette.bevue': ['Bévue (−{points})', 'Bévue (−{points})', 'Bévue (−{points})', 'בֶּווּ (‎−{points})'],
  'chouette.rules.touch': ['Rules', 'Règles', 'Regole', 'חוקים'],
  'chouette.rules': ['Rules and keys', 'Règles et touches', 'Regole e tasti', 'חוקים ומקשים'],
  'chouette.keys': ['Keys', 'Touches', 'Tasti', 'מקשים'],
  'chouette.undo': ['↶ Undo', '↶ Annuler', '↶ Annulla', '↶ בטל'],
  'chouette.redo': ['↷ Redo', '↷ Rétablir', '↷ Ripristina', '↷ בצע שוב'],
  'chouette.share': ['Share link', 'Partager le lien', 'Condividi il link', 'שיתוף קישור'],
  'chouette.shareCopied': ['Link copied: whoever opens it continues from this throw.', 'Lien copié : qui l’ouvre reprend à ce lancer.', 'Link copiato: chi lo apre riprende da questo lancio.', 'הקישור הועתק: מי שיפתח אותו ימשיך מההטלה הזאת.'],
  'chouette.shareManual': ['Copy this link to share the game:', 'Copiez ce lien pour partager la partie :', 'Copia questo link per condividere la partita:', 'העתיקו את הקישור כדי לשתף את המשחק:'],
  'chouette.playAgain': ['Play again', 'Rejouer', 'Gioca ancora', 'שחקו שוב'],
  'chouette.standings': ['Final scores', 'Scores finaux', 'Punteggi finali', 'ניקוד סופי'],
  'chouette.wait': ['Please wait: {name} is a computer player.', 'Un instant : {name} est un joueur ordinateur.', 'Un momento: {name} è un giocatore computer.', 'רגע אחד: {name} הוא שחקן מחשב.'],
  'chouette.raceOpen.touch': ['A race is open: call with your button, or close it.', 'Une course est ouverte : criez avec votre bouton, ou close-la.', 'C’è una corsa aperta: grida con il tuo pulsante, o chiudila.', 'מרוץ פתוח: קראו עם הכפתור שלכם, או סגרו אותו.'],
  'chouette.raceOpen': ['A race is open: call with your key, or close it with Enter.', 'Une course est ouverte : criez avec votre touche, ou close-la avec Entrée.', 'C’è una corsa aperta: grida con il tuo tasto, o chiudila con Invio.', 'מרוץ פתוח: קראו עם המקש שלכם, או סגרו אותו עם Enter.'],
  'chouette.nothingToThrow': ['No throw is expected now.', 'Aucun lancer n’est attendu maintenant.', 'Nessun lancio è atteso ora.', 'אין הטלה צפויה עכשיו.'],
  'chouette.savedResumed': ['Saved game resumed.', 'Partie enregistrée reprise.', 'Partita salvata ripresa.', 'המשחק השמור חודש.'],
  'chouette.newGameStarted': ['New game.', 'Nouvelle partie.', 'Nuova partita.', 'משחק חדש.'],
  'chouette.undone': ['Decision undone.', 'Décision annulée.', 'Decisione annullata.', 'ההחלטה בוטלה.'],
  'chouette.redone': ['Decision redone.', 'Décision rétablie.', 'Decisione ripristinata.', 'ההחלטה בוצעה שוב.'],
  'chouette.notSaved': ['The game could not be saved:', 'La partie n’a pas pu être enregistrée :', 'La partita non si è potuta salvare:', 'לא ניתן היה לשמור את המשחק:'],
  'chouette.loadFailed': ['Your saved game could not be loaded:', 'La partie enregistrée n’a pas pu être chargée :', 'La partita salvata non si è potuta caricare:', 'לא ניתן היה לטעון את המשחק השמור:'],
  'chouette.linkFailed': ['That link could not be opened:', 'Ce lien n’a pas pu être ouvert :', 'Quel link non si è potuto aprire:', 'לא ניתן היה לפתוח את הקישור:'],
  'chouette.startBelow': ['Start a new game below.', 'Commencez une nouvelle partie ci-dessous.', 'Inizia una nuova partita qui sotto.', 'התחילו משחק חדש למטה.'],
  'chouette.scribeOn': ['scribe', 'scribe', 'scriba', 'רושם'],
  'chouette.computerThinks': ['{name} is thinking…', '{name} réfléchit…', '{name} sta pensando…', '{name} חושב…'],
  'chouette.scribeOrder': ['One digit per player, in this order: {list}.', 'Un chiffre par joueur, dans cet ordre : {list}.', 'Una cifra per giocatore, in quest’ordine: {list}.', 'ספרה אחת לכל שחקן, בסדר הזה: {list}.'],
  'chouette.scribeEmpty.touch': ['Enter the dice thrown (1 to 6) first.', 'Saisissez d’abord les dés lancés (1 à 6).', 'Inserisci prima i dadi lanciati (da 1 a 6).', 'הזינו קודם את הקוביות שהוטלו (1 עד 6).'],
  'chouette.scribeEmpty': ['Type the dice thrown (1 to 6), then Enter.', 'Tapez les dés lancés (1 à 6), puis Entrée.', 'Digita i dadi lanciati (da 1 a 6), poi Invio.', 'הקלידו את הקוביות שהוטלו (1 עד 6), ואז Enter.'],
  'chouette.noChouette': ['There is no Chouette to keep now.', 'Il n’y a pas de Chouette à garder maintenant.', 'Non c’è nessuna Chouette da tenere ora.', 'אין עכשיו שואט לשמור.'],
  'chouette.noCivet': ['No Civet can be bet now.', 'Aucun Civet ne peut être misé maintenant.', 'Nessun Civet si può puntare ora.', 'אי אפשר להמר על סיווה עכשיו.'],
  'chouette.calls': ['{name} calls.', '{name} crie.', '{name} grida.', '{name} קורא.'],
  'chouette.historyPending': ['(rebuilding)', '(reconstruction)', '(ricostruzione)', '(בבנייה מחדש)'],
  'chouette.nothingUndo': ['Nothing to undo.', 'Rien à annuler.', 'Niente da annullare.', 'אין מה לבטל.'],
  'chouette.nothingRedo': ['Nothing to redo.', 'Rien à rétablir.', 'Niente da ripristinare.', 'אין מה לבצע שוב.'],
  'chouette.sideBetSuccess': ['{name} bets on success', '{name} parie sur la réussite', '{name} scommette sulla riuscita', '{name} מהמר על הצלחה'],
  'chouette.sideBetFailure': ['{name} bets on failure', '{name} parie sur l’échec', '{name} scommette sul fallimento', '{name} מהמר על כישלון'],
  'chouette.betsOnSuccess': ['bets on success', 'parie sur la réussite', 'scommette sulla riuscita', 'מהמר על הצלחה'],
  'chouette.betsOnFailure': ['bets on failure', 'parie sur l’échec', 'scommette sul fallimento', 'מהמר על כישלון'],
  'chouette.scribeLabel': {
    one: ['Dice thrown ({n} digit, 1 to 6)', 'Dés lancés ({n} chiffre, de 1 à 6)', 'Dadi lanciati ({n} cifra, da 1 a 6)', 'קוביות שהוטלו (ספרה {n}, 1 עד 6)'],
    other: ['Dice thrown ({n} digits, 1 to 6)', 'Dés lancés ({n} chiffres, de 1 à 6)', 'Dadi lanciati ({n} cifre, da 1 a 6)', 'קוביות שהוטלו ({n} ספרות, 1 עד 6)'],
  },
  // The setup's fold (chouette-setup.js) and the coach's chart (chouette-coach.js).
  'chouette.moreRules': ['Target, house rules, packs and options', 'Score à atteindre, règles de la maison, packs et options', 'Obiettivo, regole della casa, pacchetti e opzioni', 'יעד, חוקי הבית, חבילות ואפשרויות'],
  'chouette.chosen': { one: ['{n} chosen', '{n} choisie', '{n} scelta', 'נבחרה {n}'], other: ['{n} chosen', '{n} choisies', '{n} scelte', 'נבחרו {n}'] },
  'chouette.scoreChart': ['Scores, turn by turn', 'Les scores, tour par tour', 'I punteggi, turno per turno', 'הניקוד, תור אחר תור'],
  'chouette.scoreChartTurn': ['Turn', 'Tour', 'Turno', 'תור'],
  'chouette.scoreChartStart': ['Start', 'Début', 'Inizio', 'התחלה'],
  'chouette.chartNumbers': ['The numbers', 'Les chiffres', 'I numeri', 'המספרים'],
  'chouette.scoreChartEmpty': ['The chart starts with the first turn.', 'Le graphique commence avec le premier tour.', 'Il grafico inizia con il primo turno.', 'התרשים מתחיל בתור הראשון.'],
};

const cache = new Map();

/** 'en', 'fr', 'it' or 'he' from any lang text ("fr-CA" → 'fr'); English otherwise. */
export const langOf = (value) => supported(value) ?? 'en';

// The labels that take values, with the names of their values in the callers' order:
// wordsOf(lang).removePlayer(3) fills "{n}".
const ARGS = {
  removePlayer: ['n'], playerName: ['n'], playsAs: ['n'], defaultPerson: ['n'], defaultComputer: ['n'], teammateOf: ['name'],
  sideBetsHint: ['win', 'loss'], joinCivetBy: ['name', 'factor'], achatBy: ['name'], turnOf: ['name'], lastThrowBy: ['name'],
  diceOf: ['name'], nextThrows: ['name'], betOn: ['bird', 'face'], betsFor: ['name'], attrapeBy: ['name'], challengeOf: ['name'],
  stakeMax: ['max'], civetIntro: ['name', 'max'], boucliette: ['name'], keepDie: ['face'], announceSum: ['name'], announced: ['sum'],
  verdierBet: ['name'], raceCloses: ['s'], callsOf: ['name'], raceKey: ['key'], turnN: ['n'], bevue: ['points'], wait: ['name'],
  computerThinks: ['name'], scribeOrder: ['list'], calls: ['name'], scribeLabel: ['n'], chosen: ['n'],
};

/** The label table of a language: words.throwDice, words.turnOf(name)... (the catalogue above, through page-words.js). */
export function wordsOf(lang) {
  const key = langOf(lang);
  if (!cache.has(key)) {
    const t = wordsIn(key, CATALOGUE);
    const table = {};
    for (const id of Object.keys(CATALOGUE).filter((k) => k.startsWith('chouette.'))) {
      const name = id.slice('chouette.'.length);
      table[name] = ARGS[name] ? (...values) => t(id, Object.fromEntries(ARGS[name].map((v, i) => [v, values[i]]))) : t(id);
    }
    table.sideBetOf = (name, success) => t(success ? 'chouette.sideBetSuccess' : 'chouette.sideBetFailure', { name });
    table.betsOnIt = (success) => t(success ? 'chouette.betsOnSuccess' : 'chouette.betsOnFailure');
    table.meta = (events, target) => t('chouette.meta', { n: events + 1, target });
    // Seconds with two decimals, a decimal comma in French and Italian.
    table.called = (ms) => t('chouette.called', { s: (ms / 1000).toFixed(2).replace('.', key === 'fr' || key === 'it' ? ',' : '.') });
    cache.set(key, table);
  }
  return cache.get(key);
}

export default CATALOGUE;
