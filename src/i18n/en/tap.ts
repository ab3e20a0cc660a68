/** The tap-to-play flow (Play button): corners, pieces, placements, each a private step. */
export const tap = {
  'tap.heading': '{color}{shared, select, yes { (shared)} other {}} to play, move {n}.',
  'tap.cornerMenu': 'Corner {from}–{to}: pick where to attach',
  'tap.cornerOption':
    '{pieces, plural, one {# piece} other {# pieces}} fit, {placements, plural, one {# placement} other {# placements}}',
  'tap.cornersAlt': "Board of game {id}: {color}'s open corners numbered {list}.",
  'tap.pickCorner':
    '**Pick a corner** (numbered on the board) where your next piece should touch your colour: {count, plural, one {# corner} other {# corners}}.',
  'tap.rangeLabel': 'Corners {from}–{to}',
  'tap.rangeDescription': 'from {from} to {to}',
  'tap.rangeAlt': "Board of game {id}: {color}'s {count} open corners, numbered.",
  'tap.rangeContent': '**{count} open corners**: pick which ones to choose from.',
  'tap.rangeMenu': 'Pick a range of corners',
  'tap.ways': '{count, plural, one {# way} other {# ways}}',
  'tap.piecesAlt':
    'Board of game {id} with corner {label} ({corner}) marked; pieces that fit there: {names}.',
  'tap.pickPiece':
    'Corner **{label}** ({corner}): **pick a piece**. {count, plural, one {# piece} other {# pieces}} fit here.',
  'tap.pieceMenu': 'Pick a piece',
  'tap.pieceOption': '{squares, plural, one {# square} other {# squares}}, {ways} here',
  'tap.backCorners': '◀ Corners',
  'tap.backPieces': '◀ Pieces',
  'tap.moreMenu': 'More placements',
  'tap.placementsAlt': 'Close-ups around {corner} of the {count} placements of {piece} there: {list}.',
  'tap.pickPlacement':
    '**{piece}** at corner **{label}** ({corner}): **pick a placement** ({count} numbered below) to see it on the board.',
  'tap.closed': 'Closed. Press **Play** on the turn message again, or type </place>, when you are ready.',
  'tap.stale': '⏳ {why} Nothing was played.',
  'tap.startAgain': 'Start again',
  'tap.movedOn': 'The game moved on since you opened this (a move was played, passed or taken back).',
  'tap.cornerGone': 'Corner {name} is not open now.',
  'tap.unreadable': 'That choice could not be read.',
  'tap.noFit': 'That piece does not fit there now.',
} as const;
