import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Game, Layout, Point } from '../engine/index.ts';
import { type BoardLayers, drawBoard, gridSquares } from './board-draw.ts';
import { type BoardGeometry, boardGeometry, cellRect, defaultCellSize } from './geometry.ts';
import type { Theme } from './palette.ts';
import type { PlacementMap } from './placements.ts';
import { drawOutline } from './shapes.ts';
import {
  drawTrigonBoard,
  outlineTriangles,
  TRIGON_SIDE,
  trianglePath,
  trigonBoardGeometry,
} from './trigon-board.ts';

/**
 * How one kind of board is drawn: squares or triangles. Every picture with a board asks `shapeOf(layout)`
 * for its drawer, so the pictures know nothing of the cells' shape; a new geometry is one more entry.
 */
export interface BoardShape {
  /**
   * The board's pixel geometry with its coordinates, outer top-left at (left, top); `scale` is the square's
   * side or the triangle's side (default: the bot's board picture's).
   */
  geometry(layout: Layout, scale?: number, left?: number, top?: number): BoardGeometry;
  /** The scale of a board drawn `ratio` times as large as the square board's 24 px replay cell. */
  replayScale(layout: Layout): number;
  /** Draws the board: cells, pieces, start marks, coordinates and the chosen layers. */
  draw(
    ctx: SKRSContext2D,
    game: Game,
    g: BoardGeometry,
    theme: Theme,
    layers?: BoardLayers,
    map?: PlacementMap,
  ): void;
  /** Adds one cell's outline to the current path (a cell off the board too). */
  cellPath(ctx: SKRSContext2D, g: BoardGeometry, p: Point): void;
  /** A band of `width` pixels along the border of a set of cells (a piece's outline). */
  outline(ctx: SKRSContext2D, g: BoardGeometry, cells: readonly Point[], width: number, color: string): void;
  /** The side of the square a mark or a cross fits in, in a cell. */
  markSide(g: BoardGeometry): number;
  /** How a proposed cell off the board shows: an arrow in the coordinate band, or the cell drawn there. */
  readonly offBoard: 'arrow' | 'cell';
  /** Whether some coordinates lie inside the grid's rectangle (the row numbers beside the hexagon). */
  readonly labelsInGrid: boolean;
  /** The zoomed view's window: how many columns and rows of cells it shows. */
  readonly zoom: { readonly columns: number; readonly rows: number };
  /** The scale (square or triangle side) at which `columns` columns fill `width` pixels. */
  scaleFor(columns: number, width: number): number;
  /** What its cells are called in words (`49 squares left`, `49 triangles left`). */
  readonly cells: 'squares' | 'triangles';
}

const SQUARE: BoardShape = {
  geometry: (layout, scale, left = 0, top = 0) =>
    boardGeometry(layout.size, scale ?? defaultCellSize(layout.size), left, top),
  replayScale: () => 24,
  cells: 'squares',
  zoom: { columns: 9, rows: 9 },
  scaleFor: (columns, width) => Math.floor(width / columns),
  labelsInGrid: false,
  offBoard: 'arrow',
  markSide: (g) => g.cell,
  draw: drawBoard,
  cellPath(ctx, g, p) {
    const r = cellRect(g, p);
    ctx.rect(r.x, r.y, r.width, r.height);
  },
  outline: (ctx, g, cells, width, color) =>
    drawOutline(ctx, gridSquares(g, cells), g.x, g.y, g.cell, width, color),
};

const TRIANGLE: BoardShape = {
  geometry: (layout, scale, left = 0, top = 0) =>
    trigonBoardGeometry(layout, scale ?? TRIGON_SIDE, left, top),
  replayScale: () => 30,
  cells: 'triangles',
  zoom: { columns: 13, rows: 7 },
  scaleFor: (columns, width) => Math.floor((2 * width) / (columns + 1)),
  labelsInGrid: true,
  offBoard: 'cell',
  markSide: (g) => g.cell * 0.5,
  draw: drawTrigonBoard,
  cellPath: trianglePath,
  outline: outlineTriangles,
};

/** The drawers by the first word of a board's id (`square-20`, `rect-8x10`, `trigon-9`). */
const SHAPES: Readonly<Record<string, BoardShape>> = { square: SQUARE, rect: SQUARE, trigon: TRIANGLE };

/** The drawer of a layout's board. */
export function shapeOf(layout: Layout): BoardShape {
  const shape = SHAPES[layout.geometry.board.split('-')[0]!];
  if (!shape) throw new Error(`no drawer for board ${layout.geometry.board}`);
  return shape;
}
