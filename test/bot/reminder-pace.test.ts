import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReminderLoop } from '../../src/bot/loops/reminders.ts';
import { createLogger } from '../../src/bot/ops/logger.ts';
import { HOUR, startedGame, testService } from '../app/helpers.ts';

/**
 * The reminder loop's pace: a backlog of due turns (here 23) goes out at the loop's rate, the longest due
 * first, a bucket's worth at a time, never in one burst, and the loop comes back for the rest a second
 * later by itself instead of at its next interval.
 */

const GAMES = 23;

function backlog() {
  const { service, clock } = testService();
  const gameIds: number[] = [];
  for (let i = 0; i < GAMES; i++) {
    gameIds.push(startedGame(service, 'duo', { channelId: `c-${i}`, reminderHours: 24 }).ref.gameId);
    clock.advance(60_000); // each game's turn began a minute after the previous one's
  }
  clock.advance(30 * HOUR);
  const flushed: string[] = [];
  const ctx = {
    service,
    logger: createLogger('error', () => {}),
    now: clock.now,
    outbox: {
      flush: async (place: string) => {
        flushed.push(place);
        return { state: 'delivered' as const };
      },
      nudge: () => {},
    },
  };
  return { service, ctx, gameIds, flushed };
}

/** The games reminded so far, in the order their reminders were written. */
function reminded(service: ReturnType<typeof testService>['service']): number[] {
  return (
    service.store.db.prepare("SELECT game_id FROM outbox WHERE kind = 'reminder' ORDER BY id").all() as {
      game_id: number;
    }[]
  ).map((r) => r.game_id);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the reminder loop’s pace', () => {
  it('writes at most a bucket a tick, refilled at the rate, longest due first', async () => {
    const { service, ctx, gameIds } = backlog();
    let ms = 0;
    const loop = new ReminderLoop(ctx, 0, { perSecond: 5, clock: () => ms });
    expect(service.dueReminders()).toHaveLength(GAMES);

    expect(await loop.tick()).toBe(5);
    expect(await loop.tick()).toBe(0); // the bucket is empty: nothing more this second
    ms += 400;
    expect(await loop.tick()).toBe(2); // 0.4 s refills two
    const perTick: number[] = [];
    while (reminded(service).length < GAMES) {
      ms += 1000;
      perTick.push(await loop.tick());
    }
    expect(perTick).toEqual([5, 5, 5, 1]);
    expect(Math.max(...perTick)).toBeLessThanOrEqual(5);
    // Longest due first: the games in the order their turns began.
    expect(reminded(service)).toEqual(gameIds);
    expect(service.dueReminders()).toEqual([]);
  });

  it('a running loop comes back a second later while a backlog remains', async () => {
    vi.useFakeTimers();
    const { service, ctx } = backlog();
    const loop = new ReminderLoop(ctx, 60_000, { perSecond: 5, clock: () => Date.now() });
    loop.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reminded(service)).toHaveLength(5);
    const counts: number[] = [];
    for (let s = 1; s <= 5; s++) {
      await vi.advanceTimersByTimeAsync(1000);
      counts.push(reminded(service).length);
    }
    // 5 a second after the first tick, all 23 within five seconds rather than five minutes.
    expect(counts).toEqual([10, 15, 20, 23, 23]);
    await loop.stop();
  });
});
