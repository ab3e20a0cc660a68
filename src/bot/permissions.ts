import { PermissionFlagsBits, type PermissionResolvable } from 'discord.js';

/** What the bot needs to post a game's messages (board pictures, lobby embeds) in a channel. */
export const CHANNEL_POST_NEEDS: readonly PermissionResolvable[] = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.AttachFiles,
];

/** The same in a thread, where Send Messages in Threads replaces Send Messages. */
export const THREAD_POST_NEEDS: readonly PermissionResolvable[] = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessagesInThreads,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.AttachFiles,
];

/** What the post needs where it goes. */
export function postNeeds(inThread: boolean): PermissionResolvable[] {
  return [...(inThread ? THREAD_POST_NEEDS : CHANNEL_POST_NEEDS)];
}

/** A permission flag's name as Discord's settings show it: `SendMessagesInThreads` → `Send Messages In Threads`. */
export function permissionName(flag: string): string {
  return flag.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The sentence's list when nothing more precise is known. */
export const POST_NEEDS_TEXT = 'View Channel, Send Messages, Embed Links and Attach Files';
