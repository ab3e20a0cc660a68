import type Database from 'better-sqlite3';
import type { GuildSettingsRecord } from './records.ts';

/** A row of `guild_settings`: a server's own settings, set by its admins. */
interface GuildRow {
  guild_id: string;
  color_blind: 0 | 1;
  updated_at: number;
}

/** What a server that never set anything gets. */
const DEFAULT_GUILD_SETTINGS: GuildSettingsRecord = { colorBlind: false };

/** The prepared statements of `guild_settings`. */
export function prepareGuildTable(db: Database.Database) {
  const get = db.prepare<[string], GuildRow>('SELECT * FROM guild_settings WHERE guild_id = ?');
  const upsert = db.prepare<GuildRow>(`
    INSERT INTO guild_settings (guild_id, color_blind, updated_at) VALUES (@guild_id, @color_blind, @updated_at)
    ON CONFLICT (guild_id) DO UPDATE SET color_blind = excluded.color_blind, updated_at = excluded.updated_at`);
  return {
    get(guildId: string): GuildSettingsRecord {
      const row = get.get(guildId);
      return row ? { colorBlind: row.color_blind === 1 } : DEFAULT_GUILD_SETTINGS;
    },
    put(guildId: string, settings: GuildSettingsRecord, now: number): void {
      upsert.run({ guild_id: guildId, color_blind: settings.colorBlind ? 1 : 0, updated_at: now });
    },
  };
}
