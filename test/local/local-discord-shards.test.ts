import { once } from 'node:events';
import { Client, Events, GatewayIntentBits, REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { guildOfEvent, shardOf } from '../../src/local/discord/guilds/shards.ts';
import { LocalDiscord } from '../../src/local/discord/index.ts';

/**
 * The local Discord's sharding, as Discord does it: a connection runs the shard its IDENTIFY names and
 * gets only the events of that shard's servers (DMs on shard 0); `GET /gateway/bot` recommends a shard
 * count; an id outside the count is closed with 4010, a connection past the servers limit with 4011.
 */

const TOKEN = 'shard-token';
const APP = '1000000000000000100';
const ALICE = '1000000000000000011';
/** Server ids on shard 0, 1, 0 of 2 (and on shards 0, 1, 2 of 3: 30, 31, 32 above bit 22). */
const GUILDS = ['30', '31', '32'].map((t) => (BigInt(t) << 22n).toString());

/** A raw gateway connection: HELLO, then IDENTIFY with `shard`; resolves with the close code, if closed. */
async function identify(fake: LocalDiscord, shard: unknown): Promise<{ code: number; events: string[] }> {
  const socket = new WebSocket(`${fake.gatewayUrl}?v=10&encoding=json`);
  const events: string[] = [];
  socket.on('message', (data) => {
    const payload = JSON.parse(String(data)) as { op: number; t?: string };
    if (payload.op === 10)
      socket.send(JSON.stringify({ op: 2, d: { token: TOKEN, intents: 1, properties: {}, shard } }));
    if (payload.t) events.push(payload.t);
  });
  const closed = once(socket, 'close').then(([code]) => Number(code));
  const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(0), 500))]);
  socket.terminate();
  return { code, events };
}

describe('the local Discord shards as Discord does', () => {
  let fake: LocalDiscord;

  beforeAll(async () => {
    fake = await LocalDiscord.start({
      token: TOKEN,
      applicationId: APP,
      recommendedShards: 2,
      maxConcurrency: 2,
      maxGuildsPerShard: 2,
      guilds: GUILDS.map((id, i) => ({
        id,
        name: `Server ${i}`,
        channels: [{ id: `${id}9`, name: 'general' }],
        members: [{ id: ALICE, username: 'alice' }],
      })),
    });
  });

  afterAll(async () => {
    await fake.stop();
  });

  it('puts a server on shard (id >> 22) % count', () => {
    expect(GUILDS.map((g) => shardOf(g, 2))).toEqual([0, 1, 0]);
    expect(GUILDS.map((g) => shardOf(g, 3))).toEqual([0, 1, 2]);
    expect(guildOfEvent('GUILD_CREATE', { id: GUILDS[1] })).toBe(GUILDS[1]);
    expect(guildOfEvent('MESSAGE_CREATE', { guild_id: GUILDS[2], id: 'x' })).toBe(GUILDS[2]);
    expect(guildOfEvent('MESSAGE_CREATE', { channel_id: 'dm' })).toBeUndefined();
  });

  it('recommends its shard count and identify concurrency', async () => {
    const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
    expect(await rest.get(Routes.gatewayBot())).toMatchObject({
      shards: 2,
      session_start_limit: { max_concurrency: 2 },
    });
  });

  it("routes each server's events to its shard only, and events of no server to shard 0", async () => {
    const client = new Client({
      intents: [GatewayIntentBits.Guilds],
      shards: 'auto',
      rest: { api: fake.apiUrl },
    });
    const seen: [string, number][] = [];
    client.on(Events.Raw, (packet: { t?: string; d?: { id?: string; guild_id?: string } }, shard: number) => {
      if (packet.t === 'GUILD_CREATE') seen.push([packet.d!.id!, shard]);
      if (packet.t === 'TYPING_START') seen.push([`typing ${packet.d?.guild_id ?? 'dm'}`, shard]);
    });
    try {
      const ready = once(client, Events.ClientReady);
      await client.login(TOKEN);
      await ready;
      expect(client.options.shards).toEqual([0, 1]);
      expect(seen.sort()).toEqual(
        [
          [GUILDS[0], 0],
          [GUILDS[1], 1],
          [GUILDS[2], 0],
        ].sort(),
      );
      seen.length = 0;
      fake.dispatch('TYPING_START', { guild_id: GUILDS[1], channel_id: `${GUILDS[1]}9`, user_id: ALICE });
      fake.dispatch('TYPING_START', { channel_id: '123', user_id: ALICE });
      for (let i = 0; i < 200 && seen.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(seen.sort()).toEqual([
        [`typing ${GUILDS[1]}`, 1],
        ['typing dm', 0],
      ]);
      expect(fake.sessionShards.map((s) => s.join('/')).sort()).toEqual(['0/2', '1/2']);
    } finally {
      await client.destroy();
    }
  });

  it('closes an IDENTIFY with a shard outside its count (4010) or holding too many servers (4011)', async () => {
    expect((await identify(fake, [2, 2])).code).toBe(4010);
    expect((await identify(fake, 'zero')).code).toBe(4010);
    // Unsharded, the one connection would hold all three servers; the limit is two here.
    const unsharded = await identify(fake, undefined);
    expect(unsharded.code).toBe(4011);
    expect(unsharded.events).toEqual([]);
    // Shard 0 of 3 holds one server: READY, then its GUILD_CREATE.
    const third = await identify(fake, [0, 3]);
    expect(third.code).toBe(0);
    expect(third.events).toEqual(['READY', 'GUILD_CREATE']);
    expect(fake.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'gateway closed with 4010: invalid shard [2,2]',
        'gateway closed with 4011: shard [0, 1] would hold 3 guilds, more than 2',
      ]),
    );
  });
});
