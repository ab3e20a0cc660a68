import type { Random } from '../engine/index.ts';
import { type Answers, answerPointsOf, answersFor, bitCount, markAnswers } from './answers.ts';
import { nextNoise, noiseSeed } from './noise.ts';
import type { SimState } from './state.ts';
import { CENTRE_BANDS, type MoveTables } from './tables.ts';

/** Which last good replies (`replies.ts`) a playout turn tries before the key. */
export const REPLY_MODES = ['off', 'search'] as const;
export type ReplyMode = (typeof REPLY_MODES)[number];

/**
 * The knowledge the playouts and the tree's priors share: how much a move looks worth playing before any
 * search, from its size (big pieces first), the opponents' corner cells it takes ("local" cells) and, in the
 * first moves on the big board, how near it comes to the centre. The playouts add the answer points of the
 * opponents' latest placements (`markAnswers`).
 */
export interface Weights {
  readonly size: number;
  readonly local: number;
  readonly centre: number;
  /** Own pieces placed before the centre pull stops. */
  readonly centreMoves: number;
  /** The smallest board side where the centre pull applies (the classic board; Duo starts near its centre). */
  readonly centreBoard: number;
  /** How much randomness a playout adds to the keys (uniform, in key units). */
  readonly noise: number;
  /**
   * Where a playout turn first tries the last good reply (`replies.ts`) to the move before it (and to the
   * two moves before it), playing it when it is legal: `search` learns the replies afresh in each search
   * (keeping them from one move of a game to the next gained nothing: record 0045), `off` always plays by
   * the key.
   */
  readonly replies: ReplyMode;
  /**
   * Key units per answer point a move covers (`markAnswers`), in the playouts only (0: none). Far above
   * the other terms, so that the playout answers the latest placements first, the most answer points first,
   * and the other terms choose among equals (record 0050). At least 0.
   */
  readonly answer: number;
}

/** The project's own weights (set by matches against Pentobi; see docs/computer.md). */
export const WEIGHTS: Weights = {
  size: 1,
  local: 1.2,
  centre: 10,
  centreMoves: 6,
  centreBoard: 20,
  noise: 7,
  replies: 'search',
  answer: 100,
};

/** A move's heuristic value for the colour to move (bigger is better); `opponents` are bits of the other sides' colours. */
export function moveKey(
  state: SimState,
  tables: MoveTables,
  m: number,
  opponents: number,
  weights: Weights,
  centreOn: boolean,
): number {
  const { open } = state;
  let local = 0;
  for (let i = tables.cellStart[m]!, end = tables.cellStart[m + 1]!; i < end; i++) {
    if ((open[tables.cells[i]!]! & opponents) !== 0) local++;
  }
  const key = tables.size[m]! * weights.size + local * weights.local;
  return centreOn ? key + tables.centre[m]! * weights.centre : key;
}

/** Whether the centre pull applies to colour c now. */
export function centreApplies(state: SimState, c: number, weights: Weights): boolean {
  return state.position.layout.size >= weights.centreBoard && state.position.placed[c]! < weights.centreMoves;
}

/**
 * The playout's choice among the legal moves of the colour to move (`state.legal` of them, read from its
 * compacted candidate list): the first best of `Weights.answer` × its answer points (`markAnswers`) plus
 * (`moveKey` plus uniform noise), `moveKey` inlined, the noise from a `nextNoise` stream seeded from
 * `random`. A move's answer points and its cells open to an opponent are counted on windows (those of
 * `markAnswers` and `SimState.openWindows`): one AND and the bits set, not a loop over its cells.
 * A move's key is at most its ceiling (every cell local, and the most pull of its centre band, read with its
 * size from `MoveTables.entryCode`): a move whose ceiling plus its noise cannot beat the best so far is
 * passed over without counting its cells (most of them). Terms are added in `moveKey`'s order, so that
 * rounding keeps the ceiling a bound and the key equal to `moveKey`'s.
 * A first test reads only the size of the candidate's entry: the noise stream's integer against a
 * threshold per size, from the ceiling of that size with the most pull the centre can add, `PASS_MARGIN`
 * units below the exact bound (so it passes over a move only where the ceiling test would); a move with
 * answer points always goes on to the ceiling test.
 */
