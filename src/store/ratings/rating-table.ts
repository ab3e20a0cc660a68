import { isVariantId } from '../../engine/index.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';
import { type FinishedGame, type RatingRecord, rateGame, rateHistory } from './rating-model.ts';

/** A row of `ratings`. */
interface RatingRow {
  guild_id: string;
  user_id: string;
  display_name: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  score_sum: number;
  best_score: number;
  updated_at: number;
}

/** Row → record. */
function ratingFromRow(row: RatingRow): RatingRecord {
  return {
    userId: row.user_id,
    displayName: row.display_name,
    mu: row.mu,
    sigma: row.sigma,
    games: row.games,
    wins: row.wins,
    scoreSum: row.score_sum,
    bestScore: row.best_score,
  };
}

/** Record → row. */
function ratingToRow(guildId: string, record: RatingRecord, now: number): RatingRow {
  return {
    guild_id: guildId,
    user_id: record.userId,
    display_name: record.displayName,
    mu: record.mu,
    sigma: record.sigma,
    games: record.games,
    wins: record.wins,
    score_sum: record.scoreSum,
    best_score: record.bestScore,
    updated_at: now,
  };
}

const UPSERT = `
  INSERT INTO ratings (guild_id, user_id, display_name, mu, sigma, games, wins, score_sum, best_score, updated_at)
  VALUES (@guild_id, @user_id, @display_name, @mu, @sigma, @games, @wins, @score_sum, @best_score, @updated_at)
  ON CONFLICT (guild_id, user_id) DO UPDATE SET display_name = excluded.display_name, mu = excluded.mu,
    sigma = excluded.sigma, games = excluded.games, wins = excluded.wins, score_sum = excluded.score_sum,
    best_score = excluded.best_score, updated_at = excluded.updated_at`;

/**
 * The prepared statements of `ratings`: one row per player and server, updated in the transaction that
 * finishes a game, so a leaderboard is one indexed query whatever the server's history.
 */
export function prepareRatingTable(db: SqlDatabase) {
  const get = db.prepare<[string, string], RatingRow>(
    'SELECT * FROM ratings WHERE guild_id = ? AND user_id = ?',
  );
  const upsert = db.prepare<RatingRow>(UPSERT);
  const board = db.prepare<[string, number], RatingRow>(`
    SELECT * FROM ratings WHERE guild_id = ?
    ORDER BY mu DESC, wins DESC, score_sum * 1.0 / games DESC, user_id LIMIT ?`);
  const all = db.prepare<[string], RatingRow>('SELECT * FROM ratings WHERE guild_id = ? ORDER BY user_id');
  return {
    /** Rates a finished game into its server's table (call inside the transaction that finishes it). */
    applyGame(game: FinishedGame, now: number): void {
      const updated = rateGame(game, (userId) => {
        const row = get.get(game.guildId, userId);
        return row && ratingFromRow(row);
      });
      for (const record of updated) upsert.run(ratingToRow(game.guildId, record, now));
    },
    /** A server's best players: by rating, then wins, then average score. */
    board(guildId: string, limit: number): RatingRecord[] {
      return board.all(guildId, limit).map(ratingFromRow);
    },
    /** Every player of a server, by user id. */
    all(guildId: string): RatingRecord[] {
      return all.all(guildId).map(ratingFromRow);
    },
  };
}

/**
 * Migration 8's data step: rates the games that finished before the table existed, server by server in
 * the order they finished. It reads the tables as they are at schema version 8 (not through the current
 * mappers, which may change later).
 */
export function backfillRatings(db: SqlDatabase, now = Date.now()): void {
  const rows = db
    .prepare(`
      SELECT g.id, g.guild_id, g.variant, r.seat, r.user_id, r.score, r.rank,
        coalesce(s.display_name, r.user_id) AS display_name
      FROM games g JOIN results r ON r.game_id = g.id
      LEFT JOIN seats s ON s.game_id = g.id AND s.seat = r.seat
      WHERE g.status = 'finished'
      ORDER BY g.finished_at, g.id, r.seat`)
    .all() as {
    id: number;
    guild_id: string;
    variant: string;
    seat: number;
    user_id: string;
    score: number;
    rank: number;
    display_name: string;
  }[];
  const games = new Map<
    number,
    { guildId: string; variant: FinishedGame['variant']; seats: FinishedGame['seats'][number][] }
  >();
  for (const row of rows) {
    if (!isVariantId(row.variant)) continue;
    let game = games.get(row.id);
    if (!game) {
      game = { guildId: row.guild_id, variant: row.variant, seats: [] };
      games.set(row.id, game);
    }
    game.seats.push({
      seat: row.seat,
      userId: row.user_id,
      displayName: row.display_name,
      score: row.score,
      rank: row.rank,
    });
  }
  const upsert = db.prepare<RatingRow>(UPSERT);
  for (const [guildId, players] of rateHistory(games.values())) {
    for (const record of players.values()) upsert.run(ratingToRow(guildId, record, now));
  }
}
