import { UsageError } from '../errors.ts';
import type { MessageStore } from '../messages/message-store.ts';
import { findComponent, type LooseComponent, walkComponents } from '../messages/message-validation.ts';
import type { StoredMessage } from '../stored-records.ts';
import type { CommandInvocation, OptionValue } from './command-options.ts';

/** Who acts, and where. `guildId` defaults to the channel's guild (and is checked if given). */
export interface InteractionTarget {
  userId: string;
  channelId: string;
  guildId?: string;
  /** The member's permissions in the payload (default: what their roles give, i.e. no special ones). */
  memberPermissions?: bigint | string;
}

/** A slash command as a user submits it. */
export interface SlashInput extends InteractionTarget, CommandInvocation {}

/** A user typing into an autocompleted option; `options` holds only what they filled in so far. */
export interface AutocompleteInput extends InteractionTarget {
  command: string;
  subcommandGroup?: string;
  subcommand?: string;
  focused: string;
  value: string;
  options?: Record<string, OptionValue>;
}

/** A click on a button of a message. */
export interface ClickInput extends InteractionTarget {
  messageId: string;
  customId: string;
}

/** A choice in a select menu of a message. */
export interface SelectInput extends ClickInput {
  values: string[];
}

export const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);

/**
 * The message and enabled component a click or selection is about, as the user can see them; a test
 * that aims at something a user could not click gets a UsageError.
 */
export function requireComponent(
  store: MessageStore,
  input: ClickInput,
): { message: StoredMessage; component: LooseComponent } {
  const message = store.get(input.messageId);
  if (!message || message.deleted) throw new UsageError(`no message ${input.messageId}`);
  if (message.channelId !== input.channelId) {
    throw new UsageError(`message ${input.messageId} is in ${message.channelId}, not ${input.channelId}`);
  }
  if (message.ephemeral && message.visibleTo !== input.userId) {
    throw new UsageError(`user ${input.userId} cannot see ephemeral message ${input.messageId}`);
  }
  const component = findComponent(message.components, input.customId);
  if (!component) {
    const ids: string[] = [];
    walkComponents(message.components as unknown as LooseComponent[], [], (c) => {
      if (c.custom_id) ids.push(c.custom_id);
    });
    throw new UsageError(
      `message ${input.messageId} has no component "${input.customId}" (has: ${ids.join(', ') || 'none'})`,
    );
  }
  if (component.disabled) throw new UsageError(`component "${input.customId}" is disabled`);
  return { message, component };
}

/** Checks a selection against the menu as Discord's client would (count, and options of a string menu). */
export function checkSelection(component: LooseComponent, input: SelectInput): void {
  if (!SELECT_TYPES.has(component.type)) throw new UsageError(`"${input.customId}" is not a select menu`);
  const min = component.min_values ?? 1;
  const max = component.max_values ?? 1;
  if (input.values.length < min || input.values.length > max) {
    throw new UsageError(`select "${input.customId}" takes ${min}–${max} values, got ${input.values.length}`);
  }
  if (component.type === 3) {
    const allowed = new Set((component.options ?? []).map((o) => o.value));
    const wrong = input.values.filter((v) => !allowed.has(v));
    if (wrong.length) throw new UsageError(`select "${input.customId}" has no option(s) ${wrong.join(', ')}`);
  }
}
