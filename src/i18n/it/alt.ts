import type { alt as en } from '../en/alt.ts';
import type { Area } from '../keys.ts';

export const alt: Area<typeof en> = {
  'alt.board': 'Tabellone di Blokus, {variant}, {moves}.',
  'alt.toPlay': 'Tocca a {color}: {name}.',
  'alt.lastMove': 'Ultima mossa: {color} {move}.',
  'alt.squaresLeft': 'Caselle rimaste: {list}.',
  'alt.colorLeft': '{color} {count}',
  'alt.colorLeftOf': '{color} ({name}) {count}',
  'alt.blocked': '{entry}, bloccato',
  'alt.resigned': '{entry}, ritirato',
  'alt.scoreboard': 'Punteggio finale, {variant}, {moves}.',
  'alt.standing': '{rank}. {name} ({colors}) {score}',
  'alt.previewLegal': 'Anteprima di {color} {move}, sulle caselle {cells}: mossa valida.',
  'alt.previewIllegal': 'Anteprima di {color} {move}, sulle caselle {cells}: mossa non valida.',
  'alt.previewIllegalWhy': 'Anteprima di {color} {move}, sulle caselle {cells}: mossa non valida: {problem}.',
  'alt.pieces': 'Pezzi rimasti di {color}: {count} ({names}), {squares} caselle.',
  'alt.noPieces': 'nessuno',
  'alt.replay':
    'Replay della partita #{id} ({variant}): il tabellone dopo ciascuna delle sue {count} mosse, con l’ultima mossa evidenziata.',
};
