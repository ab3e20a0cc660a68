import { describe, expect, it } from 'vitest';
import { describeNotation } from '../../src/app/index.ts';
import { layoutFor, VARIANTS } from '../../src/engine/index.ts';
import { clearTranslationMisses, ENGLISH, translationMisses, translator } from '../../src/i18n/index.ts';
import { type MoveError, parseTrigonMove } from '../../src/notation/index.ts';
import { englishWords } from '../support/english-words.ts';

/**
 * A Trigon move that does not read, in French and Italian: each of Trigon's own error kinds has a sentence
 * of its own (not the generic line), with the facts of the English one. Inputs go through the real parser.
 */

type TrigonKind =
  | 'cell-off-row'
  | 'unknown-trigon-piece'
  | 'bad-turn'
  | 'wrong-direction'
  | 'cells-not-piece';

/** A typed move for every Trigon error kind, and facts its sentence must carry in every language. */
const TYPED: Record<TrigonKind, { readonly text: string; readonly facts: readonly string[] }> = {
  'cell-off-row': { text: 'a5,b5', facts: ['a5', '5', 'e5', 'ae5'] },
  'unknown-trigon-piece': { text: 'P5-L p14', facts: ['P5-L', 'P5', 'I6, L6, V'] },
  'bad-turn': { text: 'V p14 rot90', facts: ['rot90', '60', 'rot300'] },
  'wrong-direction': { text: 'V s13 rot0', facts: ['s13', '▼', '▲', 'rot0', 'rot120', 'rot60', 'rot300'] },
  'cells-not-piece': { text: 'V r12,r13', facts: ['V', 'r12, r13'] },
};

const layout = layoutFor(VARIANTS.trigon.board);

function errorOf(text: string): MoveError {
  const read = parseTrigonMove(text, layout);
  if (read.ok) throw new Error(`read: ${text}`);
  return read.error;
}

describe.each(['fr', 'it'] as const)('a Trigon move that does not read, in %s', (locale) => {
  const tr = translator(locale);

  it('has a sentence of its own for every Trigon kind, with the facts of the English one', () => {
    clearTranslationMisses();
    const sentences = new Set<string>();
    for (const [kind, { text, facts }] of Object.entries(TYPED)) {
      const error = errorOf(text);
      expect(error.kind).toBe(kind);
      const sentence = describeNotation(error, tr);
      expect(sentence).not.toBe(tr.t('rule.record'));
      expect(sentence).not.toBe(describeNotation(error, ENGLISH));
      for (const fact of facts) expect(sentence).toContain(fact);
      // Trigon piece names (V, I6, L6 …) and cells are notation, not English.
      expect(englishWords(sentence.replace(/\b[A-Z]\d?\b|\b[a-z]{1,2}\d{1,2}\b/g, ' '))).toEqual([]);
      sentences.add(sentence);
    }
    expect(sentences.size).toBe(Object.keys(TYPED).length);
    expect(translationMisses()).toEqual([]);
  });

  it('explains the direction rule with the turns that would fit', () => {
    const sentence = describeNotation(errorOf('V s13 rot0'), tr);
    expect(sentence).toBe(
      locale === 'fr'
        ? 'La case s13 est ▼, mais le pivot de V est ▲ avec rot0, rot120 et rot240 ; sur une case ▼, utilise rot60, rot180 ou rot300.'
        : 'La casella s13 è ▼, ma il perno di V è ▲ con rot0, rot120 e rot240; su una casella ▼ usa rot60, rot180 o rot300.',
    );
  });
});

describe('a Trigon move that does not read, in English', () => {
  it('keeps the notation layer’s sentence', () => {
    expect(describeNotation(errorOf('V s13 rot0'), translator('en'))).toBe(
      "s13 is ▼, but V's pivot is ▲ with rot0, rot120 and rot240; on a ▼ cell use rot60, rot180 or rot300.",
    );
  });
});
