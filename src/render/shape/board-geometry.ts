import type { Point } from '../../engine/index.ts';

/** A pixel rectangle (x, y of the top-left corner). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where a board grid sits in a picture. Board points have y growing upwards (row 1 at the bottom), pixels
 * have y growing downwards, so row `y` is drawn at pixel row `rows − 1 − y`.
 */
export interface BoardGeometry {
  /** The cells' shape: squares, or triangles (Trigon) whose columns are half a side wide. */
  readonly kind: 'squares' | 'triangles';
  /** Columns of cells (the layout's width). */
  readonly size: number;
  /** Rows of cells (the layout's height). */
  readonly rows: number;
  /** Cell side in pixels (a square's, or a triangle's). */
  readonly cell: number;
  /** Top-left pixel of the grid (the top-left corner of the cell in column a, top row). */
  readonly x: number;
  readonly y: number;
  /** Width of the coordinate bands left and right of the grid (row numbers; 0: no coordinates). */
  readonly marginX: number;
  /** Height of the coordinate bands above and below the grid (column letters). */
  readonly marginY: number;
  /** Pixel size of the coordinate labels. */
  readonly labelSize: number;
}

/**
 * How a picture is seen on a phone: at the full width of the chat, about 360 CSS pixels, whatever its own
 * width. Every picture with a board is laid out so that, shrunk to that width, a 20 × 20 board's cells
 * stay at least `MIN_PHONE_CELL` and its coordinates at least `MIN_PHONE_LABEL` pixels (font size): the
 * board takes the picture's whole width, and what used to sit beside it goes below.
 */
export const PHONE_WIDTH = 360;
export const MIN_PHONE_CELL = 15;
export const MIN_PHONE_LABEL = 8;
/**
 * The Trigon board on a phone: a triangle's side at least `MIN_PHONE_TRIANGLE` pixels (a triangle of side
 * 17 holds a finger-sized target, about as much area as a 7.4 px square per triangle, so zoom is offered
 * for reading names), its coordinates at least `MIN_PHONE_LABEL`, and the zoomed view's cell names at
 * least `MIN_PHONE_CELL_NAME`.
 */
export const MIN_PHONE_TRIANGLE = 17;
export const MIN_PHONE_CELL_NAME = 8;

/** A length of a picture `pictureWidth` pixels wide, as a phone shows it (`PHONE_WIDTH` wide). */
export function onPhone(length: number, pictureWidth: number): number {
  return (length * PHONE_WIDTH) / pictureWidth;
}

/** The cell size of the bot's boards by their longer side: 36 px on the 20 × 20 board, 50 px on 14 × 14. */
export function defaultCellSize(size: number): number {
  return size >= 20 ? 36 : Math.max(36, Math.floor(700 / size));
}

/** Largest coordinate type: 26 px, whose digits stay 9 px tall on a phone. */
const MAX_LABEL = 26;

/**
 * The coordinate type for a cell size: about 0.72 of a cell (26 px on 36 px cells, 17 px on the replay's
 * 24 px), none below 20 px cells (the labels would be unreadable anyway).
 */
export function labelSizeFor(cell: number): number {
  return cell >= 20 ? Math.min(MAX_LABEL, Math.round(cell * 0.72)) : 0;
}

/**
 * A board of squares, `size` columns by `rows` rows, with its outer top-left corner at (left, top) and
 * coordinates on all four sides in `labelSizeFor(cell)` type: the side bands fit "20" with some air, the
 * top and bottom ones a letter.
 */
export function boardGeometry(
  size: number,
  cell = defaultCellSize(size),
  left = 0,
  top = 0,
  rows = size,
): BoardGeometry {
  const labelSize = labelSizeFor(cell);
  const marginX = Math.ceil(labelSize * 1.5);
  const marginY = Math.ceil(labelSize * 1.2);
  return {
    kind: 'squares',
    size,
    rows,
    cell,
    x: left + marginX,
    y: top + marginY,
    marginX,
    marginY,
    labelSize,
  };
}

/** The outer width and height (grid plus coordinate bands) of a board geometry. */
export function boardOuterSize(g: BoardGeometry): { width: number; height: number } {
  const grid = gridRect(g);
  return { width: grid.width + 2 * g.marginX, height: grid.height + 2 * g.marginY };
}

/** Height of a row of triangles of side `side`. */
export function triangleRow(side: number): number {
  return Math.round((side * Math.sqrt(3)) / 2);
}

/** The pixel rectangle of the grid (for triangles: the rectangle around the hexagon). */
export function gridRect(g: BoardGeometry): Rect {
  if (g.kind === 'triangles') {
    return { x: g.x, y: g.y, width: ((g.size + 1) * g.cell) / 2, height: g.rows * triangleRow(g.cell) };
  }
  return { x: g.x, y: g.y, width: g.size * g.cell, height: g.rows * g.cell };
}

/** Whether the triangle at (x, y) of a triangle board points up (docs/trigon.md section 1: x + y + n even). */
export function pointsUp(g: BoardGeometry, point: Point): boolean {
  return ((point.x + point.y + g.rows / 2) & 1) === 0;
}

/** The three corners of a triangle cell (pixels), apex first for ▲, top-left first for ▼. */
export function triangleCorners(g: BoardGeometry, point: Point): [number, number][] {
  const row = triangleRow(g.cell);
  const cx = g.x + ((point.x + 1) * g.cell) / 2;
  const top = g.y + (g.rows - 1 - point.y) * row;
  const bottom = top + row;
  const half = g.cell / 2;
  return pointsUp(g, point)
    ? [
        [cx, top],
        [cx + half, bottom],
        [cx - half, bottom],
      ]
    : [
        [cx - half, top],
        [cx + half, top],
        [cx, bottom],
      ];
}

/** The pixel rectangle of one board cell (`a1` is {x: 0, y: 0}, bottom-left); for triangles its box. */
export function cellRect(g: BoardGeometry, point: Point): Rect {
  if (g.kind === 'triangles') {
    const row = triangleRow(g.cell);
    const x = g.x + (point.x * g.cell) / 2;
    return { x, y: g.y + (g.rows - 1 - point.y) * row, width: g.cell, height: row };
  }
  return {
    x: g.x + point.x * g.cell,
    y: g.y + (g.rows - 1 - point.y) * g.cell,
    width: g.cell,
    height: g.cell,
  };
}

/** The pixel centre of one board cell (for triangles: the centre of the triangle's inscribed circle). */
export function cellCenter(g: BoardGeometry, point: Point): { x: number; y: number } {
  if (g.kind === 'triangles') {
    const c = triangleCorners(g, point);
    return { x: (c[0]![0] + c[1]![0] + c[2]![0]) / 3, y: (c[0]![1] + c[1]![1] + c[2]![1]) / 3 };
  }
  const r = cellRect(g, point);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}
