import { type Game, seededRandom } from '../engine/index.ts';
import type { Weights } from './policy.ts';
import { type SearchResult, searchMove } from './search.ts';
import type { Searcher } from './searcher.ts';
import type { TreeParams } from './tree.ts';

/**
 * The computer's levels: a simulation budget, a time cap (used only when a clock is passed in) and, at the
 * lowest level, a move drawn among the search's best few rather than the best. Strength against Pentobi is measured in docs/computer.md.
 */
export interface Level {
  readonly level: number;
  readonly simulations: number;
  /** Milliseconds a move may take when a clock is given. */
  readonly maxMs: number;
  /**
   * How many of the search's best candidates the move is drawn from, evenly (1: always the best). Level 1
   * draws from ten, so that a newcomer who plays the biggest pieces first wins about a third of the games
   * in Duo and two in five in classic-2 (`scripts/novice-match.ts`, docs/computer.md).
   */
  readonly pickFrom: number;
}

export const LEVELS: readonly Level[] = [
  { level: 1, simulations: 60, maxMs: 500, pickFrom: 10 },
  { level: 2, simulations: 200, maxMs: 500, pickFrom: 1 },
  { level: 3, simulations: 600, maxMs: 1000, pickFrom: 1 },
  { level: 4, simulations: 1500, maxMs: 1000, pickFrom: 1 },
  { level: 5, simulations: 10000, maxMs: 950, pickFrom: 1 },
  { level: 6, simulations: 15000, maxMs: 2000, pickFrom: 1 },
  { level: 7, simulations: 40000, maxMs: 4000, pickFrom: 1 },
  { level: 8, simulations: 100000, maxMs: 5000, pickFrom: 1 },
];

/**
 * The share of a time cap a search keeps however long it waited for a worker: a move that waited behind
 * other games' searches is still a real search, only a shorter one.
 */
const MIN_CAP_SHARE = 0.2;

/**
 * What is left of a time cap after `waitedMs` spent before the search (waiting for a worker, replaying the
 * game; at least a fifth of the cap is left). A level promises a time per move as the players see it,
 * from the turn to the move, whatever else the computer players are busy with.
 */
export function capAfterWait(maxMs: number, waitedMs: number): number {
  return Math.max(maxMs * MIN_CAP_SHARE, maxMs - Math.max(0, waitedMs));
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = LEVELS.length;

/** The level with this number (1..8). */
export function levelOf(level: number): Level {
  const found = LEVELS[level - 1];
  if (!found) throw new Error(`no level ${level}`);
  return found;
}

/** Who asks for a computer move, and with what. */
export interface ComputerOptions {
  readonly level: number;
  readonly seed: number;
  /** Milliseconds now (production): the level's time cap applies. */
  readonly clock?: () => number;
  /** A time cap replacing the level's (what is left of it after waiting for a worker: `capAfterWait`). */
  readonly maxMs?: number;
  /** A simulation budget replacing the level's (tuning matches). */
  readonly simulations?: number;
  /** Overrides of the search's settings (tuning matches). */
  readonly tuning?: { readonly weights: Weights; readonly tree: TreeParams };
  /** Keeps the tree from the game's earlier moves. */
  readonly searcher?: Searcher;
}

/** The computer's move at a level; null when the game is over. */
export function computerMove(game: Game, options: ComputerOptions): SearchResult | null {
  const { level, seed, clock, tuning, searcher } = options;
  const { pickFrom } = levelOf(level);
  const maxMs = options.maxMs ?? levelOf(level).maxMs;
  const simulations = options.simulations ?? levelOf(level).simulations;
  // A level that draws among several candidates needs all of them searched, not only the best one.
  const search = { simulations, seed, clock, maxMs, stopWhenDecided: pickFrom === 1, ...tuning };
  const result = searcher ? searcher.search(game, search) : searchMove(game, search);
  if (!result || pickFrom === 1) return result;
  const random = seededRandom(seed ^ 0x5bd1e995);
  const choices = result.top.slice(0, pickFrom);
  const pick = choices[Math.floor(random() * choices.length)] ?? result.top[0];
  return pick ? { ...result, move: pick.move } : result;
}
