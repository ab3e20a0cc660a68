/** The computer player: Monte Carlo tree search over the engine; pure (seeded, no clock unless passed in). */
export * from './hint.ts';
export * from './hint-margin.ts';
export * from './levels.ts';
export type { Weights } from './policy.ts';
export * from './puzzle.ts';
export * from './search.ts';
export * from './searcher.ts';
export * from './sides.ts';
export type { TreeParams } from './tree.ts';
export * from './tuning.ts';
export * from './variants.ts';
