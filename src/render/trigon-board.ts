import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, type Layout, type Point, pointOf } from '../engine/index.ts';
import { formatColumn } from '../notation/index.ts';
import type { BoardLayers } from './board-draw.ts';
import { encodePng, newCanvas } from './canvas.ts';
import { font } from './fonts.ts';
import {
  type BoardGeometry,
  boardOuterSize,
  cellCenter,
  gridRect,
  pointsUp,
  triangleCorners,
  triangleRow,
} from './geometry.ts';
import { drawMark } from './marks.ts';
import { styleOf, type Theme, type ThemeName, themeOf, withAlpha } from './palette.ts';
import { type PlacementMap, placementMap } from './placements.ts';

/**
 * The Trigon board (RULES.md 10.9) drawn as Pentobi draws it: flat top and bottom, row 1 at the bottom,
 * each column's triangles centred on one vertical line. Column letters `a`–`ai` above and below, in two
 * alternating shades so that neighbours do not blur; row numbers just outside each row's first and last
 * triangle, following the slanted sides; start points dotted, strongly while free; pieces outlined and the
 * latest placements marked; optionally move numbers, open corners and colour-blind marks.
 */
export interface TrigonBoardOptions {
  readonly theme?: ThemeName;
  readonly colorBlind?: boolean;
  /** How many of the latest placements to mark (default 1). */
  readonly recentMoves?: number;
}

/** Triangle side in pixels: 44, so 35 columns of 22 px make a board about 880 px wide. */
export const TRIGON_SIDE = 44;
/**
 * Coordinate type: row numbers in 28 px (digits 8 px tall on a phone showing the 890 px picture at 360 px),
 * column letters in 0.72 of that, 20 px, as wide as 35 columns of 22 px allow.
 */
const LABEL = 28;

/** The type size of the column letters of a board geometry. */
export function columnLabelSize(g: BoardGeometry): number {
  return Math.round(g.labelSize * 0.72);
}

/**
 * The pixel geometry of a Trigon board: triangles of side `side`, coordinates around (two lines of column
 * letters above and below, row numbers beside), the outer top-left corner at (left, top).
 */
export function trigonBoardGeometry(layout: Layout, side = TRIGON_SIDE, left = 0, top = 0): BoardGeometry {
  const labelSize = side >= 30 ? LABEL : Math.max(14, Math.round(side * 0.64));
  const marginX = Math.ceil(labelSize * 1.6);
  const marginY = Math.ceil((Math.round(labelSize * 0.72) + 2) * 2 + 8);
  return {
    size: layout.width,
    rows: layout.height,
    cell: side,
    x: left + marginX,
    y: top + marginY,
    marginX,
    marginY,
    labelSize,
  };
}

/** Size of the Trigon board picture of a layout (board and coordinates only). */
export function trigonBoardSize(layout: Layout): { width: number; height: number } {
  return boardOuterSize(trigonBoardGeometry(layout));
}

/** Adds a cell's triangle to the current path. */
export function trianglePath(ctx: SKRSContext2D, g: BoardGeometry, p: Point): void {
  const c = triangleCorners(g, p);
  ctx.moveTo(c[0]![0], c[0]![1]);
  ctx.lineTo(c[1]![0], c[1]![1]);
  ctx.lineTo(c[2]![0], c[2]![1]);
  ctx.closePath();
}

/** Strokes the sides of a set of cells that face a cell outside the set: the outline of a piece. */
export function outlineTriangles(
  ctx: SKRSContext2D,
  g: BoardGeometry,
  cells: readonly Point[],
  width: number,
  color: string,
): void {
  const inside = new Set(cells.map((p) => `${p.x},${p.y}`));
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const p of cells) {
    const c = triangleCorners(g, p);
    // Each side with the neighbour across it: ▲ right, base, left; ▼ top, right, left.
    const across: Point[] = pointsUp(g, p)
      ? [
          { x: p.x + 1, y: p.y },
          { x: p.x, y: p.y - 1 },
          { x: p.x - 1, y: p.y },
        ]
      : [
          { x: p.x, y: p.y + 1 },
          { x: p.x + 1, y: p.y },
          { x: p.x - 1, y: p.y },
        ];
    across.forEach((q, i) => {
      if (inside.has(`${q.x},${q.y}`)) return;
      const a = c[i]!;
      const b = c[(i + 1) % 3]!;
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
    });
  }
  ctx.stroke();
  ctx.restore();
}

/** Draws a Trigon game's board and encodes it as PNG (the board alone, without the panel). */
export async function renderTrigonBoard(game: Game, options: TrigonBoardOptions = {}): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const g = trigonBoardGeometry(game.layout);
  const size = boardOuterSize(g);
  const { canvas, ctx } = newCanvas(size.width, size.height, theme);
  drawTrigonBoard(ctx, game, g, theme, {
    colorBlind: options.colorBlind === true,
    ...(options.recentMoves === undefined ? {} : { recentMoves: options.recentMoves }),
  });
  return encodePng(canvas);
}

