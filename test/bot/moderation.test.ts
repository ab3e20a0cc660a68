import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop, MANAGE_CHANNELS, NAMES } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Ways out of a stalled game: the host or a moderator removes a player who vanished, and a turn deadline
 * (set with `/blokus new deadline-hours:… deadline-action:pass`) takes the late colour out by itself.
 */

let h: Harness;
let d: BotDriver;
const A = IDS.channel;
const B = IDS.otherChannel;
const HOUR = 3_600_000;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('/blokus remove', () => {
  it('lets the host free a lobby seat, and refuses everyone else', async () => {
    const created = await d.newLobby(IDS.alice, A, { variant: 'classic' });
    await d.click(IDS.bob, created.lobby, 'Join');
    await d.click(IDS.carol, created.lobby, 'Join');

    const refused = await d.blokus(IDS.carol, A, 'remove', { player: IDS.bob });
    expect(refused.reply?.ephemeral).toBe(true);
    expect(refused.reply?.content).toMatch(/^❌ Only the host of the game or a moderator/);
    expect(d.view({ channelId: A }).seats.map((s) => s.userId)).toEqual([IDS.alice, IDS.bob, IDS.carol]);

    const outsider = await d.blokus(IDS.alice, A, 'remove', { player: IDS.dave });
    expect(outsider.reply?.content).toMatch(/^❌ That person is not playing in game #\d+\.$/);

    const host = await d.blokus(
      IDS.bob,
      A,
      'remove',
      { player: IDS.alice },
      { memberPermissions: MANAGE_CHANNELS },
    );
    expect(host.reply?.content).toMatch(
      /^❌ The host cannot be removed from the lobby of game #\d+: cancel the game instead/,
    );

    const mark = d.publicCount(A);
    const removed = await d.blokus(IDS.alice, A, 'remove', { player: IDS.bob });
    expect(removed.reply?.ephemeral).toBe(true);
    expect(removed.reply?.content).toMatch(/^✅ \u2068Bob\u2069 is out of the game\.$/);
    const [notice] = d.newPublic(A, mark);
    expect(notice?.content).toBe('🚪 \u2068Bob\u2069 was removed from the game by \u2068Alice\u2069.');
    expect(notice?.pinged).toEqual([]);
    expect(created.lobby.embeds[0]?.fields?.[0]?.value).not.toContain('Bob');
    expect(d.view({ channelId: A }).seats.map((s) => s.userId)).toEqual([IDS.alice, IDS.carol]);
    await d.cancel(IDS.alice, A);
  });

  it('lets a moderator take a vanished player out of a running game: the turn passes on', async () => {
    await d.openGame(A, IDS.alice, [IDS.bob], { variant: 'duo' });
    const view = d.view({ channelId: A });
    const vanished = view.toMove!.userId;
    const other = view.seats.find((s) => s.userId !== vanished)!.userId;
    const mark = d.publicCount(A);
    const removed = await d.blokus(
      IDS.dave,
      A,
      'remove',
      { player: vanished },
      { memberPermissions: MANAGE_CHANNELS },
    );
    expect(removed.reply?.content).toMatch(/^✅ .+ is out of the game\.$/);
    const [notice, turn] = d.newPublic(A, mark);
    expect(notice?.content).toBe(
      `🚪 ${nameText(NAMES[vanished]!)} was removed from the game by ${nameText('Dave')}.`,
    );
    if (!turn) throw new Error('no turn message');
    expect(turn.attachments).toHaveLength(1);
    expect(turn.pinged).toEqual([other]);
    const after = d.view({ channelId: A });
    expect(after.toMove?.userId).toBe(other);
    expect(after.game.out.filter((o) => o === 'resigned')).toHaveLength(1);
  });
});

describe('turn deadlines', () => {
  it('shows the deadline in the lobby, and at the deadline takes the late colour out', async () => {
    const created = await d.newLobby(IDS.carol, B, {
      variant: 'duo',
      'deadline-hours': 12,
      'deadline-action': 'pass',
      'reminder-hours': 0,
      undo: 'mover',
    });
    const rules = created.lobby.embeds[0]!.fields!.find((f) => f.name === 'Rules')!.value;
    expect(rules).toContain('**Deadline** 12 h per turn, then the late colour resigns');
    expect(rules).toContain('the mover may take back a move until the next one');
    await d.click(IDS.dave, created.lobby, 'Join');
    await d.click(IDS.carol, created.lobby, 'Start');
    await d.idle();
    const first = d.view({ channelId: B });
    const late = first.toMove!;
    const other = first.seats.find((s) => s.userId !== late.userId)!.userId;

    h.clock.advance(11 * HOUR);
    expect(await h.bot.reminders.tick()).toBe(0);
    const mark = d.publicCount(B);
    h.clock.advance(2 * HOUR);
    expect(await h.bot.reminders.tick()).toBe(1);
    const [posted] = d.newPublic(B, mark);
    expect(posted!.content).toContain('missed the turn deadline');
    expect(posted!.pinged).toEqual([other]);
    const now = d.view({ channelId: B });
    expect(now.game.out[late.colorIndex]).toBe('resigned');
    expect(now.toMove?.userId).toBe(other);

    // The other player plays on alone until the end.
    const move = formatMove(now.game.layout, legalMoves(now.game, now.toMove!.colorIndex)[0]!);
    const placed = await d.slash(other, B, 'place', { move });
    expect(placed.reply?.deleted, placed.describe()).toBe(true);
    expect(await h.bot.reminders.tick()).toBe(0);
  });
});
