import type { Color } from './colors.ts';
import type { BoardId, Geometry, Point } from './geometry.ts';
import type { PieceSetId } from './pieces.ts';
import { maskedSquareGeometry } from './square-geometry.ts';

/**
 * The rule book's solo challenge "reproduce an imposed figure": fill a figure with the pieces given, under
 * the tetromino puzzle's rule (a colour's pieces touch only at corners, each new one touching its colour at
 * a corner; any colour on any turn; a colour's first piece anywhere in the figure). The figures are the
 * project's own, each checked solvable by `searchPuzzle` (test/engine/figures.test.ts).
 *
 * Each drawing is the figure's rows from the top: `#` a square of the figure, `.` a square of the
 * rectangle around it that is not (off the board).
 */
export const FIGURE_DRAWINGS: Readonly<Record<string, readonly string[]>> = {
  heart: [
    '.##..##.', //
    '########',
    '########',
    '.######.',
    '..####..',
    '...##...',
  ],
  cross: [
    '...##...', //
    '...##...',
    '..####..',
    '########',
    '########',
    '..####..',
    '...##...',
    '...##...',
  ],
  stairs: [
    '##......', //
    '##......',
    '####....',
    '####....',
    '######..',
    '######..',
    '########',
    '########',
  ],
  house: [
    '....##....', //
    '...####...',
    '..######..',
    '.########.',
    '##########',
    '.########.',
    '.########.',
    '.###..###.',
  ],
  arrow: [
    '....##....', //
    '....###...',
    '#########.',
    '##########',
    '##########',
    '#########.',
    '....###...',
    '....##....',
  ],
};

/** Whether a board is a figure's (`figure-heart`). */
export function isFigureBoard(board: BoardId): boolean {
  return board.startsWith('figure-');
}

/** The geometry of the figure `name` (the `NAME` of its board `figure-NAME`). */
export function figureGeometry(name: string): Geometry {
  const drawing = Object.hasOwn(FIGURE_DRAWINGS, name) ? FIGURE_DRAWINGS[name] : undefined;
  if (!drawing) throw new Error(`unknown figure ${name}`);
  return maskedSquareGeometry(`figure-${name}`, drawing);
}

/** The squares of a figure: a colour's first piece may go on any of them. */
function figureCells(name: string): Point[] {
  const g = figureGeometry(name);
  const cells: Point[] = [];
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++) if (g.isOnBoard(x, y)) cells.push({ x, y });
  return cells;
}

/** The colours of every figure: each gets the figure's pieces. */
const FIGURE_COLORS: readonly Color[] = ['blue', 'yellow', 'red', 'green'];

/** The variant of a figure: its board, and the pieces given (`pieceSet`, for each of the four colours). */
function figureVariant<N extends string>(name: N, title: string, pieceSet: PieceSetId) {
  const id = `figure-${name}` as const;
  return {
    id,
    title,
    board: id,
    boardSize: figureGeometry(name).width,
    colors: FIGURE_COLORS,
    starts: [],
    sharedStarts: figureCells(name),
    pieceSet,
    bonuses: false,
    seats: 1,
    owners: [0, 0, 0, 0],
    scoreSeats: [0, 0, 0, 0],
    freeColorOrder: true,
    sgfGame: 'Blokus',
  } as const;
}

/**
 * The figures as variants, keyed by id. No Pentobi name: `GM[Blokus]` with `XBV[figure-heart]` ….
 */
export const FIGURE_VARIANTS = {
  'figure-heart': figureVariant('heart', 'Figure: heart', 'figure-heart'),
  'figure-cross': figureVariant('cross', 'Figure: cross', 'figure-cross'),
  'figure-stairs': figureVariant('stairs', 'Figure: staircase', 'figure-stairs'),
  'figure-house': figureVariant('house', 'Figure: house', 'figure-house'),
  'figure-arrow': figureVariant('arrow', 'Figure: arrow', 'figure-arrow'),
} as const;
