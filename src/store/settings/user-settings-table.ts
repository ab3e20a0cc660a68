import type { NotifyPreference, UserSettingsRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/** A row of `user_settings`. Quiet hours are set when both ends are. */
export interface UserRow {
  user_id: string;
  notify: NotifyPreference;
  quiet_start: number | null;
  quiet_end: number | null;
  utc_offset: number;
  color_blind: 0 | 1;
  updated_at: number;
}

/** What a user who never chose anything gets. */
export function defaultUserSettings(userId: string): UserSettingsRecord {
  return { userId, notify: 'channel', quietHours: null, colorBlind: false };
}

/** Row → record. */
export function userFromRow(row: UserRow): UserSettingsRecord {
  const quiet =
    row.quiet_start === null || row.quiet_end === null
      ? null
      : { start: row.quiet_start, end: row.quiet_end, utcOffset: row.utc_offset };
  return { userId: row.user_id, notify: row.notify, quietHours: quiet, colorBlind: row.color_blind === 1 };
}

/** Record → row. */
export function userToRow(settings: UserSettingsRecord, now: number): UserRow {
  return {
    user_id: settings.userId,
    notify: settings.notify,
    quiet_start: settings.quietHours?.start ?? null,
    quiet_end: settings.quietHours?.end ?? null,
    utc_offset: settings.quietHours?.utcOffset ?? 0,
    color_blind: settings.colorBlind ? 1 : 0,
    updated_at: now,
  };
}

/** The prepared statements of `user_settings`: a user's own settings are written whole (no read first). */
export function prepareUserTable(db: SqlDatabase) {
  const get = db.prepare<[string], UserRow>('SELECT * FROM user_settings WHERE user_id = ?');
  const upsert = db.prepare<UserRow>(`
    INSERT INTO user_settings (user_id, notify, quiet_start, quiet_end, utc_offset, color_blind, updated_at)
    VALUES (@user_id, @notify, @quiet_start, @quiet_end, @utc_offset, @color_blind, @updated_at)
    ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, quiet_start = excluded.quiet_start,
      quiet_end = excluded.quiet_end, utc_offset = excluded.utc_offset, color_blind = excluded.color_blind,
      updated_at = excluded.updated_at`);
  // The locale is written on its own (each interaction may bring it), never with the settings above.
  const getLocale = db.prepare<[string], { locale: string | null }>(
    'SELECT locale FROM user_settings WHERE user_id = ?',
  );
  const setLocale = db.prepare<{ user_id: string; locale: string; updated_at: number }>(`
    INSERT INTO user_settings (user_id, locale, updated_at) VALUES (@user_id, @locale, @updated_at)
    ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale`);
  return {
    /** The user's Discord locale as last seen (for messages sent to them outside an interaction). */
    locale(userId: string): string | null {
      return getLocale.get(userId)?.locale ?? null;
    },
    setLocale(userId: string, locale: string, now: number): void {
      setLocale.run({ user_id: userId, locale, updated_at: now });
    },
    get(userId: string): UserSettingsRecord {
      const row = get.get(userId);
      return row ? userFromRow(row) : defaultUserSettings(userId);
    },
    put(settings: UserSettingsRecord, now: number): void {
      upsert.run(userToRow(settings, now));
    },
  };
}
