// __game__-messages-it.js: the Italian catalogue of __Title__'s core messages (id → template; see common/words.js and core/__game__/messages.hpp).
export default {
  // core/__game__/messages.hpp
  '__game__.params': 'I parametri di __Title__ sono due lettere di posto, quella di X e poi quella di O: h (una persona) o r (computer a caso), come hr, non {seats}.',
  '__game__.desc': '__Title__ comincia dal tabellone vuoto: la sua descrizione deve essere vuota, non {desc}.',
  '__game__.move.cell': 'Una mossa di __Title__ è una casella da 1 a 9, non {move}.',
  '__game__.move.taken': 'La casella {cell} è occupata.',
  '__game__.seat.x': 'X',
  '__game__.seat.o': 'O',
  '__game__.status.wins': '{seat} vince con tre in fila.',
  '__game__.status.to-move': 'Tocca a {seat}.',
};
