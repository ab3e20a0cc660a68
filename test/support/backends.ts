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

let current: BackendName = 'sqlite';
let admin: PostgresSql | undefined;
let counter = 0;
const toClose: { close(): void }[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const db of toClose.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The backend of the test running now (SQLite outside `describeBackends`). */
export function currentBackend(): BackendName {
  return current;
}

/** Why PostgreSQL is not there for the tests, or undefined if it is. */
export function postgresUnavailable(): string | undefined {
  const provided = inject('postgres');
  return 'unavailable' in provided ? provided.unavailable : undefined;
}

/** A new PostgreSQL database with the current schema, copied from the run's template; its URL. */
export function freshPostgresUrl(): string {
  const provided = inject('postgres');
  if ('unavailable' in provided) throw new Error(provided.unavailable);
  admin ??= new PostgresSql(provided.adminUrl);
  const name = `${provided.prefix}_${process.pid}_${++counter}`;
  admin.exec(`CREATE DATABASE ${name} TEMPLATE ${provided.template}`);
  return databaseUrl(provided.adminUrl, name);
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
 * Runs `body` once per backend, as `title (sqlite)` and `title (postgres)`. Without PostgreSQL the
 * PostgreSQL half fails under CI (`CI` set) with the reason, and is skipped elsewhere with a warning.
 */
export function describeBackends(
  title: string,
  body: (backend: BackendName) => void,
  backends: readonly BackendName[] = ['sqlite', 'postgres'],
): void {
  for (const backend of backends) {
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
