import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openSql, PostgresSql } from '../../src/store/index.ts';
import { databaseUrl, type PostgresServer, postgresBinaries, startPostgres } from './postgres-server.ts';

/** What the test files learn about PostgreSQL (test/support/backends.ts). */
export type PostgresForTests =
  | { readonly adminUrl: string; readonly template: string; readonly prefix: string }
  | { readonly unavailable: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresForTests;
  }
}

/**
 * Vitest's global setup: the PostgreSQL the store suites run against. `DATABASE_URL_TEST` (a URL whose
 * user may create databases) names one; else a private server starts for the run (postgres-server.ts)
 * and is deleted after. Either way a template database takes the schema once, and each test copies it
 * (backends.ts). Without PostgreSQL the suites learn why, and fail under CI (backends.ts).
 */
export default function setup(project: TestProject): () => void {
  const given = process.env.DATABASE_URL_TEST?.trim();
  let server: PostgresServer | undefined;
  if (!given) {
    if (!postgresBinaries()) {
      project.provide('postgres', {
        unavailable:
          'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): install Debian’s `postgresql` package (`.ci/run` does) or set DATABASE_URL_TEST.',
      });
      return () => undefined;
    }
    server = startPostgres();
  }
  const adminUrl = given || server!.adminUrl;
  const prefix = `blokus_t${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_template`;
  const admin = new PostgresSql(adminUrl);
  try {
    admin.exec(`CREATE DATABASE ${template}`);
    openSql(databaseUrl(adminUrl, template)).close();
  } catch (error) {
    admin.close();
    server?.stop();
    throw error;
  }
  project.provide('postgres', { adminUrl, template, prefix });
  return () => {
    try {
      if (!server) {
        const names = admin
          .prepare<[string], { datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE ?')
          .all(`${prefix}%`);
        for (const { datname } of names) admin.exec(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      admin.close();
      server?.stop();
    }
  };
}
