import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, isOnBoard, moveFromCells, type Point } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { formatCell, formatMove, formatPlacement } from '../../notation/index.ts';
import { cellPath, outlineCells, paintBoard } from '../board/board-paint.ts';
import type { PictureOptions } from '../board/board-picture.ts';
import { encodePng, newCanvas } from '../canvas/canvas.ts';
import { styleOf, type Theme, themeOf, withAlpha } from '../canvas/palette.ts';
import { colorName } from '../panel/seats.ts';
import {
  type BoardGeometry,
  boardOuterSize,
  cellCenter,
  cellRect,
  gridRect,
  type Rect,
} from '../shape/board-geometry.ts';
import { type BoardShape, shapeOf } from '../shape/board-shape.ts';
import { drawMark } from '../shape/marks.ts';
import { font } from '../text/fonts.ts';
import { drawText, wrapText } from '../text/text.ts';

/** A proposed placement to preview: the caller has checked it and says why it is illegal. */
export interface PreviewPlacement {
  /** Colour index (of `variant.colors`). */
  readonly color: number;
  /** The squares the piece would cover; some may lie off the board. */
  readonly squares: readonly Point[];
  readonly legal: boolean;
  /** The squares that break a rule (they get a cross). */
  readonly problemCells?: readonly Point[];
  /** The sentence under the board, e.g. "touches your own piece at f6". */
  readonly message?: string;
}

/** Height of the caption band under the board. */
export const CAPTION_HEIGHT = 104;

/** Where things are in a preview picture: the board takes the whole width, the caption is under it. */
export interface PreviewPicture {
  readonly width: number;
  readonly height: number;
  readonly board: BoardGeometry;
  readonly caption: Rect;
}

/** The layout of a preview picture for a game. */
export function previewPicture(game: Game): PreviewPicture {
  const board = shapeOf(game.layout).geometry(game.layout);
  const outer = boardOuterSize(board);
  const caption = { x: board.x, y: outer.height, width: gridRect(board).width, height: CAPTION_HEIGHT };
  return { width: outer.width, height: outer.height + CAPTION_HEIGHT, board, caption };
}

/** Draws the preview: the board, the piece translucent on it, problems crossed, and the caption. */
export async function renderPreviewPicture(
  game: Game,
  preview: PreviewPlacement,
  options: PictureOptions = {},
): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const picture = previewPicture(game);
  const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
  const g = picture.board;
  const marks = options.colorBlind === true;
  const shape = shapeOf(game.layout);
  paintBoard(ctx, game, g, theme, { colorBlind: marks, lastMove: false });
  const on = preview.squares.filter((p) => isOnBoard(game.layout, p));
  const off = preview.squares.filter((p) => !isOnBoard(game.layout, p));
  const color = game.variant.colors[preview.color]!;
  const style = styleOf(color);
  for (const p of on) {
    const r = cellRect(g, p);
    ctx.save();
    ctx.beginPath();
    cellPath(ctx, g, p);
    ctx.fillStyle = withAlpha(style.fill, 0.85);
    ctx.fill();
    ctx.clip();
    drawHatch(ctx, r, withAlpha(style.ink, 0.35));
    ctx.restore();
    const c = cellCenter(g, p);
    if (marks) drawMark(ctx, color, c.x, c.y, shape.markSide(g));
  }
  outlineCells(ctx, g, on, 6, theme.lastOuter);
  outlineCells(ctx, g, on, 2, preview.legal ? theme.lastInner : theme.problem);
  for (const p of preview.problemCells ?? [])
    if (isOnBoard(game.layout, p)) drawCross(ctx, shape, g, p, theme);
  // A square past the grid gets an arrow (squares) or is drawn there (triangles); one inside the grid but
  // off the board (around a figure) is drawn in place.
  for (const p of off) {
    const inGrid = p.x >= 0 && p.y >= 0 && p.x < g.size && p.y < g.rows;
    if (shape.offBoard === 'arrow' && !inGrid) drawOffBoard(ctx, g, p, theme);
    else drawOffBoardCell(ctx, g, p, theme);
  }
  drawCaption(ctx, game, preview, picture.caption, { theme, words: options.words ?? ENGLISH });
  return encodePng(canvas);
}

/**
 * The headline of a preview's caption, exactly as drawn: the colour, then the placement in notation, written
 * by src/notation's `formatPlacement` (for squares all on the board that is `formatMove`'s text of the move),
 * so the picture names a placement as the bot's messages do, whatever orientation words were typed.
 */
export function previewHeadline(
  game: Game,
  preview: Pick<PreviewPlacement, 'color' | 'squares'>,
  words: Translator = ENGLISH,
): string {
  const placement = placementWords(game, preview.squares);
  return `${colorName(game, preview.color, words)} ${placement}`.trim();
}

/**
 * A placement's words: `formatMove`'s when its cells make a move of the game's board (either geometry),
 * else for squares `formatPlacement`'s, for triangles the names of its cells on the board.
 */
