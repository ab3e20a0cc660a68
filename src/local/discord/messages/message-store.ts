import { EventEmitter } from 'node:events';
import type { APIMessage, APIMessageTopLevelComponent } from 'discord-api-types/v10';
import { discordErrors, fieldError, invalidFormBody } from '../errors.ts';
import type { World } from '../guilds/guild-state.ts';
import { nextSnowflake } from '../snowflake.ts';
import type { StoredAttachment, StoredMessage } from '../stored-records.ts';
import { type MentionContext, resolveMentions } from './mentions.ts';
import type { MessageBody } from './message-validation.ts';

/** A file part of a multipart request. */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Message flags the fake interprets. */
export const MessageFlag = {
  SuppressEmbeds: 4,
  Ephemeral: 64,
  Loading: 128,
  SuppressNotifications: 4096,
} as const;

/** What `toApi` needs to know about the interaction a message answers. */
export interface InteractionInfo {
  type: number;
  userId: string;
  commandName?: string;
  isOriginalResponse: boolean;
}

/** How a new message comes to be. */
export interface CreateMessageInput {
  channelId: string;
  body: MessageBody;
  files: UploadedFile[];
  interactionId?: string;
  ephemeral: boolean;
  visibleTo?: string;
  /** A deferred reply's placeholder: empty, flagged Loading, pings nobody. */
  loading?: boolean;
  /** Whether this creation notifies (false for the placeholder and for anything ephemeral). */
  notifies: boolean;
  /** The create request's `nonce`, kept for `enforce_nonce`. */
  nonce?: string | number;
}

/** What happened to a message. */
export type MessageEvent = 'create' | 'edit' | 'delete';

/**
 * Messages per channel, in creation order, and how bodies become stored messages and back into
 * Discord's JSON. Edits change objects in place; deletion only marks them.
 */
export class MessageStore {
  private readonly byChannel = new Map<string, StoredMessage[]>();
  private readonly byId = new Map<string, StoredMessage>();
  private readonly events = new EventEmitter();

  constructor(
    private readonly world: World,
    private readonly baseUrl: () => string,
    private readonly interactionInfo: (
      interactionId: string,
      messageId: string,
    ) => InteractionInfo | undefined,
  ) {
    this.events.setMaxListeners(0);
  }

  get(messageId: string): StoredMessage | undefined {
    return this.byId.get(messageId);
  }

  /** A file a message carries (or carried), by attachment id. */
  attachment(attachmentId: string): StoredAttachment | undefined {
    for (const message of this.byId.values()) {
      const found = message.attachments.find((a) => a.id === attachmentId);
      if (found) return found;
    }
    return undefined;
  }

  inChannel(channelId: string): StoredMessage[] {
    return this.byChannel.get(channelId) ?? [];
  }

  all(): StoredMessage[] {
    return [...this.byId.values()];
  }

  /** Calls `listener` after every create, edit and delete; returns the unsubscribe function. */
  subscribe(listener: (message: StoredMessage, event: MessageEvent) => void): () => void {
    const handler = (message: StoredMessage, event: MessageEvent) => listener(message, event);
    this.events.on('change', handler);
    return () => this.events.off('change', handler);
  }

