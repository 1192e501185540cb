// he.js: the Hebrew catalogue of the messages every game's core shares (id → template; see ../words.js and core/common/messages.hpp); each game's own are in web/games/<game>/<game>-messages-he.js.
export default {
  // core/common/messages.hpp
  'common.desc.colon': 'תיאור המשחק אינו יכול להכיל \':\'.',
  'common.save.long': 'השמירה ארוכה מדי.',
  'common.save.form': 'לשמירה יש הצורה game:params:desc:moves:position.',
  'common.save.game': 'השמירה הזאת שייכת ל־{found}, לא ל־{game}.',
  'common.save.move.text': 'מהלך {n} בשמירה ({move}) אינו מהלך.',
  'common.save.move.late': 'מהלך {n} בשמירה ({move}) בא אחרי סוף המשחק.',
  'common.save.move.illegal': 'מהלך {n} בשמירה ({move}) אינו חוקי: {why}',
  'common.save.position': 'מיקום הביטול {position} בשמירה אינו בין 0 ל־{max}.',
  'common.move.unknown': 'המהלך {move} אינו מהלך של {game}.',
  'common.over': 'המשחק נגמר.',
  'common.undo.nothing': 'אין מה לבטל.',
  'common.undo.chance': 'אי אפשר לבטל את המהלך הזה: הוא חשף את מה שהמזל קבע.',
  'common.redo.nothing': 'אין מה לבצע שוב.',
  'common.game.unknown': 'אין משחק בשם {name}; המשחקים הם {games}.',
  'common.list.and': '{list} ו{last}',
  'common.list.comma': '{list}, {next}',
  'common.computer.person': '{seat} הוא אדם, לא שחקן מחשב.',
  'common.status.board-full': 'תיקו: הלוח מלא.',
};
