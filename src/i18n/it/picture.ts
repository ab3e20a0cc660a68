import type { picture as en } from '../en/picture.ts';
import type { Area } from '../keys.ts';

export const picture: Area<typeof en> = {
  'picture.fast': '{title} · rapido',
  'picture.toPlay': 'Tocca a {color}: {name}',
  'picture.movesPlayed': '{count, plural, one {# mossa giocata} other {# mosse giocate}}',
  'picture.squaresLeft': '{count, plural, one {# casella rimasta} other {# caselle rimaste}}',
  'picture.trianglesLeft': '{count, plural, one {# triangolo rimasto} other {# triangoli rimasti}}',
  'picture.left': '{count} rimaste',
  'picture.pieces': '{count, plural, one {# pezzo} other {# pezzi}}',
  'picture.bonus': 'bonus {bonus}',
  'picture.passed': 'passa',
  'picture.resigned': 'ritirato',
  'picture.next': 'poi: {name}',
  'picture.countsForNobody': 'non conta per nessuno',
  'picture.unscored': 'senza punti',
  'picture.shared': '{color} · condiviso',
  'picture.noPieceYet': 'Nessun pezzo ancora piazzato',
  'picture.last': 'Ultima:',
  'picture.finalScore': '{title} · punteggio finale',
  'picture.scoreSoFar': '{title} · punteggio parziale',
  'picture.scoresForNobody': 'non conta per nessuno',
  'picture.rank': '{rank, selectordinal, other {#º}}',
  'picture.soloScore': '{name} fa {score}',
  'picture.teamWins': 'Vincono {name}',
  'picture.wins': 'Vince {name}',
  'picture.draw': 'Pareggio: {names}',
};
