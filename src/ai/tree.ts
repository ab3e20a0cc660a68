import type { ModelKeys } from './features.ts';
import { centreApplies, moveKey, type Weights } from './policy.ts';
import type { Sides } from './sides.ts';
import { opponentMask, type SimState } from './state.ts';
import type { MoveTables } from './tables.ts';

/**
 * A node of the search tree: a position where `color` moves for `side` (−1: the game is over). Its edges
 * are parallel arrays over the moves considered there, best prior first:
 * - `n`/`w`: visits and summed results of `side`, starting from a few virtual visits at the prior value
 *   (the move knowledge of the policy);
 * - `real`: visits without the virtual ones (the final choice is by most real visits);
 * - `rn`/`rw`: RAVE ("all moves as first"): results of the simulations through this node in which `color`
 *   played that move later on, a cheap early estimate shared across the subtree.
 */
export interface Node {
  readonly color: number;
  readonly side: number;
  readonly moves: Int32Array;
  readonly n: Float64Array;
  readonly w: Float64Array;
  readonly real: Int32Array;
  readonly rn: Float64Array;
  readonly rw: Float64Array;
  /** Each move's prior probability (softmax of the learned keys over the moves kept; 0 without a model), for `puct`. */
  readonly p: Float64Array;
  readonly children: (Node | undefined)[];
  /** Whether `moves` holds every move the root of a search would consider (no `maxChildren` cut). */
  readonly complete: boolean;
  visits: number;
}

/** Where the tree's priors come from (`TreeParams.priors`). */
export const PRIOR_SOURCES = ['learned', 'key'] as const;
export type PriorSource = (typeof PRIOR_SOURCES)[number];

/** Tuning of the tree (the project's own numbers). */
export interface TreeParams {
  /** Virtual visits of a move's prior. */
  readonly priorVisits: number;
  /** Prior value drop per key unit below the best move's key. */
  readonly priorSlope: number;
  /** Exploration constant of the UCB term. */
  readonly explore: number;
  /** RAVE's weight falls as real visits grow: beta = rn / (rn + n + rn * n * raveBias). */
  readonly raveBias: number;
  /** Real visits of an edge before its child node is created. */
  readonly expandAfter: number;
  /** At most this many moves per node below the root (the best by prior). */
  readonly maxChildren: number;
  /** Own pieces placed before the tree considers every size (until then only the biggest left). */
  readonly bigFirstMoves: number;
  /**
   * Where the priors come from: `learned`, the board's learned model (`models.ts`) where it has one;
   * `key`, the playouts' hand-set key.
   */
  readonly priors: PriorSource;
  /** Prior value drop per unit of the learned key (a log-probability) below the best move's. */
  readonly learnedSlope: number;
  /**
   * Weight of a PUCT term (prior probability × √visits / (1 + real visits)) in the selection: moves the
   * learned model favours are tried first, more so in a node with many visits. Only where the board has
   * a learned model and the priors are `learned` (a hand-set key is no probability); 0: off.
   */
  readonly puct: number;
  /**
   * How much less a RAVE sample counts the later below a node its move was played: 1 − raveDecay × (its
   * distance) / (the simulation's plies below the node); 1 (Pentobi's weighting, record 0053): the node's
   * own move counts fully, the simulation's last almost nothing; 0: every later play counts fully.
   */
  readonly raveDecay: number;
}

export const TREE: TreeParams = {
  priorVisits: 2,
  priorSlope: 0.04,
  explore: 0.12,
  raveBias: 0.01,
  expandAfter: 2,
  maxChildren: 120,
  bigFirstMoves: 3,
  priors: 'learned',
  learnedSlope: 0.04,
  puct: 2,
  raveDecay: 1,
};

