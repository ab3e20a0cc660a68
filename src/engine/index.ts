/** The Blokus rules engine: pure, synchronous, no I/O, no clock; randomness only when passed in. */
export * from './colors.ts';
export * from './game.ts';
export * from './layout.ts';
export * from './moves.ts';
export * from './orientations.ts';
export * from './pieces.ts';
export * from './playout.ts';
export * from './position.ts';
export * from './result.ts';
export * from './scoring.ts';
export * from './variants.ts';
