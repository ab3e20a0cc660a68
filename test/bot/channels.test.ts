import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop, decodePng, MANAGE_CHANNELS } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Where games live: two games in two channels at once (a player in both), a game in its own thread
 * (woken up when archived), and who may cancel a game (its creator, or a moderator with Manage Channels).
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

/** The player to move in the game of `channelId` plays its first legal placement; checks where it went. */
async function move(channelId: string, quiet: readonly string[]): Promise<string> {
  const view = d.view({ channelId });
  const turn = view.toMove!;
  const text = formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!);
  const marks = quiet.map((c) => d.publicCount(c));
  const mark = d.publicCount(channelId);
  const placed = await d.slash(turn.userId, channelId, 'place', { move: text });
  expect(placed.reply?.deleted, placed.describe()).toBe(true);
  const posted = d.newPublic(channelId, mark);
  expect(posted).toHaveLength(1);
  expect(posted[0]!.content).toContain(`played **${text}**`);
  expect(posted[0]!.pinged).toEqual([d.view({ gameId: view.gameId }).toMove!.userId]);
  expect(quiet.map((c) => d.publicCount(c))).toEqual(marks);
  return turn.userId;
}

describe('two games at once', () => {
  it('keeps two channels apart, with a player in both', async () => {
    await d.openGame(A, IDS.alice, [IDS.bob], { variant: 'duo' });
    await d.openGame(B, IDS.bob, [IDS.carol], { variant: 'duo' });
    const gameA = d.view({ channelId: A });
    const gameB = d.view({ channelId: B });
    expect(gameA.gameId).not.toBe(gameB.gameId);
    for (let i = 0; i < 6; i++) {
      await move(A, [B]);
      await move(B, [A]);
    }
    expect(d.view({ channelId: A }).moveCount).toBe(6);
    expect(d.view({ channelId: B }).moveCount).toBe(6);

    // Bob's commands act on the game of the channel they are typed in.
    const bobA = d.view({ channelId: A }).toMove?.userId === IDS.bob;
    const where = bobA ? A : B;
    const elsewhere = bobA ? B : A;
    const before = d.snapshot(elsewhere);
    const choicesHere = await d.moveChoices(IDS.bob, where, '');
    expect(choicesHere.length).toBeGreaterThan(1);
    await move(where, [elsewhere]);
    expect(d.snapshot(elsewhere)).toEqual({ ...before, pings: d.totalPings() });

    // /blokus games lists both of Bob's games, the ones waiting for him first, with channel links.
    const games = await d.blokus(IDS.bob, A, 'games');
    expect(games.reply?.ephemeral).toBe(true);
    const text = games.reply!.content;
    const waiting = [A, B].filter((c) => d.view({ channelId: c }).toMove?.userId === IDS.bob);
    const others = [A, B].filter((c) => !waiting.includes(c));
    if (waiting.length > 0) {
      expect(text.startsWith('**Your turn:**')).toBe(true);
      for (const c of waiting)
        expect(text).toMatch(
          new RegExp(`• <#${c}> — Duo against .+: .+\\*\\*(Purple|Orange)\\*\\*, your turn since <t:`),
        );
    }
    for (const c of others)
      expect(text).toMatch(
        new RegExp(`\\*\\*Your other games:\\*\\*(.|\\n)*<#${c}> — Duo against .+, running`),
      );
    expect(games.reply?.pinged).toEqual([]);
  });
});

