import type { APIApplicationCommand, APIUser } from 'discord-api-types/v10';
import type { DiscordState, RequestRecord } from './discord-state.ts';
import type { ChannelState } from './guilds/guild-state.ts';
import type { InteractionSummary } from './interactions/interaction.ts';
import type { MessageEvent } from './messages/message-store.ts';
import { publicMessages, waitForMessage } from './messages/message-wait.ts';
import type { ErrorRecord, StoredAttachment, StoredMessage, UnimplementedRoute } from './stored-records.ts';

/**
 * What the local Discord shows: its addresses, what it recorded (requests, errors, sessions), and the
 * messages, people and channels as users see them. LocalDiscord adds what users do and the tests' controls.
 */
export class DiscordView {
  constructor(protected readonly core: DiscordState) {}

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

  /** The shard `[id, count]` of each gateway session (a shard run by two processes appears twice). */
  get sessionShards(): (readonly [number, number])[] {
    return this.core.gateway.sessionShards;
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
    if (!message.interactionId) return undefined;
    const state = this.core.interactions.get(message.interactionId);
    if (!state) return this.core.pastInteractions.get(message.interactionId);
    return { userId: state.userId, kind: state.kind, label: state.label };
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

  /** REST requests received and not answered yet (a 'slow' fault holds them). */
  get requestsInFlight(): number {
    return this.core.inFlight;
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
}
