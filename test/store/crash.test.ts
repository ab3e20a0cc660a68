import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { Store } from '../../src/store/index.ts';
import { tempDb } from '../app/helpers.ts';
import { describeBackends } from '../support/backends.ts';
import { checkStoredGames } from './check-games.ts';

const CHILD = new URL('./fixtures/crash-child.ts', import.meta.url).pathname;

/** Runs the child until it is playing, lets it play `ms` more, then SIGKILLs it. */
function playThenKill(path: string, seed: number, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path, String(seed)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) setTimeout(() => child.kill('SIGKILL'), ms);
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`child exited on its own (${code}): ${errors}`));
    });
  });
}

describeBackends('crash safety', (backend) => {
  it('a process killed at random points leaves the old or the new state, never a mix', {
    timeout: 120_000,
  }, async () => {
    const path = tempDb();
    const random = seededRandom(2024);
    let lastMoves = 0;
    // Three kills on PostgreSQL, where each child also starts its bridge (CI's time is counted).
    const kills = backend === 'postgres' ? 3 : 6;
    for (let kill = 1; kill <= kills; kill++) {
      await playThenKill(path, kill, 100 + Math.floor(random() * 700));
      if (backend === 'sqlite') {
        const raw = new Database(path);
        expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
        raw.close();
      }
      const store = Store.open(path);
      const seen = checkStoredGames(store);
      const versions = store.db
        .prepare(
          'SELECT g.version, (SELECT count(*) FROM moves m WHERE m.game_id = g.id) AS moves, g.status FROM games g',
        )
        .all() as { version: number; moves: number; status: string }[];
      for (const g of versions) {
        // create (1), join (2), start (3), then one version per placement.
        if (g.status === 'lobby') expect(g.version).toBeLessThanOrEqual(2);
        else expect(g.version).toBe(3 + g.moves);
      }
      store.close();
      expect(seen.moves).toBeGreaterThan(lastMoves);
      lastMoves = seen.moves;
    }
  });
});
