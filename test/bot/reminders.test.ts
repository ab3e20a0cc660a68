import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop, failing, logsAt } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Reminders with the test clock: one per idle interval, in the channel (or by DM, falling back to the
 * channel when DMs are closed), pinging exactly the player to move, never twice, not even across a restart.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const HOUR = 3_600_000;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo', 'reminder-hours': 24 });
});

afterAll(() =>
  checkAndStop(
    h,
    (entry) =>
      entry.msg === 'reminder tick failed' &&
      /^boom in /.test(String((entry.error as { message?: unknown })?.message)),
  ),
);

function toMove() {
  const view = d.view({ channelId: C });
  const turn = view.toMove!;
  return {
    userId: turn.userId,
    color: turn.color,
    other: view.seats.find((s) => s.userId !== turn.userId)!.userId,
  };
}

async function playOne(): Promise<void> {
  const view = d.view({ channelId: C });
  const turn = view.toMove!;
  const text = formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!);
  const placed = await d.slash(turn.userId, C, 'place', { move: text });
  expect(placed.reply?.deleted, placed.describe()).toBe(true);
}

/** Ticks the reminder loop; returns how many went out and the new public messages of the channel. */
async function tick() {
  const mark = d.publicCount(C);
  const pings = d.totalPings();
  const sent = await h.bot.reminders.tick();
  await d.idle();
  return { sent, posted: d.newPublic(C, mark), pings: d.totalPings() - pings };
}

const LABEL: Record<string, string> = { purple: '🟪 **Purple**', orange: '🟧 **Orange**' };

describe('reminders', () => {
  it('reminds the player to move once per idle interval, in the channel', async () => {
    const { userId, color } = toMove();
    h.clock.advance(23 * HOUR);
    expect(await tick()).toEqual({ sent: 0, posted: [], pings: 0 });

    h.clock.advance(HOUR + 60_000);
    const first = await tick();
    expect(first.sent).toBe(1);
    expect(first.posted).toHaveLength(1);
    // When the turn began is a Discord timestamp: each reader sees it in their own time zone.
    const since = Math.floor(d.view({ channelId: C }).toMove!.since / 1000);
    expect(first.posted[0]!.content).toBe(
      `⏰ <@${userId}>, it has been your turn with ${LABEL[color]} since <t:${since}:R>. Use ${d.command('place')}; ${d.command('board')} shows the board.`,
    );
    expect(first.posted[0]!.pinged).toEqual([userId]);
    expect(first.pings).toBe(1);

    // Not twice for the same interval.
    expect(await tick()).toEqual({ sent: 0, posted: [], pings: 0 });
    h.clock.advance(HOUR);
    expect(await tick()).toEqual({ sent: 0, posted: [], pings: 0 });

    // Another interval: a second reminder.
    h.clock.advance(23 * HOUR);
    const second = await tick();
    expect(second.sent).toBe(1);
    expect(second.posted[0]!.content).toMatch(
      new RegExp(`^⏰ <@${userId}>, it has been your turn with .* since <t:${since}:R>\\.`),
    );
    expect(second.posted[0]!.pinged).toEqual([userId]);
  });

  it('starts over after a move, for the next player', async () => {
    await playOne();
    const { userId } = toMove();
    h.clock.advance(23 * HOUR);
    expect((await tick()).sent).toBe(0);
    h.clock.advance(2 * HOUR);
    const due = await tick();
    expect(due.sent).toBe(1);
    expect(due.posted[0]!.pinged).toEqual([userId]);
  });

  it('does not send a reminder again after a restart, and goes on reminding afterwards', async () => {
    const { userId } = toMove();
    await h.restart();
    expect(await tick()).toEqual({ sent: 0, posted: [], pings: 0 });
    h.clock.advance(24 * HOUR);
    const next = await tick();
    expect(next.sent).toBe(1);
    expect(next.posted[0]!.pinged).toEqual([userId]);
  });

  it('sends reminders by DM to who asked for it', async () => {
    await playOne();
    const { userId, color } = toMove();
    const settings = await d.blokus(userId, C, 'settings', { reminders: 'dm' });
    expect(settings.reply?.ephemeral).toBe(true);
    expect(settings.reply?.content).toMatch(
      /^⚙️ Reminders reach you by direct message \(in the channel if DMs fail\); no quiet hours\. Turn pings always come in the game channel\./,
    );
    h.clock.advance(25 * HOUR);
    const due = await tick();
    expect(due.sent).toBe(1);
    expect(due.posted).toEqual([]);
    const dm = h.fake.dmChannelOf(userId);
    expect(dm).toBeDefined();
    const dms = h.fake.messages(dm!);
    expect(dms).toHaveLength(1);
    expect(dms[0]!.content).toBe(
      `⏰ It has been your turn with ${LABEL[color]} since <t:${Math.floor(d.view({ channelId: C }).toMove!.since / 1000)}:R> in the Blokus game in <#${C}>. Use ${d.command('place')} there.`,
    );
    expect(await tick()).toEqual({ sent: 0, posted: [], pings: 0 });
  });

  it('falls back to the channel when DMs are closed', async () => {
    const { userId } = toMove();
    h.fake.setDmsClosed(userId);
    const dm = h.fake.dmChannelOf(userId)!;
    const dmsBefore = h.fake.messages(dm).length;
    h.clock.advance(24 * HOUR);
    const due = await tick();
    expect(due.sent).toBe(1);
    expect(due.posted).toHaveLength(1);
    expect(due.posted[0]!.pinged).toEqual([userId]);
    expect(due.posted[0]!.content).toMatch(new RegExp(`^⏰ <@${userId}>, it has been your turn`));
    expect(h.fake.messages(dm)).toHaveLength(dmsBefore);
    expect(h.fake.errors.some((e) => e.code === 50007)).toBe(true);
    h.fake.setDmsClosed(userId, false);
  });

  it('waits out quiet hours', async () => {
    const { userId } = toMove();
    // Back to the channel, quiet from 22:00 to 07:00 UTC.
    await d.blokus(userId, C, 'settings', { reminders: 'channel', 'quiet-hours': '22-7', 'utc-offset': 0 });
    // The first 23:00 UTC at which a reminder is due again (a day after the last one).
    const due = new Date(h.clock.ms + 24 * HOUR);
    let tonight = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate(), 23, 0);
    if (tonight < due.getTime()) tonight += 24 * HOUR;
    h.clock.advance(tonight - h.clock.ms);
    expect(await tick()).toEqual({ sent: 0, posted: [], pings: 0 });
    h.clock.advance(8 * HOUR + 60_000); // 07:01
    const morning = await tick();
    expect(morning.sent).toBe(1);
    expect(morning.posted[0]!.pinged).toEqual([userId]);
  });

  it('sends nothing for a game with reminders off', async () => {
    await d.blokus(IDS.carol, IDS.otherChannel, 'new', { variant: 'duo', 'reminder-hours': 0 });
    const lobby = d.fake.messages(IDS.otherChannel)[0]!;
    await d.click(IDS.dave, lobby, 'Join');
    await d.click(IDS.carol, lobby, 'Start');
    await d.idle();
    const mark = d.publicCount(IDS.otherChannel);
    h.clock.advance(100 * HOUR);
    await h.bot.reminders.tick();
    await d.idle();
    expect(d.publicCount(IDS.otherChannel)).toBe(mark);
  });
});

