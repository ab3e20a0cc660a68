import type { VariantId } from '../engine/index.ts';
import { type Model, ModelKeys } from './features.ts';
import type { MoveTables } from './tables.ts';

/**
 * The learned move models, by variant: the project's own weights, learnt by `npm run --silent blokus --
 * learn` (src/ai/learn.ts) from self-play records of Pentobi (records are data; see docs/computer.md for
 * how they were made and how well each model predicts held-out games). A board without one uses the
 * hand-set key.
 */
/** Learnt from Pentobi's Duo games: the 14 × 14 board of Duo and Junior. */
const SQUARE_14: Model = {
  features: [
    0.768, 0.527, 0.806, 0, 0, -1.491, -0.565, -0.02, 0.493, -0.152, 0.289, 0.412, 0.517, 0.845, 0.032,
    -0.134, -0.211, 0,
  ],
  pieces: [
    -1.904, -1.993, -1.31, -2.035, -0.624, -0.763, -0.957, -0.89, -0.848, 0.952, 1.881, 1.13, 1.375, 0.271,
    1.27, 0.869, 1.525, 1.22, 2.124, 0.793, 1.32,
  ],
};

/**
 * Learnt from Pentobi's classic-2 games (two seats of two colours on the 20 × 20 board): 300 games of
 * level 6 against itself, one set of weights per phase (`PHASE_STARTS`).
 */
const CLASSIC_2: Model = {
  features: [
    // phase 0
    -0.002, -0.002, -2.69, 0, 0, -2.362, 0.829, 0, -0.716, 0, -0.498, -0.245, 0.502, 1.704, -2.79, -2.792,
    -2.735, 8.914,
    // phase 1
    0.795, 0.71, 0.487, -0.84, 0.731, -1.56, -0.411, 0.327, 0.74, -0.622, 0.106, 0.501, 0.545, 0.681, -0.366,
    -0.203, -0.841, 1.175,
    // phase 2
    0.485, 0.567, 0.446, -0.594, 0.305, -1.186, -0.358, 0.273, 0.62, -0.316, 0.237, 0.349, 0.303, 0.358,
    0.041, -0.366, -0.43, 0,
    // phase 3
    0.826, 0.688, 0.24, -0.512, 0.13, -0.876, -0.448, 0.175, 0.428, 0.272, 0.646, 0.777, 0.593, 0.574, 0.236,
    -0.152, -0.173, 0,
  ],
  pieces: [
    // phase 0
    -0.006, -0.107, -0.21, -0.617, -0.497, -0.218, -1.345, -1.753, -1.335, -3.147, -1.219, 1.38, 1.429,
    -1.941, -2.787, -2.277, 2.76, 1.898, -0.744, -2.78, 2.509,
    // phase 1
    -2.656, -2.842, -1.367, -1.868, -0.518, -1.111, -1.768, -1.702, -1.208, 0.834, 2.156, 1.136, 1.274,
    -0.057, 1.167, 0.262, 0.904, 1.14, 2.304, 1.206, 1.403,
    // phase 2
    -0.734, -1.471, -1.685, -2.038, -0.243, -0.749, -0.709, -1.231, -0.701, 0.602, 1.789, 0.918, 0.779, 0.004,
    1.188, 0.439, 0.883, 1.102, 2.04, 0.803, 1.194,
    // phase 3
    -1.336, -1.362, -1.007, -1.515, 0.248, 0.025, -0.312, -0.528, -0.407, 0.692, 1.45, 1.017, 0.891, 0.521,
    1.441, 0.733, 1.681, 0.908, 1.267, 0.662, 0.894,
  ],
};

/**
 * The models by variant: only where one was learnt and measured (docs/computer.md). Classic with three or
 * four seats, teams and solo keep the hand-set key: the classic-2 model's piece order (the monomino early,
 * say) costs solo its monomino-last tactic at small budgets, and nobody has measured it there.
 */
const MODELS: Partial<Record<VariantId, Model>> = {
  duo: SQUARE_14,
  junior: SQUARE_14,
  'classic-2': CLASSIC_2,
};

/** The learned model of a variant, if it has one. */
export function modelFor(variant: VariantId): Model | undefined {
  return MODELS[variant];
}

const keys = new WeakMap<MoveTables, Map<Model, ModelKeys>>();

/** The fast keys of the variant's learned model (one shared scratch per board and model), or null. */
export function modelKeysFor(variant: VariantId, tables: MoveTables): ModelKeys | null {
  const model = modelFor(variant);
  if (!model) return null;
  let byModel = keys.get(tables);
  if (!byModel) {
    byModel = new Map();
    keys.set(tables, byModel);
  }
  let found = byModel.get(model);
  if (!found) {
    found = new ModelKeys(model, tables);
    byModel.set(model, found);
  }
  return found;
}
