import type { tap as en } from '../en/tap.ts';
import type { Area } from '../keys.ts';

export const tap: Area<typeof en> = {
  'tap.heading': 'Tocca a {color}{shared, select, yes { (condiviso)} other {}}, mossa {n}.',
  'tap.cornerMenu': 'Angoli da {from} a {to}: scegli dove attaccarti',
  'tap.cornerOption':
    '{pieces, plural, one {ci sta # pezzo} other {ci stanno # pezzi}}, {placements, plural, one {# posizione} other {# posizioni}}',
  'tap.cornersAlt': 'Tabellone della partita {id}: angoli liberi di {color}, numerati {list}.',
  'tap.pickCorner':
    '**Scegli un angolo** (numerato sul tabellone) dove il tuo prossimo pezzo toccherà il tuo colore: {count, plural, one {# angolo} other {# angoli}}.',
  'tap.rangeLabel': 'Angoli da {from} a {to}',
  'tap.rangeDescription': 'da {from} a {to}',
  'tap.rangeAlt': 'Tabellone della partita {id}: i {count} angoli liberi di {color}, numerati.',
  'tap.rangeContent': '**{count} angoli liberi**: scegli tra quali guardare.',
  'tap.rangeMenu': 'Scegli un gruppo di angoli',
  'tap.ways': '{count, plural, one {# modo} other {# modi}}',
  'tap.piecesAlt':
    'Tabellone della partita {id} con l’angolo {label} ({corner}) segnato; pezzi che ci stanno: {names}.',
  'tap.pickPiece':
    'Angolo **{label}** ({corner}): **scegli un pezzo**. {count, plural, one {Qui ci sta # pezzo} other {Qui ci stanno # pezzi}}.',
  'tap.pieceMenu': 'Scegli un pezzo',
  'tap.pieceOption': '{squares, plural, one {# casella} other {# caselle}}, {ways} qui',
  'tap.backCorners': '◀ Angoli',
  'tap.backPieces': '◀ Pezzi',
  'tap.moreMenu': 'Altre posizioni',
  'tap.placementsAlt': 'Primi piani attorno a {corner} delle {count} posizioni di {piece}: {list}.',
  'tap.pickPlacement':
    '**{piece}** all’angolo **{label}** ({corner}): **scegli una posizione** ({count} numerate qui sotto) per vederla sul tabellone.',
  'tap.closed':
    'Chiuso. Premi di nuovo **Gioca** sul messaggio del turno, o scrivi </place>, quando sei pronto.',
  'tap.stale': '⏳ {why} Non è stato giocato niente.',
  'tap.startAgain': 'Ricomincia',
  'tap.movedOn':
    'La partita è andata avanti da quando hai aperto questo (è stata giocata, passata o ritirata una mossa).',
  'tap.cornerGone': 'L’angolo {name} non è più libero.',
  'tap.unreadable': 'Non è stato possibile leggere quella scelta.',
  'tap.noFit': 'Quel pezzo non ci sta più lì.',
};
