/** The computer players and hints: lobby choice, computer seats, `/hint`, hints used at the end. */
export const computer = {
  'computer.name': 'Computer (level {level})',
  'computer.addPlaceholder': 'Add a computer player (host)…',
  'computer.addOption': 'Computer, level {level}',
  'computer.levelWeakest': 'A beginner who makes mistakes on purpose',
  'computer.levelStrongest': 'The strongest: a few seconds a move',
  'computer.levelMiddle': 'Stronger as the level goes up',
  'computer.removeOption': 'Remove the last computer added',
  'computer.added': '🤖 A computer player (level {level}) took a seat in game #{id}.',
  'computer.removed': '✅ The last computer player left game #{id}.',
  'computer.gameStarted':
    '🤖 Game #{id} ({variant}) has started against the computer (level {level}). Good luck!',
  'computer.hintsOffRule': '**Hints**: off',
  'computer.hintTitle': '💡 **Hints for {color}** in game #{id}: the computer’s best placements.',
  'computer.hintLine': '**{n}.** `{move}`: wins about {rate} % of the time, margin {margin} points',
  'computer.hintLineSolo': '**{n}.** `{move}`: a final score of about {score} points',
  'computer.hintNone': 'The computer has no placement to suggest: this colour cannot move.',
  'computer.puzzleHintTitle': '🧩 **A solution goes on from here** (game #{id}). Pieces of it that fit now:',
  'computer.puzzleHintLine': '**{n}.** {color} `{move}`',
  'computer.puzzleHintNone':
    '🧩 **No solution goes on from here**: however the pieces left are placed, the rectangle cannot be filled. Take pieces back with `/undo`.',
  'computer.puzzleHintUnknown':
    '🧩 I found no solution from here in the time I had, which does not prove there is none. Place another piece or two and ask again.',
  'computer.hintFooter':
    'Only you see this. Preview or play a placement with the buttons; hints you used in this game: {count}.',
  'computer.hintPreview': 'Hint {n} of {count}, on the board as it is now',
  'computer.buttonPreview': 'Preview {n}',
  'computer.buttonPlay': 'Play {n}',
  'computer.hintsUsed': '💡 Hints used: {list}.',
  'computer.hintsUsedItem': '{name} {count}',
  'error.hints-off': 'Hints are off in game #{id}: its host turned them off when opening it.',
  'error.no-computer-seat': 'Game #{id} has no computer player to remove.',
  'error.computer-busy': 'The computer is busy with other searches right now: try again in a few seconds.',
  'error.puzzle-stuck':
    'No colour can place another piece: {placed} of {pieces} are on the board. Take pieces back with `/undo`, or end the puzzle with `/resign`.',
  'error.computer-unsupported':
    'The computer does not play {variant} yet: computer players and hints are for the square boards.',
  'error.not-allowed.add-computer': 'Only the player who opened the game can add or remove computer players.',
} as const;
