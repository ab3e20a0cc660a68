import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeNotation } from '../../src/describe/rule-errors.ts';
import { layoutFor } from '../../src/engine/index.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import {
  importSgf,
  parseCell,
  parseCellList,
  parseMove,
  parseOrientation,
  parsePieceName,
} from '../../src/notation/index.ts';

/** Runs every parser on a string; each must return a Result, and every error must have a sentence. */
function parseEverything(text: string): void {
  const results = [
    parseCell(text, 20),
    parseCell(text, 14),
    parsePieceName(text),
    parsePieceName(text, 'junior'),
    parseOrientation(text),
    parseMove(text, 20),
    parseMove(text, 14, { pieceSet: 'junior' }),
    parseCellList(text, layoutFor(20)),
    parseCellList(text, layoutFor(14)),
    importSgf(text),
  ];
  for (const result of results) {
    expect(typeof result.ok).toBe('boolean');
    if (!result.ok) expect(describeNotation(result.error, ENGLISH).length).toBeGreaterThan(0);
  }
}

/** Strings made of the pieces of real input, so the parsers get past their first checks. */
const wordy = fc
  .array(
    fc.constantFrom(
      'P5-L',
      'l5',
      'e5',
      'X',
      'x',
      'rot90',
      'r180',
      '90',
      'flip',
      'u5',
      'a0',
      'i1',
      ',',
      ' ',
      '  ',
      'P',
      '1',
      '2',
      'f5',
      'g5',
      'g6',
      'g7',
      'zz',
      '-',
      'é',
      '\u0000',
      '\n',
    ),
    { maxLength: 12 },
  )
  .map((words) => words.join(''));

/** Strings made of SGF tokens. */
const sgfy = fc
  .array(
    fc.constantFrom(
      '(',
      ')',
      ';',
      '[',
      ']',
      '\\',
      'GM',
      '[Blokus]',
      '[Blokus Duo]',
      'B',
      'W',
      '1',
      '2',
      'XBR',
      'XBV',
      'XBF',
      '[a20]',
      '[t20]',
      '[e10,e11]',
      '[j5]',
      '[teams]',
      '[1]',
      'AB',
      ' ',
      '\n',
      'C',
      '[x\\]]',
      'gm',
    ),
    { maxLength: 30 },
  )
  .map((tokens) => tokens.join(''));

describe('parsers never throw', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (s) => parseEverything(s)),
      { numRuns: 300 },
    );
  });
  it('on arbitrary Unicode, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => parseEverything(s)),
      { numRuns: 300 },
    );
  });
  it('on long strings', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 150, maxLength: 2000 }), (s) => parseEverything(s)),
      { numRuns: 40 },
    );
    parseEverything('e5 '.repeat(10_000));
    parseEverything(`(${';'.repeat(100_000)})`);
    parseEverything(`${'('.repeat(50_000)};${')'.repeat(50_000)}`);
    parseEverything(`(;GM[Blokus]${';1[a20]'.repeat(20_000)})`);
  });
  it('on strings built from move words', () => {
    fc.assert(
      fc.property(wordy, (s) => parseEverything(s)),
      { numRuns: 500 },
    );
  });
  it('on strings built from SGF tokens', () => {
    fc.assert(
      fc.property(sgfy, (s) => parseEverything(s)),
      { numRuns: 500 },
    );
  });
});
