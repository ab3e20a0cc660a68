import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop, decodePng, NAMES } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import type { StoredMessage } from '../support/fake-discord/index.ts';

/**
 * `/undo` under the default rule `agree`: a public request that pings the other players, Accept by all
 * takes the move back and posts the board; Decline keeps it; old request buttons do nothing.
 * A classic game of four.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const PLAYERS = [IDS.alice, IDS.bob, IDS.carol, IDS.dave];

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  await d.openGame(C, IDS.alice, [IDS.bob, IDS.carol, IDS.dave]);
  expect(d.view({ channelId: C }).settings.undoRule).toBe('agree');
});

afterAll(() => checkAndStop(h));

/** The player to move plays their first legal placement; returns who and what. */
async function playSomething(): Promise<{ userId: string; text: string }> {
  const view = d.view({ channelId: C });
  const turn = view.toMove!;
  const move = legalMoves(view.game, turn.colorIndex)[0]!;
  const text = formatMove(view.game.layout, move);
  const placed = await d.slash(turn.userId, C, 'place', { move: text });
  expect(placed.reply?.deleted, placed.describe()).toBe(true);
  return { userId: turn.userId, text };
}

/** Asks for an undo; returns the public request message (the asker is answered privately). */
async function requestUndo(userId: string): Promise<StoredMessage> {
  const mark = d.publicCount(C);
  const asked = await d.slash(userId, C, 'undo');
  expect(asked.reply?.ephemeral).toBe(true);
  expect(asked.reply?.content).toMatch(/^✅ Asked the other players to let you take back \*\*.+\*\*\.$/);
  const posted = d.newPublic(C, mark);
  expect(posted).toHaveLength(1);
  expect(posted[0]!.ephemeral).toBe(false);
  return posted[0]!;
}

