import { describe, expect, it } from 'vitest';
import { searchMove } from '../../src/ai/index.ts';
import {
  type Game,
  legalMoves,
  moveCellList,
  newGame,
  PIECE_COUNT,
  pieceOfMove,
  play,
  resign,
  seededRandom,
} from '../../src/engine/index.ts';
import { randomGame, statesOf } from '../engine/random-games.ts';

/** The cells every legal move of a colour covers (its only exits). */
function exits(game: Game, color: number): number[] {
  const moves = legalMoves(game, color);
  let common = new Set(moveCellList(game.layout, moves[0]!));
  for (const m of moves) {
    const cells = new Set(moveCellList(game.layout, m));
    common = new Set([...common].filter((c) => cells.has(c)));
  }
  return [...common];
}

/**
 * A solo game where Blue alone still plays (the others resigned) and has only the domino and the monomino
 * left, both placeable: the domino first earns +20 (the monomino last), the monomino first only +15.
 */
function lastTwoPieces(seed: number): Game {
  const random = seededRandom(seed);
  let game = newGame('solo');
  for (const c of [1, 2, 3]) {
    const outcome = resign(game, c);
    if (!outcome.ok) throw new Error(outcome.error.kind);
    game = outcome.value.game;
  }
  for (;;) {
    const left = Array.from({ length: PIECE_COUNT }, (_, p) => p).filter(
      (p) => game.position.piecesLeft[p]! > 0,
    );
    if (left.length === 2) return game;
    const moves = legalMoves(game, 0).filter((m) => pieceOfMove(game.layout, m) > 1);
    const biggest = Math.max(...moves.map((m) => moveCellList(game.layout, m).length));
    const pool = moves.filter((m) => moveCellList(game.layout, m).length === biggest);
    const outcome = play(game, pool[Math.floor(random() * pool.length)]!);
    if (!outcome.ok) throw new Error(outcome.error.kind);
    game = outcome.value.game;
  }
}

describe('the computer finds the obvious move', () => {
  it('keeps the monomino for last (+20 rather than +15)', () => {
    for (const seed of [1, 2, 3]) {
      const game = lastTwoPieces(seed);
      const pieces = new Set(legalMoves(game, 0).map((m) => pieceOfMove(game.layout, m)));
      expect(pieces).toEqual(new Set([0, 1]));
      const result = searchMove(game, { simulations: 300, seed })!;
      expect(pieceOfMove(game.layout, result.move)).toBe(1);
    }
  });

  // Duo positions of random games where the opponent's every placement goes through one cell, and taking
  // it decides the game (found by a long search: about 0.97 against 0.15–0.45 for any other move).
  for (const [seed, events] of [
    [23, 21],
    [84, 24],
    [442, 23],
  ] as const) {
    it(`blocks the opponent's only exit (duo game ${seed}, move ${events + 1})`, () => {
      const game = statesOf(randomGame('duo', seed))[events]!;
      const opponent = 1 - game.toMove!;
      const cells = exits(game, opponent);
      expect(cells.length).toBeGreaterThan(0);
      const result = searchMove(game, { simulations: 400, seed: 5 })!;
      expect(moveCellList(game.layout, result.move).some((c) => cells.includes(c))).toBe(true);
      const after = play(game, result.move);
      expect(after.ok && legalMoves(after.value.game, opponent).length).toBe(0);
    });
  }
});
