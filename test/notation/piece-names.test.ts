import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIECES } from '../../src/engine/index.ts';
import {
  formatPieceName,
  isPieceInSet,
  isPieceName,
  parsePieceName,
  pieceAliases,
  pieceNamesInSet,
} from '../../src/notation/index.ts';

const index = (name: string) => PIECES.findIndex((p) => p.name === name);

/**
 * Every spelling docs/rules.md section 3 allows, upper case, with its piece: the canonical name, the canonical
 * name without its hyphen (`P5L`), and the table's aliases exactly. Written out here rather than taken from
 * the parser, so that the tests below check the parser against the rules.
 */
const ALLOWED = new Map<string, number>(
  PIECES.flatMap((piece, i) =>
    [piece.name, piece.name.replace('-', ''), ...piece.aliases].map(
      (name) => [name.toUpperCase(), i] as const,
    ),
  ),
);

describe('piece names', () => {
  it('every canonical name and alias, in any case, names its piece', () => {
    for (const [i, piece] of PIECES.entries()) {
      for (const name of [piece.name, ...pieceAliases(i)]) {
        for (const variant of [name, name.toLowerCase(), name.toUpperCase()]) {
          expect(parsePieceName(variant), variant).toEqual({ ok: true, value: i });
        }
      }
      expect(formatPieceName(i)).toBe(piece.name);
    }
  });

  it('the aliases docs/rules.md section 3 spells out', () => {
    const cases: [string, string][] = [
      ['L5', 'P5-L'],
      ['l5', 'P5-L'],
      ['p5-l', 'P5-L'],
      ['P', 'P5-P'],
      ['O', 'P4-O'],
      ['O4', 'P4-O'],
      ['S4', 'P4-Z'],
      ['Z4', 'P4-Z'],
      ['1', 'P1'],
      ['2', 'P2'],
      ['I3', 'P3-I'],
      ['V3', 'P3-V'],
      ['T4', 'P4-T'],
      ['F', 'P5-F'],
      ['N', 'P5-N'],
      ['U', 'P5-U'],
      ['W', 'P5-W'],
      ['X', 'P5-X'],
      ['Y', 'P5-Y'],
      ['Z5', 'P5-Z'],
      ['V5', 'P5-V'],
      ['T5', 'P5-T'],
      ['I5', 'P5-I'],
      [' x ', 'P5-X'],
      ['p5l', 'P5-L'],
    ];
    for (const [text, name] of cases)
      expect(parsePieceName(text), text).toEqual({ ok: true, value: index(name) });
  });

  it('no alias names two pieces', () => {
    const seen = new Map<string, string>();
    for (const piece of PIECES) {
      for (const name of [piece.name, ...piece.aliases]) {
        const key = name.toUpperCase().replace(/-/g, '');
        expect(seen.get(key) ?? piece.name, key).toBe(piece.name);
        seen.set(key, piece.name);
      }
    }
  });

  it('an unknown name lists the valid names and suggests the closest', () => {
    const result = parsePieceName('P5-Q');
    expect(result).toMatchObject({ ok: false, error: { kind: 'unknown-piece', text: 'P5-Q' } });
    if (result.ok || result.error.kind !== 'unknown-piece') throw new Error('expected an unknown piece');
    expect(result.error.valid).toEqual(PIECES.map((p) => p.name));
    expect(result.error.suggestion).toMatch(/^P5-/);
    const suggest = (text: string) => {
      const r = parsePieceName(text);
      return !r.ok && r.error.kind === 'unknown-piece' ? r.error.suggestion : 'parsed';
    };
    expect(suggest('L6')).toBe('P5-L');
    expect(suggest('X4')).toBe('P5-X');
    expect(suggest('P4-0')).toBe('P4-O');
    expect(suggest('Q5')).toBe('P5-W'); // Q sits next to W on the keyboard
    expect(suggest('P5-LL')).toBe('P5-L');
    expect(suggest('monomno')).toBe('P1');
    expect(suggest('zzzzzzzzzz')).toBeNull();
    expect(suggest('x'.repeat(500))).toBeNull();
  });

  it('Junior has 12 piece types; others are refused with the valid list', () => {
    expect(pieceNamesInSet('junior')).toEqual([
      'P1',
      'P2',
      'P3-I',
      'P3-V',
      'P4-I',
      'P4-O',
      'P4-T',
      'P4-L',
      'P4-Z',
      'P5-I',
      'P5-L',
      'P5-P',
    ]);
    expect(pieceNamesInSet()).toHaveLength(21);
    expect(isPieceInSet(index('P5-X'), 'junior')).toBe(false);
    expect(isPieceInSet(index('P5-X'), 'classic')).toBe(true);
    expect(parsePieceName('X', 'junior')).toEqual({
      ok: false,
      error: {
        kind: 'piece-not-in-set',
        piece: index('P5-X'),
        pieceSet: 'junior',
        valid: pieceNamesInSet('junior'),
      },
    });
    expect(parsePieceName('L5', 'junior')).toEqual({ ok: true, value: index('P5-L') });
    const unknown = parsePieceName('P5-Q', 'junior');
    expect(unknown.ok || unknown.error.kind !== 'unknown-piece' ? null : unknown.error.suggestion).toMatch(
      /^P5-[ILP]$/,
    );
  });
});

