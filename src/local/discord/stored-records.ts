import type { APIEmbed, APIMessageTopLevelComponent } from 'discord-api-types/v10';

/** A file attached to a stored message, with the bytes the bot uploaded. */
export interface StoredAttachment {
  id: string;
  filename: string;
  data: Buffer;
  contentType?: string;
  description?: string;
}

/**
 * A message as the fake keeps it. Objects are updated in place by edits, so a reference a test holds
 * shows the current state. `mentions` is what the message highlights now (recomputed on edit);
 * `pinged`/`pingedEveryone` is who got a notification, decided once when the message was created.
 */
export interface StoredMessage {
  id: string;
  channelId: string;
  guildId?: string;
  authorId: string;
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  attachments: StoredAttachment[];
  flags: number;
  ephemeral: boolean;
  /** For an ephemeral message: the one user who can see it. */
  visibleTo?: string;
  mentions: string[];
  mentionRoles: string[];
  mentionEveryone: boolean;
  pinged: string[];
  pingedEveryone: boolean;
  /** The interaction this message responds to (reply, deferred reply or follow-up). */
  interactionId?: string;
  /** True while it is the "Bot is thinking…" placeholder of a deferred reply (flag 128, Loading). */
  loading: boolean;
  /** The `nonce` it was created with, if any (Discord echoes it only in the create response). */
  nonce?: string | number;
  /** A thread started from this message. */
  threadId?: string;
  createdAt: Date;
  editedAt?: Date;
  deleted?: boolean;
}

/** A REST route the fake does not implement, recorded so a test can assert there were none. */
export interface UnimplementedRoute {
  method: string;
  path: string;
}

/** A 4xx/5xx the fake answered with, kept for debugging and assertions. */
export interface ErrorRecord {
  method: string;
  path: string;
  status: number;
  code: number;
  message: string;
  errors?: Record<string, unknown>;
  interactionId?: string;
  at: Date;
}
