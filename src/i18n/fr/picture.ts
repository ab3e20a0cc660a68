import type { picture as en } from '../en/picture.ts';
import type { Area } from '../keys.ts';

export const picture: Area<typeof en> = {
  'picture.fast': '{title} · rapide',
  'picture.toPlay': 'Au tour de {color} : {name}',
  'picture.movesPlayed': '{count, plural, one {# coup joué} other {# coups joués}}',
  'picture.squaresLeft': '{count, plural, one {# case restante} other {# cases restantes}}',
  'picture.trianglesLeft': '{count, plural, one {# triangle restant} other {# triangles restants}}',
  'picture.left': 'reste {count}',
  'picture.pieces': '{count, plural, one {# pièce} other {# pièces}}',
  'picture.bonus': 'bonus {bonus}',
  'picture.passed': 'passe',
  'picture.resigned': 'abandon',
  'picture.next': 'ensuite : {name}',
  'picture.countsForNobody': 'ne compte pour personne',
  'picture.unscored': 'hors score',
  'picture.shared': '{color} · partagé',
  'picture.noPieceYet': 'Aucune pièce posée',
  'picture.last': 'Dernier :',
  'picture.finalScore': '{title} · score final',
  'picture.scoreSoFar': '{title} · score provisoire',
  'picture.scoresForNobody': 'ne compte pour personne',
  'picture.rank': '{rank, selectordinal, one {#er} other {#e}}',
  'picture.soloScore': '{name} marque {score}',
  'picture.teamWins': '{name} gagnent',
  'picture.wins': '{name} gagne',
  'picture.draw': 'Égalité : {names}',
};
