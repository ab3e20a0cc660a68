import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  type Color,
  type Game,
  normaliseSquares,
  ORIENTATIONS,
  PIECE_COUNT,
  PIECE_SETS,
  PIECES,
  type PieceSetId,
  type Position,
  pieceSize,
  shapeKey,
  TRIGON_PIECE_COUNT,
} from '../../engine/index.ts';
import type { Theme } from '../canvas/palette.ts';
import { drawBlock, type GridSquare, toGrid } from './square-pieces.ts';
import { drawTriangles, flatTrigonShape, type TriCell } from './triangle-pieces.ts';

/**
 * A tray: a colour's whole piece set in small, at fixed places, the pieces still held in colour and the
 * used ones as faint ghosts, so a glance shows which pieces are left and each piece is always in the same
 * spot. Places are in units (one unit = one square), one empty unit between pieces.
 */
export interface TraySlot {
  readonly piece: number;
  /** Which copy of the piece (Junior has two). */
  readonly copy: number;
  readonly squares: readonly GridSquare[];
  /** The piece's triangles instead of squares (Trigon; units are then columns, half a side wide). */
  readonly triangles?: readonly TriCell[];
  readonly c: number;
  readonly r: number;
}

/** A tray's slots and its size in units. */
export interface TrayPlan {
  readonly slots: readonly TraySlot[];
  readonly width: number;
  readonly height: number;
}

/** The classic set packed by hand into 26 × 10 units: pentominoes of height 3, then 2, then the small ones. */
const CLASSIC_TRAY: readonly (readonly [string, number, number, readonly string[]])[] = [
  ['P5-F', 0, 0, ['.##', '##.', '.#.']],
  ['P5-T', 4, 0, ['###', '.#.', '.#.']],
  ['P5-V', 8, 0, ['#..', '#..', '###']],
  ['P5-W', 12, 0, ['#..', '##.', '.##']],
  ['P5-X', 16, 0, ['.#.', '###', '.#.']],
  ['P5-Z', 20, 0, ['##.', '.#.', '.##']],
  ['P3-V', 24, 0, ['#.', '##']],
  ['P5-L', 0, 4, ['#...', '####']],
  ['P5-N', 5, 4, ['.###', '##..']],
  ['P5-Y', 10, 4, ['..#.', '####']],
  ['P5-P', 15, 4, ['##.', '###']],
  ['P5-U', 19, 4, ['#.#', '###']],
  ['P4-O', 23, 4, ['##', '##']],
  ['P4-T', 0, 7, ['###', '.#.']],
  ['P4-L', 4, 7, ['..#', '###']],
  ['P4-Z', 8, 7, ['##.', '.##']],
  ['P5-I', 12, 7, ['#####']],
  ['P4-I', 12, 9, ['####']],
  ['P3-I', 18, 7, ['###']],
  ['P2', 18, 9, ['##']],
  ['P1', 21, 9, ['#']],
];

function fromDrawing(name: string, rows: readonly string[]): { piece: number; squares: GridSquare[] } {
  const piece = PIECES.findIndex((p) => p.name === name);
  const squares = rows.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === '#' ? [{ c, r }] : [])));
  const key = shapeKey(normaliseSquares(squares.map((q) => ({ x: q.c, y: -q.r }))));
  if (!ORIENTATIONS[piece]?.some((o) => shapeKey(o.squares) === key)) throw new Error(`tray: bad ${name}`);
  return { piece, squares };
}

/** Each piece laid flat: its orientation with the fewest rows, then columns. */
const FLAT = ORIENTATIONS.map((list) =>
  toGrid([...list].sort((a, b) => a.height - b.height || a.width - b.width)[0]!.squares),
);

/** Piece indexes, one entry per copy, biggest pieces first, given how many copies of each there are. */
export function piecesByCount(copiesOf: (piece: number) => number): number[] {
  const result: number[] = [];
  for (let size = 5; size >= 1; size--) {
    for (let p = 0; p < PIECE_COUNT; p++)
      if (pieceSize(p) === size) for (let k = 0; k < copiesOf(p); k++) result.push(p);
  }
  return result;
}

