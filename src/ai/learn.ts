import { type GameEvent, newGame, type VariantId } from '../engine/index.ts';
import { FEATURE_COUNT, type Model, moveFeatures, PHASE_STARTS, phaseOf } from './features.ts';
import { centreApplies, WEIGHTS } from './policy.ts';
import { sidesOf } from './sides.ts';
import { opponentMask, playMove, stateOfGame } from './state.ts';
import { moveTablesFor } from './tables.ts';

/**
 * Learning the priors' model from game records: at every position of every record, the features of all
 * the mover's legal placements and which one was played; then the weights that make the played moves
 * likely under a softmax over the keys (multinomial logistic regression, gradient ascent with Adam).
 * Pure: records in, numbers out (`npm run --silent blokus -- learn` reads the files).
 */

/**
 * One position: the features of each legal move (rows of `FEATURE_COUNT`), its piece, the one played, and
 * the pieces the mover had placed (for the model's phase).
 */
export interface Sample {
  readonly features: Float32Array;
  readonly pieces: Uint8Array;
  readonly played: number;
  readonly placed: number;
}

/** The samples of one recorded game (positions with a single legal move teach nothing and are left out). */
export function samplesOfGame(variantId: VariantId, events: readonly GameEvent[]): Sample[] {
  const game = newGame(variantId);
  const tables = moveTablesFor(game.layout);
  const sides = sidesOf(game.variant);
  const state = stateOfGame(game, tables);
  const all = (1 << game.variant.colors.length) - 1;
  const row = new Float64Array(FEATURE_COUNT);
  const samples: Sample[] = [];
  for (const event of events) {
    if (event.type !== 'place') break;
    const c = event.color;
    state.toMove = c;
    const legal = state.position.legalMovesView(c);
    const played = legal.indexOf(event.move);
    if (played < 0) throw new Error(`move ${event.move} of colour ${c} is not legal here`);
    if (legal.length > 1) {
      const opponents = opponentMask(state, sides, c);
      const allies = all & ~opponents & ~(1 << c);
      const centreOn = centreApplies(state, c, WEIGHTS);
      const features = new Float32Array(legal.length * FEATURE_COUNT);
      const pieces = new Uint8Array(legal.length);
      for (let k = 0; k < legal.length; k++) {
        moveFeatures(state, tables, legal[k]!, opponents, allies, centreOn, row);
        features.set(row, k * FEATURE_COUNT);
        pieces[k] = tables.piece[legal[k]!]!;
      }
      samples.push({ features, pieces, played, placed: state.position.placed[c]! });
    }
    playMove(state, tables, event.move);
  }
  return samples;
}

/** How well a model predicts samples: mean log-likelihood of the played moves, and how often it ranks them first. */
export interface Fit {
  readonly logLikelihood: number;
  readonly top1: number;
}

/** Training options: passes over the data, Adam's step, and the L2 penalty per weight. */
export interface LearnOptions {
  readonly iterations: number;
  readonly step: number;
  readonly l2: number;
  readonly pieceCount: number;
  /** 1: one set of weights for the whole game; `PHASE_STARTS.length`: one per phase (`phaseOf`). */
  readonly phases: number;
  /** Called after each pass with its number and the fit on the training samples. */
  readonly progress?: (iteration: number, fit: Fit) => void;
}

/** Where a model's weights sit in one flat vector: the phases' features, then the phases' pieces. */
interface Shape {
  readonly phases: number;
  readonly pieceCount: number;
}

/** The weights that best predict the samples' played moves. */
export function learnModel(samples: readonly Sample[], options: LearnOptions): Model {
  if (options.phases !== 1 && options.phases !== PHASE_STARTS.length)
    throw new Error(`a model has 1 or ${PHASE_STARTS.length} phases`);
  const shape: Shape = options;
  const size = (FEATURE_COUNT + options.pieceCount) * options.phases;
  const weights = new Float64Array(size);
  const m1 = new Float64Array(size);
  const m2 = new Float64Array(size);
  const gradient = new Float64Array(size);
  const beta1 = 0.9;
  const beta2 = 0.999;
  for (let t = 1; t <= options.iterations; t++) {
    gradient.fill(0);
    const fit = accumulate(samples, weights, shape, gradient);
    for (let j = 0; j < size; j++) {
      const g = gradient[j]! / samples.length - options.l2 * weights[j]!;
      m1[j] = beta1 * m1[j]! + (1 - beta1) * g;
      m2[j] = beta2 * m2[j]! + (1 - beta2) * g * g;
      const hat1 = m1[j]! / (1 - beta1 ** t);
      const hat2 = m2[j]! / (1 - beta2 ** t);
      weights[j]! += (options.step * hat1) / (Math.sqrt(hat2) + 1e-8);
    }
    options.progress?.(t, fit);
  }
  return toModel(weights, shape);
}

/** The fit of a model on samples. */
export function fitOf(samples: readonly Sample[], model: Model): Fit {
  const phases = model.features.length / FEATURE_COUNT;
  const weights = Float64Array.from([...model.features, ...model.pieces]);
  return accumulate(samples, weights, { phases, pieceCount: model.pieces.length / phases }, null);
}

function toModel(weights: Float64Array, shape: Shape): Model {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const split = FEATURE_COUNT * shape.phases;
  return {
    features: Array.from(weights.subarray(0, split), round),
    pieces: Array.from(weights.subarray(split), round),
  };
}

/** Adds the log-likelihood's gradient into `gradient` (when given) and returns the fit. */
function accumulate(
  samples: readonly Sample[],
  weights: Float64Array,
  shape: Shape,
  gradient: Float64Array | null,
): Fit {
  let logLikelihood = 0;
  let top1 = 0;
  let keys = new Float64Array(0);
  for (const { features, pieces, played, placed } of samples) {
    const count = pieces.length;
    const phase = phaseOf(placed, shape.phases);
    const fw = phase * FEATURE_COUNT;
    const pw = FEATURE_COUNT * shape.phases + phase * shape.pieceCount;
    if (keys.length < count) keys = new Float64Array(count * 2);
    let best = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < count; k++) {
      let key = weights[pw + pieces[k]!]!;
      const base = k * FEATURE_COUNT;
      for (let f = 0; f < FEATURE_COUNT; f++) key += weights[fw + f]! * features[base + f]!;
      keys[k] = key;
      if (key > best) best = key;
    }
    let total = 0;
    let ties = 0;
    for (let k = 0; k < count; k++) {
      if (keys[k] === best) ties++;
      keys[k] = Math.exp(keys[k]! - best);
      total += keys[k]!;
    }
    logLikelihood += Math.log(keys[played]! / total);
    // Ranked first (shared with the other moves of the same key, which a random tie-break would pick as often).
    if (keys[played] === 1) top1 += 1 / ties;
    if (!gradient) continue;
    for (let k = 0; k < count; k++) {
      const p = keys[k]! / total - (k === played ? 1 : 0);
      if (p === 0) continue;
      gradient[pw + pieces[k]!]! -= p;
      const base = k * FEATURE_COUNT;
      for (let f = 0; f < FEATURE_COUNT; f++) gradient[fw + f]! -= p * features[base + f]!;
    }
  }
  return { logLikelihood: logLikelihood / samples.length, top1: top1 / samples.length };
}
