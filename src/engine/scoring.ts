import type { Game } from './game.ts';
import { layoutFor } from './layout-build.ts';
import { PIECE_SETS, PIECES, type PieceIndex } from './pieces.ts';
import type { Variant } from './variants.ts';

const MONOMINO = PIECES.findIndex((p) => p.name === 'P1');

/** Scores of a position under docs/rules.md section 6 (final once the game is over). */
export interface Scores {
  /** Per colour: squares not placed. */
  readonly squaresLeft: readonly number[];
  /**
   * Per colour: −1 per square left (with `scoring: 'placed'`, +1 per square placed), +15 for placing
   * everything, +20 if the monomino came last.
   */
  readonly colorScores: readonly number[];
  /** Per colour: the bonus included in its score (0, 15 or 20). */
  readonly bonuses: readonly number[];
  /** Per seat: the sum of the colours that count for it. */
  readonly playerScores: readonly number[];
  /** Per seat: 1-based rank by player score; equal scores share a rank (1, 1, 3). */
  readonly playerRanks: readonly number[];
  /** `teams` only: per team, its seats and their summed score, and the team ranks. */
  readonly teams?: readonly {
    readonly seats: readonly number[];
    readonly score: number;
    readonly rank: number;
  }[];
}

/** Competition ranks (1, 1, 3 …) of scores, highest first. */
export function ranksOf(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((other) => other > s).length);
}

/**
 * One colour's score (docs/rules.md section 6): −1 per square not placed; with `bonuses`, +15 for placing
 * everything, +20 if the last piece placed was the monomino. `lastPiece` is null before the first piece.
 */
export function colorScore(
  squaresLeft: number,
  lastPiece: PieceIndex | null,
  bonuses: boolean,
): { readonly score: number; readonly bonus: number } {
  const bonus = !bonuses || squaresLeft > 0 ? 0 : lastPiece === MONOMINO ? 20 : 15;
  return { score: bonus - squaresLeft, bonus };
}

/** The squares (Trigon: triangles) of one colour's full piece set in a variant: 89 in the classic set. */
export function setSquares(variant: Variant): number {
  const sizes = layoutFor(variant.board).geometry.pieceSizes;
  return PIECE_SETS[variant.pieceSet].reduce<number>((sum, copies, piece) => sum + copies * sizes[piece]!, 0);
}

/**
 * What a colour's score starts from before its squares left count against it: the full set's squares
 * where the variant counts squares placed (`scoring: 'placed'`), so that −1 per square left becomes +1 per
 * square placed; else 0.
 */
export function scoreBase(variant: Variant): number {
  return variant.scoring === 'placed' ? setSquares(variant) : 0;
}

/** The scores of a game's current position. */
export function scoresOf(game: Game): Scores {
  const { variant, position } = game;
  const base = scoreBase(variant);
  const squaresLeft = variant.colors.map((_, c) => position.squaresLeft(c));
  const perColor = squaresLeft.map((left, c) => {
    const last = position.lastPiece[c]!;
    return colorScore(left, last < 0 ? null : last, variant.bonuses);
  });
  const bonuses = perColor.map((s) => s.bonus);
  const colorScores = perColor.map((s) => base + s.score);
  const playerScores = Array.from({ length: variant.seats }, (_, seat) =>
    variant.scoreSeats.reduce<number>((sum, owner, c) => (owner === seat ? sum + colorScores[c]! : sum), 0),
  );
  const scores: Scores = {
    squaresLeft,
    colorScores,
    bonuses,
    playerScores,
    playerRanks: ranksOf(playerScores),
  };
  if (!variant.teams) return scores;
  const teamScores = variant.teams.map((seats) => seats.reduce((sum, seat) => sum + playerScores[seat]!, 0));
  const teamRanks = ranksOf(teamScores);
  return {
    ...scores,
    teams: variant.teams.map((seats, i) => ({ seats, score: teamScores[i]!, rank: teamRanks[i]! })),
  };
}
