import { readFileSync } from 'node:fs';
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
import { POSTGRES_FIRST_VERSION } from '../../src/store/schema/migrate.ts';
import { translatePlaceholders } from '../../src/store/sql/pg-sql.ts';
import {
  closeAfterTest,
  dedicatedPostgresUrl,
  describeBackends,
  describePostgres,
  freshDatabase,
} from '../support/backends.ts';

/** A column as both stores can tell it: name, kind of value, whether it may be null, its default. */
function column(name: string, type: string, notNull: boolean, fallback: string | null): string {
  const kind = /INT/i.test(type) ? 'integer' : /REAL|DOUBLE/i.test(type) ? 'real' : type.toLowerCase();
  // PostgreSQL writes a text default with its type (`'channel'::text`).
  const value = fallback?.replace(/::[a-z ]+$/, '') ?? null;
  return `${name} ${kind}${notNull ? ' not null' : ''}${value === null ? '' : ` default ${value}`}`;
}

/**
 * Tables and their columns (with their kinds, nullability and defaults), indexes, views and triggers of a
 * database, by name: what the migrations make, read back from each database's own catalogue.
 */
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
    type Info = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };
    return {
      columns: Object.fromEntries(
        tables.map((t) => [
          t,
          (raw.pragma(`table_info(${t})`) as Info[])
            // A primary key is never null (SQLite lets a rowid table's text key be, PostgreSQL does not).
            .map((c) => column(c.name, c.type, c.notnull === 1 || c.pk > 0, c.dflt_value))
            .sort(),
        ]),
      ),
      indexes: names('index'),
      views: names('view'),
      triggers: names('trigger'),
    };
  }
  const rows = db
    .prepare<
      [],
      {
        table_name: string;
        column_name: string;
        data_type: string;
        is_nullable: string;
        column_default: string | null;
      }
    >(`
      SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default
      FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.column_name`)
    .all();
  const columns: Record<string, string[]> = {};
  for (const r of rows) {
    const described = column(r.column_name, r.data_type, r.is_nullable === 'NO', r.column_default);
    columns[r.table_name] = [...(columns[r.table_name] ?? []), described];
  }
  for (const list of Object.values(columns)) list.sort();
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

/**
 * Everything PostgreSQL keeps of a schema, as its own definitions (types, defaults, constraints, index,
 * view, trigger and function texts), spaces evened out: two databases with the same are the same.
 */
function postgresDefinitions(db: SqlDatabase): string[] {
  const definitions = db
    .prepare<[], { text: string }>(`
      SELECT format('column %s.%s %s %s %s %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
          a.attnotnull, a.attidentity, pg_get_expr(d.adbin, d.adrelid)) AS text
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v') AND a.attnum > 0 AND NOT a.attisdropped
      UNION ALL
      SELECT format('constraint %s %s %s', c.relname, k.conname, pg_get_constraintdef(k.oid))
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
      UNION ALL
      SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL
      SELECT format('view %s %s', viewname, definition) FROM pg_views WHERE schemaname = 'public'
      UNION ALL
      SELECT format('trigger %s', pg_get_triggerdef(t.oid)) FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT t.tgisinternal
      UNION ALL
      SELECT format('function %s', pg_get_functiondef(p.oid)) FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`)
    .all();
  return definitions.map((d) => d.text.replace(/\s+/g, ' ').trim()).sort();
}

describeBackends('schema', (backend) => {
  it('is the same on both stores: tables, columns and their kinds, indexes, views and triggers', () => {
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
      // PostgreSQL records the steps up to its first version as that one.
      [...Array(LATEST_VERSION).keys()]
        .map((i) => ({ version: i + 1 }))
        .filter(({ version }) => backend === 'sqlite' || version >= POSTGRES_FIRST_VERSION),
    );
  });
});

describePostgres('PostgreSQL databases made by earlier versions', () => {
  it('migrate to the schema a new database gets', () => {
    const fresh = closeAfterTest(Store.open(dedicatedPostgresUrl()));
    // A database as the bot made it before the migrations were written once for both stores.
    const old = closeAfterTest(new PostgresSql(dedicatedPostgresUrl()));
    old.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    expect(schemaVersion(old)).toBe(0);
    old.exec(readFileSync(new URL('./fixtures/postgres-v11.sql', import.meta.url), 'utf8'));
    old.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, 0)').run(POSTGRES_FIRST_VERSION);
    old.exec(`
      INSERT INTO games (id, guild_id, channel_id, variant, options, status, creator_id, created_at, updated_at)
        VALUES (1, 'guild-1', 'c-1', 'duo', '{}', 'lobby', 'u1', 0, 0);
      INSERT INTO seats (game_id, seat, user_id, display_name, joined_at)
        VALUES (1, 0, 'u1', 'Ann', 0), (1, 1, 'computer:7:1', 'Computer (level 7)', 0)`);
    migrate(old);
    expect(schemaVersion(old)).toBe(LATEST_VERSION);
    expect(postgresDefinitions(old)).toEqual(postgresDefinitions(fresh.db));
    // Migration 12 read the computer seat's level from its id.
    expect(
      old
        .prepare<[], { user_id: string; computer_level: number | null }>(
          'SELECT user_id, computer_level FROM seats ORDER BY seat',
        )
        .all(),
    ).toEqual([
      { user_id: 'u1', computer_level: null },
      { user_id: 'computer:7:1', computer_level: 7 },
    ]);
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

  it('gives every statement its own answer, however quickly they follow each other', () => {
    // The worker wakes this thread after each answer; a wake-up of one answer arriving late, during the
    // next statement's wait, once made that statement read no answer, and every later one its predecessor's.
    const db = closeAfterTest(new PostgresSql(dedicatedPostgresUrl()));
    const echo = db.prepare<[number], { n: number }>('SELECT ?::int AS n');
    const wrong: number[] = [];
    for (let i = 0; i < 10_000; i++) {
      // Snapshots post BEGIN and COMMIT without waiting: the answers that are awaited interleave with them.
      const n = i % 3 === 0 ? db.snapshot(() => echo.get(i)?.n) : echo.get(i)?.n;
      if (n !== i) wrong.push(i);
    }
    expect(wrong).toEqual([]);
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
