import { dmPlace, placeOfGame } from '../../app/index.ts';
import type { BotContext } from '../bot-context.ts';

/**
 * Reminders (and deadlines, and expired lobbies) announced per second at most. Discord lets a bot make
 * about 50 requests a second in all; reminders take a fifth of that (a DM reminder two requests), so the
 * players' own moves always find room, and a backlog (a restart after a long outage, thousands of turns
 * falling due together) goes out spread over minutes instead of in one burst.
 */
export const REMINDERS_PER_SECOND = 10;

/** How the loop paces itself; tests pass a clock. */
export interface ReminderPace {
  /** Announcements a second at most (default `REMINDERS_PER_SECOND`). */
  readonly perSecond?: number;
  /** A monotonic clock in ms for the rate (default `performance.now`); due times use the game clock. */
  readonly clock?: () => number;
}

/**
 * The reminder loop: every `intervalMs` it asks the service what is due (the clock is the context's, so
 * tests drive it) and pings the player to move, in the channel or by DM as they chose (a DM that fails
 * falls back to the channel). Each reminder is claimed and written to the outbox in one transaction, so
 * it goes out once per interval across restarts and processes, and a crash between the claim and the
 * post only delays it. A `pass` deadline resigns the late colour and is posted like a move. Lobbies
 * nobody started in a week expire on the same beat.
 *
 * The pace is a token bucket: a tick writes at most as many announcements as it has tokens (a second's
 * worth at most, refilled at `perSecond`), the longest due first. When that many were due, more may be:
 * the loop looks again a second later rather than at the next interval, so a backlog drains at the rate,
 * evenly.
 */
export class ReminderLoop {
  private timer: NodeJS.Timeout | null = null;
  private backlogTimer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;
  private readonly perSecond: number;
  private readonly clock: () => number;
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly ctx: BotContext,
    private readonly intervalMs = 60_000,
    pace: ReminderPace = {},
  ) {
    this.perSecond = pace.perSecond ?? REMINDERS_PER_SECOND;
    this.clock = pace.clock ?? (() => performance.now());
    this.tokens = this.perSecond;
    this.refilledAt = this.clock();
  }

  /** Starts the timer (a no-op with an interval of 0: the caller ticks). */
  start(): void {
    this.stopped = false;
    if (this.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.backlogTimer) clearTimeout(this.backlogTimer);
    this.timer = null;
    this.backlogTimer = null;
    await this.running;
  }

  /**
   * Sends what is due now; returns how many announcements it wrote (reminders, deadlines, expiries).
   * Ticks never overlap, and a tick that fails (the database, say) is logged and tried again at the next
   * one: it must never stop the process.
   */
  tick(): Promise<number> {
    this.running ??= this.sendDue()
      .catch((error: unknown) => {
        this.ctx.logger.error('reminder tick failed', { error });
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Whole announcements the bucket allows now. */
  private budget(): number {
    const at = this.clock();
    this.tokens = Math.min(this.perSecond, this.tokens + ((at - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = at;
    return Math.floor(this.tokens);
  }

  private async sendDue(): Promise<number> {
    const { service } = this.ctx;
    const now = this.ctx.now();
    const places = new Set<string>();
    const budget = this.budget();
    let written = 0;
    const due = budget > 0 ? service.dueReminders(now, budget) : [];
    for (const item of due) {
      try {
        if (item.kind === 'deadline' && item.action === 'pass') {
          if (!service.applyDeadline(item.gameId, item.turn).ok) continue;
          places.add(placeOfGame(item));
          written++;
        } else if (service.claimReminder(item, now)) {
          places.add(item.notify === 'dm' ? dmPlace(item.userId) : placeOfGame(item));
          written++;
        }
      } catch (error) {
        this.ctx.logger.error('reminder failed', { game: item.gameId, user: item.userId, error });
      }
    }
    // Lobbies nobody started in a week are cancelled, so they never block their channel; each says so.
    for (const lobby of service.expireLobbies(now)) {
      places.add(placeOfGame(lobby));
      written++;
    }
    this.tokens = Math.max(0, this.tokens - written);
    if (budget === 0 || due.length >= budget) this.soon();
    // What was claimed is in the outbox already: a failed post is retried there, never lost.
    await Promise.all([...places].map((place) => this.ctx.outbox.flush(place)));
    return written;
  }

  /** More may be due than this tick could send: look again in a second (a running loop only). */
  private soon(): void {
    if (this.stopped || this.intervalMs <= 0 || this.backlogTimer) return;
    this.backlogTimer = setTimeout(() => {
      this.backlogTimer = null;
      void this.tick();
    }, 1000);
    this.backlogTimer.unref();
  }
}
