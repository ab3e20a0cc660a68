import { type APIInteraction, ChannelType, InteractionType } from 'discord-api-types/v10';
import { DiscordHttpError, UsageError } from './errors.ts';
import { FaultBook, type FaultKind } from './faults.ts';
import { guildCreatePayload } from './guilds/guild-payload.ts';
import { World } from './guilds/guild-state.ts';
import { DEFAULT_BOT_PERMISSIONS } from './guilds/permissions.ts';
import { MAX_GUILDS_PER_SHARD, type ShardPair, shardGets } from './guilds/shards.ts';
import { CommandRegistry } from './interactions/commands.ts';
import {
  type InteractionKind,
  InteractionState,
  type InteractionSummary,
} from './interactions/interaction.ts';
import { type InteractionInfo, MessageStore } from './messages/message-store.ts';
import { OAuthGrants } from './oauth-grants.ts';
import { GatewayServer } from './server/gateway.ts';
import type { LocalDiscordOptions } from './setup-specs.ts';
import { nextSnowflake, randomToken } from './snowflake.ts';
import type { ErrorRecord, StoredMessage, UnimplementedRoute } from './stored-records.ts';

/** A request the fake served, for debugging. */
export interface RequestRecord {
  method: string;
  path: string;
  status: number;
  /** The injected fault this request met, if any. */
  fault?: FaultKind;
  /** True when the client had hung up before the (slow) answer was ready, so none was sent. */
  dropped?: boolean;
}

/** Everything an interaction needs to be built and dispatched. */
export interface InteractionSpec {
  kind: InteractionKind;
  data: Record<string, unknown>;
  userId: string;
  channelId: string;
  guildId?: string;
  memberPermissions?: bigint | string | undefined;
  label: string;
  commandName?: string;
  message?: StoredMessage;
}

const INTERACTION_TYPE: Record<InteractionKind, InteractionType> = {
  command: InteractionType.ApplicationCommand,
  autocomplete: InteractionType.ApplicationCommandAutocomplete,
  component: InteractionType.MessageComponent,
};

/**
 * The shared state of the fake — world, messages, commands, interactions, gateway, logs — and the
 * operations both the REST routes and the test driver use.
 */
export class DiscordState {
  readonly token: string;
  readonly applicationId: string;
  readonly ackDeadlineMs: number;
  readonly world: World;
  readonly store: MessageStore;
  readonly commands: CommandRegistry;
  readonly gateway: GatewayServer;
  readonly interactions = new Map<string, InteractionState>();
  /** Who used what, for messages kept from an earlier run (their interactions are gone). */
  readonly pastInteractions = new Map<string, InteractionSummary>();
  readonly errors: ErrorRecord[] = [];
  readonly unimplementedRoutes: UnimplementedRoute[] = [];
  readonly requests: RequestRecord[] = [];
  /** Faults a test injected (`LocalDiscord.injectFault`, `refuseNext`), matched by method and path. */
  readonly faults = new FaultBook();
  /** The application's OAuth2 codes and access tokens (an Activity's sign-in). */
  readonly oauth: OAuthGrants;
  /** How long `enforce_nonce` finds an earlier message with the same nonce. */
  readonly nonceWindowMs: number;
  /** REST requests received and not answered yet (a 'slow' fault holds them). */
  inFlight = 0;
  /** `GET /gateway/bot`'s `shards`; undefined: one per 1,000 servers, as Discord roughly recommends. */
  recommendedShards: number | undefined;
  /** `GET /gateway/bot`'s `session_start_limit.max_concurrency`: shards that may identify together. */
  readonly maxConcurrency: number;
  baseUrl = '';
  private readonly byToken = new Map<string, InteractionState>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(options: LocalDiscordOptions) {
    this.token = options.token;
    this.applicationId = options.applicationId;
    this.ackDeadlineMs = options.ackDeadlineMs ?? 3000;
    this.nonceWindowMs = options.nonceWindowMs ?? 5 * 60_000;
    this.recommendedShards = options.recommendedShards;
    this.maxConcurrency = options.maxConcurrency ?? 1;
    this.oauth = new OAuthGrants(options.clientSecret ?? 'local-client-secret');
    this.world = new World({
      botUserId: options.botUserId ?? options.applicationId,
      botUsername: options.botUsername ?? 'Fake Bot',
      botPermissions: BigInt(options.botPermissions ?? DEFAULT_BOT_PERMISSIONS),
      guilds: options.guilds,
    });
    this.store = new MessageStore(
      this.world,
      () => this.baseUrl,
      (interactionId, messageId) => this.interactionInfo(interactionId, messageId),
    );
    this.commands = new CommandRegistry(options.applicationId);
    this.gateway = new GatewayServer({
      token: options.token,
      expectedIntents: options.expectedIntents ?? 1,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      ready: (sessionId, shard) => this.readyPayload(sessionId, shard),
      afterReady: (shard) =>
        [...this.world.guilds.keys()]
          .filter((id) => shardGets(shard, id))
          .map((id) => ({ t: 'GUILD_CREATE', d: guildCreatePayload(this.world, id) })),
      guildIds: () => [...this.world.guilds.keys()],
      maxGuildsPerShard: options.maxGuildsPerShard ?? MAX_GUILDS_PER_SHARD,
      onViolation: (what) =>
        this.recordError({ method: 'WS', path: '/gateway', error: new DiscordHttpError(400, 0, what) }),
    });
  }

