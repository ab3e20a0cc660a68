import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  HTTPError,
  REST,
  type RESTPostAPIChannelMessageResult,
  Routes,
  type TextChannel,
} from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discordErrors, LocalDiscord, type RequestRecord } from '../../src/local/discord/index.ts';

const TOKEN = 'test-token';
const APP = '1000000000000000100';
const GUILD = '1000000000000000001';
const CHANNEL = '1000000000000000002';
const OTHER = '1000000000000000003';
const BOB = '1000000000000000012';
const MESSAGES = /^\/channels\/\d+\/messages$/;

const guilds = [
  {
    id: GUILD,
    name: 'Test',
    channels: [
      { id: CHANNEL, name: 'general' },
      { id: OTHER, name: 'other' },
    ],
    members: [{ id: BOB, username: 'bob' }],
  },
];

let fake: LocalDiscord;

/** A fresh discord.js REST client (fresh rate-limit state), with a short abort timeout for 'slow'. */
function rest(timeout = 2000): REST {
  return new REST({ api: fake.apiUrl, timeout }).setToken(TOKEN);
}

function post(client: REST, body: Record<string, unknown>, channelId = CHANNEL) {
  return client.post(Routes.channelMessages(channelId), { body }) as Promise<RESTPostAPIChannelMessageResult>;
}

/** Messages of the channel with this content (each test uses its own). */
function posted(content: string, channelId = CHANNEL) {
  return fake.messages(channelId).filter((m) => m.content === content);
}

