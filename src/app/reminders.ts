import { variantOf } from '../engine/index.ts';
import { err, ok, type Result } from '../engine/result.ts';
import {
  type DueCursor,
  type DueTurn,
  isComputerId,
  NOTIFY_PREFERENCES,
  type NotifyPreference,
  type QuietHours,
  type UserSettingsRecord,
} from '../store/index.ts';
import { commitSteps } from './advance.ts';
import { type Announcement, dmPlace, placeOfGame } from './announcements.ts';
import { type Context, loadActive } from './context.ts';
import type { AppError } from './errors.ts';
import { LIMITS } from './limits.ts';
import type { DueReminder, PlayResult } from './types.ts';

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

/** Due turns read from the store at a time while collecting reminders. */
const DUE_PAGE = 200;

/**
 * What the reminder loop should do now: one item per game whose turn needs attention, the longest due
 * first, at most `limit`. A `deadline` item wins over a `reminder` of the same turn. Pings wait out the
 * player's quiet hours (they stay due, and are passed over here so they hold up nobody); a deadline whose
 * action is `pass` is listed regardless. Nothing is claimed here: call `claimReminder` (or
 * `applyDeadline`) before posting, and post only if it succeeds.
 */
export function dueReminders(ctx: Context, now = ctx.now(), limit = Number.POSITIVE_INFINITY): DueReminder[] {
  const items: DueReminder[] = [];
  let after: DueCursor | null = null;
  // A little more than asked for, in case some are in their quiet hours.
  const size = Math.max(1, Math.min(DUE_PAGE, limit * 2));
  while (items.length < limit) {
    const page = ctx.store.dueTurns(now, after, size);
    for (const due of page) {
      const item = reminderOf(due, now);
      if (item) items.push(item);
      if (items.length >= limit) break;
    }
    if (page.length < size) break;
    const last = page[page.length - 1]!;
    after = { at: last.dueAt, gameId: last.game.id };
  }
  return items;
}

function reminderOf(due: DueTurn, now: number): DueReminder | null {
  const { game, settings, user } = due;
  // A computer's turn is played by the computer loop: nobody to remind, no deadline to apply.
  if (game.toMoveUserId !== null && isComputerId(game.toMoveUserId)) return null;
  const kind = due.deadlineDue ? 'deadline' : 'reminder';
  const action = kind === 'deadline' ? game.options.deadlineAction : 'remind';
  if (action === 'remind' && isQuiet(user.quietHours, now)) return null;
  return {
    kind,
    gameId: game.id,
    guildId: game.guildId,
    channelId: game.channelId,
    threadId: game.threadId,
    userId: game.toMoveUserId!,
    color: variantOf(game.variant).colors[game.toMoveColor!]!,
    colorIndex: game.toMoveColor!,
    turn: game.turn,
    idleMs: now - (game.turnStartedAt ?? now),
    notify: user.notify,
    action,
    remindersSent: settings.remindedTurn === game.turn ? settings.remindersSent : 0,
  };
}

/**
 * Claims a due reminder and writes it to the outbox in one transaction: true means it is on its way;
 * false means it is not due any more (the turn moved on, or another process or an earlier run claimed
 * it). The claim is one guarded UPDATE, so each interval's reminder is written once across restarts and
 * processes, and the outbox delivers what was written at least once (Discord's nonce keeps a retried
 * post single). A `deadline` item with action `remind` is the turn's last reminder.
 */
export function claimReminder(ctx: Context, due: DueReminder, now = ctx.now()): boolean {
  const gamePlaceId = placeOfGame(due);
  const announcement: Announcement = {
    kind: 'reminder',
    reason: due.kind,
    turn: due.turn,
    userId: due.userId,
    color: due.color,
    idleMs: due.idleMs,
    since: now - due.idleMs,
    gamePlaceId,
  };
  const placeId = due.notify === 'dm' ? dmPlace(due.userId) : gamePlaceId;
  const entry = { gameId: due.gameId, placeId, kind: announcement.kind, payload: announcement };
  return ctx.store.claimReminder(due.gameId, due.turn, now, due.kind, [entry]);
}

/**
 * Applies a `pass` deadline: the late colour resigns for the rest of the game (logged as a resignation by
 * the bot). Guarded by the turn marker and the game's version, so it happens once even if two processes
 * try; `deadline-not-due` if the turn moved on or the deadline has not passed.
 */
export function applyDeadline(ctx: Context, gameId: number, turn: number): Result<PlayResult, AppError> {
  const loaded = loadActive(ctx, { gameId });
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const record = stored.game;
  const { deadlineMs } = stored.settings;
  const now = ctx.now();
  const late =
    deadlineMs !== null && record.turnStartedAt !== null && now - record.turnStartedAt >= deadlineMs;
  if (record.turn !== turn || !late || record.options.deadlineAction !== 'pass' || game.toMove === null) {
    return err({ kind: 'deadline-not-due', gameId });
  }
  return commitSteps(ctx, loaded.value, [
    { kind: 'resign', color: game.toMove, userId: null, requestId: `deadline:${turn}`, reason: 'deadline' },
  ]);
}

/** A user's notification settings (channel pings by default, no quiet hours). */
export function notificationSettings(ctx: Context, userId: string): UserSettingsRecord {
  return ctx.store.preferences.userSettings(userId);
}

/** Changes a user's notification settings; absent fields keep their value, `quietHours: null` clears them. */
export function setNotifications(
  ctx: Context,
  userId: string,
  change: {
    readonly notify?: NotifyPreference;
    readonly quietHours?: QuietHours | null;
    readonly colorBlind?: boolean;
  },
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
