import type { Layout, Point } from '../../engine/index.ts';
import { formatColumn } from '../../notation/index.ts';
import {
  type BoardGeometry,
  boardGeometry,
  cellRect,
  defaultCellSize,
  gridRect,
  pointsUp,
  triangleCorners,
  triangleRow,
} from './board-geometry.ts';

/** A pixel point: a corner of a cell. */
export type Corner = readonly [number, number];

/** One coordinate written around (or beside) the board. */
export interface BoardLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly align: 'center' | 'left' | 'right';
  /** Drawn in the muted shade (every other Trigon column, so that neighbours do not blur). */
  readonly muted: boolean;
}

/** Line widths of a board at a scale, in pixels. */
export interface BoardLines {
  /** Around each piece. */
  readonly outline: number;
  /** The latest placements: a wide band, then a thin one inside it. */
  readonly recentWide: number;
  readonly recentThin: number;
  /** Between the cells of one piece. */
  readonly seam: number;
  /** Around the grid (0: none). */
  readonly frame: number;
}

/**
 * One kind of board cell as data: its outline polygon, its neighbours, the coordinates around the board,
 * line widths and proportions. The one painter (`paintBoard`) and every picture with a board read it, so
 * none of them knows the cells' shape; a new geometry is one more entry.
 */
export interface BoardShape {
  /** What its cells are called in words (`49 squares left`, `49 triangles left`). */
  readonly cells: 'squares' | 'triangles';
  /**
   * The board's pixel geometry with its coordinates, outer top-left at (left, top); `scale` is the square's
   * side or the triangle's side (default: the bot's board picture's).
   */
  geometry(layout: Layout, scale?: number, left?: number, top?: number): BoardGeometry;
  /** A cell's outline polygon in pixels (a cell off the board too); side i runs from corner i to i + 1. */
  corners(g: BoardGeometry, p: Point): readonly Corner[];
  /** The cell across each side of `corners`, in the same order. */
  across(g: BoardGeometry, p: Point): readonly Point[];
  /**
   * Whole-pixel cells (squares): fills and lines are drawn as rectangles, which keeps edges crisp and the
   * PNG small; otherwise as paths (triangles' slanted sides).
   */
  readonly crisp: boolean;
  /** Every cell stroked in the grid colour (triangles); else the grid is `gridLines`. */
  readonly strokeCells: boolean;
  /** The grid's lines as rectangles, and whether each is a guide (every 5th line of a big board). */
  gridLines(g: BoardGeometry): readonly { x: number; y: number; w: number; h: number; guide: boolean }[];
  /** The coordinates around the board. */
  labels(g: BoardGeometry, layout: Layout): readonly BoardLabel[];
  lines(g: BoardGeometry): BoardLines;
  /** Sizes in a cell, as fractions of its side: colour-blind mark, move number (1–99, 100+), open corner. */
  readonly inCell: {
    readonly mark: number;
    readonly number: number;
    readonly bigNumber: number;
    readonly corner: number;
  };
  /** Pixels a number is written below a cell's centre, for its optical middle. */
  textLift(g: BoardGeometry, p: Point): number;
  /** The scale of the replay's frames. */
  readonly replayScale: number;
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
}

