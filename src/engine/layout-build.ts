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

/**
 * One piece under one transform with its pivot on a cell of one kind: its cells relative to the pivot, and
 * where the fixed shape they make (numbered once it is found on the board) has its lower-left corner.
 */
interface Template {
  readonly piece: number;
  readonly transform: number;
  readonly dx: readonly number[];
  readonly dy: readonly number[];
  /** The shape's origin (lower-left corner) relative to the pivot. */
  readonly ox: number;
  readonly oy: number;
  /** The shape's identity: the kind of its origin and its cells relative to the origin. */
  readonly key: string;
  /** Its cells relative to the origin, in ascending cell order (rows, then columns). */
  readonly cells: Square[];
  /** Its cells and their edge neighbours, relative to the origin. */
  readonly block: Square[];
}

/** The template of a piece and transform for pivots of the kind of (px, 0), or null where none goes. */
function templateOf(g: Geometry, piece: number, transform: number, px: number): Template | null {
  const points = g.place(piece, transform, px, 0);
  if (points === null) return null;
  const minX = Math.min(...points.map((p) => p.x));
  const minY = Math.min(...points.map((p) => p.y));
  const cells = points.map((p) => ({ x: p.x - minX, y: p.y - minY })).sort((a, b) => a.y - b.y || a.x - b.x);
  const block = new Map<string, Square>();
  for (const p of points) {
    for (const [sx, sy] of [[0, 0] as const, ...g.edgeSteps(p.x, p.y)]) {
      const q = { x: p.x + sx - minX, y: p.y + sy - minY };
      block.set(`${q.x},${q.y}`, q);
    }
  }
  return {
    piece,
    transform,
    dx: points.map((p) => p.x - px),
    dy: points.map((p) => p.y),
    ox: minX - px,
    oy: minY,
    key: `${g.kind(minX, minY)}:${cells.map((p) => `${p.x},${p.y}`).join(' ')}`,
    cells,
    block: [...block.values()],
  };
}

/** A fixed shape found on the board, with the piece and transform that first gave it. */
interface FoundShape {
  readonly template: Template;
  /** Per origin cell, the pivot of the first placement of this shape there, or −1 (none fits there). */
  readonly pivots: Int32Array;
  readonly transforms: Uint8Array;
}

/**
 * Every placement on the board, ordered by piece, orientation (numbered by the first transform that gives
 * it), row and column of its lower-left corner: for squares, the order the move ids always had. A placement
 * is a shape and an origin, so each template is moved over the board (`Geometry.place` moves with its
 * pivot) and a placement found twice (a symmetric piece) keeps the first transform and pivot that gave it.
 */
