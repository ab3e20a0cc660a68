import type { Color } from './colors.ts';
import type { BoardId, Point } from './geometry.ts';
import type { PieceSetId } from './pieces.ts';
import { PUZZLE_VARIANTS } from './puzzle-variants.ts';
import { TRIGON_VARIANTS } from './trigon-variants.ts';

/**
 * Who plays a colour: a fixed seat, or `rotate` for the shared colour of `classic-3`, whose k-th turn
 * (k = 0, 1, 2, …) is played by seat `k mod seats`.
 */
export type ColorOwner = number | 'rotate';

/** Everything that distinguishes a variant (docs/rules.md section 7), as data. */
export interface Variant {
  readonly id: VariantId;
  readonly title: string;
  /** The board's geometry (`square-20`, `trigon-9` …). */
  readonly board: BoardId;
  /** The side of a square board; for other boards the number of columns. */
  readonly boardSize: number;
  /** Colours in playing order. */
  readonly colors: readonly Color[];
  /** Start squares in the same order (square boards; empty where the start points are shared). */
  readonly starts: readonly Point[];
  /**
   * Start points shared by every colour (Trigon, docs/trigon.md section 2): a colour's first piece covers any of them
   * that is still free.
   */
  readonly sharedStarts?: readonly Point[];
  /** Start squares with the fast-contact option (undefined: the option does not apply). */
  readonly fastContactStarts?: readonly Point[];
  readonly pieceSet: PieceSetId;
  /** Whether the +15 / +20 bonuses of docs/rules.md section 6 apply. */
  readonly bonuses: boolean;
  /** Number of players (seats). */
  readonly seats: number;
  /** Which seat plays each colour (same order as `colors`). */
  readonly owners: readonly ColorOwner[];
  /** Which seat each colour's score counts for (null: nobody, as Green in `classic-3`). */
  readonly scoreSeats: readonly (number | null)[];
  /** Teams of seats whose scores add up (only `teams`). */
  readonly teams?: readonly (readonly number[])[];
  /**
   * A puzzle's free order: the one player places any colour on any turn (`play`'s colour argument);
   * `toMove` is then only the first colour that can still move.
   */
  readonly freeColorOrder?: boolean;
  /**
   * How a colour scores besides the bonuses: −1 per square left (the default), or `placed`, +1 per square
   * placed (`solo-one-colour`, where how far the player got is the score).
   */
  readonly scoring?: 'placed';
  /** Pentobi's `GM[…]` game name. */
  readonly sgfGame: string;
  /**
   * The SGF move property of each colour, where it is not the usual one (`B`, `W` for two colours, `1`…
   * otherwise): the colour's number in Pentobi's classic game, for games Pentobi does not know.
   */
  readonly sgfColors?: readonly string[];
}

const CLASSIC_COLORS = ['blue', 'yellow', 'red', 'green'] as const;
const CLASSIC_STARTS = [
  { x: 0, y: 19 },
  { x: 19, y: 19 },
  { x: 19, y: 0 },
  { x: 0, y: 0 },
];
const FAST_STARTS = [
  { x: 4, y: 15 },
  { x: 15, y: 15 },
  { x: 15, y: 4 },
  { x: 4, y: 4 },
];
const DUO_STARTS = [
  { x: 4, y: 9 },
  { x: 9, y: 4 },
];
const classicBase = {
  board: 'square-20',
  boardSize: 20,
  colors: CLASSIC_COLORS,
  starts: CLASSIC_STARTS,
  fastContactStarts: FAST_STARTS,
  pieceSet: 'classic',
  bonuses: true,
} as const;

