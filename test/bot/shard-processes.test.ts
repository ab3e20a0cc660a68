/**
 * Several bot processes on one database, SQLite or PostgreSQL (DATABASE_URL), for real: `npm run start:sharded` (discord.js's
 * ShardingManager, one child process per shard) against a fake Discord that recommends two shards, and a
 * third process started by hand on shard 1, as during a rolling deploy, so that shard's events reach two
 * processes at once. Every process is `node --import tsx …` with its variables passed explicitly.
 *
 * - Each shard's process connects its own shard, and logs which shards it runs.
 * - Moves in the server on the doubled shard race in two processes: each lands once, announced once.
 * - Reminders fall due while every process's reminder loop ticks each second: each goes out once, by DM
 *   or in the channel, whichever processes raced for it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { PostgresSql, type SqlDatabase, SqliteSql } from '../../src/store/index.ts';
import { dedicatedPostgresUrl, describeBackends } from '../support/backends.ts';
import { IDS } from '../support/bot-harness.ts';
import {
  BOOT_MS,
  type Child,
  children,
  exitOf,
  expectCleanLogs,
  output,
  parseJson,
  run,
} from '../support/bot-process.ts';
import { FakeDiscord, type InteractionHandle, type StoredMessage } from '../support/fake-discord/index.ts';
import { guildOnShard, shardServer } from '../support/shards.ts';

const TOKEN = `shards-test.${randomBytes(12).toString('hex')}`;
const HOUR = 3_600_000;
const G0 = guildOnShard(0, 2);
const G1 = guildOnShard(1, 2);
const C0 = '1300000000000000010';
const C1 = '1300000000000000011';

describeBackends('bot processes sharing one database', (backend) => {
  let fake: FakeDiscord;
  let dir: string;
  /** The SQLite file, or the PostgreSQL database's URL. */
  let databasePath: string;
  let manager: Child;
  let extra: Child;

  /** JSON log lines of a child whose `msg` is `msg`. */
  const logsOf = (child: Child, msg: string) =>
    child.stdout.map(parseJson).filter((entry) => entry?.msg === msg) as Record<string, unknown>[];

  /** Waits until `test` holds, polling. */
  async function until(what: string, test: () => boolean, timeoutMs = BOOT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline)
        throw new Error(`${what} did not happen:\n${output(manager)}\n${extra ? output(extra) : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const env = (vars: Record<string, string>) => ({
    DISCORD_TOKEN: TOKEN,
    DISCORD_API_URL: fake.apiUrl,
    ...(backend === 'postgres' ? { DATABASE_URL: databasePath } : { DATABASE_PATH: databasePath }),
    LOG_LEVEL: 'debug',
    REMINDER_CHECK_SECONDS: '1',
    ...vars,
  });

  /**
   * Waits until an interaction is settled. On the doubled shard both processes get it and both answer:
   * Discord takes the first answer and refuses the other with 40060 (already acknowledged), and nothing
   * else may go wrong.
   */
  async function settled(handle: Promise<InteractionHandle>): Promise<InteractionHandle> {
    const h = await handle;
    await until(`${h.describe()} settled`, () => h.settled, 10_000);
    expect(
      h.errors.filter((e) => e.code !== 40060),
      h.describe(),
    ).toEqual([]);
    return h;
  }

  const pictures = (channelId: string) => fake.messages(channelId).filter((m) => m.attachments.length > 0);

  /** A connection of a third party to the shared database (SQLite: WAL, beside the writers). */
  function connect(): SqlDatabase {
    if (backend === 'postgres') return new PostgresSql(databasePath);
    const db = new Database(databasePath);
    db.pragma('busy_timeout = 5000');
    return new SqliteSql(db);
  }

  /** Reads the shared database as a third party would. */
  function query<T>(sql: string, ...params: unknown[]): T[] {
    const db = connect();
    try {
      return db.prepare<unknown[], T>(sql).all(...params);
    } finally {
      db.close();
    }
  }

  const buttonId = (message: StoredMessage, action: string) =>
    (message.components as unknown as { components: { custom_id: string }[] }[])
      .flatMap((row) => row.components)
      .find((b) => b.custom_id.startsWith(`blokus:${action}:`))?.custom_id;

  /** Opens a duo game in a channel: /blokus new, Join, Start (waiting for each change to show). */
  async function openGame(channelId: string, creator: string, other: string): Promise<void> {
    await settled(
      fake.slash({
        channelId,
        userId: creator,
        command: 'blokus',
        subcommand: 'new',
        options: { variant: 'duo', 'reminder-hours': 24 },
      }),
    );
    const lobby = await fake.waitForMessage(channelId, (m) => buttonId(m, 'join') !== undefined, 10_000);
    await settled(
      fake.click({ channelId, userId: other, messageId: lobby.id, customId: buttonId(lobby, 'join')! }),
    );
    await until('the lobby shows the second player', () =>
      JSON.stringify(fake.message(lobby.id)?.embeds).includes(other === IDS.bob ? 'Bob' : 'Dave'),
    );
    const start = buttonId(fake.message(lobby.id)!, 'start')!;
    await settled(fake.click({ channelId, userId: creator, messageId: lobby.id, customId: start }));
    await fake.waitForMessage(channelId, (m) => m.attachments.length > 0, 10_000);
  }

  /** The game of a channel as stored: id, turn, who is to move, how many moves. */
  const game = (channelId: string) =>
    query<{ id: number; turn: number; to_move_user_id: string; moves: number }>(
      `SELECT g.id, g.turn, g.to_move_user_id, (SELECT count(*) FROM moves m WHERE m.game_id = g.id) AS moves
       FROM games g WHERE g.channel_id = ? AND g.status = 'active'`,
      channelId,
    )[0]!;

  /** Legal moves of the player to move, found by autocomplete as a user would. */
  async function legalMoves(channelId: string): Promise<{ userId: string; moves: string[] }> {
    const { to_move_user_id: userId } = game(channelId);
    const at = { channelId, userId, command: 'place', focused: 'move' };
    const pieces = (await settled(fake.startAutocomplete({ ...at, value: '' }))).choices ?? [];
    const piece = String(pieces[0]?.value);
    const moves = (await settled(fake.startAutocomplete({ ...at, value: piece }))).choices ?? [];
    expect(moves[0]?.value, `no move for ${userId}`).toMatch(/^[A-Z]\d\S* [a-n]\d/);
    return { userId, moves: moves.map((m) => String(m.value)) };
  }

  /** Plays a legal move with /place. */
  async function place(channelId: string): Promise<void> {
    const { userId, moves } = await legalMoves(channelId);
    await settled(fake.slash({ channelId, userId, command: 'place', options: { move: moves[0]! } }));
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-shards-'));
    databasePath = backend === 'postgres' ? dedicatedPostgresUrl() : join(dir, 'blokus.sqlite');
    fake = await FakeDiscord.start({
      token: TOKEN,
      applicationId: IDS.app,
      guilds: [shardServer(G0, C0, 'Shard zero club'), shardServer(G1, C1, 'Shard one club')],
      recommendedShards: 2,
      maxConcurrency: 2,
    });
    const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
    for (const guild of [G0, G1])
      await rest.put(Routes.applicationGuildCommands(IDS.app, guild), { body: COMMANDS.map((c) => c.data) });
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    }
    await Promise.all(children.map((c) => exitOf(c, 5000).catch(() => undefined)));
    await fake?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Listens on a loopback port (0: any) and closes again; resolves with the port, or -1 if taken. */
  const tryPort = (port: number) =>
    new Promise<number>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(-1));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address() as { port: number };
        server.close(() => resolve(got));
      });
    });

  /** Two free neighbouring loopback ports (the first is returned). */
  async function freePorts(): Promise<number> {
    for (;;) {
      const first = await tryPort(0);
      if (first > 0 && first < 65535 && (await tryPort(first + 1)) === first + 1) return first;
    }
  }

  it('the shard manager runs one process per shard; a third process doubles shard 1', {
    timeout: 90_000,
  }, async () => {
    const metrics = await freePorts();
    manager = run('src/shard-manager.ts', env({ METRICS_PORT: String(metrics) }));
    extra = run('src/main.ts', env({ SHARD_COUNT: '2', SHARDS: '1' }));
    await manager.waitForLog('all shard processes ready', 60_000);
    await extra.waitForLog('connected to Discord', 60_000);
    // A shard is ready for the manager a moment before its process logs the line (later on PostgreSQL).
    await until('both shard processes connected', () => logsOf(manager, 'connected to Discord').length === 2);
    const connected = logsOf(manager, 'connected to Discord');
    expect(connected.map((e) => e.shards).sort()).toEqual(['0', '1']);
    expect(connected.map((e) => e.shardIds).sort()).toEqual([[0], [1]]);
    expect(connected.every((e) => e.shardCount === 2)).toBe(true);
    expect(logsOf(extra, 'connected to Discord')[0]).toMatchObject({
      shards: '1',
      shardIds: [1],
      shardCount: 2,
    });
    expect(fake.sessionShards.map((s) => s.join('/')).sort()).toEqual(['0/2', '1/2', '1/2']);
    // Each shard's process has its own health endpoint: METRICS_PORT + its shard.
    for (const shard of [0, 1]) {
      const health = await fetch(`http://127.0.0.1:${metrics + shard}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', shards: [{ id: shard, status: 'ready' }] });
    }
  });

  it('moves racing in two processes land once and are announced once', { timeout: 90_000 }, async () => {
    await openGame(C0, IDS.alice, IDS.bob);
    await openGame(C1, IDS.carol, IDS.dave);
    for (let i = 1; i <= 3; i++) {
      await place(C0);
      await place(C1);
      await until(`move ${i} shown in both servers`, () => {
        return pictures(C0).length === i + 1 && pictures(C1).length === i + 1;
      });
    }
    // The player to move on the doubled shard sends two different moves at once: the two /place may be
    // handled by two processes, each reading the game at the same version; one lands.
    const { userId, moves } = await legalMoves(C1);
    expect(moves.length).toBeGreaterThan(1);
    const twice = moves.slice(0, 2).map((move) => {
      return settled(fake.slash({ channelId: C1, userId, command: 'place', options: { move } }));
    });
    await Promise.all(twice);
    await until('the fourth move shown', () => pictures(C1).length === 5);
    // A moment for a duplicate to show, if any were to.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pictures(C0)).toHaveLength(4);
    expect(pictures(C1)).toHaveLength(5);
    expect(game(C0).moves).toBe(3);
    expect(game(C1).moves).toBe(4);
    // Each turn message pinged its player once.
    const pings = pictures(C1).map((m) => m.pinged.length);
    expect(pings.slice(1)).toEqual([1, 1, 1, 1]);
    // On the doubled shard both processes handled interactions; every line of a shard process says which.
    const lines = [...manager.stdout, ...extra.stdout].map(parseJson);
    const handled = lines.filter((e) => e?.msg === 'interaction handled');
    expect(handled.some((e) => e?.shards === '1')).toBe(true);
    expect(handled.every((e) => e?.shards === '0' || e?.shards === '1')).toBe(true);
  });

  it('reminders falling due while every process ticks go out once each, DMs included', {
    timeout: 90_000,
  }, async () => {
    const dmUser = game(C1).to_move_user_id;
    await settled(
      fake.slash({
        channelId: C1,
        userId: dmUser,
        command: 'blokus',
        subcommand: 'settings',
        options: { reminders: 'dm' },
      }),
    );
    const before = { c0: fake.messages(C0).length, c1: fake.messages(C1).length };
    // A day passes: the turns began 25 hours ago (the triggers move their reminder time).
    const db = connect();
    db.prepare(
      "UPDATE games SET turn_started_at = turn_started_at - ? WHERE status = 'active' AND channel_id IN (?, ?)",
    ).run(25 * HOUR, C0, C1);
    db.close();
    await until('both reminders', () => {
      const dm = fake.dmChannelOf(dmUser);
      return fake.messages(C0).length > before.c0 && dm !== undefined && fake.messages(dm).length > 0;
    });
    // Three more ticks of every loop.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const c0 = fake.messages(C0).slice(before.c0);
    expect(c0.map((m) => m.content)).toEqual([expect.stringMatching(/^⏰ <@\d+>, it has been your turn/)]);
    expect(c0[0]!.pinged).toEqual([game(C0).to_move_user_id]);
    expect(fake.messages(C1)).toHaveLength(before.c1);
    expect(fake.messages(fake.dmChannelOf(dmUser)!)).toHaveLength(1);
    expect(query<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL')[0]!.n).toBe(0);
    expect(
      query<{ sent: number }>(
        'SELECT reminders_sent AS sent FROM game_settings WHERE game_id IN (?, ?)',
        game(C0).id,
        game(C1).id,
      ).map((r) => r.sent),
    ).toEqual([1, 1]);
  });

  it('stops gracefully: the manager stops its shards', { timeout: 90_000 }, async () => {
    manager.process.kill('SIGTERM');
    extra.process.kill('SIGTERM');
    expect(await exitOf(manager, 20_000)).toBe(0);
    expect(await exitOf(extra, 20_000)).toBe(0);
    expect(logsOf(manager, 'stopped')).toHaveLength(2);
    expectCleanLogs(manager, TOKEN);
    expectCleanLogs(extra, TOKEN);
    expect(fake.unimplementedRoutes).toEqual([]);
  });
});
