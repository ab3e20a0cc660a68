import type { ResultRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

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

/** The prepared statements of `results`. */
export function prepareResultTable(db: SqlDatabase) {
  const ofGame = db.prepare<[number], ResultRow>('SELECT * FROM results WHERE game_id = ? ORDER BY seat');
  const insert = db.prepare<ResultRow>(
    'INSERT INTO results (game_id, seat, user_id, score, rank) VALUES (@game_id, @seat, @user_id, @score, @rank)',
  );
  const clear = db.prepare<[number]>('DELETE FROM results WHERE game_id = ?');
  return {
    ofGame(gameId: number): ResultRecord[] {
      return ofGame.all(gameId).map(resultFromRow);
    },
    /** Replaces a game's results (an empty list clears them). */
    replace(gameId: number, results: readonly ResultRecord[]): void {
      clear.run(gameId);
      for (const result of results) insert.run(resultToRow(gameId, result));
    },
  };
}
