import type { permissions as en } from '../en/permissions.ts';
import type { Area } from '../keys.ts';

/** Les permissions comme le client Discord français les nomme (paramètres du salon → Permissions). */
export const permissions: Area<typeof en> = {
  'permission.ViewChannel': 'Voir le salon',
  'permission.SendMessages': 'Envoyer des messages',
  'permission.SendMessagesInThreads': 'Envoyer des messages dans les fils',
  'permission.EmbedLinks': 'Intégrer des liens',
  'permission.AttachFiles': 'Joindre des fichiers',
  'permission.CreatePublicThreads': 'Créer des fils publics',
  'permission.ReadMessageHistory': 'Voir les anciens messages',
  'permission.ManageMessages': 'Gérer les messages',
  'permission.ManageThreads': 'Gérer les fils',
  'permission.ManageChannels': 'Gérer les salons',
  'permission.ManageGuild': 'Gérer le serveur',
};
