import type { lobby as en } from '../en/lobby.ts';
import type { Area } from '../keys.ts';

export const lobby: Area<typeof en> = {
  'lobby.undo.off': 'aucun coup ne peut être repris',
  'lobby.undo.mover': 'on peut reprendre son coup tant que le suivant n’est pas joué',
  'lobby.undo.agree': 'un coup peut être repris si les autres joueurs sont d’accord',
  'lobby.undo.solo': 'tu reprends tes pièces quand tu veux',
  'lobby.challenge':
    '{count, plural, one {⚔️ {who} : {host} te défie au Blokus ({title}) ! Appuie sur **Rejoindre** pour prendre ta place.} other {⚔️ {who} : {host} vous défie au Blokus ({title}) ! Appuyez sur **Rejoindre** pour prendre vos places.}}',
  'lobby.rematch':
    '{count, plural, one {🔁 {who} : une revanche ({title}), ta place t’attend. Appuie sur **Quitter** si tu ne peux pas jouer.} other {🔁 {who} : une revanche ({title}), vos places vous attendent. Appuyez sur **Quitter** si vous ne pouvez pas jouer.}}',
  'lobby.seat':
    '{n}. {name}{host, select, yes { (hôte)} other {}}{wish, select, none {} other { — veut {wish}}}',
  'lobby.held': '{n}. *réservée pour* {mention} *jusqu’au* {time}',
  'lobby.open': '{n}. *place libre*',
  'lobby.board':
    '**Plateau** {shape, select, hexagon {hexagone de {width}} other {{width} × {height}}}, couleurs {colors}',
  'lobby.fast': '**Contact rapide** : cases de départ à 5 cases des coins',
  'lobby.autoStart': '**Démarre tout seul** dès que la dernière place est prise',
  'lobby.colorBlind': '**Repères pour daltoniens** sur les images (chaque couleur a sa forme)',
  'lobby.reminders': '**Rappels** toutes les {hours} h d’attente',
  'lobby.remindersOff': '**Rappels** désactivés',
  'lobby.deadline':
    '**Délai** de {hours} h par tour, puis {action, select, pass {la couleur en retard abandonne} other {un dernier rappel}}',
  'lobby.undo': '**Reprise d’un coup** : {rule}',
  'lobby.ready': 'C’est prêt : {host} peut appuyer sur **Lancer**.',
  'lobby.waiting':
    '{count, plural, one {Il manque # joueur : appuie sur **Rejoindre**.} other {Il manque # joueurs : appuie sur **Rejoindre**.}}',
  'lobby.started': 'La partie a commencé.',
  'lobby.over': 'La partie est terminée.',
  'lobby.cancelled': 'Cette partie a été annulée.',
  'lobby.threadName': 'Blokus · {variant} · {name}',
  'lobby.threadReason': 'Une partie de Blokus',
  'lobby.title': 'Blokus · {variant} · {count, plural, one {# joueur} other {# joueurs}}',
  'lobby.seats': 'Places',
  'lobby.rules': 'Règles',
  'lobby.footer': 'Partie #{id}',
  'server.colorBlind':
    '⚙️ Repères pour daltoniens sur les images de toutes les parties de ce serveur : **{on, select, yes {activés} other {désactivés}}**. (Chaque joueur peut aussi les activer pour lui-même avec </blokus settings>, et pour une partie avec le bouton du salon d’attente.)',
  'server.language':
    '🌐 Les messages publics de ce serveur (tours, salons d’attente, résultats) sont en **{language}**{chosen, select, no { (la langue Discord du serveur)} other {}}. Les réponses privées parlent la langue Discord de chaque joueur.',
  'button.join': 'Rejoindre',
  'button.leave': 'Quitter',
  'button.start': 'Lancer',
  'button.endGame': 'Terminer la partie',
  'button.cancelGame': 'Annuler la partie',
  'button.colorBlind': 'Repères daltoniens : {on, select, yes {oui} other {non}}',
};
