import { PermissionFlagsBits, type PermissionResolvable, type PermissionsString } from 'discord.js';
import type { MessageKey, Translator } from '../../i18n/index.ts';

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

/**
 * The permissions the bot ever names to people, each with its catalogue key: the name Discord's own client
 * shows in that language (`Send Messages in Threads`, `Envoyer des messages dans les fils`, `Invia messaggi
 * nei thread`), so a moderator finds it in the channel's settings.
 */
const PERMISSION_KEYS = {
  ViewChannel: 'permission.ViewChannel',
  SendMessages: 'permission.SendMessages',
  SendMessagesInThreads: 'permission.SendMessagesInThreads',
  EmbedLinks: 'permission.EmbedLinks',
  AttachFiles: 'permission.AttachFiles',
  CreatePublicThreads: 'permission.CreatePublicThreads',
  ReadMessageHistory: 'permission.ReadMessageHistory',
  ManageMessages: 'permission.ManageMessages',
  ManageThreads: 'permission.ManageThreads',
  ManageChannels: 'permission.ManageChannels',
  ManageGuild: 'permission.ManageGuild',
} as const satisfies Partial<Record<PermissionsString, MessageKey>>;

function isNamed(flag: string): flag is keyof typeof PERMISSION_KEYS {
  return Object.hasOwn(PERMISSION_KEYS, flag);
}

/**
 * A permission flag (`SendMessagesInThreads`, as `PermissionsBitField.missing` gives it) by the name
 * Discord's settings show in the reader's language. A flag the bot never asks for keeps its spaced-out
 * English name (`Use External Emojis`), which is still recognisable.
 */
export function permissionName(flag: string, tr: Translator): string {
  return isNamed(flag) ? tr.t(PERMISSION_KEYS[flag]) : flag.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** Permissions by name, as a list for a sentence in the reader's language (`A, B et C`). */
export function permissionList(flags: readonly string[], tr: Translator): string {
  return tr.list(flags.map((flag) => permissionName(flag, tr)));
}

/**
 * The list of what a post needs when nothing more precise is known (the cache could not tell what is
 * missing): all four of a channel's.
 */
export function postNeedsText(tr: Translator, flags: readonly string[] = []): string {
  return permissionList(
    flags.length > 0 ? flags : ['ViewChannel', 'SendMessages', 'EmbedLinks', 'AttachFiles'],
    tr,
  );
}
