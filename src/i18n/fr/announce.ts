import type { announce as en } from '../en/announce.ts';
import type { Area } from '../keys.ts';

export const announce: Area<typeof en> = {
  'announce.lobbyFull':
    '✅ La partie #{id} est complète : {host}, appuie sur **Lancer** dans le salon d’attente (ou </blokus start>) quand tout le monde est prêt.',
  'announce.removed': '🚪 {name} a été retiré de la partie par {by}.',
  'announce.removedByModerator': '🚪 {name} a été retiré de la partie par un modérateur.',
  'announce.expired':
    '⌛ La partie #{id} a expiré : personne ne l’a lancée en {days} jours, le salon est donc libre. </blokus new> ouvre une nouvelle partie.',
  'announce.seatOfferSelf':
    '🔁 {holder} doit partir et cède sa place ({colors}) à un nouveau joueur. Quiconque ne joue pas à cette partie peut la reprendre et continuer à partir d’ici.',
  'announce.seatOfferBy':
    '🔁 {name} propose la place de {holder} ({colors}) à un nouveau joueur. Quiconque ne joue pas à cette partie peut la reprendre et continuer à partir d’ici.',
  'announce.undoRequest': '↩️ {asker} demande à reprendre **{move}**. {waiting} : tu acceptes ou tu refuses ?',
  'announce.undoDeclined': '✋ {asker} a demandé à reprendre **{move}** ; {name} a refusé, le coup reste.',
  'announce.undoAccepted':
    '↩️ {asker} a demandé à reprendre **{move}** ; {names} ont accepté, le coup est repris.',
  'announce.undoLapsed':
    '↩️ {asker} a demandé à reprendre **{move}** ; un coup a été joué depuis, la demande est caduque.',
  'announce.reminderFor':
    '⏰ {mention}, c’est ton tour avec {color} depuis {duration}.{late, select, yes { Le délai du tour est dépassé.} other {}} Utilise </place> ; </board> montre le plateau.',
  'announce.reminderSince':
    '⏰ {mention}, ton tour avec {color} a commencé {time}.{late, select, yes { Le délai du tour est dépassé.} other {}} Utilise </place> ; </board> montre le plateau.',
  'announce.reminderDmFor':
    '⏰ C’est ton tour avec {color} depuis {duration} dans la partie de Blokus de {channel}.{late, select, yes { Le délai du tour est dépassé.} other {}} Joue avec </place> là-bas.',
  'announce.reminderDmSince':
    '⏰ Ton tour avec {color} a commencé {time} dans la partie de Blokus de {channel}.{late, select, yes { Le délai du tour est dépassé.} other {}} Joue avec </place> là-bas.',
  'seat.onOfferYours': '✅ Ta place est proposée à un nouveau joueur.',
  'seat.onOffer': '✅ La place de {name} est proposée à un nouveau joueur.',
  'seat.youPlay':
    '✅ Tu joues maintenant {colors}. Je te mentionnerai quand ce sera ton tour ; </board> montre la partie.',
  'seat.withdrawn': '🔁 {by} a retiré l’offre : {holder} garde sa place.',
  'button.accept': 'Accepter',
  'button.decline': 'Refuser',
  'button.takeSeat': 'Prendre la place',
  'button.withdraw': 'Retirer l’offre',
};
