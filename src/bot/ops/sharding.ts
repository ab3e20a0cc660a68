import type { ChildProcess } from 'node:child_process';
import { REST, Routes, ShardingManager } from 'discord.js';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

/** What `GET /gateway/bot` tells a bot about sharding. */
export interface GatewayAdvice {
  /** The shard count Discord recommends (about one per 1,000 servers). */
  readonly shards: number;
  /** Shards that may identify in the same 5 seconds (1 for most bots, more for large ones). */
  readonly maxConcurrency: number;
}

/** Discord lets each concurrency bucket identify once per 5 seconds; a little margin on top. */
const IDENTIFY_SPACING_MS = 5500;

/**
 * Asks Discord (through `DISCORD_API_URL` when set, so the tests' fake Discord answers) how many shards
 * to run. discord.js's own `fetchRecommendedShardCount` always asks discord.com.
 */
export async function gatewayAdvice(config: Pick<Config, 'token' | 'apiUrl'>): Promise<GatewayAdvice> {
  const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(config.token);
  const answer = (await rest.get(Routes.gatewayBot())) as {
    shards: number;
    session_start_limit: { max_concurrency: number };
  };
  return { shards: answer.shards, maxConcurrency: answer.session_start_limit.max_concurrency };
}

/** A running sharding manager: one bot process per shard. */
export interface RunningShards {
  readonly manager: ShardingManager;
  readonly shardCount: number;
  /** Stops every shard's process gracefully (SIGTERM; each finishes its work) and does not respawn them. */
  stop(): Promise<void>;
}

/**
 * Runs the bot as several processes with discord.js's `ShardingManager`: one child process per shard of
 * this machine (`SHARDS`, default all), each the ordinary entry point (`file`) with `SHARDS` and
 * `SHARD_COUNT` set, on the same database. A process that dies is started again. Shards are started one
 * after the other, spaced as Discord's identify limit asks.
 */
export async function startShardManager(options: {
  readonly config: Config;
  readonly logger: Logger;
  /** The entry point each shard's process runs (src/main.ts). */
  readonly file: string;
}): Promise<RunningShards> {
  const { config, logger } = options;
  const advice = await gatewayAdvice(config);
  const shardCount =
    config.shardCount === 'auto' || config.shardCount === undefined ? advice.shards : config.shardCount;
  const manager = new ShardingManager(options.file, {
    token: config.token,
    totalShards: shardCount,
    shardList: config.shardIds ? [...config.shardIds] : 'auto',
    mode: 'process',
    respawn: true,
    // The children run TypeScript as this process does (`node --import tsx`).
    execArgv: process.execArgv,
  });
  manager.on('shardCreate', (shard) => {
    logger.info('shard process started', { shard: shard.id, shardCount });
    shard.on('death', (child) =>
      logger.warn('shard process exited', { shard: shard.id, code: (child as ChildProcess).exitCode }),
    );
  });
  const delay = Math.ceil(IDENTIFY_SPACING_MS / Math.max(1, advice.maxConcurrency));
  await manager.spawn({ delay, timeout: 120_000 });
  logger.info('all shard processes ready', { shards: manager.shardList, shardCount });
  return {
    manager,
    shardCount,
    async stop() {
      manager.respawn = false;
      await Promise.all(
        manager.shards.map((shard) => {
          const child = shard.process;
          if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
          return new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          });
        }),
      );
    },
  };
}