/** A colour's remaining pieces (one entry per copy), biggest first. */
export function remainingPieces(position: Position, color: number): number[] {
  return piecesByCount((p) => position.piecesLeft[color * PIECE_COUNT + p]!);
}

/** The pieces a colour still holds, in one row, biggest first (for the scoreboard). */
export function leftoverPlan(game: Game, color: number): TrayPlan {
  if (game.variant.pieceSet === 'trigon') return trigonLeftoverPlan(game, color);
  return shelfPlan(remainingPieces(game.position, color), Number.POSITIVE_INFINITY);
}

/** How many units a slot's piece spans across and down. */
export function slotExtent(slot: TraySlot): { width: number; height: number } {
  if (slot.triangles) {
    return {
      width: Math.max(...slot.triangles.map((q) => q.c)) + 2,
      height: (Math.max(...slot.triangles.map((q) => q.r)) + 1) * Math.sqrt(3),
    };
  }
  return {
    width: Math.max(...slot.squares.map((q) => q.c)) + 1,
    height: Math.max(...slot.squares.map((q) => q.r)) + 1,
  };
}

/** Shelf packing of pieces laid flat into rows of at most `unitsWide` units. */
function shelfPlan(pieces: readonly number[], unitsWide: number): TrayPlan {
  const slots: TraySlot[] = [];
  const copies = new Map<number, number>();
  let c = 0;
  let r = 0;
  let rowHeight = 0;
  let width = 0;
  for (const piece of pieces) {
    const flat = FLAT[piece]!;
    if (c > 0 && c + flat.width > unitsWide) {
      r += rowHeight + 1;
      c = 0;
      rowHeight = 0;
    }
    const copy = copies.get(piece) ?? 0;
    copies.set(piece, copy + 1);
    slots.push({ piece, copy, squares: flat.squares, c, r });
    width = Math.max(width, c + flat.width);
    c += flat.width + 1;
    rowHeight = Math.max(rowHeight, flat.height);
  }
  return { slots, width, height: slots.length ? r + rowHeight : 0 };
}

/** The unit (pixels per square, at most `maxUnit`) at which a plan fits a box. */
export function trayUnit(plan: TrayPlan, width: number, height: number, maxUnit = 16): number {
  return Math.max(3, Math.min(maxUnit, Math.floor(width / plan.width), Math.floor(height / plan.height)));
}

const plans = new Map<string, TrayPlan>();

/**
 * The tray of a piece set for a box of `width` × `height` pixels: whichever gives the biggest squares of
 * the hand-packed classic tray (wide and low, for panels with four colours) and shelf packings of every
 * width (narrow and tall ones win where a panel has room to spare). Cached per set and box.
 */
export function trayPlan(set: PieceSetId, width: number, height: number): TrayPlan {
  const key = `${set} ${width} ${height}`;
  const cached = plans.get(key);
  if (cached) return cached;
  if (set === 'trigon') {
    const plan = trigonTrayPlan(width, height);
    plans.set(key, plan);
    return plan;
  }
  // Tallest pieces first, so that each shelf holds pieces of one height and the tray reads in tidy rows.
  const pieces = piecesByCount((p) => PIECE_SETS[set][p] ?? 0).sort(
    (a, b) => FLAT[b]!.height - FLAT[a]!.height || pieceSize(b) - pieceSize(a) || a - b,
  );
  let best =
    set === 'classic'
      ? {
          slots: CLASSIC_TRAY.map(([name, c, r, rows]) => ({ ...fromDrawing(name, rows), copy: 0, c, r })),
          width: 26,
          height: 10,
        }
      : shelfPlan(pieces, 60);
  for (let wide = 8; wide <= 60; wide++) {
    const plan = shelfPlan(pieces, wide);
    if (trayUnit(plan, width, height) > trayUnit(best, width, height)) best = plan;
  }
  plans.set(key, best);
  return best;
}

