import { describeMove, type Game, legalMoves, type PieceIndex, type Point } from '../../engine/index.ts';
import { formatMove } from '../../notation/index.ts';

/** One legal placement offered as a suggestion. */
export interface Suggestion {
  readonly move: number;
  /** Display form, `P5-L e5 rot90 flip`. */
  readonly text: string;
  readonly pivot: Point;
  readonly squares: readonly Point[];
  /** Distance of the pivot from the square asked for (in cells, straight line). */
  readonly distance: number;
}

/**
 * Legal placements of one piece for a colour, nearest first: sorted by the straight-line distance from
 * their pivot square to `near` (ties by move id, so the order is stable). For "that does not fit; these
 * do" hints after an illegal placement.
 */
export function nearbyPlacements(
  game: Game,
  color: number,
  piece: PieceIndex,
  near: Point,
  limit = 3,
): Suggestion[] {
  const candidates = legalMoves(game, color, { piece }).map((move) => {
    const { pivot, cells } = describeMove(game.layout, move);
    return { move, pivot, squares: cells, distance: Math.hypot(pivot.x - near.x, pivot.y - near.y) };
  });
  candidates.sort((a, b) => a.distance - b.distance || a.move - b.move);
  return candidates
    .slice(0, Math.max(0, limit))
    .map((c) => ({ ...c, text: formatMove(game.layout, c.move) }));
}
