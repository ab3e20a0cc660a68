import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Color, type Game, type Point, pointOf } from '../../engine/index.ts';
import { styleOf, type Theme, withAlpha } from '../canvas/palette.ts';
import { type BoardGeometry, cellCenter, cellRect, gridRect } from '../shape/board-geometry.ts';
import { type BoardLabel, type BoardShape, shapeOfGeometry, TRIGON_SIDE } from '../shape/board-shape.ts';
import { drawMark } from '../shape/marks.ts';
import { font } from '../text/fonts.ts';
import { type PlacementMap, placementMap } from './placements.ts';

/**
 * The one board painter: every picture with a board (the board picture, previews, the zoomed view, the
 * tap steps, the scoreboard, the replay's frames) paints it here. The cells' shape comes as data
 * (`BoardShape`: outline polygons, neighbours, coordinates, line widths), so squares and triangles go
 * through the same layers in the same order.
 */

/** What to draw on a board besides the pieces. */
export interface BoardLayers {
  /** The placement number on each piece's pivot cell. */
  readonly moveNumbers?: boolean;
  /** Mark the open corners (where its next piece may attach) of this colour index. */
  readonly openCornersOf?: number | null;
  /** Colour-blind marks on every cell. */
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

const key = (p: Point) => `${p.x},${p.y}`;

/**
 * Paints a whole board for a game: the empty cells and their grid, the free start cells, the pieces (each
 * outlined), the chosen layers (move numbers, open corners, colour-blind marks, the latest placements),
 * the frame and the coordinates.
 */
export function paintBoard(
  ctx: SKRSContext2D,
  game: Game,
  g: BoardGeometry,
  theme: Theme,
  layers: BoardLayers = {},
  map: PlacementMap = placementMap(game),
): void {
  const shape = shapeOfGeometry(g);
  const { layout, position, variant } = game;
  const lines = shape.lines(g);
  const marks = layers.colorBlind === true;
  paintGround(ctx, game, shape, g, theme);
  game.starts.forEach((start, c) => {
    if (position.board[start.y * layout.size + start.x] === 0)
      paintStartCell(ctx, shape, g, start, variant.colors[c]!, marks);
  });
  for (const placement of map.placements) {
    const color = variant.colors[placement.color]!;
    paintPiece(
      ctx,
      g,
      placement.cells,
      color,
      layers.moveNumbers ? { marks, noMark: placement.pivot } : { marks },
    );
  }
  for (const placement of map.placements)
    outlineCells(ctx, g, placement.cells, lines.outline, theme.pieceOutline);
  if (layers.moveNumbers) {
    for (const placement of map.placements)
      paintNumber(ctx, shape, g, placement.pivot, placement.number, variant.colors[placement.color]!);
  }
  paintSharedStarts(ctx, game, g, theme);
  if (layers.openCornersOf !== undefined && layers.openCornersOf !== null) {
    const color = variant.colors[layers.openCornersOf]!;
    for (const cell of position.openCorners(layers.openCornersOf))
      paintOpenCorner(ctx, shape, g, pointOf(layout, cell), color, theme);
  }
  const recent = layers.lastMove === false ? 0 : Math.max(1, layers.recentMoves ?? 1);
  // Not `slice(-recent)` alone: with nothing to outline, `slice(-0)` would give every placement.
  for (const placement of recent > 0 ? map.placements.slice(-recent) : []) {
    outlineCells(ctx, g, placement.cells, lines.recentWide, theme.lastOuter);
    outlineCells(ctx, g, placement.cells, lines.recentThin, theme.lastInner);
  }
  if (lines.frame > 0) paintFrame(ctx, game, g, lines.frame, theme);
  if (layers.coordinates !== false && g.labelSize > 0) paintLabels(ctx, shape.labels(g, layout), theme);
}

/** Adds one cell's outline polygon to the current path (a cell off the board too). */
export function cellPath(ctx: SKRSContext2D, g: BoardGeometry, p: Point): void {
  const c = shapeOfGeometry(g).corners(g, p);
  ctx.moveTo(c[0]![0], c[0]![1]);
  for (let i = 1; i < c.length; i++) ctx.lineTo(c[i]![0], c[i]![1]);
  ctx.closePath();
}

/**
 * A band of `width` pixels in `color` along every side of a set of cells that faces a cell outside the set:
 * the outline of a piece. Crisp shapes draw each side as a rectangle on whole pixels (extended by half the
 * width at both ends, so corners close); others stroke the sides with round joins.
 */
export function outlineCells(
  ctx: SKRSContext2D,
  g: BoardGeometry,
  cells: readonly Point[],
  width: number,
  color: string,
): void {
  if (width <= 0) return;
  const shape = shapeOfGeometry(g);
  const inside = new Set(cells.map(key));
  const sides: [number, number, number, number][] = [];
  for (const p of cells) {
    const c = shape.corners(g, p);
    shape.across(g, p).forEach((q, i) => {
      if (inside.has(key(q))) return;
      const a = c[i]!;
      const b = c[(i + 1) % c.length]!;
      sides.push([a[0], a[1], b[0], b[1]]);
    });
  }
  if (shape.crisp) {
    const half = Math.floor(width / 2);
    ctx.fillStyle = color;
    for (const [x0, y0, x1, y1] of sides) {
      const x = Math.min(x0, x1);
      const y = Math.min(y0, y1);
      ctx.fillRect(x - half, y - half, Math.abs(x1 - x0) + width, Math.abs(y1 - y0) + width);
    }
    return;
  }
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const [x0, y0, x1, y1] of sides) {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  }
  ctx.stroke();
  ctx.restore();
}

