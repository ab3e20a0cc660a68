import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Color, Game, Point } from '../engine/index.ts';
import { font } from './fonts.ts';
import { type BoardGeometry, cellCenter, cellRect, gridRect } from './geometry.ts';
import { drawMark } from './marks.ts';
import { styleOf, type Theme, withAlpha } from './palette.ts';
import { type PlacementMap, placementMap } from './placements.ts';
import { drawBlock, drawOutline, type GridSquare } from './shapes.ts';

/** What to draw on a board besides the pieces. */
export interface BoardLayers {
  /** The placement number on each piece's pivot square. */
  readonly moveNumbers?: boolean;
  /** Mark the open corners (where its next piece may attach) of this colour index. */
  readonly openCornersOf?: number | null;
  /** Colour-blind marks on every square. */
  readonly colorBlind?: boolean;
  /** Outline the last placement (default true). */
  readonly lastMove?: boolean;
  /**
   * How many of the latest placements to outline (default 1): a player back after a while sees every
   * placement made since their own last one.
   */
  readonly recentMoves?: number;
  /** The coordinates around the grid (default true; a replay draws them once, on its first frame). */
  readonly coordinates?: boolean;
}

/** Board points as drawing-grid squares (row 0 at the top). */
export function gridSquares(g: BoardGeometry, points: readonly Point[]): GridSquare[] {
  return points.map((p) => ({ c: p.x, r: g.size - 1 - p.y }));
}

/** Draws a whole board (grid, coordinates, start squares, pieces and the chosen layers) for a game. */
export function drawBoard(
  ctx: SKRSContext2D,
  game: Game,
  g: BoardGeometry,
  theme: Theme,
  layers: BoardLayers = {},
  map: PlacementMap = placementMap(game),
): void {
  const colors = game.variant.colors;
  drawGrid(ctx, g, theme);
  game.starts.forEach((start, c) => {
    if (game.position.board[start.y * g.size + start.x] === 0)
      drawStartMark(ctx, g, start, colors[c]!, layers.colorBlind === true);
  });
  const outline = g.cell >= 30 ? 2 : 1;
  for (const placement of map.placements) {
    const color = colors[placement.color]!;
    const squares = gridSquares(g, placement.cells);
    const pivotIndex = placement.cells.findIndex(
      (p) => p.x === placement.pivot.x && p.y === placement.pivot.y,
    );
    drawBlock(ctx, squares, g.x, g.y, g.cell, {
      color,
      theme,
      outline,
      marks: layers.colorBlind === true,
      skipMark: layers.moveNumbers ? pivotIndex : -1,
    });
    if (layers.moveNumbers) drawNumber(ctx, g, placement.pivot, placement.number, color);
  }
  if (layers.openCornersOf !== undefined && layers.openCornersOf !== null) {
    const c = layers.openCornersOf;
    for (const cell of game.position.openCorners(c)) {
      drawOpenCorner(ctx, g, { x: cell % g.size, y: Math.floor(cell / g.size) }, colors[c]!, theme);
    }
  }
  const recent = layers.lastMove === false ? 0 : Math.max(1, layers.recentMoves ?? 1);
  // Not `slice(-recent)` alone: with nothing to outline, `slice(-0)` would give every placement.
  for (const placement of recent > 0 ? map.placements.slice(-recent) : []) {
    const squares = gridSquares(g, placement.cells);
    const wide = g.cell >= 30 ? 6 : 4;
    drawOutline(ctx, squares, g.x, g.y, g.cell, wide, theme.lastOuter);
    drawOutline(ctx, squares, g.x, g.y, g.cell, wide / 3, theme.lastInner);
  }
  drawFrame(ctx, g, theme);
  if (g.labelSize > 0 && layers.coordinates !== false) drawCoordinates(ctx, g, theme);
}

