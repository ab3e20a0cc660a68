import { ShardClientUtil } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { createLogger } from '../../src/bot/ops/logger.ts';
import { type RunningBot, startBot } from '../../src/bot/start.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness, TOKEN } from '../support/bot-harness.ts';
import { FakeDiscord } from '../support/fake-discord/index.ts';
import { guildOnShard, shardServer } from '../support/shards.ts';

/**
 * Sharding in one process: the real bot against a fake Discord that routes each server's events to its
 * shard only. With `shards: 'auto'` the bot asks Discord how many shards to run and runs them all; games
 * in servers on different shards each get their moves, turn pings and reminders (DM reminders included)
 * exactly once. Then two bots on one database, one shard each (as two processes would be): each delivers
 * only its own servers' announcements and reminders, and still each once. And Discord's 4011: a connection
 * may not hold more than 2,500 servers (a smaller limit here).
 */

const HOUR = 3_600_000;

const G0 = guildOnShard(0, 2);
const G1 = guildOnShard(1, 2);
const C0 = '1100000000000000010';
const C1 = '1100000000000000011';

/** Plays the first legal move of the player to move in a channel's game. */
async function playOne(d: BotDriver, channelId: string): Promise<void> {
  const view = d.view({ channelId });
  const turn = view.toMove!;
  const text = formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!);
  const placed = await d.slash(turn.userId, channelId, 'place', { move: text });
  expect(placed.reply?.deleted, placed.describe()).toBe(true);
}

/** The board pictures posted in a channel (the start and each move). */
const boards = (h: Harness, channelId: string) =>
  h.fake.messages(channelId).filter((m) => m.attachments.length > 0);

