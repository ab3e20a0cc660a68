import type { permissions as en } from '../en/permissions.ts';
import type { Area } from '../keys.ts';

/** I permessi come li chiama il client Discord italiano (impostazioni del canale → Permessi). */
export const permissions: Area<typeof en> = {
  'permission.ViewChannel': 'Visualizza canale',
  'permission.SendMessages': 'Invia messaggi',
  'permission.SendMessagesInThreads': 'Invia messaggi nei thread',
  'permission.EmbedLinks': 'Incorpora link',
  'permission.AttachFiles': 'Allega file',
  'permission.CreatePublicThreads': 'Crea thread pubblici',
  'permission.ReadMessageHistory': 'Leggi la cronologia dei messaggi',
  'permission.ManageMessages': 'Gestisci messaggi',
  'permission.ManageThreads': 'Gestisci thread',
  'permission.ManageChannels': 'Gestisci canali',
  'permission.ManageGuild': 'Gestisci server',
};
