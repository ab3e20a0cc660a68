import type { GuildSettingsRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/** A row of `guild_settings`: a server's own settings, set by its admins. */
interface GuildRow {
  guild_id: string;
  color_blind: 0 | 1;
  language: string | null;
  discord_locale: string | null;
  updated_at: number;
}

/** What a server that never set anything gets. */
const DEFAULT_GUILD_SETTINGS: GuildSettingsRecord = {
  colorBlind: false,
  language: null,
  discordLocale: null,
};

/** The prepared statements of `guild_settings`. */
export function prepareGuildTable(db: SqlDatabase) {
  const get = db.prepare<[string], GuildRow>('SELECT * FROM guild_settings WHERE guild_id = ?');
  const upsert = db.prepare<Pick<GuildRow, 'guild_id' | 'color_blind' | 'updated_at'>>(`
    INSERT INTO guild_settings (guild_id, color_blind, updated_at) VALUES (@guild_id, @color_blind, @updated_at)
    ON CONFLICT (guild_id) DO UPDATE SET color_blind = excluded.color_blind, updated_at = excluded.updated_at`);
  // The languages are written on their own, so that neither write undoes the other.
  const setLanguage = db.prepare<{ guild_id: string; language: string | null; updated_at: number }>(`
    INSERT INTO guild_settings (guild_id, language, updated_at) VALUES (@guild_id, @language, @updated_at)
    ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language, updated_at = excluded.updated_at`);
  const setDiscordLocale = db.prepare<{ guild_id: string; locale: string; updated_at: number }>(`
    INSERT INTO guild_settings (guild_id, discord_locale, updated_at) VALUES (@guild_id, @locale, @updated_at)
    ON CONFLICT (guild_id) DO UPDATE SET discord_locale = excluded.discord_locale, updated_at = excluded.updated_at`);
  return {
    get(guildId: string): GuildSettingsRecord {
      const row = get.get(guildId);
      return row
        ? { colorBlind: row.color_blind === 1, language: row.language, discordLocale: row.discord_locale }
        : DEFAULT_GUILD_SETTINGS;
    },
    put(guildId: string, settings: GuildSettingsRecord, now: number): void {
      upsert.run({ guild_id: guildId, color_blind: settings.colorBlind ? 1 : 0, updated_at: now });
    },
    /** Sets the language an admin chose for the server's public messages (null: its Discord locale). */
    setLanguage(guildId: string, language: string | null, now: number): void {
      setLanguage.run({ guild_id: guildId, language, updated_at: now });
    },
    /** Remembers the server's Discord locale, as an interaction showed it. */
    setDiscordLocale(guildId: string, locale: string, now: number): void {
      setDiscordLocale.run({ guild_id: guildId, locale, updated_at: now });
    },
  };
}
