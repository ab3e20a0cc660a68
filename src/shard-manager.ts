/**
 * The bot as one process per shard (`npm run start:sharded`), with discord.js's ShardingManager: for a
 * bot in many thousands of servers, or to use more than one core. Each shard's process is `src/main.ts`
 * with `SHARDS` and `SHARD_COUNT` set, on the same database; one process with `SHARD_COUNT=auto` (plain
 * `npm start`) is enough up to tens of thousands of servers. See docs/hosting.md, Sharding.
 */
import 'dotenv/config';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './bot/ops/config.ts';
import { createLogger } from './bot/ops/logger.ts';
import { startShardManager } from './bot/ops/sharding.ts';

const config = loadConfig(process.env);
if (!config.ok) {
  console.error(`Cannot start: ${config.error}`);
  process.exit(1);
}
const logger = createLogger(config.value.logLevel, undefined, { secrets: [config.value.token] }).child({
  role: 'shard manager',
});
try {
  const shards = await startShardManager({
    config: config.value,
    logger,
    // `main.js` when this file runs compiled (`npm run start:sharded`), `main.ts` from the sources.
    file: fileURLToPath(
      new URL(import.meta.url.endsWith('.ts') ? './main.ts' : './main.js', import.meta.url),
    ),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    shards.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  logger.error('could not start the shards', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
}
