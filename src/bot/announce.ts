import {
  type Client,
  DiscordAPIError,
  type Message,
  type MessageCreateOptions,
  RESTJSONErrorCodes,
  type SendableChannels,
} from 'discord.js';
import type { Logger } from './logger.ts';

/**
 * Posts a public game message (a move, a pass, the end, a reminder) as a new channel message: only a newly
 * created message notifies the users it mentions (edits, including the edit that fills a deferred reply,
 * notify nobody). `allowedMentions` must list exactly the users to ping.
 * An archived thread is woken up (unarchived) and the post retried. Returns null when Discord refuses;
 * the caller tells the user privately (the game itself is already saved).
 */
export async function announce(
  client: Client,
  channelId: string,
  message: MessageCreateOptions,
  logger: Logger,
): Promise<Message | null> {
  try {
    const channel = await sendableChannel(client, channelId);
    if (!channel) return null;
    try {
      return await channel.send(message);
    } catch (error) {
      if (!(isCode(error, RESTJSONErrorCodes.InvalidActionOnArchivedThread) && channel.isThread()))
        throw error;
      await channel.setArchived(false, 'A Blokus game continues here');
      return await channel.send(message);
    }
  } catch (error) {
    logger.warn('could not post to the channel', { channel: channelId, error });
    return null;
  }
}

/** The channel or thread by id, if the bot can send there. */
export async function sendableChannel(client: Client, channelId: string): Promise<SendableChannels | null> {
  const channel = client.channels.cache.get(channelId) ?? (await client.channels.fetch(channelId));
  return channel?.isSendable() ? channel : null;
}

/** Whether an error is a Discord API error with this JSON code. */
export function isCode(error: unknown, code: number): boolean {
  return error instanceof DiscordAPIError && error.code === code;
}
