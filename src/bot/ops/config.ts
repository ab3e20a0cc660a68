import { err, ok, type Result } from '../../engine/result.ts';
import { isPostgresUrl } from '../../store/index.ts';

/** The bot's configuration, from the environment (docs/design.md section 3). */
export interface Config {
  readonly token: string;
  /** The application id; needed to register commands, read from Discord at login otherwise. */
  readonly clientId?: string;
  /** A development guild: commands are registered there (instantly) instead of globally. */
  readonly guildId?: string;
  readonly databasePath: string;
  /**
   * A PostgreSQL database (`DATABASE_URL`, postgres://…) that several processes, on several machines,
   * can share; when set, it is used instead of the SQLite file at `databasePath`.
   */
  readonly databaseUrl?: string;
  /** REST base URL (…/api) for an HTTP proxy such as @discordjs/proxy, or the tests' fake Discord. */
  readonly apiUrl?: string;
  readonly logLevel: LogLevel;
  /** How often the reminder loop looks for idle turns, in seconds. */
  readonly reminderCheckSeconds: number;
  /** The loopback port of the health and metrics endpoint; absent: no endpoint. */
  readonly metricsPort?: number;
  /** Worker threads of the computer players (AI_WORKERS, default 1; 0 is not allowed). */
  readonly aiWorkers?: number;
  /**
   * How many gateway shards the bot runs in all (`SHARD_COUNT`): `auto` (the default) asks Discord
   * (`GET /gateway/bot`), a number fixes it (every process of a bot must then use the same one).
   */
  readonly shardCount?: number | 'auto';
  /** The shards this process runs (`SHARDS`); absent: all of them. Needs a numeric `shardCount`. */
  readonly shardIds?: readonly number[];
  /** The Activity (the board by touch inside Discord), when the host set it up; absent: none. */
  readonly activity?: ActivityConfig;
}

/** What the Activity's server needs on Discord (docs/hosting.md, "The board as an Activity"). */
export interface ActivityConfig {
  /** The application's OAuth2 secret (`ACTIVITY_CLIENT_SECRET`): exchanged with Discord only, never logged. */
  readonly clientSecret: string;
  /** The public host Discord's URL mapping points at (`ACTIVITY_URL`'s), whose requests it answers. */
  readonly publicHost: string;
  /** The loopback port the reverse proxy forwards to (`ACTIVITY_PORT`, default 8480). */
  readonly port: number;
}

/** More shards than any bot needs (Discord: one per 1,000 to 2,500 servers). */
export const MAX_SHARD_COUNT = 10_000;

