/** Private answers while playing: placing, previews, their buttons. */
export const play = {
  'play.done': 'Played {move}.',
  'play.doneOther': 'Done.',
  'play.preview': 'Preview: **{move}**{legal, select, yes { — legal.} other { — not legal here.}}',
  'play.confirmHint': 'Press **Confirm** to play it, or turn, flip or move it first.',
  'play.otherPiece': 'Choose another piece: `/pieces` shows the ones you still have.',
  'play.nothingNow': 'Nothing to place now: `/board` shows the game.',
  'play.adjust': 'Rotate, flip or move it with the arrows, or try another square.',
  'play.nearby': 'Legal placements of this piece nearby (tap one below to see it): {list}',
  'play.notPlayed': '❌ Not played: that placement breaks a rule.',
  'play.fitsNowhere':
    '❌ **{piece}** fits nowhere now. `/place` shows the pieces that still fit as you type.',
  'play.fitsIn':
    '**{piece}** fits in {count, plural, one {# place} other {# places}}: pick one to preview it{more, select, yes { (the first 25: add a square after the piece to narrow them down)} other {}}.',
  'play.pickPlaceholder': 'Pick a placement to preview',
  'play.covers': 'covers {cells}',
  'play.closed': 'Preview closed.',
  'play.boardChanged': 'The board changed since this preview; here it is on the current board.',
  'play.legalCaption': 'legal placement',
  'play.illegalCaption': 'not a legal placement',
  'button.confirm': 'Confirm',
  'button.rotate': 'Rotate ↻',
  'button.flip': 'Flip ⇋',
  'button.cancel': 'Cancel',
  'button.chooseAgain': 'Choose again',
  'button.resign': 'Resign {color}',
  'button.keepPlaying': 'Keep playing',
} as const;
