// fr.js: the French catalogue of the messages every game's core shares (id → template; see ../words.js and core/common/messages.hpp); each game's own are in web/games/<game>/<game>-messages-fr.js.
// Quoted inputs keep the core's straight quotes; seat names ("Joueur 2") are messages of their own.
export default {
  // core/common/messages.hpp
  'common.desc.colon': 'La description de la partie ne peut pas contenir « : ».',
  'common.save.long': 'La sauvegarde est trop longue.',
  'common.save.form': 'Une sauvegarde a la forme jeu:paramètres:description:coups:position.',
  'common.save.game': 'Cette sauvegarde est pour {found}, pas pour {game}.',
  'common.save.move.text': 'Le coup {n} de la sauvegarde ({move}) n’est pas un coup.',
  'common.save.move.late': 'Le coup {n} de la sauvegarde ({move}) vient après la fin de la partie.',
  'common.save.move.illegal': 'Le coup {n} de la sauvegarde ({move}) n’est pas permis : {why}',
  'common.save.position': 'La position d’annulation {position} de la sauvegarde n’est pas entre 0 et {max}.',
  'common.move.unknown': 'Le coup {move} n’est pas un coup de {game}.',
  'common.over': 'La partie est finie.',
  'common.undo.nothing': 'Il n’y a rien à annuler.',
  'common.undo.chance': 'Ce coup ne peut pas être annulé : il a révélé ce que le hasard a décidé.',
  'common.redo.nothing': 'Il n’y a rien à refaire.',
  'common.game.unknown': 'Il n’y a pas de jeu nommé {name} ; les jeux sont {games}.',
  'common.list.and': '{list} et {last}',
  'common.list.comma': '{list}, {next}',
  'common.computer.person': '{seat} est une personne, pas un joueur de l’ordinateur.',
  'common.status.board-full': 'Match nul : le plateau est plein.',
  'common.date.form': 'Une date s’écrit AAAA-MM-JJ, comme 2027-01-31 ; {text} n’en est pas une.',
  'common.date.month': '{date} n’est pas une date : il n’y a pas de mois {month}.',
  'common.date.day': '{date} n’est pas une date : le mois {month} de {year} a les jours 1 à {n}.',
  'common.date.range': 'Les défis du jour sont faits du 2026-01-01 au 2099-12-31, pas pour le {date}.',
  'common.daily.none': '{game} n’a pas encore de défi du jour.',
};
