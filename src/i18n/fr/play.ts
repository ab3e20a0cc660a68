import type { play as en } from '../en/play.ts';
import type { Area } from '../keys.ts';

export const play: Area<typeof en> = {
  'play.done': 'Coup joué : {move}.',
  'play.doneOther': 'C’est fait.',
  'play.preview': 'Aperçu : **{move}**{legal, select, yes { — coup valable.} other { — interdit ici.}}',
  'play.confirmHint':
    'Appuie sur **Valider** pour le jouer, ou tourne, retourne ou déplace d’abord la pièce.',
  'play.otherPiece': 'Choisis une autre pièce : `/pièces` montre celles qu’il te reste.',
  'play.nothingNow': 'Rien à poser pour l’instant : `/plateau` montre la partie.',
  'play.adjust': 'Tourne, retourne ou déplace la pièce avec les flèches, ou essaie une autre case.',
  'play.nearby': 'Coups possibles avec cette pièce tout près (touche-en un ci-dessous pour le voir) : {list}',
  'play.notPlayed': '❌ Pas joué : ce placement enfreint une règle.',
  'play.fitsNowhere':
    '❌ **{piece}** ne rentre plus nulle part. `/poser` montre, pendant que tu tapes, les pièces qui rentrent encore.',
  'play.fitsIn':
    '**{piece}** peut se poser à {count, plural, one {# endroit} other {# endroits}} : choisis-en un pour l’aperçu{more, select, yes { (les 25 premiers : ajoute une case après la pièce pour affiner)} other {}}.',
  'play.pickPlaceholder': 'Choisis un placement à prévisualiser',
  'play.covers': 'couvre {cells}',
  'play.closed': 'Aperçu fermé.',
  'play.boardChanged': 'Le plateau a changé depuis cet aperçu ; le voici sur le plateau actuel.',
  'play.legalCaption': 'coup valable',
  'play.illegalCaption': 'coup interdit',
  'button.confirm': 'Valider',
  'button.rotate': 'Tourner ↻',
  'button.flip': 'Retourner ⇋',
  'button.cancel': 'Annuler',
  'button.chooseAgain': 'Choisir à nouveau',
  'button.resign': 'Abandonner {color}',
  'button.keepPlaying': 'Continuer à jouer',
};