/** A new node for the state's position (the colour to move, or the end of the game). */
export function createNode(
  state: SimState,
  tables: MoveTables,
  sides: Sides,
  weights: Weights,
  params: TreeParams,
  /** The variant's learned model for the priors (`models.ts`), or null: the hand-set key. */
  model: ModelKeys | null,
  isRoot: boolean,
): Node {
  const c = state.toMove;
  if (c < 0) return GAME_OVER;
  const { position } = state;
  const all = position.legalMovesView(c);
  let biggest = 0;
  for (let k = 0; k < all.length; k++) biggest = Math.max(biggest, tables.size[all[k]!]!);
  const bigOnly = position.placed[c]! < params.bigFirstMoves;
  const opponents = opponentMask(state, sides, c);
  const centreOn = centreApplies(state, c, weights);
  if (scratch.keys.length < all.length) scratch = newScratch(all.length);
  const { keys, sorted, order } = scratch;
  if (model)
    model.prepare(state, opponents, ((1 << position.colorCount) - 1) & ~opponents & ~(1 << c), centreOn);
  let kept = 0;
  for (let k = 0; k < all.length; k++) {
    const m = all[k]!;
    if (bigOnly && tables.size[m]! < biggest) continue;
    const key = model ? model.key(m) : moveKey(state, tables, m, opponents, weights, centreOn);
    keys[k] = key;
    sorted[kept++] = key;
  }
  const complete = isRoot || kept <= params.maxChildren;
  const count = complete ? kept : params.maxChildren;
  // Best key first, ties by move id. A node cut to `maxChildren` moves sorts only those whose key reaches
  // the count-th best (found by selection, no sort): the same first moves in the same order.
  const floor = complete ? Number.NEGATIVE_INFINITY : kthSmallest(sorted, kept, kept - count);
  let ordered = 0;
  for (let k = 0; k < all.length; k++) {
    if (bigOnly && tables.size[all[k]!]! < biggest) continue;
    if (keys[k]! >= floor) order[ordered++] = k;
  }
  sortByKey(order, ordered, keys, all);
  const slope = model ? params.learnedSlope : params.priorSlope;
  const top = count > 0 ? keys[order[0]!]! : 0;
  const node = newNode(c, sides.sideOf(c, position.placed[c]!), count, complete);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const k = order[i]!;
    const prior = Math.max(0.05, 0.5 - slope * (top - keys[k]!));
    node.moves[i] = all[k]!;
    node.n[i] = params.priorVisits;
    node.w[i] = params.priorVisits * prior;
    // A learned key is a log-probability; the hand-set key is not, so it gives no PUCT priors (all 0).
    node.p[i] = model ? Math.exp(keys[k]! - top) : 0;
    total += node.p[i]!;
  }
  if (total > 0) for (let i = 0; i < count; i++) node.p[i]! /= total;
  return node;
}

/** `createNode`'s scratch, shared by every search (they run one at a time on a thread), grown as needed. */
let scratch = newScratch(1024);

function newScratch(length: number): { keys: Float64Array; sorted: Float64Array; order: Int32Array } {
  return { keys: new Float64Array(length), sorted: new Float64Array(length), order: new Int32Array(length) };
}

/**
 * The value that would be at index `k` of `values[0..n)` sorted ascending (Hoare's selection; reorders
 * them). Keys are finite, so it equals a numeric sort's.
 */
export function kthSmallest(values: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i++] = values[j]!;
        values[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k]!;
}

/**
 * Sorts `order[0..count)` (indices of `keys` and `moves`) by key, best first, ties by move id: a total
 * order, so this quicksort (insertion sort for short runs) gives what any correct sort would.
 */
export function sortByKey(order: Int32Array, count: number, keys: Float64Array, moves: Int32Array): void {
  const before = (a: number, b: number) =>
    keys[a]! > keys[b]! || (keys[a] === keys[b] && moves[a]! < moves[b]!);
  const sort = (lo: number, hi: number): void => {
    while (hi - lo > 16) {
      const pivot = order[(lo + hi) >>> 1]!;
      let i = lo;
      let j = hi;
      while (i <= j) {
        while (before(order[i]!, pivot)) i++;
        while (before(pivot, order[j]!)) j--;
        if (i <= j) {
          const t = order[i]!;
          order[i++] = order[j]!;
          order[j--] = t;
        }
      }
      // The shorter side by recursion, the longer by the loop.
      if (j - lo < hi - i) {
        sort(lo, j);
        lo = i;
      } else {
        sort(i, hi);
        hi = j;
      }
    }
    for (let i = lo + 1; i <= hi; i++) {
      const item = order[i]!;
      let j = i - 1;
      while (j >= lo && before(item, order[j]!)) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = item;
    }
  };
  sort(0, count - 1);
}

