import type { view as en } from '../en/view.ts';
import type { Area } from '../keys.ts';

export const view: Area<typeof en> = {
  'view.caption': '**{variant}** · partie #{id} · {moves}',
  'view.lastMove': 'Dernier coup : **{move}**',
  'view.toMove': 'Au tour de {name} avec {color}',
  'view.notStarted': 'La partie n’a pas encore commencé.',
  'view.over': 'La partie est terminée.',
  'view.pendingUndo': 'Une demande de reprise attend une réponse.',
  'view.resignedMove': 'abandon',
  'view.noMoves': 'Aucun coup pour l’instant.',
  'view.movesHead': '**Coups {from} à {to} sur {total}** (page {page} sur {pages})',
  'view.recordAlt':
    'Le fichier de la partie au format SGF du Blokus, pour Pentobi (Fichier → Ouvrir) ou toute visionneuse SGF du Blokus.',
  'view.record':
    'Le fichier de la partie, pour Pentobi (Fichier → Ouvrir) ou toute visionneuse SGF du Blokus.',
  'view.piecesLine':
    '{color}{state, select, blocked { (plus aucun coup)} out { (sorti)} other {}} : {pieces, plural, one {# pièce} other {# pièces}}, {squares, plural, one {# case restante} other {# cases restantes}}',
  'view.transformsAlt':
    '{piece} dans chaque rotation et retournement, chacun avec son orientation ; un point marque le pivot.',
  'view.transformsNote':
    'La dernière image montre cette pièce sous chaque `rot`/`flip` ; le point est le pivot, qui va sur ta case.',
  'view.yourTurn': '**À toi de jouer :**',
  'view.waitingLine':
    '• {where} — {variant}{opponents, select, none {} other { contre {opponents}}} : {color}, ton tour depuis {time}',
  'view.noneWaiting': 'Aucune partie de ce serveur ne t’attend.',
  'view.otherGames': '**Tes autres parties :**',
  'view.otherLine':
    '• {where} — {variant}{opponents, select, none {} other { contre {opponents}}}, {status, select, lobby {en salon d’attente} other {en cours}}',
  'view.lookingFor': '**On cherche des joueurs :**',
  'view.lobbyLine':
    '• {where} — salon d’attente {variant}, {free, plural, one {# place libre} other {# places libres}} sur {seats} : </blokus join> là-bas',
  'view.offerLine':
    '• {where} — {variant}, une place ({colors}) à prendre : **Prendre la place** sous l’offre là-bas',
  'view.noLeaderboard': 'Aucune partie terminée sur ce serveur pour l’instant : </blokus new> en lance une.',
  'view.leaderboardHead':
    '🏆 **Classement** : classement Elo tiré de toutes les parties terminées sur ce serveur (tout le monde part de 1500 ; parties en solo à part)',
  'view.leaderboardLine':
    '{n}. {mention} **{rating}** — {wins, plural, one {# victoire} other {# victoires}} en {games, plural, one {# partie} other {# parties}} · moyenne {average} · meilleur {best}',
  'view.settings':
    'Les rappels te parviennent {where, select, dm {par message privé (dans le salon si les messages privés échouent)} other {dans le salon de la partie}} ; {quiet, select, yes {heures calmes de {start} à {end} ({offset})} other {pas d’heures calmes}}. Les mentions de tour arrivent toujours dans le salon de la partie.{marks, select, yes { Les images de tes parties portent les repères pour daltoniens.} other { Repères pour daltoniens : désactivés (`daltonien:True` les active).}}',
  'view.resignDone': '✅ {color} a abandonné : il ne pose plus aucune pièce.',
  'view.resignDoneYours': '✅ Ta couleur a abandonné : elle ne pose plus aucune pièce.',
  'view.keepPlaying': 'Très bien : tu continues à jouer.',
  'view.undoAsked': '✅ Les autres joueurs ont été sollicités pour te laisser reprendre **{move}**.',
  'view.undoDeclined': '✋ {name} a refusé de reprendre le dernier coup.',
  'view.undoDone': '✅ Coup repris.',
  'view.puzzleEnded': '✅ Le casse-tête s’arrête ici : {placed} pièces posées sur {pieces}.',
  'view.zoomBadCell': '« {text} » n’est pas une case de ce plateau : rien à agrandir.',
  'view.zoomAlt': 'Le plateau autour de {cell}, en grand, avec le nom de chaque case vide.',
};
