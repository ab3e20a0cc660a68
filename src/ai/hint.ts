import type { Game } from '../engine/index.ts';
import { type MoveStat, searchMove } from './search.ts';

/** A hint's search: enough simulations for good advice, and Discord's few seconds when a clock is given. */
export const HINT_SIMULATIONS = 4000;
export const HINT_MAX_MS = 2500;
/** How many placements a hint offers. */
export const HINT_COUNT = 3;

/**
 * The best placements for the colour to move (up to three, best first), each with its visits and its
 * value (about the chance to win, 0..1); empty when the game is over.
 */
export function hintMoves(game: Game, seed: number, clock?: () => number): MoveStat[] {
  const result = searchMove(game, {
    simulations: HINT_SIMULATIONS,
    seed,
    clock,
    maxMs: HINT_MAX_MS,
    stopWhenDecided: false,
  });
  return result ? result.top.slice(0, HINT_COUNT) : [];
}
