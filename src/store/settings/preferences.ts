import type { GuildSettingsRecord, UserSettingsRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';
import { prepareGuildTable } from './guild-settings-table.ts';
import { prepareUserTable } from './user-settings-table.ts';

/**
 * What servers and users chose for themselves, apart from any game (`store.preferences`): a server's
 * colour-blind default and language, a user's notifications, and the Discord locales last seen.
 */
export class Preferences {
  private readonly guilds;
  private readonly users;

  constructor(db: SqlDatabase) {
    this.guilds = prepareGuildTable(db);
    this.users = prepareUserTable(db);
  }

  /** A server's own settings (defaults if never set). */
  guildSettings(guildId: string): GuildSettingsRecord {
    return this.guilds.get(guildId);
  }

  /** Saves a server's own settings. */
  saveGuildSettings(guildId: string, settings: GuildSettingsRecord, now: number): void {
    this.guilds.put(guildId, settings, now);
  }

  /** Sets the language of a server's public messages (null: follow its Discord locale). */
  setGuildLanguage(guildId: string, language: string | null, now: number): void {
    this.guilds.setLanguage(guildId, language, now);
  }

  /** Remembers a server's Discord locale, as an interaction showed it. */
  saveGuildLocale(guildId: string, locale: string, now: number): void {
    this.guilds.setDiscordLocale(guildId, locale, now);
  }

  /** Remembers a user's Discord locale, as an interaction showed it. */
  saveUserLocale(userId: string, locale: string, now: number): void {
    this.users.setLocale(userId, locale, now);
  }

  /** A user's Discord locale as last seen, null if never. */
  userLocale(userId: string): string | null {
    return this.users.locale(userId);
  }

  /** A user's notification settings (defaults if never set). */
  userSettings(userId: string): UserSettingsRecord {
    return this.users.get(userId);
  }

  /** Saves a user's notification settings. */
  saveUserSettings(settings: UserSettingsRecord, now: number): void {
    this.users.put(settings, now);
  }
}
