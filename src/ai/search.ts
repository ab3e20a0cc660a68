import { type Game, type Random, seededRandom } from '../engine/index.ts';
import type { ModelKeys } from './features.ts';
import { modelKeysFor } from './models.ts';
import { playoutMove, WEIGHTS, type Weights } from './policy.ts';
import { createReplies, learnReplies, type Replies, recordMove, replyFor } from './replies.ts';
import { newPlayoutStats, type Sides, sideResults, sidesOf } from './sides.ts';
import { cloneState, copyState, opponentMask, playMove, type SimState, stateOfGame } from './state.ts';
import { type MoveTables, moveTablesFor } from './tables.ts';
import {
  createNode,
  decided,
  mostVisited,
  type Node,
  selectEdge,
  TREE,
  type TreeParams,
  widenNode,
} from './tree.ts';

/** How long to search and with which randomness. */
export interface SearchOptions {
  /** Simulations (playouts) to run at most. */
  readonly simulations: number;
  /** Seed of the search's random numbers: the same seed and budget give the same move. */
  readonly seed: number;
  /** Milliseconds now (production only): with `maxMs`, the search stops when its time is up. */
  readonly clock?: () => number;
  readonly maxMs?: number;
  /**
   * Whether the search stops once no other move can overtake the most visited one in what is left of its
   * budget (and, with a clock, of its time at the rate so far): the move is the one the whole budget would
   * choose, sooner (true unless said). Off where more than the best move counts: hints rank several, level 1
   * draws among ten, and speed measurements time a fixed amount of work.
   */
  readonly stopWhenDecided?: boolean;
  readonly weights?: Weights;
  readonly tree?: TreeParams;
}

/** One candidate move of the root with what the search thinks of it. */
export interface MoveStat {
  readonly move: number;
  /** Simulations through it. */
  readonly visits: number;
  /**
   * Mean result for the side to move, cut to 0..1: about the chance to win (a two-side result also holds
   * a part for the margin, which can take the mean a little past 0 or 1).
   */
  readonly value: number;
}

/** What a search found. */
export interface SearchResult {
  /** The move to play (most visits). */
  readonly move: number;
  readonly simulations: number;
  /** Simulations an earlier search of the game had already run through this position (`Searcher`), 0 for a fresh start. */
  readonly kept: number;
  /** The root's candidates, most visited first (at most 10). */
  readonly top: readonly MoveStat[];
}

/** Context of one search, passed to its loop. */
interface Context {
  readonly tables: MoveTables;
  readonly sides: Sides;
  readonly weights: Weights;
  readonly tree: TreeParams;
  readonly random: Random;
  /** Per colour and move: the last simulation in which that colour played that move (for RAVE). */
  readonly stamp: Int32Array;
  /** Per colour and move: the ply of the simulation (0: the root's move) at which it was played, beside `stamp`. */
  readonly plyOf: Int32Array;
  readonly results: Float64Array;
  /** Scratch of one simulation, reused: the nodes and edges it went through, each colour's squares left. */
  readonly path: Node[];
  readonly edges: number[];
  readonly left: Int32Array;
  /** The model the tree's priors use: the variant's learned one, unless `TreeParams.priors` is `key`. */
  readonly priors: ModelKeys | null;
  /** The search's last good replies (`Weights.replies`; null: off, or a game of one side). */
  readonly replies: Replies | null;
  /** The playouts' margins and lengths so far, for two-side results (`sideResults`). */
  readonly stats: Float64Array;
}

/** Searches the game's position for the colour to move; null when the game is over. */
export function searchMove(game: Game, options: SearchOptions): SearchResult | null {
  return searchFrom(game, options)?.result ?? null;
}

/**
 * The search itself, from a fresh root or from `reused`, the node of this very position kept from an
 * earlier search (its statistics carry on). Returns the result and the root, for the next reuse.
 */
