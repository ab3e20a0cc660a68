import { figureGeometry } from './figures.ts';
import { type BoardId, type Geometry, MAX_EDGE_STEPS } from './geometry.ts';
import { BUCKET_BITS, type Layout } from './layout.ts';
import type { Square } from './pieces.ts';
import { squareGeometry } from './square-geometry.ts';
import { trigonGeometry } from './trigon-geometry.ts';
import { buildWindowTables, type WindowShape } from './windows.ts';

/** The geometry of a board id: the kinds of board are data, one constructor each. */
const GEOMETRIES: Record<string, (size: string) => Geometry> = {
  square: (size) => squareGeometry(Number(size)),
  rect: (size) => {
    const [width, height] = size.split('x').map(Number);
    return squareGeometry(width ?? Number.NaN, height ?? Number.NaN);
  },
  trigon: (size) => trigonGeometry(Number(size)),
  figure: (name) => figureGeometry(name),
};

/** The geometry of a board (`square-20`, `trigon-9`, `figure-heart` …). */
export function geometryOf(board: BoardId): Geometry {
  const match = /^([a-z]+)-(.+)$/.exec(board);
  const make = match ? GEOMETRIES[match[1]!] : undefined;
  if (!match || !make) throw new Error(`unknown board ${board}`);
  return make(match[2]!);
}

/** One placement found while enumerating: the first transform (and its pivot) that gives these cells. */
interface Found {
  readonly piece: number;
  readonly cells: number[];
  readonly transform: number;
  readonly pivot: number;
  shape: number;
  originX: number;
  originY: number;
}

/**
 * Every placement on the board, ordered by piece, orientation (numbered by the first transform that gives
 * it), row and column of its lower-left corner: for squares, the order the move ids always had.
 */
function enumerate(g: Geometry) {
  const { width, height } = g;
  const byCells = new Map<string, Found>();
  g.pieceSizes.forEach((_, piece) => {
    // A transform that gives the same fixed shape as an earlier one (on pivots of one kind) adds nothing.
    const shapes = new Set<string>();
    g.transforms.forEach((_, transform) => {
      const fresh = [0, 1].map((kind) => {
        const sample = g.place(piece, transform, kind, 0);
        if (sample === null) return false;
        const key = `${g.kind(kind, 0)}:${sample
          .map((p) => `${p.x - kind},${p.y}`)
          .sort()
          .join(' ')}`;
        if (shapes.has(key)) return false;
        shapes.add(key);
        return true;
      });
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!g.isOnBoard(x, y) || !fresh[g.kind(x, y) === g.kind(0, 0) ? 0 : 1]) continue;
          const points = g.place(piece, transform, x, y);
          if (!points?.every((p) => g.isOnBoard(p.x, p.y))) continue;
          const cells = points.map((p) => p.y * width + p.x).sort((a, b) => a - b);
          const key = cells.join(',');
          if (byCells.has(key)) continue;
          byCells.set(key, {
            piece,
            cells,
            transform,
            pivot: y * width + x,
            shape: 0,
            originX: 0,
            originY: 0,
          });
        }
      }
    });
  });
  // Shapes: a fixed orientation is its cells relative to the lower-left corner, plus that corner's kind.
  const shapeKeys = new Map<string, number>();
  const shapeInfo: { piece: number; transform: number; cells: Square[]; block: Square[] }[] = [];
  for (const f of byCells.values()) {
    const points = f.cells.map((c) => ({ x: c % width, y: Math.floor(c / width) }));
    f.originX = Math.min(...points.map((p) => p.x));
    f.originY = Math.min(...points.map((p) => p.y));
    const rel = points.map((p) => ({ x: p.x - f.originX, y: p.y - f.originY }));
    const key = `${g.kind(f.originX, f.originY)}:${rel.map((p) => `${p.x},${p.y}`).join(' ')}`;
    let shape = shapeKeys.get(key);
    if (shape === undefined) {
      shape = shapeInfo.length;
      shapeKeys.set(key, shape);
      shapeInfo.push({ piece: f.piece, transform: f.transform, cells: rel, block: blockOf(g, points, f) });
    }
    f.shape = shape;
  }
  // Renumber the shapes by piece, then first transform; a piece's orientation is its rank there.
  const order = shapeInfo
    .map((_, s) => s)
    .sort((a, b) => {
      const p = shapeInfo[a]!;
      const q = shapeInfo[b]!;
      return p.piece - q.piece || p.transform - q.transform;
    });
  const renumber = new Int32Array(order.length);
  order.forEach((s, i) => {
    renumber[s] = i;
  });
  const shapes: WindowShape[] = order.map((s) => shapeInfo[s]!);
  const pieceShapes = new Int32Array(g.pieceSizes.length + 1);
  for (const s of order) pieceShapes[shapeInfo[s]!.piece + 1]!++;
  for (let p = 0; p < g.pieceSizes.length; p++) pieceShapes[p + 1]! += pieceShapes[p]!;
  const moves = [...byCells.values()];
  for (const f of moves) f.shape = renumber[f.shape]!;
  moves.sort((a, b) => a.shape - b.shape || a.originY - b.originY || a.originX - b.originX);
  return { moves, shapes, pieceShapes };
}

/** A placement's cells and their edge neighbours, relative to its origin. */
function blockOf(g: Geometry, points: readonly Square[], f: Found): Square[] {
  const seen = new Map<string, Square>();
  for (const p of points) {
    seen.set(`${p.x},${p.y}`, p);
    for (const [dx, dy] of g.edgeSteps(p.x, p.y))
      seen.set(`${p.x + dx},${p.y + dy}`, { x: p.x + dx, y: p.y + dy });
  }
  return [...seen.values()].map((p) => ({ x: p.x - f.originX, y: p.y - f.originY }));
}

