import { type Color, variantOf } from '../../engine/index.ts';
import { err, type Result } from '../../engine/result.ts';
import {
  type DeadlineAction,
  type DueCursor,
  type DueTurn,
  isComputerId,
  type NotifyPreference,
} from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import { type Context, loadActive } from '../game/load-and-commit.ts';
import { type Announcement, dmPlace, placeOfGame } from '../outbox/announcements.ts';
import { commitSteps } from '../play/log-steps.ts';
import type { PlayResult } from '../views/view-shapes.ts';
import { isQuiet } from './notification-settings.ts';

/** Where the bot should remind someone, or apply a deadline. */
export interface DueReminder {
  /** `reminder`: the turn has been idle for the interval; `deadline`: it has outlived the deadline. */
  readonly kind: 'reminder' | 'deadline';
  readonly gameId: number;
  readonly guildId: string;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly userId: string;
  readonly color: Color;
  readonly colorIndex: number;
  /** The turn marker to pass back to `markReminderSent` / `applyDeadline`. */
  readonly turn: number;
  readonly idleMs: number;
  readonly notify: NotifyPreference;
  /** For `deadline`: `remind` (ping, then `markReminderSent(…, 'deadline')`) or `pass` (`applyDeadline`). */
  readonly action: DeadlineAction;
  /** Reminders already sent for this turn. */
  readonly remindersSent: number;
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
