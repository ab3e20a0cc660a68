import type { Random } from '../engine/index.ts';
import type { ModelKeys } from './features.ts';
import { nextNoise, noiseSeed } from './noise.ts';
import type { SimState } from './state.ts';
import type { MoveTables } from './tables.ts';
import { tieredPlayoutMove } from './tiers.ts';

/**
 * The knowledge the playouts and the tree's priors share: how much a move looks worth playing before any
 * search, from its size (big pieces first), the opponents' corner cells it takes ("local" cells) and, in the
 * first moves on the big board, how near it comes to the centre.
 */
export interface Weights {
  readonly size: number;
  readonly local: number;
  /** For each new corner cell the move gives its own colour (in the tree's priors; in playouts `growPlayout`). */
  readonly grow: number;
  readonly growPlayout: number;
  /** For each cell touching a colour of the mover's own side (classic-2: its other colour), in priors and playouts. */
  readonly ally: number;
  /** Extra for each of those cells that is a corner of that opponent's most recent piece. */
  readonly fresh: number;
  readonly centre: number;
  /** Own pieces placed before the centre pull stops. */
  readonly centreMoves: number;
  /** The smallest board side where the centre pull applies (the classic board; Duo starts near its centre). */
  readonly centreBoard: number;
  /** How much randomness a playout adds to the keys (uniform, in key units). */
  readonly noise: number;
  /**
   * 1: the playout's noise is Gumbel instead of uniform (scale `noise`), so that it samples each move with
   * a probability proportional to exp(key / noise) (a softmax); 0: uniform noise.
   */
  readonly gumbel: number;
  /**
   * When more than this many moves are legal, a playout looks at this many drawn at random (with
   * replacement) instead of all of them: a cheaper, less greedy choice. 0: all moves.
   */
  readonly sample: number;
  /**
   * When not 0 and the board has a learned model (`models.ts`), playouts pick by the model's key plus Gumbel
   * noise of this scale (1: draw each move with the model's own probability; less: greedier) instead of
   * the hand-set key.
   */
  readonly playoutModel: number;
  /**
   * Weight, in the playout's key, of the learned model's piece keys (`ModelKeys.pieceKeys`: how much strong
   * players like to place each piece in each phase of the game); 0, or a board without a model: none.
   */
  readonly pieces: number;
  /**
   * 1: a playout turn first tries the search's last good reply (`replies.ts`) to the move before it (and to
   * the two moves before it), and plays it when it is legal; 2: the same, and a `Searcher` keeps the
   * replies from one move of a game to the next; 0: always the key.
   */
  readonly replies: number;
  /**
   * 1 on the boards smaller than `centreBoard` (Duo, Junior), 2 on every board: playout turns choose by
   * tiers instead of the key: a move's tier counts the cells it covers among the
   * opponents' answer cells (the open corners their last placements made, among the game's last
   * `RECENT`, and those corners' free edge neighbours; 2 for a cell where the mover can attach too), and
   * the turn draws among the moves of the highest tier, each with a chance proportional to
   * exp(size × `tierSize` + (its corner cells − 1) × `tierAttach` (+ centre × `tierCentre` while the
   * centre pull applies)); on boards smaller than `centreBoard` (Duo, Junior) `tierSizeSmall` and
   * `tierAttachSmall` instead. 0: the key everywhere.
   */
  readonly tiers: number;
  readonly tierSize: number;
  readonly tierAttach: number;
  readonly tierSizeSmall: number;
  readonly tierAttachSmall: number;
  readonly tierCentre: number;
}

/** The project's own weights (set by matches against Pentobi; see docs/computer.md). */
export const WEIGHTS: Weights = {
  size: 1,
  local: 1.2,
  fresh: 0,
  ally: 0,
  grow: 0,
  growPlayout: 0,
  centre: 10,
  centreMoves: 6,
  centreBoard: 20,
  noise: 7,
  gumbel: 0,
  sample: 0,
  playoutModel: 0,
  pieces: 0,
  replies: 1,
  tiers: 0,
  tierSize: 1.6,
  tierAttach: 0,
  tierSizeSmall: 1.1,
  tierAttachSmall: 0.6,
  tierCentre: 2,
};

/** A move's heuristic value for the colour to move (bigger is better); `opponents` are bits of the other sides' colours. */
export function moveKey(
  state: SimState,
  tables: MoveTables,
  m: number,
  opponents: number,
  weights: Weights,
  centreOn: boolean,
  grow: number,
): number {
  const { open, fresh } = state;
  let local = 0;
  let recent = 0;
  for (let i = tables.cellStart[m]!, end = tables.cellStart[m + 1]!; i < end; i++) {
    const cell = tables.cells[i]!;
    const grows = open[cell]! & opponents;
    if (grows !== 0) {
      local++;
      if ((fresh[cell]! & grows) !== 0) recent++;
    }
  }
  let key = tables.size[m]! * weights.size + local * weights.local + recent * weights.fresh;
  if (weights.ally !== 0) {
    const { corners, near } = state;
    const allies = ((1 << state.position.colorCount) - 1) & ~opponents & ~(1 << state.toMove);
    let touching = 0;
    for (let i = tables.cellStart[m]!, end = tables.cellStart[m + 1]!; i < end; i++) {
      const cell = tables.cells[i]!;
      if (((corners[cell]! | near[cell]!) & allies) !== 0) touching++;
    }
    key += touching * weights.ally;
  }
  if (centreOn) key += tables.centre[m]! * weights.centre;
  if (grow !== 0) {
    const { corners, near } = state;
    const own = 1 << state.toMove;
    const board = state.position.board;
    let gained = 0;
    for (let i = tables.cornerStart[m]!, end = tables.cornerStart[m + 1]!; i < end; i++) {
      const cell = tables.corners[i]!;
      if (board[cell] === 0 && ((near[cell]! | corners[cell]!) & own) === 0) gained++;
    }
    key += gained * grow;
  }
  return key;
}

