import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, type Layout, moveCellList } from '../engine/index.ts';
import { formatColumn } from '../notation/index.ts';
import { encodePng, newCanvas } from './canvas.ts';
import { font } from './fonts.ts';
import { drawMark } from './marks.ts';
import { styleOf, type Theme, type ThemeName, themeOf, withAlpha } from './palette.ts';

/**
 * The Trigon board (RULES.md 10.9) drawn as Pentobi draws it: flat top and bottom, row 1 at the bottom,
 * each column's triangles centred on one vertical line. Column letters `a`–`ai` above and below, in two
 * alternating shades so that neighbours do not blur; row numbers just outside each row's first and last
 * triangle, following the slanted sides; start points dotted, strongly while free; pieces outlined and the
 * latest placements marked.
 */
export interface TrigonBoardOptions {
  readonly theme?: ThemeName;
  readonly colorBlind?: boolean;
  /** How many of the latest placements to mark (default 1). */
  readonly recentMoves?: number;
}

/** Triangle side in pixels: 44, so 35 columns of 22 px make a picture about 880 px wide. */
const SIDE = 44;
const ROW = (SIDE * Math.sqrt(3)) / 2;
const MARGIN_X = 44;
/** Room for two rows of column letters: columns past `z` write their first letter above the second. */
const MARGIN_Y = 52;
const LABEL = 17;

interface Frame {
  readonly layout: Layout;
  readonly left: number;
  readonly top: number;
}

/** The three corners of a cell's triangle, in pixels. */
function corners(f: Frame, cell: number): [number, number][] {
  const { layout } = f;
  const x = cell % layout.size;
  const y = Math.floor(cell / layout.size);
  const cx = f.left + ((x + 1) * SIDE) / 2;
  const top = f.top + (layout.height - 1 - y) * ROW;
  const bottom = top + ROW;
  return layout.geometry.kind(x, y) === 0
    ? [
        [cx, top],
        [cx + SIDE / 2, bottom],
        [cx - SIDE / 2, bottom],
      ]
    : [
        [cx - SIDE / 2, top],
        [cx + SIDE / 2, top],
        [cx, bottom],
      ];
}

function centre(f: Frame, cell: number): [number, number] {
  const c = corners(f, cell);
  return [(c[0]![0] + c[1]![0] + c[2]![0]) / 3, (c[0]![1] + c[1]![1] + c[2]![1]) / 3];
}

function path(ctx: SKRSContext2D, points: readonly [number, number][]): void {
  ctx.beginPath();
  ctx.moveTo(points[0]![0], points[0]![1]);
  for (const [x, y] of points.slice(1)) ctx.lineTo(x, y);
  ctx.closePath();
}

/** Strokes the sides of a set of cells that face a cell outside the set: the outline of a piece. */
function outline(ctx: SKRSContext2D, f: Frame, cells: readonly number[]): void {
  const inside = new Set(cells);
  const { layout } = f;
  ctx.beginPath();
  for (const cell of cells) {
    const c = corners(f, cell);
    const x = cell % layout.size;
    const y = Math.floor(cell / layout.size);
    const up = layout.geometry.kind(x, y) === 0;
    // Each side with the neighbour across it: ▲ right, base, left; ▼ top, right, left.
    const sides: [[number, number], [number, number], number][] = up
      ? [
          [c[0]!, c[1]!, cell + 1],
          [c[1]!, c[2]!, cell - layout.size],
          [c[2]!, c[0]!, cell - 1],
        ]
      : [
          [c[0]!, c[1]!, cell + layout.size],
          [c[1]!, c[2]!, cell + 1],
          [c[2]!, c[0]!, cell - 1],
        ];
    for (const [a, b, across] of sides) {
      if (inside.has(across)) continue;
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
    }
  }
  ctx.stroke();
}

/** Size of the Trigon board picture of a layout. */
export function trigonBoardSize(layout: Layout): { width: number; height: number } {
  return {
    width: 2 * MARGIN_X + ((layout.width + 1) * SIDE) / 2,
    height: 2 * MARGIN_Y + layout.height * ROW,
  };
}