/** The empty grid: board colour, thin cell lines, a stronger line every 5 cells for counting. */
export function drawGrid(ctx: SKRSContext2D, g: BoardGeometry, theme: Theme): void {
  const r = gridRect(g);
  ctx.fillStyle = theme.board;
  ctx.fillRect(r.x, r.y, r.width, r.height);
  for (let k = 1; k < g.size; k++) {
    const guide = g.size >= 10 && k % 5 === 0;
    ctx.fillStyle = guide ? theme.guide : theme.grid;
    const w = guide && g.cell >= 30 ? 2 : 1;
    ctx.fillRect(r.x + k * g.cell - Math.floor(w / 2), r.y, w, r.height);
    ctx.fillRect(r.x, r.y + (g.size - k) * g.cell - Math.floor(w / 2), r.width, w);
  }
}

/** The width of the line around the grid (the last placement's outline never reaches beyond it). */
export function frameWidth(g: BoardGeometry): number {
  return g.cell >= 30 ? 3 : 2;
}

function drawFrame(ctx: SKRSContext2D, g: BoardGeometry, theme: Theme): void {
  const r = gridRect(g);
  const w = frameWidth(g);
  ctx.fillStyle = theme.pieceOutline;
  ctx.fillRect(r.x - w, r.y - w, r.width + 2 * w, w);
  ctx.fillRect(r.x - w, r.y + r.height, r.width + 2 * w, w);
  ctx.fillRect(r.x - w, r.y, w, r.height);
  ctx.fillRect(r.x + r.width, r.y, w, r.height);
}

/** Column letters above and below, row numbers left and right. */
function drawCoordinates(ctx: SKRSContext2D, g: BoardGeometry, theme: Theme): void {
  const r = gridRect(g);
  ctx.font = font(g.labelSize, 600);
  ctx.fillStyle = theme.label;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const offX = g.marginX / 2 + 1;
  const offY = g.marginY / 2 + 1;
  for (let k = 0; k < g.size; k++) {
    const letter = String.fromCharCode(97 + k);
    const x = r.x + (k + 0.5) * g.cell;
    ctx.fillText(letter, x, r.y - offY - 1);
    ctx.fillText(letter, x, r.y + r.height + offY - 2);
    const y = r.y + (g.size - 1 - k + 0.5) * g.cell + 1;
    ctx.fillText(String(k + 1), r.x - offX, y);
    ctx.fillText(String(k + 1), r.x + r.width + offX, y);
  }
}

/** An empty start square: tinted in its colour, with a ring (and the colour's mark when asked). */
function drawStartMark(ctx: SKRSContext2D, g: BoardGeometry, p: Point, color: Color, marks: boolean): void {
  const r = cellRect(g, p);
  const { x, y } = cellCenter(g, p);
  const style = styleOf(color);
  ctx.fillStyle = withAlpha(style.fill, 0.4);
  ctx.fillRect(r.x + 1, r.y + 1, r.width - 1, r.height - 1);
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, g.cell * 0.28, 0, Math.PI * 2);
  ctx.strokeStyle = style.fill;
  ctx.lineWidth = Math.max(2, g.cell * 0.12);
  ctx.stroke();
  ctx.restore();
  if (marks) drawMark(ctx, color, x, y, g.cell * 0.8);
}

/** An open corner of the colour to move: a small diamond in its colour. */
function drawOpenCorner(ctx: SKRSContext2D, g: BoardGeometry, p: Point, color: Color, theme: Theme): void {
  const { x, y } = cellCenter(g, p);
  const d = g.cell * 0.25;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x, y - d);
  ctx.lineTo(x + d, y);
  ctx.lineTo(x, y + d);
  ctx.lineTo(x - d, y);
  ctx.closePath();
  ctx.fillStyle = styleOf(color).fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.pieceOutline;
  ctx.stroke();
  ctx.restore();
}

function drawNumber(ctx: SKRSContext2D, g: BoardGeometry, p: Point, n: number, color: Color): void {
  const { x, y } = cellCenter(g, p);
  ctx.font = font(Math.round(g.cell * (n >= 100 ? 0.4 : 0.5)), 700);
  ctx.fillStyle = styleOf(color).ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), x, y + 1);
}
