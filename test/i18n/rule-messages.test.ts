import { describe, expect, it } from 'vitest';
import { describeNotation, describePlacement } from '../../src/describe/rule-errors.ts';
import {
  CATALOGUES,
  clearTranslationMisses,
  ENGLISH,
  LOCALES,
  translationMisses,
  translator,
} from '../../src/i18n/index.ts';
import { pieceNamesInSet } from '../../src/notation/index.ts';
import { NOTATION, PLACEMENT, p, piece } from '../notation/error-samples.ts';
import { placeholdersOf } from '../support/catalogue-problems.ts';

/**
 * The refusals of the rules and the notation come from the catalogues in every language, English included:
 * English says word for word what the notation layer used to write, and French and Italian have a sentence
 * of their own for every kind, with every blank filled.
 */

/** English, for every kind of notation error: the sentences src/notation wrote before they moved. */
const ENGLISH_NOTATION: Record<keyof typeof NOTATION, string> = {
  'bad-cell': "'5e' is not a cell. Cells are a column letter and a row number (a1–t20).",
  'cell-off-board': 'u5 is off the board: its cells run a1–t20.',
  'cell-off-row': 'c5 is off the board: row 5 runs from e5 to ae5.',
  'unknown-trigon-piece': "Unknown Trigon piece 'L7'. Did you mean L6? Valid pieces: I6, L6.",
  'bad-turn':
    "'rot90' is not a Trigon turn: turns are multiples of 60° (rot0, rot60 or rot120, clockwise), and flip mirrors the piece first.",
  'wrong-direction':
    "s13 is ▼, but V's pivot is ▲ with rot0, rot120 and rot240; on a ▼ cell use rot60, rot180 or rot300.",
  'cells-not-piece': 'The cells r12, r13 do not form V.',
  'unknown-piece': `Unknown piece 'Q5'. Did you mean P5-W? Valid pieces: ${pieceNamesInSet().join(', ')}.`,
  'piece-not-in-set': `P5-X is not one of the Junior pieces. Valid pieces: ${pieceNamesInSet('junior').join(', ')}.`,
  'unknown-orientation':
    "'rot45' is not an orientation. Use rot0, rot90, rot180 or rot270 (turned clockwise), and flip to mirror the piece first.",
  'conflicting-orientation': 'Give at most one turn and one flip, not rot90 and rot180.',
  empty:
    'Nothing to place. Write a piece, its square and an orientation (e.g. P5-L e5 rot90 flip), or the cells it covers (e.g. e5,f5,g5,g6,g7).',
  'duplicate-cell': 'e5 is listed twice.',
  'too-many-cells': '6 cells are too many: a piece covers at most 5.',
  'not-a-piece': 'The cells e5, g5 do not form a Blokus piece.',
  'mixed-forms':
    "'rot90' does not belong in a cell list. List only the cells (e.g. e5,f5,g5,g6,g7), or write the piece form without commas (e.g. P5-L e5 rot90).",
  'too-long':
    'That is too long (300 characters, at most 200). Write a piece, its square and an orientation (e.g. P5-L e5 rot90 flip), or the cells it covers (e.g. e5,f5,g5,g6,g7).',
  'unknown-word':
    "I don't understand 'hello'. Write a piece, its square and an orientation (e.g. P5-L e5 rot90 flip), or the cells it covers (e.g. e5,f5,g5,g6,g7).",
  'missing-piece': 'Which piece? Add its name, e.g. P5-L e5 rot90.',
  'missing-square':
    'Where should P5-L go? Add the square for its pivot, e.g. P5-L e5 rot90. For the monomino on l5, write P1 l5.',
  'two-squares':
    "Give one square for the piece's pivot, not e5, f6. To list every cell of the piece instead, separate them with commas.",
  'two-pieces': 'Give one piece, not P5-X and P5-L.',
  'sgf-too-long': 'The record is too long (2,000,000 characters, at most 1,000,000).',
  'sgf-syntax': "The record is not valid SGF at character 12: expected ')', found the end of the record.",
  'sgf-not-blokus': 'GM[1] is not a game this bot plays. Supported: GM[Blokus], GM[Blokus Duo].',
  'sgf-unknown-variant': "Unknown variant 'chess'. Known variants: classic, teams.",
  'sgf-variant-mismatch': 'The record is GM[Blokus] but says variant duo, which is GM[Blokus Duo].',
  'sgf-bad-option':
    'XBF[yes] is not valid here (fast contact is XBF[1], for the classic-board variants only).',
  'sgf-unsupported': 'The record uses AB (setup positions), which this bot does not support.',
  'sgf-wrong-property': 'Move 3: B is not a colour of this game; use 1, 2, 3 or 4.',
  'sgf-two-moves': 'Move 4: one node holds several moves (1, 2).',
  'sgf-bad-move': 'Move 2: e5 is listed twice.',
  'sgf-illegal': 'Move 7 (Red): f6 is already taken by Blue.',
};

