import { cornerNeighbours, edgeNeighbours, type Layout, moveCellList, pieceOfMove } from '../engine/index.ts';

/**
 * What the search needs to know about each move of a board, built once per layout from the engine's public
 * functions only (so a change in the engine's internal tables does not reach the player).
 *
 * Flat arrays indexed by move id m:
 * - `cells[cellStart[m] .. cellStart[m + 1])`: the cells it covers; `size[m]` how many;
 * - `corners[cornerStart[m] .. cornerStart[m + 1])`: the cells outside it that touch it by a corner only,
 *   the attach cells it gives its colour;
 * - `edges[edgeStart[m] .. edgeStart[m + 1])`: the cells outside it that share an edge with it, which its
 *   colour may no longer cover;
 * - `centre[m]`: how close it comes to the board's centre, 0 (far) to 1 (on it), for the early-game pull;
 * - `piece[m]`: its piece index.
 *
 * And indexed by cell: `neighbours[neighbourStart[cell] .. neighbourStart[cell + 1])`, its edge neighbours
 * on the board. And indexed by a position's candidate entry (`Position.legalEntries`): `moveAt`, its move,
 * and `entryCode`, that move's size plus 8 × its centre band (so that a loop over the candidates reads one
 * byte per skipped move): band b holds the moves whose `centre` is in [b, b + 1) / CENTRE_BANDS (the last
 * band also 1), the lowest and highest of them `bandLow[b]` and `bandHigh[b]`.
 *
 * And the engine's windows (`WindowTables`), so that a per-cell set of a state can be kept per window too
 * and a move's cells in it counted with one AND (`SimState.openWindows`): `windowArea` windows per colour,
 * `padCell[cell]` the window with the cell as its bit 0, the windows holding a cell at
 * `padCell[cell] - holdDelta[k]` with bit `holdBit[k]` (k < `holdDelta.length`, the same for every cell),
 * and `shapeMask[entry >>> 10]`, the cells of a candidate entry's shape as bits of its window.
 */
export interface MoveTables {
  readonly moveCount: number;
  readonly cellCount: number;
  readonly cellStart: Int32Array;
  readonly cells: Int16Array;
  readonly size: Uint8Array;
  readonly cornerStart: Int32Array;
  readonly corners: Int16Array;
  readonly edgeStart: Int32Array;
  readonly edges: Int16Array;
  readonly centre: Float32Array;
  readonly piece: Uint8Array;
  readonly neighbourStart: Int32Array;
  readonly neighbours: Int16Array;
  readonly moveAt: Uint16Array;
  readonly entryCode: Uint8Array;
  readonly bandLow: Float64Array;
  readonly bandHigh: Float64Array;
  readonly windowArea: number;
  readonly padCell: Int16Array;
  readonly holdDelta: Int16Array;
  readonly holdBit: Int32Array;
  readonly shapeMask: Int32Array;
}

/** How many bands of closeness to the centre `entryCode` tells apart (sizes take its low 3 bits). */
export const CENTRE_BANDS = 32;

const cache = new WeakMap<Layout, MoveTables>();

/** The move tables of a layout (built on first use, then shared). */
export function moveTablesFor(layout: Layout): MoveTables {
  let tables = cache.get(layout);
  if (!tables) {
    tables = buildMoveTables(layout);
    cache.set(layout, tables);
  }
  return tables;
}

function buildMoveTables(layout: Layout): MoveTables {
  const { moveCount, cellCount, size: side, width, height } = layout;
  const cellLists: number[][] = [];
  const cornerLists: number[][] = [];
  const edgeLists: number[][] = [];
  const centre = new Float32Array(moveCount);
  const piece = new Uint8Array(moveCount);
  // The centre of the board's bounding box; each axis measured against its own half (a square board's two
  // halves are equal; Trigon's hexagon is 35 columns of half-triangles wide and 18 rows high).
  const midX = (width - 1) / 2;
  const midY = (height - 1) / 2;
  for (let m = 0; m < moveCount; m++) {
    const list = moveCellList(layout, m);
    cellLists.push(list);
    piece[m] = pieceOfMove(layout, m);
    const inside = new Set(list);
    const edge = new Set<number>();
    for (const c of list) for (const n of edgeNeighbours(layout, c)) if (!inside.has(n)) edge.add(n);
    const corner = new Set<number>();
    for (const c of list) {
      for (const n of cornerNeighbours(layout, c)) if (!inside.has(n) && !edge.has(n)) corner.add(n);
    }
    cornerLists.push([...corner]);
    edgeLists.push([...edge]);
    let best = Number.POSITIVE_INFINITY;
    for (const c of list) {
      const x = c % side;
      const y = (c - x) / side;
      best = Math.min(best, Math.max(Math.abs(x - midX) / midX, Math.abs(y - midY) / midY));
    }
    centre[m] = 1 - best;
  }
  const neighbourLists = Array.from({ length: cellCount }, (_, cell) => edgeNeighbours(layout, cell));
  const flatNeighbours = flatten(neighbourLists);
  const flatCells = flatten(cellLists);
  const flatCorners = flatten(cornerLists);
  const flatEdges = flatten(edgeLists);
  const size = Uint8Array.from(cellLists, (l) => l.length);
  const { moveAt, moveEntry, windowWidth, windowHeight, pitch } = layout.windows;
  const entryCode = new Uint8Array(moveAt.length);
  const bandLow = new Float64Array(CENTRE_BANDS).fill(Number.POSITIVE_INFINITY);
  const bandHigh = new Float64Array(CENTRE_BANDS).fill(Number.NEGATIVE_INFINITY);
  for (let m = 0; m < moveCount; m++) {
    const band = Math.min(CENTRE_BANDS - 1, Math.floor(centre[m]! * CENTRE_BANDS));
    entryCode[moveEntry[m]!] = size[m]! + 8 * band;
    bandLow[band] = Math.min(bandLow[band]!, centre[m]!);
    bandHigh[band] = Math.max(bandHigh[band]!, centre[m]!);
  }
  for (let b = 0; b < CENTRE_BANDS; b++) if (bandLow[b]! > bandHigh[b]!) bandLow[b] = bandHigh[b] = 0;
  // A cell is bit dy * width + dx of the window dx cells left of it and dy rows below.
  const holdDelta = new Int16Array(windowWidth * windowHeight);
  const holdBit = new Int32Array(windowWidth * windowHeight);
  for (let dy = 0; dy < windowHeight; dy++) {
    for (let dx = 0; dx < windowWidth; dx++) {
      holdDelta[dy * windowWidth + dx] = dy * pitch + dx;
      holdBit[dy * windowWidth + dx] = 1 << (dy * windowWidth + dx);
    }
  }
  return {
    moveCount,
    cellCount,
    cellStart: flatCells.start,
    cells: flatCells.list,
    size,
    cornerStart: flatCorners.start,
    corners: flatCorners.list,
    edgeStart: flatEdges.start,
    edges: flatEdges.list,
    centre,
    piece,
    neighbourStart: flatNeighbours.start,
    neighbours: flatNeighbours.list,
    moveAt,
    entryCode,
    bandLow,
    bandHigh,
    windowArea: layout.windows.area,
    padCell: layout.windows.padCell,
    holdDelta,
    holdBit,
    shapeMask: layout.windows.shapeMask,
  };
}

function flatten(lists: readonly number[][]): { start: Int32Array; list: Int16Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => {
    start[i + 1] = start[i]! + l.length;
  });
  const list = new Int16Array(start[lists.length]!);
  lists.forEach((l, i) => {
    list.set(l, start[i]!);
  });
  return { start, list };
}
