import { ORIENTATIONS } from './orientations.ts';
import type { Square } from './pieces.ts';

/**
 * Tables for testing a placement against the cells a colour may not cover with one load and one AND.
 *
 * A *window* is the 5 × 5 block of cells whose lower-left corner is its origin (x0, y0); a position keeps,
 * per colour, one word per window with bit `5 * dy + dx` set when cell (x0 + dx, y0 + dy) is forbidden for
 * that colour (occupied, edge-adjacent to the colour, or off the board). Every piece fits in the window at
 * the lower-left corner of its bounding box, so a move fits iff `window[origin] & shapeMask[shape]` is 0,
 * `shape` being its orientation numbered across all pieces (0..90). Bit 31 (`SPENT`) is set in every window,
 * so that a position can also rule out a whole piece by adding that bit to the masks of its shapes.
 *
 * Origins live on a padded grid, index `(y0 + PAD) * pitch + (x0 + PAD)` with `pitch = size + PAD + 1`, so
 * that every window touching a cell of the board or one of its edge neighbours has an index (x0, y0 from
 * −5 to size): a placement marks its cells (and for its own colour their edge neighbours) in every window
 * holding them by OR-ing a precomputed list of (index delta, bits) per shape, with no bounds checks.
 * Bits set for off-board cells are harmless: no move covers them.
 *
 * A move is also named by its *entry* `origin | shape << 10`: what the candidate lists hold, since it gives
 * the window and the mask directly; `moveAt[entry]` turns it back into the move id.
 */
export interface WindowTables {
  /** Row length of the padded origin grid (at most 32, so an index fits in 10 bits). */
  readonly pitch: number;
  /** `pitch * pitch`: the number of windows per colour. */
  readonly area: number;
  /** The padded index of each board cell (the window that has it as origin; bit 0 is the cell itself). */
  readonly padCell: Int16Array;
  /** One colour's windows on the empty board: off-board cells and `SPENT` are set. */
  readonly initial: Int32Array;
  /** The number of shapes (distinct fixed orientations of all pieces). */
  readonly shapeCount: number;
  /** The shapes of piece p are `pieceShapes[p] .. pieceShapes[p + 1]`. */
  readonly pieceShapes: Int32Array;
  /** Per shape: its squares as bits of its window. */
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

/** How far the padded grid extends below and left of the board (the window side). */
const PAD = 5;

/** The window tables of a `size` × `size` board, given each move's piece, orientation and origin. */
export function buildWindowTables(
  size: number,
  movePiece: Uint8Array,
  moveOrientation: Uint8Array,
  originX: Uint8Array,
  originY: Uint8Array,
  atList: Int32Array,
): WindowTables {
  const pitch = size + PAD + 1;
  const area = pitch * pitch;
  if (area > 1024) throw new Error(`board size ${size} too large for window indexes`);
  const padCell = new Int16Array(size * size);
  for (let cell = 0; cell < size * size; cell++) {
    padCell[cell] = padIndex(cell % size, Math.floor(cell / size), pitch);
  }
  const initial = new Int32Array(area).fill(SPENT);
  for (let y0 = -PAD; y0 <= size; y0++) {
    for (let x0 = -PAD; x0 <= size; x0++) {
      let bits = SPENT;
      for (let dy = 0; dy < PAD; dy++) {
        for (let dx = 0; dx < PAD; dx++) {
          const x = x0 + dx;
          const y = y0 + dy;
          if (x < 0 || y < 0 || x >= size || y >= size) bits |= 1 << (dy * PAD + dx);
        }
      }
      initial[padIndex(x0, y0, pitch)] = bits;
    }
  }
  const pieceShapes = new Int32Array(ORIENTATIONS.length + 1);
  const shapes: (readonly Square[])[] = [];
  ORIENTATIONS.forEach((list, piece) => {
    for (const o of list) shapes.push(o.squares);
    pieceShapes[piece + 1] = shapes.length;
  });
  const shapeMask = Int32Array.from(shapes, (squares) =>
    squares.reduce((mask, q) => mask | (1 << (q.y * PAD + q.x)), 0),
  );
  const moveCount = movePiece.length;
  if (moveCount > 1 << 16) throw new Error(`board size ${size} has too many moves for 16-bit move ids`);
  const moveEntry = new Int32Array(moveCount);
  const moveAt = new Uint16Array(shapes.length << 10);
  for (let m = 0; m < moveCount; m++) {
    const shape = pieceShapes[movePiece[m]!]! + moveOrientation[m]!;
    const entry = padIndex(originX[m]!, originY[m]!, pitch) | (shape << 10);
    moveEntry[m] = entry;
    moveAt[entry] = m;
  }
  const atEntry = atList.map((m) => moveEntry[m]!);
  const cover = updateLists(shapes, pitch, false);
  const block = updateLists(shapes, pitch, true);
  return {
    pitch,
    area,
    padCell,
    initial,
    shapeCount: shapes.length,
    pieceShapes,
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

function padIndex(x: number, y: number, pitch: number): number {
  return (y + PAD) * pitch + x + PAD;
}

/** Per shape, the windows (as index deltas from the shape's origin) and bits its cells (and edges) set. */
function updateLists(shapes: readonly (readonly Square[])[], pitch: number, withEdges: boolean) {
  const start = new Int32Array(shapes.length + 1);
  const delta: number[] = [];
  const bits: number[] = [];
  shapes.forEach((squares, s) => {
    const region = new Map<string, Square>();
    for (const q of squares) {
      region.set(`${q.x},${q.y}`, q);
      if (!withEdges) continue;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        region.set(`${q.x + dx},${q.y + dy}`, { x: q.x + dx, y: q.y + dy });
      }
    }
    const windows = new Map<number, number>();
    for (const q of region.values()) {
      for (let dy = 0; dy < PAD; dy++) {
        for (let dx = 0; dx < PAD; dx++) {
          const d = (q.y - dy) * pitch + q.x - dx;
          windows.set(d, (windows.get(d) ?? 0) | (1 << (dy * PAD + dx)));
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
