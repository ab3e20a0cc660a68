import { err, ok, type Result } from '../../engine/result.ts';
import {
  NOTIFY_PREFERENCES,
  type NotifyPreference,
  type QuietHours,
  type UserSettingsRecord,
} from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { Context } from '../game/load-and-commit.ts';
import { LIMITS } from '../limits.ts';

/** How a user is told it is their turn: in the channel or by DM, and the quiet hours that hold pings back. */

/** Minutes in a day: quiet hours are minutes of the day, local time. */
const DAY_MINUTES = 24 * 60;

/** Whether `now` falls in the quiet hours (local time = UTC + offset; `start > end` wraps past midnight). */
export function isQuiet(quiet: QuietHours | null, now: number): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const utcMinutes = Math.floor(now / 60_000) % DAY_MINUTES;
  const local = (((utcMinutes + quiet.utcOffset) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return quiet.start < quiet.end
    ? local >= quiet.start && local < quiet.end
    : local >= quiet.start || local < quiet.end;
}

/** A user's notification settings (channel pings by default, no quiet hours). */
export function notificationSettings(ctx: Context, userId: string): UserSettingsRecord {
  return ctx.store.preferences.userSettings(userId);
}

/** Changes a user's notification settings; absent fields keep their value, `quietHours: null` clears them. */
/** What a user may change in their notification settings; what is left out stays as it is. */
export interface NotificationChange {
  readonly notify?: NotifyPreference;
  readonly quietHours?: QuietHours | null;
  readonly colorBlind?: boolean;
}

export function setNotifications(
  ctx: Context,
  userId: string,
  change: NotificationChange,
): Result<UserSettingsRecord, AppError> {
  const current = ctx.store.preferences.userSettings(userId);
  const notify = change.notify ?? current.notify;
  if (!NOTIFY_PREFERENCES.includes(notify)) {
    return err({
      kind: 'bad-option',
      option: 'notify',
      value: String(notify),
      expected: NOTIFY_PREFERENCES.join(', '),
    });
  }
  const quietHours = change.quietHours === undefined ? current.quietHours : change.quietHours;
  if (quietHours) {
    const minute = (m: number) => Number.isInteger(m) && m >= 0 && m < DAY_MINUTES;
    if (
      !minute(quietHours.start) ||
      !minute(quietHours.end) ||
      quietHours.utcOffset < LIMITS.utcOffsetHours.min * 60 ||
      quietHours.utcOffset > LIMITS.utcOffsetHours.max * 60
    ) {
      return err({ kind: 'bad-quiet-hours', text: JSON.stringify(quietHours) });
    }
  }
  const settings = { userId, notify, quietHours, colorBlind: change.colorBlind ?? current.colorBlind };
  ctx.store.preferences.saveUserSettings(settings, ctx.now());
  return ok(settings);
}

/**
 * Reads quiet hours typed as `22-7`, `22:00-07:30` or `off` (local time; `utcOffset` in minutes is the
 * user's offset from UTC, which the bot knows or asks for). `null` = no quiet hours.
 */
export function parseQuietHours(text: string, utcOffset = 0): Result<QuietHours | null, AppError> {
  const t = text.trim().toLowerCase();
  if (t === 'off' || t === 'none' || t === '') return ok(null);
  const match = /^(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?$/.exec(t);
  if (!match) return err({ kind: 'bad-quiet-hours', text });
  const at = (h: string, m: string | undefined) => Number(h) * 60 + Number(m ?? 0);
  const start = at(match[1]!, match[2]);
  const end = at(match[3]!, match[4]);
  const valid = (h: string, m: string | undefined) => Number(h) < 24 && Number(m ?? 0) < 60;
  if (!valid(match[1]!, match[2]) || !valid(match[3]!, match[4]))
    return err({ kind: 'bad-quiet-hours', text });
  return ok({ start, end, utcOffset });
}
