import type { Square } from './pieces.ts';

/**
 * Tables for testing a placement against the cells a colour may not cover with one load and one AND.
 *
 * A *window* is the `wx` × `wy` block of cells whose lower-left corner is its origin (x0, y0), big enough for
 * every fixed orientation of every piece (5 × 5 for squares, 6 × 4 for triangles: at most 31 bits). A
 * position keeps, per colour, one word per window with bit `wx * dy + dx` set when cell (x0 + dx, y0 + dy)
 * is forbidden for that colour (occupied, edge-adjacent to the colour, or off the board). Every piece fits
 * in the window at the lower-left corner of its bounding box, so a move fits iff
 * `window[origin] & shapeMask[shape]` is 0, `shape` being its fixed orientation numbered across all pieces
 * (0..90 for squares, 0..154 for triangles). Bit 31 (`SPENT`) is set in every window, so that a position
 * can also rule out a whole piece by adding that bit to the masks of its shapes.
 *
 * Origins live on a padded grid, index `(y0 + wy) * pitch + (x0 + wx)` with `pitch = width + wx + 1`, so
 * that every window touching a cell of the board or one of its edge neighbours has an index (x0 from −wx
 * to width, y0 from −wy to height): a placement marks its cells (and for its own colour their edge
 * neighbours) in every window holding them by OR-ing a precomputed list of (index delta, bits) per shape,
 * with no bounds checks. Bits set for off-board cells are harmless: no move covers them.
 *
 * A move is also named by its *entry* `origin | shape << 10`: what the candidate lists hold, since it gives
 * the window and the mask directly; `moveAt[entry]` turns it back into the move id.
 */
export interface WindowTables {
  /** A window's width and height in cells (`wx`, `wy` above). */
  readonly windowWidth: number;
  readonly windowHeight: number;
  /** Row length of the padded origin grid. */
  readonly pitch: number;
  /** The number of windows per colour (at most 1024, so an index fits in 10 bits). */
  readonly area: number;
  /** The padded index of each board cell (the window that has it as origin; bit 0 is the cell itself). */
  readonly padCell: Int16Array;
  /**
   * `edgeWindow[cell * MAX_EDGE_STEPS + k]`: the padded index of the cell's k-th edge neighbour (the
   * geometry's order), or 0, a window whose bit 0 is off the board, where it has fewer neighbours.
   */
  readonly edgeWindow: Int16Array;
  /** One colour's windows on the empty board: off-board cells and `SPENT` are set. */
  readonly initial: Int32Array;
  /** The number of shapes (distinct fixed orientations of all pieces). */
  readonly shapeCount: number;
  /** The shapes of piece p are `pieceShapes[p] .. pieceShapes[p + 1]`. */
  readonly pieceShapes: Int32Array;
  /** Per shape: its cells as bits of its window. */
  readonly shapeMask: Int32Array;
  /** Per move: its entry. */
  readonly moveEntry: Int32Array;
  /** The move id of each entry (`shapeCount << 10` slots, unused ones 0). */
  readonly moveAt: Uint16Array;
  /** The entry of each item of the layout's `atList`, so move generation reads them in order. */
  readonly atEntry: Int32Array;
  /** Per shape s, items `coverStart[s] .. coverStart[s + 1]`: windows (delta from origin) holding its cells. */
  readonly coverStart: Int32Array;
  readonly coverDelta: Int16Array;
  readonly coverBits: Int32Array;
  /** The same for its cells together with their edge neighbours (what a placement forbids its own colour). */
  readonly blockStart: Int32Array;
  readonly blockDelta: Int16Array;
  readonly blockBits: Int32Array;
}

/** The bit set in every window, added to a shape's mask once its piece is used up. */
export const SPENT = 1 << 31;

/** One fixed orientation: its cells, and its cells with their edge neighbours, relative to its origin. */
export interface WindowShape {
  readonly cells: readonly Square[];
  readonly block: readonly Square[];
}

/** What the window tables are built from (see `Layout`). */
export interface WindowInput {
  readonly width: number;
  readonly height: number;
  isOnBoard(x: number, y: number): boolean;
  /** Per cell, its edge neighbours' points (on the board or not), `MAX_EDGE_STEPS` slots per cell. */
  readonly edgePoints: readonly (readonly Square[])[];
  readonly edgeSlots: number;
  readonly shapes: readonly WindowShape[];
  readonly pieceShapes: Int32Array;
  readonly moveShape: Int32Array;
  readonly moveOriginX: Uint8Array;
  readonly moveOriginY: Uint8Array;
  readonly atList: Int32Array;
}