describe('cancelling', () => {
  it('lets a moderator cancel someone else’s game, and nobody else', async () => {
    // Game A: Alice's. Bob plays in it but did not create it and is no moderator.
    const refused = await d.cancel(IDS.bob, A);
    expect(refused.reply?.ephemeral).toBe(true);
    expect(refused.reply?.content).toBe(
      '❌ Only the player who created the game, or a moderator (Manage Channels), can cancel it.',
    );
    const outsider = await d.blokus(IDS.erin, A, 'cancel', {}, { memberPermissions: '0' });
    expect(outsider.reply?.ephemeral).toBe(true);
    expect(d.view({ channelId: A }).status).toBe('active');

    const gameId = d.view({ channelId: A }).gameId;
    const mark = d.publicCount(A);
    const moderator = { memberPermissions: MANAGE_CHANNELS };
    // A running game is not ended at once: the command asks first, privately, and changes nothing yet.
    const ask = (await d.blokus(IDS.erin, A, 'cancel', {}, moderator)).reply!;
    expect(ask.ephemeral).toBe(true);
    expect(ask.content).toBe(
      `End game #${gameId} for everyone? It stops where it stands, with no result. This cannot be undone.`,
    );
    expect(d.buttons(ask).map((b) => b.label)).toEqual(['End the game', 'Keep playing']);
    await d.click(IDS.erin, ask, 'Keep playing', moderator);
    expect(ask.content).toBe('Good: you keep playing.');
    expect(ask.components).toEqual([]);
    await d.idle();
    expect(d.view({ gameId }).status).toBe('active');
    expect(d.newPublic(A, mark)).toEqual([]);

    // A confirmation drawn before a move is out of date: it changes nothing, and says so.
    const early = (await d.blokus(IDS.erin, A, 'cancel', {}, moderator)).reply!;
    await move(A, [B]);
    const moved = d.publicCount(A);
    await d.click(IDS.erin, early, 'End the game', moderator);
    await d.idle();
    expect(early.content).toBe(
      `❌ Game #${gameId} changed since you asked, so it was not cancelled. Use ${d.command('blokus cancel')} again if you still want to end it.`,
    );
    expect(early.components).toEqual([]);
    expect(d.view({ gameId }).status).toBe('active');
    expect(d.publicCount(A)).toBe(moved);

    const first = (await d.blokus(IDS.erin, A, 'cancel', {}, moderator)).reply!;
    const second = (await d.blokus(IDS.erin, A, 'cancel', {}, moderator)).reply!;
    await d.click(IDS.erin, first, 'End the game', moderator);
    await d.idle();
    expect(first.content).toBe(`✅ Game #${gameId} is cancelled.`);
    expect(first.components).toEqual([]);
    // Everyone is told once, and nobody is pinged for a game that is over; a second confirmation does nothing.
    await d.click(IDS.erin, second, 'End the game', moderator);
    await d.idle();
    expect(second.content).toMatch(new RegExp(`^❌ Game #${gameId} is cancelled`));
    const notices = d.newPublic(A, moved);
    expect(notices.map((m) => m.content)).toEqual([`🛑 Game #${gameId} was cancelled by a moderator.`]);
    expect(notices[0]?.pinged).toEqual([]);
    expect(d.view({ gameId }).status).toBe('cancelled');
    const gone = await d.slash(IDS.alice, A, 'place', { move: 'P1 e10' });
    expect(gone.reply?.content).toMatch(/^❌ There is no open game in this channel/);
  });

  it('lets the creator cancel a lobby with its button, and a moderator someone else’s lobby', async () => {
    const lobby = (await d.newLobby(IDS.carol, A, { variant: 'duo' })).lobby;
    await d.click(IDS.dave, lobby, 'Join');
    const refused = await d.click(IDS.dave, lobby, 'Cancel game');
    expect(answerOf(refused).ephemeral).toBe(true);
    expect(d.view({ channelId: A }).status).toBe('lobby');
    const mark = d.publicCount(A);
    await d.click(IDS.dave, lobby, 'Cancel game', { memberPermissions: MANAGE_CHANNELS });
    expect(lobby.content).toBe('This game was cancelled.');
    expect(lobby.components).toEqual([]);
    expect(d.newPublic(A, mark).map((m) => m.content)).toEqual([
      expect.stringMatching(/^🛑 Game #\d+ was cancelled by \u2068Dave\u2069\.$/),
    ]);

    const own = (await d.newLobby(IDS.carol, A, { variant: 'duo' })).lobby;
    await d.click(IDS.carol, own, 'Cancel game');
    expect(own.content).toBe('This game was cancelled.');
    expect(d.latestPublic(A)?.content).toMatch(/^🛑 Game #\d+ was cancelled by \u2068Carol\u2069\.$/);
    expect(h.bot.service.board({ channelId: A }).ok).toBe(false);
  });
});

describe('a game in its own thread', () => {
  it('answers a mistake in the options privately, without making a thread', async () => {
    const mark = d.publicCount(A);
    for (const thread of [false, true]) {
      const refused = await d.blokus(IDS.dave, A, 'new', { variant: 'duo', 'fast-contact': true, thread });
      await d.idle();
      expect(refused.reply?.ephemeral).toBe(true);
      expect(refused.reply?.content).toMatch(/^❌ .*classic/);
    }
    expect(h.fake.threads(A)).toEqual([]);
    expect(d.publicCount(A)).toBe(mark);
  });

  it('opens the lobby in a new thread and plays there', async () => {
    const mark = d.publicCount(A);
    const created = await d.blokus(IDS.dave, A, 'new', { variant: 'duo', thread: true });
    const [thread] = h.fake.threads(A);
    expect(thread).toBeDefined();
    const T = thread!.id;
    expect(thread!.name).toBe('Blokus · Duo · Dave');
    expect(created.reply?.content).toBe(
      `🎲 ${nameText('Dave')} opened a Blokus game (Duo) in <#${T}>. Join it there!`,
    );
    expect(d.newPublic(A, mark)).toEqual([created.reply]);
    const lobby = h.fake.messages(T)[0]!;
    expect(lobby.embeds[0]?.title).toBe('Blokus · Duo · 2 players');
    expect(h.bot.service.board({ channelId: A }).ok).toBe(false);

    await d.click(IDS.erin, lobby, 'Join');
    await d.click(IDS.dave, lobby, 'Start');
    const first = await d.nextPublic(T, 1, (m) => m.attachments.length > 0);
    await decodePng(first.attachments[0]!);
    await d.idle();
    expect([IDS.dave, IDS.erin]).toContain(first.pinged[0]);
    await move(T, [A]);
    await move(T, [A]);
    expect(d.publicCount(A)).toBe(mark + 1);

    // Discord archives a quiet thread; the next move wakes it up and lands in it.
    h.fake.archiveThread(T);
    expect(h.fake.channel(T)?.thread?.archived).toBe(true);
    await move(T, [A]);
    expect(h.fake.channel(T)?.thread?.archived).toBe(false);

    // Commands in the parent channel do not reach the thread's game.
    const here = await d.slash(IDS.dave, A, 'board');
    expect(here.reply?.ephemeral).toBe(true);
    expect(here.reply?.content).toMatch(/^❌ There is no open game in this channel/);
    const there = await d.slash(IDS.dave, T, 'board');
    expect(there.reply?.ephemeral).toBe(false);
    expect(there.reply?.content).toMatch(/^\*\*Duo\*\* · game #\d+ · 3 moves/);
  });
});
