import { createRequire } from 'node:module';
import type { Rating } from 'openskill';
import { type VariantId, variantOf } from '../../engine/index.ts';

/**
 * openskill, loaded the first time a game is rated rather than at every start (its many small modules
 * take a noticeable part of a second to load), through its CommonJS build so that a synchronous
 * transaction can load it.
 */
let openskill: typeof import('openskill') | undefined;
function model(): typeof import('openskill') {
  openskill ??= createRequire(import.meta.url)('openskill') as typeof import('openskill');
  return openskill;
}

/**
 * Server ratings: openskill's Weng-Lin model (Plackett-Luce), made for games of several players and teams,
 * instead of the Elo by pairs the bot had first. Each player has a skill estimate `mu` and its uncertainty
 * `sigma` (large for a newcomer, so their first games move it a lot; small for a regular). A finished game
 * (solo aside) ranks its sides by the seats' ranks (`teams`: each team one side; equal ranks draw) and
 * updates everyone at once. `npm run bench -- --only=rating` measured the choice: on simulated players of
 * known strength it predicts who finishes ahead more often than the Elo by pairs, and sorting by `mu`
 * orders the leaderboard closer to the true strengths (rank correlation 0.93 against 0.91 with about 60
 * games a player, 0.81 against 0.77 with about 10; openskill's conservative `mu − 3σ` ordinal did worse
 * than either, 0.87 and 0.76, so the board sorts by `mu`).
 *
 * Shown as `mu × RATING_SCALE`, so everyone starts at 1500 as before.
 */
export const RATING_SCALE = 60;

/** A player's rating and record in one server, as the `ratings` table keeps it. */
export interface RatingRecord {
  readonly userId: string;
  /** The name the player had in their latest finished game in the server. */
  readonly displayName: string;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
  /** Games finished at rank 1 (shared first places count). */
  readonly wins: number;
  readonly scoreSum: number;
  readonly bestScore: number;
}

/** One seat of a finished game as the rating sees it. */
export interface RatedSeat {
  readonly seat: number;
  readonly userId: string;
  readonly displayName: string;
  readonly score: number;
  /** 1 = best; equal ranks are a draw. */
  readonly rank: number;
}

/** A finished game of a server: its variant and seats. */
export interface FinishedGame {
  readonly guildId: string;
  readonly variant: VariantId;
  readonly seats: readonly RatedSeat[];
}

/**
 * Whether a game of this variant counts: not a game of one seat (`solo`, `solo-one-colour`, the puzzles),
 * which is a puzzle against the board, not a contest.
 */
export function isRated(variant: VariantId): boolean {
  return variantOf(variant).seats > 1;
}

/** The players' records after one more game, given their records before it (undefined: never rated). */
export function rateGame(
  game: FinishedGame,
  current: (userId: string) => RatingRecord | undefined,
): RatingRecord[] {
  const teams: readonly (readonly number[])[] =
    variantOf(game.variant).teams ?? game.seats.map((s) => [s.seat]);
  const bySeat = new Map(game.seats.map((s) => [s.seat, s]));
  const sides = teams
    .map((team) => team.map((seat) => bySeat.get(seat)).filter((s): s is RatedSeat => s !== undefined))
    .filter((side) => side.length > 0);
  const before = (s: RatedSeat): Rating => {
    const known = current(s.userId);
    return known ? { mu: known.mu, sigma: known.sigma } : model().rating();
  };
  const rated =
    sides.length > 1
      ? model().rate(
          sides.map((side) => side.map(before)),
          { rank: sides.map((side) => Math.min(...side.map((s) => s.rank))) },
        )
      : sides.map((side) => side.map(before));
  return sides.flatMap((side, k) =>
    side.map((s, m): RatingRecord => {
      const known = current(s.userId);
      const after = rated[k]![m]!;
      return {
        userId: s.userId,
        displayName: s.displayName,
        mu: after.mu,
        sigma: after.sigma,
        games: (known?.games ?? 0) + 1,
        wins: (known?.wins ?? 0) + (s.rank === 1 ? 1 : 0),
        scoreSum: (known?.scoreSum ?? 0) + s.score,
        bestScore: known ? Math.max(known.bestScore, s.score) : s.score,
      };
    }),
  );
}

/** Every server's ratings after its finished games, in the order they finished: guild → user → record. */
export function rateHistory(games: Iterable<FinishedGame>): Map<string, Map<string, RatingRecord>> {
  const guilds = new Map<string, Map<string, RatingRecord>>();
  for (const game of games) {
    if (!isRated(game.variant)) continue;
    let players = guilds.get(game.guildId);
    if (!players) {
      players = new Map();
      guilds.set(game.guildId, players);
    }
    const known = players;
    for (const record of rateGame(game, (userId) => known.get(userId))) known.set(record.userId, record);
  }
  return guilds;
}
