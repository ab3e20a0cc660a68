import { describe, expect, it } from 'vitest';
import { describeNotation, describePlacement } from '../../src/describe/rule-errors.ts';
import { PIECES, type PlacementError, type ResignError } from '../../src/engine/index.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import { type NotationError, pieceNamesInSet } from '../../src/notation/index.ts';

const piece = (name: string) => PIECES.findIndex((p) => p.name === name);
const p = (name: string) => ({ x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 });

/** One example of every kind: the mapped type makes a missing kind a compile error. */
type Samples<E extends { kind: string }> = { [K in E['kind']]: Extract<E, { kind: K }> };

const NOTATION: Samples<NotationError> = {
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

const PLACEMENT: Samples<PlacementError | ResignError> = {
  'game-over': { kind: 'game-over' },
  'not-turn': { kind: 'not-turn', color: 'blue', toMove: 'yellow' },
  'piece-used': { kind: 'piece-used', color: 'blue', piece: piece('P5-L') },
  'off-board': { kind: 'off-board', squares: [p('u5'), p('u6')] },
  'not-a-piece': { kind: 'not-a-piece', squares: [p('a20'), p('c20')] },
  overlap: { kind: 'overlap', cell: p('f6'), by: 'red' },
  'own-edge': { kind: 'own-edge', cell: p('f7'), touching: p('f6'), color: 'blue' },
  'missing-start': { kind: 'missing-start', start: p('a20'), color: 'blue' },
  'no-start-point': { kind: 'no-start-point', free: [p('r15'), p('j12')], color: 'red' },
  'no-corner': { kind: 'no-corner', color: 'blue' },
  'already-out': { kind: 'already-out', color: 'green' },
};

describe('error sentences', () => {
  it('every notation error kind has a short sentence', () => {
    for (const error of Object.values(NOTATION)) {
      const text = describeNotation(error, ENGLISH);
      expect(text, error.kind).toMatch(/^\S.*[.?]$/s);
      expect(text.length, error.kind).toBeLessThan(400);
    }
  });

  it('every placement and resignation error kind has a short sentence', () => {
    for (const error of Object.values(PLACEMENT)) {
      const text = describePlacement(error, 20, ENGLISH);
      expect(text, error.kind).toMatch(/^\S.*\.$/);
      expect(text.length, error.kind).toBeLessThan(200);
    }
  });

  it('say what was wrong and what would work', () => {
    expect(describePlacement(PLACEMENT['piece-used'], undefined, ENGLISH)).toBe(
      'P5-L is already used by Blue.',
    );
    expect(describePlacement(PLACEMENT['own-edge'], undefined, ENGLISH)).toBe(
      'That touches your own piece at f6 (edge contact is not allowed with your own colour).',
    );
    expect(describePlacement(PLACEMENT['missing-start'], undefined, ENGLISH)).toBe(
      "Blue's first piece must cover a20.",
    );
    expect(describePlacement({ kind: 'missing-start', start: p('e16') }, undefined, ENGLISH)).toBe(
      'The first piece must cover e16.',
    );
    expect(describePlacement(PLACEMENT['no-corner'], undefined, ENGLISH)).toBe(
      'The piece must touch a Blue piece corner to corner.',
    );
    expect(describePlacement(PLACEMENT['off-board'], undefined, ENGLISH)).toBe('Off the board at u5, u6.');
    expect(describePlacement(PLACEMENT['off-board'], 20, ENGLISH)).toBe(
      'Off the board at u5, u6. The board runs a1–t20.',
    );
    expect(
      describePlacement(
        { kind: 'off-board', squares: [{ x: 0, y: -1 }, { x: -1, y: 0 }, p('u1')] },
        undefined,
        ENGLISH,
      ),
    ).toBe('Off the board at u1 and past the bottom and left edges.');
    expect(describePlacement(PLACEMENT.overlap, undefined, ENGLISH)).toBe('f6 is already taken by Red.');
    expect(describePlacement(PLACEMENT['not-turn'], undefined, ENGLISH)).toBe(
      "It is Yellow's turn, not Blue's.",
    );
    expect(describeNotation(NOTATION['unknown-piece'], ENGLISH)).toBe(
      `Unknown piece 'Q5'. Did you mean P5-W? Valid pieces: ${pieceNamesInSet().join(', ')}.`,
    );
    expect(describeNotation(NOTATION['cell-off-board'], ENGLISH)).toBe(
      'u5 is off the board: its cells run a1–t20.',
    );
    expect(describeNotation(NOTATION['sgf-illegal'], ENGLISH)).toBe(
      'Move 7 (Red): f6 is already taken by Blue.',
    );
    expect(describeNotation(NOTATION['sgf-bad-move'], ENGLISH)).toBe('Move 2: e5 is listed twice.');
    expect(describeNotation(NOTATION['piece-not-in-set'], ENGLISH)).toMatch(
      /^P5-X is not one of the Junior pieces\./,
    );
  });
});
