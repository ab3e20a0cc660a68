import type { play as en } from '../en/play.ts';
import type { Area } from '../keys.ts';

export const play: Area<typeof en> = {
  'play.done': 'Coup joué : {move}.',
  'play.doneOther': 'C’est fait.',
  'play.preview': 'Aperçu : **{move}**{legal, select, yes { — coup valable.} other { — interdit ici.}}',
  'play.confirmHint':
    'Appuie sur **Valider** pour le jouer, ou tourne, retourne ou déplace d’abord la pièce.',
  'play.otherPiece': 'Choisis une autre pièce : </pieces> montre celles qu’il te reste.',
  'play.nothingNow': 'Rien à poser pour l’instant : </board> montre la partie.',
  'play.adjust': 'Tourne, retourne ou déplace la pièce avec les flèches, ou essaie une autre case.',
  'play.nearby': 'Coups possibles avec cette pièce tout près (touche-en un ci-dessous pour le voir) : {list}',
  'play.notPlayed': '❌ Pas joué : ce placement enfreint une règle.',
  'play.fitsNowhere':
    '❌ **{piece}** ne rentre plus nulle part. </place> montre, pendant que tu tapes, les pièces qui rentrent encore.',
  'play.fitsIn':
    '**{piece}** peut se poser à {count, plural, one {# endroit} other {# endroits}} : choisis-en un pour l’aperçu{more, select, yes { (les 25 premiers : ajoute une case après la pièce pour affiner)} other {}}.',
  'play.pickPlaceholder': 'Choisis un placement à prévisualiser',
  'play.covers': 'couvre {cells}',
  'play.closed': 'Aperçu fermé.',
  'play.boardChanged': 'Le plateau a changé depuis cet aperçu ; le voici sur le plateau actuel.',
  'play.legalCaption': 'coup valable',
  'play.illegalCaption': 'coup interdit',
  'choice.pieceCount': '{count, plural, one {# placement} other {# placements}} : tape ensuite une case',
  'choice.more': '… {count} de plus : tape une case pour affiner',
  'choice.noGame': 'Aucune partie en cours ici. Lance-en une avec </blokus new>.',
  'choice.notRunning': 'Cette partie {status, select, lobby {n’a pas encore commencé} other {est terminée}}.',
  'choice.notYourTurn': 'Pas ton tour : {name} joue {color}.',
  'choice.notPlaying': 'Tu ne joues pas dans cette partie.',
  'choice.noneFits': 'Plus aucune pièce ne rentre : utilise </resign>.',
  'choice.noPrefix': 'Aucune pièce qui rentre ne commence par « {text} ». Efface pour toutes les voir.',
  'choice.noMatch':
    'Aucun placement permis ne correspond à « {text} ». Efface pour voir les pièces qui rentrent.',
  'error.oldMenu': 'Ce menu n’est plus utilisé.',
  'error.oldButton': 'Ce bouton n’est plus utilisé.',
  'announce.hostCannotPost':
    '⚠️ Ta partie de Blokus #{id} dans {place} est sauvegardée, mais je ne peux pas publier ses mises à jour : {gone, select, yes {son salon n’existe plus} other {il me faut {need} là-bas}}. Un modérateur peut régler ça ; tout ce qui attend sera alors publié, dans l’ordre.',
  'button.confirm': 'Valider',
  'button.rotate': 'Tourner ↻',
  'button.flip': 'Retourner ⇋',
  'button.cancel': 'Annuler',
  'button.chooseAgain': 'Choisir à nouveau',
  'button.resign': 'Abandonner {color}',
  'button.puzzleUndo': 'Reprendre la dernière pièce',
  'button.puzzleEnd': 'Terminer le casse-tête ici',
  'button.keepPlaying': 'Continuer à jouer',
};
