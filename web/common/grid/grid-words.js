// grid-words.js: the page words of the shared grid board and its dock (grid-board.js, grid-dock.js, grid-table.js) in English, French, Italian and Hebrew (see ../page-words.js); a game using them adds this catalogue to its pageWords.
export default {
  'grid.you': ['You', 'Vous', 'Tu', 'את/ה'],
  'grid.roleToPlay': ['{role} · to play', '{role} · à jouer', '{role} · di turno', '{role} · בתור'],
  'grid.roleWinner': ['{role} · winner', '{role} · gagnant', '{role} · vincitore', '{role} · מנצח'],
  'grid.linkField': ['Link to this position', 'Lien vers cette position', 'Link a questa posizione', 'קישור למצב הזה'],
  'grid.share': ['Share position', 'Partager la position', 'Condividi la posizione', 'שיתוף המצב'],
  'grid.loading': ['Loading the board…', 'Chargement du plateau…', 'Caricamento del tabellone…', 'טוען את הלוח…'],
  'grid.startNew': ['Start new game', 'Commencer la partie', 'Inizia la partita', 'התחלת משחק חדש'],
  'grid.computerWaits': ['{who} (computer) is waiting.', '{who} (ordinateur) attend.', '{who} (computer) aspetta.', '{who} (מחשב) ממתין.'],
};
