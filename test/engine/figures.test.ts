import { describe, expect, it } from 'vitest';
import { puzzleHint } from '../../src/ai/index.ts';
import { describePlacement } from '../../src/describe/rule-errors.ts';
import { FIGURE_DRAWINGS, FIGURE_VARIANTS } from '../../src/engine/figures.ts';
import {
  ALL_VARIANT_IDS,
  checkPlacement,
  legalMoves,
  newGame,
  PIECE_SETS,
  PIECE_SHAPES,
  play,
  pointOf,
  replay,
  scoresOf,
  searchPuzzle,
  type VariantId,
} from '../../src/engine/index.ts';
import { LOCALES, translator } from '../../src/i18n/index.ts';
import { exportSgf, importSgf, parseCell } from '../../src/notation/index.ts';

/**
 * The figures to fill (the rule book's "reproduce an imposed figure"): each is only its own squares, takes
 * the pieces it gives under the tetromino puzzle's rule, and is solvable, which the engine's search proves
 * here from the empty figure on every run.
 */

const FIGURES = Object.keys(FIGURE_VARIANTS) as (keyof typeof FIGURE_VARIANTS)[];
const cell = (name: string) => {
  const parsed = parseCell(name, 26);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

describe('the figures', () => {
  it('are five variants, offered with the others, each a figure of 4 colours and its own pieces', () => {
    expect(FIGURES).toEqual([
      'figure-heart',
      'figure-cross',
      'figure-stairs',
      'figure-house',
      'figure-arrow',
    ]);
    for (const id of FIGURES) {
      expect(ALL_VARIANT_IDS).toContain(id);
      const game = newGame(id);
      expect(game.variant.seats).toBe(1);
      expect(game.variant.freeColorOrder).toBe(true);
      // The figure's squares are as many as the pieces given cover: solved means filled.
      const drawing = FIGURE_DRAWINGS[id.slice('figure-'.length)]!;
      const squares = drawing.join('').split('#').length - 1;
      const perColor = PIECE_SETS[game.variant.pieceSet].reduce(
        (sum, n, p) => sum + n * PIECE_SHAPES[p]!.size,
        0,
      );
      expect(squares).toBe(4 * perColor);
      expect(scoresOf(game).squaresLeft).toEqual([perColor, perColor, perColor, perColor]);
      expect([game.layout.width, game.layout.height]).toEqual([drawing[0]!.length, drawing.length]);
    }
  });

  for (const id of FIGURES) {
    it(`${id} is solvable: the search fills it from the empty figure, and the engine accepts the solution`, () => {
      const game = newGame(id);
      const started = performance.now();
      const found = searchPuzzle(game.layout, 4, game.variant.pieceSet, { maxNodes: 100_000 });
      // Each takes at most some 17,000 nodes (well under a second).
      expect(found.events, `${id}: ${found.nodes} nodes`).not.toBeNull();
      expect(performance.now() - started).toBeLessThan(2_000);
      const solved = replay(id, {}, found.events!);
      if (!solved.ok) throw new Error(JSON.stringify(solved.error));
      expect(solved.value.toMove).toBeNull();
      expect(scoresOf(solved.value).squaresLeft).toEqual([0, 0, 0, 0]);
    });
  }

  it('has no squares outside the figure: placements there are refused, in every language', () => {
    const game = newGame('figure-heart');
    // a1 is outside the heart (its bottom row is d1–e1); a2–d2 would be the P4-I.
    const piece = PIECE_SHAPES.findIndex((p) => p.name === 'P3-I');
    const outside = checkPlacement(game, 0, piece, [cell('a1'), cell('b1'), cell('c1')]);
    expect(outside).toEqual({
      ok: false,
      error: { kind: 'outside-figure', squares: [cell('a1'), cell('b1'), cell('c1')] },
    });
    const past = checkPlacement(game, 0, piece, [cell('h3'), cell('i3'), cell('j3')]);
    expect(past).toMatchObject({ ok: false, error: { kind: 'outside-figure' } });
    const words = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        describePlacement(outside.ok ? { kind: 'game-over' } : outside.error, 8, translator(locale)),
      ]),
    );
    expect(words).toEqual({
      en: "Outside the figure at a1, b1, c1: only the figure's squares may be covered.",
      fr: 'Hors de la figure en a1, b1, c1 : seules les cases de la figure peuvent être couvertes.',
      it: 'Fuori dalla figura in a1, b1, c1: si possono coprire solo le caselle della figura.',
    });
    // No move of the layout covers a square outside: the first piece goes anywhere inside, and only there.
    for (let color = 0; color < 4; color++) {
      for (const move of legalMoves(game, color)) {
        for (let k = 0; k < game.layout.moveSize[move]!; k++) {
          const p = pointOf(game.layout, game.layout.moveCells[move * game.layout.stride + k]!);
          expect(game.layout.geometry.isOnBoard(p.x, p.y)).toBe(true);
        }
      }
    }
    const inside = checkPlacement(game, 2, piece, [cell('b5'), cell('c5'), cell('d5')]);
    expect(inside.ok).toBe(true);
  });

  it('is solved only when every piece is placed, and its record names the figure', () => {
    const id: VariantId = 'figure-cross';
    const found = searchPuzzle(newGame(id).layout, 4, newGame(id).variant.pieceSet);
    const events = found.events!;
    const almost = replay(id, {}, events.slice(0, -1));
    if (!almost.ok) throw new Error(JSON.stringify(almost.error));
    expect(almost.value.toMove).not.toBeNull();
    const last = events.at(-1)!;
    if (last.type !== 'place') throw new Error('not a placement');
    const done = play(almost.value, last.move, last.color);
    if (!done.ok) throw new Error(done.error.kind);
    expect(done.value.game.toMove).toBeNull();
    const record = exportSgf(done.value.game);
    expect(record).toMatch(/^\(;FF\[4\]CA\[UTF-8\]GM\[Blokus\]XBV\[figure-cross\];1\[/);
    const read = importSgf(record);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.variant).toBe('figure-cross');
    expect(read.value.game.toMove).toBeNull();
  });

  it('has hints: the solver says a solution goes on, and its pieces fit now', () => {
    const game = newGame('figure-house');
    const hint = puzzleHint(game);
    expect(hint.found).toBe('solution');
    expect(hint.moves.length).toBeGreaterThan(0);
    for (const m of hint.moves) expect(legalMoves(game, m.color)).toContain(m.move);
  });
});
