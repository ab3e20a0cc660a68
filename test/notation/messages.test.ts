import { describe, expect, it } from 'vitest';
import { describeNotation, describePlacement } from '../../src/describe/rule-errors.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import { pieceNamesInSet } from '../../src/notation/index.ts';
import { NOTATION, PLACEMENT, p } from './error-samples.ts';

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
