import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, inject, it } from 'vitest';
import { PostgresSql, type SqlDatabase, type Store } from '../../src/store/index.ts';
import { databaseUrl } from './postgres-server.ts';

/**
 * The store's two implementations, for suites that run against both: SQLite, and PostgreSQL (the server
 * test/support/pg-global-setup.ts provides). A suite wrapped in `describeBackends` runs once per backend;
 * inside it, `freshDatabase()` gives a new empty database of the backend under test (a SQLite file, or a
 * PostgreSQL database copied from the migrated template) and `memoryDatabase()` a throwaway one.
 */
export type BackendName = 'sqlite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The stores `describeBackends` runs its suites on in this vitest project (vitest.config.ts): SQLite
     * beside the file's other tests, PostgreSQL in the `postgres` project. Both when not given.
     */
    backends: readonly BackendName[];
  }
}

/** The stores this project runs suites on (both when the configuration does not say). */
function projectBackends(): readonly BackendName[] {
  return inject('backends') ?? ['sqlite', 'postgres'];
}

let current: BackendName = 'sqlite';
let admin: PostgresSql | undefined;
let counter = 0;
const toClose: { close(): void }[] = [];
const dirs: string[] = [];

/**
 * PostgreSQL databases this process made for earlier tests, emptied and handed out again (copying the
 * template costs 0.1–0.3 s, emptying a few milliseconds), with the connection that empties them.
 */
const pool: { readonly url: string; readonly db: PostgresSql; readonly empty: string }[] = [];
/** How many of the pool the running test holds. */
let pooled = 0;

afterEach(() => {
  for (const db of toClose.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  pooled = 0;
});

/** The backend of the test running now (SQLite outside `describeBackends`). */
export function currentBackend(): BackendName {
  return current;
}

/** Why PostgreSQL is not there for the tests, or undefined if it is. */
export function postgresUnavailable(): string | undefined {
  const provided = inject('postgres');
  if (provided === undefined) return 'this vitest project starts no PostgreSQL: run the `postgres` project';
  return 'unavailable' in provided ? provided.unavailable : undefined;
}

function provided() {
  const value = inject('postgres');
  const missing = postgresUnavailable();
  if (missing !== undefined || 'unavailable' in value) throw new Error(missing);
  return value;
}

/**
 * A new PostgreSQL database with the current schema, copied from the run's template, that nothing else
 * will ever use (for a whole suite's `beforeAll`, or a test that changes the schema); its URL.
 */
export function dedicatedPostgresUrl(): string {
  const { adminUrl, prefix, template } = provided();
  admin ??= new PostgresSql(adminUrl);
  const name = `${prefix}_${process.pid}_${++counter}`;
  admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return databaseUrl(adminUrl, name);
}

/** The statements that empty a database of the current schema, ids starting over at 1. */
function emptying(db: PostgresSql): string {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_version'",
    )
    .all();
  const sequences = db
    .prepare<[], { name: string }>(
      "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'",
    )
    .all();
  return [
    ...tables.map((t) => `DELETE FROM ${t.name}`),
    ...sequences.map((q) => `SELECT setval('${q.name}', 1, false)`),
  ].join(';\n');
}

/**
 * A PostgreSQL database of the current schema with nothing in it, for the running test only (it is
 * emptied and given to a later test afterwards); its URL. The stores a test opens on it must be closed by
 * its end (`closeAfterTest`).
 */
export function freshPostgresUrl(): string {
  const reused = pool[pooled];
  if (reused) {
    try {
      reused.db.exec(reused.empty);
      pooled++;
      return reused.url;
    } catch {
      // Still in use (a store left open in a transaction): leave it, and make another.
      pool.splice(pooled, 1);
    }
  }
  const url = dedicatedPostgresUrl();
  const db = new PostgresSql(url);
  db.exec("SET lock_timeout = '5s'");
  pool.splice(pooled, 0, { url, db, empty: emptying(db) });
  pooled++;
  return url;
}

/** A new, empty database of the current backend: a SQLite file path or a PostgreSQL URL. */
export function freshDatabase(): string {
  if (current === 'postgres') return freshPostgresUrl();
  const dir = mkdtempSync(join(tmpdir(), 'blokus-test-'));
  dirs.push(dir);
  return join(dir, 'blokus.sqlite');
}

/** A throwaway database of the current backend (SQLite: in memory). */
export function memoryDatabase(): string {
  return current === 'postgres' ? freshPostgresUrl() : ':memory:';
}

/** Closes a store (or connection) after the test, so PostgreSQL connections do not pile up. */
export function closeAfterTest<T extends Store | SqlDatabase>(db: T): T {
  if (current === 'postgres') toClose.push(db);
  return db;
}

let warned = false;

/** Runs `body` on PostgreSQL only (what SQLite has no counterpart for), as `describeBackends` does. */
export function describePostgres(title: string, body: () => void): void {
  describeBackends(title, body, ['postgres']);
}

/**
 * Runs `body` once per backend, as `title (sqlite)` and `title (postgres)`, each in the vitest project
 * that runs that store (`projectBackends`). Without PostgreSQL the PostgreSQL half fails under CI (`CI`
 * set) with the reason, and is skipped elsewhere with a warning.
 */
export function describeBackends(
  title: string,
  body: (backend: BackendName) => void,
  backends: readonly BackendName[] = ['sqlite', 'postgres'],
): void {
  const here = projectBackends();
  for (const backend of backends) {
    if (!here.includes(backend)) continue;
    const name = `${title} (${backend})`;
    const missing = backend === 'postgres' ? postgresUnavailable() : undefined;
    if (missing !== undefined) {
      if (process.env.CI) {
        describe(name, () => {
          it('needs PostgreSQL', () => {
            throw new Error(missing);
          });
        });
      } else {
        if (!warned) console.warn(`Skipping the PostgreSQL suites: ${missing}`);
        warned = true;
        describe.skip(name, () => body(backend));
      }
      continue;
    }
    describe(name, () => {
      beforeEach(() => {
        current = backend;
      });
      afterEach(() => {
        current = 'sqlite';
      });
      body(backend);
    });
  }
}
