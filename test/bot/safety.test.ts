import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop, logsAt } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * What must hold when things go wrong around a game: racing clicks land once, Discord refusing a post
 * leaves the game right (and tells the player privately), names cannot ping anyone, a player leaving a
 * running game hands the turn on, and a locked archived thread is woken up by the bot itself.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const MALLORY = '1000000000000000016';

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  h.fake.addMember(IDS.guild, {
    id: MALLORY,
    username: 'mallory',
    globalName: `@everyone **boss** <@${IDS.dave}>`,
  });
});

/** The failure the disk test causes on purpose (SQLite refusing the write). */
const DISK_FAILURE = 'simulated disk failure';

afterAll(() =>
  checkAndStop(h, (entry) => String((entry.error as { message?: unknown })?.message).includes(DISK_FAILURE)),
);

/** Two different legal placements for the player to move. */
function twoMoves(channelId: string): { userId: string; moves: [string, string] } {
  const view = d.view({ channelId });
  const turn = view.toMove!;
  const legal = legalMoves(view.game, turn.colorIndex);
  const text = (m: number) => formatMove(view.game.layout, m);
  return { userId: turn.userId, moves: [text(legal[0]!), text(legal.at(-1)!)] };
}

describe('racing and failing', () => {
  it('lands exactly one of two /place submitted at once', async () => {
    await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
    for (let round = 0; round < 3; round++) {
      const { userId, moves } = twoMoves(C);
      const before = d.snapshot(C);
      const handles = await Promise.all(
        moves.map((move) => h.fake.slash({ userId, channelId: C, command: 'place', options: { move } })),
      );
      await Promise.all(handles.map((x) => x.done()));
      await d.idle();
      const answers = handles.map((x) => x.reply!);
      expect(answers.every((a) => a.ephemeral)).toBe(true);
      // The move that landed says nothing more privately (its board is in the channel); the other is told why.
      const played = answers.filter((a) => a.deleted);
      expect(played).toHaveLength(1);
      expect(answers.find((a) => !a.deleted)?.content).toMatch(
        /^❌ (The board changed in the meantime|It is not your turn)/,
      );
      const after = d.snapshot(C);
      expect(after.moves).toBe((before.moves ?? 0) + 1);
      expect(after.publicMessages).toBe(before.publicMessages + 1);
      expect(after.pings).toBe(before.pings + 1);
    }
  });

  it('passes once when two confirmations are clicked at once', async () => {
    const { userId } = twoMoves(C);
    const first = (await d.slash(userId, C, 'resign')).reply!;
    const second = (await d.slash(userId, C, 'resign')).reply!;
    const before = d.snapshot(C);
    const clicks = await Promise.all(
      [first, second].map((m) =>
        h.fake.click({ userId, channelId: C, messageId: m.id, customId: d.button(m, 'Resign').customId }),
      ),
    );
    await Promise.all(clicks.map((x) => x.done()));
    await d.idle();
    const contents = [first.content, second.content].sort();
    expect(contents[0]).toMatch(/^✅ \w+ is resigned: it places no more pieces\.$/);
    expect(contents[1]).toMatch(/^❌ The board changed in the meantime/);
    const after = d.snapshot(C);
    expect(after.moves).toBe((before.moves ?? 0) + 1);
    expect(after.publicMessages).toBe(before.publicMessages + 1);
    expect(after.pings).toBe(before.pings + 1);
  });
});

describe('the disk failing', () => {
  it('leaves the game exactly as it was when a write fails halfway, and the move can be made again', async () => {
    const { userId, moves } = twoMoves(C);
    const before = d.snapshot(C);
    const { db } = h.bot.service.store;
    // The log insert is refused after the game row was already updated in the same transaction, as a
    // full disk or an I/O error would refuse it: the whole transaction must roll back.
    db.exec(`CREATE TEMP TRIGGER refuse_moves BEFORE INSERT ON main.moves
             BEGIN SELECT RAISE(ABORT, '${DISK_FAILURE}'); END`);
    let failed: Awaited<ReturnType<typeof d.slash>>;
    try {
      failed = await d.slash(userId, C, 'place', { move: moves[0] });
    } finally {
      db.exec('DROP TRIGGER refuse_moves');
    }
    const answer = answerOf(failed);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/^Something went wrong on our side/);
    expect(d.snapshot(C)).toEqual(before);
    expect(logsAt(h, 'error').some((l) => l.msg === 'interaction failed')).toBe(true);

    const again = await d.slash(userId, C, 'place', { move: moves[0] });
    expect(again.reply?.deleted, again.describe()).toBe(true);
    const after = d.snapshot(C);
    expect(after.moves).toBe((before.moves ?? 0) + 1);
    expect(after.version).toBe((before.version ?? 0) + 1);
  });
});

