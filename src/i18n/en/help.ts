/** `/blokus help`: the rules in short, the notation, the commands, in the tone of the rule books. */
export const help = {
  'help.title': 'How to play Blokus here',
  'help.rulesTitle': 'The rules',
  'help.placingTitle': 'Placing a piece',
  'help.commandsTitle': 'Commands',
  'help.rules':
    'Each colour places its 21 pieces one at a time. The **first piece** must cover its start square (a corner of the board; in Duo and Junior, e10 or j5).\nAfter that, every new piece must touch a piece of **the same colour corner to corner**, and may **never touch it along an edge**. Touching other colours is fine.\nA colour that cannot place any piece passes for the rest of the game; the bot does that for you. When nobody can move, the game ends.\n**Score**: −1 per square left; +15 for placing all pieces, +20 if the last one was the single square (P1).',
  'help.notation':
    '`/place P5-L e5` — the piece, then the square its **pivot** (the dot on the chart) goes on.\n`/place P5-L e5 rot90 flip` — `flip` mirrors it left↔right first, then `rot90`/`rot180`/`rot270` turn it clockwise (`r90` or `90` work too).\n`/place e5,f5,g5,g6,g7` — or just list the squares it covers; the bot works out the piece.\nColumns are letters from the left (a…t), rows are numbers from the bottom (1…20): **a1** is the lower-left corner.\nNames: `P5-L` or `L5`, `P4-O` or `O`, `P` alone is the P pentomino, `1` and `2` the small ones. Autocomplete on `move` shows only legal placements.',
  'help.commands':
    '`/blokus new` open a game · `/blokus join` · `/blokus start` · `/blokus leave` · `/blokus cancel`\n`/place` play (add `preview:True` to see it privately first, with Rotate/Flip) · `/resign` resign the colour you are to move with\n`/board` the board · `/pieces` your pieces · `/undo` take back the last move\n`/blokus replace` hand a seat to someone new (yours if you have to go; the host or a moderator: a player who vanished) · `/blokus remove` take a vanished player out\n`/blokus games` where it is your turn · `/blokus leaderboard` · `/blokus settings` reminders (channel or DM), quiet hours, colour-blind pictures',
  'help.chartAlt':
    'The 21 Blokus pieces by name (P1 to P5-Z), each drawn with its squares; a dot marks the pivot that goes on the square you name.',
  'help.topic.trigon': 'Blokus Trigon',
  'help.topic.puzzle': 'The tetromino puzzle and the figures',
  'help.trigon.title': 'How to play Blokus Trigon here',
  'help.trigon.rules':
    "The board is a hexagon of triangles; each colour has 22 pieces of 1 to 6 triangles. There are **six start points**, shared by everyone: a colour's **first piece** must cover one that is still free (the turn message lists them). After that, as in Blokus, every new piece must touch a piece of **the same colour at a corner** and **never along an edge**; touching other colours is fine.\nVariants: `trigon` for 4, `trigon-2` (each player two colours), `trigon-3` on the smaller board, `trigon-teams`, `trigon-solo`.\n**Score**: −1 per triangle left; +15 for placing all 22 pieces, +20 if the last one was the single triangle `1`.",
  'help.trigon.notation':
    "`/place V s14 rot240` — the piece's name (`I6 L6 V S P6 F W A6 G Y X O I5 L5 C5 P5 I4 C4 A4 I3 2 1`), the cell its **pivot** goes on, then a turn `rot60` … `rot300` (clockwise) and `flip` (mirrored left↔right first).\nEvery triangle points up ▲ or down ▼. Turning by 60°, 180° or 300° swaps them, so the pivot's cell must point the way the turn asks; the bot tells you when it does not.\n`/place r12,r13,s13,r14,s14,r15` — or list the triangles it covers.\nColumns are letters from the left (a … z, then aa … ai), rows numbers from the bottom. `/board zoom:r12` shows the triangles around a cell with their names. Autocomplete on `move` shows only legal placements.",
  'help.puzzle.title': 'The tetromino puzzle and the figures',
  'help.puzzle.rules':
    "Alone, place the 20 pieces of four squares (the five tetrominoes of each of the four colours) in the **8 × 10 rectangle**. The Blokus rule holds: pieces of the same colour touch only **at corners, never along an edge**, and each new piece touches its colour at a corner (a colour's first piece goes anywhere). You choose the colour on every move. Solved when all 20 are in: the bot says so with the time it took.\nStart it with `/blokus new variant:puzzle-tetrominoes`. `/undo` is always free here. Stuck (no colour can place another piece)? The puzzle waits: take pieces back, or end it with `/resign`.\n**Figures**: fill a heart, a cross, a staircase, a house or an arrow (`variant:figure-heart` …) with the pieces each colour is given, under the same rule; squares outside the figure are not part of the board.",
  'help.puzzle.notation':
    '`/place red P4-T c3` — the colour, then the piece and its pivot as in Blokus (`rot90`, `flip` …).\n`/place a1,b1,a2,b2 green` — or the squares it covers, with the colour before or after. Without a colour, the colour shown as next is played.',
  'picture.used': 'used',
  'picture.piecesLeftSubtitle':
    '{count, plural, one {# piece left} other {# pieces left}}, {squares} squares · white dot: the pivot',
  'picture.sameShape': 'same shape as {transform}',
  'picture.orientationsTitle': '{piece} · its 8 orientations',
  'picture.orientationsSubtitle':
    'White dot: the pivot. "{piece} e5 rot90 flip" puts the pivot on e5, turned as shown',
  'picture.chartTitle': 'The 21 pieces',
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
