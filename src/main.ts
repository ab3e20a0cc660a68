/**
 * The bot's entry point (`npm start`): reads `.env`, wires the command list into the bot, connects, and
 * stops gracefully on SIGINT/SIGTERM. The only place that imports commands/ for running the bot.
 * Without DISCORD_TOKEN it starts the local table instead (src/local/): the same bot, on a Discord of
 * its own on 127.0.0.1, shown by a web page.
 */
import 'dotenv/config';
import { COMMANDS } from '../commands/index.ts';
import { loadConfig } from './bot/ops/config.ts';
import { createLogger } from './bot/ops/logger.ts';
import { startBot } from './bot/start.ts';
import type { LocalStart } from './local-table-start.ts';

let local: LocalStart | undefined;
if (!process.env.DISCORD_TOKEN?.trim()) {
  // Loaded only here: with a token, the bot starts exactly as it did before the local table existed.
  const { startLocalTable } = await import('./local-table-start.ts');
  const errors = createLogger('error');
  const started = await startLocalTable(process.env, process.argv.slice(2), COMMANDS, (error) =>
    errors.error('local table failed', { error }),
  );
  if (!started.ok) {
    console.error(`Cannot start the local table: ${started.error}`);
    process.exit(1);
  }
  local = started.value;
}
const config = loadConfig(local ? local.env : process.env);
if (!config.ok) {
  console.error(`Cannot start: ${config.error}`);
  await local?.table.stop();
  process.exit(1);
}
const base = createLogger(config.value.logLevel, undefined, { secrets: [config.value.token] });
// One process of several (the shard manager's, or SHARDS set by hand): its lines say which shards.
const logger = config.value.shardIds ? base.child({ shards: config.value.shardIds.join(',') }) : base;
try {
  const { metricsPort, shardIds } = config.value;
  const bot = await startBot({
    config: config.value,
    commands: COMMANDS,
    logger,
    // Under the shard manager every shard's process gets the same variables: shard N listens on
    // METRICS_PORT + N, so they do not fight over one port.
    ...(process.env.SHARDING_MANAGER && metricsPort !== undefined && shardIds?.[0] !== undefined
      ? { metricsPort: metricsPort + shardIds[0] }
      : {}),
  });
  // The Activity's server: at the local table only, until it signs in with Discord
  // (docs/decisions/0035-activity-first-slice.md).
  const activity = local
    ? await (await import('./local-table-start.ts')).startLocalActivity(local.table, bot.service, (error) =>
        logger.error('activity request failed', { error }),
      )
    : undefined;
  if (local) {
    const { table, databasePath, banner } = local;
    bot.ready.then(() => {
      logger.info('local table ready', { url: table.url, databasePath });
      console.log(banner);
    });
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    Promise.resolve(activity?.close())
      .then(() => bot.stop())
      .then(() => local?.table.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', { error });
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A stray rejection (a Discord call nobody awaited) is a bug to log, not a reason to drop every game's
  // connection: each game change is committed before anything is posted, so going on is safe.
  process.on('unhandledRejection', (error) => logger.error('unhandled rejection', { error }));
} catch (error) {
  logger.error('could not start', {
    error: error instanceof Error ? error.message : String(error),
    database: config.value.databaseUrl ? 'DATABASE_URL (PostgreSQL)' : config.value.databasePath,
  });
  await local?.table.stop();
  process.exit(1);
}