/** Draws a tray at (x, y): pieces with a copy left in colour, used ones as ghosts. */
export function drawTray(
  ctx: SKRSContext2D,
  plan: TrayPlan,
  unit: number,
  at: { readonly x: number; readonly y: number },
  copiesLeft: (piece: number) => number,
  style: { readonly color: Color; readonly theme: Theme; readonly marks: boolean; readonly ghost: string },
): void {
  for (const slot of plan.slots) {
    const left = at.x + slot.c * unit;
    const top = at.y + slot.r * unit;
    if (slot.triangles) {
      const held = slot.copy < copiesLeft(slot.piece);
      drawTriangles(ctx, slot.triangles, left, top, 2 * unit, {
        color: style.color,
        theme: style.theme,
        outline: unit >= 7 ? 2 : 1,
        marks: style.marks && unit >= 8,
        ...(held ? {} : { ghost: style.ghost }),
      });
    } else if (slot.copy < copiesLeft(slot.piece)) {
      drawBlock(ctx, slot.squares, left, top, unit, {
        color: style.color,
        theme: style.theme,
        outline: unit >= 14 ? 2 : 1,
        marks: style.marks && unit >= 12,
      });
    } else {
      ctx.fillStyle = style.ghost;
      for (const q of slot.squares) ctx.fillRect(left + q.c * unit, top + q.r * unit, unit, unit);
    }
  }
}

/**
 * The tray of the 22 Trigon pieces, laid flat and packed on shelves of at most `columns` columns; one unit
 * of the plan is a column (half a triangle's side), a row is √3 units high. The narrowest packing that
 * gives the biggest triangles in a `width` × `height` box wins.
 */
export function trigonTrayPlan(width: number, height: number): TrayPlan {
  let best: TrayPlan | null = null;
  let bestUnit = 0;
  for (let columns = 16; columns <= 90; columns += 2) {
    const plan = shelf(columns);
    const unit = Math.min(width / plan.width, height / plan.height);
    if (unit > bestUnit) {
      best = plan;
      bestUnit = unit;
    }
  }
  return best!;
}

function shelf(columns: number): TrayPlan {
  const order = Array.from({ length: TRIGON_PIECE_COUNT }, (_, p) => p).sort(
    (a, b) => flatTrigonShape(b).rows - flatTrigonShape(a).rows || b - a,
  );
  const slots: TrayPlan['slots'][number][] = [];
  let c = 0;
  let r = 0;
  let shelfRows = 0;
  let wide = 0;
  for (const piece of order) {
    const shape = flatTrigonShape(piece);
    if (c > 0 && c + shape.columns > columns) {
      r += shelfRows + 0.5;
      c = 0;
      shelfRows = 0;
    }
    slots.push({ piece, copy: 0, squares: [], triangles: shape.cells, c, r: r * Math.sqrt(3) });
    wide = Math.max(wide, c + shape.columns);
    c += shape.columns + 1;
    shelfRows = Math.max(shelfRows, shape.rows);
  }
  return { slots, width: wide, height: (r + shelfRows) * Math.sqrt(3) };
}

/** The Trigon pieces a colour still holds, in one row, biggest first (for the scoreboard). */
export function trigonLeftoverPlan(game: Game, color: number): TrayPlan {
  const n = game.layout.pieceCount;
  const held = Array.from({ length: n }, (_, p) => n - 1 - p).filter(
    (p) => game.position.piecesLeft[color * n + p]! > 0,
  );
  const slots: TrayPlan['slots'][number][] = [];
  let c = 0;
  let rows = 0;
  for (const piece of held) {
    const shape = flatTrigonShape(piece);
    slots.push({ piece, copy: 0, squares: [], triangles: shape.cells, c, r: 0 });
    c += shape.columns + 1;
    rows = Math.max(rows, shape.rows);
  }
  return { slots, width: Math.max(0, c - 1), height: rows * Math.sqrt(3) };
}
