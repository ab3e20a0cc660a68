/** Parsing and formatting of cells, piece names, orientations, moves and Blokus SGF records. */
export * from './board-cells.ts';
export * from './cell-lists.ts';
export * from './cells.ts';
export * from './closest-word.ts';
export * from './errors.ts';
export * from './fit-text.ts';
export * from './messages.ts';
export * from './moves.ts';
export * from './orientations.ts';
export * from './piece-names.ts';
export * from './sgf.ts';
export * from './sgf-syntax.ts';
export * from './trigon-moves.ts';
export * from './trigon-orientations.ts';
export * from './trigon-piece-names.ts';