  get gatewayUrl(): string {
    return `${this.baseUrl.replace(/^http/, 'ws')}/gateway`;
  }

  /** The shard count `GET /gateway/bot` recommends. */
  get shardsToRecommend(): number {
    return this.recommendedShards ?? Math.max(1, Math.ceil(this.world.guilds.size / 1000));
  }

  interactionByToken(token: string): InteractionState | undefined {
    return this.byToken.get(token);
  }

  /** Records a 4xx/5xx answer; ties it to an interaction when known. */
  recordError(entry: {
    method: string;
    path: string;
    error: DiscordHttpError;
    interactionId?: string;
  }): void {
    const record: ErrorRecord = {
      method: entry.method,
      path: entry.path,
      status: entry.error.status,
      code: entry.error.code,
      message: entry.error.message,
      at: new Date(),
    };
    if (entry.error.errors) record.errors = entry.error.errors;
    if (entry.interactionId) record.interactionId = entry.interactionId;
    this.errors.push(record);
    const interaction = entry.interactionId ? this.interactions.get(entry.interactionId) : undefined;
    if (interaction) {
      interaction.errors.push(record);
      interaction.note(
        `error ${record.status}/${record.code} ${record.message} on ${record.method} ${record.path}`,
      );
    }
  }

  /** The guild of a channel (undefined for DMs); an unknown channel is a UsageError. */
  channelGuild(channelId: string): string | undefined {
    const channel = this.world.channels.get(channelId);
    if (!channel) throw new UsageError(`unknown channel ${channelId}`);
    return channel.guildId;
  }

