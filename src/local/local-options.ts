import { basename, dirname, extname, join } from 'node:path';

/** How the local table starts: the page's port and the database file of its own. */
export interface LocalOptions {
  /** The page's port on 127.0.0.1; 0 picks a free one. */
  readonly port: number;
  readonly databasePath: string;
  /** The chat's folder beside the database (`data/local-chat/`); none when the games are in memory. */
  readonly chatDir?: string;
}

/** The page's port when neither `--port` nor LOCAL_PORT says another. */
export const DEFAULT_LOCAL_PORT = 3000;
/** The local table's games, apart from the real bot's (DATABASE_PATH). */
export const DEFAULT_LOCAL_DATABASE = 'data/local.sqlite';

/**
 * Reads the local table's options: `npm start -- --port 8080` (or `--port=8080`) first, then
 * LOCAL_PORT, then 3000; LOCAL_DATABASE_PATH, else data/local.sqlite. A bad port is one sentence
 * saying how to fix it.
 */
export function parseLocalOptions(
  env: Readonly<Record<string, string | undefined>>,
  argv: readonly string[],
): { ok: true; value: LocalOptions } | { ok: false; error: string } {
  const flag = argv.findIndex((a) => a === '--port' || a.startsWith('--port='));
  const fromFlag = flag < 0 ? undefined : (argv[flag]!.split('=')[1] ?? argv[flag + 1] ?? '');
  const text = (fromFlag ?? env.LOCAL_PORT ?? '').trim();
  const port = text === '' ? DEFAULT_LOCAL_PORT : Number(text);
  if (!/^\d*$/.test(text) || !Number.isInteger(port) || port < 0 || port > 65535) {
    const source = fromFlag === undefined ? 'LOCAL_PORT' : '--port';
    return {
      ok: false,
      error: `${source} must be a port number from 1 to 65535 (0 picks a free one), not "${text.slice(0, 20)}".`,
    };
  }
  const databasePath = env.LOCAL_DATABASE_PATH?.trim() || DEFAULT_LOCAL_DATABASE;
  if (databasePath === ':memory:') return { ok: true, value: { port, databasePath } };
  const chatDir = join(dirname(databasePath), `${basename(databasePath, extname(databasePath))}-chat`);
  return { ok: true, value: { port, databasePath, chatDir } };
}
