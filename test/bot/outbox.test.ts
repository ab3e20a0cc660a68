import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop, logsAt } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import {
  DiscordHttpError,
  type InteractionHandle,
  type StoredMessage,
} from '../support/fake-discord/index.ts';

/**
 * Every public consequence of a change goes through the outbox: saved with the change, posted in commit
 * order, retried until Discord takes it, and seen once. Here Discord fails as it does live (5xx, 429, an
 * answer after discord.js's timeout, an answer lost after the message was made, missing permissions) and
 * each time the change is saved, announced once when Discord recovers, and the next player pinged once.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const O = IDS.otherChannel;
const MESSAGES = (channelId: string) => new RegExp(`^/channels/${channelId}/messages$`);
const HOUR = 3_600_000;

beforeAll(async () => {
  // discord.js gives up on a request after 400 ms here (15 s live); the outbox retries within 50–200 ms.
  h = await startHarness({
    restTimeoutMs: 400,
    delivery: { retryBaseMs: 50, retryMaxMs: 200, sweepMs: 100 },
  });
  d = new BotDriver(h);
  await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
});

// Expected errors: interactions whose answers the fake failed on purpose, and the message refused for what
// it is (skipped, and logged as a bug of ours).
afterAll(() =>
  checkAndStop(
    h,
    (entry) =>
      (entry.msg === 'interaction failed' && /50\d|Internal Server Error/.test(JSON.stringify(entry))) ||
      entry.msg === 'Discord rejected an announcement; skipped',
  ),
);

/** The player to move, a legal placement for them, and who moves after. */
function nextMove(channelId: string = C): { userId: string; move: string; next: string } {
  const view = d.view({ channelId });
  const turn = view.toMove!;
  const move = formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!);
  const next = view.seats.find((s) => s.userId !== turn.userId)!.userId;
  return { userId: turn.userId, move, next };
}

