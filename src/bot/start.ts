import { type Client, Events, type Interaction } from 'discord.js';
import { GameService, WARM_UP_SLICE_MS } from '../app/index.ts';
import type { Random } from '../engine/index.ts';
import { Store } from '../store/index.ts';
import type { BotContext } from './bot-context.ts';
import { BUTTONS, SELECTS } from './buttons.ts';
import { createClient } from './discord/client.ts';
import { learnCommandIds } from './discord/command-ids.ts';
import { inviteUrl } from './discord/invite.ts';
import { type CommandModule, createRouter } from './discord/router.ts';
import { ComputerLoop, type ComputerOptions } from './loops/computer-loop.ts';
import { DeliveryLoop, type DeliveryOptions } from './loops/delivery.ts';
import { ReminderLoop } from './loops/reminders.ts';
import { noteLocales } from './messages/locale.ts';
import type { Config } from './ops/config.ts';
import { createLogger, type Logger } from './ops/logger.ts';
import type { MetricsServer } from './ops/metrics.ts';

/** What a bot process is made of; tests pass their own clock, randomness and reminder interval. */
export interface BotOptions {
  readonly config: Config;
  /** The slash commands (wired here by the entry point, so src/bot never imports commands/). */
  readonly commands: readonly CommandModule<BotContext>[];
  readonly logger?: Logger;
  readonly now?: () => number;
  readonly random?: Random;
  /** How often the reminder loop looks for due reminders (default: the config's); 0: never by itself (tests call `tick`). */
  readonly reminderIntervalMs?: number;
  /** The outbox's retry waits and sweep interval (tests shorten them). */
  readonly delivery?: DeliveryOptions;
  /** How long a request to Discord may take before discord.js gives up and retries (default 15 s). */
  readonly restTimeoutMs?: number;
  /** The health and metrics endpoint's port, over the config's (0: any free port, for tests). */
  readonly metricsPort?: number;
  /** The computer players' pool and pace (tests: untimed, no pause). */
  readonly computer?: ComputerOptions;
  /** Whether the Activity serves the board (ACTIVITY_*, or the local table): Open the board on turns. */
  readonly activity?: boolean;
}

/** A running bot. */
export interface RunningBot {
  readonly client: Client;
  readonly service: GameService;
  readonly reminders: ReminderLoop;
  /** The outbox's delivery loop. */
  readonly delivery: DeliveryLoop;
  /** The computer seats' moves and the searches' worker pool. */
  readonly computers: ComputerLoop;
  /** Resolves when the gateway session is ready. */
  readonly ready: Promise<void>;
  /** The health and metrics endpoint, when one was asked for (`METRICS_PORT`). */
  readonly metrics: MetricsServer | null;
  /** Graceful stop: no new interactions, in-flight ones finish (up to 10 s), then Discord and the database close. */
  stop(): Promise<void>;
}

