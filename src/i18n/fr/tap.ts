import type { tap as en } from '../en/tap.ts';
import type { Area } from '../keys.ts';

export const tap: Area<typeof en> = {
  'tap.heading': 'Au tour de {color}{shared, select, yes { (partagé)} other {}}, coup {n}.',
  'tap.cornerMenu': 'Coins {from} à {to} : choisis où t’accrocher',
  'tap.cornerOption':
    '{pieces, plural, one {# pièce rentre} other {# pièces rentrent}}, {placements, plural, one {# placement} other {# placements}}',
  'tap.cornersAlt': 'Plateau de la partie {id} : coins libres de {color}, numérotés {list}.',
  'tap.pickCorner':
    '**Choisis un coin** (numéroté sur le plateau) où ta prochaine pièce touchera ta couleur : {count, plural, one {# coin} other {# coins}}.',
  'tap.rangeLabel': 'Coins {from} à {to}',
  'tap.rangeDescription': 'de {from} à {to}',
  'tap.rangeAlt': 'Plateau de la partie {id} : les {count} coins libres de {color}, numérotés.',
  'tap.rangeContent': '**{count} coins libres** : choisis parmi lesquels regarder.',
  'tap.rangeMenu': 'Choisis une série de coins',
  'tap.ways': '{count, plural, one {# façon} other {# façons}}',
  'tap.piecesAlt':
    'Plateau de la partie {id}, coin {label} ({corner}) marqué ; pièces qui y rentrent : {names}.',
  'tap.pickPiece':
    'Coin **{label}** ({corner}) : **choisis une pièce**. {count, plural, one {# pièce rentre} other {# pièces rentrent}} ici.',
  'tap.pieceMenu': 'Choisis une pièce',
  'tap.pieceOption': '{squares, plural, one {# case} other {# cases}}, {ways} ici',
  'tap.backCorners': '◀ Coins',
  'tap.backPieces': '◀ Pièces',
  'tap.moreMenu': 'Autres placements',
  'tap.placementsAlt': 'Gros plans autour de {corner} des {count} placements de {piece} : {list}.',
  'tap.pickPlacement':
    '**{piece}** au coin **{label}** ({corner}) : **choisis un placement** ({count} numérotés ci-dessous) pour le voir sur le plateau.',
  'tap.closed':
    'Fermé. Appuie de nouveau sur **Jouer** sous le message du tour, ou tape </place>, quand tu es prêt.',
  'tap.stale': '⏳ {why} Rien n’a été joué.',
  'tap.startAgain': 'Recommencer',
  'tap.movedOn': 'La partie a avancé depuis que tu as ouvert ceci (un coup a été joué, passé ou repris).',
  'tap.cornerGone': 'Le coin {name} n’est plus libre.',
  'tap.unreadable': 'Ce choix n’a pas pu être lu.',
  'tap.noFit': 'Cette pièce ne rentre plus là.',
};