/** Whether the playouts choose by tiers on this board (`Weights.tiers`). */
export function tiersApply(state: SimState, weights: Weights): boolean {
  return weights.tiers === 2 || (weights.tiers === 1 && state.position.layout.size < weights.centreBoard);
}

/** Whether the centre pull applies to colour c now. */
export function centreApplies(state: SimState, c: number, weights: Weights): boolean {
  return state.position.layout.size >= weights.centreBoard && state.position.placed[c]! < weights.centreMoves;
}

/**
 * The playout's choice among the legal moves of the colour to move (`state.legal` of them, read from its
 * compacted candidate list): the best key after adding noise, among all of them or `sample` drawn at random.
 */
export function playoutMove(
  state: SimState,
  tables: MoveTables,
  opponents: number,
  weights: Weights,
  random: Random,
  model?: ModelKeys | null,
): number {
  if (model && weights.playoutModel !== 0) return modelPlayoutMove(state, opponents, weights, random, model);
  const c = state.toMove;
  const centreOn = centreApplies(state, c, weights);
  if (tiersApply(state, weights))
    return tieredPlayoutMove(state, tables, opponents, weights, centreOn, noiseSeed(random));
  const drawn = weights.sample > 0 && state.legal > weights.sample;
  const pieceKeys = model && weights.pieces !== 0 ? model.pieceKeys(state.position.placed[c]!) : null;
  const usual = weights.gumbel === 0 && !drawn && weights.ally === 0 && weights.growPlayout === 0;
  if (usual && weights.local >= 0 && weights.fresh >= 0) {
    return quickPlayoutMove(state, tables, opponents, weights, centreOn, pieceKeys, noiseSeed(random));
  }
  const { position } = state;
  const gumbel = weights.gumbel !== 0;
  const legal = state.legal;
  const looks = drawn ? weights.sample : legal;
  let best = -1;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < looks; j++) {
    const m = position.legalMoveAt(c, drawn ? Math.floor(random() * legal) : j);
    const noise = (gumbel ? -Math.log(-Math.log(random() + 1e-12)) : random()) * weights.noise;
    let key = moveKey(state, tables, m, opponents, weights, centreOn, weights.growPlayout);
    if (pieceKeys) key += pieceKeys[tables.piece[m]!]! * weights.pieces;
    key += noise;
    if (key > bestKey) {
      bestKey = key;
      best = m;
    }
  }
  return best;
}

/**
 * `playoutMove` in its usual case (uniform noise over every legal move; keys of size, local and fresh cells
 * and the centre pull, none negative, plus the piece's key when given): `moveKey` inlined, the noise from
 * `nextNoise` starting at `seed`.
 * A move's key is at most its ceiling (every cell local and fresh): a move whose ceiling plus its noise
 * cannot beat the best so far is passed over without counting its cells (about half of them). Terms are
 * added in `moveKey`'s order, so that rounding keeps the ceiling a bound and the key equal to `moveKey`'s.
 */
function quickPlayoutMove(
  state: SimState,
  tables: MoveTables,
  opponents: number,
  weights: Weights,
  centreOn: boolean,
  pieceKeys: Float64Array | null,
  seed: number,
): number {
  const c = state.toMove;
  const { position, open, fresh } = state;
  const { size, centre, cellStart, cells, piece } = tables;
  const { size: perSize, local: perLocal, fresh: perFresh, noise: scale, centre: pull, pieces } = weights;
  let x = seed;
  let best = -1;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (let j = 0, legal = state.legal; j < legal; j++) {
    const m = position.legalMoveAt(c, j);
    x = nextNoise(x);
    const noise = ((x >>> 0) / 4294967296) * scale;
    const n = size[m]!;
    const towards = centreOn ? centre[m]! * pull : 0;
    const liked = pieceKeys ? pieceKeys[piece[m]!]! * pieces : 0;
    const most = n * perSize + n * perLocal + n * perFresh;
    if ((centreOn ? most + towards : most) + liked + noise <= bestKey) continue;
    let local = 0;
    let recent = 0;
    for (let i = cellStart[m]!, end = cellStart[m + 1]!; i < end; i++) {
      const cell = cells[i]!;
      const grows = open[cell]! & opponents;
      if (grows !== 0) {
        local++;
        if ((fresh[cell]! & grows) !== 0) recent++;
      }
    }
    const base = n * perSize + local * perLocal + recent * perFresh;
    const key = (centreOn ? base + towards : base) + liked + noise;
    if (key > bestKey) {
      bestKey = key;
      best = m;
    }
  }
  return best;
}

/** The playout's choice by a learned model: its key plus Gumbel noise (a draw from its softmax at scale 1). */
function modelPlayoutMove(
  state: SimState,
  opponents: number,
  weights: Weights,
  random: Random,
  model: ModelKeys,
): number {
  const c = state.toMove;
  const { position } = state;
  model.prepare(
    state,
    opponents,
    ((1 << position.colorCount) - 1) & ~opponents & ~(1 << c),
    centreApplies(state, c, weights),
  );
  let best = -1;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < state.legal; j++) {
    const m = position.legalMoveAt(c, j);
    const key = model.key(m) - weights.playoutModel * Math.log(-Math.log(random() + 1e-12));
    if (key > bestKey) {
      bestKey = key;
      best = m;
    }
  }
  return best;
}