/** The width of the line around the grid (the last placement's outline never reaches beyond it). */
export function frameWidth(g: BoardGeometry): number {
  return shapeOfGeometry(g).lines(g).frame;
}

/** Fills one cell (a rectangle on whole pixels for crisp shapes). */
function fillCell(ctx: SKRSContext2D, shape: BoardShape, g: BoardGeometry, p: Point, fill: string): void {
  ctx.fillStyle = fill;
  if (shape.crisp) {
    const r = cellRect(g, p);
    ctx.fillRect(r.x, r.y, r.width, r.height);
    return;
  }
  ctx.beginPath();
  cellPath(ctx, g, p);
  ctx.fill();
}

/** The empty board: every cell in the board colour, and the grid (lines, or each cell stroked). */
function paintGround(
  ctx: SKRSContext2D,
  game: Game,
  shape: BoardShape,
  g: BoardGeometry,
  theme: Theme,
): void {
  const { layout } = game;
  if (shape.crisp) {
    const r = gridRect(g);
    ctx.fillStyle = theme.board;
    ctx.fillRect(r.x, r.y, r.width, r.height);
  } else {
    for (let cell = 0; cell < layout.cellCount; cell++) {
      const p = pointOf(layout, cell);
      // A covered cell is painted with its piece.
      if (!layout.geometry.isOnBoard(p.x, p.y) || game.position.board[cell] !== 0) continue;
      ctx.beginPath();
      cellPath(ctx, g, p);
      ctx.fillStyle = theme.board;
      ctx.fill();
      if (!shape.strokeCells) continue;
      ctx.strokeStyle = theme.grid;
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }
  for (const line of shape.gridLines(g)) {
    ctx.fillStyle = line.guide ? theme.guide : theme.grid;
    ctx.fillRect(line.x, line.y, line.w, line.h);
  }
  if (!shape.crisp) return;
  // Squares of the rectangle that are off the board (around a figure): the background, not the board.
  ctx.fillStyle = theme.background;
  for (const p of offBoardCells(game)) {
    const r = cellRect(g, p);
    ctx.fillRect(r.x, r.y, r.width, r.height);
  }
}

/** The cells of the layout's rectangle that are not on the board (none on a full rectangle). */
function offBoardCells(game: Game): Point[] {
  const { layout } = game;
  const cells: Point[] = [];
  for (let cell = 0; cell < layout.cellCount; cell++) {
    const p = pointOf(layout, cell);
    if (!layout.geometry.isOnBoard(p.x, p.y)) cells.push(p);
  }
  return cells;
}

/**
 * One piece (or any edge-connected set of cells) in flat colour, with thin seams in its shade between its
 * cells so they can be counted, and the colour's mark on each cell when asked (but on `noMark`, the cell
 * carrying the move number). Pieces off the board (trays, tiles, swatches) are painted here too, on a
 * geometry of their own.
 */
export function paintPiece(
  ctx: SKRSContext2D,
  g: BoardGeometry,
  cells: readonly Point[],
  color: Color,
  options: { readonly marks: boolean; readonly noMark?: Point },
): void {
  const shape = shapeOfGeometry(g);
  const style = styleOf(color);
  const noMark = options.noMark ? key(options.noMark) : '';
  const inside = new Set(cells.map(key));
  const markSize = g.cell * shape.inCell.mark;
  if (shape.crisp) {
    for (const p of cells) fillCell(ctx, shape, g, p, style.fill);
    // Each side shared by two of its cells, once: a band of `seam` pixels centred on it.
    const seam = shape.lines(g).seam;
    const done = new Set<string>();
    ctx.fillStyle = style.shade;
    for (const p of cells) {
      const c = shape.corners(g, p);
      shape.across(g, p).forEach((q, i) => {
        const a = c[i]!;
        const b = c[(i + 1) % c.length]!;
        const side = `${Math.min(a[0], b[0])},${Math.min(a[1], b[1])},${a[0] === b[0] ? '|' : '-'}`;
        if (!inside.has(key(q)) || done.has(side)) return;
        done.add(side);
        if (a[0] === b[0]) ctx.fillRect(a[0] - seam / 2, Math.min(a[1], b[1]), seam, Math.abs(b[1] - a[1]));
        else ctx.fillRect(Math.min(a[0], b[0]), a[1] - seam / 2, Math.abs(b[0] - a[0]), seam);
      });
    }
    if (options.marks) {
      for (const p of cells) {
        if (key(p) === noMark) continue;
        const m = cellCenter(g, p);
        drawMark(ctx, color, m.x, m.y, markSize);
      }
    }
    return;
  }
  // Paths: each cell filled and stroked in the shade, which leaves the seams.
  for (const p of cells) {
    ctx.beginPath();
    cellPath(ctx, g, p);
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.strokeStyle = style.shade;
    ctx.lineWidth = shape.lines(g).seam;
    ctx.stroke();
    if (options.marks && key(p) !== noMark) {
      const m = cellCenter(g, p);
      drawMark(ctx, color, m.x, m.y, markSize);
    }
  }
}

/** An empty start cell of a colour: tinted in its colour, with a ring (and the colour's mark when asked). */
function paintStartCell(
  ctx: SKRSContext2D,
  shape: BoardShape,
  g: BoardGeometry,
  p: Point,
  color: Color,
  marks: boolean,
): void {
  const { x, y } = cellCenter(g, p);
  const style = styleOf(color);
  const tint = withAlpha(style.fill, 0.4);
  if (shape.crisp) {
    const r = cellRect(g, p);
    ctx.fillStyle = tint;
    ctx.fillRect(r.x + 1, r.y + 1, r.width - 1, r.height - 1);
  } else fillCell(ctx, shape, g, p, tint);
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, g.cell * shape.inCell.mark * 0.28, 0, Math.PI * 2);
  ctx.strokeStyle = style.fill;
  ctx.lineWidth = Math.max(2, g.cell * shape.inCell.mark * 0.12);
  ctx.stroke();
  ctx.restore();
  if (marks) drawMark(ctx, color, x, y, g.cell * shape.inCell.mark * 0.8);
}