/** An interaction whose answer Discord fails: waits for the bot to be done with it, whatever the user saw. */
async function unanswered(started: Promise<InteractionHandle>): Promise<void> {
  const handle = await started;
  await handle.done().catch(() => undefined);
  await d.finished(handle);
  await d.idle();
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The turn messages (with a board picture) posted in a channel after a mark. */
function boardsAfter(channelId: string, mark: number): StoredMessage[] {
  return d.newPublic(channelId, mark).filter((m) => m.attachments.length > 0);
}

/** Plays a move while `fault` is on; checks it was saved; returns what the mover was told and the marks. */
async function playThrough(channelId: string = C) {
  const { userId, move, next } = nextMove(channelId);
  const moves = d.view({ channelId }).moveCount;
  const mark = d.publicCount(channelId);
  const pings = h.fake.pingsOf(next).length;
  const placed = await d.slash(userId, channelId, 'place', { move });
  expect(d.view({ channelId }).moveCount).toBe(moves + 1);
  return { answer: answerOf(placed), move, next, mark, pings };
}

describe('a failing Discord', () => {
  it('5xx: the move is saved, the mover is told Discord is slow (not a permission problem), and the board is posted once when Discord recovers', async () => {
    const fault = h.fake.injectFault({
      method: 'POST',
      path: MESSAGES(C),
      kind: 'server-error',
      count: Infinity,
    });
    const { answer, move, next, mark, pings } = await playThrough();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      `✅ Played ${move}.\nDiscord is slow to answer right now: the update will be posted here, once, as soon as it does.`,
    );
    expect(answer.content).not.toMatch(/permission/i);
    expect(d.newPublic(C, mark)).toEqual([]);
    await wait(300);
    expect(d.newPublic(C, mark)).toEqual([]);
    fault.clear();
    const posted = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    expect(posted.content).toContain(`played **${move}**`);
    expect(posted.pinged).toEqual([next]);
    await wait(300);
    expect(d.newPublic(C, mark)).toEqual([posted]);
    expect(h.fake.pingsOf(next)).toHaveLength(pings + 1);
  });

  it('429: waits as Discord asks, and posts once', async () => {
    h.fake.injectFault({ method: 'POST', path: MESSAGES(C), kind: 'rate-limit', retryAfterMs: 300 });
    const served = h.fake.faultsServed['rate-limit'];
    const { answer, next, mark, pings } = await playThrough();
    expect(answer.deleted).toBe(true);
    expect(h.fake.faultsServed['rate-limit']).toBe(served + 1);
    expect(boardsAfter(C, mark)).toHaveLength(1);
    expect(h.fake.pingsOf(next)).toHaveLength(pings + 1);
  });

  it('an answer later than the timeout: discord.js retries, the nonce keeps it one message and one ping', async () => {
    h.fake.injectFault({ method: 'POST', path: MESSAGES(C), kind: 'slow', delayMs: 700 });
    const posts = () =>
      h.fake.requests.filter((r) => r.method === 'POST' && MESSAGES(C).test(r.path.slice('/api/v10'.length)))
        .length;
    const before = posts();
    const { next, mark, pings } = await playThrough();
    await d.idle();
    expect(posts() - before).toBeGreaterThanOrEqual(2);
    expect(boardsAfter(C, mark)).toHaveLength(1);
    expect(d.newPublic(C, mark)).toHaveLength(1);
    expect(h.fake.pingsOf(next)).toHaveLength(pings + 1);
  });

  it('an answer lost after the message was made: posted once', async () => {
    h.fake.injectFault({ method: 'POST', path: MESSAGES(C), kind: 'lost-response' });
    const { next, mark, pings } = await playThrough();
    await d.idle();
    expect(d.newPublic(C, mark)).toHaveLength(1);
    expect(h.fake.pingsOf(next)).toHaveLength(pings + 1);
  });

  it('403: the mover hears which permission is missing, the log names it, and the board waits until someone acts here again', async () => {
    const granted = h.fake.botPermissions;
    h.fake.setBotPermissions(granted & ~PermissionFlagsBits.SendMessages);
    const fault = h.fake.injectFault({ method: 'POST', path: MESSAGES(C), kind: 'refuse' });
    const { answer, move, next, mark, pings } = await playThrough();
    expect(answer.content).toBe(
      `✅ Played ${move}.\nI cannot post in this channel: I need **Send Messages** here. A moderator can grant it; everything waiting will be posted then, in order.`,
    );
    const warning = logsAt(h, 'warn').find(
      (l) => l.msg === 'cannot post in this place; announcements wait until it is fixed',
    );
    expect(warning).toMatchObject({ place: C, error: expect.stringContaining('50013') });
    const named = logsAt(h, 'warn').find(
      (l) => l.msg === 'a change is saved but cannot be posted where it was made',
    );
    expect(named).toMatchObject({ place: C, missingPermissions: ['SendMessages'] });
    await wait(300);
    expect(d.newPublic(C, mark)).toEqual([]);
    // The board is still there to see: /board answers the interaction, which needs no permission.
    const board = await d.slash(IDS.carol, C, 'board');
    expect(board.reply?.content).toContain(`Last move: **${move}**`);

    // A moderator grants the permission; the next interaction here sends what waited, once.
    fault.clear();
    h.fake.setBotPermissions(granted);
    await d.slash(IDS.carol, C, 'pieces');
    const turn = (m: StoredMessage) => m.content.includes(`played **${move}**`);
    const posted = await d.nextPublic(C, mark, turn);
    expect(posted.pinged).toEqual([next]);
    await d.idle();
    expect(d.newPublic(C, mark).filter(turn)).toEqual([posted]);
    expect(h.fake.pingsOf(next)).toHaveLength(pings + 1);
  });
});

