import { dmPlace, placeOfGame } from '../app/index.ts';
import type { BotContext } from './context.ts';

/**
 * The reminder loop: every `intervalMs` it asks the service what is due (the clock is the context's, so
 * tests drive it) and pings the player to move, in the channel or by DM as they chose (a DM that fails
 * falls back to the channel). Each reminder is claimed and written to the outbox in one transaction, so
 * it goes out once per interval across restarts and processes, and a crash between the claim and the
 * post only delays it. A `pass` deadline resigns the late colour and is posted like a move. Lobbies
 * nobody started in a week expire on the same beat.
 */
export class ReminderLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly ctx: BotContext,
    private readonly intervalMs = 60_000,
  ) {}

  /** Starts the timer (a no-op with an interval of 0: the caller ticks). */
  start(): void {
    if (this.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
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

  private async sendDue(): Promise<number> {
    const { service } = this.ctx;
    const now = this.ctx.now();
    const places = new Set<string>();
    let written = 0;
    for (const due of service.dueReminders(now)) {
      try {
        if (due.kind === 'deadline' && due.action === 'pass') {
          if (!service.applyDeadline(due.gameId, due.turn).ok) continue;
          places.add(placeOfGame(due));
          written++;
        } else if (service.claimReminder(due, now)) {
          places.add(due.notify === 'dm' ? dmPlace(due.userId) : placeOfGame(due));
          written++;
        }
      } catch (error) {
        this.ctx.logger.error('reminder failed', { game: due.gameId, user: due.userId, error });
      }
    }
    // Lobbies nobody started in a week are cancelled, so they never block their channel; each says so.
    for (const lobby of service.expireLobbies(now)) {
      places.add(placeOfGame(lobby));
      written++;
    }
    // What was claimed is in the outbox already: a failed post is retried there, never lost.
    await Promise.all([...places].map((place) => this.ctx.outbox.flush(place)));
    return written;
  }
}