/** Draws a whole Trigon board (triangles, pieces, start points, coordinates and the chosen layers). */
export function drawTrigonBoard(
  ctx: SKRSContext2D,
  game: Game,
  g: BoardGeometry,
  theme: Theme,
  layers: BoardLayers = {},
  map: PlacementMap = placementMap(game),
): void {
  const { layout, position, variant } = game;
  const colorBlind = layers.colorBlind === true;
  const numbered = new Set(layers.moveNumbers ? map.placements.map((p) => `${p.pivot.x},${p.pivot.y}`) : []);
  for (let cell = 0; cell < layout.cellCount; cell++) {
    const p = pointOf(layout, cell);
    if (!layout.geometry.isOnBoard(p.x, p.y)) continue;
    const owner = position.board[cell]!;
    ctx.beginPath();
    trianglePath(ctx, g, p);
    ctx.fillStyle = owner === 0 ? theme.board : styleOf(variant.colors[owner - 1]!).fill;
    ctx.fill();
    ctx.strokeStyle = owner === 0 ? theme.grid : styleOf(variant.colors[owner - 1]!).shade;
    ctx.lineWidth = 1;
    ctx.stroke();
    if (colorBlind && owner !== 0 && !numbered.has(`${p.x},${p.y}`)) {
      const c = cellCenter(g, p);
      drawMark(ctx, variant.colors[owner - 1]!, c.x, c.y, g.cell * 0.45);
    }
  }
  const outline = g.cell >= 30 ? 2.5 : 1.5;
  for (const placement of map.placements)
    outlineTriangles(ctx, g, placement.cells, outline, theme.pieceOutline);
  if (layers.moveNumbers) {
    for (const placement of map.placements) {
      drawNumber(ctx, g, placement.pivot, placement.number, variant.colors[placement.color]!);
    }
  }
  drawStarts(ctx, game, g, theme);
  if (layers.openCornersOf !== undefined && layers.openCornersOf !== null) {
    const color = variant.colors[layers.openCornersOf]!;
    for (const cell of position.openCorners(layers.openCornersOf)) {
      drawOpenCorner(ctx, g, pointOf(layout, cell), styleOf(color).fill, theme);
    }
  }
  const recent = layers.lastMove === false ? 0 : Math.max(1, layers.recentMoves ?? 1);
  for (const placement of recent > 0 ? map.placements.slice(-recent) : []) {
    outlineTriangles(ctx, g, placement.cells, g.cell >= 30 ? 6 : 4, theme.lastOuter);
    outlineTriangles(ctx, g, placement.cells, g.cell >= 30 ? 2.5 : 1.5, theme.lastInner);
  }
  if (layers.coordinates !== false && g.labelSize > 0) drawLabels(ctx, g, layout, theme);
}

/** The shared start points: a dot, strong while the triangle is free. */
function drawStarts(ctx: SKRSContext2D, game: Game, g: BoardGeometry, theme: Theme): void {
  for (const s of game.variant.sharedStarts ?? []) {
    const { x, y } = cellCenter(g, s);
    const free = game.position.board[s.y * game.layout.size + s.x] === 0;
    ctx.fillStyle = free ? theme.text : withAlpha(theme.background, 0.55);
    ctx.beginPath();
    ctx.arc(x, y, (g.cell * (free ? 6 : 4)) / TRIGON_SIDE, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** An open corner of the colour to move: a small diamond in its colour, outlined. */
function drawOpenCorner(ctx: SKRSContext2D, g: BoardGeometry, p: Point, fill: string, theme: Theme): void {
  const { x, y } = cellCenter(g, p);
  const d = g.cell * 0.17;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x, y - d);
  ctx.lineTo(x + d, y);
  ctx.lineTo(x, y + d);
  ctx.lineTo(x - d, y);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.pieceOutline;
  ctx.stroke();
  ctx.restore();
}

/** The placement number on a piece's pivot triangle. */
function drawNumber(
  ctx: SKRSContext2D,
  g: BoardGeometry,
  p: Point,
  n: number,
  color: Game['variant']['colors'][number],
): void {
  const { x, y } = cellCenter(g, p);
  ctx.font = font(Math.round(g.cell * (n >= 100 ? 0.26 : 0.34)), 700);
  ctx.fillStyle = styleOf(color).ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), x, y + (pointsUp(g, p) ? 2 : 0));
}

/** Column letters above and below (two shades, alternating), row numbers beside each row's ends. */
function drawLabels(ctx: SKRSContext2D, g: BoardGeometry, layout: Layout, theme: Theme): void {
  const size = columnLabelSize(g);
  ctx.font = font(size, 600);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const grid = gridRect(g);
  const bottom = grid.y + grid.height;
  const line = size + 2;
  for (let x = 0; x < layout.width; x++) {
    const cx = g.x + ((x + 1) * g.cell) / 2;
    const name = formatColumn(x);
    ctx.fillStyle = x % 2 === 0 ? theme.label : theme.muted;
    // As Pentobi's text board: `aa`…`ai` as two stacked letters, the last one in line with `a`…`z`.
    const last = name.slice(-1);
    ctx.fillText(last, cx, g.y - line / 2 - 4);
    ctx.fillText(last, cx, bottom + line * 1.5 + 4);
    if (name.length > 1) {
      ctx.fillText(name.slice(0, -1), cx, g.y - line * 1.5 - 4);
      ctx.fillText(name.slice(0, -1), cx, bottom + line / 2 + 4);
    }
  }
  ctx.fillStyle = theme.label;
  ctx.font = font(g.labelSize, 600);
  const row = triangleRow(g.cell);
  for (let y = 0; y < layout.height; y++) {
    const xs: number[] = [];
    for (let x = 0; x < layout.width; x++) if (layout.geometry.isOnBoard(x, y)) xs.push(x);
    const mid = g.y + (layout.height - 1 - y + 0.5) * row;
    const first = g.x + (xs[0]! * g.cell) / 2;
    const last = g.x + ((xs[xs.length - 1]! + 2) * g.cell) / 2;
    ctx.textAlign = 'right';
    ctx.fillText(String(y + 1), first - 4, mid);
    ctx.textAlign = 'left';
    ctx.fillText(String(y + 1), last + 4, mid);
  }
}
