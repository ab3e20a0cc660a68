import { afterEach, describe, expect, it } from 'vitest';
import { ActivityServer } from '../../src/activity/server/activity-server.ts';
import { DiscordActivitySession } from '../../src/activity/server/discord-session.ts';
import { type Game, legalMoves } from '../../src/engine/index.ts';
import { LocalDiscord } from '../../src/local/discord/index.ts';
import { OAuthGrants } from '../../src/local/discord/oauth-grants.ts';
import { formatMove } from '../../src/notation/index.ts';
import { ANN, BOB, startedGame, testService, unwrap } from '../app/helpers.ts';

/**
 * The Activity's sign-in inside Discord, against the project's own Discord: the code of the SDK's
 * `authorize` exchanged at the OAuth2 token endpoint with the application's secret (which stays on the
 * server), the user read from `/users/@me`, and the pass then tied to that Discord user.
 */
const APP = '1000000000000000100';
const GUILD = '1000000000000000001';
const SECRET = 'the-application-secret';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function emulator() {
  const discord = await LocalDiscord.start({
    token: 'bot-token',
    applicationId: APP,
    clientSecret: SECRET,
    guilds: [
      {
        id: GUILD,
        name: 'Test',
        channels: [{ id: '42', name: 'general' }],
        members: [
          { id: ANN.id, username: 'ann', globalName: 'Ann' },
          { id: BOB.id, username: 'bob', globalName: 'Bob' },
        ],
      },
    ],
  });
  stops.push(() => discord.stop());
  return discord;
}

async function setUp() {
  const discord = await emulator();
  const { service } = testService();
  const { ref } = startedGame(service, 'duo', { channelId: '42' });
  const logged: string[] = [];
  const server = new ActivityServer({
    service,
    clientId: APP,
    session: new DiscordActivitySession({ clientId: APP, clientSecret: SECRET, apiUrl: discord.apiUrl }),
    pageDir: new URL('../../src/activity/page/', import.meta.url),
    logError: (error) => logged.push(String((error as Error)?.stack ?? error)),
  });
  stops.push(() => server.close());
  const base = `${await server.listen()}/activity/`;
  const signIn = async (grant: string) => {
    const res = await fetch(`${base}api/session`, { method: 'POST', body: JSON.stringify({ grant }) });
    return { status: res.status, text: await res.text() };
  };
  return { discord, service, ref, base, signIn, logged };
}

