// __game__-messages-fr.js: the French catalogue of __Title__'s core messages (id → template; see common/words.js and core/__game__/messages.hpp).
export default {
  // core/__game__/messages.hpp
  '__game__.params': 'Les paramètres de __Title__ sont deux lettres de place, celle de X puis celle de O : h (une personne) ou r (ordinateur au hasard), comme hr, pas {seats}.',
  '__game__.desc': '__Title__ commence sur un plateau vide : sa description doit être vide, pas {desc}.',
  '__game__.move.cell': 'Un coup de __Title__ est une case de 1 à 9, pas {move}.',
  '__game__.move.taken': 'La case {cell} est prise.',
  '__game__.seat.x': 'X',
  '__game__.seat.o': 'O',
  '__game__.status.wins': '{seat} gagne avec trois alignés.',
  '__game__.status.to-move': 'À {seat} de jouer.',
};