  create(input: CreateMessageInput): StoredMessage {
    const { body } = input;
    const channel = this.world.channels.get(input.channelId);
    const attachments = buildAttachments(body, input.files, []);
    const content = body.content ?? '';
    const embeds = body.embeds ?? [];
    const components = body.components ?? [];
    const hasPoll = body.poll !== undefined && body.poll !== null;
    const hasStickers = (body.sticker_ids ?? []).length > 0;
    if (
      !input.loading &&
      content === '' &&
      embeds.length === 0 &&
      components.length === 0 &&
      attachments.length === 0 &&
      !hasPoll &&
      !hasStickers
    ) {
      throw discordErrors.emptyMessage();
    }
    const mentions = resolveMentions(content, body.allowed_mentions, this.mentionContext(channel?.guildId));
    // "@silent" messages (SuppressNotifications) highlight mentions but notify nobody.
    const silent = ((body.flags ?? 0) & MessageFlag.SuppressNotifications) !== 0;
    const notifies = input.notifies && !input.ephemeral && !input.loading && !silent;
    let flags = (body.flags ?? 0) & ~(MessageFlag.Ephemeral | MessageFlag.Loading);
    if (input.ephemeral) flags |= MessageFlag.Ephemeral;
    if (input.loading) flags |= MessageFlag.Loading;
    const message: StoredMessage = {
      id: nextSnowflake(),
      channelId: input.channelId,
      authorId: this.world.botUser.id,
      content,
      embeds,
      components,
      attachments,
      flags,
      ephemeral: input.ephemeral,
      mentions: mentions.users,
      mentionRoles: mentions.roles,
      mentionEveryone: mentions.everyone,
      pinged: notifies ? this.pingedUsers(channel?.guildId, mentions.users, mentions.roles) : [],
      pingedEveryone: notifies && mentions.everyone,
      loading: input.loading ?? false,
      createdAt: new Date(),
    };
    if (channel?.guildId !== undefined) message.guildId = channel.guildId;
    if (input.visibleTo !== undefined) message.visibleTo = input.visibleTo;
    if (input.interactionId !== undefined) message.interactionId = input.interactionId;
    if (input.nonce !== undefined) message.nonce = input.nonce;
    const list = this.byChannel.get(input.channelId) ?? [];
    list.push(message);
    this.byChannel.set(input.channelId, list);
    this.byId.set(message.id, message);
    if (channel) {
      channel.lastMessageId = message.id;
      channel.messageCount += 1;
    }
    this.events.emit('change', message, 'create');
    return message;
  }

  /**
   * Puts back a message kept from an earlier run (the local table's saved chat), without an event: it
   * was announced then. Messages must come in creation order.
   */
  restore(message: StoredMessage): void {
    const list = this.byChannel.get(message.channelId) ?? [];
    list.push(message);
    this.byChannel.set(message.channelId, list);
    this.byId.set(message.id, message);
    const channel = this.world.channels.get(message.channelId);
    if (channel) {
      channel.lastMessageId = message.id;
      channel.messageCount += 1;
    }
  }

  /**
   * Applies an edit (PATCH semantics: absent fields stay). Edits never notify anyone, including the
   * one that fills a deferred reply; only the `mentions` highlighted are recomputed. A filled
   * placeholder is not marked edited, as on Discord.
   */
  edit(message: StoredMessage, body: MessageBody, files: UploadedFile[]): StoredMessage {
    const next = {
      content: 'content' in body ? (body.content ?? '') : message.content,
      embeds: 'embeds' in body ? (body.embeds ?? []) : message.embeds,
      components:
        'components' in body
          ? ((body.components ?? []) as APIMessageTopLevelComponent[])
          : message.components,
      attachments: buildAttachments(body, files, message.attachments),
    };
    if (
      next.content === '' &&
      next.embeds.length === 0 &&
      next.components.length === 0 &&
      next.attachments.length === 0
    ) {
      throw discordErrors.emptyMessage();
    }
    const mentions = resolveMentions(
      next.content,
      body.allowed_mentions,
      this.mentionContext(message.guildId),
    );
    Object.assign(message, next, {
      mentions: mentions.users,
      mentionRoles: mentions.roles,
      mentionEveryone: mentions.everyone,
    });
    if (typeof body.flags === 'number') {
      const toggled = MessageFlag.SuppressEmbeds;
      message.flags = (message.flags & ~toggled) | (body.flags & toggled);
    }
    if (message.loading) {
      message.loading = false;
      message.flags &= ~MessageFlag.Loading;
    } else {
      message.editedAt = new Date();
    }
    this.events.emit('change', message, 'edit');
    return message;
  }

  delete(message: StoredMessage): void {
    message.deleted = true;
    this.events.emit('change', message, 'delete');
  }

