import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, isOnBoard, type Point } from '../../engine/index.ts';
import { ENGLISH } from '../../i18n/index.ts';
import { formatCell, formatColumn } from '../../notation/index.ts';
import { outlineCells, paintBoard } from '../board/board-paint.ts';
import type { PictureOptions } from '../board/board-picture.ts';
import { encodePng, newCanvas } from '../canvas/canvas.ts';
import { type Theme, themeOf } from '../canvas/palette.ts';
import {
  type BoardGeometry,
  boardOuterSize,
  cellCenter,
  cellRect,
  gridRect,
  type Rect,
} from '../shape/board-geometry.ts';
import { type BoardShape, shapeOf } from '../shape/board-shape.ts';
import { font } from '../text/fonts.ts';
import { drawText } from '../text/text.ts';

/**
 * The zoomed view: a window of the board around one cell, drawn large enough to write every empty cell's
 * name inside it (on the Trigon board, 35 narrow columns are hard to read on a phone), with the window's
 * column letters and row numbers around it. As wide as the board picture, so a phone shows it at the same
 * width; the cell asked about is ringed.
 */

const TITLE = 84;
const MARGIN_X = 60;
const MARGIN_Y = 44;
const LABEL = 24;

/** Where things are in a zoomed view. */
export interface ZoomPicture {
  readonly width: number;
  readonly height: number;
  /** The board's geometry at the zoom's scale, placed so that the window shows in `window`. */
  readonly board: BoardGeometry;
  /** The pixel rectangle of the window. */
  readonly window: Rect;
  /** The cells shown: columns `x0`…`x1`, rows `y0`…`y1` (inclusive). */
  readonly cells: { readonly x0: number; readonly x1: number; readonly y0: number; readonly y1: number };
  /** Type size of the names written in the empty cells. */
  readonly nameSize: number;
}

/** The layout of the zoomed view of a game's board around `cell` (clamped to the board's rectangle). */
export function zoomPicture(game: Game, cell: Point): ZoomPicture {
  const { layout } = game;
  const shape = shapeOf(layout);
  const width = boardOuterSize(shape.geometry(layout)).width;
  const columns = Math.min(shape.zoom.columns, layout.width);
  const rows = Math.min(shape.zoom.rows, layout.height);
  const scale = shape.scaleFor(columns, width - 2 * MARGIN_X);
  const clamp = (v: number, span: number, total: number) =>
    Math.max(0, Math.min(total - span, v - Math.floor(span / 2)));
  const x0 = clamp(cell.x, columns, layout.width);
  const y0 = clamp(cell.y, rows, layout.height);
  const cells = { x0, x1: x0 + columns - 1, y0, y1: y0 + rows - 1 };
  const whole = shape.geometry(layout, scale);
  // The window's rectangle: the grid of a board of `columns` × `rows` cells at this scale.
  const span = gridRect({ ...whole, size: columns, rows });
  const window = {
    x: Math.round((width - span.width) / 2),
    y: TITLE + MARGIN_Y,
    width: span.width,
    height: span.height,
  };
  // Place the whole board so that column x0 starts at the window's left and row y1 at its top.
  const corner = cellRect(whole, { x: x0, y: cells.y1 });
  const board = { ...whole, x: whole.x + window.x - corner.x, y: whole.y + window.y - corner.y };
  const nameSize = Math.round(scale * (whole.kind === 'squares' ? 0.26 : 0.2));
  return { width, height: window.y + window.height + MARGIN_Y + 12, board, window, cells, nameSize };
}

/** Options of the zoomed view. */
export type ZoomOptions = Omit<PictureOptions, 'players'>;

/** Draws the zoomed view of a game's board around `cell`. */
export async function renderZoomPicture(game: Game, cell: Point, options: ZoomOptions = {}): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const words = options.words ?? ENGLISH;
  const picture = zoomPicture(game, cell);
  const shape = shapeOf(game.layout);
  const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
  const w = picture.window;
  const maxWidth = picture.width - 2 * w.x;
  drawText(ctx, words.t('picture.zoomTitle', { cell: formatCell(cell) }), {
    x: w.x,
    y: 40,
    maxWidth,
    font: font(30, 700),
    color: theme.text,
  });
  drawText(ctx, words.t('picture.zoomSubtitle'), {
    x: w.x,
    y: 70,
    maxWidth,
    font: font(20),
    color: theme.muted,
  });
  ctx.save();
  ctx.beginPath();
  ctx.rect(w.x, w.y, w.width, w.height);
  ctx.clip();
  paintBoard(ctx, game, picture.board, theme, {
    colorBlind: options.colorBlind === true,
    coordinates: false,
  });
  drawNames(ctx, game, picture, theme);
  if (isOnBoard(game.layout, cell)) {
    outlineCells(ctx, picture.board, [cell], 7, theme.lastOuter);
    outlineCells(ctx, picture.board, [cell], 3, theme.lastInner);
  }
  ctx.restore();
  drawWindowLabels(ctx, shape, picture, theme);
  return encodePng(canvas);
}

/** Each empty cell of the window on the board carries its name. */
function drawNames(ctx: SKRSContext2D, game: Game, picture: ZoomPicture, theme: Theme): void {
  const { layout, position } = game;
  const { x0, x1, y0, y1 } = picture.cells;
  ctx.font = font(picture.nameSize, 600);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = theme.label;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (!isOnBoard(layout, { x, y }) || position.board[y * layout.size + x] !== 0) continue;
      const c = cellCenter(picture.board, { x, y });
      ctx.fillText(formatCell({ x, y }), c.x, c.y + 1);
    }
  }
}

/** The window's column letters above and below, its row numbers left and right. */
function drawWindowLabels(ctx: SKRSContext2D, shape: BoardShape, picture: ZoomPicture, theme: Theme): void {
  const { x0, x1, y0, y1 } = picture.cells;
  const w = picture.window;
  ctx.font = font(LABEL, 600);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let x = x0; x <= x1; x++) {
    const cx = cellCenter(picture.board, { x, y: y0 }).x;
    ctx.fillStyle = (x - x0) % 2 === 0 || shape.cells === 'squares' ? theme.label : theme.muted;
    ctx.fillText(formatColumn(x), cx, w.y - MARGIN_Y / 2);
    ctx.fillText(formatColumn(x), cx, w.y + w.height + MARGIN_Y / 2);
  }
  ctx.fillStyle = theme.label;
  for (let y = y0; y <= y1; y++) {
    const r = shape.cells === 'squares' ? picture.board.cell : w.height / (y1 - y0 + 1);
    const cy = w.y + (y1 - y + 0.5) * r;
    ctx.fillText(String(y + 1), w.x - MARGIN_X / 2, cy);
    ctx.fillText(String(y + 1), w.x + w.width + MARGIN_X / 2, cy);
  }
}
