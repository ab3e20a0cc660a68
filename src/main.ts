/**
 * The bot's entry point (`npm start`): reads `.env`, wires the command list into the bot, connects, and
 * stops gracefully on SIGINT/SIGTERM. The only place that imports commands/ for running the bot.
 * Without DISCORD_TOKEN it starts the local table instead (src/local/): the same bot, on a Discord of
 * its own on 127.0.0.1, shown by a web page.
 */
import 'dotenv/config';
import { COMMANDS } from '../commands/index.ts';
import { ActivityServer } from './activity/server/activity-server.ts';
import { DiscordActivitySession } from './activity/server/discord-session.ts';
import type { GameService } from './app/index.ts';
import { type ActivityConfig, loadConfig } from './bot/ops/config.ts';
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
const secrets = [config.value.token, ...(config.value.activity ? [config.value.activity.clientSecret] : [])];
const base = createLogger(config.value.logLevel, undefined, { secrets });
// One process of several (the shard manager's, or SHARDS set by hand): its lines say which shards.
const logger = config.value.shardIds ? base.child({ shards: config.value.shardIds.join(',') }) : base;
try {
  const { metricsPort, shardIds } = config.value;
  const bot = await startBot({
    config: config.value,
    commands: COMMANDS,
    logger,
    activity: local !== undefined || config.value.activity !== undefined,
    // Under the shard manager every shard's process gets the same variables: shard N listens on
    // METRICS_PORT + N, so they do not fight over one port.
    ...(process.env.SHARDING_MANAGER && metricsPort !== undefined && shardIds?.[0] !== undefined
      ? { metricsPort: metricsPort + shardIds[0] }
      : {}),
  });
  // The Activity's server: at the local table always; on Discord when the host set it up (ACTIVITY_*,
  // docs/hosting.md), behind the host's reverse proxy, in the process of shard 0 only (one port).
  const logActivityError = (error: unknown) => logger.error('activity request failed', { error });
  const activity = local
    ? await (await import('./local-table-start.ts')).startLocalActivity(
        local.table,
        bot.service,
        logActivityError,
      )
    : config.value.activity && (shardIds?.includes(0) ?? true)
      ? await startActivity(config.value, config.value.activity, bot.service, logActivityError)
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

/** Serves the Activity on 127.0.0.1:`ACTIVITY_PORT` for the reverse proxy in front of `ACTIVITY_URL`. */
async function startActivity(
  { clientId, apiUrl }: { clientId?: string; apiUrl?: string },
  activity: ActivityConfig,
  service: GameService,
  logError: (error: unknown) => void,
): Promise<ActivityServer> {
  if (!clientId) throw new Error('the Activity needs DISCORD_CLIENT_ID');
  const server = new ActivityServer({
    service,
    clientId,
    publicHost: activity.publicHost,
    session: new DiscordActivitySession({
      clientId,
      clientSecret: activity.clientSecret,
      ...(apiUrl ? { apiUrl } : {}),
    }),
    // The page `npm run build` puts beside the compiled entry point (dist/src/activity/page/).
    pageDir: new URL('./activity/page/', import.meta.url),
    logError,
  });
  const origin = await server.listen(activity.port);
  logger.info('activity listening', { origin, publicHost: activity.publicHost });
  return server;
}
