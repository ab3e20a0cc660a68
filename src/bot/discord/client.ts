import { type CacheFactory, Client, GatewayIntentBits, LimitedCollection, Options } from 'discord.js';
import type { Config } from '../ops/config.ts';

/** What the client never keeps: nothing the bot reads (see `makeCache`). */
const KEEP_NOTHING = [
  'MessageManager',
  'ReactionManager',
  'ReactionUserManager',
  'PresenceManager',
  'GuildEmojiManager',
  'GuildStickerManager',
  'GuildInviteManager',
  'GuildBanManager',
  'GuildScheduledEventManager',
  'StageInstanceManager',
  'VoiceStateManager',
  'ThreadMemberManager',
  'AutoModerationRuleManager',
  'GuildSoundboardSoundManager',
  // A channel's threads: the bot creates game threads and posts in them by id, which the client's own
  // channel cache (`client.channels`) answers; the per-channel list of threads is never read.
  'ThreadManager',
] as const;

const LIMITED = Options.cacheWithLimits({
  ...Options.DefaultMakeCacheSettings,
  GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
  UserManager: { maxSize: 1000, keepOverLimit: (user) => user.id === user.client.user.id },
});

/**
 * One collection for every manager that keeps nothing: a `LimitedCollection` of size 0 stores nothing, so
 * every channel's messages and threads and every server's emojis, bans … can share it. A collection per
 * manager, empty as it is, costs some 250 bytes: 50 MB at 5,000 servers and 100,000 channels.
 */
const NOTHING = new LimitedCollection({ maxSize: 0 });
const KEEPS_NOTHING = new Set<string>(KEEP_NOTHING);

/**
 * What the client keeps in memory: only what the bot reads. It never reads old messages (it edits its own
 * by id), reactions, presences, emojis, stickers, sounds, invites, bans, voice or a channel's threads; of a server's members it needs
 * only itself (its permissions in a channel). Without limits discord.js keeps 200 messages per channel
 * forever and every member it meets, and a long-running bot creeps towards gigabytes.
 */
const makeCache: CacheFactory = (managerType, holds, manager) =>
  KEEPS_NOTHING.has(manager.name) || KEEPS_NOTHING.has(managerType.name)
    ? (NOTHING as ReturnType<CacheFactory>)
    : LIMITED(managerType, holds, manager);

/**
 * How long the REST client remembers a route. Every interaction is answered on a route of its own (its
 * token's webhook), and discord.js keeps a queue per route until an hourly sweep and the route's bucket
 * for a day: a bot answering a few interactions a second grew by some 25 MB an hour
 * (`npm run bench -- --only=soak`). An interaction's token lives 15 minutes, so its route is forgotten
 * after that; a channel's bucket, if idle as long, is learnt again from Discord's next answer.
 */
export const REST_SWEEPS = {
  handlerSweepInterval: 5 * 60_000,
  hashSweepInterval: 5 * 60_000,
  hashLifetime: 15 * 60_000,
} as const;

/**
 * The discord.js client: the Guilds intent only (no privileged intents, no message content), and no
 * mentions unless a message lists them (`parse: []`), so no player name or text can ping `@everyone`.
 * `DISCORD_API_URL` points REST (and so the gateway discovery) at a proxy or the tests' fake Discord.
 */
export function createClient(
  config: Pick<Config, 'apiUrl' | 'shardCount' | 'shardIds'>,
  restTimeoutMs?: number,
): Client {
  const rest = {
    ...REST_SWEEPS,
    ...(config.apiUrl ? { api: config.apiUrl } : {}),
    ...(restTimeoutMs !== undefined ? { timeout: restTimeoutMs } : {}),
  };
  return new Client({
    ...shardOptions(config),
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: { parse: [] },
    makeCache,
    ...(Object.keys(rest).length > 0 ? { rest } : {}),
  });
}

/**
 * The shards this client connects: `auto` asks Discord how many (`GET /gateway/bot`) and runs them all in
 * this process; a count runs them all, or the listed ones (a process of a bot sharded over several).
 * Both options are always given, so discord.js never reads `SHARDS`/`SHARD_COUNT` from the environment
 * in its own format behind the configuration's back.
 */
function shardOptions(config: Pick<Config, 'shardCount' | 'shardIds'>): {
  shards: 'auto' | number[];
  shardCount: number;
} {
  const count = config.shardCount ?? 'auto';
  if (count === 'auto') return { shards: 'auto', shardCount: 1 };
  return {
    shards: config.shardIds ? [...config.shardIds] : Array.from({ length: count }, (_, i) => i),
    shardCount: count,
  };
}