function placementWords(game: Game, cells: readonly Point[]): string {
  const { layout } = game;
  if (cells.every((p) => isOnBoard(layout, p))) {
    const move = moveFromCells(
      layout,
      cells.map((p) => p.y * layout.size + p.x),
    );
    if (move !== undefined) return formatMove(layout, move);
  }
  if (shapeOf(layout).cells === 'squares') return formatPlacement(cells, layout.size) ?? '';
  return cells
    .filter((p) => isOnBoard(layout, p))
    .map(formatCell)
    .join(' ');
}

/** Diagonal hatching, which tells a proposed square from a placed one. */
function drawHatch(ctx: SKRSContext2D, r: Rect, color: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(r.x, r.y, r.width, r.height);
  ctx.clip();
  ctx.beginPath();
  for (let k = -r.height; k < r.width; k += 9) {
    ctx.moveTo(r.x + k, r.y + r.height);
    ctx.lineTo(r.x + k + r.height, r.y);
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.restore();
}

/** A bold cross with a halo over a cell that breaks a rule. */
function drawCross(ctx: SKRSContext2D, shape: BoardShape, g: BoardGeometry, p: Point, theme: Theme): void {
  const side = shape.markSide(g);
  const { x, y } = cellCenter(g, p);
  const half = side * 0.26;
  ctx.save();
  ctx.beginPath();
  cellPath(ctx, g, p);
  ctx.fillStyle = withAlpha(theme.problem, 0.3);
  ctx.fill();
  ctx.lineCap = 'round';
  for (const [width, color] of [
    [side * 0.22, theme.problemHalo],
    [side * 0.11, theme.problem],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x - half, y - half);
    ctx.lineTo(x + half, y + half);
    ctx.moveTo(x + half, y - half);
    ctx.lineTo(x - half, y + half);
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.stroke();
  }
  ctx.restore();
}

/** A cell off a triangle board, drawn where it would be: a dashed outline in the problem colour. */
function drawOffBoardCell(ctx: SKRSContext2D, g: BoardGeometry, p: Point, theme: Theme): void {
  ctx.save();
  ctx.beginPath();
  cellPath(ctx, g, p);
  ctx.fillStyle = withAlpha(theme.problem, 0.25);
  ctx.fill();
  ctx.setLineDash([5, 4]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = theme.problem;
  ctx.stroke();
  ctx.restore();
}

/**
 * A square off the board cannot be drawn, so a red arrow in the coordinate band points out of the board
 * from the nearest edge cell, in the direction the square lies.
 */
function drawOffBoard(ctx: SKRSContext2D, g: BoardGeometry, p: Point, theme: Theme): void {
  const x = Math.min(Math.max(p.x, 0), g.size - 1);
  const y = Math.min(Math.max(p.y, 0), g.rows - 1);
  const r = cellRect(g, { x, y });
  const dx = Math.sign(p.x - x);
  const dy = -Math.sign(p.y - y);
  const cx = r.x + r.width / 2 + dx * (r.width / 2 + g.marginX / 2);
  const cy = r.y + r.height / 2 + dy * (r.height / 2 + g.marginY / 2);
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const s = Math.min(g.marginX, g.marginY) * 0.42;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(cx + ux * s, cy + uy * s);
  ctx.lineTo(cx - ux * s * 0.7 - uy * s, cy - uy * s * 0.7 + ux * s);
  ctx.lineTo(cx - ux * s * 0.7 + uy * s, cy - uy * s * 0.7 - ux * s);
  ctx.closePath();
  ctx.fillStyle = theme.problem;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.problemHalo;
  ctx.stroke();
  ctx.restore();
}

function drawCaption(
  ctx: SKRSContext2D,
  game: Game,
  preview: PreviewPlacement,
  r: Rect,
  style: { theme: Theme; words: Translator },
): void {
  const { theme, words } = style;
  const what = previewHeadline(game, preview, words);
  const message = preview.message ?? words.t(preview.legal ? 'play.legalCaption' : 'play.illegalCaption');
  const x = r.x;
  const cy = r.y + 27;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x + 14, cy, 14, 0, Math.PI * 2);
  ctx.fillStyle = preview.legal ? theme.ok : theme.problem;
  ctx.fill();
  ctx.beginPath();
  if (preview.legal) {
    ctx.moveTo(x + 7, cy);
    ctx.lineTo(x + 12, cy + 6);
    ctx.lineTo(x + 22, cy - 6);
  } else {
    ctx.moveTo(x + 8, cy - 6);
    ctx.lineTo(x + 20, cy + 6);
    ctx.moveTo(x + 20, cy - 6);
    ctx.lineTo(x + 8, cy + 6);
  }
  ctx.lineWidth = 3.5;
  ctx.lineCap = 'round';
  ctx.strokeStyle = theme.background;
  ctx.stroke();
  ctx.restore();
  const textX = x + 40;
  const maxWidth = r.x + r.width - textX;
  drawText(ctx, what, { x: textX, y: r.y + 35, maxWidth, font: font(22, 700), color: theme.text });
  // Measured in the weight it is drawn in, or a line that fits the measure is cut short with an ellipsis.
  const lines = wrapText(ctx, message, maxWidth, font(22, 600), 2);
  lines.forEach((line, i) => {
    const color = preview.legal ? theme.text : theme.problem;
    drawText(ctx, line, { x: textX, y: r.y + 64 + i * 27, maxWidth, font: font(22, 600), color });
  });
}
