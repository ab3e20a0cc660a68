import { Client, GatewayIntentBits, Options } from 'discord.js';
import type { Config } from './config.ts';

/**
 * What the client keeps in memory: only what the bot reads. It never reads old messages (it edits its own
 * by id), reactions, presences, emojis, stickers, invites, bans or voice; of a server's members it needs
 * only itself (its permissions in a channel). Without limits discord.js keeps 200 messages per channel
 * forever and every member it meets, and a long-running bot creeps towards gigabytes.
 */
const CACHE_LIMITS = Options.cacheWithLimits({
  ...Options.DefaultMakeCacheSettings,
  MessageManager: 0,
  ReactionManager: 0,
  ReactionUserManager: 0,
  PresenceManager: 0,
  GuildEmojiManager: 0,
  GuildStickerManager: 0,
  GuildInviteManager: 0,
  GuildBanManager: 0,
  GuildScheduledEventManager: 0,
  StageInstanceManager: 0,
  VoiceStateManager: 0,
  ThreadMemberManager: 0,
  AutoModerationRuleManager: 0,
  GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
  UserManager: { maxSize: 1000, keepOverLimit: (user) => user.id === user.client.user.id },
});

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
    ...(config.apiUrl ? { api: config.apiUrl } : {}),
    ...(restTimeoutMs !== undefined ? { timeout: restTimeoutMs } : {}),
  };
  return new Client({
    ...shardOptions(config),
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: { parse: [] },
    makeCache: CACHE_LIMITS,
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
