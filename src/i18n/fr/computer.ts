import type { computer as en } from '../en/computer.ts';
import type { Area } from '../keys.ts';

export const computer: Area<typeof en> = {
  'computer.name': 'Ordinateur (niveau {level})',
  'computer.addPlaceholder': 'Ajouter un joueur ordinateur (hôte)…',
  'computer.addOption': 'Ordinateur, niveau {level}',
  'computer.levelWeakest': 'Un débutant qui fait exprès des erreurs',
  'computer.levelStrongest': 'Le plus fort : quelques secondes par coup',
  'computer.levelMiddle': 'Plus fort à chaque niveau',
  'computer.removeOption': 'Retirer le dernier ordinateur ajouté',
  'computer.added': '🤖 Un joueur ordinateur (niveau {level}) a pris place dans la partie #{id}.',
  'computer.removed': '✅ Le dernier joueur ordinateur a quitté la partie #{id}.',
  'computer.gameStarted':
    '🤖 La partie #{id} ({variant}) a commencé contre l’ordinateur (niveau {level}). Bonne chance !',
  'computer.hintsOffRule': '**Conseils** : désactivés',
  'computer.hintTitle':
    '💡 **Conseils pour {color}** dans la partie #{id} : les meilleures poses selon l’ordinateur.',
  'computer.hintLine': '**{n}.** `{move}` : gagne environ {rate} % du temps, écart {margin} points',
  'computer.hintLineSolo': '**{n}.** `{move}` : un score final d’environ {score} points',
  'computer.hintNone': 'L’ordinateur n’a aucune pose à proposer : cette couleur ne peut plus jouer.',
  'computer.puzzleHintTitle':
    '🧩 **Une solution continue d’ici** (partie #{id}). Ses pièces qui vont maintenant :',
  'computer.puzzleHintLine': '**{n}.** {color} `{move}`',
  'computer.puzzleHintNone':
    '🧩 **Aucune solution ne continue d’ici** : quelle que soit la pose des pièces restantes, le rectangle ne peut pas être rempli. Reprends des pièces avec `/reprendre`.',
  'computer.puzzleHintUnknown':
    '🧩 Je n’ai pas trouvé de solution d’ici dans le temps imparti, ce qui ne prouve pas qu’il n’y en a pas. Pose encore une pièce ou deux et redemande.',
  'computer.hintFooter':
    'Toi seul vois ce message. Prévisualise ou joue une pose avec les boutons ; conseils utilisés dans cette partie : {count}.',
  'computer.hintPreview': 'Conseil {n} sur {count}, sur le plateau tel qu’il est',
  'computer.buttonPreview': 'Aperçu {n}',
  'computer.buttonPlay': 'Jouer {n}',
  'computer.hintsUsed': '💡 Conseils utilisés : {list}.',
  'computer.hintsUsedItem': '{name} {count}',
  'error.hints-off':
    'Les conseils sont désactivés dans la partie #{id} : son hôte les a coupés à la création.',
  'error.no-computer-seat': 'La partie #{id} n’a aucun joueur ordinateur à retirer.',
  'error.computer-busy': 'L’ordinateur est occupé par d’autres recherches : réessaie dans quelques secondes.',
  'error.puzzle-stuck':
    'Aucune couleur ne peut poser une autre pièce : {placed} sur {pieces} sont posées. Reprends des pièces avec `/reprendre`, ou termine le casse-tête avec `/abandonner`.',
  'error.computer-unsupported':
    'L’ordinateur ne joue pas encore à {variant} : les joueurs ordinateur et les conseils sont pour les plateaux carrés.',
  'error.not-allowed.add-computer':
    'Seul le joueur qui a ouvert la partie peut ajouter ou retirer des joueurs ordinateur.',
};