describe('buttons and commands that save, then fail to answer', () => {
  it('a pass confirmed while its answer fails is still announced, and the next player pinged once', async () => {
    const { userId, next } = nextMove();
    const prompt = (await d.slash(userId, C, 'resign')).reply!;
    const pings = h.fake.pingsOf(next).length;
    const mark = d.publicCount(C);
    h.fake.injectFault({
      method: 'POST',
      path: /^\/interactions\/\d+\/[^/]+\/callback/,
      kind: 'server-error',
      count: 4,
    });
    await unanswered(
      h.fake.click({
        userId,
        channelId: C,
        messageId: prompt.id,
        customId: d.button(prompt, 'Resign').customId,
      }),
    );
    const posted = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    expect(posted.content).toMatch(/resigned/);
    expect(posted.pinged).toEqual([next]);
    await d.idle();
    expect(h.fake.pingsOf(next)).toHaveLength(pings + 1);
    expect(d.view({ channelId: C }).game.out.filter((o) => o !== null).length).toBeGreaterThan(0);
  });

  it('/blokus new and /blokus start whose answers fail still post the lobby and ping the first player', async () => {
    const answers = /^\/webhooks\/\d+\/[^/]+\/messages\/%40original$/;
    h.fake.injectFault({ method: 'PATCH', path: answers, kind: 'server-error', count: 4 });
    await unanswered(
      h.fake.slash({
        userId: IDS.carol,
        channelId: O,
        command: 'blokus',
        subcommand: 'new',
        options: { variant: 'duo' },
      }),
    );
    const lobby = d.lobbyMessage(O)!;
    expect(lobby).toBeDefined();
    await d.click(IDS.dave, lobby, 'Join');
    expect(d.buttons(lobby).find((b) => b.label === 'Start')?.disabled).toBe(false);
    const mark = d.publicCount(O);
    h.fake.injectFault({ method: 'PATCH', path: answers, kind: 'server-error', count: 4 });
    await unanswered(
      h.fake.slash({ userId: IDS.carol, channelId: O, command: 'blokus', subcommand: 'start' }),
    );
    const first = await d.nextPublic(O, mark, (m) => m.attachments.length > 0);
    expect([...first.pinged].sort()).toEqual([IDS.carol, IDS.dave].sort());
    expect(lobby.components).toEqual([]);
  });

  it('a Join whose lobby edit fails is shown once Discord recovers', async () => {
    await d.cancel(IDS.carol, O);
    const { lobby } = await d.newLobby(IDS.carol, O, { variant: 'duo' });
    const fault = h.fake.injectFault({
      method: 'PATCH',
      path: /^\/channels\/\d+\/messages\/\d+$/,
      kind: 'server-error',
      count: Infinity,
    });
    const joined = await d.click(IDS.dave, lobby, 'Join');
    expect(answerOf(joined).content).toMatch(
      /^✅ You joined game #\d+\.\nDiscord is slow to answer right now/,
    );
    expect(JSON.stringify(lobby.embeds)).not.toContain('Dave');
    fault.clear();
    await h.fake.waitForMessage(O, (m) => m.id === lobby.id && JSON.stringify(m.embeds).includes('Dave'));
    expect(d.view({ channelId: O }).seats.map((s) => s.userId)).toEqual([IDS.carol, IDS.dave]);
    await d.cancel(IDS.carol, O);
  });
});

