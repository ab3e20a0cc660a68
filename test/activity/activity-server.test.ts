import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityServer } from '../../src/activity/server/activity-server.ts';
import { RATE_LIMITS } from '../../src/activity/server/rate-limits.ts';
import type { ActivityState } from '../../src/activity/wire.ts';
import { type Game, legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { ANN, BOB, CY, randomMoveText, startedGame, testService, unwrap } from '../app/helpers.ts';
import { PeopleSession } from './people-session.ts';

/**
 * The Activity's server over a real service: who may move (only the player holding the colour to move;
 * spectators and the other player are refused), stale versions refused, a move sent twice applied once,
 * and the live stream following a game whichever door moved it.
 */
const servers: ActivityServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function setUp(options: { publicHost?: string; now?: () => number } = {}) {
  const { service } = testService();
  const { ref } = startedGame(service, 'duo', { channelId: '42' });
  const server = new ActivityServer({
    service,
    session: new PeopleSession([ANN, BOB, CY]),
    clientId: '1000000000000000100',
    ...options,
    pageDir: new URL('../../src/activity/page/', import.meta.url),
    logError: (error) => {
      throw error;
    },
  });
  servers.push(server);
  const base = `${await server.listen()}/activity/`;
  const signIn = async (grant: string) => {
    const res = await fetch(`${base}api/session`, { method: 'POST', body: JSON.stringify({ grant }) });
    return res.ok ? ((await res.json()) as { token: string }).token : `refused ${res.status}`;
  };
  const move = async (token: string, body: Record<string, unknown>) => {
    const res = await fetch(`${base}api/move`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ locale: 'en', ...body }),
    });
    return { status: res.status, body: (await res.json()) as { ok?: true; error?: string; stale?: true } };
  };
  return { service, ref, base, signIn, move };
}

/** The first legal move of the colour to move, as `/place` reads it. */
function firstMove(game: Game): string {
  return formatMove(game.layout, legalMoves(game, game.toMove!)[0]!);
}

