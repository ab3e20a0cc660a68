import { RATING_SCALE, type Store } from '../../store/index.ts';

/** A line of the leaderboard: a player's record and rating in one server. */
export interface LeaderboardEntry {
  readonly userId: string;
  /** The name the player had in their latest finished game in the server. */
  readonly displayName: string;
  readonly games: number;
  /** Games finished at rank 1 (shared first places count). */
  readonly wins: number;
  readonly averageScore: number;
  readonly bestScore: number;
  /** The rating as shown: everyone starts at 1500 (see src/store/ratings/rating-model.ts). */
  readonly rating: number;
}

/** The rating everyone starts at, as shown. */
export const START_RATING = 1500;

/**
 * A server's best players: by rating, then wins, then average score. The `ratings` table is updated in
 * the transaction that finishes each game, so this is one indexed query whatever the server's history.
 */
export function leaderboard(store: Store, guildId: string, limit: number): LeaderboardEntry[] {
  return store.leaderboard(guildId, limit).map((r) => ({
    userId: r.userId,
    displayName: r.displayName,
    games: r.games,
    wins: r.wins,
    averageScore: r.scoreSum / r.games,
    bestScore: r.bestScore,
    rating: Math.round(r.mu * RATING_SCALE),
  }));
}
