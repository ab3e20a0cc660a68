import type { tap as en } from '../en/tap.ts';
import type { Area } from '../keys.ts';

export const tap: Area<typeof en> = {
  'tap.heading': 'Au tour de {color}{shared, select, yes { (partagé)} other {}}, coup {n}.',
  'tap.ways': '{count, plural, one {# façon} other {# façons}}',
  'tap.piecesAlt':
    'Plateau de la partie {id}, coins libres de {color} numérotés ; pièces qui rentrent : {names}.',
  'tap.pickPiece':
    '**Choisis une pièce** : {count, plural, one {# pièce rentre} other {# pièces rentrent}} {corners, plural, one {à ton coin libre (numéroté sur le plateau)} other {à tes # coins libres (numérotés sur le plateau)}}.',
  'tap.pieceMenu': 'Choisis une pièce',
  'tap.pieceOption': '{squares, plural, one {# case} other {# cases}}, {ways}',
  'tap.cornerSpan': '{span, select, one {coin {from}} other {coins {from} à {to}}}',
  'tap.cornersAlt':
    'Plateau de la partie {id} : coins libres de {color} où rentre {piece}, numérotés {list}.',
  'tap.pickCorners':
    '**{piece}** rentre de {ways} : **choisis où**, d’après les coins numérotés sur le plateau.',
  'tap.cornerMenu': 'Choisis où poser {piece}',
  'tap.cornerOption':
    '{span, select, one {Coin {from} ({fromCell})} other {Coins {from} à {to} ({fromCell} à {toCell})}}',
  'tap.placementsAlt': 'Gros plans des {count} placements proposés, chacun autour de son coin : {list}.',
  'tap.pickPlacement': '**Choisis un placement** ({count} numérotés ci-dessous) pour le voir sur le plateau.',
  'tap.pickPlacementOf':
    '**{piece}** : **choisis un placement** ({count} numérotés ci-dessous) pour le voir sur le plateau.',
  'tap.onlyPiece': 'Seule la pièce **{piece}** rentre : elle est choisie pour toi.',
  'tap.onlyWay': '**{piece}** ne rentre que d’une façon : elle est choisie pour toi.',
  'tap.onlyMove': 'Un seul placement est permis : il est choisi pour toi.',
  'tap.back': '◀ Retour',
  'tap.closed':
    'Fermé. Appuie de nouveau sur **Jouer** sous le message du tour, ou tape `/poser`, quand tu es prêt.',
  'tap.stale': '⏳ {why} Rien n’a été joué.',
  'tap.startAgain': 'Recommencer',
  'tap.movedOn': 'La partie a avancé depuis que tu as ouvert ceci (un coup a été joué, passé ou repris).',
  'tap.unreadable': 'Ce choix n’a pas pu être lu.',
};
