/** The computer player: Monte Carlo tree search over the engine; pure (seeded, no clock unless passed in). */
export * from './levels.ts';
export * from './search.ts';
export * from './sides.ts';
