import { FIGURE_VARIANTS } from './figures.ts';
import type { Point } from './geometry.ts';

const WIDTH = 8;
const HEIGHT = 10;

/** Every cell of the puzzle's rectangle: a colour's first piece may go anywhere. */
const EVERY_CELL: readonly Point[] = Array.from({ length: WIDTH * HEIGHT }, (_, i) => ({
  x: i % WIDTH,
  y: Math.floor(i / WIDTH),
}));

/**
 * The rule book's second solo puzzle: the 20 tetrominoes of the four colours in an 8 × 10
 * rectangle, with the basic rule (a colour's pieces touch only at corners, each new one touching its colour
 * at a corner, so each colour is one corner-connected group), any colour on any turn. Solved when all 20 are
 * placed, which fills the rectangle. No Pentobi name: `GM[Blokus]` with `XBV[puzzle-tetrominoes]`. The
 * figures to fill (src/engine/figures.ts) are puzzles of the same kind.
 */
export const PUZZLE_VARIANTS = {
  'puzzle-tetrominoes': {
    id: 'puzzle-tetrominoes',
    title: 'Tetromino puzzle',
    board: `rect-${WIDTH}x${HEIGHT}`,
    boardSize: WIDTH,
    colors: ['blue', 'yellow', 'red', 'green'],
    starts: [],
    sharedStarts: EVERY_CELL,
    pieceSet: 'tetrominoes',
    bonuses: false,
    seats: 1,
    owners: [0, 0, 0, 0],
    scoreSeats: [0, 0, 0, 0],
    freeColorOrder: true,
    sgfGame: 'Blokus',
  },
  ...FIGURE_VARIANTS,
} as const;
