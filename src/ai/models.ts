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

/** Learnt from Pentobi's classic-2 games (two seats of two colours on the 20 × 20 board). */
const CLASSIC_2: Model = {
  features: [
    0.51, 0.802, 0.371, -0.504, 0.319, -1.21, -0.132, 0.461, 0.82, -0.176, 0.205, 0.391, 0.331, 0.58, -0.289,
    -0.58, -0.597, 3.316,
  ],
  pieces: [
    -1.133, -1.925, -2.286, -2.15, -1.241, -1.301, -1.125, -1.838, -1.053, -0.122, 0.317, 0.203, 0.424,
    -0.714, 0.231, -0.599, 2.328, 1.671, 1.585, 0.06, 2.623,
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