describe('lobby expiry', () => {
  it('cancels a lobby nobody started within a week, says so, and frees the channel', async () => {
    const O = IDS.otherChannel;
    await d.cancel(IDS.carol, O);
    const created = await d.newLobby(IDS.erin, O, { variant: 'classic' });
    const gameId = d.view({ channelId: O }).gameId;
    h.clock.advance(3 * 24 * HOUR);
    // A join is activity: the week starts again from it.
    await d.click(IDS.dave, created.lobby, 'Join');
    h.clock.advance(6 * 24 * HOUR);
    const mark = d.publicCount(O);
    await h.bot.reminders.tick();
    await d.idle();
    expect(d.newPublic(O, mark)).toEqual([]);
    expect(d.view({ channelId: O }).status).toBe('lobby');

    h.clock.advance(24 * HOUR);
    await h.bot.reminders.tick();
    await d.idle();
    const [notice] = d.newPublic(O, mark);
    expect(notice!.content).toBe(
      `⌛ Game #${gameId} expired: nobody started it within 7 days, so this channel is free again. ${d.command('blokus new')} opens a new game.`,
    );
    expect(notice!.pinged).toEqual([]);
    expect(h.bot.service.board({ gameId })).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    // The lobby says so and loses its buttons, and the channel takes a new game.
    expect(created.lobby.content).toBe('This game was cancelled.');
    expect(created.lobby.components).toEqual([]);
    await d.newLobby(IDS.erin, O, { variant: 'duo' });
    expect(d.view({ channelId: O }).status).toBe('lobby');
  });
});

describe('a failing tick', () => {
  it('is logged and leaves the loop running: the next tick sends what is due', async () => {
    const before = logsAt(h, 'error').length;
    expect(await failing(h, 'dueReminders', () => h.bot.reminders.tick())).toBe(0);
    const logged = logsAt(h, 'error').slice(before);
    expect(logged.map((l) => l.msg)).toEqual(['reminder tick failed']);
    h.clock.advance(25 * HOUR);
    expect(await h.bot.reminders.tick()).toBeGreaterThan(0);
  });
});
