// __game__-messages-he.js: the Hebrew catalogue of __Title__'s core messages (id → template; see common/words.js and core/__game__/messages.hpp).
// "המשחק החדש" (the new game) stands for the game's name until you give it one in Hebrew (__game__-words.js).
export default {
  // core/__game__/messages.hpp
  '__game__.params': 'הפרמטרים של המשחק החדש הם שתי אותיות מקום, של X ואחר כך של O: ‏h (אדם) או r (מחשב אקראי), למשל hr, לא {seats}.',
  '__game__.desc': 'המשחק החדש מתחיל מלוח ריק: התיאור שלו חייב להיות ריק, לא {desc}.',
  '__game__.move.cell': 'מהלך במשחק החדש הוא משבצת מ-1 עד 9, לא {move}.',
  '__game__.move.taken': 'משבצת {cell} תפוסה.',
  '__game__.seat.x': 'X',
  '__game__.seat.o': 'O',
  '__game__.status.wins': '{seat} מנצח עם שלושה בשורה.',
  '__game__.status.to-move': 'תור {seat}.',
};
