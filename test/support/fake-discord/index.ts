/** The fake Discord for tests: REST + gateway on loopback for a real discord.js client. See DESIGN.md §4. */
export type { CommandInvocation, OptionValue } from './command-options.ts';
export type { RequestRecord } from './core.ts';
export { DiscordHttpError, discordErrors, FakeUsageError } from './errors.ts';
export {
  type AutocompleteInput,
  type ClickInput,
  FakeDiscord,
  type InteractionTarget,
  type SelectInput,
  type SlashInput,
} from './fake-discord.ts';
export type { FaultHandle, FaultKind, FaultSpec } from './faults.ts';
export { Callback, InteractionHandle, type InteractionKind, type WaitOptions } from './interaction.ts';
export { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './permissions.ts';
export type {
  FakeChannelSpec,
  FakeDiscordOptions,
  FakeErrorRecord,
  FakeGuildSpec,
  FakeMemberSpec,
  FakeRoleSpec,
  StoredAttachment,
  StoredMessage,
  UnimplementedRoute,
} from './types.ts';
export type { ChannelState, ThreadState } from './world.ts';
