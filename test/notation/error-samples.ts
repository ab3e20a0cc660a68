import { PIECES, type PlacementError, type ResignError } from '../../src/engine/index.ts';
import { type NotationError, pieceNamesInSet } from '../../src/notation/index.ts';

/** One error of every kind the rules and the notation give, for the sentence tests of every language. */

export const piece = (name: string) => PIECES.findIndex((p) => p.name === name);
export const p = (name: string) => ({ x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 });

/** One example of every kind: the mapped type makes a missing kind a compile error. */
type Samples<E extends { kind: string }> = { [K in E['kind']]: Extract<E, { kind: K }> };

export const NOTATION: Samples<NotationError> = {
  'bad-cell': { kind: 'bad-cell', text: '5e', range: 'a1–t20' },
  'cell-off-board': { kind: 'cell-off-board', text: 'U5', range: 'a1–t20' },
  'cell-off-row': { kind: 'cell-off-row', text: 'c5', row: 5, from: p('e5'), to: { x: 30, y: 4 } },
  'unknown-trigon-piece': { kind: 'unknown-trigon-piece', text: 'L7', suggestion: 'L6', valid: ['I6', 'L6'] },
  'bad-turn': { kind: 'bad-turn', text: 'rot90', valid: ['rot0', 'rot60', 'rot120', 'flip'] },
  'wrong-direction': { kind: 'wrong-direction', piece: 'V', cell: p('s13'), cellUp: false, pivotUp: true },
  'cells-not-piece': { kind: 'cells-not-piece', piece: 'V', squares: [p('r12'), p('r13')] },
  'unknown-piece': { kind: 'unknown-piece', text: 'Q5', suggestion: 'P5-W', valid: pieceNamesInSet() },
  'piece-not-in-set': {
    kind: 'piece-not-in-set',
    piece: piece('P5-X'),
    pieceSet: 'junior',
    valid: pieceNamesInSet('junior'),
  },
  'unknown-orientation': {
    kind: 'unknown-orientation',
    text: 'rot45',
    valid: ['rot0', 'rot90', 'rot180', 'rot270', 'flip'],
  },
  'conflicting-orientation': { kind: 'conflicting-orientation', words: ['rot90', 'rot180'] },
  empty: { kind: 'empty' },
  'duplicate-cell': { kind: 'duplicate-cell', cell: p('e5') },
  'too-many-cells': { kind: 'too-many-cells', count: 6, max: 5 },
  'not-a-piece': { kind: 'not-a-piece', squares: [p('e5'), p('g5')] },
  'mixed-forms': { kind: 'mixed-forms', text: 'rot90' },
  'too-long': { kind: 'too-long', length: 300, max: 200 },
  'unknown-word': { kind: 'unknown-word', text: 'hello' },
  'missing-piece': { kind: 'missing-piece', square: p('e5') },
  'missing-square': { kind: 'missing-square', piece: piece('P5-L'), text: 'L5' },
  'two-squares': { kind: 'two-squares', squares: [p('e5'), p('f6')] },
  'two-pieces': { kind: 'two-pieces', pieces: [piece('P5-X'), piece('P5-L')] },
  'sgf-too-long': { kind: 'sgf-too-long', length: 2_000_000, max: 1_000_000 },
  'sgf-syntax': {
    kind: 'sgf-syntax',
    offset: 11,
    tokens: [')'],
    at: null,
    purpose: null,
  },
  'sgf-not-blokus': { kind: 'sgf-not-blokus', game: '1', valid: ['Blokus', 'Blokus Duo'] },
  'sgf-unknown-variant': { kind: 'sgf-unknown-variant', value: 'chess', valid: ['classic', 'teams'] },
  'sgf-variant-mismatch': { kind: 'sgf-variant-mismatch', game: 'Blokus', variant: 'duo' },
  'sgf-bad-option': { kind: 'sgf-bad-option', property: 'XBF', value: 'yes' },
  'sgf-unsupported': { kind: 'sgf-unsupported', property: 'AB' },
  'sgf-wrong-property': {
    kind: 'sgf-wrong-property',
    moveNumber: 3,
    property: 'B',
    valid: ['1', '2', '3', '4'],
  },
  'sgf-two-moves': { kind: 'sgf-two-moves', moveNumber: 4, properties: ['1', '2'] },
  'sgf-bad-move': {
    kind: 'sgf-bad-move',
    moveNumber: 2,
    value: 'e5,e5',
    error: { kind: 'duplicate-cell', cell: p('e5') },
  },
  'sgf-illegal': {
    kind: 'sgf-illegal',
    moveNumber: 7,
    color: 'red',
    error: { kind: 'overlap', cell: p('f6'), by: 'blue' },
    boardSize: 20,
  },
};

export const PLACEMENT: Samples<PlacementError | ResignError> = {
  'game-over': { kind: 'game-over' },
  'not-turn': { kind: 'not-turn', color: 'blue', toMove: 'yellow' },
  'piece-used': { kind: 'piece-used', color: 'blue', piece: piece('P5-L') },
  'off-board': { kind: 'off-board', squares: [p('u5'), p('u6')] },
  'outside-figure': { kind: 'outside-figure', squares: [p('a1'), p('b1')] },
  'not-a-piece': { kind: 'not-a-piece', squares: [p('a20'), p('c20')] },
  overlap: { kind: 'overlap', cell: p('f6'), by: 'red' },
  'own-edge': { kind: 'own-edge', cell: p('f7'), touching: p('f6'), color: 'blue' },
  'missing-start': { kind: 'missing-start', start: p('a20'), color: 'blue' },
  'no-start-point': { kind: 'no-start-point', free: [p('r15'), p('j12')], color: 'red' },
  'no-corner': { kind: 'no-corner', color: 'blue' },
  'already-out': { kind: 'already-out', color: 'green' },
};