/** English, for every kind of placement or resignation error on a 20 × 20 board. */
const ENGLISH_PLACEMENT: Record<keyof typeof PLACEMENT, string> = {
  'game-over': 'The game is over: nobody can move any more.',
  'not-turn': "It is Yellow's turn, not Blue's.",
  'piece-used': 'P5-L is already used by Blue.',
  'off-board': 'Off the board at u5, u6. The board runs a1–t20.',
  'outside-figure': "Outside the figure at a1, b1: only the figure's squares may be covered.",
  'not-a-piece': 'The squares a20, c20 do not form that piece.',
  overlap: 'f6 is already taken by Red.',
  'own-edge': 'That touches your own piece at f6 (edge contact is not allowed with your own colour).',
  'missing-start': "Blue's first piece must cover a20.",
  'no-start-point': "Red's first piece must cover a free start point: r15, j12.",
  'no-corner': 'The piece must touch a Blue piece corner to corner.',
  'already-out': 'Green is already out of the game.',
};

describe('refusals of the rules and the notation', () => {
  it('English says what the notation layer said, for every kind', () => {
    for (const [kind, error] of Object.entries(NOTATION)) {
      expect(describeNotation(error, ENGLISH), kind).toBe(ENGLISH_NOTATION[kind as keyof typeof NOTATION]);
    }
    for (const [kind, error] of Object.entries(PLACEMENT)) {
      expect(describePlacement(error, 20, ENGLISH), kind).toBe(
        ENGLISH_PLACEMENT[kind as keyof typeof PLACEMENT],
      );
    }
  });

  it('English names the edges a piece sticks out past, and the monomino a lone cell may be', () => {
    const off = (squares: { x: number; y: number }[], size?: number) =>
      describePlacement({ kind: 'off-board', squares }, size, ENGLISH);
    expect(off([{ x: -1, y: 3 }], 20)).toBe('Off the board past the left edge. The board runs a1–t20.');
    expect(off([{ x: 2, y: -1 }])).toBe('Off the board past the bottom edge.');
    expect(
      off([
        { x: -1, y: 0 },
        { x: 0, y: -1 },
      ]),
    ).toBe('Off the board past the bottom and left edges.');
    expect(off([p('u1'), { x: -1, y: 0 }])).toBe('Off the board at u1 and past the left edge.');
    expect(describeNotation({ kind: 'missing-square', piece: piece('P1'), text: 'E5' }, ENGLISH)).toBe(
      'Where should P1 go? Add the square for its pivot, e.g. P1 e5 rot90. For the monomino on e5, write P1 e5.',
    );
    expect(describeNotation({ kind: 'missing-square', piece: piece('P5-L'), text: 'P5-L' }, ENGLISH)).toBe(
      'Where should P5-L go? Add the square for its pivot, e.g. P5-L e5 rot90.',
    );
  });

  it('the moved messages have the same blanks in every language', () => {
    const blanks: Record<string, string[]> = {
      'rule.off-board': ['cells', 'edges', 'range'],
      'rule.off-board-edge': ['edges', 'range'],
      'rule.missing-square': ['cell', 'piece'],
      'sgf.syntax': ['found', 'offset', 'open', 'property', 'purpose', 'tokens'],
    };
    for (const locale of LOCALES) {
      for (const [key, names] of Object.entries(blanks)) {
        const message = (CATALOGUES[locale] as Record<string, string | undefined>)[key];
        expect(message, `${locale}:${key}`).toBeDefined();
        expect(placeholdersOf(message ?? '', locale), `${locale}:${key}`).toEqual(names);
      }
    }
  });

  describe.each(['fr', 'it'] as const)('in %s', (locale) => {
    const tr = translator(locale);

    it('has a sentence of its own for every kind, every blank filled, nothing from English', () => {
      clearTranslationMisses();
      const sentences = [
        ...Object.values(NOTATION).map((e) => [
          e.kind,
          describeNotation(e, tr),
          describeNotation(e, ENGLISH),
        ]),
        ...Object.values(PLACEMENT).map((e) => [
          e.kind,
          describePlacement(e, 20, tr),
          describePlacement(e, 20, ENGLISH),
        ]),
      ];
      for (const [kind, sentence, english] of sentences) {
        expect(sentence, kind).not.toBe(english);
        expect(sentence, kind).not.toMatch(/[{}]|undefined|NaN/);
      }
      expect(translationMisses()).toEqual([]);
    });

    it('names the edges and the monomino, and what the record lacked the punctuation for', () => {
      const edges = describePlacement({ kind: 'off-board', squares: [p('u1'), { x: -1, y: 0 }] }, 20, tr);
      const monomino = describeNotation({ kind: 'missing-square', piece: piece('P1'), text: 'E5' }, tr);
      const syntax = describeNotation(
        { kind: 'sgf-syntax', offset: 4, tokens: ['['], at: ')', purpose: { kind: 'value', property: 'GM' } },
        tr,
      );
      if (locale === 'fr') {
        expect(edges).toBe('Hors du plateau en u1, et au-delà du bord gauche. Le plateau va de a1–t20.');
        expect(monomino).toContain('Pour le monomino en e5, écris P1 e5.');
        expect(syntax).toContain('j’attendais « [ » (une valeur de GM) à cet endroit');
      } else {
        expect(edges).toBe(
          'Fuori dal tabellone in u1, e oltre il bordo sinistro. Il tabellone va da a1–t20.',
        );
        expect(monomino).toContain('Per il monomino in e5, scrivi P1 e5.');
        expect(syntax).toContain('qui mi aspettavo «[» (un valore di GM),');
      }
    });
  });
});
