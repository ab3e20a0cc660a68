import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, oneLine } from '../../src/notation/index.ts';

/** Whether a string is well-formed UTF-16: every surrogate is half of a pair. */
const wellFormed = (s: string) => !/\p{Cs}/u.test(s);
const graphemeEnds = (s: string) =>
  new Set([
    0,
    ...[...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].map(
      (g) => g.index + g.segment.length,
    ),
  ]);

const FAMILY = '👨‍👩‍👧‍👦'; // 11 units: four emoji joined by three ZWJs
const FLAG = '🇳🇱'; // 4 units: two regional indicators

/** Any text, with the hard cases (emoji, ZWJ sequences, flags, combining marks, lone surrogates) made likely. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 150 }),
  fc.string({ unit: 'binary', maxLength: 150 }),
  fc.string({
    unit: fc.constantFrom(
      '😀',
      FAMILY,
      FLAG,
      'x',
      ' ',
      '  ',
      '\t',
      '\n',
      '\r',
      '\u0000',
      'e\u0301',
      '\ud83d',
      '\ude00',
    ),
    maxLength: 60,
  }),
);

describe('oneLine', () => {
  it('turns each run of white space and control characters into one space, and trims', () => {
    expect(oneLine('  a\tb\n\nc\r\n d \u0000e\u007f  ')).toBe('a b c d e');
    expect(oneLine('P5-L  ·  e5')).toBe('P5-L · e5');
    expect(oneLine(`${FAMILY}\n${FLAG}`)).toBe(`${FAMILY} ${FLAG}`);
  });
});

describe('fitText', () => {
  it('leaves text within the limit alone, white space included', () => {
    expect(fitText('P5-L e5', 100)).toBe('P5-L e5');
    expect(fitText('a  ·  b', 7)).toBe('a  ·  b');
    expect(fitText(`${FAMILY} ${FLAG}`, 16)).toBe(`${FAMILY} ${FLAG}`);
  });

  it('cuts between graphemes, never inside a surrogate pair or a ZWJ sequence', () => {
    // 98 units of x, then emoji: slice(0, 99) kept half of the first one.
    expect(fitText(`${'x'.repeat(98)}😀😀`, 100)).toBe(`${'x'.repeat(98)}…`);
    expect(fitText(`${'x'.repeat(90)}${FAMILY}`, 100)).toBe(`${'x'.repeat(90)}…`);
    expect(fitText(`${'x'.repeat(80)}${FAMILY}${FAMILY}`, 100)).toBe(`${'x'.repeat(80)}${FAMILY}…`);
    expect(fitText(FLAG.repeat(30), 100)).toBe(`${FLAG.repeat(24)}…`);
    expect(fitText(`e${'\u0301'.repeat(200)}`, 100)).toBe('…'); // one grapheme longer than the limit
  });

  it('no white space before the ellipsis; a custom or empty ellipsis', () => {
    expect(fitText('abc def', 5)).toBe('abc…');
    expect(fitText('abcdef', 4, '')).toBe('abcd');
    expect(fitText('abcdef', 4, '...')).toBe('a...');
    expect(fitText('abcdef', 2, '...')).toBe('');
  });

  it('repairs lone surrogates', () => {
    expect(fitText('a\ud83db', 100)).toBe('a\ufffdb');
    expect(fitText('\ude00', 100)).toBe('\ufffd');
  });

  it('for any text: within the limit, well-formed, whole graphemes of the input (fast-check)', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 120 }), (s, max) => {
        const out = fitText(s, max);
        expect(out.length).toBeLessThanOrEqual(max);
        expect(wellFormed(out)).toBe(true);
        const whole = fitText(s, Number.MAX_SAFE_INTEGER);
        if (whole.length <= max) {
          expect(out).toBe(whole);
          return;
        }
        expect(out.endsWith('…')).toBe(true);
        const kept = out.slice(0, -1);
        expect(whole.startsWith(kept)).toBe(true);
        expect(graphemeEnds(whole).has(kept.length)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('for any text, fitText(oneLine(text), 100): at most 100 units, well-formed, no tab or line break (fast-check)', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = fitText(oneLine(s), 100);
        expect(out.length).toBeLessThanOrEqual(100);
        expect(wellFormed(out)).toBe(true);
        expect(out).not.toMatch(/[\t\n\r]/);
      }),
      { numRuns: 1000 },
    );
  });
});
