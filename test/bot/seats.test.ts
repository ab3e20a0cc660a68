import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop, MANAGE_CHANNELS, NAMES } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * `/blokus replace`: a seat of a running game changes hands. The host or a moderator offers the seat of
 * a player who vanished (or a player offers their own); someone outside the game takes it with a click
 * and plays on with its colours; the offer can be withdrawn.
 */

let h: Harness;
let d: BotDriver;
const A = IDS.channel;
const B = IDS.otherChannel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

/** The first legal placement of the colour to move, as text. */
function someMove(channelId: string): { userId: string; move: string } {
  const view = d.view({ channelId });
  const turn = view.toMove!;
  return {
    userId: turn.userId,
    move: formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!),
  };
}

describe('/blokus replace', () => {
  it('hands the seat of a vanished player to a newcomer, who is pinged for the turn and plays on', async () => {
    await d.openGame(A, IDS.alice, [IDS.bob], { variant: 'duo' });
    const first = someMove(A);
    await d.slash(first.userId, A, 'place', { move: first.move });
    const view = d.view({ channelId: A });
    const vanished = view.toMove!.userId;
    const color = view.toMove!.color;
    const stayer = vanished === IDS.alice ? IDS.bob : IDS.alice;

    // Not the host, not a moderator, not their own seat: refused privately.
    const refused = await d.blokus(IDS.carol, A, 'replace', { player: vanished });
    expect(refused.reply?.ephemeral).toBe(true);
    expect(refused.reply?.content).toMatch(
      /^❌ Only the player themselves, the host of the game or a moderator/,
    );

    const offered = await d.blokus(
      IDS.dave,
      A,
      'replace',
      { player: vanished },
      { memberPermissions: MANAGE_CHANNELS },
    );
    expect(offered.reply?.ephemeral).toBe(true);
    expect(offered.reply?.content).toMatch(/^✅ .+'s seat is on offer to a new player\.$/);
    const offer = d.latestPublic(A)!;
    expect(offer.ephemeral).toBe(false);
    expect(offer.content).toMatch(
      new RegExp(
        `^🔁 ${nameText('Dave')} offers <@${vanished}>'s seat \\(.+\\*\\*${color === 'purple' ? 'Purple' : 'Orange'}\\*\\*\\) to a new player\\.`,
      ),
    );
    expect(offer.pinged).toEqual([vanished]);
    expect(d.buttons(offer).map((b) => b.label)).toEqual(['Take seat', 'Withdraw']);

    // A player of the game cannot take a second seat.
    const greedy = await d.click(stayer, offer, 'Take seat');
    expect(answerOf(greedy).content).toBe(
      `❌ You already play in game #${view.gameId}: one seat per player.`,
    );
    expect(d.buttons(offer)).toHaveLength(2);

    const mark = d.publicCount(A);
    await d.click(IDS.erin, offer, 'Take seat');
    expect(offer.content).toMatch(
      new RegExp(`^🔁 ${nameText('Erin 🎲')} took over ${nameText(NAMES[vanished]!)}'s seat \\(.+\\)\\.$`),
    );
    expect(offer.components).toEqual([]);
    const turn = await d.nextPublic(A, mark, (m) => m.attachments.length > 0);
    const lines = turn.content.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^🔁 ${nameText('Erin 🎲')} took over ${nameText(NAMES[vanished]!)}'s seat`),
    );
    expect(lines[1]).toMatch(new RegExp(`^<@${IDS.erin}>, your turn with`));
    expect(turn.pinged).toEqual([IDS.erin]);

    // The old player is out of the game; the newcomer plays the seat.
    const late = await d.slash(vanished, A, 'place', { move: 'P1 a1' });
    expect(late.reply?.content).toMatch(/^❌ You are not playing in game #\d+/);
    const next = someMove(A);
    expect(next.userId).toBe(IDS.erin);
    const played = await d.slash(IDS.erin, A, 'place', { move: next.move });
    expect(played.reply?.deleted, played.describe()).toBe(true);

    await d.cancel(IDS.alice, A);
  });

  it('lets a player offer their own seat without pinging anyone, and withdraw it', async () => {
    await d.openGame(B, IDS.carol, [IDS.dave], { variant: 'duo' });
    const view = d.view({ channelId: B });
    const waiting = view.seats.find((s) => s.userId !== view.toMove!.userId)!.userId;
    const offered = await d.blokus(waiting, B, 'replace', { player: waiting });
    expect(offered.reply?.content).toBe('✅ Your seat is on offer to a new player.');
    const offer = d.latestPublic(B)!;
    expect(offer.content).toMatch(new RegExp(`^🔁 <@${waiting}> has to go and offers their seat`));
    expect(offer.pinged).toEqual([]);
    // Offers are listed for everyone outside the game, with a lobby waiting elsewhere.
    await d.blokus(IDS.alice, A, 'new', { variant: 'classic' });
    const listed = (await d.blokus(IDS.erin, A, 'games')).reply!.content;
    const color = d.view({ channelId: B }).seats.find((s) => s.userId === waiting)!.colors[0]!;
    const label = color === 'purple' ? '🟪 **Purple**' : '🟧 **Orange**';
    expect(listed).toBe(
      [
        'No game in this server is waiting for you.',
        '**Looking for players:**',
        `• <#${A}> — Classic lobby, 3 of 4 seats free: ${d.command('blokus join')} there`,
        `• <#${B}> — Duo, a seat (${label}) on offer: **Take seat** under the offer there`,
      ].join('\n'),
    );
    expect((await d.blokus(waiting, A, 'games')).reply!.content).not.toContain('on offer');
    await d.cancel(IDS.alice, A);

    const outsider = await d.click(IDS.erin, offer, 'Withdraw');
    expect(answerOf(outsider).content).toMatch(/^❌ Only the seat’s player, whoever offered it/);
    await d.click(waiting, offer, 'Withdraw');
    expect(offer.content).toBe(
      `🔁 ${nameText(NAMES[waiting]!)} withdrew the offer: ${nameText(NAMES[waiting]!)} keeps their seat.`,
    );
    expect(offer.components).toEqual([]);
    expect(d.view({ channelId: B }).seats.map((s) => s.userId)).toContain(waiting);
    expect((await d.blokus(IDS.erin, A, 'games')).reply!.content).toBe(
      'No game in this server is waiting for you.',
    );
  });

  it('seats a newcomer quietly when the seat is not to move', async () => {
    const view = d.view({ channelId: B });
    const waiting = view.seats.find((s) => s.userId !== view.toMove!.userId)!.userId;
    await d.blokus(IDS.carol, B, 'replace', { player: waiting });
    const offer = d.latestPublic(B)!;
    const pings = d.totalPings();
    const mark = d.publicCount(B);
    const taken = await d.click(IDS.erin, offer, 'Take seat');
    expect(answerOf(taken).ephemeral).toBe(true);
    expect(answerOf(taken).content).toMatch(/^✅ You play .+ now\. I will ping you when it is your turn/);
    expect(d.newPublic(B, mark)).toEqual([]);
    expect(d.totalPings()).toBe(pings);
    expect(d.view({ channelId: B }).seats.map((s) => s.userId)).toContain(IDS.erin);
  });

  it('closes an offer that a newer one replaced', async () => {
    await d.openGame(A, IDS.alice, [IDS.bob], { variant: 'duo' });
    await d.blokus(IDS.alice, A, 'replace', { player: IDS.bob });
    const old = d.latestPublic(A)!;
    h.clock.advance(1000);
    await d.blokus(IDS.alice, A, 'replace', { player: IDS.alice });
    const fresh = d.latestPublic(A)!;
    // The replaced offer says so at once and loses its buttons.
    expect(old.content).toBe('🔁 This seat offer was replaced by a newer one (below).');
    expect(old.components).toEqual([]);
    expect(d.buttons(fresh).map((b) => b.label)).toEqual(['Take seat', 'Withdraw']);
    // Someone takes the fresh one: its message says who.
    await d.click(IDS.carol, fresh, 'Take seat');
    expect(fresh.content).toMatch(/took over/);
    expect(fresh.components).toEqual([]);
  });
});
