import type { Interaction } from 'discord.js';
import type { GameService } from '../../app/index.ts';
import { localeOf, type Translator, translator } from '../../i18n/index.ts';
import { commandIdsOf } from '../discord/command-ids.ts';

/**
 * Which language a message speaks (see ServerSettings): a private answer the language of the user who
 * acted, a public message the server's, a DM the recipient's. Commands are named by command mentions once
 * the bot knows their ids, which each reader's client shows in their own language.
 */

/** Words for a private answer to the user of this interaction. */
export function privateWords(interaction: { readonly locale: string; readonly client?: object }): Translator {
  const ids = interaction.client ? commandIdsOf(interaction.client) : undefined;
  return translator(localeOf(interaction.locale), ids);
}

/**
 * Words for text Discord shows as typed (autocomplete choices, labels): no command mentions, which would
 * show their ids there; a command reads as typed in the user's language.
 */
export function plainWords(interaction: { readonly locale: string }): Translator {
  return translator(localeOf(interaction.locale));
}

/** Words for a public message in a server's channel. */
export function publicWords(service: GameService, guildId: string | null): Translator {
  return translator(guildId ? service.server.language(guildId) : localeOf(null), commandIdsOf(service));
}

/** Words for a public message about a game (an announcement in its channel or thread). */
export function gameWords(service: GameService, gameId: number): Translator {
  return translator(service.server.gameLanguage(gameId), commandIdsOf(service));
}

/** Words for a direct message to a user, outside any interaction. */
export function userWords(service: GameService, userId: string): Translator {
  return translator(service.server.userLanguage(userId), commandIdsOf(service));
}

/** Remembers the server's and the user's Discord locales an interaction shows (for later messages). */
export function noteLocales(service: GameService, interaction: Interaction): void {
  service.server.noteLocales({
    ...(interaction.guildId && interaction.guildLocale
      ? { guildId: interaction.guildId, guildLocale: interaction.guildLocale }
      : {}),
    userId: interaction.user.id,
    userLocale: interaction.locale,
  });
}
