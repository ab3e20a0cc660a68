import { err, ok, type Point, type Result } from '../engine/index.ts';
import type { CellError } from './errors.ts';

/**
 * Cell names (docs/rules.md section 1): a column letter from `a` (left) and a row number from `1` (bottom), so
 * `a1` is the lower-left cell, as in Pentobi's records. Input is case-insensitive; output is lower case.
 */

const CELL = /^([a-z])([0-9]{1,3})$/;

/** The range of cell names on a board, for messages: `a1–t20` on the classic board. */
export function cellRange(boardSize: number): string {
  return `a1–${formatCell({ x: boardSize - 1, y: boardSize - 1 })}`;
}

/** Whether a word has the shape of a cell name (a letter and a number), on the board or not. */
export function looksLikeCell(text: string): boolean {
  return CELL.test(text.trim().toLowerCase());
}

/** Parses a cell name such as `e5` or `E5` on a `boardSize` × `boardSize` board. */
export function parseCell(text: string, boardSize: number): Result<Point, CellError> {
  const match = CELL.exec(text.trim().toLowerCase());
  const range = cellRange(boardSize);
  if (!match) return err({ kind: 'bad-cell', text, range });
  const x = match[1]!.charCodeAt(0) - 97;
  const y = Number(match[2]) - 1;
  if (y < 0 || match[2]!.startsWith('0')) return err({ kind: 'bad-cell', text, range });
  if (x >= boardSize || y >= boardSize) return err({ kind: 'cell-off-board', text, range });
  return ok({ x, y });
}

/**
 * The name of a cell: `e5`. Points off the board to the right or above still get a name (`u5`), which
 * messages about pieces sticking out use; points left of column `a` or below row `1` have none and are
 * written as coordinates, `(-1, 3)`.
 */
export function formatCell(point: Point): string {
  if (!hasCellName(point)) return `(${point.x}, ${point.y})`;
  return `${formatColumn(point.x)}${point.y + 1}`;
}

/** Columns past `z` go on `aa`, `ab`, … as in spreadsheets (the Trigon board has 35: `a`–`ai`). */
export function formatColumn(x: number): string {
  return x < 26 ? String.fromCharCode(97 + x) : formatColumn(Math.floor(x / 26) - 1) + formatColumn(x % 26);
}

/** The 0-based column of letters such as `e` or `ai` (lower case). */
export function parseColumn(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 96, 0) - 1;
}

/** The most columns a name can have: `a`–`zz`. */
const MAX_COLUMNS = 26 * 27;

/** Whether `formatCell` gives a real cell name (column `a`–`zz`, row 1 or more) for this point. */
export function hasCellName(point: Point): boolean {
  return (
    Number.isInteger(point.x) &&
    Number.isInteger(point.y) &&
    point.x >= 0 &&
    point.x < MAX_COLUMNS &&
    point.y >= 0
  );
}

/** Orders points as Pentobi writes cell lists: by row, then by column (`a1,b1,…,a2,…`). */
export function compareCells(a: Point, b: Point): number {
  return a.y - b.y || a.x - b.x;
}
