import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Color, Square } from '../../engine/index.ts';
import type { Theme } from '../canvas/palette.ts';
import type { Rect } from '../shape/board-geometry.ts';
import { font } from '../text/fonts.ts';
import { drawText } from '../text/text.ts';
import { drawBlock, drawPivot, type GridSquare } from './square-pieces.ts';
import { drawTriangles, rowHeight, type TriShape, triCentre } from './triangle-pieces.ts';

/** One tile of a piece picture: a piece drawn in a box with up to two lines of text under it. */
export interface Tile {
  /** Squares relative to the pivot (y up), as in `PIECE_SHAPES` and `transformedSquares`. */
  readonly squares: readonly Square[];
  readonly label: string;
  readonly sublabel?: string;
  /** Drawn as a ghost (a used piece). */
  readonly faded?: boolean;
  /** A small count in the corner (Junior's copies). */
  readonly badge?: string;
  /** The piece as triangles (Trigon), drawn instead of `squares`. */
  readonly triangles?: TriShape;
}

/** How tiles are drawn. */
export interface TileStyle {
  readonly color: Color;
  readonly theme: Theme;
  readonly marks: boolean;
  /** Pixels per square. */
  readonly unit: number;
  /** Draw a faint square grid of this many cells around the pivot (0: none), to show where it sits. */
  readonly grid: number;
}

/** Height of the text under a tile's piece. */
export const TILE_TEXT = 58;

/** Grid squares of squares relative to the pivot, and where the pivot lands. */
function toGridWithPivot(squares: readonly Square[]) {
  const minX = Math.min(...squares.map((s) => s.x));
  const maxX = Math.max(...squares.map((s) => s.x));
  const minY = Math.min(...squares.map((s) => s.y));
  const maxY = Math.max(...squares.map((s) => s.y));
  const grid: GridSquare[] = squares.map((s) => ({ c: s.x - minX, r: maxY - s.y }));
  return { grid, width: maxX - minX + 1, height: maxY - minY + 1, pivot: { c: -minX, r: maxY } };
}

/** Draws one tile in `box`: the piece centred in the area above the text, pivot marked, then the labels. */
export function drawTile(ctx: SKRSContext2D, tile: Tile, box: Rect, style: TileStyle): void {
  const { theme } = style;
  const area = { x: box.x, y: box.y, width: box.width, height: box.height - TILE_TEXT };
  if (tile.triangles) drawTriangleTile(ctx, tile.triangles, area, style, tile.faded === true);
  else drawSquareTile(ctx, tile, area, style);
  drawLabels(ctx, tile, box, theme);
}

/** A piece of triangles centred in `area`, its pivot marked (side: 1.5 units, so its area matches squares). */
function drawTriangleTile(
  ctx: SKRSContext2D,
  shape: TriShape,
  area: Rect,
  style: TileStyle,
  faded: boolean,
): void {
  const side = Math.min(Math.round(style.unit * 1.5), Math.floor((2 * (area.width - 8)) / shape.columns));
  const left = area.x + (area.width - (shape.columns * side) / 2) / 2;
  const top = area.y + (area.height - shape.rows * rowHeight(side)) / 2;
  drawTriangles(ctx, shape.cells, left, top, side, {
    color: style.color,
    theme: style.theme,
    outline: 2,
    marks: style.marks,
    ...(faded ? { ghost: style.theme.card } : {}),
  });
  if (!faded) {
    const c = triCentre(shape.cells[shape.pivot]!, left, top, side);
    drawPivot(ctx, c.x, c.y, side * 0.6, style.theme);
  }
}

function drawSquareTile(ctx: SKRSContext2D, tile: Tile, area: Rect, style: TileStyle): void {
  const { theme, unit } = style;
  const shape = toGridWithPivot(tile.squares);
  let left: number;
  let top: number;
  if (style.grid > 0) {
    const half = Math.floor(style.grid / 2);
    const gx = Math.round(area.x + (area.width - style.grid * unit) / 2);
    const gy = Math.round(area.y + (area.height - style.grid * unit) / 2);
    ctx.fillStyle = theme.board;
    ctx.fillRect(gx, gy, style.grid * unit, style.grid * unit);
    ctx.fillStyle = theme.grid;
    for (let k = 0; k <= style.grid; k++) {
      ctx.fillRect(gx + k * unit, gy, 1, style.grid * unit);
      ctx.fillRect(gx, gy + k * unit, style.grid * unit, 1);
    }
    left = gx + (half - shape.pivot.c) * unit;
    top = gy + (half - shape.pivot.r) * unit;
  } else {
    left = Math.round(area.x + (area.width - shape.width * unit) / 2);
    top = Math.round(area.y + (area.height - shape.height * unit) / 2);
  }
  if (tile.faded) {
    ctx.fillStyle = theme.card;
    for (const q of shape.grid) ctx.fillRect(left + q.c * unit, top + q.r * unit, unit, unit);
  } else {
    const pivotIndex = shape.grid.findIndex((q) => q.c === shape.pivot.c && q.r === shape.pivot.r);
    drawBlock(ctx, shape.grid, left, top, unit, {
      color: style.color,
      theme,
      outline: 2,
      marks: style.marks,
      skipMark: pivotIndex,
    });
    drawPivot(ctx, left + (shape.pivot.c + 0.5) * unit, top + (shape.pivot.r + 0.5) * unit, unit, theme);
  }
}

function drawLabels(ctx: SKRSContext2D, tile: Tile, box: Rect, theme: Theme): void {
  const cx = box.x + box.width / 2;
  const textColor = tile.faded ? theme.muted : theme.text;
  const textBox = { x: cx, maxWidth: box.width - 8, align: 'center' as const };
  drawText(ctx, tile.label, {
    ...textBox,
    y: box.y + box.height - TILE_TEXT + 26,
    font: font(22, 700),
    color: textColor,
  });
  if (tile.sublabel) {
    drawText(ctx, tile.sublabel, {
      ...textBox,
      y: box.y + box.height - TILE_TEXT + 51,
      font: font(19),
      color: theme.muted,
    });
  }
  if (tile.badge) {
    const bx = box.x + box.width - 8;
    drawText(ctx, tile.badge, {
      x: bx,
      y: box.y + 26,
      maxWidth: 60,
      font: font(21, 700),
      color: textColor,
      align: 'right',
    });
  }
}

/** Draws tiles in a grid of `columns` from (x, y), each `width` × `height`. */
export function drawTileGrid(
  ctx: SKRSContext2D,
  tiles: readonly Tile[],
  at: {
    readonly x: number;
    readonly y: number;
    readonly columns: number;
    readonly width: number;
    readonly height: number;
  },
  style: TileStyle,
): void {
  tiles.forEach((tile, i) => {
    const box = {
      x: at.x + (i % at.columns) * at.width,
      y: at.y + Math.floor(i / at.columns) * at.height,
      width: at.width,
      height: at.height,
    };
    drawTile(ctx, tile, box, style);
  });
}
