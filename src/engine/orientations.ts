import { PIECE_SHAPES, type PieceIndex, type Square } from './pieces.ts';

/**
 * A transform of docs/rules.md section 8: the canonical orientation, first mirrored left↔right when `flip`,
 * then turned clockwise by `rotation` degrees. Squares use y-up coordinates, so a clockwise quarter turn
 * maps (x, y) to (y, −x).
 */
export interface Transform {
  readonly flip: boolean;
  readonly rotation: Rotation;
}

/** A clockwise turn in degrees: quarter turns for squares, sixth turns for triangles (docs/trigon.md section 4). */
export type Rotation = 0 | 60 | 90 | 120 | 180 | 240 | 270 | 300;

/** The 8 transforms in their stable order: no flip 0, 90, 180, 270, then flip 0, 90, 180, 270. */
export const TRANSFORMS: readonly Transform[] = [false, true].flatMap((flip) =>
  ([0, 90, 180, 270] as const satisfies readonly Rotation[]).map((rotation) => ({ flip, rotation })),
);

/** Applies a transform to one square (relative to the pivot, which stays at the origin). */
export function transformSquare(square: Square, transform: Transform): Square {
  let x = transform.flip ? -square.x : square.x;
  let y = square.y;
  for (let turn = 0; turn < transform.rotation / 90; turn++) {
    const nx = y;
    y = -x;
    x = nx;
  }
  return { x: x + 0, y: y + 0 };
}

/** The squares of a piece under a transform, relative to the pivot (the pivot is (0, 0)). */
export function transformedSquares(piece: PieceIndex, transform: Transform): Square[] {
  const shape = PIECE_SHAPES[piece];
  if (!shape) throw new Error(`no piece ${piece}`);
  return shape.squares.map((s) => transformSquare(s, transform));
}

/**
 * One distinct fixed orientation of a piece. Orientations of a piece are numbered by the first of the
 * 8 `TRANSFORMS` that produces them, skipping shapes already produced, so the index is stable.
 */
export interface Orientation {
  readonly piece: PieceIndex;
  /** Index among this piece's orientations (0 = canonical). */
  readonly index: number;
  /** The first transform (in `TRANSFORMS` order) that gives this orientation. */
  readonly transform: Transform;
  /** Squares translated so the lowest x and lowest y are 0, sorted by y then x. */
  readonly squares: readonly Square[];
  /** Where the pivot lands, in the same translated coordinates, under `transform`. */
  readonly pivot: Square;
  readonly width: number;
  readonly height: number;
}

function normalise(squares: readonly Square[]): { squares: Square[]; dx: number; dy: number } {
  const dx = Math.min(...squares.map((s) => s.x));
  const dy = Math.min(...squares.map((s) => s.y));
  const moved = squares.map((s) => ({ x: s.x - dx, y: s.y - dy }));
  moved.sort((a, b) => a.y - b.y || a.x - b.x);
  return { squares: moved, dx, dy };
}

/** A string that identifies a normalised square list (same string ⇔ same fixed shape). */
export function shapeKey(squares: readonly Square[]): string {
  return squares.map((s) => `${s.x},${s.y}`).join(' ');
}

function buildOrientations(piece: PieceIndex): Orientation[] {
  const seen = new Set<string>();
  const result: Orientation[] = [];
  for (const transform of TRANSFORMS) {
    const { squares, dx, dy } = normalise(transformedSquares(piece, transform));
    const key = shapeKey(squares);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({
      piece,
      index: result.length,
      transform,
      squares,
      pivot: { x: -dx, y: -dy },
      width: Math.max(...squares.map((s) => s.x)) + 1,
      height: Math.max(...squares.map((s) => s.y)) + 1,
    });
  }
  return result;
}

/** All distinct orientations, per piece index (91 in all for the 21 classic pieces). */
export const ORIENTATIONS: readonly (readonly Orientation[])[] = PIECE_SHAPES.map((s) =>
  buildOrientations(s.index),
);

/** Normalises any square list (y up) to the orientation form, for matching a cell list to a piece. */
export function normaliseSquares(squares: readonly Square[]): Square[] {
  return normalise(squares).squares;
}
