import { nextNoise } from './noise.ts';
import type { Weights } from './policy.ts';
import type { SimState } from './state.ts';
import type { MoveTables } from './tables.ts';

/**
 * The playouts' choice by tiers (`Weights.tiers`), the way Pentobi is known to choose (our own code and
 * numbers): answer the opponents' last placements first, and among the moves that answer most, draw one
 * with a chance that grows with its size.
 */

/**
 * Per board: each cell's answer value in the current playout turn (0 between turns), the cells set, and each
 * move's weight in its tier (exp of size × `tierSize` + (corner cells − 1) × `tierAttach`) for the numbers
 * it was made with.
 */
interface TierScratch {
  readonly value: Uint8Array;
  readonly touched: Int16Array;
  weight: Float64Array;
  /** The weight with the centre pull: times exp(centre × `tierCentre`). */
  pulled: Float64Array;
  size: number;
  attach: number;
  centre: number;
}

const tierScratch = new WeakMap<MoveTables, TierScratch>();

function tierScratchFor(tables: MoveTables, weights: Weights, big: boolean): TierScratch {
  let scratch = tierScratch.get(tables);
  if (!scratch) {
    const { cellCount, moveCount } = tables;
    scratch = {
      value: new Uint8Array(cellCount),
      touched: new Int16Array(cellCount),
      weight: new Float64Array(moveCount),
      pulled: new Float64Array(moveCount),
      size: Number.NaN,
      attach: Number.NaN,
      centre: Number.NaN,
    };
    tierScratch.set(tables, scratch);
  }
  const tierSize = big ? weights.tierSize : weights.tierSizeSmall;
  const tierAttach = big ? weights.tierAttach : weights.tierAttachSmall;
  const { tierCentre } = weights;
  if (scratch.size !== tierSize || scratch.attach !== tierAttach || scratch.centre !== tierCentre) {
    const { size, cornerStart, centre } = tables;
    for (let m = 0; m < tables.moveCount; m++) {
      const corners = cornerStart[m + 1]! - cornerStart[m]!;
      scratch.weight[m] = Math.exp(size[m]! * tierSize + (corners - 1) * tierAttach);
      scratch.pulled[m] = scratch.weight[m]! * Math.exp(centre[m]! * tierCentre);
    }
    scratch.size = tierSize;
    scratch.attach = tierAttach;
    scratch.centre = tierCentre;
  }
  return scratch;
}

/**
 * Marks the opponents' answer cells of the turn (`Weights.tiers`) in `value`: the open corners of their
 * placements among the recent ones (free for that colour: empty, not beside its own pieces), and those
 * corners' edge neighbours free for it; 2 where the mover can attach too, else 1. Returns how many cells it
 * set (listed in `touched`, for clearing).
 */
export function markAnswerCells(
  state: SimState,
  tables: MoveTables,
  opponents: number,
  value: Uint8Array,
  touched: Int16Array,
): number {
  const { recent, near, open } = state;
  const board = state.position.board;
  const { cornerStart, corners, neighbourStart, neighbours } = tables;
  const own = 1 << state.toMove;
  let count = 0;
  for (let k = 0; k < recent.length; k += 2) {
    const o = recent[k]!;
    const placed = recent[k + 1]!;
    if (placed < 0 || ((opponents >> o) & 1) === 0) continue;
    const bit = 1 << o;
    for (let i = cornerStart[placed]!, end = cornerStart[placed + 1]!; i < end; i++) {
      const corner = corners[i]!;
      if (board[corner] !== 0 || (near[corner]! & bit) !== 0) continue;
      if (value[corner] === 0) {
        value[corner] = (open[corner]! & own) !== 0 ? 2 : 1;
        touched[count++] = corner;
      }
      for (let j = neighbourStart[corner]!, last = neighbourStart[corner + 1]!; j < last; j++) {
        const cell = neighbours[j]!;
        if (value[cell] !== 0 || board[cell] !== 0 || (near[cell]! & bit) !== 0) continue;
        value[cell] = (open[cell]! & own) !== 0 ? 2 : 1;
        touched[count++] = cell;
      }
    }
  }
  return count;
}

/**
 * `playoutMove` by tiers (`Weights.tiers`): among the legal moves covering the most answer value, one drawn
 * with a chance proportional to its weight (one pass, weighted reservoir sampling on a `nextNoise` stream
 * from `seed`). A move whose every cell counting double could not reach the best tier so far is passed
 * over without counting its cells.
 */
export function tieredPlayoutMove(
  state: SimState,
  tables: MoveTables,
  opponents: number,
  weights: Weights,
  centreOn: boolean,
  seed: number,
): number {
  const big = state.position.layout.size >= weights.centreBoard;
  const scratch = tierScratchFor(tables, weights, big);
  const { value, touched } = scratch;
  const weight = centreOn ? scratch.pulled : scratch.weight;
  const marked = markAnswerCells(state, tables, opponents, value, touched);
  const c = state.toMove;
  const { position } = state;
  const { size, cellStart, cells } = tables;
  let x = seed;
  let best = -1;
  let bestTier = -1;
  let total = 0;
  for (let j = 0, legal = state.legal; j < legal; j++) {
    const m = position.legalMoveAt(c, j);
    const n = size[m]!;
    if (2 * n < bestTier) continue;
    let tier = 0;
    if (marked > 0)
      for (let i = cellStart[m]!, end = cellStart[m + 1]!; i < end; i++) tier += value[cells[i]!]!;
    if (tier < bestTier) continue;
    const w = weight[m]!;
    if (tier > bestTier) {
      bestTier = tier;
      best = m;
      total = w;
      continue;
    }
    total += w;
    x = nextNoise(x);
    if (((x >>> 0) / 4294967296) * total < w) best = m;
  }
  for (let i = 0; i < marked; i++) value[touched[i]!] = 0;
  return best;
}
