import type { GameRecord, GameSettingsRecord, UserSettingsRecord } from '../records.ts';
import { defaultUserSettings, type UserRow, userFromRow } from '../settings/user-settings-table.ts';
import { OWNS_GUILD_SQL } from '../sql/shard-scope.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';
import { type SettingsRow, settingsFromRow } from './game-settings-table.ts';
import { type GameRow, gameFromRow } from './game-table.ts';

/** An active game whose turn needs attention now: a reminder is due, its deadline has passed, or both. */
export interface DueTurn {
  readonly game: GameRecord;
  readonly settings: GameSettingsRecord;
  /** The settings of the user to move. */
  readonly user: UserSettingsRecord;
  readonly reminderDue: boolean;
  readonly deadlineDue: boolean;
  /** When it fell due (`games.next_reminder_at`): with the game's id, where the next page starts. */
  readonly dueAt: number;
}

type DueRow = GameRow &
  Omit<SettingsRow, 'game_id'> &
  Partial<Omit<UserRow, 'user_id'>> & {
    reminder_due: 0 | 1;
    deadline_due: 0 | 1;
    next_reminder_at: number | null;
  };

/** Where a page of due turns ended: the next page starts after it (keyset paging). */
export interface DueCursor {
  readonly at: number;
  readonly gameId: number;
}

/**
 * A reminder is due when the turn has been idle for the interval since it began or since its last
 * reminder; a deadline when the turn is older than the deadline and was not handled yet. Migration 7 keeps
 * the earlier of the two moments in `games.next_reminder_at` (by triggers, on every write), so the due
 * turns are a range of its index, earliest first, read a page at a time: the cost grows with the page,
 * not with the number of running games. The cached `to_move_user_id` spares replaying any game. Only
 * games of this process's servers are read (`owns_guild`: its shards), DM reminders included.
 */
export function prepareDueTurns(db: SqlDatabase) {
  const due = db.prepare<{ now: number; after_at: number; after_id: number; limit: number }, DueRow>(`
    SELECT g.*, s.reminder_ms, s.deadline_ms, s.reminded_turn, s.reminded_at, s.reminders_sent, s.deadline_turn,
      u.notify, u.quiet_start, u.quiet_end, u.utc_offset, u.color_blind,
      CASE WHEN s.reminder_ms > 0 AND (CASE WHEN s.reminded_turn = g.turn THEN s.reminded_at ELSE g.turn_started_at END)
        + s.reminder_ms <= @now THEN 1 ELSE 0 END AS reminder_due,
      CASE WHEN s.deadline_ms IS NOT NULL AND s.deadline_turn IS DISTINCT FROM g.turn
        AND g.turn_started_at + s.deadline_ms <= @now THEN 1 ELSE 0 END AS deadline_due
    FROM games g
    JOIN game_settings s ON s.game_id = g.id
    LEFT JOIN user_settings u ON u.user_id = g.to_move_user_id
    WHERE g.next_reminder_at <= @now AND (g.next_reminder_at, g.id) > (@after_at, @after_id)
      AND ${OWNS_GUILD_SQL}(g.guild_id)
    ORDER BY g.next_reminder_at, g.id
    LIMIT @limit`);
  return (now: number, after: DueCursor | null, limit: number): DueTurn[] =>
    due
      .all({ now, after_at: after?.at ?? Number.MIN_SAFE_INTEGER, after_id: after?.gameId ?? 0, limit })
      .map((row) => ({
        dueAt: row.next_reminder_at!,
        game: gameFromRow(row),
        settings: settingsFromRow({ ...row, game_id: row.id }),
        user:
          row.notify === undefined || row.notify === null
            ? defaultUserSettings(row.to_move_user_id!)
            : userFromRow({
                user_id: row.to_move_user_id!,
                notify: row.notify,
                quiet_start: row.quiet_start ?? null,
                quiet_end: row.quiet_end ?? null,
                utc_offset: row.utc_offset ?? 0,
                color_blind: row.color_blind ?? 0,
                updated_at: 0,
              }),
        reminderDue: row.reminder_due === 1,
        deadlineDue: row.deadline_due === 1,
      }));
}
