import type Database from 'better-sqlite3';
import type { ResultRecord } from './records.ts';

/** A row of `results`. */
export interface ResultRow {
  game_id: number;
  seat: number;
  user_id: string;
  score: number;
  rank: number;
}

/** Row → record. */
export function resultFromRow(row: ResultRow): ResultRecord {
  return { seat: row.seat, userId: row.user_id, score: row.score, rank: row.rank };
}

/** Record → row. */
export function resultToRow(gameId: number, result: ResultRecord): ResultRow {
  return {
    game_id: gameId,
    seat: result.seat,
    user_id: result.userId,
    score: result.score,
    rank: result.rank,
  };
}

/** One player's record over the finished games of a server. */
export interface StandingRecord {
  readonly userId: string;
  /** The name the player had in their latest game. */
  readonly displayName: string;
  readonly games: number;
  /** Games finished at rank 1 (shared first places count). */
  readonly wins: number;
  readonly averageScore: number;
  readonly bestScore: number;
}

interface StandingRow {
  user_id: string;
  display_name: string;
  games: number;
  wins: number;
  average_score: number;
  best_score: number;
}

/** One seat's result in a finished game, in the order the server's games finished (for ratings). */
export interface RatedResult {
  readonly gameId: number;
  readonly variant: string;
  readonly seat: number;
  readonly userId: string;
  readonly rank: number;
}

/** The prepared statements of `results`. */
export function prepareResultTable(db: Database.Database) {
  const ofGame = db.prepare<[number], ResultRow>('SELECT * FROM results WHERE game_id = ? ORDER BY seat');
  const insert = db.prepare<ResultRow>(
    'INSERT INTO results (game_id, seat, user_id, score, rank) VALUES (@game_id, @seat, @user_id, @score, @rank)',
  );
  const clear = db.prepare<[number]>('DELETE FROM results WHERE game_id = ?');
  // Solo games are a puzzle against the board, not a contest: they do not count.
  const standings = db.prepare<[string], StandingRow>(`
    SELECT r.user_id, count(*) AS games, sum(r.rank = 1) AS wins, avg(r.score) AS average_score,
      max(r.score) AS best_score,
      (SELECT s.display_name FROM seats s WHERE s.user_id = r.user_id ORDER BY s.game_id DESC LIMIT 1)
        AS display_name
    FROM results r JOIN games g ON g.id = r.game_id
    WHERE g.guild_id = ? AND g.status = 'finished' AND g.variant <> 'solo'
    GROUP BY r.user_id
    ORDER BY wins DESC, average_score DESC, games DESC, r.user_id`);
  const rated = db.prepare<[string], Omit<ResultRow, 'score'> & { variant: string }>(`
    SELECT r.game_id, g.variant, r.seat, r.user_id, r.rank FROM games g JOIN results r ON r.game_id = g.id
    WHERE g.guild_id = ? AND g.status = 'finished' AND g.variant <> 'solo'
    ORDER BY g.finished_at, g.id, r.seat`);
  const finishedMark = db.prepare<[string], { n: number; last: number | null }>(
    "SELECT count(*) AS n, max(id) AS last FROM games WHERE guild_id = ? AND status = 'finished'",
  );
  return {
    ofGame(gameId: number): ResultRecord[] {
      return ofGame.all(gameId).map(resultFromRow);
    },
    /** Every player of a server's finished games: most wins first, then best average score. */
    standings(guildId: string): StandingRecord[] {
      return standings.all(guildId).map((row) => ({
        userId: row.user_id,
        displayName: row.display_name,
        games: row.games,
        wins: row.wins,
        averageScore: row.average_score,
        bestScore: row.best_score,
      }));
    },
    /** How many games of the server finished, and the latest id among them: what the ratings depend on. */
    finishedMark(guildId: string): string {
      const row = finishedMark.get(guildId)!;
      return `${row.n}:${row.last ?? 0}`;
    },
    /** Every result of the server's finished games (solo aside), game by game in the order they finished. */
    rated(guildId: string): RatedResult[] {
      return rated.all(guildId).map((row) => ({
        gameId: row.game_id,
        variant: row.variant,
        seat: row.seat,
        userId: row.user_id,
        rank: row.rank,
      }));
    },
    /** Replaces a game's results (an empty list clears them). */
    replace(gameId: number, results: readonly ResultRecord[]): void {
      clear.run(gameId);
      for (const result of results) insert.run(resultToRow(gameId, result));
    },
  };
}
