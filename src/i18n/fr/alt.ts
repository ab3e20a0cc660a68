import type { alt as en } from '../en/alt.ts';
import type { Area } from '../keys.ts';

export const alt: Area<typeof en> = {
  'alt.board': 'Plateau de Blokus, {variant}, {moves}.',
  'alt.toPlay': 'Au tour de {color} : {name}.',
  'alt.lastMove': 'Dernier coup : {color} {move}.',
  'alt.squaresLeft': 'Cases restantes : {list}.',
  'alt.colorLeft': '{color} {count}',
  'alt.colorLeftOf': '{color} ({name}) {count}',
  'alt.blocked': '{entry}, bloqué',
  'alt.resigned': '{entry}, abandonné',
  'alt.scoreboard': 'Score final, {variant}, {moves}.',
  'alt.standing': '{rank}. {name} ({colors}) {score}',
  'alt.previewLegal': 'Aperçu de {color} {move}, sur les cases {cells} : coup valable.',
  'alt.previewIllegal': 'Aperçu de {color} {move}, sur les cases {cells} : coup interdit.',
  'alt.previewIllegalWhy': 'Aperçu de {color} {move}, sur les cases {cells} : coup interdit : {problem}.',
  'alt.pieces': 'Pièces restantes de {color} : {count} ({names}), {squares} cases.',
  'alt.noPieces': 'aucune',
  'alt.replay':
    'Rediffusion de la partie #{id} ({variant}) : le plateau après chacun de ses {count} coups, le dernier coup entouré.',
};
