import type { common as en } from '../en/common.ts';
import type { Area } from '../keys.ts';

export const common: Area<typeof en> = {
  'color.blue': 'Bleu',
  'color.yellow': 'Jaune',
  'color.red': 'Rouge',
  'color.green': 'Vert',
  'color.purple': 'Violet',
  'color.orange': 'Orange',
  'variant.classic': 'Classique',
  'variant.classic-2': 'Classique à deux',
  'variant.classic-3': 'Classique à trois',
  'variant.teams': 'Équipes',
  'variant.duo': 'Duo',
  'variant.junior': 'Junior',
  'variant.solo': 'Solo',
  'variant.one-colour': 'Une couleur chacun',
  'variant.solo-one-colour': 'Solo à une couleur',
  'variant.trigon': 'Trigon',
  'variant.trigon-2': 'Trigon à deux',
  'variant.trigon-3': 'Trigon à trois',
  'variant.trigon-teams': 'Trigon en équipes',
  'variant.trigon-solo': 'Trigon en solo',
  'variant.puzzle-tetrominoes': 'Casse-tête des tétrominos',
  'common.aPlayer': 'un joueur',
  'common.someone': 'quelqu’un',
  'common.players': '{count, plural, one {# joueur} other {# joueurs}}',
  'common.variantChoice':
    '{title} — {count, plural, one {# joueur} other {# joueurs}}, {shape, select, hexagon {hexagone de {width}} other {{width} × {height}}}',
  'common.minutes': '{count} min',
  'common.hours': '{count} h',
  'common.days': '{count, plural, one {# jour} other {# jours}}',
};
