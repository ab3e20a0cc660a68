import type { Point } from '../engine/index.ts';

/** A pixel rectangle (x, y of the top-left corner). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where a board grid sits in a picture. Board points have y growing upwards (row 1 at the bottom), pixels
 * have y growing downwards, so row `y` is drawn at pixel row `size − 1 − y`.
 */
export interface BoardGeometry {
  /** Cells per side. */
  readonly size: number;
  /** Cell side in pixels. */
  readonly cell: number;
  /** Top-left pixel of the grid (the top-left corner of cell a{size}). */
  readonly x: number;
  readonly y: number;
  /** Width of the coordinate bands left and right of the grid (row numbers; 0: no coordinates). */
  readonly marginX: number;
  /** Height of the coordinate bands above and below the grid (column letters). */
  readonly marginY: number;
  /** Pixel size of the coordinate labels. */
  readonly labelSize: number;
}

/** The cell size that keeps a board readable on a phone: 36 px on the 20 × 20 board, 50 px on 14 × 14. */
export function defaultCellSize(size: number): number {
  return size >= 20 ? 36 : Math.max(36, Math.floor(700 / size));
}

/**
 * A board geometry with its outer top-left corner at (left, top). Boards with cells of 36 px or more get
 * coordinates in 22 px type on all four sides; smaller boards (the scoreboard's) go without.
 */
export function boardGeometry(size: number, cell = defaultCellSize(size), left = 0, top = 0): BoardGeometry {
  const labels = cell >= 36;
  const marginX = labels ? 30 : 0;
  const marginY = labels ? 27 : 0;
  return { size, cell, x: left + marginX, y: top + marginY, marginX, marginY, labelSize: labels ? 22 : 0 };
}

/** The outer width and height (grid plus coordinate bands) of a board geometry. */
export function boardOuterSize(g: BoardGeometry): { width: number; height: number } {
  return { width: g.size * g.cell + 2 * g.marginX, height: g.size * g.cell + 2 * g.marginY };
}

/** The pixel rectangle of the grid. */
export function gridRect(g: BoardGeometry): Rect {
  return { x: g.x, y: g.y, width: g.size * g.cell, height: g.size * g.cell };
}

/** The pixel rectangle of one board cell (`a1` is {x: 0, y: 0}, bottom-left). */
export function cellRect(g: BoardGeometry, point: Point): Rect {
  return {
    x: g.x + point.x * g.cell,
    y: g.y + (g.size - 1 - point.y) * g.cell,
    width: g.cell,
    height: g.cell,
  };
}

/** The pixel centre of one board cell. */
export function cellCenter(g: BoardGeometry, point: Point): { x: number; y: number } {
  const r = cellRect(g, point);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}
