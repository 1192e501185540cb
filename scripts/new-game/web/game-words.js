// __game__-words.js: the page words of <__game__-game> and its page in English, French, Italian and Hebrew (see common/page-words.js).
// Written by `npm run new-game`: the game's name is its folder's until you name it in each language;
// in Hebrew, whose pages show no Latin word, it is "המשחק החדש (שם זמני)", "the new game (a temporary
// name)", until you name it. The other sentences describe the placeholder game: rewrite them with it.
export default {
  '__game__.name': ['__Title__', '__Title__', '__Title__', 'המשחק החדש (שם זמני)'],
  '__game__.title': ['__Title__ · Kata Arcade', '__Title__ · Kata Arcade', '__Title__ · Kata Arcade', 'המשחק החדש · קטה ארקייד'],
  '__game__.tagline': ['Three in a row on a 3 × 3 grid, against a friend or a random computer.', 'Trois alignés sur une grille de 3 × 3, contre un ami ou un ordinateur qui joue au hasard.', 'Tre in fila su una griglia 3 × 3, contro un amico o un computer che gioca a caso.', 'שלושה בשורה על לוח 3 × 3, נגד חבר או מחשב שמשחק באקראי.'],
  '__game__.keysNote': ['Keys: 1–9 play a cell, arrows and Enter choose and play, U or Ctrl+Z undo, Ctrl+Y redo', 'Touches : 1–9 jouer une case, flèches et Entrée choisir et jouer, U ou Ctrl+Z annuler, Ctrl+Y rétablir', 'Tasti: 1–9 gioca una casella, frecce e Invio scegli e gioca, U o Ctrl+Z annulla, Ctrl+Y ripristina', 'מקשים: 1–9 משחק במשבצת, חצים ו-Enter בחירה ומשחק, U או Ctrl+Z ביטול, Ctrl+Y ביצוע שוב'],
  '__game__.card': ['Three in a row on a 3 × 3 grid, against a friend or a random computer (a placeholder: replace it with your game).', 'Trois alignés sur une grille de 3 × 3, contre un ami ou un ordinateur qui joue au hasard.', 'Tre in fila su una griglia 3 × 3, contro un amico o un computer che gioca a caso.', 'שלושה בשורה על לוח 3 × 3, נגד חבר או מחשב שמשחק באקראי.'],
  '__game__.tag': ['Strategy · 1–2 players', 'Stratégie · 1–2 joueurs', 'Strategia · 1–2 giocatori', 'אסטרטגיה · 1–2 שחקנים'],
  '__game__.download': ['Download __Title__ as one file', 'Télécharger __Title__ en un seul fichier', 'Scarica __Title__ come file unico', 'הורדת המשחק החדש כקובץ אחד'],

  // The element.
  '__game__.loading': ['Loading __Title__…', 'Chargement de __Title__…', 'Caricamento di __Title__…', 'טוען את המשחק החדש…'],
  '__game__.board': ['The board, 3 × 3', 'Le plateau, 3 × 3', 'Il tabellone, 3 × 3', 'הלוח, 3 × 3'],
  '__game__.cell': ['Cell {n}', 'Case {n}', 'Casella {n}', 'משבצת {n}'],
  '__game__.playsAs': ['{piece} plays as', '{piece} est', '{piece} è', '{piece} הוא'],
  '__game__.rules': ['Take turns putting your piece, X or O, in an empty cell; X goes first. Three of yours in a row, a column or a diagonal win; a full board without one is a draw.', 'Posez chacun votre tour votre pion, X ou O, dans une case vide ; X commence. Trois des vôtres alignés en ligne, en colonne ou en diagonale gagnent ; un plateau plein sans alignement est nul.', 'A turno mettete il vostro segno, X o O, in una casella vuota; inizia X. Tre dei vostri in fila, in colonna o in diagonale vincono; un tabellone pieno senza tris è patta.', 'בתורות, שימו את הסימן שלכם, X או O, במשבצת ריקה; X מתחיל. שלושה שלכם בשורה, בטור או באלכסון מנצחים; לוח מלא בלי שלושה הוא תיקו.'],
  '__game__.keys.cell': ['play that cell, row by row from the top left', 'jouer cette case, ligne par ligne depuis le coin en haut à gauche', 'gioca quella casella, riga per riga dall’angolo in alto a sinistra', 'משחק במשבצת הזאת, שורה אחר שורה מהפינה השמאלית העליונה'],
  '__game__.keys.move': ['move on the board; Enter or Space plays the cell', 'se déplacer sur le plateau ; Entrée ou Espace joue la case', 'muoversi sul tabellone; Invio o Spazio gioca la casella', 'תנועה על הלוח; Enter או רווח משחקים במשבצת'],
  '__game__.keys.undo': ['undo (or U)', 'annuler (ou U)', 'annulla (o U)', 'ביטול (או U)'],
  '__game__.keys.redo': ['redo', 'rétablir', 'ripristina', 'ביצוע שוב'],
  '__game__.played': ['{piece} plays cell {n}.', '{piece} joue la case {n}.', '{piece} gioca la casella {n}.', '{piece} משחק במשבצת {n}.'],
  '__game__.fallback': ['A game of two people has started instead.', 'Une partie entre deux personnes a commencé à la place.', 'È iniziata invece una partita tra due persone.', 'במקום זאת התחיל משחק של שני אנשים.'],
  '__game__.resumed': ['Your game resumes. {status}', 'Votre partie reprend. {status}', 'La tua partita riprende. {status}', 'המשחק שלך ממשיך. {status}'],
  '__game__.started': ['New game. {status}', 'Nouvelle partie. {status}', 'Nuova partita. {status}', 'משחק חדש. {status}'],
  '__game__.opened': ['The shared game is open. {status}', 'La partie partagée est ouverte. {status}', 'La partita condivisa è aperta. {status}', 'המשחק המשותף פתוח. {status}'],
};