/** Draws a Trigon game's board and encodes it as PNG. */
export async function renderTrigonBoard(game: Game, options: TrigonBoardOptions = {}): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const { layout, position, variant } = game;
  const size = trigonBoardSize(layout);
  const { canvas, ctx } = newCanvas(size.width, size.height, theme);
  const f: Frame = { layout, left: MARGIN_X, top: MARGIN_Y };
  drawCells(ctx, f, game, theme, options.colorBlind === true);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = theme.pieceOutline;
  ctx.lineWidth = 2.5;
  const placements = game.events.flatMap((e) => (e.type === 'place' ? [e] : []));
  for (const p of placements) outline(ctx, f, moveCellList(layout, p.move));
  const recent = placements.slice(-(options.recentMoves ?? 1));
  for (const p of recent) {
    ctx.strokeStyle = theme.lastOuter;
    ctx.lineWidth = 6;
    outline(ctx, f, moveCellList(layout, p.move));
    ctx.strokeStyle = theme.lastInner;
    ctx.lineWidth = 2.5;
    outline(ctx, f, moveCellList(layout, p.move));
  }
  const starts = variant.sharedStarts ?? [];
  for (const s of starts) {
    const cell = s.y * layout.size + s.x;
    const [x, y] = centre(f, cell);
    const free = position.board[cell] === 0;
    ctx.fillStyle = free ? theme.text : withAlpha(theme.background, 0.55);
    ctx.beginPath();
    ctx.arc(x, y, free ? 6 : 4, 0, Math.PI * 2);
    ctx.fill();
  }
  drawLabels(ctx, f, theme);
  return encodePng(canvas);
}

function drawCells(ctx: SKRSContext2D, f: Frame, game: Game, theme: Theme, colorBlind: boolean): void {
  const { layout, position, variant } = game;
  for (let cell = 0; cell < layout.cellCount; cell++) {
    const x = cell % layout.size;
    const y = Math.floor(cell / layout.size);
    if (!layout.geometry.isOnBoard(x, y)) continue;
    const owner = position.board[cell]!;
    path(ctx, corners(f, cell));
    ctx.fillStyle = owner === 0 ? theme.board : styleOf(variant.colors[owner - 1]!).fill;
    ctx.fill();
    ctx.strokeStyle = owner === 0 ? theme.grid : styleOf(variant.colors[owner - 1]!).shade;
    ctx.lineWidth = 1;
    ctx.stroke();
    if (colorBlind && owner !== 0) {
      const [cx, cy] = centre(f, cell);
      drawMark(ctx, variant.colors[owner - 1]!, cx, cy, SIDE * 0.45);
    }
  }
}

/** Column letters above and below (two shades, alternating), row numbers beside each row's ends. */
function drawLabels(ctx: SKRSContext2D, f: Frame, theme: Theme): void {
  const { layout } = f;
  ctx.font = font(LABEL, 600);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const bottom = f.top + layout.height * ROW;
  const line = LABEL + 2;
  for (let x = 0; x < layout.width; x++) {
    const cx = f.left + ((x + 1) * SIDE) / 2;
    const name = formatColumn(x);
    ctx.fillStyle = x % 2 === 0 ? theme.label : theme.muted;
    // As Pentobi's text board: `aa`…`ai` as two stacked letters, the last one in line with `a`…`z`.
    const last = name.slice(-1);
    ctx.fillText(last, cx, f.top - line / 2 - 4);
    ctx.fillText(last, cx, bottom + line * 1.5 + 4);
    if (name.length > 1) {
      ctx.fillText(name.slice(0, -1), cx, f.top - line * 1.5 - 4);
      ctx.fillText(name.slice(0, -1), cx, bottom + line / 2 + 4);
    }
  }
  ctx.fillStyle = theme.label;
  for (let y = 0; y < layout.height; y++) {
    const xs: number[] = [];
    for (let x = 0; x < layout.width; x++) if (layout.geometry.isOnBoard(x, y)) xs.push(x);
    const mid = f.top + (layout.height - 1 - y + 0.5) * ROW;
    const first = f.left + (xs[0]! * SIDE) / 2;
    const last = f.left + ((xs[xs.length - 1]! + 2) * SIDE) / 2;
    ctx.textAlign = 'right';
    ctx.fillText(String(y + 1), first - 4, mid);
    ctx.textAlign = 'left';
    ctx.fillText(String(y + 1), last + 4, mid);
  }
}
