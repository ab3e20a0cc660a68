import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../schema/migrate.ts';
import { LATEST_VERSION } from '../schema/migrations.ts';
import { openPostgres } from './pg-sql.ts';
import { isPostgresUrl, type SqlDatabase } from './sql-database.ts';
import { SqliteSql } from './sqlite-sql.ts';

/** The default database file (docs/design.md section 3: `DATABASE_PATH`). */
export const DEFAULT_DATABASE_PATH = 'data/blokus.sqlite';

/** How long a connection waits for another one's write lock before giving up (ms). */
export const BUSY_TIMEOUT_MS = 5000;

/** Options of `openDatabase` and `openSql`. */
export interface OpenOptions {
  /** Migrate only up to this schema version (tests of the upgrade path); default: the latest. */
  readonly schemaVersion?: number;
  /** The clock for the migrations' bookkeeping. */
  readonly now?: () => number;
}

/**
 * Opens (creating the file and its folder if missing) and migrates a SQLite database. WAL lets readers
 * run beside the one writer and makes a commit one append; `synchronous = NORMAL` is durable against a
 * crash of the process (a power cut may lose the last commits, never consistency); foreign keys are off
 * in SQLite unless asked for; the busy timeout makes a second process wait for the write lock instead of
 * failing at once. `:memory:` gives a private in-memory database (unit tests).
 */
export function openDatabase(path: string, options: OpenOptions = {}): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    migrate(new SqliteSql(db), options.schemaVersion ?? LATEST_VERSION, (options.now ?? Date.now)());
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Opens and migrates the store's database: PostgreSQL when `location` is a `postgres://` URL
 * (`DATABASE_URL`), else the SQLite file at that path.
 */
export function openSql(location: string, options: OpenOptions = {}): SqlDatabase {
  if (!isPostgresUrl(location)) return new SqliteSql(openDatabase(location, options));
  const db = openPostgres(location);
  try {
    migrate(db, options.schemaVersion ?? LATEST_VERSION, (options.now ?? Date.now)());
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
