import { describe, expect, it } from 'vitest';
import { playsVariant, puzzleHint } from '../../src/ai/index.ts';
import { legalMoves, play, replay } from '../../src/engine/index.ts';
import { interleavedSolution, stuckPuzzleEvents } from '../support/puzzle-solution.ts';

/**
 * The puzzle's solver: from a position it says whether a solution goes on, with pieces of it that
 * fit now; a dead position is proven dead; a search cut short says so rather than guessing.
 */

const position = (events: Parameters<typeof replay>[2]) => {
  const game = replay('puzzle-tetrominoes', {}, events);
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  return game.value;
};

describe('the puzzle solver', () => {
  it('is what the computer offers in a puzzle: it plays no seat there', () => {
    expect(playsVariant('puzzle-tetrominoes')).toBe(false);
    expect(playsVariant('trigon-3')).toBe(true);
  });

  it('from a solvable position gives up to three pieces that fit now, and following them solves it', () => {
    let game = position(interleavedSolution().slice(0, 6));
    for (let placed = 6; placed < 20; placed++) {
      const hint = puzzleHint(game);
      expect(hint.found).toBe('solution');
      expect(hint.moves.length).toBeGreaterThan(0);
      expect(hint.moves.length).toBeLessThanOrEqual(3);
      for (const m of hint.moves) expect(legalMoves(game, m.color)).toContain(m.move);
      const next = play(game, hint.moves[0]!.move, hint.moves[0]!.color);
      if (!next.ok) throw new Error(next.error.kind);
      game = next.value.game;
    }
    expect(game.toMove).toBeNull();
    expect(game.position.placed.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('proves a dead position dead, and says unknown when cut short', () => {
    const stuck = stuckPuzzleEvents();
    const dead = puzzleHint(position(stuck.slice(0, -1)));
    expect(dead).toEqual({ found: 'none', moves: [] });
    const early = position(interleavedSolution().slice(0, 1));
    expect(puzzleHint(early, 10)).toEqual({ found: 'unknown', moves: [] });
  });
});
