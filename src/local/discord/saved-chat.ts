import type { ChannelState } from './guilds/guild-state.ts';
import type { InteractionSummary } from './interactions/interaction.ts';
import type { StoredMessage } from './stored-records.ts';

/**
 * The chat of an earlier run, to put back before the bot logs in (the local table keeps it across
 * restarts): the threads and DMs the bot opened, the messages in creation order, and who used what.
 */
export interface SavedChat {
  channels: ChannelState[];
  messages: StoredMessage[];
  interactions: Record<string, InteractionSummary>;
}
