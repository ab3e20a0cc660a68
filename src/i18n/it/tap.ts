import type { tap as en } from '../en/tap.ts';
import type { Area } from '../keys.ts';

export const tap: Area<typeof en> = {
  'tap.heading': 'Tocca a {color}{shared, select, yes { (condiviso)} other {}}, mossa {n}.',
  'tap.ways': '{count, plural, one {# modo} other {# modi}}',
  'tap.piecesAlt':
    'Tabellone della partita {id} con gli angoli liberi di {color} numerati; pezzi che ci stanno: {names}.',
  'tap.pickPiece':
    '**Scegli un pezzo**: {count, plural, one {ci sta # pezzo} other {ci stanno # pezzi}} {corners, plural, one {al tuo angolo libero (numerato sul tabellone)} other {ai tuoi # angoli liberi (numerati sul tabellone)}}.',
  'tap.pieceMenu': 'Scegli un pezzo',
  'tap.pieceOption': '{squares, plural, one {# casella} other {# caselle}}, {ways}',
  'tap.cornerSpan': '{span, select, one {angolo {from}} other {angoli da {from} a {to}}}',
  'tap.cornersAlt':
    'Tabellone della partita {id}: angoli liberi di {color} dove ci sta {piece}, numerati {list}.',
  'tap.pickCorners':
    '**{piece}** ci sta in {ways}: **scegli dove**, secondo gli angoli numerati sul tabellone.',
  'tap.cornerMenu': 'Scegli dove va {piece}',
  'tap.cornerOption':
    '{span, select, one {Angolo {from} ({fromCell})} other {Angoli da {from} a {to} (da {fromCell} a {toCell})}}',
  'tap.placementsAlt': 'Primi piani delle {count} posizioni proposte, ognuna attorno al suo angolo: {list}.',
  'tap.pickPlacement': '**Scegli una posizione** ({count} numerate qui sotto) per vederla sul tabellone.',
  'tap.pickPlacementOf':
    '**{piece}**: **scegli una posizione** ({count} numerate qui sotto) per vederla sul tabellone.',
  'tap.onlyPiece': 'Ci sta solo **{piece}**, quindi viene scelto per te.',
  'tap.onlyWay': '**{piece}** ci sta in un modo solo, quindi quella posizione viene scelta per te.',
  'tap.onlyMove': 'È possibile una sola posizione, quindi viene scelta per te.',
  'tap.back': '◀ Indietro',
  'tap.closed':
    'Chiuso. Premi di nuovo **Gioca** sul messaggio del turno, o scrivi `/posa`, quando sei pronto.',
  'tap.stale': '⏳ {why} Non è stato giocato niente.',
  'tap.startAgain': 'Ricomincia',
  'tap.movedOn':
    'La partita è andata avanti da quando hai aperto questo (è stata giocata, passata o ritirata una mossa).',
  'tap.unreadable': 'Non è stato possibile leggere quella scelta.',
};