/** The requests `run` made, without their paths: method, status, the fault met, `dropped`. */
async function recorded(run: () => Promise<unknown>): Promise<Omit<RequestRecord, 'path'>[]> {
  const before = fake.requests.length;
  await run();
  await until(() => fake.requestsInFlight === 0);
  return fake.requests.slice(before).map(({ path: _path, ...record }) => record);
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

describe('fake Discord faults, with discord.js REST', () => {
  beforeAll(async () => {
    fake = await LocalDiscord.start({ token: TOKEN, applicationId: APP, guilds });
  });
  afterEach(() => fake.clearFaults());
  afterAll(async () => {
    await fake?.stop();
  });

  it('answers a server error with a Discord-like body and headers, and a 429 with the rate-limit ones', async () => {
    fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'server-error', status: 503 });
    fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'rate-limit', retryAfterMs: 1500 });
    const send = () =>
      fetch(`${fake.apiUrl}/v10/channels/${CHANNEL}/messages`, {
        method: 'POST',
        headers: { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'raw' }),
      });
    const failed = await send();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: '503: Service Unavailable', code: 0 });
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1.5,
      global: false,
    });
    expect(limited.headers.get('retry-after')).toBe('1.5');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset-after')).toBe('1.5');
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(limited.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    expect(posted('raw')).toHaveLength(0);
    expect((await send()).status).toBe(200);
    expect(posted('raw')).toHaveLength(1);
  });

  it('a server error is not applied; discord.js retries at once and succeeds', async () => {
    const served = fake.faultsServed['server-error'];
    fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'server-error', status: 502 });
    const retried = await recorded(() => post(rest(), { content: 'after 502' }));
    expect(retried).toEqual([
      { method: 'POST', status: 502, fault: 'server-error' },
      { method: 'POST', status: 200 },
    ]);
    expect(posted('after 502')).toHaveLength(1);
    expect(fake.faultsServed['server-error']).toBe(served + 1);
    expect(fake.errors.at(-1)).toMatchObject({ status: 502, code: 0 });
  });

  it('lasting server errors make discord.js give up after 3 retries; clear() ends them', async () => {
    const fault = fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'server-error', count: Infinity });
    let error: unknown;
    const attempts = await recorded(() =>
      post(rest(), { content: 'never' }).catch((e: unknown) => (error = e)),
    );
    expect(attempts.map((r) => r.status)).toEqual([500, 500, 500, 500]);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).status).toBe(500);
    expect(fault.remaining).toBe(Infinity);
    expect(posted('never')).toHaveLength(0);
    fault.clear();
    expect(fault.remaining).toBe(0);
    await post(rest(), { content: 'never' });
    expect(posted('never')).toHaveLength(1);
  });

  it('a 429 is not applied; discord.js waits about retry_after and retries', async () => {
    const served = fake.faultsServed['rate-limit'];
    fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'rate-limit', retryAfterMs: 200 });
    const client = rest();
    const limits: number[] = [];
    client.on('rateLimited', (info) => limits.push(info.timeToReset));
    const before = fake.requests.length;
    const { ms } = await timed(() => post(client, { content: 'limited' }));
    expect(fake.requests.slice(before).map((r) => r.status)).toEqual([429, 200]);
    expect(ms).toBeGreaterThanOrEqual(200);
    expect(ms).toBeLessThan(1000);
    expect(limits).toHaveLength(1);
    expect(posted('limited')).toHaveLength(1);
    expect(fake.faultsServed['rate-limit']).toBe(served + 1);
  });

  it('a slow answer arrives late; the request is applied and in flight meanwhile', async () => {
    fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'slow', delayMs: 150 });
    const sending = timed(() => post(rest(), { content: 'slowly' }));
    await until(() => posted('slowly').length === 1);
    expect(fake.requestsInFlight).toBe(1);
    const { value, ms } = await sending;
    expect(ms).toBeGreaterThanOrEqual(150);
    expect(value.id).toBe(posted('slowly')[0]?.id);
    expect(fake.requestsInFlight).toBe(0);
  });

  it('an answer later than the client timeout is dropped; the retry duplicates unless nonce is enforced', async () => {
    const slow = () => fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'slow', delayMs: 800 });
    slow();
    const plain = await recorded(() => post(rest(200), { content: 'timed out' }));
    expect(plain).toHaveLength(2);
    expect(plain).toEqual(
      expect.arrayContaining([
        { method: 'POST', status: 200, fault: 'slow', dropped: true },
        { method: 'POST', status: 200 },
      ]),
    );
    expect(posted('timed out')).toHaveLength(2);

    slow();
    const body = { content: 'timed out once', nonce: 'slow-1', enforce_nonce: true };
    const answer = await post(rest(200), body);
    expect(posted('timed out once').map((m) => m.id)).toEqual([answer.id]);
  });

  it('a lost response is applied but answered 500; the retry duplicates unless nonce is enforced', async () => {
    const lose = () => fake.injectFault({ method: 'POST', path: MESSAGES, kind: 'lost-response' });
    lose();
    const plain = await recorded(() => post(rest(), { content: 'lost' }));
    expect(plain.map((r) => [r.status, r.fault])).toEqual([
      [500, 'lost-response'],
      [200, undefined],
    ]);
    expect(posted('lost')).toHaveLength(2);

    lose();
    const body = {
      content: `lost once, <@${BOB}>`,
      nonce: 'lost-1',
      enforce_nonce: true,
      allowed_mentions: { users: [BOB] },
    };
    const pings = fake.pingsOf(BOB).length;
    const answer = await post(rest(), body);
    expect(posted(body.content).map((m) => m.id)).toEqual([answer.id]);
    expect(fake.pingsOf(BOB).length).toBe(pings + 1);
    expect(fake.faultsServed['lost-response']).toBe(2);
  });

  it('refuse answers its error on every matching request until cleared; refuseNext once', async () => {
    const gone = fake.injectFault({
      method: 'POST',
      path: new RegExp(`^/channels/${OTHER}/messages$`),
      kind: 'refuse',
      error: discordErrors.unknownChannel,
    });
    for (let i = 0; i < 2; i++) {
      const error = await post(rest(), { content: 'refused' }, OTHER).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DiscordAPIError);
      expect((error as DiscordAPIError).code).toBe(10003);
    }
    await post(rest(), { content: 'elsewhere' });
    expect(await rest().get(Routes.channel(OTHER))).toMatchObject({ id: OTHER });
    gone.clear();
    await post(rest(), { content: 'refused' }, OTHER);
    expect(posted('refused', OTHER)).toHaveLength(1);

    fake.refuseNext('POST', MESSAGES);
    const error = await post(rest(), { content: 'once' }).catch((e: unknown) => e);
    expect((error as DiscordAPIError).code).toBe(50013);
    await post(rest(), { content: 'once' });
    expect(posted('once')).toHaveLength(1);
    expect(fake.faultsServed.refuse).toBe(3);
  });
});