describe('/undo by agreement', () => {
  it('asks the others, and takes the move back when all accept', async () => {
    const { userId: mover, text } = await playSomething();
    const before = d.snapshot(C);
    const request = await requestUndo(mover);
    const others = d.view({ channelId: C }).pendingUndo!.waitingFor;
    expect([...others].sort()).toEqual(PLAYERS.filter((p) => p !== mover).sort());
    expect(request.content).toBe(
      `↩️ <@${mover}> asks to take back **${text}**. ${others.map((o) => `<@${o}>`).join(' ')}: accept or decline?`,
    );
    expect([...request.pinged].sort()).toEqual([...others].sort());
    expect(d.buttons(request).map((b) => b.label)).toEqual(['Accept', 'Decline']);
    expect(d.view({ channelId: C }).moveCount).toBe(before.moves);

    // The asker and outsiders cannot answer; a second request waits for the first.
    const own = await d.click(mover, request, 'Accept');
    expect(answerOf(own).ephemeral).toBe(true);
    expect(answerOf(own).content).toMatch(/^❌ You asked to take the move back yourself/);
    const outsider = await d.click(IDS.erin, request, 'Decline');
    expect(answerOf(outsider).ephemeral).toBe(true);
    expect(answerOf(outsider).content).toMatch(/^❌ You are not playing in game #\d+/);
    const twice = await d.slash(others[0]!, C, 'undo');
    expect(twice.reply?.ephemeral).toBe(true);
    expect(twice.reply?.content).toMatch(/^❌ A request to take back the last move is already waiting/);

    // Accepted one by one: the request message is edited (no new pings) until the last one.
    const pings = d.totalPings();
    const mark = d.publicCount(C);
    for (const [i, other] of others.entries()) {
      const answer = await d.click(other, request, 'Accept');
      expect(answer.reply?.id).toBe(request.id);
      if (i < others.length - 1) {
        await d.idle();
        const waiting = others.slice(i + 1);
        expect(request.content).toBe(
          `↩️ <@${mover}> asks to take back **${text}**. ${waiting.map((o) => `<@${o}>`).join(' ')}: accept or decline?`,
        );
        expect(d.buttons(request).map((b) => b.label)).toEqual(['Accept', 'Decline']);
        expect(d.totalPings()).toBe(pings);
        expect(d.view({ channelId: C }).moveCount).toBe(before.moves);
      }
    }
    const board = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    await d.idle();
    // The outcome keeps who asked, who accepted and what was taken back.
    expect(request.content).toBe(
      `↩️ <@${mover}> asked to take back **${text}**; ${others.map((o) => `<@${o}>`).join(', ')} accepted, so it is taken back.`,
    );
    expect(request.components).toEqual([]);
    const lines = board.content.split('\n');
    expect(lines[0]).toBe(`↩️ ${nameText(NAMES[mover]!)}'s **${text}** was taken back.`);
    expect(lines[1]).toMatch(new RegExp(`^<@${mover}>, your turn with`));
    expect(board.pinged).toEqual([mover]);
    expect(d.totalPings()).toBe(pings + 1);
    await decodePng(board.attachments[0]!);
    const after = d.view({ channelId: C });
    expect(after.moveCount).toBe((before.moves ?? 0) - 1);
    expect(after.toMove?.userId).toBe(mover);
    expect(after.pendingUndo).toBeNull();
  });

  it('keeps the move when someone declines', async () => {
    const { userId: mover, text } = await playSomething();
    const others = PLAYERS.filter((p) => p !== mover);
    const request = await requestUndo(others[1]!);
    expect(request.content).toMatch(
      new RegExp(`^↩️ <@${others[1]}> asks to take back \\*\\*${text}\\*\\*\\.`),
    );
    // Everyone but the asker answers, the mover included.
    expect([...request.pinged].sort()).toEqual(PLAYERS.filter((p) => p !== others[1]).sort());
    const before = d.snapshot(C);
    await d.click(others[0]!, request, 'Decline');
    await d.idle();
    expect(request.content).toBe(
      `✋ <@${others[1]}> asked to take back **${text}**; ${nameText(NAMES[others[0]!]!)} declined, so it stays.`,
    );
    expect(request.components).toEqual([]);
    const after = d.snapshot(C);
    expect({ ...after, version: before.version }).toEqual(before);
    expect(d.view({ channelId: C }).pendingUndo).toBeNull();
  });

  it('says a request lapsed when a move comes first, and keeps an outcome whatever the order of clicks', async () => {
    const first = await playSomething();
    const old = await requestUndo(first.userId);
    // The next player moves instead of answering: the request lapses, and its message says so at once.
    const second = await playSomething();
    expect(d.view({ channelId: C }).pendingUndo).toBeNull();
    expect(old.content).toBe(
      `↩️ <@${first.userId}> asked to take back **${first.text}**; a move was made since, so the request lapsed.`,
    );
    expect(old.components).toEqual([]);

    // A new request: two players click at the same moment, one Decline, one Accept. Whichever is
    // answered first, the message ends on the outcome (declined), and the move stays.
    const fresh = await requestUndo(second.userId);
    const before = d.view({ channelId: C });
    const [decliner, accepter] = PLAYERS.filter((p) => p !== second.userId);
    const click = (userId: string, label: string) =>
      h.fake.click({ userId, channelId: C, messageId: fresh.id, customId: d.button(fresh, label).customId });
    const clicks = await Promise.all([click(decliner!, 'Decline'), click(accepter!, 'Accept')]);
    for (const c of clicks) await d.finished(await c.done());
    await d.idle();
    expect(fresh.content).toBe(
      `✋ <@${second.userId}> asked to take back **${second.text}**; ${nameText(NAMES[decliner!]!)} declined, so it stays.`,
    );
    expect(fresh.components).toEqual([]);
    expect(d.view({ channelId: C }).moveCount).toBe(before.moveCount);
    expect(d.view({ channelId: C }).pendingUndo).toBeNull();
  });

  it('counts Accepts clicked by several players at the same moment', async () => {
    const { userId: mover } = await playSomething();
    const before = d.view({ channelId: C });
    const request = await requestUndo(mover);
    const others = PLAYERS.filter((p) => p !== mover);
    const accept = d.button(request, 'Accept').customId;
    // All three click the buttons they see before any answer edits the message.
    const clicks = await Promise.all(
      others.map((userId) => h.fake.click({ userId, channelId: C, messageId: request.id, customId: accept })),
    );
    for (const click of clicks) await d.finished(await click.done());
    await d.idle();
    expect(clicks.flatMap((c) => c.followUps).filter((m) => m.content.startsWith('❌'))).toEqual([]);
    const after = d.view({ channelId: C });
    expect(after.moveCount).toBe(before.moveCount - 1);
    expect(after.toMove?.userId).toBe(mover);
    expect(request.content).toMatch(
      new RegExp(`^↩️ <@${mover}> asked to take back \\*\\*.+\\*\\*; (<@\\d+>, ){2}<@\\d+> accepted`),
    );
  });

  it('says when there is nothing to take back', async () => {
    const { userId } = await playSomething();
    const view = d.view({ channelId: C });
    const pass = await d.slash(view.toMove!.userId, C, 'resign');
    await d.click(view.toMove!.userId, pass.reply!, 'Resign');
    await d.idle();
    const before = d.snapshot(C);
    const refused = await d.slash(userId, C, 'undo');
    expect(refused.reply?.ephemeral).toBe(true);
    expect(refused.reply?.content).toBe(
      '❌ The last entry is a pass or a resignation, which cannot be taken back; only placements can.',
    );
    expect(d.snapshot(C)).toEqual(before);
  });
});
