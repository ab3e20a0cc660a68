import type { reply as en } from '../en/reply.ts';
import type { Area } from '../keys.ts';

export const reply: Area<typeof en> = {
  'reply.fastContactClassicOnly':
    'Le contact rapide ne se joue que sur le plateau classique ({classic}), pas en {variant}.',
  'reply.challengeSelf': '❌ Tu ne peux pas te défier toi-même : défie quelqu’un d’autre.',
  'reply.challengeBot': '❌ {name} est un bot, et les bots ne jouent pas au Blokus : défie des humains.',
  'reply.notInDm': 'Les parties de Blokus se jouent dans un salon de serveur, pas en message privé.',
  'reply.threadPermission':
    '❌ Je ne peux pas ouvrir de fil pour la partie ici : il me faut {count, plural, one {la permission {names}} other {les permissions {names}}} dans ce salon. Demande à un modérateur, ou joue sans `fil:True`.',
  'reply.threadLobbyFailed':
    '❌ Discord ne m’a pas laissé poster le salon d’attente dans le nouveau fil, aucune partie n’a donc été ouverte. Réessaie, ou joue sans `fil:True`.',
  'reply.threadOpened':
    '🎲 {name} a ouvert une partie de Blokus ({variant}) dans {thread}. Rejoins-la là-bas !',
  'reply.gameOpen':
    '🎲 La partie #{id} ({variant}) est ouverte : les autres appuient sur **Rejoindre** dans le salon d’attente, puis tu appuies sur **Lancer**.',
  'reply.gameOpenSolo':
    '🎲 La partie #{id} ({variant}) est ouverte : appuie sur **Lancer** dans le salon d’attente quand tu es prêt.',
  'reply.gameOpenFull':
    '🎲 La partie #{id} ({variant}) est ouverte et toutes les places sont prises : appuie sur **Lancer** dans le salon d’attente quand tout le monde est prêt.',
  'reply.joined': '✅ Tu as rejoint la partie #{id}.',
  'reply.joinedWish': '✅ Tu as demandé {color} dans la partie #{id}.',
  'reply.leftLobby': '✅ Tu as quitté la partie #{id}.',
  'reply.leftGame': '✅ Tu as quitté la partie ; tes couleurs s’arrêtent là.',
  'reply.leaveAfterStart':
    '❌ La partie #{id} a déjà commencé, donc rien n’a changé : tu joues toujours. Pour arrêter, utilise </blokus leave> (tes couleurs s’arrêtent, la partie continue) ou </resign> à ton tour.',
  'reply.cancelAfterStart':
    '❌ La partie #{id} a déjà commencé, donc rien n’a changé : elle continue. Pour la terminer, utilise </blokus cancel> (une confirmation te sera demandée).',
  'reply.removed': '✅ {name} ne fait plus partie de la partie.',
  'reply.thePlayer': 'Le joueur',
  'reply.started': '✅ La partie a commencé.',
  'reply.cancelled': '✅ La partie #{id} est annulée.',
  'reply.cancelAsk':
    'Terminer la partie #{id} pour tout le monde ? Elle s’arrête où elle en est, sans résultat. C’est définitif.',
  'reply.cancelStale':
    '❌ La partie #{id} a changé depuis ta demande, elle n’a donc pas été annulée. Refais </blokus cancel> si tu veux toujours la terminer.',
  'reply.resignNotYourTurn':
    '❌ Ce n’est pas ton tour : c’est à {name} de jouer avec {color}. Tu ne peux abandonner que la couleur avec laquelle tu dois jouer.',
  'reply.nobodyToMove': '❌ Personne n’a la main dans cette partie.',
  'reply.puzzleStuck':
    '🧩 Aucune couleur ne peut poser une autre pièce ({placed} sur {pieces} posées). Reprendre la dernière pièce, ou terminer le casse-tête ici ?',
  'reply.resignAsk':
    'Abandonner {color} pour le reste de la partie ? Il ne pose plus aucune pièce, et ses cases restantes comptent contre lui. C’est définitif.',
  'reply.blocked':
    'Je ne peux pas écrire dans ce salon : il me faut **{need}** ici. Un modérateur peut me l’accorder ; tout ce qui attend sera alors publié, dans l’ordre.',
  'reply.slow':
    'Discord est lent à répondre en ce moment : la mise à jour sera publiée ici, une seule fois, dès que possible.',
};
