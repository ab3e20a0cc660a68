import type { GameSettingsRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/** A row of `game_settings`. */
export interface SettingsRow {
  game_id: number;
  reminder_ms: number;
  deadline_ms: number | null;
  reminded_turn: number | null;
  reminded_at: number | null;
  reminders_sent: number;
  deadline_turn: number | null;
  color_blind: 0 | 1;
}

/** Row → record. */
export function settingsFromRow(row: SettingsRow): GameSettingsRecord {
  return {
    reminderMs: row.reminder_ms,
    deadlineMs: row.deadline_ms,
    remindedTurn: row.reminded_turn,
    remindedAt: row.reminded_at,
    remindersSent: row.reminders_sent,
    deadlineTurn: row.deadline_turn,
    colorBlind: row.color_blind === 1,
  };
}

/** Record → row. */
export function settingsToRow(gameId: number, settings: GameSettingsRecord): SettingsRow {
  return {
    game_id: gameId,
    reminder_ms: settings.reminderMs,
    deadline_ms: settings.deadlineMs,
    reminded_turn: settings.remindedTurn,
    reminded_at: settings.remindedAt,
    reminders_sent: settings.remindersSent,
    deadline_turn: settings.deadlineTurn,
    color_blind: settings.colorBlind ? 1 : 0,
  };
}

/**
 * The prepared statements of `game_settings`. The two `mark…` updates are the reminder guards: each
 * succeeds only while its reminder is still due for that very turn, so of two processes (or a process
 * before and after a restart) exactly one gets to send it. They do not bump the game's version, so buttons
 * drawn before a reminder stay valid.
 */
export function prepareSettingsTable(db: SqlDatabase) {
  const get = db.prepare<[number], SettingsRow>('SELECT * FROM game_settings WHERE game_id = ?');
  const insert = db.prepare<SettingsRow>(`
    INSERT INTO game_settings (game_id, reminder_ms, deadline_ms, reminded_turn, reminded_at, reminders_sent, deadline_turn, color_blind)
    VALUES (@game_id, @reminder_ms, @deadline_ms, @reminded_turn, @reminded_at, @reminders_sent, @deadline_turn, @color_blind)`);
  const setColorBlind = db.prepare<[0 | 1, number]>(
    'UPDATE game_settings SET color_blind = ? WHERE game_id = ?',
  );
  const markReminded = db.prepare<{ id: number; turn: number; now: number }>(`
    UPDATE game_settings SET reminded_turn = @turn, reminded_at = @now, reminders_sent = CASE WHEN reminded_turn = @turn THEN reminders_sent + 1 ELSE 1 END
    WHERE game_id = @id AND reminder_ms > 0 AND EXISTS (
      SELECT 1 FROM games g WHERE g.id = @id AND g.status = 'active' AND g.turn = @turn
        AND (CASE WHEN reminded_turn = @turn THEN reminded_at ELSE g.turn_started_at END) + reminder_ms <= @now)`);
  const markDeadline = db.prepare<{ id: number; turn: number; now: number }>(`
    UPDATE game_settings SET deadline_turn = @turn,
      reminded_turn = @turn, reminded_at = @now, reminders_sent = CASE WHEN reminded_turn = @turn THEN reminders_sent + 1 ELSE 1 END
    WHERE game_id = @id AND deadline_ms IS NOT NULL AND deadline_turn IS DISTINCT FROM @turn AND EXISTS (
      SELECT 1 FROM games g WHERE g.id = @id AND g.status = 'active' AND g.turn = @turn
        AND g.turn_started_at + deadline_ms <= @now)`);
  return {
    get(gameId: number): GameSettingsRecord | undefined {
      const row = get.get(gameId);
      return row && settingsFromRow(row);
    },
    insert(gameId: number, settings: GameSettingsRecord): void {
      insert.run(settingsToRow(gameId, settings));
    },
    /** Turns the game's colour-blind pictures on or off (inside a commit). */
    setColorBlind(gameId: number, on: boolean): void {
      setColorBlind.run(on ? 1 : 0, gameId);
    },
    /** Claims the reminder of `turn`; false if it is not due (any more), e.g. another process sent it. */
    markReminded(id: number, turn: number, now: number): boolean {
      return markReminded.run({ id, turn, now }).changes === 1;
    },
    /** Claims the deadline of `turn` (it also counts as the turn's reminder); false if not due or handled already. */
    markDeadline(id: number, turn: number, now: number): boolean {
      return markDeadline.run({ id, turn, now }).changes === 1;
    },
  };
}
