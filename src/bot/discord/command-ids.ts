import { ApplicationCommandType, type Client } from 'discord.js';
import type { CommandIds } from '../../i18n/index.ts';

/**
 * The ids Discord gave the slash commands, by name, for command mentions (`</place:123>`): learned when the
 * bot connects, from the global commands and, when `DISCORD_GUILD_ID` names a server the commands were
 * registered in (development, the local table), that server's, which win. Kept per bot (by its client and
 * the other objects that make its messages), so that two bots in one process never mix them.
 */
const learned = new WeakMap<object, ReadonlyMap<string, string>>();

/** Fetches the registered commands' ids and keeps them for the bot that `owners` belong to. */
export async function learnCommandIds(
  client: Client<true>,
  owners: readonly object[],
  guildId?: string,
): Promise<number> {
  const ids = new Map<string, string>();
  const scopes = [await client.application.commands.fetch()];
  if (guildId) scopes.push(await client.application.commands.fetch({ guildId }));
  for (const scope of scopes) {
    for (const command of scope.values()) {
      if (command.type === ApplicationCommandType.ChatInput) ids.set(command.name, command.id);
    }
  }
  for (const owner of [client, ...owners]) learned.set(owner, ids);
  return ids.size;
}

/** The command ids known to the bot `owner` belongs to (its client or service); none before they are learned. */
export function commandIdsOf(owner: object): CommandIds {
  return (name) => learned.get(owner)?.get(name);
}