function enumerate(g: Geometry) {
  const { width, height } = g;
  const cellCount = width * height;
  const onBoard = new Uint8Array(cellCount);
  for (let c = 0; c < cellCount; c++) onBoard[c] = g.isOnBoard(c % width, Math.floor(c / width)) ? 1 : 0;
  const kind0 = g.kind(0, 0);
  const found: FoundShape[] = [];
  const byKey = new Map<string, FoundShape>();
  g.pieceSizes.forEach((_, piece) => {
    g.transforms.forEach((_t, transform) => {
      // Pivots of the kind of (0, 0), then of the other kind (the kind of (1, 0), when there is one).
      const templates = [templateOf(g, piece, transform, 0), templateOf(g, piece, transform, 1)];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (onBoard[y * width + x] === 0) continue;
          const t = templates[g.kind(x, y) === kind0 ? 0 : 1];
          if (!t) continue;
          let fits = true;
          for (let i = 0; i < t.dx.length && fits; i++) {
            const cx = x + t.dx[i]!;
            const cy = y + t.dy[i]!;
            fits = cx >= 0 && cy >= 0 && cx < width && cy < height && onBoard[cy * width + cx] === 1;
          }
          if (!fits) continue;
          let shape = byKey.get(t.key);
          if (!shape) {
            shape = {
              template: t,
              pivots: new Int32Array(cellCount).fill(-1),
              transforms: new Uint8Array(cellCount),
            };
            byKey.set(t.key, shape);
            found.push(shape);
          }
          const origin = (y + t.oy) * width + x + t.ox;
          if (shape.pivots[origin] !== -1) continue;
          shape.pivots[origin] = y * width + x;
          shape.transforms[origin] = transform;
        }
      }
    });
  });
  // Shapes by piece, then first transform; a piece's orientation is its rank there.
  const order = found
    .map((_, s) => s)
    .sort((a, b) => {
      const p = found[a]!.template;
      const q = found[b]!.template;
      return p.piece - q.piece || p.transform - q.transform;
    })
    .map((s) => found[s]!);
  const shapes: WindowShape[] = order.map((s) => s.template);
  const pieceShapes = new Int32Array(g.pieceSizes.length + 1);
  for (const s of order) pieceShapes[s.template.piece + 1]!++;
  for (let p = 0; p < g.pieceSizes.length; p++) pieceShapes[p + 1]! += pieceShapes[p]!;
  let moveCount = 0;
  for (const s of order) for (const pivot of s.pivots) if (pivot >= 0) moveCount++;
  const moves = {
    count: moveCount,
    shape: new Int32Array(moveCount),
    piece: new Uint8Array(moveCount),
    originX: new Uint8Array(moveCount),
    originY: new Uint8Array(moveCount),
    pivot: new Int16Array(moveCount),
    transform: new Uint8Array(moveCount),
    orientation: new Uint8Array(moveCount),
  };
  let m = 0;
  order.forEach((s, shape) => {
    // Origins in ascending cell order: by row, then column.
    s.pivots.forEach((pivot, origin) => {
      if (pivot < 0) return;
      moves.shape[m] = shape;
      moves.piece[m] = s.template.piece;
      moves.originX[m] = origin % width;
      moves.originY[m] = Math.floor(origin / width);
      moves.pivot[m] = pivot;
      moves.transform[m] = s.transforms[origin]!;
      moves.orientation[m] = shape - pieceShapes[s.template.piece]!;
      m++;
    });
  });
  return { moves, shapes, pieceShapes };
}

/** Builds the tables of a board (see `Layout`). */
export function buildLayout(board: BoardId): Layout {
  const g = geometryOf(board);
  const { width, height } = g;
  const cellCount = width * height;
  const pieceCount = g.pieceSizes.length;
  const stride = Math.max(...g.pieceSizes);
  const { moves, shapes, pieceShapes } = enumerate(g);
  const moveCount = moves.count;
  // A shape's cells are in ascending cell order, and so are a placement's (no row wraps on the board).
  const moveCells = new Int16Array(moveCount * stride).fill(cellCount);
  const moveSize = new Uint8Array(moveCount);
  for (let m = 0; m < moveCount; m++) {
    const { cells } = shapes[moves.shape[m]!]!;
    const origin = moves.originY[m]! * width + moves.originX[m]!;
    moveSize[m] = cells.length;
    for (let i = 0; i < cells.length; i++)
      moveCells[m * stride + i] = origin + cells[i]!.y * width + cells[i]!.x;
  }
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
  const table = {
    cellCount,
    pieceCount,
    stride,
    moveCount,
    moveCells,
    moveSize,
    movePiece: moves.piece,
    moveShape: moves.shape,
  };
  const { atStart, atList } = bucketMoves(table, edgeOf);
  const corner = cornerLists(table, edgeOf, cornerOf);
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
    moveSize,
    movePiece: moves.piece,
    moveOrientation: moves.orientation,
    moveOriginX: moves.originX,
    moveOriginY: moves.originY,
    movePivot: moves.pivot,
    moveTransform: moves.transform,
    atStart,
    atList,
    cornerStart: corner.start,
    cornerList: corner.list,
    windows: buildWindowTables({
      width,
      height,
      isOnBoard: g.isOnBoard,
      edgePoints: Array.from({ length: cellCount }, (_, c) => edgeCells(c)),
      edgeSlots: MAX_EDGE_STEPS,
      shapes,
      pieceShapes,
      moveShape: moves.shape,
      moveOriginX: moves.originX,
      moveOriginY: moves.originY,
      atList,
    }),
  };
}