describe('one process running two shards', () => {
  let h: Harness;
  let d: BotDriver;

  beforeAll(async () => {
    h = await startHarness({
      guild: shardServer(G0, C0, 'Shard zero club'),
      moreGuilds: [shardServer(G1, C1, 'Shard one club')],
      fake: { recommendedShards: 2, maxConcurrency: 2 },
    });
    d = new BotDriver(h);
  });

  afterAll(() => checkAndStop(h));

  it('asks Discord for the shard count and runs both shards, each with its own server', () => {
    const { client } = h.bot;
    expect(client.options.shards).toEqual([0, 1]);
    expect(client.options.shardCount).toBe(2);
    expect([...h.fake.sessionShards].sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(client.guilds.cache.get(G0)?.shardId).toBe(0);
    expect(client.guilds.cache.get(G1)?.shardId).toBe(1);
    expect(ShardClientUtil.shardIdForGuildId(G1, 2)).toBe(1);
    expect(h.bot.service.store.shardScope).toEqual({ count: 2, ids: [0, 1] });
  });

  it('plays a game in each server, every move and reminder announced once', async () => {
    await d.openGame(C0, IDS.alice, [IDS.bob], { variant: 'duo', 'reminder-hours': 24 });
    await d.openGame(C1, IDS.carol, [IDS.dave], { variant: 'duo', 'reminder-hours': 24 });
    for (let i = 0; i < 3; i++) {
      await playOne(d, C0);
      await playOne(d, C1);
    }
    await d.idle();
    expect(boards(h, C0)).toHaveLength(4);
    expect(boards(h, C1)).toHaveLength(4);

    // Whoever is to move in the second server hears by DM; the first server's player in its channel.
    const dmUser = d.view({ channelId: C1 }).toMove!.userId;
    h.bot.service.setNotifications(dmUser, { notify: 'dm' });
    const channelUser = d.view({ channelId: C0 }).toMove!.userId;
    const before = { c0: h.fake.messages(C0).length, c1: h.fake.messages(C1).length };
    h.clock.advance(25 * HOUR);
    expect(await h.bot.reminders.tick()).toBe(2);
    expect(await h.bot.reminders.tick()).toBe(0);
    await d.idle();
    const c0 = h.fake.messages(C0).slice(before.c0);
    expect(c0).toHaveLength(1);
    expect(c0[0]!.pinged).toEqual([channelUser]);
    expect(h.fake.messages(C1)).toHaveLength(before.c1);
    expect(h.fake.messages(h.fake.dmChannelOf(dmUser)!)).toHaveLength(1);
    expect(h.bot.service.outbox.undeliveredCount()).toBe(0);
  });
});

describe('two bots on one database, one shard each', () => {
  let h: Harness;
  let d: BotDriver;
  let second: RunningBot;

  beforeAll(async () => {
    // The harness's bot runs shard 0 of 2; a second bot on the same database and Discord runs shard 1. Its
    // log lines join the harness's (marked), so the driver sees every interaction handled.
    h = await startHarness({
      guild: shardServer(G0, C0, 'Shard zero club'),
      moreGuilds: [shardServer(G1, C1, 'Shard one club')],
      shards: { shardCount: 2, shardIds: [0] },
    });
    second = await startBot({
      config: {
        token: TOKEN,
        databasePath: h.databasePath,
        apiUrl: h.fake.apiUrl,
        logLevel: 'debug',
        reminderCheckSeconds: 60,
        shardCount: 2,
        shardIds: [1],
      },
      commands: COMMANDS,
      logger: createLogger('debug', (line) => h.logs.push(line.replace('{', '{"bot":"second",'))),
      now: h.clock.now,
      reminderIntervalMs: 0,
    });
    await second.ready;
    d = new BotDriver(h);
  });

  afterAll(async () => {
    await second?.stop();
    await checkAndStop(h);
  });

  /** The places a bot posted announcements in, from the debug log, from the `from`th line on. */
  const deliveredBy = (bot: 'first' | 'second', from = 0) =>
    h.logs
      .slice(from)
      .map((line) => JSON.parse(line) as { msg: string; place?: string; bot?: string })
      .filter((entry) => entry.msg === 'announcement delivered' && (entry.bot ?? 'first') === bot)
      .map((entry) => entry.place);

  it('each bot answers and announces only its own server', async () => {
    expect(h.bot.service.store.shardScope).toEqual({ count: 2, ids: [0] });
    expect(second.service.store.shardScope).toEqual({ count: 2, ids: [1] });
    expect(h.bot.client.guilds.cache.map((g) => g.id)).toEqual([G0]);
    expect(second.client.guilds.cache.map((g) => g.id)).toEqual([G1]);
    await d.openGame(C0, IDS.alice, [IDS.bob], { variant: 'duo', 'reminder-hours': 24 });
    await d.openGame(C1, IDS.carol, [IDS.dave], { variant: 'duo', 'reminder-hours': 24 });
    await playOne(d, C0);
    await playOne(d, C1);
    await d.idle();
    expect(boards(h, C0)).toHaveLength(2);
    expect(boards(h, C1)).toHaveLength(2);
    expect(new Set(deliveredBy('first'))).toEqual(new Set([C0]));
    expect(new Set(deliveredBy('second'))).toEqual(new Set([C1]));
  });

  it('reminders: each bot sends its own servers’ (DMs included), each once', async () => {
    const dmUser = d.view({ channelId: C1 }).toMove!.userId;
    h.bot.service.setNotifications(dmUser, { notify: 'dm' });
    h.clock.advance(25 * HOUR);
    const from = h.logs.length;
    // Both bots tick at once, twice: each writes only its own server's reminder, and once.
    expect(await Promise.all([h.bot.reminders.tick(), second.reminders.tick()])).toEqual([1, 1]);
    expect(await Promise.all([h.bot.reminders.tick(), second.reminders.tick()])).toEqual([0, 0]);
    await d.idle();
    expect(deliveredBy('first', from)).toEqual([C0]);
    expect(deliveredBy('second', from)).toEqual([`dm:${dmUser}`]);
    expect(h.fake.messages(h.fake.dmChannelOf(dmUser)!)).toHaveLength(1);
    expect(h.bot.service.outbox.undeliveredCount()).toBe(0);
  });
});

describe("Discord's limit of servers per connection", () => {
  const guilds = [0, 1, 2].map((n) =>
    shardServer(guildOnShard(n % 2, 2, n), `12000000000000000${10 + n}`, `S${n}`),
  );
  let fake: FakeDiscord;

  beforeAll(async () => {
    fake = await FakeDiscord.start({
      token: TOKEN,
      applicationId: IDS.app,
      guilds,
      maxGuildsPerShard: 2,
      maxConcurrency: 2,
    });
  });
  afterAll(async () => {
    await fake.stop();
  });

  const start = (shardCount: number | 'auto', databasePath: string) =>
    startBot({
      config: {
        token: TOKEN,
        databasePath,
        apiUrl: fake.apiUrl,
        logLevel: 'error',
        reminderCheckSeconds: 60,
        shardCount,
      },
      commands: COMMANDS,
      logger: createLogger('error', () => {}),
      reminderIntervalMs: 0,
    });

  it('closes an unsharded connection past the limit with 4011, and the bot says to shard', async () => {
    await expect(start(1, ':memory:')).rejects.toThrow(/Discord requires sharding \(close code 4011/);
    expect(fake.errors.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/^gateway closed with 4011: shard \[0, 1\] would hold 3 guilds/),
    );
  });

  it('with the count Discord recommends, each connection holds its share', async () => {
    fake.recommendShards(2);
    const bot = await start('auto', ':memory:');
    try {
      await bot.ready;
      expect(bot.client.options.shards).toEqual([0, 1]);
      expect(bot.client.guilds.cache.size).toBe(3);
    } finally {
      await bot.stop();
    }
  });
});
