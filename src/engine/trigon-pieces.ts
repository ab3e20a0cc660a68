/**
 * The 22 Blokus Trigon pieces of docs/trigon.md section 3, as data: Pentobi's names, the direction of the
 * pivot in the canonical orientation (rot0), and the cells as (columns right, rows up) from the pivot.
 * A cell has the pivot's direction when its two offsets add up to an even number.
 *
 * The order of this table is the piece index in a Trigon game: smallest first, so that index 0 is the
 * single triangle, the piece whose placing last earns the +5 bonus, as P1 is index 0 of the square set.
 */
export const TRIGON_PIECES = [
  { name: '1', pivot: 'up', cells: [[0, 0]] },
  {
    name: '2',
    pivot: 'up',
    cells: [
      [0, 0],
      [1, 0],
    ],
  },
  {
    name: 'I3',
    pivot: 'down',
    cells: [
      [-1, 0],
      [0, 0],
      [0, 1],
    ],
  },
  {
    name: 'I4',
    pivot: 'up',
    cells: [
      [-1, -1],
      [0, -1],
      [0, 0],
      [1, 0],
    ],
  },
  {
    name: 'C4',
    pivot: 'up',
    cells: [
      [0, -1],
      [1, -1],
      [0, 0],
      [1, 0],
    ],
  },
  {
    name: 'A4',
    pivot: 'down',
    cells: [
      [-1, 0],
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  },
  {
    name: 'I5',
    pivot: 'up',
    cells: [
      [-1, -1],
      [0, -1],
      [0, 0],
      [1, 0],
      [1, 1],
    ],
  },
  {
    name: 'L5',
    pivot: 'up',
    cells: [
      [0, -1],
      [1, -1],
      [0, 0],
      [1, 0],
      [1, 1],
    ],
  },
  {
    name: 'C5',
    pivot: 'down',
    cells: [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ],
  },
  {
    name: 'P5',
    pivot: 'down',
    cells: [
      [-1, -1],
      [-1, 0],
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  },
  {
    name: 'I6',
    pivot: 'up',
    cells: [
      [-1, -1],
      [0, -1],
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
    ],
  },
  {
    name: 'L6',
    pivot: 'down',
    cells: [
      [-1, -1],
      [0, -1],
      [-1, 0],
      [0, 0],
      [0, 1],
      [1, 1],
    ],
  },
  {
    name: 'V',
    pivot: 'up',
    cells: [
      [-1, 0],
      [0, 0],
      [1, 0],
      [2, 0],
      [-2, 1],
      [-1, 1],
    ],
  },
  {
    name: 'S',
    pivot: 'up',
    cells: [
      [-1, -1],
      [0, -1],
      [-1, 0],
      [0, 0],
      [-1, 1],
      [0, 1],
    ],
  },
  {
    name: 'P6',
    pivot: 'down',
    cells: [
      [-2, -1],
      [-1, -1],
      [-1, 0],
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  },
  {
    name: 'F',
    pivot: 'down',
    cells: [
      [1, -1],
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ],
  },
  {
    name: 'W',
    pivot: 'down',
    cells: [
      [-2, 0],
      [-1, 0],
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
    ],
  },
  {
    name: 'A6',
    pivot: 'down',
    cells: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  },
  {
    name: 'G',
    pivot: 'up',
    cells: [
      [0, -1],
      [1, -1],
      [2, -1],
      [0, 0],
      [1, 0],
      [1, 1],
    ],
  },
  {
    name: 'Y',
    pivot: 'up',
    cells: [
      [-1, -1],
      [0, -1],
      [-1, 0],
      [0, 0],
      [1, 0],
      [-1, 1],
    ],
  },
  {
    name: 'X',
    pivot: 'up',
    cells: [
      [-1, -1],
      [0, -1],
      [1, -1],
      [-1, 0],
      [0, 0],
      [1, 0],
    ],
  },
  {
    name: 'O',
    pivot: 'up',
    cells: [
      [-1, 0],
      [0, 0],
      [1, 0],
      [-1, 1],
      [0, 1],
      [1, 1],
    ],
  },
] as const satisfies readonly {
  name: string;
  pivot: 'up' | 'down';
  cells: readonly (readonly [number, number])[];
}[];

/** A Trigon piece name (`I6`, `A4`, `1` …). */
export type TrigonPieceName = (typeof TRIGON_PIECES)[number]['name'];

/** Number of Trigon piece types. */
export const TRIGON_PIECE_COUNT = TRIGON_PIECES.length;
