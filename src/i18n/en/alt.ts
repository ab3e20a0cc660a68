/** Alt text of the pictures (attachment descriptions, read by screen readers): plain text, no markdown. */
export const alt = {
  'alt.board': 'Blokus board, {variant}, {moves}.',
  'alt.toPlay': '{color} to play: {name}.',
  'alt.lastMove': 'Last move: {color} {move}.',
  'alt.squaresLeft': 'Squares left: {list}.',
  'alt.colorLeft': '{color} {count}',
  'alt.colorLeftOf': '{color} ({name}) {count}',
  'alt.blocked': '{entry}, blocked',
  'alt.resigned': '{entry}, resigned',
  'alt.scoreboard': 'Final scoreboard, {variant}, {moves}.',
  'alt.standing': '{rank}. {name} ({colors}) {score}',
  'alt.previewLegal': 'Preview of {color} {move}, covering {cells}: legal.',
  'alt.previewIllegal': 'Preview of {color} {move}, covering {cells}: not legal.',
  'alt.previewIllegalWhy': 'Preview of {color} {move}, covering {cells}: not legal: {problem}.',
  'alt.pieces': '{color} pieces left: {count} ({names}), {squares} squares.',
  'alt.noPieces': 'none',
  'alt.replay':
    'Replay of {variant} game #{id}: the board after each of its {count} moves, the move just made outlined.',
} as const;
