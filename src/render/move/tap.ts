import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Color, Game, PieceIndex, Point } from '../../engine/index.ts';
import { cellPath, outlineCells, paintBoard } from '../board/board-paint.ts';
import type { PictureOptions } from '../board/board-picture.ts';
import { encodePng, newCanvas } from '../canvas/canvas.ts';
import { styleOf, type Theme, themeOf, withAlpha } from '../canvas/palette.ts';
import { drawTileGrid, TILE_TEXT } from '../pieces/piece-tiles.ts';
import { pieceLook } from '../pieces/pieces-chart.ts';
import { drawOutline } from '../pieces/square-pieces.ts';
import { type BoardGeometry, boardOuterSize, cellCenter, type Rect } from '../shape/board-geometry.ts';
import { type BoardShape, shapeOf } from '../shape/board-shape.ts';
import { drawMark } from '../shape/marks.ts';
import { font } from '../text/fonts.ts';
import { drawText } from '../text/text.ts';

/**
 * The pictures of playing by taps, all as wide as the board picture so a phone shows them at the same
 * scale: the colour's open corners numbered on the board, alone or over the pieces that fit; and a sheet of
 * numbered close-ups, one per placement offered, each around the open corner it covers.
 */

/** A numbered corner on the board. */
export interface CornerLabel {
  readonly point: Point;
  readonly label: number;
}

/** A piece offered, with a line under it (e.g. "3 ways"). */
export interface PieceChoice {
  readonly piece: PieceIndex;
  readonly note: string;
}

/** A numbered placement on the sheet. */
export interface PlacementChoice {
  readonly label: number;
  readonly squares: readonly Point[];
  /** The open corner it covers: the close-up is centred on it and marks it. */
  readonly corner: Point;
  /** What is written under the close-up (its notation, without the piece when all share one). */
  readonly text: string;
}

const MARGIN = 24;
/** Cells of a close-up's side: a piece covering the corner reaches at most 4 squares from it. */
const WINDOW = 9;
const SHEET_TEXT = 40;
/** The number badges under the close-ups: big enough to read on a phone (≥ 9 px at 360 px wide). */
const LABEL_RADIUS = 16;
const PIECE_COLUMNS = 7;

/** Columns of the pieces' grid: 7, or enough for the whole set in 3 rows (Trigon's 22: 8). */
function pieceColumns(game: Game): number {
  return Math.max(PIECE_COLUMNS, Math.ceil(game.layout.pieceCount / 3));
}
const PIECE_UNIT = 18;
const PIECE_TILE_HEIGHT = 5 * PIECE_UNIT + 12 + TILE_TEXT;

/** Where things are in a tap step's picture with a board: as wide as the board, the board on top. */
export interface TapPicture {
  readonly width: number;
  readonly height: number;
  readonly board: BoardGeometry;
}

/** The layout of a tap step's picture: the corners (`pieces` 0), or the board over a grid of `pieces`. */
export function tapPicture(game: Game, pieces = 0): TapPicture {
  const board = shapeOf(game.layout).geometry(game.layout);
  const outer = boardOuterSize(board);
  const rows = Math.ceil(pieces / pieceColumns(game));
  const extra = rows === 0 ? 0 : rows * PIECE_TILE_HEIGHT + MARGIN;
  return { width: outer.width, height: outer.height + extra, board };
}

/** Open corners of `color`, numbered on the board (choosing where a piece goes). */
export async function renderCornersPicture(
  game: Game,
  color: number,
  corners: readonly CornerLabel[],
  options: PictureOptions = {},
): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const picture = tapPicture(game);
  const g = picture.board;
  const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
  const shape = shapeOf(game.layout);
  paintBoard(ctx, game, g, theme, { colorBlind: options.colorBlind === true });
  const ink = game.variant.colors[color]!;
  for (const corner of corners) drawBadge(ctx, shape, g, corner, ink, theme);
  return encodePng(canvas);
}