describe('only real names are pieces (no separators dropped)', () => {
  it('`-1`, `--1`, `1-`, `_1`, `P-1`, `P_1` and friends are unknown, with the monomino suggested', () => {
    for (const text of ['-1', '--1', '1-', '_1', '1_', 'P-1', 'P_1', 'p-1', 'P 1', '1 ', ' -1 ', '- 1']) {
      const result = parsePieceName(text);
      expect(result, JSON.stringify(text)).toMatchObject(
        text.trim() === '1'
          ? { ok: true, value: index('P1') }
          : { ok: false, error: { kind: 'unknown-piece', text } },
      );
    }
    const suggestion = (text: string) => {
      const r = parsePieceName(text);
      return !r.ok && r.error.kind === 'unknown-piece' ? r.error.suggestion : 'parsed';
    };
    for (const text of ['-1', '--1', '1-', '_1', 'P-1', 'P_1']) expect(suggestion(text), text).toBe('P1');
  });

  it('the hyphen is optional only where a canonical name has one, and nowhere else', () => {
    expect(parsePieceName('p5l')).toEqual({ ok: true, value: index('P5-L') });
    expect(parsePieceName('P3i')).toEqual({ ok: true, value: index('P3-I') });
    for (const text of [
      'P5_L',
      'P5 L',
      'P-5-L',
      'P5--L',
      'L-5',
      'L_5',
      'X-',
      '-X',
      'MONO-MINO',
      'O-4',
      'P-5',
    ]) {
      expect(parsePieceName(text).ok, text).toBe(false);
      expect(isPieceName(text), text).toBe(false);
    }
  });

  it('for any string: a piece iff the trimmed, upper-cased text is an allowed spelling (fast-check)', () => {
    const spelling = fc.constantFrom(...ALLOWED.keys());
    const caseMixed = fc
      .tuple(spelling, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
      .map(([s, lower]) => [...s].map((ch, i) => (lower[i] ? ch.toLowerCase() : ch)).join(''));
    const noise = fc.constantFrom('', ' ', '\t', '\n', '-', '--', '_', '.', '\u00a0', '\u200b', 'P', '0');
    const nearMiss = fc
      .tuple(noise, caseMixed, noise, fc.nat(8), noise)
      .map(([before, s, after, at, inside]) => `${before}${s.slice(0, at)}${inside}${s.slice(at)}${after}`);
    const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 12 }), caseMixed, nearMiss);
    fc.assert(
      fc.property(anyText, (text) => {
        const expected = ALLOWED.get(text.trim().toUpperCase());
        const result = parsePieceName(text);
        expect(result.ok ? result.value : undefined).toBe(expected);
        expect(isPieceName(text)).toBe(expected !== undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
