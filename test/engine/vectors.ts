import { readFileSync } from 'node:fs';
import { isVariantId, type VariantId } from '../../src/engine/index.ts';

/** One reference game of test/fixtures/vectors.json (a copy of the shared reference vectors) (see the README beside it). */
export interface Vector {
  readonly variant: VariantId;
  readonly source: string;
  readonly colors: string[];
  readonly moves: [string, string][];
  readonly legal: number[][];
  readonly squaresLeft: number[];
  readonly scores: number[];
  readonly playerScores: number[];
  readonly sgf: string;
}

/** The path of the reference games. */
export const VECTORS_PATH = new URL('../fixtures/vectors.json', import.meta.url);

/** The reference games, checked by an independent engine (Pentobi). */
export const VECTORS: readonly Vector[] = (JSON.parse(readFileSync(VECTORS_PATH, 'utf8')) as Vector[]).map(
  (v) => {
    if (!isVariantId(v.variant)) throw new Error(`unknown variant ${v.variant}`);
    return v;
  },
);
