import type { audit as en } from '../en/audit.ts';
import type { Area } from '../keys.ts';

export const audit: Area<typeof en> = {
  'audit.threadWoken': 'Qui continua una partita di Blokus',
  'audit.gameNotCreated': 'Non è stato possibile creare la partita',
  'audit.lobbyNotPosted': 'Non è stato possibile pubblicare la sala d’attesa',
  'error.staleButton': 'Questo pulsante non è più aggiornato. Usa </board> per vedere la partita.',
};
