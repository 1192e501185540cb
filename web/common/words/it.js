// it.js: the Italian catalogue of the messages every game's core shares (id → template; see ../words.js and core/common/messages.hpp); each game's own are in web/games/<game>/<game>-messages-it.js.
export default {
  // core/common/messages.hpp
  'common.desc.colon': 'La descrizione della partita non può contenere \':\'.',
  'common.save.long': 'Il salvataggio è troppo lungo.',
  'common.save.form': 'Un salvataggio ha la forma gioco:parametri:descrizione:mosse:posizione.',
  'common.save.game': 'Questo salvataggio è per {found}, non per {game}.',
  'common.save.move.text': 'La mossa {n} del salvataggio ({move}) non è una mossa.',
  'common.save.move.late': 'La mossa {n} del salvataggio ({move}) viene dopo la fine della partita.',
  'common.save.move.illegal': 'La mossa {n} del salvataggio ({move}) non è consentita: {why}',
  'common.save.position': 'La posizione di annullamento {position} del salvataggio non è tra 0 e {max}.',
  'common.move.unknown': 'La mossa {move} non è una mossa di {game}.',
  'common.over': 'La partita è finita.',
  'common.undo.nothing': 'Non c’è niente da annullare.',
  'common.undo.chance': 'Questa mossa non si può annullare: ha rivelato ciò che il caso ha deciso.',
  'common.redo.nothing': 'Non c’è niente da ripetere.',
  'common.game.unknown': 'Non esiste un gioco chiamato {name}; i giochi sono {games}.',
  'common.list.and': '{list} e {last}',
  'common.list.comma': '{list}, {next}',
  'common.computer.person': '{seat} è una persona, non un giocatore del computer.',
  'common.status.board-full': 'Patta: la griglia è piena.',
};
