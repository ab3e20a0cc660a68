import type { errors as en } from '../en/errors.ts';
import type { Area } from '../keys.ts';

export const errors: Area<typeof en> = {
  'error.noMoves': 'Il n’y a encore aucun coup à reprendre.',
  'error.notAPlacement':
    'La dernière entrée est un passe ou un abandon, qui ne se reprend pas ; seules les pièces posées se reprennent.',
  'error.game-not-found':
    'Il n’y a pas de partie #{id}. Utilise </board> dans le salon de la partie pour la retrouver.',
  'error.no-game-here':
    'Il n’y a pas de partie ouverte dans ce salon. Ouvres-en une avec </blokus new>, ou joue dans le fil de la partie.',
  'error.channel-busy':
    'Ce salon a déjà une partie ouverte (#{id}, {status, select, lobby {en attente de joueurs} other {en cours}}). Termine-la ou annule-la d’abord (</blokus cancel>), ou ouvre la partie dans son propre fil (</blokus new> fil:True).',
  'error.bad-option': '« {value} » ne convient pas pour {option} : utilise {expected}.',
  'error.ambiguous-move':
    '« {text} » se lit de deux façons, et les deux vont : `{first}` ou `{second}`. Tape celle que tu veux.',
  'error.startedAlready':
    'La partie #{id} a déjà commencé : on ne peut rejoindre ou quitter une partie qu’avant le début.',
  'error.not-in-lobby':
    'La partie #{id} est {status, select, cancelled {annulée} other {terminée}} : ouvre-en une nouvelle avec </blokus new> pour rejouer.',
  'error.not-started':
    'La partie #{id} n’a pas encore commencé : son créateur la lance (Lancer, ou </blokus start>) quand tout le monde l’a rejointe.',
  'error.game-over':
    'La partie #{id} est {status, select, cancelled {annulée} other {terminée}} : ouvre-en une nouvelle avec </blokus new> pour rejouer.',
  'error.already-seated':
    'Tu es déjà dans la partie #{id}. Pour demander une couleur, utilise </blokus join> couleur:… .',
  'error.game-full':
    'La partie #{id} est complète ({seats, plural, one {# joueur} other {# joueurs}}). Attends la suivante, ou lance la tienne dans un autre salon.',
  'error.unknown-color': '« {text} » n’est pas une couleur de cette partie : choisis {valid}.',
  'error.shared-color': '{color} est partagé : tout le monde le joue à tour de rôle. Choisis {valid}.',
  'error.color-taken':
    '{color} est déjà pris par {name}. Choisis une autre couleur, ou rejoins sans en choisir.',
  'error.not-in-game':
    'Tu ne joues pas dans la partie #{id}. Rejoins une partie tant qu’elle attend des joueurs (</blokus join>), ou ouvre la tienne avec </blokus new>.',
  'error.left-game':
    'Tu as quitté la partie #{id}, tes couleurs se sont donc arrêtées ; les autres continuent. Tu peux toujours la suivre avec </board>.',
  'error.creator-cannot-leave':
    'Tu as créé la partie #{id}, tu ne peux donc pas quitter son salon d’attente : annule plutôt la partie (</blokus cancel>).',
  'error.not-allowed.start': 'Seul le joueur qui a créé la partie peut la lancer.',
  'error.not-allowed.cancel':
    'Seul le joueur qui a créé la partie, ou un modérateur (Gérer les salons), peut l’annuler.',
  'error.not-allowed.remove':
    'Seul l’hôte de la partie ou un modérateur (Gérer les salons) peut retirer un joueur.',
  'error.not-allowed.offer-seat':
    'Seul le joueur lui-même, l’hôte de la partie ou un modérateur (Gérer les salons) peut céder une place à quelqu’un d’autre.',
  'error.not-allowed.withdraw-offer':
    'Seul le joueur de cette place, celui qui l’a proposée, l’hôte de la partie ou un modérateur (Gérer les salons) peut retirer l’offre.',
  'error.too-many-players':
    '{variant} a {seats, plural, one {# place} other {# places}}, pas assez pour {players} joueurs : défie moins de monde, ou choisis une variante à {players} (voir </blokus help>).',
  'error.seat-reserved':
    'Les places libres de la partie #{id} sont réservées aux joueurs défiés. Ouvre ta propre partie avec </blokus new>.',
  'error.undo-not-yours':
    'Tes couleurs sont sorties de la partie #{id} : reprendre un coup, c’est aux joueurs encore en jeu d’en décider.',
  'error.not-admin':
    'Seuls les admins du serveur (Gérer le serveur) peuvent changer ses réglages Blokus ; </blokus settings> change les tiens.',
  'error.rematch-not-player':
    'Seuls les joueurs de la partie #{id} peuvent lancer sa revanche. </blokus new> ouvre ta propre partie.',
  'error.not-a-player': 'Cette personne ne joue pas dans la partie #{id}.',
  'error.remove-self': 'Pour quitter la partie toi-même, utilise </blokus leave>.',
  'error.host-in-lobby':
    'L’hôte ne peut pas être retiré du salon d’attente de la partie #{id} : annule plutôt la partie (</blokus cancel>).',
  'error.seat-finished':
    'Toutes les couleurs de cette place sont déjà sorties de la partie #{id} : il n’y a plus rien à céder.',
  'error.no-seat-offer':
    'Cette place n’est plus proposée dans la partie #{id} : elle a été prise ou retirée, ou son joueur est parti.',
  'error.already-playing': 'Tu joues déjà dans la partie #{id} : une place par joueur.',
  'error.player-count':
    '{variant} se joue à exactement {need, plural, one {# joueur} other {# joueurs}} ; {have, plural, one {# a rejoint} other {# ont rejoint}} pour l’instant.',
  'error.not-your-turn':
    'Ce n’est pas ton tour : c’est à {color} de jouer, joué par {name}. Tu seras mentionné quand ce sera le tien.',
  'error.unknown-piece':
    'Il n’y a pas de pièce appelée « {text} ».{suggestion, select, none {} other { Voulais-tu dire {suggestion} ?}} Pièces : {valid}.',
  'error.piece-not-in-set': '{piece} ne se joue pas en {variant}. Ses pièces : {valid}.',
  'error.legalNearby': '{problem} Coups possibles tout près : {moves}.',
  'error.already-applied':
    'Cette demande a déjà été exécutée (coup {ply}) ; rien n’a changé. Utilise </board> pour voir la partie.',
  'error.not-your-color': '{color} n’est pas à toi : tu joues {yours}.',
  'error.not-your-color-none': '{color} n’est pas à toi, tu ne peux pas l’abandonner.',
  'error.color-out':
    '{color} est déjà sorti de la partie ({reason, select, blocked {plus aucune pièce ne rentre} other {abandon}}).',
  'error.nothing-to-resign': 'Toutes tes couleurs sont déjà sorties de la partie.',
  'error.undo-off': 'La partie #{id} ne permet pas de reprendre un coup.',
  'error.undo-not-mover':
    'Seul le joueur qui a joué le dernier coup peut le reprendre, et seulement avant le coup suivant.',
  'error.undo-pending': 'Une demande de reprise du dernier coup attend déjà des réponses.',
  'error.no-undo-request':
    'Aucune demande de reprise n’est ouverte : elle a reçu sa réponse, ou un coup a été joué depuis. Redemande avec </undo>.',
  'error.own-undo-request':
    'C’est toi qui as demandé à reprendre le coup : ce sont les autres joueurs qui répondent.',
  'error.stale':
    'Le plateau a changé entre-temps, rien n’a donc été fait. Regarde la nouvelle position et réessaie.',
  'error.bad-preview': 'Cet aperçu n’est plus à jour. Pose la pièce à nouveau avec </place>.',
  'error.deadline-not-due':
    'Le délai du tour de la partie #{id} n’est pas dépassé (ou le tour est déjà passé).',
  'error.bad-quiet-hours':
    '« {text} » ne sont pas des heures calmes : écris-les 22-7 ou 22:30-07:00 (heure locale), ou off.',
  'error.generic':
    'Un problème est survenu de notre côté. La partie ne risque rien ; réessaie dans un instant.',
};
