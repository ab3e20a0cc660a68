import { TRIGON_PIECES } from './trigon-pieces.ts';

/**
 * The 21 Blokus pieces of docs/rules.md section 3, as data.
 *
 * Each drawing is the piece's canonical orientation, rows from top to bottom: `#` a square, `@` the pivot
 * square, `.` empty. The order of this table is the piece index used everywhere in the engine.
 */
export const PIECES = [
  { name: 'P1', aliases: ['1', 'I1', 'MONOMINO'], drawing: ['@'] },
  { name: 'P2', aliases: ['2', 'I2', 'DOMINO'], drawing: ['#', '@'] },
  { name: 'P3-I', aliases: ['I3'], drawing: ['#', '@', '#'] },
  { name: 'P3-V', aliases: ['V3'], drawing: ['#.', '@#'] },
  { name: 'P4-I', aliases: ['I4'], drawing: ['#', '#', '@', '#'] },
  { name: 'P4-O', aliases: ['O', 'O4'], drawing: ['##', '@#'] },
  { name: 'P4-T', aliases: ['T4'], drawing: ['###', '.@.'] },
  { name: 'P4-L', aliases: ['L4'], drawing: ['#.', '@.', '##'] },
  { name: 'P4-Z', aliases: ['Z4', 'S4'], drawing: ['##.', '.@#'] },
  { name: 'P5-F', aliases: ['F', 'F5'], drawing: ['.##', '#@.', '.#.'] },
  { name: 'P5-I', aliases: ['I5', 'I'], drawing: ['#', '#', '@', '#', '#'] },
  { name: 'P5-L', aliases: ['L5', 'L'], drawing: ['#.', '#.', '@.', '##'] },
  { name: 'P5-N', aliases: ['N', 'N5'], drawing: ['.#', '.#', '@#', '#.'] },
  { name: 'P5-P', aliases: ['P', 'P5'], drawing: ['##', '@#', '#.'] },
  { name: 'P5-T', aliases: ['T5', 'T'], drawing: ['###', '.@.', '.#.'] },
  { name: 'P5-U', aliases: ['U', 'U5'], drawing: ['#.#', '#@#'] },
  { name: 'P5-V', aliases: ['V5', 'V'], drawing: ['#..', '#..', '#@#'] },
  { name: 'P5-W', aliases: ['W', 'W5'], drawing: ['#..', '#@.', '.##'] },
  { name: 'P5-X', aliases: ['X', 'X5'], drawing: ['.#.', '#@#', '.#.'] },
  { name: 'P5-Y', aliases: ['Y', 'Y5'], drawing: ['.#', '##', '.@', '.#'] },
  { name: 'P5-Z', aliases: ['Z5', 'Z', 'S5'], drawing: ['##.', '.@.', '.##'] },
] as const;

/** A canonical piece name such as `P5-L`. */
export type PieceName = (typeof PIECES)[number]['name'];

/** Index of a piece in `PIECES` (0 = P1 … 20 = P5-Z). */
export type PieceIndex = number;

/** Number of piece types in the classic set. */
export const PIECE_COUNT = PIECES.length;

/** A square of a shape: x grows to the right, y grows upwards (as on the board, where a1 is bottom-left). */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/** A piece's canonical shape: its squares (y up, origin at the pivot) in reading order, and its size. */
export interface PieceShape {
  readonly index: PieceIndex;
  readonly name: PieceName;
  readonly size: number;
  /** Squares relative to the pivot, which is (0, 0). */
  readonly squares: readonly Square[];
}

function shapeFromDrawing(index: number, name: PieceName, drawing: readonly string[]): PieceShape {
  let pivot: Square | undefined;
  const raw: Square[] = [];
  drawing.forEach((row, r) => {
    [...row].forEach((ch, x) => {
      if (ch === '.') return;
      const square = { x, y: drawing.length - 1 - r };
      raw.push(square);
      if (ch === '@') pivot = square;
    });
  });
  if (!pivot) throw new Error(`piece ${name} has no pivot`);
  const p = pivot;
  return { index, name, size: raw.length, squares: raw.map((s) => ({ x: s.x - p.x, y: s.y - p.y })) };
}

/** The canonical shapes, in `PIECES` order. */
export const PIECE_SHAPES: readonly PieceShape[] = PIECES.map((p, i) =>
  shapeFromDrawing(i, p.name, p.drawing),
);

/** The canonical name of the piece at an index. */
export function pieceName(index: PieceIndex): PieceName {
  const piece = PIECES[index];
  if (!piece) throw new Error(`no piece ${index}`);
  return piece.name;
}

/** The piece size (number of squares) at an index. */
export function pieceSize(index: PieceIndex): number {
  return PIECE_SHAPES[index]?.size ?? 0;
}

/** One copy of each named piece, none of the others. */
function only(names: readonly PieceName[]): number[] {
  return PIECES.map((p) => (names.includes(p.name) ? 1 : 0));
}

/** A piece set: how many copies of each piece type a colour starts with (indexed like `PIECES`). */
export const PIECE_SETS = {
  classic: PIECES.map(() => 1),
  junior: PIECES.map((p) =>
    ['P1', 'P2', 'P3-I', 'P3-V', 'P4-I', 'P4-L', 'P4-O', 'P4-T', 'P4-Z', 'P5-I', 'P5-L', 'P5-P'].includes(
      p.name,
    )
      ? 2
      : 0,
  ),
  /** The five tetrominoes, one each: the rule book's 8 × 10 puzzle. */
  tetrominoes: PIECES.map((p) => (p.name.startsWith('P4-') ? 1 : 0)),
  /** The pieces each colour gets in a figure (src/engine/figures.ts), one each. */
  'figure-heart': only(['P2', 'P3-I', 'P3-V']),
  'figure-cross': only(['P4-I', 'P4-L']),
  'figure-stairs': only(['P2', 'P4-L', 'P4-Z']),
  'figure-house': only(['P3-V', 'P5-F', 'P5-W']),
  'figure-arrow': only(['P3-V', 'P4-O', 'P5-P']),
  /** The 22 Trigon pieces, one each (indexed like `TRIGON_PIECES`). */
  trigon: TRIGON_PIECES.map(() => 1),
} as const satisfies Record<string, readonly number[]>;

/** The id of a piece set. */
export type PieceSetId = keyof typeof PIECE_SETS;
