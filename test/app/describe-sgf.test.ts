import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeNotation } from '../../src/app/index.ts';
import { clearTranslationMisses, ENGLISH, translationMisses, translator } from '../../src/i18n/index.ts';
import { importSgf, MAX_SGF_LENGTH, type SgfError } from '../../src/notation/index.ts';
import { englishWords } from '../support/english-words.ts';

/**
 * Why a game record cannot be read, in French and Italian: every kind of SgfError has a sentence of its own
 * (not one generic line), with the facts of the English one (move number, property, position), no English
 * word and no catalogue falling back to English. Records are read by the real parser.
 */

/** A broken record for every kind of SgfError, and a fact its sentence must carry in every language. */
const BROKEN: Record<SgfError['kind'], { readonly record: string; readonly fact: string }> = {
  'sgf-too-long': { record: `(;GM[Blokus]C[${'x'.repeat(MAX_SGF_LENGTH)}])`, fact: 'GM' },
  'sgf-syntax': { record: '(;GM[Blokus]', fact: '13' },
  'sgf-not-blokus': { record: '(;FF[4]GM[1];B[aa])', fact: 'GM[1]' },
  'sgf-unknown-variant': { record: '(;GM[Blokus]XBV[chess])', fact: 'chess' },
  'sgf-variant-mismatch': { record: '(;GM[Blokus]XBV[duo])', fact: 'GM[Blokus Duo]' },
  'sgf-bad-option': { record: '(;GM[Blokus]XBF[yes])', fact: 'XBF[yes]' },
  'sgf-unsupported': { record: '(;GM[Blokus]AB[a20])', fact: 'AB' },
  'sgf-wrong-property': { record: '(;GM[Blokus];B[a20])', fact: 'B' },
  'sgf-two-moves': { record: '(;GM[Blokus];1[a20]2[t20])', fact: '1, 2' },
  'sgf-bad-move': { record: '(;GM[Blokus];1[a20];2[zz9])', fact: 'zz9' },
  'sgf-illegal': { record: '(;GM[Blokus Duo];B[a1])', fact: '1' },
};

function errorOf(record: string): SgfError {
  const result = importSgf(record);
  if (result.ok) throw new Error(`imported: ${record.slice(0, 40)}`);
  return result.error;
}

describe.each(['fr', 'it'] as const)('a record that cannot be read, in %s', (locale) => {
  const tr = translator(locale);

  it('has a sentence of its own for every kind, with the facts of the English one', () => {
    clearTranslationMisses();
    const sentences = new Map<string, string>();
    for (const [kind, { record, fact }] of Object.entries(BROKEN)) {
      const error = errorOf(record);
      expect(error.kind).toBe(kind);
      const text = describeNotation(error, tr);
      expect(text).not.toBe(tr.t('rule.record'));
      expect(text).not.toBe(describeNotation(error, ENGLISH));
      // GM[Blokus Two-Player] and the like are SGF's own names, notation like P5-L.
      expect(englishWords(text.replace(fact, ' ').replace(/GM\[[^\]]*\]/g, ' '))).toEqual([]);
      if (kind !== 'sgf-too-long') expect(text).toContain(fact);
      sentences.set(kind, text);
    }
    expect(new Set(sentences.values()).size).toBe(Object.keys(BROKEN).length);
    expect(translationMisses()).toEqual([]);
    // A few whole sentences, to read.
    const syntax = describeNotation(errorOf('(;GM[Blokus]]'), tr);
    const illegal = describeNotation(errorOf('(;GM[Blokus Duo];B[a1])'), tr);
    if (locale === 'fr') {
      expect(syntax).toBe(
        'Le fichier de partie n’est pas du SGF valide au caractère 13 : j’attendais « ; », « ( » ou « ) » à cet endroit, mais j’y trouve « ] ».',
      );
      expect(illegal).toMatch(/^Coup 1 \(Violet\) : /);
      expect(describeNotation(errorOf(`(;GM[Blokus]C[${'x'.repeat(MAX_SGF_LENGTH)}])`), tr)).toMatch(
        /^Le fichier de partie est trop long \(1\u202f000\u202f0\d\d caractères, 1\u202f000\u202f000 au plus\)\.$/,
      );
    } else {
      expect(syntax).toBe(
        'Il file della partita non è SGF valido al carattere 13: qui mi aspettavo «;», «(» o «)», ma trovo «]».',
      );
      expect(illegal).toMatch(/^Mossa 1 \(Viola\): /);
    }
  });

  it('says something in the language for any text at all (fast-check)', () => {
    clearTranslationMisses();
    const alphabet = fc.constantFrom(
      '(',
      ')',
      ';',
      '[',
      ']',
      '\\',
      ' ',
      'G',
      'M',
      'B',
      '1',
      '2',
      'a',
      'e',
      '9',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: alphabet, maxLength: 40 }),
          fc.string({ unit: alphabet, maxLength: 20 }).map((tail) => `(;GM[Blokus]${tail}`),
          fc.string({ unit: alphabet, maxLength: 20 }).map((tail) => `(;GM[Blokus Duo];1[${tail}`),
        ),
        (record) => {
          const result = importSgf(record);
          if (result.ok) return;
          const text = describeNotation(result.error, tr);
          expect(text.length).toBeGreaterThan(10);
          expect(text).not.toBe(tr.t('rule.record'));
          expect(englishWords(text.replace(/GM\[[^\]]*\]|«[^»]*»|\([^)]*\)/g, ' '))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
    expect(translationMisses()).toEqual([]);
  });
});