describe('fake Discord nonces, with a discord.js Client', () => {
  let client: Client;
  let channel: TextChannel;

  beforeAll(async () => {
    fake = await LocalDiscord.start({ token: TOKEN, applicationId: APP, guilds });
    client = new Client({
      intents: [GatewayIntentBits.Guilds],
      rest: { api: fake.apiUrl },
      allowedMentions: { parse: [] },
    });
    const ready = once(client, Events.ClientReady);
    await client.login(TOKEN);
    await ready;
    channel = client.channels.cache.get(CHANNEL) as TextChannel;
  });
  afterAll(async () => {
    await client?.destroy();
    await fake?.stop();
  });

  it('returns the earlier message for a repeated nonce with enforceNonce, pinging once', async () => {
    const options = {
      content: `<@${BOB}>, your turn`,
      nonce: 'turn-7',
      enforceNonce: true,
      allowedMentions: { users: [BOB] },
    };
    const first = await channel.send(options);
    const again = await channel.send(options);
    expect(again.id).toBe(first.id);
    expect(first.nonce).toBe('turn-7');
    expect(posted(options.content)).toHaveLength(1);
    expect(fake.message(first.id)?.nonce).toBe('turn-7');
    expect(fake.pingsOf(BOB).map((m) => m.id)).toEqual([first.id]);
  });

  it('creates a new message for a repeated nonce without enforceNonce, or in another channel', async () => {
    const first = await channel.send({ content: 'loose', nonce: 'loose-1' });
    const again = await channel.send({ content: 'loose', nonce: 'loose-1' });
    expect(again.id).not.toBe(first.id);
    const other = client.channels.cache.get(OTHER) as TextChannel;
    const elsewhere = await other.send({ content: 'loose', nonce: 'loose-1', enforceNonce: true });
    expect(elsewhere.id).not.toBe(first.id);
    expect(posted('loose')).toHaveLength(2);
  });

  it('accepts an integer nonce and rejects a long or fractional one with 50035 on `nonce`', async () => {
    const first = await channel.send({ content: 'int', nonce: 12345, enforceNonce: true });
    expect((await channel.send({ content: 'int', nonce: 12345, enforceNonce: true })).id).toBe(first.id);
    const long = await channel.send({ content: 'long', nonce: 'x'.repeat(26) }).catch((e: unknown) => e);
    expect((long as DiscordAPIError).code).toBe(50035);
    expect((long as DiscordAPIError).rawError).toMatchObject({
      errors: { nonce: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
    // discord.js refuses a fractional nonce itself, so send it raw.
    const fraction = await client.rest
      .post(Routes.channelMessages(CHANNEL), { body: { content: 'frac', nonce: 1.5 } })
      .catch((e: unknown) => e);
    expect((fraction as DiscordAPIError).rawError).toMatchObject({ errors: { nonce: {} } });
    expect(posted('long')).toHaveLength(0);
    expect(posted('frac')).toHaveLength(0);
    expect(posted('x'.repeat(25))).toHaveLength(0);
    await channel.send({ content: 'x'.repeat(25), nonce: 'y'.repeat(25) });
    expect(posted('x'.repeat(25))).toHaveLength(1);
  });
});

describe('fake Discord nonce window', () => {
  beforeAll(async () => {
    fake = await LocalDiscord.start({ token: TOKEN, applicationId: APP, guilds, nonceWindowMs: 100 });
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it('forgets a nonce after nonceWindowMs', async () => {
    const client = rest();
    const body = { content: 'window', nonce: 'w-1', enforce_nonce: true };
    const first = await post(client, body);
    expect((await post(client, body)).id).toBe(first.id);
    await sleep(150);
    expect((await post(client, body)).id).not.toBe(first.id);
    expect(posted('window')).toHaveLength(2);
  });
});

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(5);
  }
}

describe('a client that goes away mid-request', () => {
  beforeAll(async () => {
    fake = await LocalDiscord.start({ token: TOKEN, applicationId: APP, guilds });
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it('is dropped quietly (a killed bot), and the fake goes on serving', async () => {
    const { port } = new URL(fake.apiUrl);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST /api/v10/channels/${CHANNEL}/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Bot ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"content":`,
    );
    await sleep(50);
    socket.destroy();
    await sleep(100);
    const sent = await post(rest(), { content: 'after a torn request' });
    expect(sent.content).toBe('after a torn request');
  });
});