/** The variants of docs/rules.md section 7, keyed by id. */
export const VARIANTS = {
  classic: {
    ...classicBase,
    id: 'classic',
    title: 'Classic',
    seats: 4,
    owners: [0, 1, 2, 3],
    scoreSeats: [0, 1, 2, 3],
    sgfGame: 'Blokus',
  },
  'classic-2': {
    ...classicBase,
    id: 'classic-2',
    title: 'Classic for two',
    seats: 2,
    owners: [0, 1, 0, 1],
    scoreSeats: [0, 1, 0, 1],
    sgfGame: 'Blokus Two-Player',
  },
  'classic-3': {
    ...classicBase,
    id: 'classic-3',
    title: 'Classic for three',
    seats: 3,
    owners: [0, 1, 2, 'rotate'],
    scoreSeats: [0, 1, 2, null],
    sgfGame: 'Blokus Three-Player',
  },
  teams: {
    ...classicBase,
    id: 'teams',
    title: 'Teams',
    seats: 4,
    owners: [0, 1, 2, 3],
    scoreSeats: [0, 1, 2, 3],
    teams: [
      [0, 2],
      [1, 3],
    ],
    sgfGame: 'Blokus',
  },
  duo: {
    id: 'duo',
    title: 'Duo',
    board: 'square-14',
    boardSize: 14,
    colors: ['purple', 'orange'],
    starts: DUO_STARTS,
    pieceSet: 'classic',
    bonuses: true,
    seats: 2,
    owners: [0, 1],
    scoreSeats: [0, 1],
    sgfGame: 'Blokus Duo',
  },
  junior: {
    id: 'junior',
    title: 'Junior',
    board: 'square-14',
    boardSize: 14,
    colors: ['green', 'orange'],
    starts: DUO_STARTS,
    pieceSet: 'junior',
    bonuses: false,
    seats: 2,
    owners: [0, 1],
    scoreSeats: [0, 1],
    sgfGame: 'Blokus Junior',
  },
  solo: {
    ...classicBase,
    id: 'solo',
    title: 'Solo',
    seats: 1,
    owners: [0, 0, 0, 0],
    scoreSeats: [0, 0, 0, 0],
    sgfGame: 'Blokus',
  },
  'one-colour': {
    ...classicBase,
    id: 'one-colour',
    title: 'One colour each',
    colors: ['blue', 'red'],
    starts: [CLASSIC_STARTS[0]!, CLASSIC_STARTS[2]!],
    fastContactStarts: [FAST_STARTS[0]!, FAST_STARTS[2]!],
    seats: 2,
    owners: [0, 1],
    scoreSeats: [0, 1],
    sgfGame: 'Blokus',
    sgfColors: ['1', '3'],
  },
  'solo-one-colour': {
    id: 'solo-one-colour',
    title: 'Solo, one colour',
    board: 'square-20',
    boardSize: 20,
    colors: ['blue'],
    starts: [CLASSIC_STARTS[0]!],
    fastContactStarts: [FAST_STARTS[0]!],
    pieceSet: 'classic',
    bonuses: true,
    seats: 1,
    owners: [0],
    scoreSeats: [0],
    scoring: 'placed',
    sgfGame: 'Blokus',
    sgfColors: ['1'],
  },
  ...TRIGON_VARIANTS,
  ...PUZZLE_VARIANTS,
} as const satisfies Record<string, Omit<Variant, 'id'> & { id: string }>;

/**
 * A variant id: `classic`, `classic-2`, `classic-3`, `teams`, `duo`, `junior`, `solo`, `one-colour`,
 * `solo-one-colour`, a Trigon one or the puzzle.
 */
export type VariantId = keyof typeof VARIANTS;

/** Every variant id the engine plays. */
export const ALL_VARIANT_IDS = Object.keys(VARIANTS) as VariantId[];

/** The Trigon variant ids (docs/trigon.md section 6). */
export const TRIGON_VARIANT_IDS = ALL_VARIANT_IDS.filter((id) => VARIANTS[id].board.startsWith('trigon'));

/**
 * The variant ids the bot offers, in its order: the square boards, until the pictures and the bot know
 * Trigon and the puzzle.
 */
export const VARIANT_IDS = ALL_VARIANT_IDS.filter((id) => VARIANTS[id].board.startsWith('square-'));

/** Whether a string is a variant id. */
export function isVariantId(value: string): value is VariantId {
  return Object.hasOwn(VARIANTS, value);
}

/** The variant with this id. */
export function variantOf(id: VariantId): Variant {
  return VARIANTS[id];
}

/** Whether the fast-contact option exists for this variant (the classic board variants). */
export function supportsFastContact(id: VariantId): boolean {
  return 'fastContactStarts' in VARIANTS[id];
}
