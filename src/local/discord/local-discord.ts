import {
  type APIApplicationCommand,
  type APIApplicationCommandOptionChoice,
  type APIUser,
  ApplicationCommandType,
} from 'discord-api-types/v10';
import { buildCommandData, buildUserCommandData } from './command-options.ts';
import { DiscordCore, type InteractionSpec, type RequestRecord } from './core.ts';
import { type DiscordHttpError, discordErrors, UsageError } from './errors.ts';
import type { FaultHandle, FaultKind, FaultSpec } from './faults.ts';
import { DiscordHttpServer } from './http-server.ts';
import { InteractionHandle, type InteractionKind, type WaitOptions } from './interaction.ts';
import { addInteractionRoutes } from './interaction-routes.ts';
import type { MessageEvent } from './message-store.ts';
import { publicMessages, waitForMessage } from './message-wait.ts';
import { addRestRoutes, setArchived } from './rest-routes.ts';
import { Router } from './router.ts';
import type {
  ErrorRecord,
  LocalDiscordOptions,
  MemberSpec,
  StoredAttachment,
  StoredMessage,
  UnimplementedRoute,
} from './types.ts';
import {
  type AutocompleteInput,
  type ClickInput,
  checkSelection,
  type InteractionTarget,
  requireComponent,
  type SelectInput,
  type SlashInput,
} from './user-input.ts';
import type { ChannelState } from './world.ts';

export type { AutocompleteInput, ClickInput, InteractionTarget, SelectInput, SlashInput };

/** An interaction as the user-facing methods describe it, before the target (who, where) is added. */
type TargetlessSpec = Omit<InteractionSpec, 'userId' | 'channelId' | 'guildId' | 'memberPermissions'>;

/** Who made the bot post a message, and with what (the label reads like `/place move:e5`). */
export interface InteractionSummary {
  userId: string;
  kind: InteractionKind;
  label: string;
}

