import { describe, expect, it } from 'vitest';
import {
  type GameEvent,
  layoutFor,
  moveCellList,
  moveFromCells,
  newGame,
  play,
  replay,
  scoresOf,
  searchPuzzle,
} from '../../src/engine/index.ts';
import { exportSgf, importSgf } from '../../src/notation/index.ts';
import { solutionEvents } from '../support/puzzle-solution.ts';

/**
 * The tetromino puzzle: 20 tetrominoes, four colours, an 8 × 10 rectangle, one corner-connected
 * group per colour, any colour on any turn.
 */

const VARIANT = 'puzzle-tetrominoes';
const layout = layoutFor('rect-8x10');

/** The known solution (found by the search), colour by colour, each colour's pieces in a corner walk. */
function solution(): (GameEvent & { type: 'place' })[] {
  return solutionEvents()
    .flat()
    .map((p) => ({ type: 'place' as const, ...p }));
}

describe('the tetromino puzzle', () => {
  it('is the five tetrominoes of four colours on 8 × 10, with no bonus and one player', () => {
    const game = newGame(VARIANT);
    expect([game.layout.width, game.layout.height]).toEqual([8, 10]);
    expect(game.variant.seats).toBe(1);
    expect(scoresOf(game).squaresLeft).toEqual([20, 20, 20, 20]);
  });

  it('accepts a known solution: all 20 placed, the board full, the game over', () => {
    const events = solution();
    expect(events).toHaveLength(20);
    const game = replay(VARIANT, {}, events);
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    expect(game.value.toMove).toBeNull();
    expect(scoresOf(game.value).squaresLeft).toEqual([0, 0, 0, 0]);
    const record = exportSgf(game.value);
    expect(record).toMatch(/^\(;FF\[4\]CA\[UTF-8\]GM\[Blokus\]XBV\[puzzle-tetrominoes\];1\[/);
    expect(importSgf(record).ok).toBe(true);
  });

  it('lets any colour move on any turn, first pieces anywhere, later ones by a corner', () => {
    let game = newGame(VARIANT);
    const at = (cells: number[]) => moveFromCells(layout, cells)!;
    const first = play(game, at([36, 37, 44, 45]), 2); // Red's O in the middle, though Blue is "to move"
    if (!first.ok) throw new Error(first.error.kind);
    game = first.value.game;
    expect(play(game, at([38, 46, 54, 62]), 2)).toMatchObject({ ok: false, error: { kind: 'own-edge' } });
    expect(play(game, at([0, 1, 2, 3]), 2)).toMatchObject({ ok: false, error: { kind: 'no-corner' } });
    expect(play(game, at([0, 1, 2, 3]), 3).ok).toBe(true);
    expect(play(game, at([54, 55, 62, 70]), 2).ok).toBe(true);
  });

  it('completes a half-filled board by search', () => {
    const known = solution();
    const placed = known.filter((e) => Math.min(...moveCellList(layout, e.move)) < 32);
    const found = searchPuzzle(layout, 4, 'tetrominoes', { placed, maxNodes: 5_000_000 });
    expect(found.events).not.toBeNull();
    const game = replay(VARIANT, {}, [
      ...placed,
      ...found.events!.filter(
        (e) => !placed.some((p) => p.type === 'place' && e.type === 'place' && p.move === e.move),
      ),
    ]);
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    expect(scoresOf(game.value).squaresLeft).toEqual([0, 0, 0, 0]);
  });

  // About 2 million nodes, some 7 s here: the proof that the puzzle is solvable under the strict reading.
  it('is solvable: the search finds a solution from the empty board', () => {
    const found = searchPuzzle(layout, 4, 'tetrominoes');
    expect(found.events).toHaveLength(20);
    const game = replay(VARIANT, {}, found.events!);
    expect(game.ok && game.value.toMove).toBeNull();
    expect(scoresOf(game.ok ? game.value : newGame(VARIANT)).squaresLeft).toEqual([0, 0, 0, 0]);
  }, 120_000);
});
