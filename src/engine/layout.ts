import type { BoardId, Geometry } from './geometry.ts';
import type { WindowTables } from './windows.ts';

/**
 * Precomputed tables for one board, built once and shared by every game on that board.
 *
 * Cells are numbered `y * size + x`, with x the column (0 = `a`) and y the row (0 = row `1`, the bottom),
 * so cell 0 is `a1`; `size` is the rectangle's width (the side of a square board). On a board that is not
 * a rectangle (Trigon) some cell numbers are off the board: no move covers them. A *move* (placement) is
 * one distinct set of cells covered by one piece anywhere on the board; move ids run over every piece,
 * orientation and translation (30,433 on the 20 × 20 board, 32,131 on the Trigon board).
 * Flat typed arrays keep the hot loops of move generation free of allocation:
 * - `moveCells[m * stride + i]` is the i-th cell of move m (sorted ascending, the canonical order),
 *   `moveSize[m]` how many there are; the unused slots hold `cellCount` (a cell off the board);
 *   `movePiece[m]` and `moveOrientation[m]` what it is;
 * - the moves of one piece covering one cell are the ranges `atList[atStart[k] .. atStart[k + 1])` for
 *   `k = (cell * pieceCount + piece) * 16 + mask`, bucketed by `mask`: which of the cell's edge neighbours
 *   the move also covers (bits in the geometry's `edgeSteps` order). Move generation at an attach cell
 *   visits only the buckets whose mask avoids the forbidden cells around it (Pentobi's "adjacent status");
 * - `cornerList` (ranges from `cornerStart`) are the cells outside move m that touch it only by a corner (the
 *   new attach points it may create);
 * - `windows` are the tables for testing moves against forbidden cells (see `WindowTables`).
 */
export interface Layout {
  readonly geometry: Geometry;
  readonly board: BoardId;
  /** Row length of the cell numbering: the board's width (its side, for squares). */
  readonly size: number;
  readonly width: number;
  readonly height: number;
  /** Cell numbers run from 0 to `cellCount − 1` (width × height, off-board ones included). */
  readonly cellCount: number;
  readonly pieceCount: number;
  /** The number of cells of each piece. */
  readonly pieceSizes: Uint8Array;
  /** Slots per move in `moveCells`: the largest piece's size. */
  readonly stride: number;
  readonly moveCount: number;
  readonly moveCells: Int16Array;
  readonly moveSize: Uint8Array;
  readonly movePiece: Uint8Array;
  readonly moveOrientation: Uint8Array;
  /** x of the orientation's lower-left corner for move m (with `moveOriginY`). */
  readonly moveOriginX: Uint8Array;
  readonly moveOriginY: Uint8Array;
  /** The pivot cell and transform (index of `geometry.transforms`) of move m's canonical word. */
  readonly movePivot: Int16Array;
  readonly moveTransform: Uint8Array;
  readonly atStart: Int32Array;
  readonly atList: Int32Array;
  readonly cornerStart: Int32Array;
  readonly cornerList: Int16Array;
  /** The tables of the positions' forbidden-cell windows (see `WindowTables`). */
  readonly windows: WindowTables;
}

/** Bucket masks have this many bits (enough for the 4 edge neighbours of a square). */
export const BUCKET_BITS = 4;

/** The on-board cells sharing an edge with `cell`. */
export function edgeNeighbours(layout: Layout, cell: number): number[] {
  return stepsFrom(layout, cell, 'edgeSteps');
}

/** The on-board cells sharing only a corner with `cell`. */
export function cornerNeighbours(layout: Layout, cell: number): number[] {
  return stepsFrom(layout, cell, 'cornerSteps');
}

function stepsFrom(layout: Layout, cell: number, which: 'edgeSteps' | 'cornerSteps'): number[] {
  const { geometry, size } = layout;
  const x = cell % size;
  const y = (cell - x) / size;
  const result: number[] = [];
  for (const [dx, dy] of geometry[which](x, y)) {
    if (geometry.isOnBoard(x + dx, y + dy)) result.push((y + dy) * size + x + dx);
  }
  return result;
}

/** The cells of move m, in ascending (canonical) order. */
export function moveCellList(layout: Layout, move: number): number[] {
  const result: number[] = [];
  for (let i = 0; i < layout.moveSize[move]!; i++) result.push(layout.moveCells[move * layout.stride + i]!);
  return result;
}

/**
 * The move covering exactly these cells, if any piece does (cells in any order, no duplicates): one of the
 * moves of a piece of that size covering the lowest cell, in the bucket of the cells' shape around it.
 */
export function moveFromCells(layout: Layout, cells: readonly number[]): number | undefined {
  const size = cells.length;
  if (size === 0 || size > layout.stride) return undefined;
  let low = layout.cellCount;
  for (const c of cells) {
    if (!Number.isInteger(c) || c < 0 || c >= layout.cellCount) return undefined;
    low = Math.min(low, c);
  }
  const { geometry, width } = layout;
  const x = low % width;
  const y = (low - x) / width;
  if (!geometry.isOnBoard(x, y)) return undefined;
  let mask = 0;
  geometry.edgeSteps(x, y).forEach(([dx, dy], bit) => {
    const nx = x + dx;
    const ny = y + dy;
    if (geometry.isOnBoard(nx, ny) && cells.includes(ny * width + nx)) mask |= 1 << bit;
  });
  for (let piece = 0; piece < layout.pieceCount; piece++) {
    if (layout.pieceSizes[piece] !== size) continue;
    const k = ((low * layout.pieceCount + piece) << BUCKET_BITS) + mask;
    for (let i = layout.atStart[k]!; i < layout.atStart[k + 1]!; i++) {
      const move = layout.atList[i]!;
      if (layout.moveSize[move] !== size) continue;
      let same = true;
      for (let j = 0; j < size && same; j++)
        same = cells.includes(layout.moveCells[move * layout.stride + j]!);
      if (same) return move;
    }
  }
  return undefined;
}
