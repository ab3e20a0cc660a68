import { describe, expect, it } from 'vitest';
import { describeNotation } from '../../src/describe/rule-errors.ts';
import { layoutFor, type Point } from '../../src/engine/index.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import {
  formatCellList,
  formatMove,
  parseCellList,
  parseTrigonMove,
  type TrigonReading,
} from '../../src/notation/index.ts';

const board = layoutFor('trigon-9');
const small = layoutFor('trigon-8');
const cellsOf = (r: TrigonReading) => (r.move === null ? null : formatCellList(board, r.move));

/** The cells of the one reading of a typed move (every reading legal), or the error's sentence. */
function read(text: string, layout = board): string {
  const result = parseTrigonMove(text, layout);
  if (!result.ok) return describeNotation(result.error, ENGLISH);
  if (result.value.kind === 'ambiguous')
    return `ambiguous: ${result.value.readings.map(cellsOf).join(' | ')}`;
  const { move, squares } = result.value.reading;
  return move === null
    ? `off: ${squares.map((p: Point) => `${p.x},${p.y}`).join(' ')}`
    : formatCellList(layout, move);
}

describe('Trigon moves typed on Discord (docs/trigon.md section 9)', () => {
  it('read the piece form and the cell form of the 10.8 example the same way', () => {
    const moves = [
      ['V s14 rot240', 'r12,r13,s13,r14,s14,r15', 'V s14 rot240'],
      ['V q5 rot60', 'r4,q5,r5,q6,r6,r7', 'V q5 rot60'],
      ['v m7 ROT300', 'j7,k7,l7,m7,m8,n8', 'V m7 rot300'],
      ['V w12 r120', 'v11,w11,w12,x12,y12,z12', 'V w12 rot120'],
      ['I6 o10', 'n9,o9,o10,p10,p11,q11', 'I6 o10'],
      ['I6 l6 60', 'j6,k6,l6,m6,n6,o6', 'I6 l6 rot60'],
    ] as const;
    for (const [typed, cells, shown] of moves) {
      expect(read(typed), typed).toBe(cells);
      expect(read(cells.split(',').reverse().join(' ')), cells).toBe(cells);
      const stored = parseCellList(cells, board);
      expect(stored.ok && formatMove(board, stored.value)).toBe(shown);
    }
  });

  it('accept any word that gives the cells, and show the canonical one', () => {
    expect(read('O k8 rot120')).toBe('k7,l7,m7,k8,l8,m8');
    const o = parseTrigonMove('O k8 rot120', board);
    if (!o.ok || o.value.kind !== 'move') throw new Error('O k8 rot120');
    expect(formatMove(board, o.value.reading.move!)).toBe('O l7');
    expect(read('L6 r13 flip rot60')).toBe(read('L6 r13 rot60 flip'));
  });

  it('teach the direction rule, and let the single triangle follow its cell', () => {
    expect(read('V s13')).toBe(
      "s13 is ▼, but V's pivot is ▲ with rot0, rot120 and rot240; on a ▼ cell use rot60, rot180 or rot300.",
    );
    expect(read('V s13 rot60')).not.toMatch(/▼/);
    expect(read('1 k9')).toBe('k9');
    expect(read('1 k10')).toBe('k10');
    expect(read('1 k9 rot0')).toMatch(/^k9 is ▼/);
  });

  it('take turns in steps of 60°, never f for flip, and r1–r18 as cells', () => {
    expect(read('V s14 rot90')).toMatch(/^'rot90' is not a Trigon turn: turns are multiples of 60°/);
    expect(read('V s14 45')).toMatch(/multiples of 60°/);
    expect(read('V s14 rot240 f')).toBe(
      "I don't understand 'f'. Write a piece, its square and an orientation (e.g. P5-L e5 rot90 flip), or the cells it covers (e.g. e5,f5,g5,g6,g7).",
    );
    expect(read('2 r9')).toBe('r9,s9');
    expect(read('V s14 rot240 rot120')).toMatch(/at most one turn/);
  });

  it('resolve piece names that are cell names by what is legal (i5 j5)', () => {
    expect(read('i5 j5')).toBe('ambiguous: i4,j4,j5,k5,k6 | i5,j5');
    const piece = parseTrigonMove('i5 j5', board, (m) => formatCellList(board, m) === 'i4,j4,j5,k5,k6');
    const cells = parseTrigonMove('i5 j5', board, (m) => formatCellList(board, m) === 'i5,j5');
    expect(piece.ok && piece.value.kind === 'move' && cellsOf(piece.value.reading)).toBe('i4,j4,j5,k5,k6');
    expect(cells.ok && cells.value.kind === 'move' && cellsOf(cells.value.reading)).toBe('i5,j5');
    // Neither legal: the piece-first reading, so that the rules can say why it fails.
    const none = parseTrigonMove('i5 j5', board, () => false);
    expect(none.ok && none.value.kind === 'move' && none.value.reading.form).toBe('piece');
    expect(read('I5 j5 rot0')).toBe('i4,j4,j5,k5,k6');
    expect(read('2 i5 j5')).toBe('i5,j5');
  });

  it('check a piece name given before a cell list', () => {
    expect(read('V r12 r13 s13 r14 s14 r15')).toBe('r12,r13,s13,r14,s14,r15');
    expect(read('I6 r12 r13 s13 r14 s14 r15')).toBe('The cells r12, r13, s13, r14, s14, r15 do not form I6.');
  });

  it('name the problem exactly', () => {
    expect(read('V c5')).toBe('c5 is off the board: row 5 runs from e5 to ae5.');
    expect(read('V c5', small)).toBe('c5 is off the board: row 5 runs from d5 to ab5.');
    expect(read('P5-L r13')).toMatch(
      /^Unknown Trigon piece 'P5-L'\. .*Valid pieces: I6, L6, V, S, P6, F, W, A6, G, Y, X, O, I5, L5, C5, P5, I4, C4, A4, I3, 2, 1\.$/,
    );
    expect(read('L-6 r13')).toMatch(/Did you mean L6\?/);
    expect(read('L7 r13')).toBe('The cells l7, r13 do not form a Blokus piece.');
    expect(read('r12,r13,s13,r14,s14,r15,s15')).toBe('7 cells are too many: a piece covers at most 6.');
    expect(read('r12 r14')).toBe('The cells r12, r14 do not form a Blokus piece.');
    expect(read('V ak5')).toMatch(/off the board/);
  });
});

describe('every placement of every Trigon piece parses back', () => {
  for (const layout of [board, small]) {
    it(`on ${layout.board}, from its display form and from its cell list`, () => {
      for (let move = 0; move < layout.moveCount; move++) {
        const shown = formatMove(layout, move);
        const typed = parseTrigonMove(shown, layout, (m) => m === move);
        if (!typed.ok || typed.value.kind !== 'move' || typed.value.reading.move !== move) {
          throw new Error(`${shown} does not parse back to move ${move}`);
        }
        const list = formatCellList(layout, move);
        const listed = parseTrigonMove(list, layout, (m) => m === move);
        if (!listed.ok || listed.value.kind !== 'move' || listed.value.reading.move !== move) {
          throw new Error(`${list} does not parse back`);
        }
        const stored = parseCellList(list, layout);
        if (!stored.ok || stored.value !== move) throw new Error(`${list} is not stored as move ${move}`);
      }
    });
  }
});
