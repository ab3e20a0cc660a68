import { describe, expect, it } from 'vitest';
import { expectedMargins, searchMove, sideResults, sidesOf } from '../../src/ai/index.ts';
import {
  type Game,
  legalMoves,
  moveCellList,
  newGame,
  PIECE_COUNT,
  pieceOfMove,
  play,
  seededRandom,
  variantOf,
} from '../../src/engine/index.ts';

/**
 * The search in the one-colour variants: a game of one colour (the same colour moves every turn, one side),
 * and two players with one colour each.
 */

function results(variant: 'solo' | 'solo-one-colour' | 'trigon-solo', left: number[], last: number[]) {
  const sides = sidesOf(variantOf(variant));
  const out = new Float64Array(sides.count);
  sideResults(sides, left, last, out);
  return out[0]!;
}

/** Blue alone, biggest pieces first, until only the domino and the monomino are left, both placeable. */
function lastTwoPieces(seed: number): Game {
  const random = seededRandom(seed);
  let game = newGame('solo-one-colour');
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

describe('the search with one colour', () => {
  it('maps a solo-one-colour score (squares placed, 0 to 109) onto 0..1', () => {
    const sides = sidesOf(variantOf('solo-one-colour'));
    expect(sides.count).toBe(1);
    expect(sides.base).toBe(89);
    expect(sides.soloRange).toEqual([0, 109]);
    expect(results('solo-one-colour', [89], [-1])).toBe(0);
    expect(results('solo-one-colour', [0], [0])).toBe(1);
    expect(results('solo-one-colour', [0], [1])).toBeCloseTo(104 / 109);
    expect(results('solo-one-colour', [40], [3])).toBeCloseTo(49 / 109);
    // The four-colour solo keeps its range: four colours of 89 squares, bonuses up to +20 each.
    expect(sidesOf(variantOf('solo')).soloRange).toEqual([-356, 80]);
  });

  it('plays the same colour turn after turn and keeps the monomino for last (+20 rather than +15)', () => {
    for (const seed of [1, 2]) {
      const game = lastTwoPieces(seed);
      expect(new Set(legalMoves(game, 0).map((m) => pieceOfMove(game.layout, m)))).toEqual(new Set([0, 1]));
      const result = searchMove(game, { simulations: 300, seed })!;
      expect(pieceOfMove(game.layout, result.move)).toBe(1);
    }
  });

  it('hints a solo-one-colour game with the score it expects: squares placed, not squares left', () => {
    const game = lastTwoPieces(3);
    const moves = legalMoves(game, 0);
    const margins = expectedMargins(game, moves, 1, 4);
    // Whatever is played, 87 squares or more end on the board: the expected score is 87 to 109.
    for (const m of margins) {
      expect(m).toBeGreaterThanOrEqual(87);
      expect(m).toBeLessThanOrEqual(109);
    }
  });

  it('finds a legal move at the start of both games', () => {
    for (const id of ['one-colour', 'solo-one-colour'] as const) {
      const game = newGame(id);
      const result = searchMove(game, { simulations: 60, seed: 1 })!;
      expect(legalMoves(game, 0)).toContain(result.move);
    }
  });
});
