import type { turn as en } from '../en/turn.ts';
import type { Area } from '../keys.ts';

export const turn: Area<typeof en> = {
  'turn.placed': '{color} ({name}) a joué **{move}**.',
  'turn.passedForGood': '{name} a abandonné {color} pour le reste de la partie.',
  'turn.resigned': '{name} a abandonné {color}.',
  'turn.left': '{name} a quitté la partie ; {color} s’arrête là.',
  'turn.deadline': '{color} a dépassé le délai du tour et s’arrête là.',
  'turn.abandoned': '{color} s’arrête : plus personne ne le joue.',
  'turn.blocked': '{color} ne peut plus poser aucune pièce et passe jusqu’à la fin de la partie.',
  'turn.allPlaced': '{color} a posé toutes ses pièces{bonus, plural, =0 {} other { (+#)}}.',
  'turn.undone': '↩️ Le coup **{move}** de {name} a été repris.',
  'turn.seatTaken': '🔁 {name} a pris la place de {from} ({colors}).',
  'turn.catchUp': 'Depuis ton dernier coup : {moves}',
  'turn.shared': '{color} est partagé : {players} le jouent à tour de rôle, et il ne compte pour personne.',
  'turn.begins': '🎲 **La partie #{id} commence !** Dans l’ordre du jeu :',
  'turn.movesFirst': '{color} commence, joué par {name}.',
  'turn.computerNext': 'Au tour de {color}, joué par {name}.',
  'turn.earlierMoves':
    '{count, plural, one {# coup précédent est} other {# coups précédents sont}} sur le plateau.',
  'turn.yourTurn': '{mention}, à toi de jouer avec {color}.',
  'turn.yourTurnShared': '{mention}, à toi de jouer avec {color} (partagé : il ne compte pour personne).',
  'turn.firstPiece': 'La première pièce doit couvrir la case **{cell}**.',
  'turn.firstPieceShared': 'La première pièce doit couvrir un point de départ libre : {cells}.',
  'turn.deadlineAt': '⏳ Fin du délai {time}.',
  'turn.hint': 'Appuie sur **Jouer** ci-dessous, ou tape </place> pour voir les coups possibles.',
  'turn.gameOver': '🏁 **Partie terminée !**',
  'turn.squaresPlaced':
    '🧮 {placed} cases posées sur {total}{bonus, plural, =0 {} other {, et un bonus de +#}} : **{score}** points.',
  'turn.puzzleSolved':
    '🧩 **Résolu !** Les {pieces} pièces sont sur le plateau, en {moves, plural, one {# coup} other {# coups}} et {time}.',
  'turn.puzzleUnsolved':
    '🧩 Le casse-tête s’arrête avec {placed} pièces posées sur {pieces}, en {moves, plural, one {# coup} other {# coups}} et {time}.',
  'turn.puzzleStuck':
    '🧩 **Bloqué** : aucune couleur ne peut poser une autre pièce ({placed} sur {pieces} posées). Reprends des pièces avec ↩️ ou </undo>, ou termine le casse-tête ici avec 🏁 ou </resign>.',
  'turn.team': 'Équipe {names} : **{score}** (rang {rank})',
  'turn.cancelled': '🛑 La partie #{id} a été annulée.',
  'turn.cancelledBy': '🛑 La partie #{id} a été annulée par {name}.',
  'turn.cancelledByModerator': '🛑 La partie #{id} a été annulée par un modérateur.',
  'turn.offerReplaced': '🔁 Cette offre de place a été remplacée par une plus récente (ci-dessous).',
  'turn.replay': '🎞️ Toute la partie, coup par coup :',
  'button.play': 'Jouer',
  'button.board': 'Ouvrir le plateau',
  'button.record': 'Fichier de la partie (.blksgf)',
  'button.rematch': 'Revanche',
};
