/** </blokus help>: the rules in short, the notation, the commands, in the tone of the rule books. */
export const help = {
  'help.title': 'How to play {variant} here',
  'help.titleGeneral': 'How to play Blokus here',
  'help.lead':
    'Press **{play}** under the turn message to place a piece by taps: a corner, a piece, a placement, then **{confirm}**. Stuck? </hint> shows you the computer’s best placements.{computer, select, yes { No one to play with? Open a game with </blokus new> and the computer as opponent (levels {min} to {max}), or add computer players from the lobby.} other {}}',
  'help.gameTitle': 'The game',
  'help.who':
    '{seats, plural, one {One player plays {colors, plural, one {one colour} other {all # colours}}} other {# players, {each, plural, one {one colour each} other {# colours each}}}}{shared, select, yes {; one more colour is played in turn by everyone and scores for nobody} other {}}{teams, select, yes {; partners add up their scores ({pairs})} other {}}.',
  'help.pieces':
    'Each colour has **{count} pieces**{copies, plural, one {} other { ({shapes} shapes, # of each)}}, {same, select, yes {{max} {cell, select, triangle {triangles} other {squares}} each} other {of {min} to {max} {cell, select, triangle {triangles} other {squares}}}}.',
  'help.figure': 'The board is the figure: its {count} squares, and no square outside it.',
  'help.startOwn': 'A colour’s **first piece** covers its start square: {starts}.',
  'help.startShared':
    'A colour’s **first piece** covers one of the {count} start points shared by everyone that is still free: {starts}.',
  'help.startAnywhere': 'A colour’s **first piece** goes anywhere.',
  'help.fastContact': 'With `fast-contact:True`, the start squares are nearer the middle: {starts}.',
  'help.rulesTitle': 'The rules',
  'help.corner':
    'After that, every new piece must touch a piece of **the same colour corner to corner**, and may **never touch it along an edge**. Touching other colours is fine.',
  'help.end':
    'A colour that cannot place any piece passes for the rest of the game; the bot does that for you. When nobody can move, the game ends.',
  'help.endPuzzle':
    'You choose the colour on every move, and </undo> is always free. Solved when all {count} pieces are in. Stuck? Take pieces back, or end it with </resign>.',
  'help.score':
    '**Score**: −1 per {cell, select, triangle {triangle} other {square}} left{bonuses, select, yes {; +15 for placing all pieces, +20 if the last one was the single {cell, select, triangle {triangle} other {square}} `{single}`} other {, and no bonus}}.',
  'help.placingTitle': 'Placing a piece',
  'help.notationSquare':
    '</place> `P5-L e5` — the piece, then the square its **pivot** (the dot on the chart) goes on.\n</place> `P5-L e5 rot90 flip` — `flip` mirrors it left↔right first, then `rot90`/`rot180`/`rot270` turn it clockwise (`r90` or `90` work too).\n</place> `e5,f5,g5,g6,g7` — or just list the squares it covers; the bot works out the piece.\nNames: `P5-L` or `L5`, `P4-O` or `O`, `P` alone is the P pentomino, `1` and `2` the small ones. Autocomplete on `move` shows only legal placements.',
  'help.notationTrigon':
    "</place> `V s14 rot240` — the piece's name (`{names}`), the cell its **pivot** goes on, then a turn `rot60` … `rot300` (clockwise) and `flip` (mirrored left↔right first).\nEvery triangle points up ▲ or down ▼. Turning by 60°, 180° or 300° swaps them, so the pivot's cell must point the way the turn asks; the bot tells you when it does not.\n</place> `r12,r13,s13,r14,s14,r15` — or list the triangles it covers. </board> `zoom:r12` shows the triangles around a cell with their names. Autocomplete on `move` shows only legal placements.",
  'help.notationColor':
    '</place> `red P4-T c3` — the colour, then the piece and the square its **pivot** goes on (`rot90`, `flip` … turn it).\n</place> `a1,b1,a2,b2 green` — or the squares it covers, with the colour before or after. Without a colour, the colour shown as next is played.',
  'help.range':
    'Columns are letters from the left (a…{lastColumn}), rows are numbers from the bottom (1…{rows}){cell, select, triangle {} other {: **a1** is the lower-left corner}}.',
  'help.commandsTitle': 'Commands',
  'help.commands':
    '</blokus new> open a game · </blokus join> · </blokus start> · </blokus leave> · </blokus cancel>\n</place> play (add `preview:True` to see it privately first, with Rotate/Flip) · </hint> the computer’s advice · </resign> resign the colour you are to move with\n</board> the board · </pieces> your pieces · </undo> take back the last move\n</blokus replace> hand a seat to someone new (yours if you have to go; the host or a moderator: a player who vanished) · </blokus remove> take a vanished player out\n</blokus games> where it is your turn · </blokus leaderboard> · </blokus settings> reminders (channel or DM), quiet hours, colour-blind pictures',
  'help.moreTitle': 'Other games here',
  'help.more':
    '{variants}. </blokus help> with `variant` explains each one; </blokus new> with `variant` opens it.',
  'help.chartAlt':
    'The {count} pieces by name ({first} to {last}), each drawn with its {cell, select, triangle {triangles} other {squares}}; a dot marks the pivot that goes on the cell you name.',
  'picture.used': 'used',
  'picture.piecesLeftSubtitle':
    '{count, plural, one {# piece left} other {# pieces left}}, {squares} squares · white dot: the pivot',
  'picture.sameShape': 'same shape as {transform}',
  'picture.orientationsTitle': '{piece} · its 8 orientations',
  'picture.orientationsSubtitle':
    'White dot: the pivot. "{piece} e5 rot90 flip" puts the pivot on e5, turned as shown',
  'picture.chartTitle': 'The {count} pieces',
  'picture.chartTitleJunior': 'The 12 Junior pieces, two of each',
  'picture.chartSubtitle': 'White dot: the pivot, which goes on the square you name (P5-L e5 puts it on e5)',
  'picture.chartTitleTrigon': 'The 22 Trigon pieces',
  'picture.chartSubtitleTrigon':
    'White dot: the pivot, which goes on the triangle you name (▲ pivots on ▲, ▼ on ▼)',
  'picture.pivotUp': 'pivot ▲',
  'picture.pivotDown': 'pivot ▼',
  'picture.piecesLeftSubtitleTrigon':
    '{count, plural, one {# piece left} other {# pieces left}}, {squares} triangles · white dot: the pivot',
  'picture.orientationsTitleTrigon': '{piece} · its 12 turns',
  'picture.orientationsSubtitleTrigon':
    'White dot: the pivot. "{piece} r15 rot60 flip" puts the pivot on r15, turned as shown',
  'picture.zoomTitle': 'Around {cell}',
  'picture.zoomSubtitle': 'Empty triangles carry their names',
} as const;