  /** Discord's JSON for a stored message. */
  toApi(message: StoredMessage): APIMessage {
    const info = message.interactionId ? this.interactionInfo(message.interactionId, message.id) : undefined;
    const api: Record<string, unknown> = {
      id: message.id,
      channel_id: message.channelId,
      author: this.world.botUser,
      content: message.content,
      timestamp: message.createdAt.toISOString(),
      edited_timestamp: message.editedAt?.toISOString() ?? null,
      tts: false,
      mention_everyone: message.mentionEveryone,
      mentions: message.mentions.map(
        (id) => this.world.users.get(id) ?? { id, username: id, discriminator: '0' },
      ),
      mention_roles: message.mentionRoles,
      attachments: message.attachments.map((a) => ({
        id: a.id,
        filename: a.filename,
        size: a.data.length,
        url: this.attachmentUrl(message, a),
        proxy_url: this.attachmentUrl(message, a),
        ...(a.contentType ? { content_type: a.contentType } : {}),
        ...(a.description ? { description: a.description } : {}),
      })),
      embeds: message.embeds,
      pinned: false,
      type: info?.isOriginalResponse && info.type === 2 ? 20 : 0,
      flags: message.flags,
      components: message.components,
    };
    if (info) {
      api.webhook_id = this.world.botUser.id;
      api.application_id = this.world.botUser.id;
      api.interaction_metadata = {
        id: message.interactionId,
        type: info.type,
        user: this.world.apiUser(info.userId),
        authorizing_integration_owners: message.guildId ? { '0': message.guildId } : { '1': info.userId },
        ...(info.commandName ? { name: info.commandName } : {}),
      };
    }
    if (message.threadId) {
      api.thread = this.world.apiChannel(message.threadId);
    }
    return api as unknown as APIMessage;
  }

  attachmentUrl(message: StoredMessage, attachment: StoredAttachment): string {
    return `${this.baseUrl()}/attachments/${message.channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
  }

  private mentionContext(guildId: string | undefined): MentionContext {
    const botPermissions = this.world.botPermissions;
    const mentionEveryone = (botPermissions & (1n << 17n)) !== 0n;
    const roles = guildId ? (this.world.guilds.get(guildId)?.roles ?? []) : [];
    return {
      canMentionEveryone: mentionEveryone,
      canMentionRole: (roleId) => roles.some((r) => r.id === roleId && (mentionEveryone || r.mentionable)),
    };
  }

  private pingedUsers(guildId: string | undefined, users: string[], roles: string[]): string[] {
    const pinged = new Set(users);
    if (guildId) {
      for (const roleId of roles)
        for (const userId of this.world.membersWithRole(guildId, roleId)) pinged.add(userId);
    }
    pinged.delete(this.world.botUser.id);
    return [...pinged];
  }
}

/*
 * Attachments: uploads arrive as multipart parts named `files[n]`; the body's `attachments` array
 * gives metadata for upload n under `id: n`, and on edits lists the existing attachments (by their
 * snowflake id) to keep. Without an `attachments` array, an edit keeps everything and adds uploads.
 */
function buildAttachments(
  body: MessageBody,
  files: UploadedFile[],
  existing: StoredAttachment[],
): StoredAttachment[] {
  const entries = body.attachments ?? undefined;
  const byUploadIndex = new Map<string, { filename?: string; description?: string }>();
  const keepIds = new Set<string>();
  for (const entry of entries ?? []) {
    const id = String(entry.id);
    if (existing.some((a) => a.id === id)) keepIds.add(id);
    else byUploadIndex.set(id, entry);
  }
  const uploads = files.map((file, position) => {
    const index = /^files\[(\d+)\]$/.exec(file.field)?.[1] ?? String(position);
    const meta = byUploadIndex.get(index);
    byUploadIndex.delete(index);
    const attachment: StoredAttachment = {
      id: nextSnowflake(),
      filename: meta?.filename ?? file.filename,
      data: file.data,
    };
    if (file.contentType) attachment.contentType = file.contentType;
    if (meta?.description) attachment.description = meta.description;
    return attachment;
  });
  const dangling = [...byUploadIndex.keys()];
  if (dangling.length > 0) {
    throw invalidFormBody(
      dangling.map((id) =>
        fieldError(
          ['attachments', id],
          'ATTACHMENT_NOT_FOUND',
          `No uploaded file or existing attachment with id ${id}`,
        ),
      ),
    );
  }
  const kept = entries === undefined ? existing : existing.filter((a) => keepIds.has(a.id));
  return [...kept, ...uploads];
}
