import { afterEach, expect, it } from 'vitest';
import { ActivityServer } from '../../src/activity/server/activity-server.ts';
import type { ActivityState } from '../../src/activity/wire.ts';
import { ANN, BOB, CY, randomMoveText, startedGame, tempDb, testService, unwrap } from '../app/helpers.ts';
import { describeBackends } from '../support/backends.ts';
import { PeopleSession } from './people-session.ts';

/**
 * Shards: several processes on one database, the Activity's server in one of them. A move another
 * process makes (a `/place` its shard handled) reaches the open boards promptly, on SQLite and on
 * PostgreSQL; a move of the server's own process is sent once, not again when the poll sees it.
 */
const servers: ActivityServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describeBackends('the Activity beside other shards', () => {
  it('streams a move made by another process on the same database, each version once', async () => {
    const path = tempDb();
    const here = testService({ path }).service;
    const there = testService({ path }).service;
    const { ref } = startedGame(here, 'duo', { channelId: '42' });
    const server = new ActivityServer({
      service: here,
      session: new PeopleSession([ANN, BOB, CY]),
      clientId: '1000000000000000100',
      pageDir: new URL('../../src/activity/page/', import.meta.url),
      logError: (error) => {
        throw error;
      },
    });
    servers.push(server);
    const base = `${await server.listen()}/activity/`;
    const pass = (await (
      await fetch(`${base}api/session`, { method: 'POST', body: JSON.stringify({ grant: CY.id }) })
    ).json()) as {
      token: string;
    };
    // A stream that never brings the next state fails the test, rather than waiting for ever.
    const res = await fetch(`${base}api/live?place=42`, {
      headers: { authorization: `Bearer ${pass.token}` },
      signal: AbortSignal.timeout(10_000),
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const next = async (): Promise<ActivityState> => {
      let text = '';
      while (!text.endsWith('\n\n')) text += (await reader.read()).value;
      return JSON.parse(text.slice('data: '.length)) as ActivityState;
    };
    const move = (service: typeof here, userId: string, requestId: string) => {
      const board = unwrap(service.board(ref));
      unwrap(
        service.place(
          ref,
          userId,
          randomMoveText(board.game, () => 0.5),
          requestId,
        ),
      );
      return board.version + 1;
    };
    const first = await next();
    expect(first.game?.events).toEqual([]);

    // Bob's shard runs in the other process: its `/place` reaches this process's viewer.
    const there1 = move(there, ANN.id, 'slash-1');
    const sent = Date.now();
    const second = await next();
    const delayMs = Date.now() - sent;
    expect(second.game).toMatchObject({ version: there1, events: [expect.anything()] });
    expect(delayMs).toBeLessThan(1500);

    // A move of this process comes at once, and the poll does not send that version again: the next
    // state is the other process's following move.
    const here2 = move(here, BOB.id, 'slash-2');
    expect((await next()).game?.version).toBe(here2);
    const there3 = move(there, ANN.id, 'slash-3');
    expect((await next()).game?.version).toBe(there3);
    await reader.cancel();
  });
});
