// mastermind-words.js: the page words of <mastermind-game> and its page in English, French, Italian and Hebrew (see common/page-words.js).
export default {
  'mastermind.name': ['Mastermind', 'Mastermind', 'Mastermind', 'מאסטרמיינד'],
  'mastermind.title': ['Mastermind · Kata Arcade', 'Mastermind · Kata Arcade', 'Mastermind · Kata Arcade', 'מאסטרמיינד · קטה ארקייד'],
  'mastermind.tagline': ['Crack the hidden code from black and white pegs, play its number cousin Bulls & Cows, or hide a code and watch the computer crack it.', 'Percez le code caché grâce aux fiches noires et blanches, jouez à son cousin chiffré Bulls & Cows, ou cachez un code et regardez l’ordinateur le percer.', 'Scopri il codice nascosto dai pioli neri e bianchi, gioca al cugino con i numeri Tori e mucche, o nascondi un codice e guarda il computer scoprirlo.', 'פצחו את הקוד הנסתר בעזרת יתדות שחורות ולבנות, שחקו בבן הדוד המספרי בולים ופגיעות, או הסתירו קוד וצפו במחשב מפצח אותו.'],
  'mastermind.keysNote': ['Keys: 1–9 0 colours, ← → slots, ⌫ clear, Enter guess, H hint, Ctrl+Z undo, Ctrl+Y redo', 'Touches : 1–9 0 couleurs, ← → cases, ⌫ effacer, Entrée proposer, H indice, Ctrl+Z annuler, Ctrl+Y rétablir', 'Tasti: 1–9 0 colori, ← → caselle, ⌫ cancella, Invio tenta, H suggerimento, Ctrl+Z annulla, Ctrl+Y ripristina', 'מקשים: 1–9 0 צבעים, ← → משבצות, ⌫ ניקוי, Enter ניחוש, H רמז, Ctrl+Z ביטול, Ctrl+Y ביצוע שוב'],
};
