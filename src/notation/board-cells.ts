import { err, isOnBoard, type Layout, ok, type Point, type Result } from '../engine/index.ts';
import { formatCell, parseCell, parseColumn } from './cells.ts';
import type { CellError } from './errors.ts';

/**
 * Cell names on any board (docs/rules.md 1 and 10.1): on a square board exactly `parseCell`'s names (one
 * letter); on a board that is not a rectangle, the Trigon hexagon, column letters run on past `z` (`aa` …
 * `ai`), and a cell off the board is explained by the range of its row: "row 5 runs from e5 to ae5".
 */

const BOARD_CELL = /^([a-z]{1,2})([0-9]{1,3})$/;

/** Whether the board fills its rectangle of cell names (the square boards, the puzzle's rectangle). */
export function isRectangular(layout: Layout): boolean {
  const g = layout.geometry;
  return g.isOnBoard(0, 0) && g.isOnBoard(g.width - 1, 0) && g.isOnBoard(0, g.height - 1);
}

/** Whether the board is a square of squares, whose cells `parseCell` names (docs/rules.md section 1). */
export function isSquareBoard(layout: Layout): boolean {
  return isRectangular(layout) && layout.width === layout.height;
}

/** The range of cell names of a board: `a1–t20`, or for the hexagon its corners `a1–ai18` and the rows. */
export function boardCellRange(layout: Layout): string {
  const last = formatCell({ x: layout.width - 1, y: layout.height - 1 });
  return isRectangular(layout)
    ? `a1–${last}`
    : `columns a–${last.replace(/\d+$/, '')}, rows 1–${layout.height}`;
}

/** The first and last cell of a row of the board (0-based row), or null when the row is not on it. */
export function rowRange(layout: Layout, y: number): { from: Point; to: Point } | null {
  const xs: number[] = [];
  for (let x = 0; x < layout.width; x++) if (isOnBoard(layout, { x, y })) xs.push(x);
  if (xs.length === 0) return null;
  return { from: { x: xs[0]!, y }, to: { x: xs[xs.length - 1]!, y } };
}

/** Whether a word has the shape of a cell name on this board (letters and a number), on it or not. */
export function looksLikeBoardCell(text: string): boolean {
  return BOARD_CELL.test(text.trim().toLowerCase());
}

/** Parses a cell name of a board, case-insensitive: `e5`, `AA12`. */
export function parseBoardCell(text: string, layout: Layout): Result<Point, CellError> {
  if (isSquareBoard(layout)) return parseCell(text, layout.size);
  const range = boardCellRange(layout);
  const match = BOARD_CELL.exec(text.trim().toLowerCase());
  if (!match || match[2]!.startsWith('0')) return err({ kind: 'bad-cell', text, range });
  const point = { x: parseColumn(match[1]!), y: Number(match[2]) - 1 };
  if (isOnBoard(layout, point)) return ok(point);
  const row = rowRange(layout, point.y);
  if (row === null) return err({ kind: 'cell-off-board', text, range });
  return err({ kind: 'cell-off-row', text, row: point.y + 1, from: row.from, to: row.to });
}
