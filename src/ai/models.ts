import type { VariantId } from '../engine/index.ts';
import { type Model, ModelKeys } from './features.ts';
import type { MoveTables } from './tables.ts';

/**
 * The learned move models, by variant: the project's own weights, learnt by `npm run --silent blokus --
 * learn` (src/ai/learn.ts) from self-play records of Pentobi (records are data; see docs/computer.md for
 * how they were made and how well each model predicts held-out games). A board without one uses the
 * hand-set key.
 */
/**
 * Learnt from Pentobi's Duo games (the 14 × 14 board of Duo and Junior): 132 games of level 6 against
 * itself, one set of weights per phase (`PHASE_STARTS`).
 */
const SQUARE_14: Model = {
  features: [
    // phase 0
    2.521, -0.298, 1.028, 0, 0, -0.909, 0.213, 0.324, 1.754, -1.494, 0.801, 1.483, 1.116, 1.592, -0.273,
    0.495, -0.128, 0,
    // phase 1
    0.99, 0.044, 1.22, 0, 0, -1.492, -0.503, -0.27, 0.601, -0.578, 0.106, 0.32, 0.552, 0.789, 0.057, -0.029,
    -0.29, 0,
    // phase 2
    0.279, 0.331, 0.809, 0, 0, -1.268, -0.635, -0.093, 0.309, -0.09, 0.602, 0.287, 0.531, 0.646, 0.36, -0.175,
    0.016, 0,
    // phase 3
    1.113, 0.68, 0.488, 0, 0, -1.38, -0.705, 0.266, 0.551, -0.464, 0.19, 0.321, 0.74, 1.413, 0.144, -0.384,
    -0.271, 0,
  ],
  pieces: [
    // phase 0
    -0.078, -0.326, -0.456, -1.188, -0.992, -0.333, -2.35, -1.574, -2.264, 0.786, 0.252, -0.265, 0.645,
    -0.118, -0.076, -0.034, 0.088, 0.944, 2.048, -0.157, 0.161,
    // phase 1
    -0.096, -1.261, -1.734, -2.395, -2.12, -2.063, -1.167, -1.828, -1.079, 0.957, 2.281, 1.473, 1.42, 0.515,
    1.514, 0.951, 1.868, 1.238, 0.919, 1.074, 1.841,
    // phase 2
    -1.409, -1.579, -1.18, -1.875, -0.459, -1.43, -0.835, -0.964, -0.575, 0.971, 1.659, 1.239, 1.272, 0.561,
    1.427, 1.217, 1.388, 0.871, 0.593, 0.58, 1.518,
    // phase 3
    -1.978, -1.958, -1.614, -1.864, -0.215, -0.393, -0.115, -0.44, -0.18, 1.985, 0.483, 0.767, 1.646, 0.95,
    0.934, 1.551, 1.961, 1.606, 1.244, 1.549, 1.72,
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
 * Learnt from Pentobi's Trigon games for two (two seats of two colours on the hexagon of side 9): 90 games
 * of level 6 against itself (`scripts/pentobi-selfplay.sh`, records and log in assets/training/), one set
 * of weights per phase (`PHASE_STARTS`).
 */
const TRIGON_2: Model = {
  features: [
    // phase 0
    0.794, 0.001, 1.093, -0.729, 0.444, 1.247, 0.301, 1.578, 1.866, -0.35, 0.321, 0.872, 1.29, 0, -0.06,
    0.731, 0.526, 5.701,
    // phase 1
    0.57, 0.33, 0.648, -0.805, 0.721, 0.334, -0.425, 0.813, 1.326, -1.039, -0.292, -0.218, 0.114, 0,
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: a learnt weight, near ln 2 by chance.
    -0.096, -0.693, -0.494, 0.142,
    // phase 2
    0.29, 0.505, 0.47, -0.754, 0.569, -0.123, -0.491, 0.764, 1.19, -0.208, -0.046, -0.123, 0.086, 0, 0.011,
    -0.554, -0.364, 0,
    // phase 3
    0.465, 0.385, 0.227, -0.373, 0.209, -0.62, -0.742, 0.357, 0.588, 0.032, 0.143, 0.118, 0.137, 0, 0.242,
    -0.251, -0.15, 0,
  ],
  pieces: [
    // phase 0
    -0.002, -0.034, -0.367, -0.841, -0.872, -0.351, -1.821, -2.274, -1.584, -2.331, 2.404, 0.15, 1.92, 0.228,
    0.426, 0.109, -0.161, 0.215, 0.194, -0.503, -0.455, -0.393,
    // phase 1
    -2.212, -2.444, -2.8, -1.672, -1.827, -0.82, -0.789, -1.202, -1.34, -1.941, 2.134, 1.724, 2.074, 1.698,
    1.404, 1.245, 1.472, 1.09, 1.127, 1.064, 1.666, 1.114,
    // phase 2
    -0.543, -1.256, -1.834, -2.355, -1.839, -1.444, -0.636, -1.354, -0.949, -1.385, 2.092, 1.514, 1.639,
    1.563, 0.951, 0.419, 1.515, 0.989, 0.474, 0.998, 1.893, 1.207,
    // phase 3
    -2.209, -1.788, -2.044, -1.52, -1.475, -0.924, 0.022, -0.494, -0.618, -0.563, 1.84, 1.053, 1.495, 1.698,
    1.336, 0.838, 1.836, 1.453, 0.985, 1.937, 2.467, 1.676,
  ],
};

/**
 * The models by variant: only where one was learnt and measured (docs/computer.md). Classic with three or
 * four seats, teams and solo keep the hand-set key: the classic-2 model's piece order (the monomino early,
 * say) costs solo its monomino-last tactic at small budgets, and nobody has measured it there. Likewise
 * Trigon for three and four keep the key.
 */
const MODELS: Partial<Record<VariantId, Model>> = {
  duo: SQUARE_14,
  junior: SQUARE_14,
  'classic-2': CLASSIC_2,
  'trigon-2': TRIGON_2,
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