/** Log levels, least to most severe. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SNOWFLAKE = /^\d{17,20}$/;

/**
 * Reads the configuration. Returns one sentence naming the variable and how to fix it when something is
 * missing or malformed. `needClientId` is set by the command deploy step.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  needs: { clientId?: boolean } = {},
): Result<Config, string> {
  const token = env.DISCORD_TOKEN?.trim();
  if (!token) {
    return err(
      'DISCORD_TOKEN is not set: copy .env.example to .env and paste your bot token from https://discord.com/developers/applications (Bot → Reset Token).',
    );
  }
  if (/\s/.test(token))
    return err('DISCORD_TOKEN contains spaces: paste the token alone, without quotes or "Bot ".');
  const clientId = env.DISCORD_CLIENT_ID?.trim() || undefined;
  if (needs.clientId && !clientId) {
    return err(
      'DISCORD_CLIENT_ID is not set: put your application id (General Information → Application ID) in .env.',
    );
  }
  if (clientId && !SNOWFLAKE.test(clientId)) {
    return err(
      'DISCORD_CLIENT_ID must be the numeric application id (17–20 digits, General Information → Application ID).',
    );
  }
  const guildId = env.DISCORD_GUILD_ID?.trim() || undefined;
  if (guildId && !SNOWFLAKE.test(guildId)) {
    return err(
      'DISCORD_GUILD_ID must be a numeric server id (17–20 digits); leave it empty for global commands.',
    );
  }
  const apiUrl = env.DISCORD_API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(apiUrl)) {
    return err(`DISCORD_API_URL must be an http(s) URL such as http://127.0.0.1:8080/api, not "${apiUrl}".`);
  }
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    return err(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}".`);
  }
  const databasePath = env.DATABASE_PATH?.trim() || 'data/blokus.sqlite';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    return err(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://blokus:password@db.example:5432/blokus; leave it empty to use the SQLite file at DATABASE_PATH.',
    );
  }
  const check = env.REMINDER_CHECK_SECONDS?.trim() || '60';
  const reminderCheckSeconds = Number(check);
  if (!/^\d+$/.test(check) || reminderCheckSeconds < 1 || reminderCheckSeconds > 3600) {
    return err(
      `REMINDER_CHECK_SECONDS must be a whole number of seconds from 1 to 3600, not "${check.slice(0, 20)}".`,
    );
  }
  const metrics = env.METRICS_PORT?.trim() || undefined;
  const metricsPort = metrics === undefined ? undefined : Number(metrics);
  if (metricsPort !== undefined && (!/^\d+$/.test(metrics!) || metricsPort < 1 || metricsPort > 65535)) {
    return err(
      `METRICS_PORT must be a port number from 1 to 65535 (the endpoint listens on 127.0.0.1 only), not "${metrics!.slice(0, 20)}"; leave it empty for no endpoint.`,
    );
  }
  const workers = env.AI_WORKERS?.trim() || '1';
  const aiWorkers = Number(workers);
  if (!/^\d+$/.test(workers) || aiWorkers < 1 || aiWorkers > 16) {
    return err(
      `AI_WORKERS must be a whole number of computer-player threads from 1 to 16, not "${workers.slice(0, 20)}".`,
    );
  }
  const shards = parseShards(env.SHARD_COUNT, env.SHARDS);
  if (!shards.ok) return shards;
  const activity = parseActivity(env, clientId);
  if (!activity.ok) return activity;
  return ok({
    ...shards.value,
    token,
    aiWorkers,
    databasePath,
    logLevel,
    reminderCheckSeconds,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(clientId ? { clientId } : {}),
    ...(guildId ? { guildId } : {}),
    ...(apiUrl ? { apiUrl: apiUrl.replace(/\/+$/, '') } : {}),
    ...(metricsPort !== undefined ? { metricsPort } : {}),
    ...(activity.value ? { activity: activity.value } : {}),
  });
}

/** Reads the Activity's variables: all of them or none (the bot then runs without the Activity). */
function parseActivity(
  env: Readonly<Record<string, string | undefined>>,
  clientId: string | undefined,
): Result<ActivityConfig | undefined, string> {
  const clientSecret = env.ACTIVITY_CLIENT_SECRET?.trim() || undefined;
  const url = env.ACTIVITY_URL?.trim() || undefined;
  if (!clientSecret && !url) return ok(undefined);
  if (!clientSecret) {
    return err(
      'ACTIVITY_URL is set but ACTIVITY_CLIENT_SECRET is not: paste the OAuth2 client secret (OAuth2 → Client Secret), or leave both empty for no Activity.',
    );
  }
  if (!clientId) {
    return err(
      'ACTIVITY_CLIENT_SECRET needs DISCORD_CLIENT_ID: the Activity signs in with the application id.',
    );
  }
  const publicHost = url && /^https:\/\/([a-z0-9.-]+(:\d+)?)\/?$/i.exec(url)?.[1];
  if (!publicHost) {
    return err(
      "ACTIVITY_URL must be the https address Discord's URL mapping points at, such as https://blokus.example.org (no path).",
    );
  }
  const portText = env.ACTIVITY_PORT?.trim() || '8480';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    return err(
      'ACTIVITY_PORT must be a port number from 1 to 65535 (the Activity listens on 127.0.0.1 only).',
    );
  }
  return ok({ clientSecret, publicHost: publicHost.toLowerCase(), port });
}

/**
 * Reads `SHARD_COUNT` (`auto` or a whole number) and `SHARDS` (which of them this process runs: `3`,
 * `0,1,2`, `4-7`, or JSON such as `[0,1]`, the form discord.js's ShardingManager passes).
 */
function parseShards(
  countText: string | undefined,
  idsText: string | undefined,
): Result<{ shardCount: number | 'auto'; shardIds?: number[] }, string> {
  const count = countText?.trim().toLowerCase() || 'auto';
  const shardCount = count === 'auto' ? 'auto' : Number(count);
  if (shardCount !== 'auto' && (!/^\d+$/.test(count) || shardCount < 1 || shardCount > MAX_SHARD_COUNT)) {
    return err(
      `SHARD_COUNT must be auto (ask Discord) or a whole number of shards from 1 to ${MAX_SHARD_COUNT}.`,
    );
  }
  const list = idsText?.trim().replace(/^\[|\]$/g, '') || undefined;
  if (list === undefined) return ok({ shardCount });
  if (shardCount === 'auto') {
    return err('SHARDS needs SHARD_COUNT set to a number: every process must agree on the count.');
  }
  const ids = new Set<number>();
  for (const part of list.split(',').map((p) => p.trim())) {
    const range = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    const from = Number(range?.[1]);
    const to = Number(range?.[2] ?? range?.[1]);
    if (!range || to < from || to >= shardCount) {
      return err(
        `SHARDS must list shard ids from 0 to ${shardCount - 1} (SHARD_COUNT − 1), such as 0,1 or 4-7; leave it empty to run every shard.`,
      );
    }
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return ok({ shardCount, shardIds: [...ids].sort((a, b) => a - b) });
}
