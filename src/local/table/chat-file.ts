import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type {
  ChannelState,
  InteractionSummary,
  LocalDiscord,
  SavedChat,
  StoredAttachment,
  StoredMessage,
} from '../discord/index.ts';

/** The journal's file in the chat's folder; pictures go beside it, one file per attachment. */
const JOURNAL = 'chat.jsonl';
const ATTACHMENTS = 'attachments';

/** One line of the journal: a message as it is now, a message gone, or a thread or DM as it is now. */
type Line =
  | { message: SavedMessage; interaction?: InteractionSummary }
  | { deleted: string }
  | { channel: ChannelState };

/** A message in the journal: its attachments without their bytes, which are files of their own. */
type SavedMessage = Omit<StoredMessage, 'attachments'> & { attachments: Omit<StoredAttachment, 'data'>[] };

/** Dates in the journal are ISO strings; these keys hold them. */
const DATE_KEYS = new Set(['createdAt', 'editedAt', 'archiveTimestamp']);

/**
 * The local table's chat, kept in a folder beside its database so that a restart shows the channels as
 * they were, buttons included: every change of a message the channel sees is appended to a journal (the
 * newest line of a message wins), and on start the journal is read back, written again without its
 * superseded lines, and handed to the local Discord before the bot logs in. Private answers ("Only you
 * can see this") are not kept, as Discord's app drops them on reload, nor a "thinking…" placeholder.
 */
export class ChatFile {
  private readonly journal: string;
  private readonly attachmentDir: string;
  private readonly channelsWritten = new Map<string, string>();

  constructor(dir: string) {
    this.journal = join(dir, JOURNAL);
    this.attachmentDir = join(dir, ATTACHMENTS);
  }

  /** Reads the chat kept so far (none on a first run) and compacts the journal. */
  load(): SavedChat {
    mkdirSync(this.attachmentDir, { recursive: true });
    const messages = new Map<string, SavedMessage>();
    const channels = new Map<string, ChannelState>();
    const interactions: Record<string, InteractionSummary> = {};
    const text = existsSync(this.journal) ? readFileSync(this.journal, 'utf8') : '';
    for (const raw of text.split('\n')) {
      const line = parseLine(raw);
      if (!line) continue;
      if ('message' in line) {
        messages.set(line.message.id, line.message);
        if (line.interaction && line.message.interactionId) {
          interactions[line.message.interactionId] = line.interaction;
        }
      } else if ('deleted' in line) messages.delete(line.deleted);
      else channels.set(line.channel.id, line.channel);
    }
    const kept = [...messages.values()].filter((m) => !m.loading && !m.ephemeral && !m.deleted);
    const restored = kept.flatMap((m) => {
      const attachments = m.attachments.map((a) => this.readAttachment(a));
      return attachments.every((a) => a !== undefined) ? [{ ...m, attachments }] : [];
    });
    this.compact(restored, [...channels.values()], interactions);
    return { channels: [...channels.values()], messages: restored, interactions };
  }

  /** From now on, writes every change of `discord`'s messages (and of their threads and DMs). */
  follow(discord: LocalDiscord): void {
    discord.onMessage((message, event) => {
      if (message.ephemeral) return;
      const channel = discord.channel(message.channelId);
      if (channel && (channel.thread || channel.recipientId)) this.writeChannel(channel);
      if (event === 'delete') {
        this.append([{ deleted: message.id }]);
        return;
      }
      for (const attachment of message.attachments) this.writeAttachment(attachment);
      const interaction = discord.interactionOf(message);
      this.append([{ message: savedMessage(message), ...(interaction ? { interaction } : {}) }]);
    });
  }

  /** Writes a thread or DM when it changed (its message count and last message are not kept). */
  private writeChannel(state: ChannelState): void {
    const { lastMessageId: _, ...rest } = state;
    const channel = { ...rest, messageCount: 0 };
    const json = JSON.stringify(channel);
    if (this.channelsWritten.get(channel.id) === json) return;
    this.channelsWritten.set(channel.id, json);
    this.append([{ channel }]);
  }

  private append(lines: Line[]): void {
    appendFileSync(this.journal, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
  }

  /** Writes the journal anew with one line per message and channel, and drops pictures no message has. */
  private compact(
    messages: StoredMessage[],
    channels: ChannelState[],
    interactions: Record<string, InteractionSummary>,
  ): void {
    const lines: Line[] = [
      ...channels.map((channel) => ({ channel })),
      ...messages.map((m) => {
        const interaction = m.interactionId ? interactions[m.interactionId] : undefined;
        return { message: savedMessage(m), ...(interaction ? { interaction } : {}) };
      }),
    ];
    const fresh = `${this.journal}.new`;
    writeFileSync(fresh, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
    renameSync(fresh, this.journal);
    for (const channel of channels) this.channelsWritten.set(channel.id, JSON.stringify(channel));
    const used = new Set(messages.flatMap((m) => m.attachments.map((a) => a.id)));
    for (const name of readdirSync(this.attachmentDir)) {
      if (!used.has(name)) rmSync(join(this.attachmentDir, name), { force: true });
    }
  }

  private writeAttachment(attachment: StoredAttachment): void {
    const path = join(this.attachmentDir, attachment.id);
    if (!existsSync(path)) writeFileSync(path, attachment.data);
  }

  private readAttachment(saved: Omit<StoredAttachment, 'data'>): StoredAttachment | undefined {
    try {
      return { ...saved, data: readFileSync(join(this.attachmentDir, saved.id)) };
    } catch {
      return undefined;
    }
  }
}

function savedMessage(message: StoredMessage): SavedMessage {
  return { ...message, attachments: message.attachments.map(({ data: _, ...rest }) => rest) };
}

/** A journal line, its dates as dates; undefined for a blank or broken one (a write cut short). */
function parseLine(raw: string): Line | undefined {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw, (key, value: unknown) =>
      DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value,
    ) as Line;
  } catch {
    return undefined;
  }
}