describe('the Activity server', () => {
  it('signs in only a grant its session knows, and answers nothing without a pass', async () => {
    const { base, signIn, move, ref } = await setUp();
    expect(await signIn('999')).toBe('refused 401');
    expect((await fetch(`${base}api/live?place=42`)).status).toBe(401);
    const refused = await move('not-a-pass', {
      gameId: ref.gameId,
      version: 1,
      move: 'x',
      requestId: 'r-123456',
    });
    expect(refused.status).toBe(401);
  });

  it('answers only requests addressed to its loopback address', async () => {
    const { base } = await setUp();
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${base}api/session`, { method: 'POST', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end(JSON.stringify({ grant: ANN.id }));
      });
    expect(await status('blokus.example:80')).toBe(403);
    expect(await status(new URL(base).host)).toBe(200);
    // A host on Discord names the public host its reverse proxy forwards from (ACTIVITY_URL).
    const { base: behindProxy } = await setUp({ publicHost: 'blokus.example' });
    const proxied = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${behindProxy}api/session`, { method: 'POST', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end(JSON.stringify({ grant: ANN.id }));
      });
    expect(await proxied('blokus.example')).toBe(200);
    expect(await proxied('other.example')).toBe(403);
  });

  it('lets only the player holding the colour to move place it; the other player and a spectator are refused', async () => {
    const { service, ref, signIn, move } = await setUp();
    const board = unwrap(service.board(ref));
    expect(board.toMove?.userId).toBe(ANN.id);
    const request = { gameId: ref.gameId, version: board.version, move: firstMove(board.game) };
    const bob = await move(await signIn(BOB.id), { ...request, requestId: 'bob-000001' });
    expect(bob).toEqual({ status: 403, body: { error: expect.stringMatching(/turn/i) } });
    const cy = await move(await signIn(CY.id), { ...request, requestId: 'cy-0000001' });
    expect(cy.status).toBe(403);
    expect(unwrap(service.board(ref)).moveCount).toBe(0);
    const ann = await move(await signIn(ANN.id), { ...request, requestId: 'ann-000001' });
    expect(ann).toEqual({ status: 200, body: { ok: true } });
    expect(unwrap(service.board(ref)).moveCount).toBe(1);
  });

  it('refuses a move drawn on an older version as stale, and applies a move sent twice once', async () => {
    const { service, ref, signIn, move } = await setUp();
    const ann = await signIn(ANN.id);
    const board = unwrap(service.board(ref));
    const request = {
      gameId: ref.gameId,
      version: board.version,
      move: firstMove(board.game),
      requestId: 'twice-0001',
    };
    expect((await move(ann, request)).status).toBe(200);
    const again = await move(ann, request);
    expect(again.status).toBe(409);
    expect(again.body.stale).toBe(true);
    expect(unwrap(service.board(ref)).moveCount).toBe(1);

    // Bob answers on the board he saw before Ann's move: refused, nothing written.
    const old = await move(await signIn(BOB.id), { ...request, requestId: 'old-000001' });
    expect(old).toEqual({ status: 409, body: { error: expect.any(String), stale: true } });
    expect(unwrap(service.board(ref)).moveCount).toBe(1);
  });

  it('streams the channel game to a spectator, then again after a move made with /place', async () => {
    const { service, ref, base, signIn } = await setUp();
    // A stream that never brings the next state fails the test, rather than waiting for ever.
    const res = await fetch(`${base}api/live?place=42`, {
      headers: { authorization: `Bearer ${await signIn(CY.id)}` },
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const next = async (): Promise<ActivityState> => {
      let text = '';
      while (!text.endsWith('\n\n')) text += (await reader.read()).value;
      return JSON.parse(text.slice('data: '.length)) as ActivityState;
    };
    const first = await next();
    expect(first.you).toEqual(CY);
    expect(first.game).toMatchObject({ gameId: ref.gameId, variant: 'duo', events: [] });
    expect(first.game?.toMove).toEqual({ userId: ANN.id, colorIndex: 0 });

    const board = unwrap(service.board(ref));
    unwrap(
      service.place(
        ref,
        ANN.id,
        randomMoveText(board.game, () => 0.5),
        'slash-1',
      ),
    );
    const second = await next();
    expect(second.game?.version).toBe(board.version + 1);
    expect(second.game?.events).toHaveLength(1);
    expect(second.game?.toMove?.userId).toBe(BOB.id);
    await reader.cancel();
  });

  it("refuses a person's requests beyond their allowance (429, Retry-After) and changes nothing", async () => {
    let now = Date.UTC(2026, 0, 1);
    const { service, ref, base, signIn, move } = await setUp({ now: () => now });
    const ann = await signIn(ANN.id);
    const board = unwrap(service.board(ref));
    const good = { gameId: ref.gameId, version: board.version, move: firstMove(board.game) };
    // Moves: each counts, refused by the service or not; one too many is refused before the service.
    for (let i = 0; i < RATE_LIMITS.move.burst; i++) {
      expect((await move(ann, { ...good, version: 0, requestId: `stale-${i}-xx` })).status).toBe(409);
    }
    const res = await fetch(`${base}api/move`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann}` },
      body: JSON.stringify({ ...good, requestId: 'too-many-1', locale: 'en' }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ error: 'too many requests', retryAfter: 1 });
    expect(unwrap(service.board(ref)).version).toBe(board.version);
    // Bob's allowance is his own; Ann's comes back with time.
    expect((await move(await signIn(BOB.id), { ...good, requestId: 'bob-1-xxx' })).status).toBe(403);
    now += RATE_LIMITS.move.everyMs;
    expect(await move(ann, { ...good, requestId: 'too-many-1' })).toEqual({
      status: 200,
      body: { ok: true },
    });

    // Sign-ins: Cy's burst, then a refusal (no pass) with the seconds to wait.
    for (let i = 0; i < RATE_LIMITS.session.burst; i++) expect(await signIn(CY.id)).not.toMatch(/^refused/);
    expect(await signIn(CY.id)).toBe('refused 429');
    // Streams opened: Bob's burst, then a refusal with no stream.
    const bob = await signIn(BOB.id);
    const open = () => fetch(`${base}api/live?place=42`, { headers: { authorization: `Bearer ${bob}` } });
    for (let i = 0; i < RATE_LIMITS.live.burst; i++) await (await open()).body?.cancel();
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RATE_LIMITS.live.everyMs / 1000));
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
