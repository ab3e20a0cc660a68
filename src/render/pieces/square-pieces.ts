import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Color, Point, Square } from '../../engine/index.ts';
import { outlineCells, paintPiece } from '../board/board-paint.ts';
import type { Theme } from '../canvas/palette.ts';
import type { BoardGeometry } from '../shape/board-geometry.ts';

/** A square of a drawing grid: column from the left, row from the top (pixel order). */
export interface GridSquare {
  readonly c: number;
  readonly r: number;
}

/** How to draw a block of squares. */
export interface BlockStyle {
  readonly color: Color;
  readonly theme: Theme;
  /** Outline width in pixels (centred on the block's border). */
  readonly outline: number;
  /** Draw the colour-blind mark on each square. */
  readonly marks?: boolean;
  /** Squares (by index in the list) that get no mark, e.g. the one carrying a move number. */
  readonly skipMark?: number;
}

/** A drawing grid of squares of side `unit` whose top-left corner is (left, top), as a board geometry. */
function gridGeometry(
  squares: readonly GridSquare[],
  left: number,
  top: number,
  unit: number,
): BoardGeometry {
  const rows = Math.max(0, ...squares.map((q) => q.r)) + 1;
  const size = Math.max(0, ...squares.map((q) => q.c)) + 1;
  return { kind: 'squares', size, rows, cell: unit, x: left, y: top, marginX: 0, marginY: 0, labelSize: 0 };
}

/** Grid squares as the points of their geometry (rows counted from the bottom). */
function gridPoints(g: BoardGeometry, squares: readonly GridSquare[]): Point[] {
  return squares.map((q) => ({ x: q.c, y: g.rows - 1 - q.r }));
}

/**
 * Draws one piece (or any edge-connected block) off the board, as the board painter draws its pieces:
 * filled squares, thin seams between them so they can be counted, and an outline around the block so
 * touching pieces stay apart.
 */
export function drawBlock(
  ctx: SKRSContext2D,
  squares: readonly GridSquare[],
  left: number,
  top: number,
  unit: number,
  style: BlockStyle,
): void {
  const g = gridGeometry(squares, left, top, unit);
  const points = gridPoints(g, squares);
  const skip = style.skipMark === undefined ? undefined : points[style.skipMark];
  paintPiece(ctx, g, points, style.color, { marks: style.marks === true, ...(skip ? { noMark: skip } : {}) });
  outlineCells(ctx, g, points, style.outline, style.theme.pieceOutline);
}

/** Draws a band of `width` pixels in `color` along every border side of a block of squares. */
export function drawOutline(
  ctx: SKRSContext2D,
  squares: readonly GridSquare[],
  left: number,
  top: number,
  unit: number,
  width: number,
  color: string,
): void {
  const g = gridGeometry(squares, left, top, unit);
  outlineCells(ctx, g, gridPoints(g, squares), width, color);
}

/** Piece squares (y up, any origin) as grid squares whose smallest column and row are 0. */
export function toGrid(squares: readonly Square[]): { squares: GridSquare[]; width: number; height: number } {
  const minX = Math.min(...squares.map((s) => s.x));
  const maxY = Math.max(...squares.map((s) => s.y));
  const grid = squares.map((s) => ({ c: s.x - minX, r: maxY - s.y }));
  return {
    squares: grid,
    width: Math.max(...grid.map((q) => q.c)) + 1,
    height: Math.max(...grid.map((q) => q.r)) + 1,
  };
}

/** The pivot marker: a white dot with a dark ring, centred on the pivot square. */
export function drawPivot(ctx: SKRSContext2D, cx: number, cy: number, unit: number, theme: Theme): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, Math.max(3, unit * 0.22), 0, Math.PI * 2);
  ctx.fillStyle = theme.pivot;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, unit * 0.07);
  ctx.strokeStyle = theme.pivotRing;
  ctx.stroke();
  ctx.restore();
}

/** A legend swatch: one square of the colour, outlined, with its mark when asked. */
export function drawSwatch(
  ctx: SKRSContext2D,
  color: Color,
  x: number,
  y: number,
  side: number,
  theme: Theme,
  marks: boolean,
): void {
  drawBlock(ctx, [{ c: 0, r: 0 }], x, y, side, { color, theme, outline: 2, marks });
}
