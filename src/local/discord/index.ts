/**
 * The local Discord: Discord's REST API and gateway on 127.0.0.1, enough of them for a real, unmodified
 * discord.js client — the bot — to log in and play. The local table (`npm start` without a token) shows it
 * in a browser; the tests drive it as their fake Discord (docs/design.md section 4). Nothing here listens beyond loopback.
 */

export type { RequestRecord } from './discord-state.ts';
export { DiscordView } from './discord-view.ts';
export { DiscordHttpError, discordErrors, UsageError } from './errors.ts';
export type { FaultHandle, FaultKind, FaultSpec } from './faults.ts';
export type { ChannelState, ThreadState } from './guilds/guild-state.ts';
export { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './guilds/permissions.ts';
export type { CommandInvocation, OptionValue } from './interactions/command-options.ts';
export {
  Callback,
  InteractionHandle,
  type InteractionKind,
  type InteractionSummary,
  type WaitOptions,
} from './interactions/interaction.ts';
export {
  type AutocompleteInput,
  type ClickInput,
  type InteractionTarget,
  LocalDiscord,
  type SelectInput,
  type SlashInput,
} from './local-discord.ts';
export type { MessageEvent } from './messages/message-store.ts';
export type { SavedChat } from './saved-chat.ts';
export type { ChannelSpec, GuildSpec, LocalDiscordOptions, MemberSpec, RoleSpec } from './setup-specs.ts';
export type { ErrorRecord, StoredAttachment, StoredMessage, UnimplementedRoute } from './stored-records.ts';
