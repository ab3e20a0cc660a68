import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private PostgreSQL server for a test run or a benchmark: Debian's binaries (the `postgresql`
 * package), a fresh cluster in a temporary folder, listening only on a unix socket in that folder, made
 * fast and fragile (no fsync: it lives for one run), stopped and deleted after. As root (CI), the server
 * runs as the `postgres` user, which PostgreSQL requires.
 */
export interface PostgresServer {
  /** A URL of the server's `postgres` database, as its superuser. */
  readonly adminUrl: string;
  stop(): void;
}

/** Where Debian puts PostgreSQL's server binaries (the newest version if several), if it is installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** The URL of database `name` on the server `url` points at (same user, host and socket). */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Starts a private server (about 3 s: initdb, then start); throws if PostgreSQL is not installed. */
export function startPostgres(): PostgresServer {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb).');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'blokus-pg-'));
  chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: 'pipe' });
  };
  const data = join(dir, 'data');
  try {
    run('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    const settings = [
      `-k ${dir}`,
      "-c listen_addresses=''",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    adminUrl: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
