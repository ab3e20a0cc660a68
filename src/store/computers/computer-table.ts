import { OWNS_GUILD_SQL } from '../sql/shard-scope.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/**
 * What the computer players need from the database: the hints each player used in a game (`hints`,
 * migration 10), and the running games whose colour to move is a computer's (to schedule their moves,
 * also after a restart).
 */
export class ComputerTable {
  private readonly bump;
  private readonly used;
  private readonly toMove;

  constructor(db: SqlDatabase) {
    this.bump = db.prepare<[number, string]>(`
      INSERT INTO hints (game_id, user_id, used) VALUES (?, ?, 1)
      ON CONFLICT (game_id, user_id) DO UPDATE SET used = used + 1`);
    this.used = db.prepare<[number], { user_id: string; used: number }>(
      'SELECT user_id, used FROM hints WHERE game_id = ?',
    );
    // games_active is a partial index on running games; a computer's id starts with `computer:`. Only
    // this process's servers (its shards): each computer move is searched by one process.
    this.toMove = db.prepare<[], { id: number; version: number }>(`
      SELECT id, version FROM games
      WHERE status = 'active' AND to_move_user_id LIKE 'computer:%' AND ${OWNS_GUILD_SQL}(guild_id)
      ORDER BY id`);
  }

  /** Counts one more hint of a player in a game. */
  countHint(gameId: number, userId: string): void {
    this.bump.run(gameId, userId);
  }

  /** How many hints each player of a game used (players who used none are absent). */
  hintsUsed(gameId: number): Map<string, number> {
    return new Map(this.used.all(gameId).map((r) => [r.user_id, r.used]));
  }

  /** Running games of this process's servers whose colour to move is a computer's, with their versions. */
  computerTurns(): { readonly id: number; readonly version: number }[] {
    return this.toMove.all();
  }
}
