/** The tap-to-play flow (Play button): pieces, where they go, placements, each a private step. */
export const tap = {
  'tap.heading': '{color}{shared, select, yes { (shared)} other {}} to play, move {n}.',
  'tap.ways': '{count, plural, one {# way} other {# ways}}',
  'tap.piecesAlt': "Board of game {id} with {color}'s open corners numbered; pieces that fit: {names}.",
  'tap.pickPiece':
    '**Pick a piece**: {count, plural, one {# piece fits} other {# pieces fit}} at your {corners, plural, one {open corner} other {# open corners}} (numbered on the board).',
  'tap.pieceMenu': 'Pick a piece',
  'tap.pieceOption': '{squares, plural, one {# square} other {# squares}}, {ways}',
  'tap.cornerSpan': '{span, select, one {corner {from}} other {corners {from}–{to}}}',
  'tap.cornersAlt': "Board of game {id}: {color}'s open corners where {piece} fits, numbered {list}.",
  'tap.pickCorners': '**{piece}** fits in {ways}: **pick where**, by the corners numbered on the board.',
  'tap.cornerMenu': 'Pick where {piece} goes',
  'tap.cornerOption':
    '{span, select, one {Corner {from} ({fromCell})} other {Corners {from}–{to} ({fromCell}–{toCell})}}',
  'tap.placementsAlt': 'Close-ups of the {count} placements offered, each around its corner: {list}.',
  'tap.pickPlacement': '**Pick a placement** ({count} numbered below) to see it on the board.',
  'tap.pickPlacementOf': '**{piece}**: **pick a placement** ({count} numbered below) to see it on the board.',
  'tap.onlyPiece': 'Only **{piece}** fits, so it is chosen for you.',
  'tap.onlyWay': '**{piece}** fits only one way, so it is chosen for you.',
  'tap.onlyMove': 'Only one placement is legal, so it is chosen for you.',
  'tap.back': '◀ Back',
  'tap.closed': 'Closed. Press **Play** on the turn message again, or type `/place`, when you are ready.',
  'tap.stale': '⏳ {why} Nothing was played.',
  'tap.startAgain': 'Start again',
  'tap.movedOn': 'The game moved on since you opened this (a move was played, passed or taken back).',
  'tap.unreadable': 'That choice could not be read.',
} as const;
