/** A guild member the test declares; ids are free strings, but numeric snowflakes suit discord.js best. */
export interface MemberSpec {
  id: string;
  username: string;
  globalName?: string;
  nick?: string;
  /** Role ids (besides @everyone, whose id is the guild id). */
  roles?: string[];
  bot?: boolean;
  /** The user's client language, sent as the interactions' `locale` (default `en-US`). */
  locale?: string;
}

/** A role the test declares. `permissions` is a bitfield (bigint or decimal string). */
export interface RoleSpec {
  id: string;
  name: string;
  permissions?: bigint | string;
  mentionable?: boolean;
}

/** A guild channel the test declares; text (type 0) unless `type` says otherwise. */
export interface ChannelSpec {
  id: string;
  name: string;
  /** 0 text (default), 2 voice, 4 category, 5 announcement, 15 forum. */
  type?: 0 | 2 | 4 | 5 | 15;
  parentId?: string;
  topic?: string;
}

/** A guild as the test declares it. */
export interface GuildSpec {
  id: string;
  name: string;
  ownerId?: string;
  channels: ChannelSpec[];
  members: MemberSpec[];
  roles?: RoleSpec[];
  /** Permissions of @everyone (default: the usual member permissions, nothing that moderates). */
  everyonePermissions?: bigint | string;
  /** The server's language (`preferred_locale`, the interactions' `guild_locale`; default `en-US`). */
  preferredLocale?: string;
}

/** Options of `LocalDiscord.start`. */
export interface LocalDiscordOptions {
  token: string;
  applicationId: string;
  /** The bot user's id; Discord makes it equal to the application id (the default). */
  botUserId?: string;
  botUsername?: string;
  guilds: GuildSpec[];
  /** The exact intents IDENTIFY must carry (default 1, Guilds). */
  expectedIntents?: number;
  /** Time allowed for the first callback of an interaction (default 3000 ms, as on Discord). */
  ackDeadlineMs?: number;
  /** Gateway heartbeat interval sent in HELLO (default 41250 ms, as on Discord). */
  heartbeatIntervalMs?: number;
  /** The bot's permissions in every guild channel (`app_permissions`); default: member permissions plus
   * Mention Everyone, Manage Threads and Manage Messages. */
  botPermissions?: bigint | string;
  /**
   * How long a `nonce` sent with `enforce_nonce` finds an earlier message (default 5 minutes: Discord
   * says "the past few minutes").
   */
  nonceWindowMs?: number;
  /**
   * The shard count `GET /gateway/bot` recommends (default: one per 1,000 servers, at least one, as
   * Discord roughly does). `LocalDiscord.recommendShards` changes it later.
   */
  recommendedShards?: number;
  /** Servers one gateway connection may hold before IDENTIFY is closed with 4011 (default 2,500). */
  maxGuildsPerShard?: number;
  /** Shards that may identify at once (`session_start_limit.max_concurrency`; default 1, as for most bots). */
  maxConcurrency?: number;
  /** The application's OAuth2 client secret, which `POST /oauth2/token` requires (default `local-client-secret`). */
  clientSecret?: string;
}