export function playoutMove(
  state: SimState,
  tables: MoveTables,
  opponents: number,
  weights: Weights,
  random: Random,
): number {
  const c = state.toMove;
  const centreOn = centreApplies(state, c, weights);
  const { size: perSize, local: perLocal, noise: scale, answer: perAnswer } = weights;
  const answers = answersFor(tables);
  const answering = perAnswer > 0 && markAnswers(state, tables, opponents, answers) > 0;
  const pull = centreOn ? weights.centre : 0;
  // The threshold's rounding is far below PASS_MARGIN only where the noise is not tiny next to the keys.
  const largest = MAX_SIZE * (Math.abs(perSize) + Math.abs(perLocal)) + Math.abs(pull) + scale;
  if (!(scale >= Math.max(largest * 1e-3, 1e-6)))
    return playoutMoveByCeiling(
      state,
      tables,
      opponents,
      weights,
      random,
      centreOn,
      answering ? answers : null,
    );
  const { windows: answerWindows } = answers;
  const twice = tables.windowArea;
  const { position, openWindows } = state;
  const { entryCode, moveAt, centre, shapeMask } = tables;
  // The opponents' open cells in a candidate's window: their windows OR-ed (`SimState.openWindows`).
  const opponentAt = opponentScratch;
  let count = 0;
  for (let o = 0; o < position.colorCount; o++)
    if ((opponents & (1 << o)) !== 0) opponentAt[count++] = o * tables.windowArea;
  // No opponent (solo): the block after the last colour's, always empty.
  if (count === 0) opponentAt[count++] = position.colorCount * tables.windowArea;
  const first = opponentAt[0]!;
  const mostLocal = Math.max(perLocal, 0);
  // The most the centre pull adds to a key (a move's closeness to the centre is at most 1).
  const reach = Math.max(pull, 0);
  const ceilings = ceilingScratch;
  const tops = topScratch;
  const below = belowScratch;
  for (let n = 0; n < ceilings.length; n++) {
    ceilings[n] = n * perSize + n * mostLocal;
    tops[n] = ceilings[n]! + reach;
    below[n] = -1;
  }
  // The most the centre pull adds to a move of each centre band (its nearest or farthest, by the sign).
  const bands = bandScratch;
  if (centreOn)
    for (let b = 0; b < CENTRE_BANDS; b++)
      bands[b] = Math.max(tables.bandLow[b]! * pull, tables.bandHigh[b]! * pull);
  const toUnits = 4294967296 / scale;
  const list = position.legalEntries(c);
  let x = noiseSeed(random);
  let best = -1;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (let j = 0, legal = state.legal; j < legal; j++) {
    const entry = list[j]!;
    x = nextNoise(x);
    const u = x >>> 0;
    const code = entryCode[entry]!;
    const n = code & 7;
    const origin = entry & 1023;
    const shape = shapeMask[entry >>> 10]!;
    // Cells scoring 2 also score 1, so a move on no answer point of the first block has none at all.
    const answered = answering ? answerWindows[origin]! & shape : 0;
    const lead =
      answered === 0
        ? 0
        : (bitCount(answered) + bitCount(answerWindows[twice + origin]! & shape)) * perAnswer;
    if (lead === 0 && u <= below[n]!) continue;
    const noise = (u / 4294967296) * scale;
    if (lead + ((centreOn ? ceilings[n]! + bands[code >>> 3]! : ceilings[n]!) + noise) <= bestKey) continue;
    const m = moveAt[entry]!;
    let bits = openWindows[first + origin]!;
    for (let q = 1; q < count; q++) bits |= openWindows[opponentAt[q]! + origin]!;
    bits &= shape;
    let local = 0;
    for (; bits !== 0; bits &= bits - 1) local++;
    const base = n * perSize + local * perLocal;
    const key = lead + ((centreOn ? base + centre[m]! * pull : base) + noise);
    if (key > bestKey) {
      bestKey = key;
      best = m;
      for (let k = 0; k < tops.length; k++)
        below[k] = Math.floor((bestKey - tops[k]!) * toUnits) - PASS_MARGIN;
    }
  }
  return best;
}

/** Noise units (of 2^32 per `Weights.noise`) by which the per-size threshold errs on the side of looking. */
const PASS_MARGIN = 4;
/** The most cells of a piece (Trigon's hexiamonds). */
const MAX_SIZE = 6;
/** Scratch of `playoutMove`: where each opponent's open windows start (colours are at most 8). */
const opponentScratch = new Int32Array(8);
/** Scratch of `playoutMove`, per piece size. */
const ceilingScratch = new Float64Array(MAX_SIZE + 1);
const topScratch = new Float64Array(MAX_SIZE + 1);
const belowScratch = new Float64Array(MAX_SIZE + 1);
/** Scratch of `playoutMove`, per centre band. */
const bandScratch = new Float64Array(CENTRE_BANDS);

/** `playoutMove` with the ceiling test on every move: for a noise too small next to the keys for the thresholds. */
function playoutMoveByCeiling(
  state: SimState,
  tables: MoveTables,
  opponents: number,
  weights: Weights,
  random: Random,
  centreOn: boolean,
  answers: Answers | null,
): number {
  const c = state.toMove;
  const { position, open } = state;
  const { size, centre, cellStart, cells } = tables;
  const { size: perSize, local: perLocal, noise: scale, centre: pull } = weights;
  // A negative weight of local cells makes no cell local the ceiling.
  const mostLocal = Math.max(perLocal, 0);
  let x = noiseSeed(random);
  let best = -1;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (let j = 0, legal = state.legal; j < legal; j++) {
    const m = position.legalMoveAt(c, j);
    x = nextNoise(x);
    const noise = ((x >>> 0) / 4294967296) * scale;
    const n = size[m]!;
    const towards = centreOn ? centre[m]! * pull : 0;
    const most = n * perSize + n * mostLocal;
    const lead = answers ? answerPointsOf(tables, answers, m) * weights.answer : 0;
    if (lead + ((centreOn ? most + towards : most) + noise) <= bestKey) continue;
    let local = 0;
    for (let i = cellStart[m]!, end = cellStart[m + 1]!; i < end; i++) {
      if ((open[cells[i]!]! & opponents) !== 0) local++;
    }
    const base = n * perSize + local * perLocal;
    const key = lead + ((centreOn ? base + towards : base) + noise);
    if (key > bestKey) {
      bestKey = key;
      best = m;
    }
  }
  return best;
}
