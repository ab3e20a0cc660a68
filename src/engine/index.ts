/** The Blokus rules engine: pure, synchronous, no I/O, no clock; randomness only when passed in. */
export * from './colors.ts';
export * from './game.ts';
export * from './geometry.ts';
export * from './layout.ts';
export { geometryOf } from './layout-build.ts';
export * from './moves.ts';
export * from './orientations.ts';
export * from './pieces.ts';
export * from './playout.ts';
export * from './position.ts';
export * from './puzzle-search.ts';
export * from './result.ts';
export * from './scoring.ts';
export * from './trigon-geometry.ts';
export * from './trigon-pieces.ts';
export * from './variants.ts';