const SQUARES: BoardShape = {
  cells: 'squares',
  geometry: (layout, scale, left = 0, top = 0) =>
    boardGeometry(
      layout.width,
      scale ?? defaultCellSize(Math.max(layout.width, layout.height)),
      left,
      top,
      layout.height,
    ),
  corners(g, p) {
    const r = cellRect(g, p);
    return [
      [r.x, r.y],
      [r.x + r.width, r.y],
      [r.x + r.width, r.y + r.height],
      [r.x, r.y + r.height],
    ];
  },
  // Top, right, bottom, left (board rows grow upwards).
  across: (_g, p) => [
    { x: p.x, y: p.y + 1 },
    { x: p.x + 1, y: p.y },
    { x: p.x, y: p.y - 1 },
    { x: p.x - 1, y: p.y },
  ],
  crisp: true,
  strokeCells: false,
  gridLines(g) {
    // Thin lines between cells, a stronger one every 5 cells for counting.
    const r = gridRect(g);
    const line = (k: number) => {
      const guide = Math.max(g.size, g.rows) >= 10 && k % 5 === 0;
      return { guide, w: guide && g.cell >= 30 ? 2 : 1 };
    };
    const lines: { x: number; y: number; w: number; h: number; guide: boolean }[] = [];
    // Column line k, then row line k: where two cross, the later one is on top.
    for (let k = 1; k < Math.max(g.size, g.rows); k++) {
      const { guide, w } = line(k);
      const shift = Math.floor(w / 2);
      if (k < g.size) lines.push({ x: r.x + k * g.cell - shift, y: r.y, w, h: r.height, guide });
      if (k < g.rows) lines.push({ x: r.x, y: r.y + (g.rows - k) * g.cell - shift, w: r.width, h: w, guide });
    }
    return lines;
  },
  labels(g) {
    // Column letters above and below, row numbers left and right.
    const r = gridRect(g);
    const offX = g.marginX / 2 + 1;
    const offY = g.marginY / 2 + 1;
    const label = (text: string, x: number, y: number): BoardLabel => ({
      text,
      x,
      y,
      size: g.labelSize,
      align: 'center',
      muted: false,
    });
    const labels: BoardLabel[] = [];
    for (let k = 0; k < g.size; k++) {
      const x = r.x + (k + 0.5) * g.cell;
      labels.push(
        label(formatColumn(k), x, r.y - offY - 1),
        label(formatColumn(k), x, r.y + r.height + offY - 2),
      );
    }
    for (let k = 0; k < g.rows; k++) {
      const y = r.y + (g.rows - 1 - k + 0.5) * g.cell + 1;
      labels.push(label(String(k + 1), r.x - offX, y), label(String(k + 1), r.x + r.width + offX, y));
    }
    return labels;
  },
  lines(g) {
    const big = g.cell >= 30;
    const recentWide = big ? 6 : 4;
    return {
      outline: big ? 2 : 1,
      recentWide,
      recentThin: recentWide / 3,
      seam: g.cell >= 24 ? 2 : 1,
      frame: big ? 3 : 2,
    };
  },
  inCell: { mark: 1, number: 0.5, bigNumber: 0.4, corner: 0.25 },
  textLift: () => 1,
  replayScale: 24,
  markSide: (g) => g.cell,
  offBoard: 'arrow',
  labelsInGrid: false,
  zoom: { columns: 9, rows: 9 },
  scaleFor: (columns, width) => Math.floor(width / columns),
};

/** Triangle side in pixels: 44, so 35 columns of 22 px make a board about 880 px wide. */
export const TRIGON_SIDE = 44;
/**
 * Coordinate type: row numbers in 28 px (digits 8 px tall on a phone showing the 890 px picture at 360 px),
 * column letters in 0.72 of that, 20 px, as wide as 35 columns of 22 px allow.
 */
const TRIGON_LABEL = 28;

/** The type size of the column letters of a triangle board's geometry. */
export function columnLabelSize(g: BoardGeometry): number {
  return Math.round(g.labelSize * 0.72);
}

/**
 * The pixel geometry of a Trigon board: triangles of side `side`, coordinates around (two lines of column
 * letters above and below, row numbers beside), the outer top-left corner at (left, top).
 */
