import type { common as en } from '../en/common.ts';
import type { Area } from '../keys.ts';

export const common: Area<typeof en> = {
  'color.blue': 'Blu',
  'color.yellow': 'Giallo',
  'color.red': 'Rosso',
  'color.green': 'Verde',
  'color.purple': 'Viola',
  'color.orange': 'Arancione',
  'variant.classic': 'Classico',
  'variant.classic-2': 'Classico a due',
  'variant.classic-3': 'Classico a tre',
  'variant.teams': 'Squadre',
  'variant.duo': 'Duo',
  'variant.junior': 'Junior',
  'variant.solo': 'Solitario',
  'variant.one-colour': 'Un colore a testa',
  'variant.solo-one-colour': 'Solitario a un colore',
  'variant.trigon': 'Trigon',
  'variant.trigon-2': 'Trigon a due',
  'variant.trigon-3': 'Trigon a tre',
  'variant.trigon-teams': 'Trigon a squadre',
  'variant.trigon-solo': 'Trigon in solitario',
  'variant.puzzle-tetrominoes': 'Rompicapo dei tetramini',
  'common.aPlayer': 'un giocatore',
  'common.someone': 'qualcuno',
  'common.players': '{count, plural, one {# giocatore} other {# giocatori}}',
  'common.variantChoice':
    '{title} — {count, plural, one {# giocatore} other {# giocatori}}, {shape, select, hexagon {esagono di {width}} other {{width} × {height}}}',
  'common.minutes': '{count} min',
  'common.hours': '{count} h',
  'common.days': '{count, plural, one {# giorno} other {# giorni}}',
};