describe('players', () => {
  it('never lets a display name ping anyone', async () => {
    const O = IDS.otherChannel;
    const daveBefore = h.fake.pingsOf(IDS.dave).length;
    const { first, lobby } = await d.openGame(O, MALLORY, [IDS.carol], { variant: 'duo' });
    expect(lobby.embeds[0]?.fields?.[0]?.value).toContain('boss');
    for (let i = 0; i < 4; i++) {
      const { userId, moves } = twoMoves(O);
      const mark = d.publicCount(O);
      await d.slash(userId, O, 'place', { move: moves[0] });
      const [posted] = d.newPublic(O, mark);
      expect(posted!.pinged).toEqual([d.view({ channelId: O }).toMove!.userId]);
      expect(posted!.pingedEveryone).toBe(false);
    }
    const all = h.fake.messages(O);
    // The name's @everyone is shown as text: a zero-width space after the @ keeps Discord from reading it.
    expect(all.some((m) => m.content.includes('@\u200beveryone'))).toBe(true);
    expect(all.some((m) => m.content.includes('@everyone'))).toBe(false);
    expect(all.every((m) => !m.pingedEveryone)).toBe(true);
    expect(first.pingedEveryone).toBe(false);
    expect(h.fake.pingsOf(IDS.dave)).toHaveLength(daveBefore);
    // Markdown in the name is shown as typed, not as formatting.
    expect(all.some((m) => m.content.includes('\\*\\*boss\\*\\*'))).toBe(true);
  });

  it('hands the turn on when a player leaves a running game, and ends it when nobody is left', async () => {
    const O = IDS.otherChannel;
    const view = d.view({ channelId: O });
    const leaver = view.toMove!.userId;
    const stayer = view.seats.find((s) => s.userId !== leaver)!.userId;
    const mark = d.publicCount(O);
    const left = await d.blokus(leaver, O, 'leave');
    expect(left.reply?.ephemeral).toBe(true);
    expect(left.reply?.content).toBe('✅ You left the game; your colours stop here.');
    const [posted] = d.newPublic(O, mark);
    expect(posted!.content.split('\n')[0]).toMatch(/ left the game; .+ stops here\.$/);
    expect(posted!.pinged).toEqual([stayer]);
    expect(d.view({ channelId: O }).toMove?.userId).toBe(stayer);
    const again = await d.slash(leaver, O, 'place', { move: 'P1 a1' });
    expect(again.reply?.content).toBe(
      `❌ You left game #${view.gameId}, so your colours stopped there; the others play on. You can still follow it with ${d.command('board')}.`,
    );
    expect((await d.slash(leaver, O, 'undo')).reply?.content).toBe(again.reply?.content);

    const mark2 = d.publicCount(O);
    await d.blokus(stayer, O, 'leave');
    const [end] = d.newPublic(O, mark2);
    expect(end!.content).toContain('🏁 **Game over!**');
    expect(end!.attachments[0]!.filename).toMatch(/-final\.png$/);
    expect(end!.pinged).toEqual([]);
    // The game is over: the channel is free again, and /board shows the final board.
    expect(h.bot.service.board({ channelId: O })).toMatchObject({ ok: true, value: { status: 'finished' } });
    expect(h.bot.service.place({ channelId: O }, stayer, 'P1 a1', 'late')).toMatchObject({
      ok: false,
      error: { kind: 'no-game-here' },
    });
  });

  it('lets a player leave a lobby with its button', async () => {
    const O = IDS.otherChannel;
    const lobby = (await d.newLobby(IDS.carol, O, { variant: 'duo' })).lobby;
    await d.click(IDS.dave, lobby, 'Join');
    expect(lobby.embeds[0]?.fields?.[0]?.value).toContain('Dave');
    await d.click(IDS.dave, lobby, 'Leave');
    expect(lobby.embeds[0]?.fields?.[0]?.value).not.toContain('Dave');
    expect(lobby.content).toBe('Waiting for 1 more player: press **Join**.');
    await d.click(IDS.carol, lobby, 'Cancel game');
  });
});

describe('threads', () => {
  it('wakes up an archived, locked thread itself before posting', async () => {
    const created = await d.blokus(IDS.carol, IDS.otherChannel, 'new', { variant: 'duo', thread: true });
    expect(created.reply?.content).toMatch(new RegExp(`^🎲 ${nameText('Carol')} opened a Blokus game`));
    const thread = h.fake.threads(IDS.otherChannel).at(-1)!;
    const lobby = h.fake.messages(thread.id)[0]!;
    await d.click(IDS.dave, lobby, 'Join');
    await d.click(IDS.carol, lobby, 'Start');
    await d.idle();
    h.fake.archiveThread(thread.id);
    thread.thread!.locked = true;
    const { userId, moves } = twoMoves(thread.id);
    const mark = d.publicCount(thread.id);
    const placed = await d.slash(userId, thread.id, 'place', { move: moves[0] });
    expect(placed.reply?.deleted, placed.describe()).toBe(true);
    expect(thread.thread!.archived).toBe(false);
    // Refused at first (archived and locked), then unarchived by the bot (PATCH) and posted.
    expect(h.fake.errors.some((e) => e.code === 50083 && e.path.includes(thread.id))).toBe(true);
    expect(
      h.fake.requests.some((r) => r.method === 'PATCH' && r.path.endsWith(`/channels/${thread.id}`)),
    ).toBe(true);
    const [posted] = d.newPublic(thread.id, mark);
    expect(posted!.content).toContain(`played **${moves[0]}**`);
    expect(posted!.pinged).toHaveLength(1);
  });
});
