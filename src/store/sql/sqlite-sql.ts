import type Database from 'better-sqlite3';
import { allShards, registerShardFunction, type ShardScope } from './shard-scope.ts';
import type { SqlDatabase, SqlStatement } from './sql-database.ts';

/**
 * The SQL interface on one better-sqlite3 connection. Statements are better-sqlite3's own (the interface
 * is their shape), so SQLite pays nothing for the indirection; `owns_guild` is a JavaScript function
 * registered on the connection that reads the shard scope at each call.
 */
export class SqliteSql implements SqlDatabase {
  readonly dialect = 'sqlite';
  private scope: ShardScope = allShards();

  constructor(readonly raw: Database.Database) {
    registerShardFunction(raw, () => this.scope);
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): SqlStatement<P, R> {
    return this.raw.prepare(sql) as unknown as SqlStatement<P, R>;
  }

  exec(sql: string): void {
    this.raw.exec(sql);
  }

  transaction<T>(fn: () => T): T {
    return this.raw.transaction(fn).immediate();
  }

  snapshot<T>(fn: () => T): T {
    return this.raw.transaction(fn).deferred();
  }

  setShardScope(scope: ShardScope): void {
    this.scope = scope;
  }

  close(): void {
    this.raw.close();
  }
}