function firstMove(game: Game): string {
  return formatMove(game.layout, legalMoves(game, game.toMove!)[0]!);
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

describe("the emulator's OAuth2 endpoints", () => {
  it('exchange a code once, for the right secret only, and name the user of the token', async () => {
    const discord = await emulator();
    const token = `${discord.apiUrl}/v10/oauth2/token`;
    const code = discord.oauthCode(ANN.id);
    const fields = { client_id: APP, grant_type: 'authorization_code', code };
    const wrongSecret = await fetch(token, form({ ...fields, client_secret: 'guess' }));
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toEqual({ error: 'invalid_client' });

    const exchanged = await fetch(token, form({ ...fields, client_secret: SECRET }));
    expect(exchanged.status).toBe(200);
    const body = (await exchanged.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe('Bearer');
    const again = await fetch(token, form({ ...fields, client_secret: SECRET }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });

    const me = (authorization: string) =>
      fetch(`${discord.apiUrl}/v10/users/@me`, { headers: { authorization } });
    expect(await (await me(`Bearer ${body.access_token}`)).json()).toMatchObject({
      id: ANN.id,
      username: 'ann',
    });
    expect((await me('Bearer not-a-token')).status).toBe(401);
    expect(await (await me('Bot bot-token')).json()).toMatchObject({ id: APP, bot: true });
  });

  it('refuse a code past its ten minutes', () => {
    let now = 0;
    const grants = new OAuthGrants(SECRET, () => now);
    const late = grants.code(ANN.id);
    const inTime = grants.code(BOB.id);
    now = 9 * 60_000;
    expect(grants.userOf(grants.exchange(inTime)!)).toBe(BOB.id);
    now = 10 * 60_000;
    expect(grants.exchange(late)).toBeUndefined();
  });
});

describe('the Activity signed in with Discord', () => {
  it("exchanges the SDK's code on the server and ties the pass to that Discord user", async () => {
    const { discord, service, ref, base, signIn, logged } = await setUp();
    const answer = await signIn(discord.oauthCode(BOB.id));
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(SECRET);
    const bob = JSON.parse(answer.text) as { token: string; user: unknown; accessToken: string };
    expect(bob.user).toEqual({ id: BOB.id, displayName: 'Bob' });
    // The page hands the access token to the SDK's `authenticate`: it is Bob's, at Discord.
    const me = await fetch(`${discord.apiUrl}/v10/users/@me`, {
      headers: { authorization: `Bearer ${bob.accessToken}` },
    });
    expect(((await me.json()) as { id: string }).id).toBe(BOB.id);

    // Ann holds the colour to move: Bob's pass cannot move it, Ann's can.
    const board = unwrap(service.board(ref));
    const request = { locale: 'en', gameId: ref.gameId, version: board.version, move: firstMove(board.game) };
    const move = (pass: string, requestId: string) =>
      fetch(`${base}api/move`, {
        method: 'POST',
        headers: { authorization: `Bearer ${pass}` },
        body: JSON.stringify({ ...request, requestId }),
      });
    expect((await move(bob.token, 'bob-000001')).status).toBe(403);
    const ann = JSON.parse((await signIn(discord.oauthCode(ANN.id))).text) as { token: string };
    expect((await move(ann.token, 'ann-000001')).status).toBe(200);
    expect(unwrap(service.board(ref)).moveCount).toBe(1);
    expect(logged).toEqual([]);
  });

  it('signs nobody in with a code Discord refuses: made up, already used, or for another secret', async () => {
    const { discord, signIn, logged } = await setUp();
    expect((await signIn('made-up-code')).status).toBe(401);
    const code = discord.oauthCode(ANN.id);
    expect((await signIn(code)).status).toBe(200);
    const reused = await signIn(code);
    expect(reused.status).toBe(401);
    expect(reused.text).not.toContain(SECRET);
    expect((await signIn('../../users/@me')).status).toBe(401);
    expect(logged.join('\n')).not.toContain(SECRET);
  });
});

describe('the Activity signing in while Discord fails', () => {
  it('answers 503 with the wait when Discord fails or slows the check, and the same code works after', async () => {
    const { discord, signIn, logged } = await setUp();
    const code = discord.oauthCode(ANN.id);
    discord.injectFault({ method: 'POST', path: /^\/oauth2\/token$/, kind: 'server-error', status: 502 });
    const failed = await signIn(code);
    expect(failed.status).toBe(503);
    expect(JSON.parse(failed.text)).toEqual({ error: 'Discord is unavailable', retryAfter: 5 });

    discord.injectFault({
      method: 'POST',
      path: /^\/oauth2\/token$/,
      kind: 'rate-limit',
      retryAfterMs: 2500,
    });
    expect(JSON.parse((await signIn(code)).text)).toMatchObject({ retryAfter: 3 });

    // Discord never saw the code through those failures: it still signs Ann in.
    expect(JSON.parse((await signIn(code)).text)).toMatchObject({ user: { id: ANN.id } });

    discord.injectFault({ method: 'GET', path: /^\/users\/@me$/, kind: 'server-error', status: 500 });
    expect((await signIn(discord.oauthCode(BOB.id))).status).toBe(503);
    // That code was used up before /users/@me failed: the page's next try brings a fresh one.
    expect(JSON.parse((await signIn(discord.oauthCode(BOB.id))).text)).toMatchObject({
      user: { id: BOB.id },
    });
    expect(logged).toEqual([]);
  });

  it('answers 503 when Discord cannot be reached at all', async () => {
    const { service } = testService();
    const server = new ActivityServer({
      service,
      clientId: APP,
      // Nothing listens on port 9 of the loopback.
      session: new DiscordActivitySession({
        clientId: APP,
        clientSecret: SECRET,
        apiUrl: 'http://127.0.0.1:9/api',
      }),
      pageDir: new URL('../../src/activity/page/', import.meta.url),
      logError: (error) => {
        throw error;
      },
    });
    stops.push(() => server.close());
    const res = await fetch(`${await server.listen()}/activity/api/session`, {
      method: 'POST',
      body: JSON.stringify({ grant: 'a-good-looking-code' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});