/**
 * Opens the database, connects to Discord, delivers whatever the outbox still holds, starts the reminder
 * loop, and checks the stored games in the background (they load when first needed).
 */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  const { config } = options;
  const logger =
    options.logger ??
    createLogger(config.logLevel, undefined, { secrets: [config.token, ...databaseSecrets(config)] });
  const now = options.now ?? Date.now;
  const store = Store.open(config.databaseUrl ?? config.databasePath);
  const service = new GameService({ store, now, ...(options.random ? { random: options.random } : {}) });

  const client = createClient(config, options.restTimeoutMs);
  const activity = options.activity ?? false;
  const delivery = new DeliveryLoop(client, { service, logger, now, activity }, options.delivery);
  const computers = new ComputerLoop(
    { service, logger, outbox: delivery },
    { workers: config.aiWorkers ?? 1, ...options.computer },
  );
  const ctx: BotContext = { service, logger, now, outbox: delivery, computers, activity };
  const route = createRouter({ commands: options.commands, buttons: BUTTONS, selects: SELECTS, ctx, logger });
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    if (stopping) return;
    // Someone is here: announcements held for want of permissions are tried again (they may be fixed).
    const place = interaction.channelId;
    if (place) delivery.nudge(place);
    // Messages sent later (public ones, DM reminders) need the server's and the user's languages.
    try {
      noteLocales(service, interaction);
    } catch (error) {
      logger.warn('could not note the locales', { error });
    }
    // Whatever the handler did (even if it failed after saving a change), what it announced goes out now.
    const handled = route(interaction)
      .then(() => (place ? delivery.flush(place) : undefined))
      // The change may have made it a computer's turn, or passed the one it was thinking about.
      .then(() => (place ? computers.checkPlace(place) : undefined))
      .then(
        () => undefined,
        (error: unknown) => logger.error('delivery after an interaction failed', { error }),
      )
      .finally(() => inFlight.delete(handled));
    inFlight.add(handled);
  });
  client.on(Events.Error, (error) => logger.error('discord client error', { error }));
  // Permissions may have been fixed: announcements held for want of them are tried again.
  client.on(Events.ChannelUpdate, () => delivery.retryBlocked());
  client.on(Events.GuildRoleUpdate, () => delivery.retryBlocked());
  const reminders = new ReminderLoop(ctx, options.reminderIntervalMs ?? config.reminderCheckSeconds * 1000);
  let checking: Promise<void> = Promise.resolve();
  const stopChecking = new AbortController();
  const ready = new Promise<void>((resolve) => {
    client.once(Events.ClientReady, async (c) => {
      // Known only now with `shards: 'auto'`: this process delivers and reminds for its shards' servers.
      const shards = { count: c.options.shardCount ?? 1, ids: shardIdsOf(c) };
      service.runShards(shards);
      logger.info('connected to Discord', {
        user: c.user.tag,
        guilds: c.guilds.cache.size,
        shardIds: shards.ids,
        shardCount: shards.count,
        invite: inviteUrl(c.application.id),
      });
      // Messages name commands by mentions, which need the ids Discord gave them.
      await learnCommandIds(c, [service], config.guildId).then(
        (count) => logger.debug('learned the command ids', { count }),
        (error: unknown) => logger.warn('could not fetch the commands; naming them as typed', { error }),
      );
      delivery.start();
      reminders.start();
      computers.start();
      resolve();
      // Games load when first needed: the stored ones are checked in the background, so the start does not
      // grow with their number, and a corrupt log is still reported early. Each slice of the check is
      // followed by as long a pause, so it takes at most half a core. A stop ends it at its next pause.
      checking = service
        .warmUpInSteps(() => new Promise((next) => setTimeout(next, WARM_UP_SLICE_MS)), stopChecking.signal)
        .then((report) => {
          if (stopChecking.signal.aborted)
            logger.info('stopped checking the stored games', { checked: report.loaded });
          else logger.info('games loaded', { open: report.loaded, broken: report.broken.length });
          for (const broken of report.broken) logger.error('a stored game does not replay', broken);
        })
        .catch((error: unknown) => logger.error('checking the stored games failed', { error }));
    });
  });
  const metricsPort = options.metricsPort ?? config.metricsPort;
  // Loaded only when asked for: prom-client is of no use otherwise.
  const metrics =
    metricsPort === undefined
      ? null
      : await (await import('./ops/metrics.ts')).startMetrics({ port: metricsPort, service, client, logger });
  try {
    await client.login(config.token);
  } catch (error) {
    await metrics?.close();
    await client.destroy();
    service.close();
    throw shardingHint(error);
  }

  return {
    client,
    service,
    reminders,
    delivery,
    computers,
    ready,
    metrics,
    async stop() {
      stopping = true;
      stopChecking.abort();
      await reminders.stop();
      const deadline = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([Promise.allSettled([...inFlight]), deadline]);
      await computers.stop();
      await delivery.stop();
      await checking;
      await client.destroy();
      await metrics?.close();
      service.close();
      logger.info('stopped');
    },
  };
}

/** The shard ids a ready client runs (discord.js has replaced `'auto'` with the list by then). */
function shardIdsOf(client: Client): number[] {
  const shards = client.options.shards;
  return Array.isArray(shards) ? shards : [...client.ws.shards.keys()];
}

/**
 * Discord closes a connection that would hold more than 2,500 servers (4011, "sharding required") and
 * refuses a shard id outside the count (4010): the error says what to change.
 */
function shardingHint(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (/sharding is required/i.test(message)) {
    return new Error(
      'Discord requires sharding (close code 4011: a connection may hold at most 2,500 servers): set SHARD_COUNT=auto (the default) or a larger number (see docs/hosting.md, Sharding).',
    );
  }
  if (/invalid shard/i.test(message)) {
    return new Error('Discord refused the shard (close code 4010): check SHARD_COUNT and SHARDS.');
  }
  return error;
}

/** The password inside DATABASE_URL, if any: never logged, like the token. */
function databaseSecrets(config: Config): string[] {
  if (!config.databaseUrl) return [];
  try {
    const password = decodeURIComponent(new URL(config.databaseUrl).password);
    return password ? [password, config.databaseUrl] : [];
  } catch {
    return [config.databaseUrl];
  }
}
