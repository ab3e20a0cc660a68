/**
 * The bot's entry point (`npm start`): reads `.env`, wires the command list into the bot, connects, and
 * stops gracefully on SIGINT/SIGTERM. The only place that imports commands/ for running the bot.
 */
import 'dotenv/config';
import { COMMANDS } from '../commands/index.ts';
import { loadConfig } from './bot/config.ts';
import { createLogger } from './bot/logger.ts';
import { startBot } from './bot/start.ts';

const config = loadConfig(process.env);
if (!config.ok) {
  console.error(`Cannot start: ${config.error}`);
  process.exit(1);
}
const logger = createLogger(config.value.logLevel, undefined, { secrets: [config.value.token] });
try {
  const bot = await startBot({
    config: config.value,
    commands: COMMANDS,
    logger,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    bot.stop().then(
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
    databasePath: config.value.databasePath,
  });
  process.exit(1);
}
