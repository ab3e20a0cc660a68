import type Database from 'better-sqlite3';
import type { SqlDatabase } from '../sql/sql-database.ts';
import { SqliteSql } from '../sql/sqlite-sql.ts';
import { LATEST_VERSION, MIGRATIONS, migrationSql } from './migrations.ts';

/**
 * The first schema version a PostgreSQL database records. PostgreSQL came with version 11: a new
 * PostgreSQL database takes steps 1–11 in one transaction and records them as this one version (as the
 * databases made before did), then each later step like SQLite.
 */
export const POSTGRES_FIRST_VERSION = 11;

/** The session lock PostgreSQL processes take while migrating, so that two starting together apply each step once. */
const MIGRATION_LOCK = 7_211_015;

/** The schema version of a database (0 for a new, empty one); a bare better-sqlite3 connection will do. */
export function schemaVersion(database: SqlDatabase | Database.Database): number {
  const db = 'dialect' in database ? database : new SqliteSql(database);
  const time = db.dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at ${time} NOT NULL)`,
  );
  const row = db
    .prepare<[], { version: number | null }>('SELECT max(version) AS version FROM schema_version')
    .get();
  return row?.version ?? 0;
}

/**
 * Brings a database up to `target` (default: the latest version), each step in its own transaction, so
 * two processes starting together cannot both apply one (SQLite: the write lock; PostgreSQL: a session
 * lock around the whole run). A new PostgreSQL database takes the steps up to `POSTGRES_FIRST_VERSION`
 * as one, then the steps after it. Each step is rendered for the database's dialect. Refuses a database written by newer code, which this code would not understand.
 */
export function migrate(db: SqlDatabase, target = LATEST_VERSION, now = Date.now()): void {
  const postgres = db.dialect === 'postgres';
  if (postgres && target < POSTGRES_FIRST_VERSION) {
    throw new Error(`A PostgreSQL database starts at schema version ${POSTGRES_FIRST_VERSION}.`);
  }
  if (postgres) db.prepare('SELECT pg_advisory_lock(?)').get(MIGRATION_LOCK);
  try {
    const current = schemaVersion(db);
    if (current > LATEST_VERSION) {
      throw new Error(
        `The database has schema version ${current}, newer than this code knows (${LATEST_VERSION}): update the bot.`,
      );
    }
    const record = db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)');
    if (postgres && current === 0) {
      db.transaction(() => {
        for (const migration of MIGRATIONS) {
          if (migration.version > POSTGRES_FIRST_VERSION) break;
          db.exec(migrationSql(migration, 'postgres'));
          migration.after?.(db);
        }
        record.run(POSTGRES_FIRST_VERSION, now);
      });
    }
    const applied = db.prepare('SELECT 1 FROM schema_version WHERE version = ?');
    for (const migration of MIGRATIONS) {
      if (migration.version > target) break;
      if (postgres && migration.version <= POSTGRES_FIRST_VERSION) continue;
      db.transaction(() => {
        // By its own number, not the highest applied: a database that took a later step first (branches
        // merged out of order) still gets an earlier one it lacks.
        if (applied.get(migration.version)) return;
        db.exec(migrationSql(migration, db.dialect));
        migration.after?.(db);
        record.run(migration.version, now);
      });
    }
  } finally {
    if (postgres) db.prepare('SELECT pg_advisory_unlock(?)').get(MIGRATION_LOCK);
  }
}
