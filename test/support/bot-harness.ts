import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { COMMANDS } from '../../commands/index.ts';
import type { ComputerOptions } from '../../src/bot/loops/computer-loop.ts';
import type { DeliveryOptions } from '../../src/bot/loops/delivery.ts';
import type { Config } from '../../src/bot/ops/config.ts';
import { createLogger, type Logger } from '../../src/bot/ops/logger.ts';
import { type RunningBot, startBot } from '../../src/bot/start.ts';
import { seededRandom } from '../../src/engine/index.ts';
import { FakeDiscord, type GuildSpec, type LocalDiscordOptions } from './fake-discord/index.ts';

/** Ids of the test world: one server, two channels, five members. */
export const IDS = {
  app: '1000000000000000100',
  guild: '1000000000000000001',
  channel: '1000000000000000002',
  otherChannel: '1000000000000000003',
  alice: '1000000000000000011',
  bob: '1000000000000000012',
  carol: '1000000000000000013',
  dave: '1000000000000000014',
  erin: '1000000000000000015',
} as const;

export const TOKEN = 'test-token';

/** The test server: two channels and five members (one with an emoji in their name). */
export const TEST_GUILD = {
  id: IDS.guild,
  name: 'Blokus Club',
  ownerId: IDS.alice,
  channels: [
    { id: IDS.channel, name: 'blokus' },
    { id: IDS.otherChannel, name: 'blokus-2' },
  ],
  members: [
    { id: IDS.alice, username: 'alice', globalName: 'Alice' },
    { id: IDS.bob, username: 'bob', globalName: 'Bob' },
    { id: IDS.carol, username: 'carol', globalName: 'Carol' },
    { id: IDS.dave, username: 'dave', globalName: 'Dave' },
    { id: IDS.erin, username: 'erin', globalName: 'Erin 🎲' },
  ],
};

/**
 * The computer players in tests: untimed (a seed and a simulation budget give the same move), small
 * budgets, no natural pause, and no worker started until a search is asked for.
 */
export const TEST_COMPUTER: ComputerOptions = {
  warm: false,
  delayMs: 0,
  sweepMs: 0,
  limits: { timed: false, maxSimulations: 100, hintSimulations: 200 },
};

/** A test clock: starts at a fixed time and moves only when told. */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 10, 29, 12, 0, 0)) {}
  readonly now = () => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Everything a bot test works with. */
export interface Harness {
  readonly fake: FakeDiscord;
  readonly bot: RunningBot;
  readonly clock: TestClock;
  readonly databasePath: string;
  readonly logs: string[];
  /** Stops the bot (and with `all`, the fake, and removes the database folder). */
  stop(all?: boolean): Promise<void>;
  /** Starts a new bot process-in-process on the same database and fake (a restart). */
  restart(): Promise<RunningBot>;
}

/** Starts the fake Discord, registers the commands like the deploy step, and starts the real bot on it. */
export async function startHarness(
  options: {
    dir?: string;
    /** discord.js's REST timeout (tests of a slow Discord set it low). */
    restTimeoutMs?: number;
    /** The outbox's retry waits (tests of a failing Discord shorten them). */
    delivery?: DeliveryOptions;
    /** The test server (default `TEST_GUILD`; tests of languages give its members and itself a locale). */
    guild?: GuildSpec;
    /** The computer players (default `TEST_COMPUTER`); read at every (re)start, so a test may change it. */
    computer?: ComputerOptions;
    /** More servers, the commands registered in each (tests of sharding put them on different shards). */
    moreGuilds?: GuildSpec[];
    /** The fake Discord's sharding: recommended shard count, servers per connection, identify concurrency. */
    fake?: Pick<LocalDiscordOptions, 'recommendedShards' | 'maxGuildsPerShard' | 'maxConcurrency'>;
    /** The bot's shard settings (`SHARD_COUNT`, `SHARDS`). */
    shards?: Pick<Config, 'shardCount' | 'shardIds'>;
    /** The Activity set up: turn messages offer Open the board. */
    activity?: boolean;
  } = {},
): Promise<Harness> {
  const guilds = [options.guild ?? TEST_GUILD, ...(options.moreGuilds ?? [])];
  const fake = await FakeDiscord.start({ token: TOKEN, applicationId: IDS.app, guilds, ...options.fake });
  const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
  for (const guild of guilds)
    await rest.put(Routes.applicationGuildCommands(IDS.app, guild.id), { body: COMMANDS.map((c) => c.data) });
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'blokus-bot-'));
  const databasePath = join(dir, 'blokus.sqlite');
  const clock = new TestClock();
  const logs: string[] = [];
  const logger: Logger = createLogger('debug', (line) => logs.push(line));
  const launch = async () => {
    const bot = await startBot({
      config: {
        token: TOKEN,
        databasePath,
        apiUrl: fake.apiUrl,
        logLevel: 'debug',
        reminderCheckSeconds: 60,
        // The server the commands are registered in, as DISCORD_GUILD_ID names it: the bot learns their ids.
        guildId: guilds[0]!.id,
        ...options.shards,
      },
      commands: COMMANDS,
      logger,
      now: clock.now,
      random: seededRandom(7),
      reminderIntervalMs: 0,
      computer: options.computer ?? TEST_COMPUTER,
      ...(options.activity ? { activity: true } : {}),
      ...(options.restTimeoutMs !== undefined ? { restTimeoutMs: options.restTimeoutMs } : {}),
      ...(options.delivery ? { delivery: options.delivery } : {}),
    });
    await bot.ready;
    return bot;
  };
  let bot = await launch();
  return {
    fake,
    get bot() {
      return bot;
    },
    clock,
    databasePath,
    logs,
    async stop(all = true) {
      await bot.stop();
      if (all) {
        await fake.stop();
        if (!options.dir) rmSync(dir, { recursive: true, force: true });
      }
    },
    async restart() {
      await bot.stop();
      bot = await launch();
      return bot;
    },
  };
}