/** The open corners numbered on the board, and under it the pieces that fit (choosing a piece). */
export async function renderPiecesPicture(
  game: Game,
  color: number,
  corners: readonly CornerLabel[],
  pieces: readonly PieceChoice[],
  options: PictureOptions = {},
): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const picture = tapPicture(game, pieces.length);
  const g = picture.board;
  const outer = boardOuterSize(g);
  const columns = pieceColumns(game);
  const tileWidth = Math.floor((outer.width - 2 * MARGIN) / columns);
  const tileHeight = PIECE_TILE_HEIGHT;
  const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
  const shape = shapeOf(game.layout);
  paintBoard(ctx, game, g, theme, { colorBlind: options.colorBlind === true });
  const ink = game.variant.colors[color]!;
  for (const corner of corners) drawBadge(ctx, shape, g, corner, ink, theme);
  const tiles = pieces.map((p) => ({ ...pieceLook(game.variant.pieceSet, p.piece), sublabel: p.note }));
  drawTileGrid(
    ctx,
    tiles,
    { x: MARGIN, y: outer.height + 8, columns, width: tileWidth, height: tileHeight },
    { color: ink, theme, marks: options.colorBlind === true, unit: PIECE_UNIT, grid: 0 },
  );
  return encodePng(canvas);
}

/** The layout of a sheet of close-ups: columns and the side of a close-up's cell. */
export function sheetLayout(boardWidth: number, count: number): { columns: number; cell: number } {
  const columns = count <= 4 ? 2 : count <= 9 ? 3 : count <= 16 ? 4 : 5;
  const cell = Math.floor((boardWidth - 2 * MARGIN - (columns - 1) * 12) / columns / WINDOW);
  return { columns, cell };
}

/** Numbered close-ups of the placements offered, each around its corner (choosing a placement). */
export async function renderPlacementSheetPicture(
  game: Game,
  color: number,
  placements: readonly PlacementChoice[],
  options: PictureOptions = {},
): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const shape = shapeOf(game.layout);
  const width = boardOuterSize(shape.geometry(game.layout)).width;
  const { columns, cell } = sheetLayout(width, placements.length);
  const side = cell * WINDOW;
  const gap = Math.floor((width - 2 * MARGIN - columns * side) / Math.max(1, columns - 1));
  const rows = Math.ceil(placements.length / columns);
  const rowHeight = side + SHEET_TEXT + 12;
  const { canvas, ctx } = newCanvas(width, 2 * MARGIN + rows * rowHeight, theme);
  const ink = game.variant.colors[color]!;
  placements.forEach((choice, i) => {
    const box = {
      x: MARGIN + (i % columns) * (side + gap),
      y: MARGIN + Math.floor(i / columns) * rowHeight,
      width: side,
      height: side,
    };
    const corner = choice.corner;
    if (shape.cells === 'squares') {
      const window = windowAround(game.layout.size, corner);
      drawCloseUp(ctx, game, window, box, cell, theme, options.colorBlind === true);
      drawCandidate(ctx, window, box, cell, choice.squares, ink, theme);
      drawCorner(ctx, window, box, cell, corner, theme);
    } else {
      drawShapeCloseUp(
        ctx,
        shape,
        game,
        box,
        { corner, cells: choice.squares, ink },
        theme,
        options.colorBlind === true,
      );
    }
    // Under the close-up: its number (as in the menu) and where the pivot goes and how it is turned.
    const y = box.y + side + SHEET_TEXT / 2 + 4;
    badge(ctx, box.x + LABEL_RADIUS, y, LABEL_RADIUS, String(choice.label), ink, theme);
    drawText(ctx, choice.text, {
      x: box.x + 2 * LABEL_RADIUS + 6,
      y: y + 6,
      maxWidth: side - 2 * LABEL_RADIUS - 6,
      font: font(columns >= 5 ? 16 : 18, 600),
      color: theme.text,
    });
  });
  return encodePng(canvas);
}

/** The WINDOW × WINDOW cells around `corner`, kept on the board: its lower-left cell. */
function windowAround(size: number, corner: Point): Point {
  const span = Math.min(WINDOW, size);
  const clamp = (v: number) => Math.max(0, Math.min(size - span, v - Math.floor(WINDOW / 2)));
  return { x: clamp(corner.x), y: clamp(corner.y) };
}