/** A node with `count` edges, all zero: its edge arrays share one buffer (one allocation, not seven). */
function newNode(color: number, side: number, count: number, complete: boolean): Node {
  const buffer = new ArrayBuffer(count * (5 * 8 + 2 * 4));
  const doubles = (at: number) => new Float64Array(buffer, at * count * 8, count);
  return {
    color,
    side,
    n: doubles(0),
    w: doubles(1),
    rn: doubles(2),
    rw: doubles(3),
    p: doubles(4),
    moves: new Int32Array(buffer, 5 * count * 8, count),
    real: new Int32Array(buffer, 5 * count * 8 + count * 4, count),
    children: new Array<Node | undefined>(count),
    complete,
    visits: 0,
  };
}

/** The node of every finished game (nothing in a search changes it). */
const GAME_OVER: Node = newNode(-1, -1, 0, true);

/** The edge to follow: the best blend of mean result and RAVE, plus a small exploration term. */
export function selectEdge(node: Node, params: TreeParams): number {
  const logTotal = Math.log(node.visits + 1);
  const puct = params.puct * Math.sqrt(node.visits + 1);
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < node.moves.length; i++) {
    const n = node.n[i]!;
    let value = node.w[i]! / n;
    const rn = node.rn[i]!;
    if (rn > 0) {
      const beta = rn / (rn + n + rn * n * params.raveBias);
      value = (1 - beta) * value + (beta * node.rw[i]!) / rn;
    }
    let score = value + params.explore * Math.sqrt(logTotal / n);
    if (puct !== 0) score += (puct * node.p[i]!) / (1 + node.real[i]!);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** The edge with the most real visits (ties: the better mean), the move the search plays. */
export function mostVisited(node: Node): number {
  let best = 0;
  for (let i = 1; i < node.moves.length; i++) {
    const a = node.real[i]!;
    const b = node.real[best]!;
    if (a > b || (a === b && node.w[i]! / node.n[i]! > node.w[best]! / node.n[best]!)) best = i;
  }
  return best;
}

/**
 * Whether no other edge can overtake the most visited one (`mostVisited`) in `left` more simulations, each
 * of which adds one real visit to one edge.
 */
export function decided(node: Node, left: number): boolean {
  // The leader's visits are at most all of the node's: too few to be out of reach yet.
  if (node.visits <= left) return false;
  let first = 0;
  let second = 0;
  for (let i = 0; i < node.moves.length; i++) {
    const r = node.real[i]!;
    if (r > first) {
      second = first;
      first = r;
    } else if (r > second) second = r;
  }
  return first - second > left;
}

/**
 * A root-style copy of a node that was cut to `maxChildren` moves (a kept subtree becoming the root): every
 * move, the kept ones with their statistics and subtrees.
 */
export function widenNode(
  node: Node,
  state: SimState,
  tables: MoveTables,
  sides: Sides,
  weights: Weights,
  params: TreeParams,
  model: ModelKeys | null,
): Node {
  const wide = createNode(state, tables, sides, weights, params, model, true);
  const index = new Map<number, number>();
  node.moves.forEach((m, i) => {
    index.set(m, i);
  });
  wide.moves.forEach((m, j) => {
    const i = index.get(m);
    if (i === undefined) return;
    wide.n[j] = node.n[i]!;
    wide.w[j] = node.w[i]!;
    wide.real[j] = node.real[i]!;
    wide.rn[j] = node.rn[i]!;
    wide.rw[j] = node.rw[i]!;
    wide.children[j] = node.children[i];
  });
  wide.visits = node.visits;
  return wide;
}