/** The move tables the lists below are built from. */
interface MoveTable {
  readonly cellCount: number;
  readonly pieceCount: number;
  readonly stride: number;
  readonly moveCount: number;
  readonly moveCells: Int16Array;
  readonly moveSize: Uint8Array;
  readonly movePiece: Uint8Array;
  /** The fixed shape of each move: moves of one shape are consecutive. */
  readonly moveShape: Int32Array;
}

/** Whether move m covers cell c. */
function covers(t: MoveTable, m: number, c: number): boolean {
  for (let i = 0; i < t.moveSize[m]!; i++) if (t.moveCells[m * t.stride + i] === c) return true;
  return false;
}

/** Groups the moves covering each (cell, piece) by bucket mask with a counting sort (see `Layout`). */
function bucketMoves(t: MoveTable, edgeOf: readonly (readonly number[])[]) {
  const atStart = new Int32Array(((t.cellCount * t.pieceCount) << BUCKET_BITS) + 1);
  let items = 0;
  for (let m = 0; m < t.moveCount; m++) items += t.moveSize[m]!;
  const keys = new Int32Array(items);
  // A cell's mask depends on its shape only (its neighbours in the move move with it): once per shape.
  const masks = new Int32Array(t.stride);
  let k = 0;
  for (let m = 0; m < t.moveCount; m++) {
    const fresh = m === 0 || t.moveShape[m] !== t.moveShape[m - 1];
    for (let i = 0; i < t.moveSize[m]!; i++) {
      const c = t.moveCells[m * t.stride + i]!;
      if (fresh) {
        const edges = edgeOf[c]!;
        let mask = 0;
        for (let bit = 0; bit < edges.length; bit++) {
          if (edges[bit]! >= 0 && covers(t, m, edges[bit]!)) mask |= 1 << bit;
        }
        masks[i] = mask;
      }
      keys[k] = ((c * t.pieceCount + t.movePiece[m]!) << BUCKET_BITS) + masks[i]!;
      atStart[keys[k]! + 1]!++;
      k++;
    }
  }
  for (let i = 1; i < atStart.length; i++) atStart[i]! += atStart[i - 1]!;
  const fill = atStart.slice(0, -1);
  const atList = new Int32Array(items);
  k = 0;
  for (let m = 0; m < t.moveCount; m++) {
    for (let i = 0; i < t.moveSize[m]!; i++) atList[fill[keys[k++]!]!++] = m;
  }
  return { atStart, atList };
}

/** Per move, the cells outside it that touch it only by a corner, ascending (see `Layout`). */
function cornerLists(
  t: MoveTable,
  edgeOf: readonly (readonly number[])[],
  cornerOf: readonly (readonly number[])[],
): { start: Int32Array; list: Int16Array } {
  const start = new Int32Array(t.moveCount + 1);
  let bound = 0;
  for (let m = 0; m < t.moveCount; m++) {
    for (let i = 0; i < t.moveSize[m]!; i++) bound += cornerOf[t.moveCells[m * t.stride + i]!]!.length;
  }
  const list = new Int16Array(bound);
  let end = 0;
  // Stamps instead of sets: cell c is in move m's cells or edges when `near[c] === m + 1`.
  const near = new Int32Array(t.cellCount + 1);
  for (let m = 0; m < t.moveCount; m++) {
    const stamp = m + 1;
    const size = t.moveSize[m]!;
    for (let i = 0; i < size; i++) {
      const c = t.moveCells[m * t.stride + i]!;
      near[c] = stamp;
      for (const n of edgeOf[c]!) if (n >= 0) near[n] = stamp;
    }
    const first = end;
    for (let i = 0; i < size; i++) {
      for (const n of cornerOf[t.moveCells[m * t.stride + i]!]!) {
        if (n < 0 || near[n] === stamp) continue;
        near[n] = stamp;
        // Insertion into the move's sorted run.
        let j = end++;
        while (j > first && list[j - 1]! > n) {
          list[j] = list[j - 1]!;
          j--;
        }
        list[j] = n;
      }
    }
    start[m + 1] = end;
  }
  return { start, list: list.slice(0, end) };
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
