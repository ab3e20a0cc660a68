import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The tests in four projects, each with only the set-up it needs (`npm run test:<name>`; `npm test`
 * runs them all, the slow ones beside the fast ones):
 * - `unit`: the engine, notation, pictures, the computer players, the catalogues and the application's
 *   pure logic; no database server, no build, no child process. Its files share their workers' modules;
 *   `unit-fresh` holds the few that need a process of their own (`npm run test:unit` runs both).
 * - `service`: the bot through the fake Discord, the application and the store on SQLite.
 * - `postgres`: every suite written for both stores (test/support/backends.ts), on PostgreSQL only; the
 *   only project that starts a PostgreSQL server (test/support/pg-global-setup.ts). Their SQLite half
 *   runs in the file's own project.
 * - `e2e`: what starts processes (the real entry point killed and restarted, shard processes, the command
 *   line, concurrent writers), the browser, and the compiled build (test/support/build-global-setup.ts).
 */

/** Test files, relative to the repository root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f).replaceAll('\\', '/'))
    .sort();
}

const ALL = testFiles('test');

/** The files with suites run once per store: their PostgreSQL half is the `postgres` project. */
const BOTH_STORES = ALL.filter((f) => /\bdescribe(Backends|Postgres)\(/.test(readFileSync(f, 'utf8')));

/** Files that start processes, the browser or read the build. */
const E2E = [
  'test/build.test.ts',
  'test/bot/crash-loop.test.ts',
  'test/bot/restart.test.ts',
  'test/bot/shard-processes.test.ts',
  'test/bot/lease-owner.test.ts',
  'test/local/table-browser.test.ts',
  'test/activity/activity-browser.test.ts',
  'test/activity/activity-variants.test.ts',
  'test/activity/activity-touch.test.ts',
  'test/activity/activity-endings.test.ts',
  'test/cli/cli.test.ts',
  'test/cli/gtp.test.ts',
  'test/cli/trigon-cli.test.ts',
  'test/app/concurrency.test.ts',
  'test/store/crash.test.ts',
];

/**
 * Unit files that need a process of their own: what they check is process-wide state of a native module
 * (no emoji font registered yet), which another file of a shared process may already have changed.
 */
const FRESH_PROCESS = ['test/render/emoji-fonts.test.ts'];

/** Folders of pure code, and the application's tests that need neither a store nor a worker thread. */
const UNIT_FOLDERS = [
  'test/engine/',
  'test/notation/',
  'test/render/',
  'test/ai/',
  'test/i18n/',
  'test/cli/',
];
const PURE_APP = [
  'test/architecture.test.ts',
  'test/app/cache.test.ts',
  'test/app/describe-error.test.ts',
  'test/app/describe-sgf.test.ts',
  'test/app/describe-trigon-errors.test.ts',
  'test/app/rating.test.ts',
  'test/app/tap.test.ts',
];

const special = (f: string) => E2E.includes(f) || FRESH_PROCESS.includes(f);
const pure = (f: string) => PURE_APP.includes(f) || UNIT_FOLDERS.some((d) => f.startsWith(d));
const UNIT = ALL.filter((f) => pure(f) && !special(f));
/** Everything else, so that a new test file always runs somewhere. */
const SERVICE = ALL.filter((f) => !pure(f) && !special(f));

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two cores: one file per core, and the e2e files (first in the queue: projects run in name order)
    // wait on their child processes much of the time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          provide: { backends: ['sqlite'] },
          // Pure code: the files share each worker's modules instead of loading them again (a fresh
          // process per file cost about a second of CPU each).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-fresh',
          include: FRESH_PROCESS,
          provide: { backends: ['sqlite'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          include: SERVICE,
          provide: { backends: ['sqlite'] },
          setupFiles: ['test/support/fresh-modules.ts'],
          // The files share their workers' packages (a fresh process per file cost about a fifth of the
          // project's CPU) but load the project's own modules afresh (fresh-modules.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: BOTH_STORES,
          // Only the PostgreSQL half: the rest of these files runs in their own project.
          provide: { backends: ['postgres'] },
          setupFiles: ['test/support/postgres-half.ts'],
          // A private PostgreSQL server, a template database migrated once.
          globalSetup: ['test/support/pg-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: E2E,
          provide: { backends: ['sqlite'] },
          // The compiled bot that `npm start` runs (test/build.test.ts, the crash loop, `npm start` itself).
          globalSetup: ['test/support/build-global-setup.ts'],
        },
      },
    ],
  },
});