/**
 * Start cells shared by every colour (Trigon's): a dot, strong while the cell is free, faint once covered.
 * A board where every cell is a start (the puzzles) marks none.
 */
function paintSharedStarts(ctx: SKRSContext2D, game: Game, g: BoardGeometry, theme: Theme): void {
  const starts = game.variant.sharedStarts ?? [];
  if (starts.length >= game.layout.cellCount - offBoardCells(game).length) return;
  for (const s of starts) {
    const { x, y } = cellCenter(g, s);
    const free = game.position.board[s.y * game.layout.size + s.x] === 0;
    ctx.fillStyle = free ? theme.text : withAlpha(theme.background, 0.55);
    ctx.beginPath();
    ctx.arc(x, y, (g.cell * (free ? 6 : 4)) / TRIGON_SIDE, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** An open corner of the colour to move: a small diamond in its colour, outlined. */
function paintOpenCorner(
  ctx: SKRSContext2D,
  shape: BoardShape,
  g: BoardGeometry,
  p: Point,
  color: Color,
  theme: Theme,
): void {
  const { x, y } = cellCenter(g, p);
  const d = g.cell * shape.inCell.corner;
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

/** The placement number on a piece's pivot cell. */
function paintNumber(
  ctx: SKRSContext2D,
  shape: BoardShape,
  g: BoardGeometry,
  p: Point,
  n: number,
  color: Color,
): void {
  const { x, y } = cellCenter(g, p);
  ctx.font = font(Math.round(g.cell * (n >= 100 ? shape.inCell.bigNumber : shape.inCell.number)), 700);
  ctx.fillStyle = styleOf(color).ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), x, y + shape.textLift(g, p));
}

/** The line around the grid; around a figure, the line around its squares. */
function paintFrame(ctx: SKRSContext2D, game: Game, g: BoardGeometry, w: number, theme: Theme): void {
  const { layout } = game;
  if (offBoardCells(game).length > 0) {
    const cells: Point[] = [];
    for (let cell = 0; cell < layout.cellCount; cell++) {
      const p = pointOf(layout, cell);
      if (layout.geometry.isOnBoard(p.x, p.y)) cells.push(p);
    }
    outlineCells(ctx, g, cells, w, theme.pieceOutline);
    return;
  }
  const r = gridRect(g);
  ctx.fillStyle = theme.pieceOutline;
  ctx.fillRect(r.x - w, r.y - w, r.width + 2 * w, w);
  ctx.fillRect(r.x - w, r.y + r.height, r.width + 2 * w, w);
  ctx.fillRect(r.x - w, r.y, w, r.height);
  ctx.fillRect(r.x + r.width, r.y, w, r.height);
}

function paintLabels(ctx: SKRSContext2D, labels: readonly BoardLabel[], theme: Theme): void {
  ctx.textBaseline = 'middle';
  for (const label of labels) {
    ctx.font = font(label.size, 600);
    ctx.textAlign = label.align;
    ctx.fillStyle = label.muted ? theme.muted : theme.label;
    ctx.fillText(label.text, label.x, label.y);
  }
}