function trigonGeometry(layout: Layout, side = TRIGON_SIDE, left = 0, top = 0): BoardGeometry {
  const labelSize = side >= 30 ? TRIGON_LABEL : Math.max(14, Math.round(side * 0.64));
  const marginX = Math.ceil(labelSize * 1.6);
  const marginY = Math.ceil((Math.round(labelSize * 0.72) + 2) * 2 + 8);
  return {
    kind: 'triangles',
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

/**
 * The Trigon board (docs/trigon.md) as Pentobi draws it: flat top and bottom, row 1 at the bottom, each
 * column's triangles centred on one vertical line. Column letters `a`–`ai` above and below, in two
 * alternating shades so that neighbours do not blur; row numbers just outside each row's first and last
 * triangle, following the slanted sides.
 */
const TRIANGLES: BoardShape = {
  cells: 'triangles',
  geometry: trigonGeometry,
  corners: triangleCorners,
  // ▲: right, base, left; ▼: top, right, left.
  across: (g, p) =>
    pointsUp(g, p)
      ? [
          { x: p.x + 1, y: p.y },
          { x: p.x, y: p.y - 1 },
          { x: p.x - 1, y: p.y },
        ]
      : [
          { x: p.x, y: p.y + 1 },
          { x: p.x + 1, y: p.y },
          { x: p.x - 1, y: p.y },
        ],
  crisp: false,
  strokeCells: true,
  gridLines: () => [],
  labels(g, layout) {
    const labels: BoardLabel[] = [];
    const size = columnLabelSize(g);
    const grid = gridRect(g);
    const bottom = grid.y + grid.height;
    const line = size + 2;
    for (let x = 0; x < layout.width; x++) {
      const cx = g.x + ((x + 1) * g.cell) / 2;
      const name = formatColumn(x);
      const muted = x % 2 !== 0;
      const label = (text: string, y: number): BoardLabel => ({
        text,
        x: cx,
        y,
        size,
        align: 'center',
        muted,
      });
      // As Pentobi's text board: `aa`…`ai` as two stacked letters, the last one in line with `a`…`z`.
      const last = name.slice(-1);
      labels.push(label(last, g.y - line / 2 - 4), label(last, bottom + line * 1.5 + 4));
      if (name.length > 1) {
        labels.push(
          label(name.slice(0, -1), g.y - line * 1.5 - 4),
          label(name.slice(0, -1), bottom + line / 2 + 4),
        );
      }
    }
    const row = triangleRow(g.cell);
    for (let y = 0; y < layout.height; y++) {
      const xs: number[] = [];
      for (let x = 0; x < layout.width; x++) if (layout.geometry.isOnBoard(x, y)) xs.push(x);
      const mid = g.y + (layout.height - 1 - y + 0.5) * row;
      const first = g.x + (xs[0]! * g.cell) / 2;
      const last = g.x + ((xs[xs.length - 1]! + 2) * g.cell) / 2;
      const text = String(y + 1);
      labels.push(
        { text, x: first - 4, y: mid, size: g.labelSize, align: 'right', muted: false },
        { text, x: last + 4, y: mid, size: g.labelSize, align: 'left', muted: false },
      );
    }
    return labels;
  },
  lines(g) {
    const line = g.cell >= 30 ? 2.5 : 1.5;
    return { outline: line, recentWide: g.cell >= 30 ? 6 : 4, recentThin: line, seam: 1, frame: 0 };
  },
  inCell: { mark: 0.45, number: 0.34, bigNumber: 0.26, corner: 0.17 },
  textLift: (g, p) => (pointsUp(g, p) ? 2 : 0),
  replayScale: 30,
  markSide: (g) => g.cell * 0.5,
  offBoard: 'cell',
  labelsInGrid: true,
  zoom: { columns: 13, rows: 7 },
  scaleFor: (columns, width) => Math.floor((2 * width) / (columns + 1)),
};

/** The shapes by the first word of a board's id (`square-20`, `rect-8x10`, `trigon-9`, `figure-heart`). */
const SHAPES: Readonly<Record<string, BoardShape>> = {
  square: SQUARES,
  rect: SQUARES,
  figure: SQUARES,
  trigon: TRIANGLES,
};

/** The shape of a layout's board cells. */
export function shapeOf(layout: Layout): BoardShape {
  const shape = SHAPES[layout.geometry.board.split('-')[0]!];
  if (!shape) throw new Error(`no shape for board ${layout.geometry.board}`);
  return shape;
}

/** The shape of the cells of a board geometry. */
export function shapeOfGeometry(g: BoardGeometry): BoardShape {
  return g.kind === 'triangles' ? TRIANGLES : SQUARES;
}
