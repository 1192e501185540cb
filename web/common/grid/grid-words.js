// grid-words.js: the page words of the shared grid board and its dock (grid-board.js, grid-dock.js) in English, French, Italian and Hebrew (see ../page-words.js); a game using them adds this catalogue to its pageWords.
export default {
  'grid.computerWaits': ['{who} (computer) is waiting.', '{who} (ordinateur) attend.', '{who} (computer) aspetta.', '{who} (מחשב) ממתין.'],
};
