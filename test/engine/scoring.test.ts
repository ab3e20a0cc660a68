import { describe, expect, it } from 'vitest';
import {
  colorScore,
  type Game,
  newGame,
  PIECE_COUNT,
  PIECE_SHAPES,
  PIECES,
  type PieceIndex,
  ranksOf,
  scoresOf,
  type VariantId,
} from '../../src/engine/index.ts';
import { randomGame } from './random-games.ts';

const piece = (name: string): PieceIndex => PIECES.findIndex((p) => p.name === name);

/**
 * A finished-looking position: each colour keeps exactly the listed pieces (everything else counted as
 * placed) and placed `last` last. Only the piece counts and last piece matter to scoring.
 */
function endPosition(variant: VariantId, kept: { pieces: string[]; last: string }[]): Game {
  const game = newGame(variant);
  const position = game.position.clone();
  kept.forEach(({ pieces, last }, c) => {
    for (let p = 0; p < PIECE_COUNT; p++) position.piecesLeft[c * PIECE_COUNT + p] = 0;
    for (const name of pieces) position.piecesLeft[c * PIECE_COUNT + piece(name)]!++;
    position.lastPiece[c] = piece(last);
  });
  return { ...game, position, toMove: null };
}

const squares = (names: string[]) => names.reduce((sum, n) => sum + PIECE_SHAPES[piece(n)]!.size, 0);

describe('scoring (docs/rules.md section 6)', () => {
  it('first worked example: +20, −8, −24, −20', () => {
    const kept = [
      { pieces: [], last: 'P1' },
      { pieces: ['P4-I', 'P4-O'], last: 'P5-X' },
      { pieces: ['P3-V', 'P4-I', 'P4-O', 'P4-T', 'P4-L', 'P5-X'], last: 'P1' },
      { pieces: ['P3-I', 'P4-I', 'P4-T', 'P4-Z', 'P5-W'], last: 'P2' },
    ];
    expect(kept.map((k) => squares(k.pieces))).toEqual([0, 8, 24, 20]);
    const scores = scoresOf(endPosition('classic', kept));
    expect(scores.colorScores).toEqual([20, -8, -24, -20]);
    expect(scores.bonuses).toEqual([20, 0, 0, 0]);
    expect(scores.squaresLeft).toEqual([0, 8, 24, 20]);
  });

  it('second worked example: +20, −8, −7, −8; Blue wins, Red is second, the others share third', () => {
    const kept = [
      { pieces: [], last: 'P1' },
      { pieces: ['P5-F', 'P3-V'], last: 'P1' },
      { pieces: ['P4-L', 'P3-I'], last: 'P5-X' },
      { pieces: ['P3-I', 'P3-V', 'P2'], last: 'P5-X' },
    ];
    const scores = scoresOf(endPosition('classic', kept));
    expect(scores.colorScores).toEqual([20, -8, -7, -8]);
    expect(scores.playerRanks).toEqual([1, 3, 2, 3]);
  });

  it('+15 when everything is placed with another piece last', () => {
    const scores = scoresOf(
      endPosition('classic', [
        { pieces: [], last: 'P5-X' },
        { pieces: [], last: 'P1' },
        { pieces: ['P1'], last: 'P5-X' },
        { pieces: ['P5-Z'], last: 'P1' },
      ]),
    );
    expect(scores.colorScores).toEqual([15, 20, -1, -5]);
    expect(colorScore(0, piece('P2'), true)).toEqual({ score: 15, bonus: 15 });
    expect(colorScore(0, piece('P1'), true)).toEqual({ score: 20, bonus: 20 });
    expect(colorScore(3, piece('P1'), true)).toEqual({ score: -3, bonus: 0 });
    expect(colorScore(89, null, true)).toEqual({ score: -89, bonus: 0 });
  });

  it('Junior has no bonuses', () => {
    const scores = scoresOf(
      endPosition('junior', [
        { pieces: [], last: 'P1' },
        { pieces: ['P1'], last: 'P2' },
      ]),
    );
    expect(scores.colorScores).toEqual([0, -1]);
    expect(scores.bonuses).toEqual([0, 0]);
    expect(colorScore(0, piece('P1'), false)).toEqual({ score: 0, bonus: 0 });
  });

  it('an untouched colour scores minus its whole set', () => {
    expect(scoresOf(newGame('classic')).colorScores).toEqual([-89, -89, -89, -89]);
    expect(scoresOf(newGame('junior')).colorScores).toEqual([-88, -88]);
  });

  it('equal scores share a rank (1, 1, 3)', () => {
    expect(ranksOf([5, 5, 2])).toEqual([1, 1, 3]);
    expect(ranksOf([-3, 0, 0, -10])).toEqual([3, 1, 1, 4]);
    expect(ranksOf([-7, -7, -7])).toEqual([1, 1, 1]);
  });

  it('teams: partners sit diagonally opposite; team scores are sums, ranked', () => {
    const game = randomGame('teams', 11);
    const scores = scoresOf(game);
    const c = scores.colorScores;
    expect(scores.teams).toHaveLength(2);
    expect(scores.teams![0]!.seats).toEqual([0, 2]);
    expect(scores.teams![0]!.score).toBe(c[0]! + c[2]!);
    expect(scores.teams![1]!.score).toBe(c[1]! + c[3]!);
    expect(scores.teams!.map((t) => t.rank)).toEqual(ranksOf(scores.teams!.map((t) => t.score)));
    const tied = scoresOf(
      endPosition('teams', [
        { pieces: ['P1'], last: 'P2' },
        { pieces: ['P2'], last: 'P1' },
        { pieces: ['P2'], last: 'P1' },
        { pieces: ['P1'], last: 'P2' },
      ]),
    );
    expect(tied.teams!.map((t) => [t.score, t.rank])).toEqual([
      [-3, 1],
      [-3, 1],
    ]);
  });
});
