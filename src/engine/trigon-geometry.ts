import type { BoardId, Geometry, Point, Step } from './geometry.ts';
import type { Rotation, Transform } from './orientations.ts';
import { TRIGON_PIECES } from './trigon-pieces.ts';

/**
 * The hexagonal Trigon board of docs/trigon.md section 1 with edge n: 4n − 1 columns (half a triangle wide)
 * and 2n rows. Row y (0-based) holds columns n−1−d … 3n−1+d, d being its distance to the top or bottom
 * row; a cell is ▲ (kind 0) when x + y + n is even and ▼ (kind 1) otherwise.
 */
export function trigonGeometry(n: number): Geometry {
  if (!Number.isInteger(n) || n < 2 || n > 9) throw new Error(`unsupported Trigon board ${n}`);
  const width = 4 * n - 1;
  const height = 2 * n;
  const kind = (x: number, y: number) => (x + y + n) & 1;
  return {
    board: `trigon-${n}` as BoardId,
    width,
    height,
    pieceNames: TRIGON_PIECES.map((p) => p.name),
    pieceSizes: TRIGON_PIECES.map((p) => p.cells.length),
    transforms: TRIGON_TRANSFORMS,
    isOnBoard(x, y) {
      if (y < 0 || y >= height) return false;
      const d = Math.min(y, height - 1 - y);
      return x >= n - 1 - d && x <= 3 * n - 1 + d;
    },
    kind,
    edgeSteps: (x, y) => EDGE_STEPS[kind(x, y)]!,
    cornerSteps: (x, y) => CORNER_STEPS[kind(x, y)]!,
    place: (piece, transform, x, y) => placeTrigon(piece, transform, x, y, kind(x, y)),
  };
}

/** The 12 transforms: rot0 … rot300 (clockwise), then the same after a left↔right flip (docs/trigon.md section 4). */
export const TRIGON_TRANSFORMS: readonly Transform[] = [false, true].flatMap((flip) =>
  ([0, 60, 120, 180, 240, 300] as const satisfies readonly Rotation[]).map((rotation) => ({
    flip,
    rotation,
  })),
);

const UP = 0;
// ▲: left, right, and the ▼ below its base; ▼: left, right, and the ▲ above its top side.
const EDGE_STEPS: readonly (readonly Step[])[] = [
  [
    [1, 0],
    [-1, 0],
    [0, -1],
  ],
  [
    [1, 0],
    [-1, 0],
    [0, 1],
  ],
];
const cornerSteps = (near: number, far: number): Step[] => [
  [-2, 0],
  [2, 0],
  [-1, near],
  [0, near],
  [1, near],
  [-2, far],
  [-1, far],
  [1, far],
  [2, far],
];
// ▲ touches three cells above at a corner and four below; ▼ the other way round.
const CORNER_STEPS: readonly (readonly Step[])[] = [cornerSteps(1, -1), cornerSteps(-1, 1)];

/** h(▲) = 1, h(▼) = 2: a triangle's centre in thirds of a row above the row's base. */
const height3 = (kind: number) => kind + 1;

/**
 * The exact method of docs/trigon.md section 4: each cell as an offset between triangle centres in units of half an
 * edge across and a third of a row up, mirrored, turned 60° clockwise k times, and put back on the grid.
 */
function placeTrigon(piece: number, transform: number, x: number, y: number, target: number): Point[] | null {
  const def = TRIGON_PIECES[piece]!;
  const { flip, rotation } = TRIGON_TRANSFORMS[transform]!;
  const turns = rotation / 60;
  const pivotKind = def.pivot === 'up' ? UP : 1;
  // Odd turns swap ▲ and ▼, so the pivot lands on a cell of the other kind.
  if (target !== (pivotKind ^ (turns & 1))) return null;
  return def.cells.map(([dc, dr]) => {
    const kind = (dc + dr) & 1 ? 1 - pivotKind : pivotKind;
    let vx = flip ? -dc : dc;
    let vy = 3 * dr + height3(kind) - height3(pivotKind);
    for (let k = 0; k < turns; k++) {
      const nx = (vx + vy) / 2;
      vy = (vy - 3 * vx) / 2;
      vx = nx;
    }
    const level = 3 * y + height3(target) + vy;
    return { x: x + vx, y: Math.floor(level / 3) };
  });
}
