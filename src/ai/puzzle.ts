import { type Game, type Layout, legalMoves, searchPuzzle } from '../engine/index.ts';

/**
 * The computer's help in a puzzle of free colour order (the tetromino puzzle): not a game against anyone,
 * so no win rates, but whether a solution still goes on from the position, and which pieces of it fit now.
 */

/** Nodes a puzzle hint searches (about 2 s here; the empty board needs some 2 million). */
export const PUZZLE_HINT_NODES = 600_000;

/** A placement of a solution that can be played now: its move and colour. */
export interface PuzzleHintMove {
  readonly move: number;
  readonly color: number;
}

/**
 * What the search says: `solution` (one completes the board from here: `moves` are pieces of it that fit
 * now), `none` (the search went through every way on: there is none, take pieces back) or `unknown` (it
 * ran out of nodes first: no proof either way).
 */
export interface PuzzleHint {
  readonly found: 'solution' | 'none' | 'unknown';
  readonly moves: readonly PuzzleHintMove[];
}

/** A solution from the empty board, per layout: searched whole once (some seconds), then remembered. */
const fromEmpty = new WeakMap<Layout, ReturnType<typeof searchPuzzle>>();

/**
 * Searches a solution from the game's position and returns up to `most` of its placements legal now. From
 * the empty board (which has solutions) the search runs to the end once and is remembered.
 */
export function puzzleHint(game: Game, maxNodes = PUZZLE_HINT_NODES, most = 3): PuzzleHint {
  const placed = game.events.flatMap((e) => (e.type === 'place' ? [{ color: e.color, move: e.move }] : []));
  const { variant, layout } = game;
  const searchFrom = (budget?: number) =>
    searchPuzzle(layout, variant.colors.length, variant.pieceSet, {
      placed,
      ...(budget === undefined ? {} : { maxNodes: budget }),
    });
  let search = placed.length === 0 ? fromEmpty.get(layout) : undefined;
  if (!search) {
    search = searchFrom(placed.length === 0 ? undefined : maxNodes);
    if (placed.length === 0) fromEmpty.set(layout, search);
  }
  if (!search.events) return { found: search.exhausted ? 'none' : 'unknown', moves: [] };
  const onBoard = new Set(placed.map((p) => p.move));
  const legal = variant.colors.map((_, color) => new Set(legalMoves(game, color)));
  const moves: PuzzleHintMove[] = [];
  for (const event of search.events) {
    if (event.type !== 'place' || onBoard.has(event.move) || !legal[event.color]!.has(event.move)) continue;
    moves.push({ move: event.move, color: event.color });
    if (moves.length === most) break;
  }
  return { found: 'solution', moves };
}
