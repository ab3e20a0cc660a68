import { describe, expect, it } from 'vitest';
import { TRANSFORMS } from '../../src/engine/index.ts';
import { formatTransform, parseOrientation } from '../../src/notation/index.ts';

describe('orientation words', () => {
  it('rot0/rot90/rot180/rot270, r90, 90 and flip, in any order and case', () => {
    expect(parseOrientation('')).toEqual({ ok: true, value: { flip: false, rotation: 0 } });
    expect(parseOrientation([])).toEqual({ ok: true, value: { flip: false, rotation: 0 } });
    for (const words of ['rot90', 'r90', '90', 'ROT90', 'R90']) {
      expect(parseOrientation(words), words).toEqual({ ok: true, value: { flip: false, rotation: 90 } });
    }
    for (const words of ['rot270 flip', 'flip rot270', 'FLIP r270', ['flip', '270']]) {
      expect(parseOrientation(words)).toEqual({ ok: true, value: { flip: true, rotation: 270 } });
    }
    expect(parseOrientation('flip')).toEqual({ ok: true, value: { flip: true, rotation: 0 } });
    expect(parseOrientation('rot180')).toEqual({ ok: true, value: { flip: false, rotation: 180 } });
  });

  it('rejects unknown words and contradictions', () => {
    expect(parseOrientation('rot45')).toMatchObject({
      ok: false,
      error: { kind: 'unknown-orientation', text: 'rot45' },
    });
    expect(parseOrientation('turn')).toMatchObject({ ok: false, error: { kind: 'unknown-orientation' } });
    expect(parseOrientation('rot90 r180')).toEqual({
      ok: false,
      error: { kind: 'conflicting-orientation', words: ['rot90', 'r180'] },
    });
    expect(parseOrientation('flip flip')).toMatchObject({
      ok: false,
      error: { kind: 'conflicting-orientation' },
    });
    expect(parseOrientation('90 90')).toMatchObject({
      ok: false,
      error: { kind: 'conflicting-orientation' },
    });
  });

  it('format and parse are inverse on all 8 transforms', () => {
    expect(TRANSFORMS.map(formatTransform)).toEqual([
      'rot0',
      'rot90',
      'rot180',
      'rot270',
      'flip',
      'rot90 flip',
      'rot180 flip',
      'rot270 flip',
    ]);
    for (const t of TRANSFORMS) expect(parseOrientation(formatTransform(t))).toEqual({ ok: true, value: t });
  });
});
