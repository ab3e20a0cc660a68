import { ChannelType } from 'discord-api-types/v10';
import type { ChannelState, LocalDiscord } from '../discord/index.ts';

/** A channel in the page's list: a text channel, a thread under one, or the viewer's DM with the bot. */
export interface ChannelEntry {
  id: string;
  name: string;
  kind: 'text' | 'thread' | 'dm';
  topic?: string;
  archived?: boolean;
}

/**
 * The channels one person sees, in Discord's order: each text channel followed by its threads, then
 * their direct messages with the bot if it has opened them.
 */
export function channelsFor(discord: LocalDiscord, userId: string): ChannelEntry[] {
  const all = discord.channels();
  const entries: ChannelEntry[] = [];
  const texts = all
    .filter((c) => c.type === ChannelType.GuildText || c.type === ChannelType.GuildAnnouncement)
    .sort((a, b) => a.position - b.position);
  for (const text of texts) {
    entries.push({
      id: text.id,
      name: text.name,
      kind: 'text',
      ...(text.topic ? { topic: text.topic } : {}),
    });
    for (const thread of all.filter((c) => c.thread && c.parentId === text.id))
      entries.push(threadEntry(thread));
  }
  const dm = all.find((c) => c.type === ChannelType.DM && c.recipientId === userId);
  if (dm) entries.push({ id: dm.id, name: 'Direct messages', kind: 'dm' });
  return entries;
}

function threadEntry(thread: ChannelState): ChannelEntry {
  return {
    id: thread.id,
    name: thread.name,
    kind: 'thread',
    ...(thread.thread?.archived ? { archived: true } : {}),
  };
}
