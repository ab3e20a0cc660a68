import type { Point } from './geometry.ts';

/** A cell by its name's column letters and row number, as docs/rules.md writes it (`r15`, `aa7`). */
function cell(name: string): Point {
  const letters = /^[a-z]+/.exec(name)![0];
  const x = [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 96, 0) - 1;
  return { x, y: Number(name.slice(letters.length)) - 1 };
}

/** The six shared start points of the 9-board and of the 8-board (docs/trigon.md section 2): the same triangles. */
const STARTS_9 = ['r15', 'j12', 'z12', 'j7', 'z7', 'r4'].map(cell);
const STARTS_8 = ['p14', 'h11', 'x11', 'h6', 'x6', 'p3'].map(cell);

const COLORS_4 = ['blue', 'yellow', 'red', 'green'] as const;
const trigonBase = {
  board: 'trigon-9',
  boardSize: 35,
  colors: COLORS_4,
  starts: [],
  sharedStarts: STARTS_9,
  pieceSet: 'trigon',
  bonuses: true,
} as const;

/** The Trigon variants of docs/trigon.md section 6 (teams and solo have no Pentobi name: `GM[Blokus Trigon]`). */
export const TRIGON_VARIANTS = {
  trigon: {
    ...trigonBase,
    id: 'trigon',
    title: 'Trigon',
    seats: 4,
    owners: [0, 1, 2, 3],
    scoreSeats: [0, 1, 2, 3],
    sgfGame: 'Blokus Trigon',
  },
  'trigon-2': {
    ...trigonBase,
    id: 'trigon-2',
    title: 'Trigon for two',
    seats: 2,
    owners: [0, 1, 0, 1],
    scoreSeats: [0, 1, 0, 1],
    sgfGame: 'Blokus Trigon Two-Player',
  },
  'trigon-3': {
    ...trigonBase,
    id: 'trigon-3',
    title: 'Trigon for three',
    board: 'trigon-8',
    boardSize: 31,
    colors: ['blue', 'yellow', 'red'],
    sharedStarts: STARTS_8,
    seats: 3,
    owners: [0, 1, 2],
    scoreSeats: [0, 1, 2],
    sgfGame: 'Blokus Trigon Three-Player',
  },
  'trigon-teams': {
    ...trigonBase,
    id: 'trigon-teams',
    title: 'Trigon teams',
    seats: 4,
    owners: [0, 1, 2, 3],
    scoreSeats: [0, 1, 2, 3],
    teams: [
      [0, 2],
      [1, 3],
    ],
    sgfGame: 'Blokus Trigon',
  },
  'trigon-solo': {
    ...trigonBase,
    id: 'trigon-solo',
    title: 'Trigon solo',
    seats: 1,
    owners: [0, 0, 0, 0],
    scoreSeats: [0, 0, 0, 0],
    sgfGame: 'Blokus Trigon',
  },
} as const;
