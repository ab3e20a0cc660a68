import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import type { InteractionHandle } from '../support/fake-discord/index.ts';

/**
 * Two clicks at the same moment, in every order and at several distances: whichever lands, the game
 * changes once, every change is announced once (by the time the clicks are answered, not at the next
 * sweep), and the loser changes nothing and says why.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const O = IDS.otherChannel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends two interactions `gap` ms apart (`swap`: the second one first) and waits until both are answered.
 * One the user could no longer send (its button disabled by then, as a client would show it) is null.
 */
async function together(
  a: () => Promise<InteractionHandle>,
  b: () => Promise<InteractionHandle>,
  gap: number,
  swap: boolean,
): Promise<[InteractionHandle | null, InteractionHandle | null]> {
  const [first, second] = swap ? [b, a] : [a, b];
  const send = (go: () => Promise<InteractionHandle>) =>
    go().catch((error: unknown) => {
      if (error instanceof Error && /is disabled|has no component/.test(error.message)) return null;
      throw error;
    });
  const one = send(first);
  if (gap > 0) await wait(gap);
  const two = send(second);
  const handles = await Promise.all([one, two]);
  const sent = handles.filter((handle) => handle !== null);
  await Promise.all(sent.map((handle) => handle.done().catch(() => handle)));
  await Promise.all(sent.map((handle) => d.finished(handle)));
  await d.idle();
  const [x, y] = handles;
  return swap ? [y, x] : [x, y];
}

/** The log entries of a game after `ply` (`kind`: place, pass, resign). */
function entriesAfter(gameId: number, ply: number) {
  return h.bot.service.store.loadGame(gameId)!.moves.filter((m) => m.ply > ply);
}

/** The distances between the two clicks, with each order: 0 ms (the same tick) up to a few requests apart. */
const GAPS = [0, 0, 1, 2, 3, 5, 8, 12];

describe('a resignation confirmed while the same player places', () => {
  it('is announced once, whichever lands', async () => {
    const outcomes = { resigned: 0, placed: 0 };
    for (let round = 0; round < GAPS.length * 2; round++) {
      const { gameId } = await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
      const view = d.view({ gameId });
      const turn = view.toMove!;
      const move = formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!);
      const prompt = (await d.slash(turn.userId, C, 'resign')).reply!;
      const ply = view.moveCount;
      const mark = d.publicCount(C);
      const [click, place] = await together(
        () =>
          h.fake.click({
            userId: turn.userId,
            channelId: C,
            messageId: prompt.id,
            customId: d.button(prompt, 'Resign').customId,
          }),
        () => h.fake.slash({ userId: turn.userId, channelId: C, command: 'place', options: { move } }),
        GAPS[round % GAPS.length]!,
        round >= GAPS.length,
      );
      if (!click || !place) throw new Error('both were sent');
      const posted = d.newPublic(C, mark);
      const story = [...posted.map((m) => m.content), ...click.log, ...place.log].join('\n---\n');
      const entries = entriesAfter(gameId, ply);
      // One of the two landed, never both (the resignation was asked at the version before the move).
      expect(entries, story).toHaveLength(1);
      expect(h.bot.service.outbox.undeliveredCount(), story).toBe(0);
      const boards = posted.filter((m) => m.attachments.length > 0);
      expect(boards, story).toHaveLength(1);
      if (entries[0]!.kind === 'place') {
        outcomes.placed++;
        expect(boards[0]!.content, story).toContain(`played **${move}**`);
        expect(prompt.content, story).toMatch(/^❌/);
      } else {
        outcomes.resigned++;
        expect(boards[0]!.content, story).toMatch(/resigned .* for the rest of the game/);
        expect(prompt.content, story).toMatch(/^✅ .* is resigned/);
        expect(answerOf(place).content, story).toMatch(/^❌/);
      }
      await d.cancel(IDS.alice, C);
    }
    expect(outcomes.resigned).toBeGreaterThan(0);
  });
});

describe("a lobby's Leave clicked while its host starts the game", () => {
  it('never takes the player out of the running game: it changes nothing and says what to do instead', async () => {
    const outcomes = { left: 0, started: 0 };
    for (let round = 0; round < GAPS.length * 2; round++) {
      const { lobby } = await d.newLobby(IDS.carol, O, { variant: 'duo' });
      await d.click(IDS.dave, lobby, 'Join');
      const gameId = d.view({ channelId: O }).gameId;
      const mark = d.publicCount(O);
      const leaveId = d.button(lobby, 'Leave').customId;
      const startId = d.button(lobby, 'Start').customId;
      const [leave, start] = await together(
        () => h.fake.click({ userId: IDS.dave, channelId: O, messageId: lobby.id, customId: leaveId }),
        () => h.fake.click({ userId: IDS.carol, channelId: O, messageId: lobby.id, customId: startId }),
        GAPS[round % GAPS.length]!,
        round >= GAPS.length,
      );
      const now = d.view({ gameId });
      if (!leave) {
        // The start's lobby edit came first and took the buttons away: no race this time.
        expect(d.view({ gameId }).status).toBe('active');
        await d.cancel(IDS.carol, O);
        continue;
      }
      const story = [...d.newPublic(O, mark).map((m) => m.content), ...leave.log, ...(start?.log ?? [])].join(
        '\n---\n',
      );
      if (now.status === 'lobby') {
        // The Leave landed first: Dave is out of the lobby, and the Start was refused (one seat left) or
        // could no longer be pressed.
        outcomes.left++;
        expect(
          now.seats.map((s) => s.userId),
          story,
        ).toEqual([IDS.carol]);
        if (start) expect(answerOf(start).content, story).toMatch(/^❌/);
        await d.cancel(IDS.carol, O);
        continue;
      }
      outcomes.started++;
      expect(now.status, story).toBe('active');
      // The game started with both players, and Dave's Leave changed nothing in it.
      expect(now.moveCount, story).toBe(0);
      expect(
        now.seats.every((s) => !s.left),
        story,
      ).toBe(true);
      expect(
        d.newPublic(O, mark).some((m) => /left|resigned/.test(m.content)),
        story,
      ).toBe(false);
      // Dave is told, privately, that the game started and how to stop playing if he means to.
      const answer = answerOf(leave);
      expect(answer.ephemeral, story).toBe(true);
      expect(answer.content, story).toMatch(/already started.*nothing changed/);
      expect(answer.content, story).toContain('/blokus leave');
      await d.cancel(IDS.carol, O);
    }
    expect(outcomes.started).toBeGreaterThan(0);
  });
});
