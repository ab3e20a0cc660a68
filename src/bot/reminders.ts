import type { Client } from 'discord.js';
import { type DueReminder, LOBBY_EXPIRY_MS } from '../app/index.ts';
import { announce } from './announce.ts';
import type { BotContext } from './context.ts';
import { wantsColorBlind } from './pictures.ts';
import { turnMessage } from './turn-message.ts';
import { colorText, durationText, mention } from './words.ts';

/**
 * The reminder loop: every `intervalMs` it asks the service what is due (the clock is the context's, so
 * tests drive it) and pings the player to move, in the channel or by DM as they chose (a DM that fails
 * falls back to the channel). Each reminder is claimed in the database before it is sent, so it goes out
 * once, across restarts and processes. A `pass` deadline resigns the late colour and is posted like a move.
 * Lobbies nobody started in a week expire on the same beat.
 */
export class ReminderLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly client: Client,
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
   * Sends what is due now; returns how many messages went out. Ticks never overlap, and a tick that fails
   * (the database, say) is logged and tried again at the next one: it must never stop the process.
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
    let sent = 0;
    const now = this.ctx.now();
    for (const due of this.ctx.service.dueReminders(now)) {
      try {
        if (due.kind === 'deadline' && due.action === 'pass') {
          const result = this.ctx.service.applyDeadline(due.gameId, due.turn);
          if (!result.ok) continue;
          const players = result.value.seats.map((s) => s.userId);
          const message = await turnMessage(result.value, wantsColorBlind(this.ctx, players));
          const posted = await announce(this.client, placeOf(due), message, this.ctx.logger);
          if (posted) sent++;
          continue;
        }
        if (!this.ctx.service.markReminderSent(due.gameId, due.turn, now, due.kind)) continue;
        if (await this.remind(due)) sent++;
      } catch (error) {
        this.ctx.logger.error('reminder failed', { game: due.gameId, user: due.userId, error });
      }
    }
    return sent + (await this.expireLobbies(now));
  }

  /** Lobbies nobody started in a week are cancelled, so they never block their channel; each says so. */
  private async expireLobbies(now: number): Promise<number> {
    let sent = 0;
    for (const lobby of this.ctx.service.expireLobbies(now)) {
      const days = Math.round(LOBBY_EXPIRY_MS / 86_400_000);
      const content = `⌛ Game #${lobby.gameId} expired: nobody started it within ${days} days, so this channel is free again. \`/blokus new\` opens a new game.`;
      const posted = await announce(
        this.client,
        lobby.threadId ?? lobby.channelId,
        { content },
        this.ctx.logger,
      );
      if (posted) sent++;
    }
    return sent;
  }

  private async remind(due: DueReminder): Promise<boolean> {
    const place = placeOf(due);
    const waited = durationText(due.idleMs);
    const why = due.kind === 'deadline' ? 'the turn deadline has passed' : `waiting ${waited}`;
    if (due.notify === 'dm') {
      try {
        await this.client.users.send(due.userId, {
          content: `⏰ Your turn with ${colorText(due.color)} in the Blokus game in <#${place}> (${why}). Use /place there.`,
        });
        return true;
      } catch (error) {
        this.ctx.logger.info('DM refused, reminding in the channel instead', { user: due.userId, error });
      }
    }
    const posted = await announce(
      this.client,
      place,
      {
        content: `⏰ ${mention(due.userId)}, it's your turn with ${colorText(due.color)} (${why}). Use \`/place\`; \`/board\` shows the board.`,
        allowedMentions: { users: [due.userId] },
      },
      this.ctx.logger,
    );
    return posted !== null;
  }
}

/** Where a game lives: its thread, or its channel. */
function placeOf(due: DueReminder): string {
  return due.threadId ?? due.channelId;
}
