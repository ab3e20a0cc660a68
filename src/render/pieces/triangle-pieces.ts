import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Color, geometryOf } from '../../engine/index.ts';
import { styleOf, type Theme } from '../canvas/palette.ts';
import { drawMark } from '../shape/marks.ts';

/**
 * Trigon pieces off the board (trays, the piece chart, tap tiles): a triangle of a drawing grid by its
 * column (half a side wide, from the left), row (from the top) and direction, as the board lays them.
 */
export interface TriCell {
  readonly c: number;
  readonly r: number;
  readonly up: boolean;
}

/** A piece as triangles, with the index of its pivot among them. */
export interface TriShape {
  readonly cells: readonly TriCell[];
  readonly pivot: number;
  /** Columns and rows it spans. */
  readonly columns: number;
  readonly rows: number;
}

const REFERENCE = geometryOf('trigon-9');
const shapes = new Map<number, TriShape>();

/** Piece `piece` under transform `transform` (index of the geometry's transforms), as drawing cells. */
export function trigonShape(piece: number, transform: number): TriShape {
  const key = piece * 16 + transform;
  const cached = shapes.get(key);
  if (cached) return cached;
  // The pivot goes on a ▲ or a ▼ depending on the piece and turn: one of two neighbours takes it.
  const pivotAt = REFERENCE.place(piece, transform, 17, 9) ? { x: 17, y: 9 } : { x: 18, y: 9 };
  const points = REFERENCE.place(piece, transform, pivotAt.x, pivotAt.y)!;
  const minX = Math.min(...points.map((p) => p.x));
  const maxY = Math.max(...points.map((p) => p.y));
  const cells = points.map((p) => ({ c: p.x - minX, r: maxY - p.y, up: REFERENCE.kind(p.x, p.y) === 0 }));
  const pivot = points.findIndex((p) => p.x === pivotAt.x && p.y === pivotAt.y);
  const shape: TriShape = {
    cells,
    pivot,
    columns: Math.max(...cells.map((q) => q.c)) + 2,
    rows: Math.max(...cells.map((q) => q.r)) + 1,
  };
  shapes.set(key, shape);
  return shape;
}

/** Each piece laid flat: the turn with the fewest rows, then columns. */
export function flatTrigonShape(piece: number): TriShape {
  let best = trigonShape(piece, 0);
  for (let t = 1; t < REFERENCE.transforms.length; t++) {
    const s = trigonShape(piece, t);
    if (s.rows < best.rows || (s.rows === best.rows && s.columns < best.columns)) best = s;
  }
  return best;
}

/** Height of a row of triangles of side `side` (not rounded: small pieces stay true). */
export function rowHeight(side: number): number {
  return (side * Math.sqrt(3)) / 2;
}

/** The corners of a drawing cell whose grid's top-left is (left, top). */
export function triCorners(q: TriCell, left: number, top: number, side: number): [number, number][] {
  const cx = left + ((q.c + 1) * side) / 2;
  const y0 = top + q.r * rowHeight(side);
  const y1 = y0 + rowHeight(side);
  return q.up
    ? [
        [cx, y0],
        [cx + side / 2, y1],
        [cx - side / 2, y1],
      ]
    : [
        [cx - side / 2, y0],
        [cx + side / 2, y0],
        [cx, y1],
      ];
}

/** The centre of a drawing cell. */
export function triCentre(q: TriCell, left: number, top: number, side: number): { x: number; y: number } {
  const c = triCorners(q, left, top, side);
  return { x: (c[0]![0] + c[1]![0] + c[2]![0]) / 3, y: (c[0]![1] + c[1]![1] + c[2]![1]) / 3 };
}

/** How to draw a piece of triangles. */
export interface TriStyle {
  readonly color: Color;
  readonly theme: Theme;
  readonly outline: number;
  readonly marks?: boolean;
  /** Draw it as a ghost in this colour (a used piece). */
  readonly ghost?: string;
}

/** Draws a piece of triangles: filled, thin seams, outlined (or a flat ghost). */
export function drawTriangles(
  ctx: SKRSContext2D,
  cells: readonly TriCell[],
  left: number,
  top: number,
  side: number,
  style: TriStyle,
): void {
  const s = styleOf(style.color);
  ctx.save();
  ctx.lineJoin = 'round';
  for (const q of cells) {
    const c = triCorners(q, left, top, side);
    ctx.beginPath();
    ctx.moveTo(c[0]![0], c[0]![1]);
    ctx.lineTo(c[1]![0], c[1]![1]);
    ctx.lineTo(c[2]![0], c[2]![1]);
    ctx.closePath();
    ctx.fillStyle = style.ghost ?? s.fill;
    ctx.fill();
    ctx.strokeStyle = style.ghost ?? s.shade;
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  if (style.ghost === undefined) {
    if (style.marks) {
      for (const q of cells) {
        const m = triCentre(q, left, top, side);
        drawMark(ctx, style.color, m.x, m.y, side * 0.45);
      }
    }
    const inside = new Set(cells.map((q) => `${q.c},${q.r}`));
    ctx.beginPath();
    for (const q of cells) {
      const c = triCorners(q, left, top, side);
      const across = q.up
        ? [`${q.c + 1},${q.r}`, `${q.c},${q.r + 1}`, `${q.c - 1},${q.r}`]
        : [`${q.c},${q.r - 1}`, `${q.c + 1},${q.r}`, `${q.c - 1},${q.r}`];
      across.forEach((k, i) => {
        if (inside.has(k)) return;
        ctx.moveTo(c[i]![0], c[i]![1]);
        ctx.lineTo(c[(i + 1) % 3]![0], c[(i + 1) % 3]![1]);
      });
    }
    ctx.strokeStyle = style.theme.pieceOutline;
    ctx.lineWidth = style.outline;
    ctx.stroke();
  }
  ctx.restore();
}
