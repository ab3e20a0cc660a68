import {
  type APIApplicationCommandOptionChoice,
  type APIUser,
  ApplicationCommandType,
  ChannelType,
} from 'discord-api-types/v10';
import { DiscordState, type InteractionSpec } from './discord-state.ts';
import { DiscordView } from './discord-view.ts';
import { type DiscordHttpError, discordErrors, UsageError } from './errors.ts';
import type { FaultHandle, FaultKind, FaultSpec } from './faults.ts';
import { buildCommandData, buildUserCommandData } from './interactions/command-options.ts';
import { InteractionHandle, type WaitOptions } from './interactions/interaction.ts';
import {
  type AutocompleteInput,
  type ClickInput,
  checkSelection,
  type InteractionTarget,
  requireComponent,
  type SelectInput,
  type SlashInput,
} from './interactions/user-input.ts';
import type { SavedChat } from './saved-chat.ts';
import { DiscordHttpServer } from './server/http-server.ts';
import { addInteractionRoutes } from './server/interaction-routes.ts';
import { addOAuthRoutes } from './server/oauth-routes.ts';
import { addRestRoutes, setArchived } from './server/rest-routes.ts';
import { Router } from './server/router.ts';
import type { LocalDiscordOptions, MemberSpec } from './setup-specs.ts';

export type { AutocompleteInput, ClickInput, InteractionTarget, SelectInput, SlashInput };

/** An interaction as the user-facing methods describe it, before the target (who, where) is added. */
type TargetlessSpec = Omit<InteractionSpec, 'userId' | 'channelId' | 'guildId' | 'memberPermissions'>;

/**
 * Discord's REST API and gateway, in process, on loopback only (127.0.0.1), for a real, unmodified
 * discord.js client (and so the real bot) to log in to; users act through it (`slash`, `click`, `select`,
 * `autocomplete`) as they would in Discord's app. The local table's page and the tests both drive it.
 * See docs/design.md section 4.
 *
 * ```ts
 * const discord = await LocalDiscord.start({ token, applicationId, guilds: [{ id, name, channels, members }] });
 * // bot: new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiUrl } }).login(token)
 * const ix = await (await discord.slash({ userId, channelId, command: 'place', options: { move: 'e5' } })).done();
 * ```
 *
 * Rules kept as Discord keeps them: first callback within 3 s (10062), one callback (40060), webhook
 * use only after acknowledgement (10015), message limits (50035), and pings only for newly created,
 * non-ephemeral messages — the edit that fills a deferred reply, and the first follow-up while it is
 * still "thinking" (which Discord also treats as filling it), ping nobody.
 */
export class LocalDiscord extends DiscordView {
  private stopped = false;

  private constructor(
    core: DiscordState,
    private readonly http: DiscordHttpServer,
  ) {
    super(core);
  }

  /** Starts it on 127.0.0.1 (never another interface) on a free port. */
  static async start(options: LocalDiscordOptions): Promise<LocalDiscord> {
    const core = new DiscordState(options);
    const router = new Router();
    addOAuthRoutes(core, router);
    addRestRoutes(core, router);
    addInteractionRoutes(core, router);
    const http = new DiscordHttpServer(core, router);
    core.baseUrl = await http.listen();
    return new LocalDiscord(core, http);
  }

  /** A user runs a slash command. Options are checked against the registered definition. */
  async slash(input: SlashInput): Promise<InteractionHandle> {
    const guildId = this.guildOf(input);
    const command = this.core.commands.require(guildId, input.command);
    const data = buildCommandData(command, input, { kind: 'slash' }, this.core.world, guildId);
    const shown = Object.entries(input.options ?? {}).map(([k, v]) => `${k}:${v}`);
    const label = `/${[input.command, input.subcommandGroup, input.subcommand, ...shown].filter(Boolean).join(' ')}`;
    return this.start(input, { kind: 'command', data, label, commandName: input.command });
  }

