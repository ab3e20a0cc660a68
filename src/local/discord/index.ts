/**
 * The local Discord: Discord's REST API and gateway on 127.0.0.1, enough of them for a real, unmodified
 * discord.js client — the bot — to log in and play. The local table (`npm start` without a token) shows it
 * in a browser; the tests drive it as their fake Discord (DESIGN.md §4). Nothing here listens beyond loopback.
 */
export type { CommandInvocation, OptionValue } from './command-options.ts';
export type { RequestRecord } from './core.ts';
export { DiscordView, type InteractionSummary } from './discord-view.ts';
export { DiscordHttpError, discordErrors, UsageError } from './errors.ts';
export type { FaultHandle, FaultKind, FaultSpec } from './faults.ts';
export { Callback, InteractionHandle, type InteractionKind, type WaitOptions } from './interaction.ts';
export {
  type AutocompleteInput,
  type ClickInput,
  type InteractionTarget,
  LocalDiscord,
  type SelectInput,
  type SlashInput,
} from './local-discord.ts';
export type { MessageEvent } from './message-store.ts';
export { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './permissions.ts';
export type {
  ChannelSpec,
  ErrorRecord,
  GuildSpec,
  LocalDiscordOptions,
  MemberSpec,
  RoleSpec,
  StoredAttachment,
  StoredMessage,
  UnimplementedRoute,
} from './types.ts';
export type { ChannelState, ThreadState } from './world.ts';