  /** Builds a realistic INTERACTION_CREATE, dispatches it, and starts the acknowledgement clock. */
  startInteraction(spec: InteractionSpec): InteractionState {
    if (!this.gateway.hasSession) {
      throw new UsageError('no bot is connected to the gateway: await fake.waitForIdentify() first');
    }
    const channel = this.world.channels.get(spec.channelId);
    if (!channel) throw new UsageError(`unknown channel ${spec.channelId}`);
    if (!this.gateway.hasSessionFor(channel.guildId)) {
      throw new UsageError(
        `no bot session runs the shard of ${channel.guildId ? `guild ${channel.guildId}` : 'DMs (shard 0)'}: await fake.waitForIdentify() first`,
      );
    }
    if (spec.guildId !== undefined && channel.guildId !== spec.guildId) {
      throw new UsageError(`channel ${spec.channelId} is not in guild ${spec.guildId}`);
    }
    const guildId = channel.guildId;
    if (guildId && !this.world.isMember(guildId, spec.userId)) {
      throw new UsageError(`user ${spec.userId} is not a member of guild ${guildId}`);
    }
    if (channel.type === ChannelType.DM && channel.recipientId !== spec.userId) {
      throw new UsageError(`user ${spec.userId} is not the recipient of DM channel ${spec.channelId}`);
    }
    const id = nextSnowflake();
    const token = `aW50ZXJhY3Rpb246${id}:${randomToken(48)}`;
    const payload: Record<string, unknown> = {
      id,
      application_id: this.applicationId,
      type: INTERACTION_TYPE[spec.kind],
      data: spec.data,
      token,
      version: 1,
      channel_id: spec.channelId,
      channel: {
        ...this.world.apiChannel(spec.channelId),
        permissions: this.world.botPermissions.toString(),
      },
      app_permissions: this.world.botPermissions.toString(),
      locale: this.world.localeOf(spec.userId),
      entitlements: [],
      attachment_size_limit: 10_485_760,
    };
    if (guildId) {
      const permissions = spec.memberPermissions ?? this.world.memberPermissions(guildId, spec.userId);
      payload.guild_id = guildId;
      const guildLocale = this.world.requireGuild(guildId).preferredLocale;
      payload.guild = { id: guildId, locale: guildLocale, features: [] };
      payload.guild_locale = guildLocale;
      payload.member = {
        ...this.world.apiMember(guildId, spec.userId),
        permissions: BigInt(permissions).toString(),
      };
      payload.authorizing_integration_owners = { '0': guildId };
      payload.context = 0;
    } else {
      payload.user = this.world.apiUser(spec.userId);
      payload.authorizing_integration_owners = { '0': '0' };
      payload.context = 1;
    }
    if (spec.message) payload.message = this.store.toApi(spec.message);
    const state = new InteractionState({
      id,
      token,
      kind: spec.kind,
      payload: payload as unknown as APIInteraction,
      userId: spec.userId,
      channelId: spec.channelId,
      label: spec.label,
      ...(spec.commandName ? { commandName: spec.commandName } : {}),
      ...(spec.message ? { componentMessageId: spec.message.id } : {}),
    });
    this.interactions.set(id, state);
    this.byToken.set(token, state);
    this.gateway.dispatch('INTERACTION_CREATE', payload);
    state.note('dispatched INTERACTION_CREATE');
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (state.acknowledged) return;
      state.expired = true;
      state.note(
        `expired: no callback within ${this.ackDeadlineMs} ms (Discord shows "The application did not respond")`,
      );
    }, this.ackDeadlineMs);
    timer.unref();
    this.timers.add(timer);
    return state;
  }

  /** Sends a gateway event to the bot. */
  dispatch(t: string, d: unknown): void {
    this.gateway.dispatch(t, d);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.faults.close();
    await this.gateway.close();
  }

  private interactionInfo(interactionId: string, messageId: string): InteractionInfo | undefined {
    const state = this.interactions.get(interactionId);
    if (!state) return undefined;
    const info: InteractionInfo = {
      type: INTERACTION_TYPE[state.kind],
      userId: state.userId,
      isOriginalResponse: state.originalMessageId === messageId,
    };
    if (state.commandName) info.commandName = state.commandName;
    return info;
  }

  private readyPayload(sessionId: string, shard: ShardPair): Record<string, unknown> {
    return {
      v: 10,
      user: { ...this.world.botUser, verified: true, mfa_enabled: false, flags: 0 },
      guilds: [...this.world.guilds.keys()]
        .filter((id) => shardGets(shard, id))
        .map((id) => ({ id, unavailable: true })),
      session_id: sessionId,
      session_type: 'normal',
      resume_gateway_url: this.gatewayUrl,
      shard: [...shard],
      application: { id: this.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      auth: {},
      user_settings: {},
    };
  }
}
