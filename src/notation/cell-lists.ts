import {
  err,
  type Layout,
  moveCells,
  moveFromCells,
  normaliseSquares,
  ORIENTATIONS,
  ok,
  type PieceIndex,
  type Point,
  type Result,
  shapeKey,
} from '../engine/index.ts';
import { isSquareBoard, looksLikeBoardCell, parseBoardCell } from './board-cells.ts';
import { compareCells, formatCell, looksLikeCell, parseCell } from './cells.ts';
import type { CellListError } from './errors.ts';
import { readOrientationWord } from './orientations.ts';
import { isPieceName } from './piece-names.ts';

/**
 * Cell lists: the squares a piece covers, `e5,f5,g5,g6,g7` (commas and/or spaces, any order on input).
 * The canonical stored form (docs/rules.md section 8, Pentobi's move values) is sorted by row, then column,
 * joined by commas without spaces: `f9,e10,f10,g10,f11`.
 */

/** The most squares a piece has. */
export const MAX_PIECE_SIZE = 5;

/** Every fixed orientation's normalised shape → its piece (91 shapes). */
const PIECE_BY_SHAPE = new Map<string, PieceIndex>();
for (const list of ORIENTATIONS) for (const o of list) PIECE_BY_SHAPE.set(shapeKey(o.squares), o.piece);

/** The piece whose shape these squares form (turned and flipped freely), or null if none does. */
export function pieceOfSquares(squares: readonly Point[]): PieceIndex | null {
  if (squares.length === 0 || squares.length > MAX_PIECE_SIZE) return null;
  return PIECE_BY_SHAPE.get(shapeKey(normaliseSquares(squares))) ?? null;
}

/** Squares sorted in the canonical order and written as a cell list: `f9,e10,f10,g10,f11`. */
export function formatSquares(squares: readonly Point[]): string {
  return [...squares].sort(compareCells).map(formatCell).join(',');
}

/**
 * Parses the words of a cell list into squares (sorted canonically) and the piece they form. The words
 * must all be cells of the board, without repeats, forming one of the 21 pieces.
 */
export function parseCellWords(
  words: readonly string[],
  boardSize: number,
): Result<{ piece: PieceIndex; squares: Point[] }, CellListError> {
  if (words.length === 0) return err({ kind: 'empty' });
  const squares: Point[] = [];
  for (const word of words) {
    if (readOrientationWord(word) !== null || (isPieceName(word) && !looksLikeCell(word))) {
      return err({ kind: 'mixed-forms', text: word });
    }
    const cell = parseCell(word, boardSize);
    if (!cell.ok) return cell;
    if (squares.some((s) => s.x === cell.value.x && s.y === cell.value.y)) {
      return err({ kind: 'duplicate-cell', cell: cell.value });
    }
    squares.push(cell.value);
  }
  squares.sort(compareCells);
  if (squares.length > MAX_PIECE_SIZE) {
    return err({ kind: 'too-many-cells', count: squares.length, max: MAX_PIECE_SIZE });
  }
  const piece = pieceOfSquares(squares);
  if (piece === null) return err({ kind: 'not-a-piece', squares });
  return ok({ piece, squares });
}

/** Splits a cell list at commas and whitespace. */
export function splitCellList(text: string): string[] {
  return text.split(/[\s,]+/).filter((w) => w !== '');
}

/**
 * Parses a cell list (stored form or typed) into the move id of a board layout. On a board that is not a
 * square (Trigon) the names run past `z` and a list may have 6 cells (docs/trigon.md section 8).
 */
export function parseCellList(text: string, layout: Layout): Result<number, CellListError> {
  if (!isSquareBoard(layout)) return parseBoardCellList(splitCellList(text), layout);
  const parsed = parseCellWords(splitCellList(text), layout.size);
  if (!parsed.ok) return parsed;
  const move = moveFromCells(
    layout,
    parsed.value.squares.map((s) => s.y * layout.size + s.x),
  );
  // Every placement of a piece that lies on the board is a move of the layout.
  if (move === undefined) throw new Error(`no move for ${formatSquares(parsed.value.squares)}`);
  return ok(move);
}

/** A cell list of any board: cells of the board, all different, covering exactly one placement. */
function parseBoardCellList(words: readonly string[], layout: Layout): Result<number, CellListError> {
  if (words.length === 0) return err({ kind: 'empty' });
  const squares: Point[] = [];
  for (const word of words) {
    const cell = parseBoardCell(word, layout);
    if (!cell.ok) return looksLikeBoardCell(word) ? cell : err({ kind: 'mixed-forms', text: word });
    if (squares.some((s) => s.x === cell.value.x && s.y === cell.value.y)) {
      return err({ kind: 'duplicate-cell', cell: cell.value });
    }
    squares.push(cell.value);
  }
  squares.sort(compareCells);
  if (squares.length > layout.stride)
    return err({ kind: 'too-many-cells', count: squares.length, max: layout.stride });
  const move = moveFromCells(
    layout,
    squares.map((s) => s.y * layout.size + s.x),
  );
  return move === undefined ? err({ kind: 'not-a-piece', squares }) : ok(move);
}

/** The canonical stored form of a move: its cells by row, then column, `f9,e10,f10,g10,f11`. */
export function formatCellList(layout: Layout, move: number): string {
  return moveCells(layout, move).map(formatCell).join(',');
}
