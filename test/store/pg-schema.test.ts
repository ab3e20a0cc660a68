import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import {
  LATEST_VERSION,
  migrate,
  openDatabase,
  PostgresSql,
  type SqlDatabase,
  SqliteSql,
  Store,
  schemaVersion,
} from '../../src/store/index.ts';
import { POSTGRES_BASELINE_VERSION } from '../../src/store/schema/pg-schema.ts';
import { translatePlaceholders } from '../../src/store/sql/pg-sql.ts';
import {
  closeAfterTest,
  dedicatedPostgresUrl,
  describeBackends,
  describePostgres,
  freshDatabase,
} from '../support/backends.ts';

/** Tables and their columns, indexes, views and triggers of a database, by name. */
function shape(db: SqlDatabase) {
  if (db instanceof SqliteSql) {
    const raw = db.raw;
    const names = (type: string) =>
      (
        raw
          .prepare('SELECT name FROM sqlite_master WHERE type = ? AND sql IS NOT NULL ORDER BY name')
          .all(type) as { name: string }[]
      ).map((r) => r.name);
    const tables = names('table').filter((t) => t !== 'sqlite_sequence');
    return {
      columns: Object.fromEntries(
        tables.map((t) => [
          t,
          (raw.pragma(`table_info(${t})`) as { name: string }[]).map((c) => c.name).sort(),
        ]),
      ),
      indexes: names('index'),
      views: names('view'),
      triggers: names('trigger'),
    };
  }
  const rows = db
    .prepare<[], { table_name: string; column_name: string }>(`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.column_name`)
    .all();
  const columns: Record<string, string[]> = {};
  for (const r of rows) {
    columns[r.table_name] = [...(columns[r.table_name] ?? []), r.column_name];
  }
  const list = (sql: string) =>
    db
      .prepare<[], { name: string }>(sql)
      .all()
      .map((r) => r.name);
  return {
    columns,
    // Indexes made by CREATE INDEX (not those behind PRIMARY KEY and UNIQUE constraints).
    indexes: list(`
      SELECT i.indexname AS name FROM pg_indexes i
      WHERE i.schemaname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)
      ORDER BY name`),
    views: list(
      "SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'public' ORDER BY name",
    ),
    triggers: list(
      "SELECT DISTINCT trigger_name AS name FROM information_schema.triggers WHERE trigger_schema = 'public' ORDER BY name",
    ),
  };
}

describeBackends('schema', (backend) => {
  it('is the same on both stores: tables, columns, indexes, views and triggers', () => {
    const sqlite = new SqliteSql(openDatabase(':memory:'));
    const store = closeAfterTest(Store.open(freshDatabase()));
    expect(shape(store.db)).toEqual(shape(sqlite));
    expect(schemaVersion(store.db)).toBe(LATEST_VERSION);
    sqlite.close();
  });

  it('opening an up-to-date database again changes nothing', () => {
    const location = freshDatabase();
    const first = closeAfterTest(Store.open(location));
    const before = shape(first.db);
    first.close();
    const again = closeAfterTest(Store.open(location));
    expect(shape(again.db)).toEqual(before);
    expect(
      again.db.prepare<[], { version: number }>('SELECT version FROM schema_version ORDER BY version').all(),
    ).toEqual(
      backend === 'postgres'
        ? [{ version: POSTGRES_BASELINE_VERSION }]
        : [...Array(LATEST_VERSION).keys()].map((i) => ({ version: i + 1 })),
    );
  });
});

describePostgres('the PostgreSQL bridge', () => {
  it('starts a database at the baseline and refuses an older target', () => {
    const db = closeAfterTest(new PostgresSql(dedicatedPostgresUrl()));
    expect(() => migrate(db, 3)).toThrow(/starts at schema version 11/);
  });

  it('runs a transaction again when another connection changed what it read (40001)', () => {
    const url = dedicatedPostgresUrl();
    const a = closeAfterTest(new PostgresSql(url));
    const b = closeAfterTest(new PostgresSql(url));
    a.exec('CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    a.exec('INSERT INTO counter VALUES (1, 0)');
    let attempts = 0;
    const result = a.transaction(() => {
      attempts++;
      const n = a.prepare<[], { n: number }>('SELECT n FROM counter WHERE id = 1').get()!.n;
      // Another process commits a change of the same row after this transaction read it.
      if (attempts === 1) b.prepare('UPDATE counter SET n = n + 10 WHERE id = 1').run();
      a.prepare('UPDATE counter SET n = ? WHERE id = 1').run(n + 1);
      return n;
    });
    expect(attempts).toBe(2);
    expect(result).toBe(10);
    expect(b.prepare<[], { n: number }>('SELECT n FROM counter').get()).toEqual({ n: 11 });
  });

  it('reports PostgreSQL errors with their SQLSTATE, and a nested failure undoes only its savepoint', () => {
    const db = closeAfterTest(new PostgresSql(dedicatedPostgresUrl()));
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    db.transaction(() => {
      db.prepare('INSERT INTO t VALUES (?)').run(1);
      expect(() =>
        db.transaction(() => {
          db.prepare('INSERT INTO t VALUES (?)').run(2);
          db.prepare('INSERT INTO t VALUES (?)').run(1);
        }),
      ).toThrow(expect.objectContaining({ code: '23505' }));
      db.prepare('INSERT INTO t VALUES (?)').run(3);
    });
    expect(db.prepare<[], { id: number }>('SELECT id FROM t ORDER BY id').all()).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
  });
});

it('translates better-sqlite3 placeholders to PostgreSQL’s, leaving quoted text alone', () => {
  expect(translatePlaceholders("SELECT * FROM t WHERE a = ? AND b = '?' AND c = ?")).toEqual({
    text: "SELECT * FROM t WHERE a = $1 AND b = '?' AND c = $2",
    names: null,
  });
  expect(translatePlaceholders("UPDATE t SET a = @x, b = @y WHERE c = @x AND d = '@z'")).toEqual({
    text: "UPDATE t SET a = $1, b = $2 WHERE c = $1 AND d = '@z'",
    names: ['x', 'y'],
  });
  expect(() => translatePlaceholders('SELECT ?, @a')).toThrow(/mixed/);
});

it('a bare better-sqlite3 connection still tells its schema version', () => {
  const raw = new Database(':memory:');
  expect(schemaVersion(raw)).toBe(0);
  raw.close();
});
