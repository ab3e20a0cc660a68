import type { Transform } from './orientations.ts';

/** A board square given by column (0 = `a`) and row (0 = row `1`, the bottom). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A board's geometry as data: which cells exist, how they touch, and how a piece lands on them. One
 * engine plays every geometry; nothing outside this interface knows whether cells are squares or
 * triangles.
 *
 * Cells are named by column x (0 = `a`) and row y (0 = row `1`, the bottom) on a `width` × `height`
 * rectangle; a board that is not a rectangle (the Trigon hexagon) leaves some of its cells off the board.
 */
export interface Geometry {
  readonly board: BoardId;
  readonly width: number;
  readonly height: number;
  /** The pieces of this geometry, by index: their names and sizes (index 0 is the single cell). */
  readonly pieceNames: readonly string[];
  readonly pieceSizes: readonly number[];
  /** The transforms, in the order that makes a placement's canonical word (the first that gives it). */
  readonly transforms: readonly Transform[];
  /** Whether a cell of the rectangle is on the board. */
  isOnBoard(x: number, y: number): boolean;
  /** The cell's kind: 0 for every square; for triangles 0 ▲ (points up) and 1 ▼ (points down). */
  kind(x: number, y: number): number;
  /**
   * Steps to the cells sharing an edge with (x, y), whether on the board or not, at most 4, in a fixed
   * order (the bits of the layout's bucket masks).
   */
  edgeSteps(x: number, y: number): readonly Step[];
  /** Steps to the cells sharing only a corner with (x, y), whether on the board or not. */
  cornerSteps(x: number, y: number): readonly Step[];
  /**
   * The cells of piece `piece` under transform `transform` (an index of `transforms`) with its pivot on
   * (x, y), possibly off the board; null when the pivot cannot go there (a triangle of the wrong kind).
   * A pivot moved to a cell of the same kind moves every cell by the same step (the layout builds each
   * placement from one per kind, `src/engine/layout-build.ts`).
   */
  place(piece: number, transform: number, x: number, y: number): Point[] | null;
}

/** A step (dx, dy) from one cell to another. */
export type Step = readonly [number, number];

/**
 * A board: `square-N` (N × N squares), `rect-WxH` (W columns and H rows of squares), `trigon-N` (the
 * hexagon of triangles with edge N) or `figure-NAME` (the squares of a figure to fill, src/engine/figures.ts).
 */
export type BoardId =
  | `square-${number}`
  | `rect-${number}x${number}`
  | `trigon-${number}`
  | `figure-${string}`;

/** The most edge neighbours a cell has in any geometry (squares: 4, triangles: 3). */
export const MAX_EDGE_STEPS = 4;