export function searchFrom(
  game: Game,
  options: SearchOptions,
  reused?: Node,
): { result: SearchResult; root: Node; replies: Replies | null } | null {
  if (game.toMove === null) return null;
  // The cap covers the whole search, the root's priors included.
  const start = options.clock?.() ?? 0;
  const tables = moveTablesFor(game.layout);
  const sides = sidesOf(game.variant);
  const weights = options.weights ?? WEIGHTS;
  const tree = options.tree ?? TREE;
  const colorCount = game.variant.colors.length;
  const context: Context = {
    tables,
    sides,
    weights,
    tree,
    random: seededRandom(options.seed),
    stamp: new Int32Array(colorCount * tables.moveCount),
    plyOf: new Int32Array(colorCount * tables.moveCount),
    results: new Float64Array(sides.count),
    path: [],
    edges: [],
    left: new Int32Array(colorCount),
    priors: tree.priors === 'learned' ? modelKeysFor(game.variant.id, tables) : null,
    replies:
      weights.replies === 'off' || sides.count < 2
        ? null
        : createReplies(colorCount, tables.moveCount, piecesLeft(game)),
    stats: newPlayoutStats(),
  };
  const rootState = stateOfGame(game, tables);
  const root = !reused
    ? createNode(rootState, tables, sides, context.weights, context.tree, context.priors, true)
    : reused.complete
      ? reused
      : widenNode(reused, rootState, tables, sides, context.weights, context.tree, context.priors);
  const kept = root.visits;
  let done = 0;
  if (root.moves.length > 1) {
    const { simulations: budget, clock, maxMs } = options;
    const stopWhenDecided = options.stopWhenDecided ?? true;
    const state = cloneState(rootState);
    while (done < budget) {
      copyState(state, rootState);
      simulate(root, state, context, done + 1);
      done++;
      // Every fourth simulation: a move overruns its cap by a few simulations at most (the GTP engine's
      // CPU clock costs some 5 µs a reading, a hundredth of a simulation or less).
      if ((done & 3) !== 0) continue;
      let left = budget - done;
      if (clock && maxMs !== undefined) {
        const spent = clock() - start;
        if (spent >= maxMs) break;
        // What the rest of the time would run at the rate so far (the root's priors counted in).
        if (spent > 0) left = Math.min(left, ((maxMs - spent) * done) / spent);
      }
      if (stopWhenDecided && decided(root, left)) break;
    }
  }
  const order = Array.from(root.moves, (_, i) => i).sort(
    (a, b) => root.real[b]! - root.real[a]! || root.w[b]! / root.n[b]! - root.w[a]! / root.n[a]!,
  );
  const top = order.slice(0, 10).map((i) => ({
    move: root.moves[i]!,
    visits: root.real[i]!,
    value: Math.min(1, Math.max(0, root.w[i]! / root.n[i]!)),
  }));
  const result = { move: root.moves[mostVisited(root)]!, simulations: done, kept, top };
  return { result, root, replies: context.replies };
}

/** How many pieces all colours have left: no line from this position is longer. */
function piecesLeft(game: Game): number {
  let total = 0;
  for (const count of game.position.piecesLeft) total += count;
  return total;
}

/** One simulation: down the tree by selection, one node added, a playout to the end, results back up. */
function simulate(root: Node, state: SimState, context: Context, id: number): void {
  const { tables, sides, weights, tree, random, stamp, plyOf, results, path, edges, left, replies } = context;
  const moveCount = tables.moveCount;
  let ply = 0;
  path.length = 0;
  edges.length = 0;
  if (replies) replies.length = 0;
  let node: Node | undefined = root;
  while (node !== undefined && node.color >= 0) {
    const i = selectEdge(node, tree);
    path.push(node);
    edges.push(i);
    const m = node.moves[i]!;
    stamp[node.color * moveCount + m] = id;
    plyOf[node.color * moveCount + m] = ply++;
    if (replies) recordMove(replies, node.color, node.side, m);
    playMove(state, tables, m);
    let child: Node | undefined = node.children[i];
    if (child === undefined && node.real[i]! + 1 >= tree.expandAfter) {
      child = createNode(state, tables, sides, weights, tree, context.priors, false);
      node.children[i] = child;
      break;
    }
    node = child;
  }
  while (state.toMove >= 0) {
    const c = state.toMove;
    let m = replies ? replyFor(replies, state.position, c) : -1;
    if (m < 0) m = playoutMove(state, tables, opponentMask(state, sides, c), weights, random);
    if (replies) recordMove(replies, c, sides.sideOf(c, state.position.placed[c]!), m);
    stamp[c * moveCount + m] = id;
    plyOf[c * moveCount + m] = ply++;
    playMove(state, tables, m);
  }
  const { position } = state;
  let placements = 0;
  for (let c = 0; c < left.length; c++) {
    left[c] = position.squaresLeft(c);
    placements += position.placed[c]!;
  }
  sideResults(sides, left, position.lastPiece, results, context.stats, placements);
  if (replies) learnReplies(replies, results);
  for (let d = 0; d < path.length; d++) {
    const at = path[d]!;
    const i = edges[d]!;
    const r = results[at.side]!;
    at.visits++;
    at.n[i]! += 1;
    at.w[i]! += r;
    at.real[i]! += 1;
    const base = at.color * moveCount;
    // A move played d plies below this node weighs 1 - raveDecay × (its ply − d) / (plies − d): Pentobi's
    // distance weighting at raveDecay 1, a plain "all moves as first" at 0.
    const decay = tree.raveDecay / Math.max(1, ply - d);
    for (let j = 0; j < at.moves.length; j++) {
      const k = base + at.moves[j]!;
      if (stamp[k] === id) {
        const weight = decay === 0 ? 1 : 1 - decay * (plyOf[k]! - d);
        at.rn[j]! += weight;
        at.rw[j]! += weight * r;
      }
    }
  }
}
