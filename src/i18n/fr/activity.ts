import type { activity as en } from '../en/activity.ts';
import type { Area } from '../keys.ts';

export const activity: Area<typeof en> = {
  'activity.noGame':
    'Pas encore de partie dans ce salon : lance-en une depuis le chat, puis rouvre le plateau.',
  'activity.lobby': 'La partie {id} attend ses joueurs.',
  'activity.yourTurn': 'À toi : {color}.',
  'activity.theirTurn': 'Au tour de {name} : {color}.',
  'activity.over': 'La partie {id} est terminée.',
  'activity.pickPiece': 'Touche une pièce, puis une case éclairée.',
  'activity.pickCell': 'Touche une case éclairée pour y poser la pièce.',
  'activity.ready': 'Pose-la, ou touche une autre case.',
  'activity.place': 'Poser',
  'activity.turn': 'Tourner',
  'activity.flip': 'Retourner',
  'activity.wholeBoard': 'Tout le plateau',
  'activity.sending': 'Pose en cours…',
  'activity.reconnecting': 'Connexion perdue : nouvel essai…',
  'activity.tooFast': 'Trop vite : réessaie dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'activity.signInLater':
    'Impossible de confirmer qui tu es pour l’instant : nouvel essai dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'activity.signInFailed': 'Cette page n’a pas pu savoir qui tu es. Rouvre-la depuis le salon.',
  'activity.board': 'Plateau de la partie {id}',
  'activity.tray': 'Tes pièces',
  'activity.left':
    '{pieces, plural, one {# pièce} other {# pièces}} et {squares, plural, one {# case} other {# cases}} restantes',
  'activity.final': 'Score final',
  'activity.scoreLine': '{rank}. {name} : {score}',
  'activity.teamLine': 'Équipe {names} : {score} (rang {rank})',
  'activity.placedLine':
    '{name} : {placed} cases posées sur {total}{bonus, plural, =0 {} other {, et un bonus de +#}} : {score} points',
  'activity.puzzleSolved': 'Résolu : les {pieces} pièces sont sur le plateau.',
  'activity.puzzleUnsolved': '{placed} pièces sur {pieces} sont sur le plateau.',
  'activity.replayBack': 'Coup précédent',
  'activity.replayNext': 'Coup suivant',
  'activity.replayAt': 'Coup {n} sur {total}',
  'activity.shared': 'à tour de rôle',
  'activity.empty': 'vide',
  'activity.lit': 'la pièce va ici',
  'activity.held': 'ta pièce',
  'activity.out': '{reason, select, blocked {plus rien ne rentre} other {abandon}}',
};