  /** A user runs a user context-menu command (right-click a member → Apps → `command`) on `targetId`. */
  async userCommand(
    input: InteractionTarget & { command: string; targetId: string },
  ): Promise<InteractionHandle> {
    const guildId = this.guildOf(input);
    const command = this.core.commands.find(guildId, input.command, ApplicationCommandType.User);
    if (!command) throw new UsageError(`the user command "${input.command}" is not registered`);
    const data = buildUserCommandData(command, input.targetId, this.core.world, guildId);
    const label = `user command "${input.command}" on ${input.targetId}`;
    return this.start(input, { kind: 'command', data, label, commandName: input.command });
  }

  /** A user types into an autocompleted option; returns the interaction (see `autocomplete`). */
  async startAutocomplete(input: AutocompleteInput): Promise<InteractionHandle> {
    const guildId = this.guildOf(input);
    const command = this.core.commands.require(guildId, input.command);
    const mode = { kind: 'autocomplete', focused: input.focused, value: input.value } as const;
    const data = buildCommandData(command, input, mode, this.core.world, guildId);
    const label = `autocomplete /${input.command}${input.subcommand ? ` ${input.subcommand}` : ''} ${input.focused}:"${input.value}"`;
    return this.start(input, { kind: 'autocomplete', data, label, commandName: input.command });
  }

  /** A user types into an autocompleted option; resolves with the bot's choices (rejects without an answer in time). */
  async autocomplete(
    input: AutocompleteInput,
    options: WaitOptions = {},
  ): Promise<APIApplicationCommandOptionChoice[]> {
    const handle = await this.startAutocomplete(input);
    await handle.done({ timeoutMs: options.timeoutMs ?? this.core.ackDeadlineMs + 500 });
    return handle.choices ?? [];
  }

  /** A user clicks a button; throws if the message has no such button or it is disabled. */
  async click(input: ClickInput): Promise<InteractionHandle> {
    const { message, component } = requireComponent(this.core.store, input);
    if (component.type !== 2)
      throw new UsageError(`"${input.customId}" is not a button (type ${component.type})`);
    const data = { custom_id: input.customId, component_type: 2 };
    return this.start(input, { kind: 'component', data, label: `click "${input.customId}"`, message });
  }

  /** A user picks values in a select menu; throws if the menu is missing, disabled, or the values do not fit. */
  async select(input: SelectInput): Promise<InteractionHandle> {
    const { message, component } = requireComponent(this.core.store, input);
    checkSelection(component, input);
    const data = { custom_id: input.customId, component_type: component.type, values: input.values };
    return this.start(input, {
      kind: 'component',
      data,
      label: `select "${input.customId}" = ${input.values.join(',')}`,
      message,
    });
  }

  /**
   * What Discord gives an Activity's `authorize` once `userId` agrees: an OAuth2 code for the
   * application, exchanged once at `POST /oauth2/token` within ten minutes.
   */
  oauthCode(userId: string): string {
    if (!this.core.world.users.has(userId)) throw new UsageError(`no user ${userId}`);
    return this.core.oauth.code(userId);
  }

  /** The user an access token of `POST /oauth2/token` stands for, while it lasts (the SDK's `authenticate`). */
  oauthUser(accessToken: string): APIUser | undefined {
    return this.core.world.users.get(this.core.oauth.userOf(accessToken) ?? '');
  }

  /** The application's OAuth2 client secret, which the token endpoint requires. */
  get clientSecret(): string {
    return this.core.oauth.clientSecret;
  }

  /**
   * Puts back the chat of an earlier run (threads, DMs, messages, who used what) before the bot logs
   * in; the local table keeps its chat this way. Messages of channels it does not know are left out.
   */
  restore(saved: SavedChat): void {
    const { world, store, pastInteractions } = this.core;
    for (const channel of saved.channels) {
      const parentKnown = channel.parentId === undefined || world.channels.has(channel.parentId);
      if (channel.type === ChannelType.DM || (channel.thread && parentKnown)) world.restoreChannel(channel);
    }
    for (const message of [...saved.messages].sort((a, b) => compareIds(a.id, b.id))) {
      if (world.channels.has(message.channelId) && !store.get(message.id)) store.restore(message);
    }
    for (const [id, summary] of Object.entries(saved.interactions)) pastInteractions.set(id, summary);
  }

