import type { BoardId } from '../engine/index.ts';
import { type Model, ModelKeys } from './features.ts';
import type { MoveTables } from './tables.ts';

/**
 * The learned move models, by board: the project's own weights, learnt by `npm run --silent blokus --
 * learn` (src/ai/learn.ts) from self-play records of Pentobi (records are data; see docs/computer.md for
 * how they were made and how well each model predicts held-out games). A board without one uses the
 * hand-set key.
 */
const MODELS: Partial<Record<BoardId, Model>> = {
  'square-14': {
    features: [
      0.768, 0.527, 0.806, 0, 0, -1.491, -0.565, -0.02, 0.493, -0.152, 0.289, 0.412, 0.517, 0.845, 0.032,
      -0.134, -0.211, 0,
    ],
    pieces: [
      -1.904, -1.993, -1.31, -2.035, -0.624, -0.763, -0.957, -0.89, -0.848, 0.952, 1.881, 1.13, 1.375, 0.271,
      1.27, 0.869, 1.525, 1.22, 2.124, 0.793, 1.32,
    ],
  },
  'square-20': {
    features: [
      0.51, 0.802, 0.371, -0.504, 0.319, -1.21, -0.132, 0.461, 0.82, -0.176, 0.205, 0.391, 0.331, 0.58,
      -0.289, -0.58, -0.597, 3.316,
    ],
    pieces: [
      -1.133, -1.925, -2.286, -2.15, -1.241, -1.301, -1.125, -1.838, -1.053, -0.122, 0.317, 0.203, 0.424,
      -0.714, 0.231, -0.599, 2.328, 1.671, 1.585, 0.06, 2.623,
    ],
  },
};

/** The learned model of a board, if it has one. */
export function modelFor(board: BoardId): Model | undefined {
  return MODELS[board];
}

const keys = new WeakMap<MoveTables, ModelKeys | null>();

/** The fast keys of the board's learned model (one shared scratch per board), or null without a model. */
export function modelKeysFor(board: BoardId, tables: MoveTables): ModelKeys | null {
  let found = keys.get(tables);
  if (found === undefined) {
    const model = modelFor(board);
    found = model ? new ModelKeys(model, tables) : null;
    keys.set(tables, found);
  }
  return found;
}
