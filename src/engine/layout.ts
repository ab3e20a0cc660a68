import { ORIENTATIONS } from './orientations.ts';
import { PIECE_COUNT } from './pieces.ts';
import { buildWindowTables, type WindowTables } from './windows.ts';

/**
 * Precomputed tables for one board size, built once and shared by every game on that size.
 *
 * Cells are numbered `y * size + x`, with x the column (0 = `a`) and y the row (0 = row `1`, the bottom),
 * so cell 0 is `a1`. A *move* (placement) is one distinct set of cells covered by one piece anywhere on
 * the board; move ids run over every piece and orientation and translation (30,433 on the 20 × 20 board).
 * Flat typed arrays keep the hot loops of move generation free of allocation:
 * - `moveCells[m * 5 + i]` is the i-th cell of move m (sorted ascending, the canonical order), `moveSize[m]`
 *   how many there are; the unused slots hold `cellCount` (a cell off the board);
 *   `movePiece[m]` and `moveOrientation[m]` what it is;
 * - the moves of one piece covering one cell are the ranges `atList[atStart[k] .. atStart[k + 1])` for
 *   `k = (cell * 21 + piece) * 16 + mask`, bucketed by `mask`: which of the 4 edge neighbours the move
 *   also covers (bits in `BUCKET_STEPS` order). Move generation at an attach cell visits only the buckets
 *   whose mask avoids the forbidden cells around it (Pentobi's "adjacent status" idea);
 * - `cornerList` (ranges from `cornerStart`) are the cells outside move m that touch it only by a corner (the
 *   new attach points it may create);
 * - `windows` are the tables for testing moves against forbidden cells (see `WindowTables`).
 */
export interface Layout {
  readonly size: number;
  readonly cellCount: number;
  readonly moveCount: number;
  readonly moveCells: Int16Array;
  readonly moveSize: Uint8Array;
  readonly movePiece: Uint8Array;
  readonly moveOrientation: Uint8Array;
  /** x of the orientation's lower-left corner for move m (with `moveOriginY`), to find the pivot cell. */
  readonly moveOriginX: Uint8Array;
  readonly moveOriginY: Uint8Array;
  readonly atStart: Int32Array;
  readonly atList: Int32Array;
  readonly cornerStart: Int32Array;
  readonly cornerList: Int16Array;
  /** The move covering exactly these cells (key: ascending cell indices joined by commas). */
  readonly moveByCells: ReadonlyMap<string, number>;
  /** The tables of the positions' forbidden-cell windows (see `WindowTables`). */
  readonly windows: WindowTables;
}

const layouts = new Map<number, Layout>();

/** The shared tables for a `size` × `size` board. */
export function layoutFor(size: number): Layout {
  let layout = layouts.get(size);
  if (!layout) {
    layout = buildLayout(size);
    layouts.set(size, layout);
  }
  return layout;
}

function buildLayout(size: number): Layout {
  if (!Number.isInteger(size) || size < 1 || size > 26) throw new Error(`unsupported board size ${size}`);
  const cellCount = size * size;
  const cells: number[][] = [];
  const pieces: number[] = [];
  const orientations: number[] = [];
  const originX: number[] = [];
  const originY: number[] = [];
  ORIENTATIONS.forEach((list, piece) => {
    for (const o of list) {
      for (let oy = 0; oy + o.height <= size; oy++) {
        for (let ox = 0; ox + o.width <= size; ox++) {
          cells.push(o.squares.map((s) => (oy + s.y) * size + ox + s.x).sort((a, b) => a - b));
          pieces.push(piece);
          orientations.push(o.index);
          originX.push(ox);
          originY.push(oy);
        }
      }
    }
  });
  const moveCount = cells.length;
  const moveCells = new Int16Array(moveCount * 5).fill(cellCount);
  const moveSize = new Uint8Array(moveCount);
  const moveByCells = new Map<string, number>();
  cells.forEach((list, m) => {
    list.forEach((c, i) => {
      moveCells[m * 5 + i] = c;
    });
    moveSize[m] = list.length;
    moveByCells.set(list.join(','), m);
  });

  const { atStart, atList } = bucketMoves(cells, pieces, size);

  const corners: number[][] = [];
  for (const list of cells) {
    const inside = new Set(list);
    const edge = new Set<number>();
    for (const c of list) for (const n of neighbours(c, size, EDGE_STEPS)) if (!inside.has(n)) edge.add(n);
    const corner = new Set<number>();
    for (const c of list) {
      for (const n of neighbours(c, size, CORNER_STEPS)) if (!inside.has(n) && !edge.has(n)) corner.add(n);
    }
    corners.push([...corner].sort((a, b) => a - b));
  }
  const cornerFlat = flatten(corners, Int16Array);
  const movePiece = Uint8Array.from(pieces);
  const moveOrientation = Uint8Array.from(orientations);
  const moveOriginX = Uint8Array.from(originX);
  const moveOriginY = Uint8Array.from(originY);
  return {
    size,
    cellCount,
    moveCount,
    moveCells,
    moveSize,
    movePiece,
    moveOrientation,
    moveOriginX,
    moveOriginY,
    atStart,
    atList,
    cornerStart: cornerFlat.start,
    cornerList: cornerFlat.list,
    moveByCells,
    windows: buildWindowTables(size, movePiece, moveOrientation, moveOriginX, moveOriginY, atList),
  };
}

