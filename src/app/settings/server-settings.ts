import { err, ok, type Result } from '../../engine/result.ts';
import { isLocale, type Locale, localeOf, supportedLocale } from '../../i18n/index.ts';
import type { GuildSettingsRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { Context } from '../game/load-and-commit.ts';
import { setGuildColorBlind } from './color-blind.ts';

/**
 * A server's own settings (colour-blind pictures, language), changed by its admins, and the languages its
 * members read.
 *
 * Who reads which language. A private answer speaks the language of the user who acted (the bot reads it
 * from the interaction); a public message speaks the server's: the one its admins chose, else the
 * server's Discord locale, else English; a reminder by DM speaks the recipient's last seen language.
 */
export class ServerSettings {
  /** The locales last written, so that an interaction writes only when one changed. */
  private readonly seen = new Map<string, string>();

  constructor(private readonly ctx: Context) {}

  /** A server's own settings (defaults if never set). */
  of(guildId: string): GuildSettingsRecord {
    return this.ctx.store.preferences.guildSettings(guildId);
  }

  /** Makes colour-blind pictures the server's default, or not (its admins only). */
  setColorBlind(
    guildId: string,
    colorBlind: boolean,
    isAdmin: boolean,
  ): Result<GuildSettingsRecord, AppError> {
    return setGuildColorBlind(this.ctx, guildId, colorBlind, isAdmin);
  }

  /** The language of a server's public messages. */
  language(guildId: string): Locale {
    const settings = this.ctx.store.preferences.guildSettings(guildId);
    return supportedLocale(settings.language) ?? localeOf(settings.discordLocale);
  }

  /** The language of a game's public messages: its server's (English for a game not found). */
  gameLanguage(gameId: number): Locale {
    const game = this.ctx.store.gameRecord(gameId);
    return game ? this.language(game.guildId) : localeOf(null);
  }

  /** The language an admin chose for the server (null: its Discord locale). */
  chosenLanguage(guildId: string): Locale | null {
    return supportedLocale(this.ctx.store.preferences.guildSettings(guildId).language);
  }

  /** The language of messages sent to a user outside any interaction (a DM reminder). */
  userLanguage(userId: string): Locale {
    return localeOf(this.ctx.store.preferences.userLocale(userId));
  }

  /** Sets the server's language, or back to its Discord locale with null (its admins only). */
  setLanguage(guildId: string, language: string | null, isAdmin: boolean): Result<Locale, AppError> {
    if (!isAdmin) return err({ kind: 'not-admin' });
    if (language !== null && !isLocale(language)) {
      return err({ kind: 'bad-option', option: 'language', value: language, expected: 'en, fr or it' });
    }
    this.ctx.store.preferences.setGuildLanguage(guildId, language, this.ctx.now());
    return ok(this.language(guildId));
  }

  /**
   * Remembers the locales an interaction showed (the server's and the user's). It runs before every
   * interaction is answered, so it writes only what changed: a read, then (rarely) a write.
   */
  noteLocales(seen: { guildId?: string; guildLocale?: string; userId: string; userLocale: string }): void {
    const { store } = this.ctx;
    if (seen.guildId && seen.guildLocale && this.seen.get(`g${seen.guildId}`) !== seen.guildLocale) {
      if (store.preferences.guildSettings(seen.guildId).discordLocale !== seen.guildLocale) {
        store.preferences.saveGuildLocale(seen.guildId, seen.guildLocale, this.ctx.now());
      }
      this.seen.set(`g${seen.guildId}`, seen.guildLocale);
    }
    if (this.seen.get(`u${seen.userId}`) !== seen.userLocale) {
      if (store.preferences.userLocale(seen.userId) !== seen.userLocale) {
        store.preferences.saveUserLocale(seen.userId, seen.userLocale, this.ctx.now());
      }
      this.seen.set(`u${seen.userId}`, seen.userLocale);
    }
  }
}