/** Builds the tables of a board (see `Layout`). */
export function buildLayout(board: BoardId): Layout {
  const g = geometryOf(board);
  const { width, height } = g;
  const cellCount = width * height;
  const pieceCount = g.pieceSizes.length;
  const stride = Math.max(...g.pieceSizes);
  const { moves, shapes, pieceShapes } = enumerate(g);
  const moveCount = moves.length;
  const moveCells = new Int16Array(moveCount * stride).fill(cellCount);
  const moveByCells = new Map<string, number>();
  moves.forEach((f, m) => {
    f.cells.forEach((c, i) => {
      moveCells[m * stride + i] = c;
    });
    moveByCells.set(f.cells.join(','), m);
  });
  const pointOf = (c: number) => ({ x: c % width, y: Math.floor(c / width) });
  const edgeCells = (c: number) => {
    const p = pointOf(c);
    return g.edgeSteps(p.x, p.y).map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy }));
  };
  const onBoardCell = (p: Square) => (g.isOnBoard(p.x, p.y) ? p.y * width + p.x : -1);
  // Per cell, its edge and corner neighbours' cell numbers (−1 off the board), computed once.
  const edgeOf = Array.from({ length: cellCount }, (_, c) => edgeCells(c).map(onBoardCell));
  const cornerOf = Array.from({ length: cellCount }, (_, c) => {
    const p = pointOf(c);
    return g.cornerSteps(p.x, p.y).map(([dx, dy]) => onBoardCell({ x: p.x + dx, y: p.y + dy }));
  });
  const { atStart, atList } = bucketMoves(moves, cellCount, pieceCount, (c) => edgeOf[c]!);
  // Stamps instead of sets: cell c is in move m's cells or edges when `near[c] === m + 1`.
  const near = new Int32Array(cellCount + 1);
  const corners = moves.map((f, m) => {
    const stamp = m + 1;
    for (const c of f.cells) {
      near[c] = stamp;
      for (const n of edgeOf[c]!) if (n >= 0) near[n] = stamp;
    }
    const corner: number[] = [];
    for (const c of f.cells) {
      for (const n of cornerOf[c]!) {
        if (n < 0 || near[n] === stamp) continue;
        near[n] = stamp;
        corner.push(n);
      }
    }
    return corner.sort((a, b) => a - b);
  });
  const cornerFlat = flatten(corners);
  const moveShape = Int32Array.from(moves, (f) => f.shape);
  const moveOriginX = Uint8Array.from(moves, (f) => f.originX);
  const moveOriginY = Uint8Array.from(moves, (f) => f.originY);
  const movePiece = Uint8Array.from(moves, (f) => f.piece);
  return {
    geometry: g,
    board,
    size: width,
    width,
    height,
    cellCount,
    pieceCount,
    pieceSizes: Uint8Array.from(g.pieceSizes),
    stride,
    moveCount,
    moveCells,
    moveSize: Uint8Array.from(moves, (f) => f.cells.length),
    movePiece,
    moveOrientation: Uint8Array.from(moves, (f) => f.shape - pieceShapes[f.piece]!),
    moveOriginX,
    moveOriginY,
    movePivot: Int16Array.from(moves, (f) => f.pivot),
    moveTransform: Uint8Array.from(moves, (f) => f.transform),
    atStart,
    atList,
    cornerStart: cornerFlat.start,
    cornerList: cornerFlat.list,
    moveByCells,
    windows: buildWindowTables({
      width,
      height,
      isOnBoard: g.isOnBoard,
      edgePoints: Array.from({ length: cellCount }, (_, c) => edgeCells(c)),
      edgeSlots: MAX_EDGE_STEPS,
      shapes,
      pieceShapes,
      moveShape,
      moveOriginX,
      moveOriginY,
      atList,
    }),
  };
}

/** Groups the moves covering each (cell, piece) by bucket mask with a counting sort (see `Layout`). */
function bucketMoves(
  moves: readonly Found[],
  cellCount: number,
  pieceCount: number,
  edgeCells: (cell: number) => number[],
) {
  const keys: number[] = [];
  const ids: number[] = [];
  moves.forEach((f, m) => {
    const inside = new Set(f.cells);
    for (const c of f.cells) {
      let mask = 0;
      edgeCells(c).forEach((n, bit) => {
        if (inside.has(n)) mask |= 1 << bit;
      });
      keys.push(((c * pieceCount + f.piece) << BUCKET_BITS) + mask);
      ids.push(m);
    }
  });
  const atStart = new Int32Array(((cellCount * pieceCount) << BUCKET_BITS) + 1);
  for (const k of keys) atStart[k + 1]!++;
  for (let k = 1; k < atStart.length; k++) atStart[k]! += atStart[k - 1]!;
  const fill = atStart.slice(0, -1);
  const atList = new Int32Array(keys.length);
  keys.forEach((k, i) => {
    atList[fill[k]!++] = ids[i]!;
  });
  return { atStart, atList };
}

function flatten(lists: readonly number[][]): { start: Int32Array; list: Int16Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => {
    start[i + 1] = start[i]! + l.length;
  });
  const list = new Int16Array(start[lists.length]!);
  let k = 0;
  for (const l of lists) for (const v of l) list[k++] = v;
  return { start, list };
}

const layouts = new Map<string, Layout>();

/** The shared tables for a board: a square side (`20`, `14`) or a board id (`trigon-9`). */
export function layoutFor(board: number | BoardId): Layout {
  const id: BoardId = typeof board === 'number' ? `square-${board}` : board;
  let layout = layouts.get(id);
  if (!layout) {
    layout = buildLayout(id);
    layouts.set(id, layout);
  }
  return layout;
}
