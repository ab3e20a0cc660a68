import type { BoardId, Geometry, Step } from './geometry.ts';
import { TRANSFORMS, transformSquare } from './orientations.ts';
import { PIECE_SHAPES } from './pieces.ts';

const EDGE_STEPS: readonly Step[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const CORNER_STEPS: readonly Step[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/**
 * The geometry of a board of squares, `width` columns by `height` rows (a square board unless `height` is
 * given), with the 21 pieces of docs/rules.md section 3.
 */
export function squareGeometry(width: number, height = width): Geometry {
  for (const size of [width, height]) {
    if (!Number.isInteger(size) || size < 1 || size > 26) throw new Error(`unsupported board size ${size}`);
  }
  return {
    board: (width === height ? `square-${width}` : `rect-${width}x${height}`) as BoardId,
    width,
    height,
    pieceNames: PIECE_SHAPES.map((s) => s.name),
    pieceSizes: PIECE_SHAPES.map((s) => s.size),
    transforms: TRANSFORMS,
    isOnBoard: (x, y) => x >= 0 && y >= 0 && x < width && y < height,
    kind: () => 0,
    edgeSteps: () => EDGE_STEPS,
    cornerSteps: () => CORNER_STEPS,
    place(piece, transform, x, y) {
      const shape = PIECE_SHAPES[piece]!;
      const t = TRANSFORMS[transform]!;
      return shape.squares.map((s) => {
        const q = transformSquare(s, t);
        return { x: x + q.x, y: y + q.y };
      });
    },
  };
}

/**
 * The geometry of a figure's squares: its drawing (rows from the top, `#` a square of the figure, `.` none)
 * on the rectangle around it, whose other squares are off the board.
 */
export function maskedSquareGeometry(board: BoardId, drawing: readonly string[]): Geometry {
  const height = drawing.length;
  const width = Math.max(...drawing.map((row) => row.length));
  const square = squareGeometry(width, height);
  const inside = drawing.map((row) => [...row.padEnd(width, '.')].map((ch) => ch === '#'));
  return {
    ...square,
    board,
    isOnBoard: (x, y) => y >= 0 && y < height && inside[height - 1 - y]?.[x] === true,
  };
}