/**
 * Discord's REST API and gateway, in process, on loopback only (127.0.0.1), for a real, unmodified
 * discord.js client (and so the real bot) to log in to; users act through it (`slash`, `click`, `select`,
 * `autocomplete`) as they would in Discord's app. The local table's page and the tests both drive it.
 * See DESIGN.md §4.
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
export class LocalDiscord {
  private stopped = false;

  private constructor(
    private readonly core: DiscordCore,
    private readonly http: DiscordHttpServer,
  ) {}

  /** Starts it on 127.0.0.1 (never another interface) on a free port. */
  static async start(options: LocalDiscordOptions): Promise<LocalDiscord> {
    const core = new DiscordCore(options);
    const router = new Router();
    addRestRoutes(core, router);
    addInteractionRoutes(core, router);
    const http = new DiscordHttpServer(core, router);
    core.baseUrl = await http.listen();
    return new LocalDiscord(core, http);
  }

  /** The `rest.api` option for discord.js (`http://127.0.0.1:PORT/api`, no version). */
  get apiUrl(): string {
    return `${this.core.baseUrl}/api`;
  }

  /** The gateway URL discord.js gets from GET /gateway/bot. */
  get gatewayUrl(): string {
    return this.core.gatewayUrl;
  }

  get applicationId(): string {
    return this.core.applicationId;
  }

  get botUserId(): string {
    return this.core.world.botUser.id;
  }

  /** Requests to routes the fake does not implement; a test should end with this empty. */
  get unimplementedRoutes(): readonly UnimplementedRoute[] {
    return this.core.unimplementedRoutes;
  }

  /** Every error the fake answered with (REST 4xx/5xx and gateway protocol violations). */
  get errors(): readonly ErrorRecord[] {
    return this.core.errors;
  }

  /** Every REST request served, with its status. */
  get requests(): readonly RequestRecord[] {
    return this.core.requests;
  }

  /** How many times a client identified (new sessions) / resumed. */
  get identifyCount(): number {
    return this.core.gateway.identifyCount;
  }

  get resumeCount(): number {
    return this.core.gateway.resumeCount;
  }

  /** The commands the deploy step registered: global, or for one guild. */
  registeredCommands(guildId?: string): APIApplicationCommand[] {
    return this.core.commands.list(guildId);
  }

  /** Resolves when `count` identifies (default 1) have completed: READY and every GUILD_CREATE sent. */
  waitForIdentify(options: { count?: number; timeoutMs?: number } = {}): Promise<void> {
    const count = options.count ?? 1;
    return this.core.gateway.waitUntil(
      () => this.identifyCount >= count,
      options.timeoutMs ?? 10_000,
      `identify #${count}`,
    );
  }

  /** Resolves when `count` resumes (default: one more than now) have completed. */
  waitForResume(options: { count?: number; timeoutMs?: number } = {}): Promise<void> {
    const count = options.count ?? this.resumeCount + 1;
    return this.core.gateway.waitUntil(
      () => this.resumeCount >= count,
      options.timeoutMs ?? 10_000,
      `resume #${count}`,
    );
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

  /** Everyone-visible messages of a channel, in order (not ephemeral, not deleted). */
  messages(channelId: string): StoredMessage[] {
    return publicMessages(this.core.store, channelId);
  }

  /** What one user sees in a channel: the public messages plus their ephemeral ones. */
  messagesVisibleTo(channelId: string, userId: string): StoredMessage[] {
    return this.core.store
      .inChannel(channelId)
      .filter((m) => !m.deleted && (!m.ephemeral || m.visibleTo === userId));
  }

  /** Any stored message by id (including ephemeral and deleted ones). */
  message(messageId: string): StoredMessage | undefined {
    return this.core.store.get(messageId);
  }

  /** Messages that notified a user (pinged directly or by role), in creation order. */
  pingsOf(userId: string): StoredMessage[] {
    return this.core.store.all().filter((m) => m.pinged.includes(userId));
  }

  /**
   * Resolves with the first message of the channel (as `messages()` lists them) matching
   * `predicate`, now or after a later create/edit; rejects after `timeoutMs`.
   */
  waitForMessage(
    channelId: string,
    predicate: (m: StoredMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<StoredMessage> {
    return waitForMessage(this.core.store, channelId, predicate, timeoutMs);
  }

  /** Calls `listener` after every message create, edit and delete (the page follows them); returns the unsubscribe function. */
  onMessage(listener: (message: StoredMessage, event: MessageEvent) => void): () => void {
    return this.core.store.subscribe(listener);
  }

  /** The interaction a message answers: who used what (`/place move:e5`), for "Alice used /place". */
  interactionOf(message: StoredMessage): InteractionSummary | undefined {
    const state = message.interactionId ? this.core.interactions.get(message.interactionId) : undefined;
    return state && { userId: state.userId, kind: state.kind, label: state.label };
  }

  /** A file the bot uploaded, by attachment id. */
  attachment(attachmentId: string): StoredAttachment | undefined {
    return this.core.store.attachment(attachmentId);
  }

  /** A user the local Discord knows (members and the bot). */
  user(userId: string): APIUser | undefined {
    return this.core.world.users.get(userId);
  }

  /** Every channel, thread and DM, in creation order. */
  channels(): ChannelState[] {
    return [...this.core.world.channels.values()];
  }

  /** The DM channel the bot opened with a user, if any. */
  dmChannelOf(userId: string): string | undefined {
    return this.core.world.dmChannelOf(userId);
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

  /** REST requests received and not answered yet (a 'slow' fault holds them). */
  get requestsInFlight(): number {
    return this.core.inFlight;
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

  /** A channel or thread as the fake knows it. */
  channel(channelId: string): ChannelState | undefined {
    return this.core.world.channels.get(channelId);
  }

  /** Threads (optionally of one parent channel), in creation order. */
  threads(parentId?: string): ChannelState[] {
    return [...this.core.world.channels.values()].filter(
      (c) => c.thread && (parentId === undefined || c.parentId === parentId),
    );
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
    return new InteractionHandle(this.core.startInteraction({ ...spec, ...target }), this.core.store);
  }
}
