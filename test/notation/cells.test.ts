import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellRange, compareCells, formatCell, parseCell } from '../../src/notation/index.ts';

describe('cells', () => {
  it('a1 is the lower-left cell; the classic corners are a1, t1, a20, t20', () => {
    expect(parseCell('a1', 20)).toEqual({ ok: true, value: { x: 0, y: 0 } });
    expect(parseCell('t1', 20)).toEqual({ ok: true, value: { x: 19, y: 0 } });
    expect(parseCell('a20', 20)).toEqual({ ok: true, value: { x: 0, y: 19 } });
    expect(parseCell('t20', 20)).toEqual({ ok: true, value: { x: 19, y: 19 } });
    expect(parseCell('n14', 14)).toEqual({ ok: true, value: { x: 13, y: 13 } });
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(parseCell('E5', 20)).toEqual(parseCell('e5', 20));
    expect(parseCell('  e5 ', 20)).toEqual({ ok: true, value: { x: 4, y: 4 } });
  });

  it('says the valid range for cells off the board', () => {
    expect(parseCell('u5', 20)).toEqual({
      ok: false,
      error: { kind: 'cell-off-board', text: 'u5', range: 'a1–t20' },
    });
    expect(parseCell('a21', 20)).toMatchObject({ ok: false, error: { kind: 'cell-off-board' } });
    expect(parseCell('o1', 14)).toEqual({
      ok: false,
      error: { kind: 'cell-off-board', text: 'o1', range: 'a1–n14' },
    });
    expect(cellRange(14)).toBe('a1–n14');
  });

  it('rejects malformed names', () => {
    for (const text of ['', 'a', '5', '5e', 'a0', 'e05', 'aa1', 'e-1', 'e5x', 'é5', 'e 5', 'e1.5']) {
      expect(parseCell(text, 20), text).toMatchObject({ ok: false, error: { kind: 'bad-cell', text } });
    }
  });

  it('formats cells in lower case; points off the left or bottom edge as coordinates', () => {
    expect(formatCell({ x: 5, y: 9 })).toBe('f10');
    expect(formatCell({ x: 20, y: 4 })).toBe('u5');
    expect(formatCell({ x: -1, y: 3 })).toBe('(-1, 3)');
  });

  it('parse(format(p)) = p on both board sizes, upper or lower case', () => {
    fc.assert(
      fc.property(fc.constantFrom(14, 20), fc.nat(19), fc.nat(19), fc.boolean(), (size, x, y, upper) => {
        fc.pre(x < size && y < size);
        const name = formatCell({ x, y });
        expect(parseCell(upper ? name.toUpperCase() : name, size)).toEqual({ ok: true, value: { x, y } });
      }),
    );
  });

  it('orders cells by row, then column', () => {
    const points = ['f11', 'g10', 'f9', 'e10', 'f10'].map(
      (c) => (parseCell(c, 20) as { value: { x: number; y: number } }).value,
    );
    expect(points.sort(compareCells).map(formatCell)).toEqual(['f9', 'e10', 'f10', 'g10', 'f11']);
  });
});