/** Bits of a bucket mask: the cells around a cell, at these steps, that a move also covers. */
export const BUCKET_STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const BUCKETS = 1 << BUCKET_STEPS.length;

/** Groups the moves covering each (cell, piece) by bucket mask with a counting sort (see `Layout`). */
function bucketMoves(cells: readonly number[][], pieces: readonly number[], size: number) {
  const keys: number[] = [];
  const moves: number[] = [];
  cells.forEach((list, m) => {
    const inside = new Set(list);
    for (const c of list) {
      const cx = c % size;
      const cy = (c - cx) / size;
      let mask = 0;
      BUCKET_STEPS.forEach(([dx, dy], bit) => {
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && y >= 0 && x < size && y < size && inside.has(y * size + x)) mask |= 1 << bit;
      });
      keys.push((c * PIECE_COUNT + (pieces[m] ?? 0)) * BUCKETS + mask);
      moves.push(m);
    }
  });
  const atStart = new Int32Array(size * size * PIECE_COUNT * BUCKETS + 1);
  for (const k of keys) atStart[k + 1]!++;
  for (let k = 1; k < atStart.length; k++) atStart[k]! += atStart[k - 1]!;
  const fill = atStart.slice(0, -1);
  const atList = new Int32Array(keys.length);
  keys.forEach((k, i) => {
    atList[fill[k]!++] = moves[i]!;
  });
  return { atStart, atList };
}

const EDGE_STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const CORNER_STEPS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** Cells one step away (by the given steps) that are on the board. */
function neighbours(cell: number, size: number, steps: readonly (readonly [number, number])[]): number[] {
  const x = cell % size;
  const y = (cell - x) / size;
  const result: number[] = [];
  for (const [dx, dy] of steps) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < size && ny < size) result.push(ny * size + nx);
  }
  return result;
}

/** The on-board cells sharing an edge with `cell`. */
export function edgeNeighbours(layout: Layout, cell: number): number[] {
  return neighbours(cell, layout.size, EDGE_STEPS);
}

/** The on-board cells sharing only a corner with `cell`. */
export function cornerNeighbours(layout: Layout, cell: number): number[] {
  return neighbours(cell, layout.size, CORNER_STEPS);
}

function flatten<A extends Int16Array | Int32Array>(
  lists: readonly number[][],
  kind: { new (length: number): A },
): { start: Int32Array; list: A } {
  const start = new Int32Array(lists.length + 1);
  let total = 0;
  lists.forEach((l, i) => {
    start[i] = total;
    total += l.length;
  });
  start[lists.length] = total;
  const list = new kind(total);
  let k = 0;
  for (const l of lists) for (const v of l) list[k++] = v;
  return { start, list };
}

/** The cells of move m, in ascending (canonical) order. */
export function moveCellList(layout: Layout, move: number): number[] {
  const result: number[] = [];
  for (let i = 0; i < layout.moveSize[move]!; i++) result.push(layout.moveCells[move * 5 + i]!);
  return result;
}

/** The move covering exactly these cells, if any piece does (cells in any order, no duplicates). */
export function moveFromCells(layout: Layout, cells: readonly number[]): number | undefined {
  return layout.moveByCells.get([...cells].sort((a, b) => a - b).join(','));
}
