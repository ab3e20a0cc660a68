import type { SqlDatabase } from '../../src/store/index.ts';

/** The store's tables, parents before children (foreign keys). */
const TABLES = [
  'games',
  'game_settings',
  'seats',
  'moves',
  'results',
  'undo_requests',
  'seat_offers',
  'outbox',
  'game_messages',
  'user_settings',
  'guild_settings',
  'ratings',
  'hints',
] as const;

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

/**
 * Copies every row of the store's tables from one database to another (SQLite to PostgreSQL for the
 * benchmark: filling 10,000 games through the store statement by statement would take minutes over the
 * bridge), in multi-row INSERTs, ids included, then moves the identity counters past them.
 */
export function copyTables(from: SqlDatabase, to: SqlDatabase): void {
  to.transaction(() => {
    for (const table of TABLES) {
      const rows = from.prepare<[], Record<string, unknown>>(`SELECT * FROM ${table}`).all();
      if (rows.length === 0) continue;
      const columns = Object.keys(rows[0]!);
      const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const tuple = `(${columns.map(() => '?').join(', ')})`;
        to.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
        ).run(...chunk.flatMap((row) => columns.map((c) => row[c])));
      }
    }
    if (to.dialect === 'postgres') {
      for (const table of ['games', 'outbox']) {
        to.exec(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
        );
      }
    }
  });
}
