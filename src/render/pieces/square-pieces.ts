import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Color, Square } from '../../engine/index.ts';
import { drawMark } from '../canvas/marks.ts';
import { styleOf, type Theme } from '../canvas/palette.ts';

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

/**
 * Draws one piece (or any edge-connected block) in flat colour: filled squares, thin seams between its
 * squares so they can be counted, and an outline around the block so touching pieces stay apart. Only
 * axis-aligned rectangles on whole pixels, which keeps edges crisp and the PNG small.
 */
export function drawBlock(
  ctx: SKRSContext2D,
  squares: readonly GridSquare[],
  left: number,
  top: number,
  unit: number,
  style: BlockStyle,
): void {
  const s = styleOf(style.color);
  const inside = new Set(squares.map((q) => `${q.c},${q.r}`));
  const has = (c: number, r: number) => inside.has(`${c},${r}`);
  ctx.fillStyle = s.fill;
  for (const q of squares) ctx.fillRect(left + q.c * unit, top + q.r * unit, unit, unit);
  ctx.fillStyle = s.shade;
  const seam = unit >= 24 ? 2 : 1;
  for (const q of squares) {
    const x = left + q.c * unit;
    const y = top + q.r * unit;
    if (has(q.c + 1, q.r)) ctx.fillRect(x + unit - seam / 2, y, seam, unit);
    if (has(q.c, q.r + 1)) ctx.fillRect(x, y + unit - seam / 2, unit, seam);
  }
  if (style.marks) {
    squares.forEach((q, i) => {
      if (i !== style.skipMark)
        drawMark(ctx, style.color, left + (q.c + 0.5) * unit, top + (q.r + 0.5) * unit, unit);
    });
  }
  drawOutline(ctx, squares, left, top, unit, style.outline, style.theme.pieceOutline);
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
  if (width <= 0) return;
  const inside = new Set(squares.map((q) => `${q.c},${q.r}`));
  const has = (c: number, r: number) => inside.has(`${c},${r}`);
  const half = Math.floor(width / 2);
  ctx.fillStyle = color;
  for (const q of squares) {
    const x = left + q.c * unit;
    const y = top + q.r * unit;
    if (!has(q.c - 1, q.r)) ctx.fillRect(x - half, y - half, width, unit + width);
    if (!has(q.c + 1, q.r)) ctx.fillRect(x + unit - half, y - half, width, unit + width);
    if (!has(q.c, q.r - 1)) ctx.fillRect(x - half, y - half, unit + width, width);
    if (!has(q.c, q.r + 1)) ctx.fillRect(x - half, y + unit - half, unit + width, width);
  }
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
