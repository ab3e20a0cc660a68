import { describe, expect, it } from 'vitest';
import { PIECES } from '../../src/engine/index.ts';
import {
  formatPieceName,
  isPieceInSet,
  parsePieceName,
  pieceAliases,
  pieceNamesInSet,
} from '../../src/notation/index.ts';

const index = (name: string) => PIECES.findIndex((p) => p.name === name);

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

  it('the aliases RULES.md section 3 spells out', () => {
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
