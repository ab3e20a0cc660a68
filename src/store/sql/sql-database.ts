import type { ShardScope } from './shard-scope.ts';

/**
 * The few things the store asks of a SQL database, so that its tables run on SQLite (better-sqlite3,
 * sqlite-sql.ts) or on PostgreSQL (through a synchronous bridge, pg-sql.ts) alike. The shape is
 * better-sqlite3's own, so the SQLite side hands its statements through untouched: parameters are
 * positional (`?`, given as arguments) or named (`@name`, given as one object), and every call answers
 * synchronously, which keeps the game service synchronous on both.
 */
export interface SqlDatabase {
  /** Which SQL the database speaks, for the few statements that must differ (the schema's: ../schema/schema-dialect.ts). */
  readonly dialect: SqlDialect;
  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): SqlStatement<P, R>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): void;
  /**
   * Runs `fn` in one transaction that takes the write lock at once (SQLite `BEGIN IMMEDIATE`,
   * PostgreSQL `SERIALIZABLE`); nested calls become savepoints. On PostgreSQL a serialization failure or
   * deadlock (40001, 40P01) rolls back and runs `fn` again, so `fn` must only read and write the database.
   */
  transaction<T>(fn: () => T): T;
  /**
   * Runs `fn`, which only reads, on one consistent snapshot without taking the write lock (SQLite: a
   * deferred transaction; PostgreSQL: REPEATABLE READ, READ ONLY, which never fails to serialize).
   */
  snapshot<T>(fn: () => T): T;
  /** The shards whose servers `owns_guild(guild_id)` accepts from now on (shard-scope.ts). */
  setShardScope(scope: ShardScope): void;
  close(): void;
}

/** The SQL spoken by a database. */
export type SqlDialect = 'sqlite' | 'postgres';

/** What a write changed. */
export interface SqlRunResult {
  /** Rows inserted, updated or deleted by the statement itself (not by its triggers). */
  readonly changes: number;
}

/** Parameters as the statement takes them: a list spread as arguments, or one object of named values. */
type Args<P> = P extends unknown[] ? P : [P];

/** A prepared statement (prepared once per connection). */
export interface SqlStatement<P extends unknown[] | object = unknown[], R = unknown> {
  run(...params: Args<P>): SqlRunResult;
  /** The first row, or undefined. */
  get(...params: Args<P>): R | undefined;
  all(...params: Args<P>): R[];
}

/** A database error with its code (SQLite's `SQLITE_…` name or PostgreSQL's SQLSTATE). */
export class SqlError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqlError';
  }
}

/** Whether a location names a PostgreSQL database (`postgres://…` or `postgresql://…`) rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}