/** The window tables of a board. */
export function buildWindowTables(input: WindowInput): WindowTables {
  const { width, height, shapes } = input;
  const wx = Math.max(...shapes.flatMap((s) => s.cells.map((q) => q.x))) + 1;
  const wy = Math.max(...shapes.flatMap((s) => s.cells.map((q) => q.y))) + 1;
  if (wx * wy > 31) throw new Error(`pieces too large for ${wx} × ${wy} windows`);
  const pitch = width + wx + 1;
  const area = pitch * (height + wy + 1);
  if (area > 1024) throw new Error(`board ${width} × ${height} too large for window indexes`);
  const pad = (x: number, y: number) => (y + wy) * pitch + x + wx;
  const inGrid = (x: number, y: number) => x >= -wx && y >= -wy && x <= width && y <= height;
  const cellCount = width * height;
  const padCell = new Int16Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) padCell[cell] = pad(cell % width, Math.floor(cell / width));
  const edgeWindow = new Int16Array(cellCount * input.edgeSlots);
  input.edgePoints.forEach((points, cell) => {
    points.forEach((q, k) => {
      edgeWindow[cell * input.edgeSlots + k] = inGrid(q.x, q.y) ? pad(q.x, q.y) : 0;
    });
  });
  const initial = new Int32Array(area).fill(SPENT);
  for (let y0 = -wy; y0 <= height; y0++) {
    for (let x0 = -wx; x0 <= width; x0++) {
      let bits = SPENT;
      for (let dy = 0; dy < wy; dy++) {
        for (let dx = 0; dx < wx; dx++) {
          if (!input.isOnBoard(x0 + dx, y0 + dy)) bits |= 1 << (dy * wx + dx);
        }
      }
      initial[pad(x0, y0)] = bits;
    }
  }
  if ((initial[0]! & 1) === 0) throw new Error('window 0 must be off the board');
  const shapeMask = Int32Array.from(shapes, (s) =>
    s.cells.reduce((mask, q) => mask | (1 << (q.y * wx + q.x)), 0),
  );
  const moveCount = input.moveShape.length;
  if (moveCount > 1 << 16) throw new Error('too many moves for 16-bit move ids');
  const moveEntry = new Int32Array(moveCount);
  const moveAt = new Uint16Array(shapes.length << 10);
  for (let m = 0; m < moveCount; m++) {
    const entry = pad(input.moveOriginX[m]!, input.moveOriginY[m]!) | (input.moveShape[m]! << 10);
    moveEntry[m] = entry;
    moveAt[entry] = m;
  }
  const atEntry = input.atList.map((m) => moveEntry[m]!);
  const cover = updateLists(
    shapes.map((s) => s.cells),
    pitch,
    wx,
    wy,
  );
  const block = updateLists(
    shapes.map((s) => s.block),
    pitch,
    wx,
    wy,
  );
  return {
    windowWidth: wx,
    windowHeight: wy,
    pitch,
    area,
    padCell,
    edgeWindow,
    initial,
    shapeCount: shapes.length,
    pieceShapes: input.pieceShapes,
    shapeMask,
    moveEntry,
    moveAt,
    atEntry,
    coverStart: cover.start,
    coverDelta: cover.delta,
    coverBits: cover.bits,
    blockStart: block.start,
    blockDelta: block.delta,
    blockBits: block.bits,
  };
}

/** Per shape, the windows (as index deltas from the shape's origin) and bits its cells set. */
function updateLists(regions: readonly (readonly Square[])[], pitch: number, wx: number, wy: number) {
  const start = new Int32Array(regions.length + 1);
  const delta: number[] = [];
  const bits: number[] = [];
  regions.forEach((region, s) => {
    const windows = new Map<number, number>();
    for (const q of region) {
      for (let dy = 0; dy < wy; dy++) {
        for (let dx = 0; dx < wx; dx++) {
          const d = (q.y - dy) * pitch + q.x - dx;
          windows.set(d, (windows.get(d) ?? 0) | (1 << (dy * wx + dx)));
        }
      }
    }
    for (const [d, b] of [...windows].sort((a, b) => a[0] - b[0])) {
      delta.push(d);
      bits.push(b);
    }
    start[s + 1] = delta.length;
  });
  return { start, delta: Int16Array.from(delta), bits: Int32Array.from(bits) };
}