/** A close-up of the board: its cells in the window, pieces in flat colour. */
function drawCloseUp(
  ctx: SKRSContext2D,
  game: Game,
  window: Point,
  box: Rect,
  cell: number,
  theme: Theme,
  marks: boolean,
): void {
  const { size } = game.layout;
  const colors = game.variant.colors;
  ctx.fillStyle = theme.board;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  for (let r = 0; r < WINDOW; r++) {
    for (let c = 0; c < WINDOW; c++) {
      const x = window.x + c;
      const y = window.y + WINDOW - 1 - r;
      if (x >= size || y >= size) continue;
      const owner = game.position.board[y * size + x]!;
      if (owner === 0) continue;
      const color = colors[owner - 1]!;
      ctx.fillStyle = withAlpha(styleOf(color).fill, 0.6);
      ctx.fillRect(box.x + c * cell, box.y + r * cell, cell, cell);
      if (marks) drawMark(ctx, color, box.x + (c + 0.5) * cell, box.y + (r + 0.5) * cell, cell);
    }
  }
  ctx.fillStyle = theme.grid;
  for (let k = 0; k <= WINDOW; k++) {
    ctx.fillRect(box.x + k * cell, box.y, 1, box.height);
    ctx.fillRect(box.x, box.y + k * cell, box.width, 1);
  }
}

/** The candidate placement on a close-up: translucent colour, outlined like a preview. */
function drawCandidate(
  ctx: SKRSContext2D,
  window: Point,
  box: Rect,
  cell: number,
  squares: readonly Point[],
  color: Color,
  theme: Theme,
): void {
  const grid = squares.map((p) => ({ c: p.x - window.x, r: WINDOW - 1 - (p.y - window.y) }));
  ctx.fillStyle = withAlpha(styleOf(color).fill, 0.9);
  for (const q of grid) ctx.fillRect(box.x + q.c * cell, box.y + q.r * cell, cell, cell);
  drawOutline(ctx, grid, box.x, box.y, cell, 4, theme.lastOuter);
  drawOutline(ctx, grid, box.x, box.y, cell, 2, theme.lastInner);
}

/** The corner every placement covers, ringed on a close-up. */
function drawCorner(ctx: SKRSContext2D, window: Point, box: Rect, cell: number, corner: Point, theme: Theme) {
  const c = corner.x - window.x;
  const r = WINDOW - 1 - (corner.y - window.y);
  ctx.save();
  ctx.beginPath();
  ctx.arc(box.x + (c + 0.5) * cell, box.y + (r + 0.5) * cell, cell * 0.22, 0, Math.PI * 2);
  ctx.fillStyle = theme.lastInner;
  ctx.fill();
  ctx.restore();
}

/**
 * A close-up drawn from the board's own drawer (triangles): the board at a scale that shows about 7 sides
 * across, centred on the corner, clipped to the box; the candidate translucent and outlined, the corner dotted.
 */
function drawShapeCloseUp(
  ctx: SKRSContext2D,
  shape: BoardShape,
  game: Game,
  box: Rect,
  what: { corner: Point; cells: readonly Point[]; ink: Color },
  theme: Theme,
  marks: boolean,
): void {
  const base = shape.geometry(game.layout, box.width / 7);
  const at = cellCenter(base, what.corner);
  const g = { ...base, x: base.x + box.x + box.width / 2 - at.x, y: base.y + box.y + box.height / 2 - at.y };
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.fillStyle = theme.background;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  paintBoard(ctx, game, g, theme, { colorBlind: marks, lastMove: false, coordinates: false });
  ctx.beginPath();
  for (const p of what.cells) cellPath(ctx, g, p);
  ctx.fillStyle = withAlpha(styleOf(what.ink).fill, 0.9);
  ctx.fill();
  outlineCells(ctx, g, what.cells, 4, theme.lastOuter);
  outlineCells(ctx, g, what.cells, 2, theme.lastInner);
  const c = cellCenter(g, what.corner);
  ctx.beginPath();
  ctx.arc(c.x, c.y, shape.markSide(g) * 0.22, 0, Math.PI * 2);
  ctx.fillStyle = theme.lastInner;
  ctx.fill();
  ctx.restore();
}

/** A numbered corner: a round badge in the colour on the cell. */
function drawBadge(
  ctx: SKRSContext2D,
  shape: BoardShape,
  g: BoardGeometry,
  corner: CornerLabel,
  color: Color,
  theme: Theme,
): void {
  const { x, y } = cellCenter(g, corner.point);
  badge(
    ctx,
    x,
    y,
    shape.markSide(g) * (shape.cells === 'squares' ? 0.46 : 0.62),
    String(corner.label),
    color,
    theme,
  );
}

function badge(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  r: number,
  text: string,
  color: Color,
  theme: Theme,
) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = styleOf(color).fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.pieceOutline;
  ctx.stroke();
  ctx.font = font(Math.round(r * (text.length >= 3 ? 0.8 : text.length === 2 ? 1.0 : 1.15)), 700);
  ctx.fillStyle = styleOf(color).ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy + 1);
  ctx.restore();
}
