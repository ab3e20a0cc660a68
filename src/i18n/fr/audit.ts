import type { audit as en } from '../en/audit.ts';
import type { Area } from '../keys.ts';

export const audit: Area<typeof en> = {
  'audit.threadWoken': 'Une partie de Blokus continue ici',
  'audit.gameNotCreated': 'La partie n’a pas pu être créée',
  'audit.lobbyNotPosted': 'Le salon d’attente n’a pas pu être publié',
  'error.staleButton': 'Ce bouton n’est plus à jour. Utilise </board> pour voir la partie.',
};
