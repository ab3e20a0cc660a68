import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/index.ts';
import type { Result } from '../../src/engine/result.ts';
import { type CommitError, type GameChange, type GameRecord, openSql, Store } from '../../src/store/index.ts';
import { closeAfterTest, describeBackends } from '../support/backends.ts';
import { ANN, failure, startedGame, T0, tempDb, testService, unwrap } from './helpers.ts';

/** A store that runs `before` once, just before its first commit: the other writer's moment. */
class RacingStore extends Store {
  before: (() => void) | null = null;

  override commit(game: GameRecord, change: GameChange, now: number): Result<GameRecord, CommitError> {
    const run = this.before;
    this.before = null;
    run?.();
    return super.commit(game, change, now);
  }
}

function twoServices() {
  const path = tempDb();
  const a = testService({ path });
  const { ref, started } = startedGame(a.service, 'duo');
  const racing = closeAfterTest(new RacingStore(openSql(path)));
  const b = new GameService({ store: racing, now: () => T0 });
  return { a, b, racing, ref, started };
}

describeBackends('concurrent writers', () => {
  describe('two writers on one database file', () => {
    it('both read the game, both commit: exactly one move lands, the other is told the board changed', () => {
      const { a, b, racing, ref, started } = twoServices();
      let first: ReturnType<GameService['place']> | undefined;
      racing.before = () => {
        first = a.service.place(ref, ANN.id, 'P5-X e10', 'interaction-a');
      };
      const second = b.place(ref, ANN.id, 'P5-L e10', 'interaction-b');
      expect(unwrap(first!).version).toBe(started.version + 1);
      expect(failure(second)).toEqual({ kind: 'stale', gameId: ref.gameId });
      const stored = a.store.loadGame(ref.gameId)!;
      expect(stored.moves.map((m) => m.requestId)).toEqual(['interaction-a']);
      expect(stored.game.version).toBe(started.version + 1);
      racing.close();
      a.store.close();
    });

    it('the same request sent twice at once is applied once; the loser gets the winner’s result', () => {
      const { a, b, racing, ref } = twoServices();
      let first: ReturnType<GameService['place']> | undefined;
      racing.before = () => {
        first = a.service.place(ref, ANN.id, 'P5-X e10', 'interaction-1');
      };
      const second = unwrap(b.place(ref, ANN.id, 'P5-X e10', 'interaction-1'));
      expect(second.replayed).toBe(true);
      expect(second.text).toBe(unwrap(first!).text);
      expect(a.store.loadGame(ref.gameId)!.moves).toHaveLength(1);
      racing.close();
      a.store.close();
    });

    it('two processes placing at the same version: one lands, one is stale', async () => {
      const path = tempDb();
      const { service, store } = testService({ path });
      const { ref, started } = startedGame(service, 'duo');
      store.close();
      const child = new URL('./fixtures/place-child.ts', import.meta.url).pathname;
      const startAt = Date.now() + 1500;
      const run = (move: string, requestId: string) =>
        new Promise<{ ok: boolean; kind?: string }>((resolve, reject) => {
          const args = [path, ref.gameId, started.version, ANN.id, move, requestId, startAt].map(String);
          const proc = spawn(process.execPath, ['--import', 'tsx', child, ...args], {
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          let errors = '';
          proc.stdout.on('data', (d) => (out += d));
          proc.stderr.on('data', (d) => (errors += d));
          proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(errors))));
        });
      const outcomes = await Promise.all([run('P5-X e10', 'p1'), run('P5-L e10', 'p2')]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, kind: 'stale' }]);
      const check = Store.open(path);
      expect(check.loadGame(ref.gameId)!.moves).toHaveLength(1);
      check.close();
    });
  });
});