describe('order', () => {
  it('a move racing a cancellation never pings anyone after the game is cancelled', async () => {
    const outcomes = { movedFirst: 0, cancelledFirst: 0, heldPastCancel: 0, staleConfirm: 0 };
    for (let round = 0; round < 16; round++) {
      const { gameId } = await d.openGame(O, IDS.carol, [IDS.dave], { variant: 'duo' });
      const { userId, move } = nextMove(O);
      // `/blokus cancel` asks first; its confirmation is pinned to the game as it was when asked.
      const ask = (await d.blokus(IDS.carol, O, 'cancel')).reply!;
      const mark = d.publicCount(O);
      // Round kinds: the move sent first, then a cancellation of the game as it is then (the service's, as
      // the bot's own clean-ups cancel); the confirmation clicked first; the move first, but Discord fails
      // its post (5xx, twice through discord.js's own retries) until after the cancel is saved; the move
      // first, then the confirmation, which is then out of date (the move is announced, nothing cancelled).
      const kind = round % 4;
      if (kind === 2)
        h.fake.injectFault({ method: 'POST', path: MESSAGES(O), kind: 'server-error', count: 8 });
      const gap = 3 + ((round * 7) % 18);
      const place = () => h.fake.slash({ userId, channelId: O, command: 'place', options: { move } });
      const confirm = () =>
        h.fake.click({
          userId: IDS.carol,
          channelId: O,
          messageId: ask.id,
          customId: d.button(ask, 'End the game').customId,
        });
      const cancel =
        kind === 1 || kind === 3
          ? confirm
          : async () => {
              h.bot.service.cancel({ channelId: O }, IDS.carol, false);
              return { done: async () => undefined };
            };
      const first = kind === 1 ? cancel() : place();
      await wait(gap);
      const second = kind === 1 ? place() : cancel();
      await Promise.all([(await first).done(), (await second).done()]);
      // Everything the two changes announced is out (a failed post is retried by the outbox first).
      await d.delivered(10_000);

      const posted = d.newPublic(O, mark);
      const story = posted.map((m) => m.content).join('\n---\n');
      const notice = posted.findIndex((m) => /was cancelled/.test(m.content));
      if (d.view({ gameId }).status === 'active') {
        // Only an out-of-date confirmation leaves the game running: it says so, and the move is announced.
        expect(kind, story).toBe(3);
        expect(ask.content, story).toMatch(/^❌ Game #\d+ changed since you asked, so it was not cancelled/);
        expect(notice, story).toBe(-1);
        expect(
          posted.filter((m) => m.attachments.length > 0).map((m) => m.pinged),
          story,
        ).toEqual([[d.view({ gameId }).toMove!.userId]]);
        outcomes.staleConfirm++;
        await d.cancel(IDS.carol, O);
        continue;
      }
      expect(notice, story).toBe(posted.length - 1);
      expect(
        posted.filter((m) => /was cancelled/.test(m.content)),
        story,
      ).toHaveLength(1);
      expect(d.view({ gameId }).status).toBe('cancelled');
      const moved = d.view({ gameId }).moveCount > 0;
      const turn = posted.find((m) => m.attachments.length > 0);
      expect(turn !== undefined, story).toBe(moved);
      if (!moved) outcomes.cancelledFirst++;
      else if (turn!.pinged.length === 0) {
        // Delivered after the cancel was saved: the board, what was played, and no call to anyone.
        expect(turn!.content, story).toContain(`played **${move}**`);
        expect(turn!.content, story).not.toMatch(/your turn/);
        outcomes.heldPastCancel++;
      } else {
        expect(turn!.content, story).toMatch(/your turn/);
        outcomes.movedFirst++;
      }
    }
    // Every order happened.
    expect(outcomes.movedFirst).toBeGreaterThan(0);
    expect(outcomes.cancelledFirst).toBeGreaterThan(0);
    expect(outcomes.heldPastCancel).toBeGreaterThan(0);
    expect(outcomes.staleConfirm).toBeGreaterThan(0);
  });
});

describe('a dropped gateway', () => {
  it('does not stop what is due: the reminder goes out over REST, and play resumes when the gateway is back', async () => {
    const { userId } = nextMove();
    const pings = h.fake.pingsOf(userId).length;
    const resumed = h.fake.resumeCount + h.fake.identifyCount;
    h.fake.disconnectAll({ stayDown: true });
    h.clock.advance(30 * HOUR);
    expect(await h.bot.reminders.tick()).toBe(1);
    expect(h.fake.pingsOf(userId)).toHaveLength(pings + 1);
    h.fake.restoreGateway();
    const deadline = Date.now() + 10_000;
    while (h.fake.resumeCount + h.fake.identifyCount === resumed && Date.now() < deadline) await wait(20);
    const { answer, mark } = await playThrough();
    expect(answer.deleted).toBe(true);
    expect(boardsAfter(C, mark)[0]?.pinged).toEqual([d.view({ channelId: C }).toMove!.userId]);
  });
});

describe('reminders', () => {
  it('a reminder claimed while Discord fails is sent after a restart, once', async () => {
    const { userId } = nextMove();
    const fault = h.fake.injectFault({
      method: 'POST',
      path: MESSAGES(C),
      kind: 'server-error',
      count: Infinity,
    });
    const pings = h.fake.pingsOf(userId).length;
    const mark = d.publicCount(C);
    h.clock.advance(25 * HOUR);
    expect(await h.bot.reminders.tick()).toBe(1);
    expect(h.fake.pingsOf(userId)).toHaveLength(pings);
    await h.restart();
    fault.clear();
    const reminder = await d.nextPublic(
      C,
      mark,
      (m) => m.content.startsWith('⏰') && m.pinged.includes(userId),
    );
    expect(reminder.content).toContain(`<@${userId}>, it has been your turn`);
    expect(await h.bot.reminders.tick()).toBe(0);
    await d.idle();
    expect(h.fake.pingsOf(userId)).toHaveLength(pings + 1);
  });
});

describe('a refusal about the message itself', () => {
  it('is skipped (logged as our bug), while a refusal about the place holds the queue', async () => {
    // 400 50035 (invalid form body): no retry or permission can fix it, so it must not hold the game.
    const before = logsAt(h, 'error').length;
    h.fake.injectFault({
      method: 'POST',
      path: MESSAGES(C),
      kind: 'refuse',
      count: 1,
      error: () => new DiscordHttpError(400, 50035, 'Invalid Form Body'),
    });
    const { mark } = await playThrough();
    await d.idle();
    expect(d.newPublic(C, mark)).toEqual([]);
    expect(
      logsAt(h, 'error')
        .slice(before)
        .map((l) => l.msg),
    ).toEqual(['Discord rejected an announcement; skipped']);
    expect(h.bot.service.outbox.undeliveredCount()).toBe(0);
  });
});
