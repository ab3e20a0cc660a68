import { describe, expect, it } from 'vitest';
import { isQuiet, parseQuietHours } from '../../src/app/index.ts';
import { describeBackends } from '../support/backends.ts';
import {
  ANN,
  BOB,
  failure,
  HOUR,
  startedGame,
  T0,
  tempDb,
  testClock,
  testService,
  unwrap,
} from './helpers.ts';

describeBackends('reminders and deadlines', () => {
  describe('reminders', () => {
    it('are due after the interval, repeat at the interval, and are sent once', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo');
      expect(service.dueReminders(T0 + 23 * HOUR)).toEqual([]);
      const [due] = service.dueReminders(T0 + 24 * HOUR);
      expect(due).toMatchObject({
        kind: 'reminder',
        gameId: ref.gameId,
        guildId: 'guild-1',
        channelId: 'chan-1',
        threadId: null,
        userId: ANN.id,
        color: 'purple',
        colorIndex: 0,
        idleMs: 24 * HOUR,
        notify: 'channel',
        action: 'remind',
        remindersSent: 0,
      });
      expect(service.claimReminder(due!, T0 + 24 * HOUR)).toBe(true);
      expect(service.claimReminder(due!, T0 + 24 * HOUR)).toBe(false);
      expect(service.dueReminders(T0 + 47 * HOUR)).toEqual([]);
      const [again] = service.dueReminders(T0 + 48 * HOUR);
      expect(again).toMatchObject({ turn: due!.turn, remindersSent: 1 });
      expect(service.claimReminder(due!, T0 + 48 * HOUR)).toBe(true);
    });

    it('start over when the turn changes; a stale turn marker claims nothing', () => {
      const clock = testClock();
      const { service } = testService({ clock });
      const { ref } = startedGame(service, 'duo');
      const [due] = service.dueReminders(T0 + 30 * HOUR);
      clock.set(T0 + 30 * HOUR);
      unwrap(service.place(ref, ANN.id, 'P5-X e10', 'r'));
      expect(service.claimReminder(due!, clock.now())).toBe(false);
      expect(service.dueReminders(T0 + 53 * HOUR)).toEqual([]);
      expect(service.dueReminders(T0 + 54 * HOUR)).toEqual([
        expect.objectContaining({ userId: BOB.id, turn: due!.turn + 1 }),
      ]);
    });

    it('are off with an interval of 0', () => {
      const { service } = testService();
      startedGame(service, 'duo', { reminderHours: 0 });
      expect(service.dueReminders(T0 + 1000 * HOUR)).toEqual([]);
    });

    it('are claimed once across two connections and survive a restart', () => {
      const path = tempDb();
      const clock = testClock();
      const a = testService({ path, clock });
      startedGame(a.service, 'duo');
      const b = testService({ path, clock });
      const now = T0 + 25 * HOUR;
      const [dueA] = a.service.dueReminders(now);
      const [dueB] = b.service.dueReminders(now);
      expect(dueA).toEqual(dueB);
      expect([a.service.claimReminder(dueA!, now), b.service.claimReminder(dueB!, now)]).toEqual([
        true,
        false,
      ]);
      a.store.close();
      b.store.close();
      const c = testService({ path, clock });
      expect(c.service.dueReminders(now + HOUR)).toEqual([]);
      expect(c.service.dueReminders(now + 24 * HOUR)).toHaveLength(1);
      c.store.close();
    });

    it('follow the user’s preference and wait out quiet hours', () => {
      const { service } = testService();
      startedGame(service, 'duo');
      unwrap(
        service.setNotifications(ANN.id, {
          notify: 'dm',
          quietHours: { start: 22 * 60, end: 7 * 60, utcOffset: 60 },
        }),
      );
      expect(service.notificationSettings(ANN.id)).toEqual({
        userId: ANN.id,
        notify: 'dm',
        quietHours: { start: 1320, end: 420, utcOffset: 60 },
        colorBlind: false,
      });
      // T0 is 12:00 UTC: +10 h is 22:00 UTC = 23:00 local, quiet; +19 h is 07:00 UTC = 08:00 local.
      expect(service.dueReminders(T0 + 34 * HOUR)).toEqual([]);
      expect(service.dueReminders(T0 + 43 * HOUR)).toEqual([expect.objectContaining({ notify: 'dm' })]);
      unwrap(service.setNotifications(ANN.id, { quietHours: null }));
      expect(service.notificationSettings(ANN.id)).toMatchObject({ notify: 'dm', quietHours: null });
      expect(
        failure(service.setNotifications(ANN.id, { quietHours: { start: 2000, end: 1, utcOffset: 0 } })),
      ).toMatchObject({
        kind: 'bad-quiet-hours',
      });
      expect(failure(service.setNotifications(ANN.id, { notify: 'pigeon' as 'dm' }))).toMatchObject({
        kind: 'bad-option',
      });
    });
  });

  describe('deadlines', () => {
    it('remind: one deadline ping per turn, counted as the turn’s reminder', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo', { deadlineHours: 2 });
      expect(service.dueReminders(T0 + HOUR)).toEqual([]);
      const [due] = service.dueReminders(T0 + 2 * HOUR);
      expect(due).toMatchObject({ kind: 'deadline', action: 'remind', userId: ANN.id });
      expect(service.claimReminder(due!, T0 + 2 * HOUR)).toBe(true);
      expect(service.claimReminder(due!, T0 + 2 * HOUR)).toBe(false);
      expect(service.dueReminders(T0 + 25 * HOUR)).toEqual([]);
      expect(service.dueReminders(T0 + 26 * HOUR)).toEqual([expect.objectContaining({ kind: 'reminder' })]);
      expect(failure(service.applyDeadline(ref.gameId, due!.turn))).toEqual({
        kind: 'deadline-not-due',
        gameId: ref.gameId,
      });
    });

    it('pass: the late colour is out, once, even during quiet hours', () => {
      const clock = testClock();
      const { service, store } = testService({ clock });
      const { ref } = startedGame(service, 'duo', { deadlineHours: 2, deadlineAction: 'pass' });
      unwrap(service.setNotifications(ANN.id, { quietHours: { start: 0, end: 1439, utcOffset: 0 } }));
      const turn = service.dueReminders(T0 + 2 * HOUR)[0]!.turn;
      expect(failure(service.applyDeadline(ref.gameId, turn))).toEqual({
        kind: 'deadline-not-due',
        gameId: ref.gameId,
      });
      clock.set(T0 + 2 * HOUR);
      expect(service.dueReminders(clock.now())).toEqual([
        expect.objectContaining({ kind: 'deadline', action: 'pass' }),
      ]);
      const result = unwrap(service.applyDeadline(ref.gameId, turn));
      expect(result.events).toEqual([
        { kind: 'resigned', color: 'purple', userId: null, reason: 'deadline' },
      ]);
      expect(result.text).toContain('Purple missed the turn deadline');
      expect(result.next).toMatchObject({ userId: BOB.id });
      expect(store.loadGame(ref.gameId)!.moves).toEqual([
        expect.objectContaining({ kind: 'resign', userId: null, requestId: `deadline:${turn}` }),
      ]);
      expect(failure(service.applyDeadline(ref.gameId, turn))).toEqual({
        kind: 'deadline-not-due',
        gameId: ref.gameId,
      });
    });
  });

  describe('quiet hours', () => {
    it('parse the forms people type', () => {
      expect(unwrap(parseQuietHours('22-7'))).toEqual({ start: 1320, end: 420, utcOffset: 0 });
      expect(unwrap(parseQuietHours('22:30 – 07:15', -300))).toEqual({
        start: 1350,
        end: 435,
        utcOffset: -300,
      });
      expect(unwrap(parseQuietHours('off'))).toBeNull();
      for (const bad of ['25-7', '22:61-7', 'night', '22'])
        expect(failure(parseQuietHours(bad)).kind).toBe('bad-quiet-hours');
    });

    it('cover the right local minutes, wrapping past midnight', () => {
      const at = (h: number, m = 0) => Date.UTC(2026, 0, 1, h, m);
      const night = { start: 22 * 60, end: 7 * 60, utcOffset: 0 };
      expect([21, 22, 23, 0, 6, 7, 12].map((h) => isQuiet(night, at(h)))).toEqual([
        false,
        true,
        true,
        true,
        true,
        false,
        false,
      ]);
      const lunch = { start: 12 * 60, end: 13 * 60, utcOffset: 120 };
      expect([9, 10, 11].map((h) => isQuiet(lunch, at(h)))).toEqual([false, true, false]);
      expect(isQuiet(null, at(3))).toBe(false);
      expect(isQuiet({ start: 5, end: 5, utcOffset: 0 }, at(0, 5))).toBe(false);
    });
  });
});