  /** Makes sending to the user's DM fail with 50007 (Cannot send messages to this user). */
  setDmsClosed(userId: string, closed = true): void {
    this.core.world.setDmsClosed(userId, closed);
  }

  /**
   * Makes matching REST requests fail as Discord sometimes does (5xx, 429, an answer too late or
   * lost, a lasting refusal), to test the bot's retries and its outbox; see faults.ts for what each
   * kind does and how discord.js reacts. Faults are matched in the order injected.
   */
  injectFault(spec: FaultSpec): FaultHandle {
    return this.core.faults.add(spec);
  }

  /** Ends every injected fault (and pending `refuseNext`). */
  clearFaults(): void {
    this.core.faults.clear();
  }

  /** How many requests met each kind of fault so far. */
  get faultsServed(): Readonly<Record<FaultKind, number>> {
    return { ...this.core.faults.served };
  }

  /**
   * The next `method` request whose path (after `/api/v10`) matches gets `error` (by default 403 Missing
   * Permissions, as when a moderator changes the channel's permissions at that moment), once.
   */
  refuseNext(
    method: string,
    path: RegExp,
    error: () => DiscordHttpError = discordErrors.missingPermissions,
  ): void {
    this.injectFault({ method, path, kind: 'refuse', count: 1, error });
  }

  /** Sets the bot's permissions (sent as `app_permissions` with every interaction from now on). */
  setBotPermissions(bits: bigint): void {
    this.core.world.botPermissions = bits;
  }

  /** The bot's permissions. */
  get botPermissions(): bigint {
    return this.core.world.botPermissions;
  }

  /** Archives a thread as Discord's inactivity timer would (the bot gets THREAD_UPDATE). */
  archiveThread(threadId: string): void {
    const thread = this.core.world.channels.get(threadId);
    if (!thread?.thread) throw new UsageError(`${threadId} is not a thread`);
    setArchived(this.core, thread, true);
  }

  /** Adds a member to a guild (no gateway event: the bot has only the Guilds intent). */
  addMember(guildId: string, member: MemberSpec): void {
    this.core.world.addMember(guildId, member);
  }

  /** Changes the shard count `GET /gateway/bot` recommends (undefined: one per 1,000 servers). */
  recommendShards(count: number | undefined): void {
    this.core.recommendedShards = count;
  }

  /** Sends a raw gateway dispatch to the bot. */
  dispatch(t: string, d: unknown): void {
    this.core.dispatch(t, d);
  }

  /**
   * Drops every gateway connection. By default (close code 4000) discord.js resumes and gets the
   * missed events replayed; `{ code: 1000 }` or `{ invalidateSessions: true }` make it identify anew.
   * `{ stayDown: true }` keeps the gateway down (reconnects get no HELLO) until `restoreGateway()`,
   * so a test can act while the bot is cut off from events; REST keeps working, as on Discord.
   */
  disconnectAll(options: { code?: number; invalidateSessions?: boolean; stayDown?: boolean } = {}): void {
    this.core.gateway.disconnectAll(options);
  }

  /** Reconnections waiting out a `stayDown` outage (discord.js reconnects 500 ms after a drop). */
  get waitingGatewayConnections(): number {
    return this.core.gateway.waitingConnections;
  }

  /** Ends a `disconnectAll({ stayDown: true })` outage: waiting connections get HELLO and resume. */
  restoreGateway(): void {
    this.core.gateway.restore();
  }

  /** Stops the servers. Destroy the discord.js client first, or it keeps trying to reconnect. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.core.close();
    await this.http.close();
  }

  private guildOf(input: InteractionTarget): string | undefined {
    return input.guildId ?? this.core.channelGuild(input.channelId);
  }

  private start(target: InteractionTarget, spec: TargetlessSpec): InteractionHandle {
    const { userId, channelId, guildId, memberPermissions } = target;
    const state = this.core.startInteraction({ ...spec, userId, channelId, guildId, memberPermissions });
    return new InteractionHandle(state, this.core.store);
  }
}

/** Snowflakes in creation order: a longer id is a later one. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
