import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop, failing, isDeliberateFailure } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Found in review: failures after a public "thinking…" must still be answered privately, and a player's
 * display name must never turn into formatting in a public message.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const O = IDS.otherChannel;
const MALLORY = '1000000000000000016';

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  h.fake.addMember(IDS.guild, { id: MALLORY, username: 'mallory', globalName: '**boss** ||x||' });
});

afterAll(() => checkAndStop(h, isDeliberateFailure));

const ESCAPED = '\\*\\*boss\\*\\* \\|\\|x\\|\\|';

describe('a failure after a public deferred reply', () => {
  it('is answered privately, and leaves no public message behind (/board)', async () => {
    await d.blokus(IDS.alice, C, 'new', { variant: 'duo' });
    const mark = d.publicCount(C);
    const handle = await failing(h, 'colorBlindPictures', () => d.slash(IDS.alice, C, 'board'));
    await d.idle();
    const answer = answerOf(handle);
    expect(answer.ephemeral, handle.describe()).toBe(true);
    expect(answer.content).toMatch(/^Something went wrong on our side/);
    expect(d.newPublic(C, mark)).toEqual([]);
    await d.cancel(IDS.alice, C);
  });

  it('is answered privately when a game in a new thread cannot be created', async () => {
    const mark = d.publicCount(O);
    const handle = await failing(h, 'createGame', () =>
      d.blokus(IDS.dave, O, 'new', { variant: 'duo', thread: true }),
    );
    await d.idle();
    const answer = answerOf(handle);
    expect(answer.ephemeral, handle.describe()).toBe(true);
    expect(d.newPublic(O, mark)).toEqual([]);
  });
});

describe('missing permissions', () => {
  it('says which permission a game thread needs, privately, before making anything', async () => {
    const all = h.fake.botPermissions;
    const threads = h.fake.threads(O).length;
    h.fake.setBotPermissions(all & ~(1n << 35n)); // without Create Public Threads
    try {
      const mark = d.publicCount(O);
      const handle = await d.blokus(IDS.dave, O, 'new', { variant: 'duo', thread: true });
      expect(handle.reply?.ephemeral).toBe(true);
      expect(handle.reply?.content).toBe(
        '❌ I cannot open a game thread here: I need the Create Public Threads permission in this channel. Ask a moderator, or play without `thread:True`.',
      );
      expect(d.newPublic(O, mark)).toEqual([]);
      expect(h.fake.threads(O)).toHaveLength(threads);
      expect(h.bot.service.board({ channelId: O }).ok).toBe(false);
    } finally {
      h.fake.setBotPermissions(all);
    }
  });
});

describe('a refused lobby post', () => {
  it('takes the new game and its thread back and says so privately', async () => {
    const threads = h.fake.threads(O).length;
    const mark = d.publicCount(O);
    h.fake.refuseNext('POST', /^\/channels\/\d+\/messages$/);
    const handle = await d.blokus(IDS.dave, O, 'new', { variant: 'duo', thread: true });
    const answer = answerOf(handle);
    expect(answer.ephemeral, handle.describe()).toBe(true);
    expect(answer.content).toBe(
      '❌ Discord did not let me post the lobby in the new thread, so no game was opened. Try again, or play without `thread:True`.',
    );
    expect(d.newPublic(O, mark)).toEqual([]);
    expect(h.fake.threads(O)).toHaveLength(threads);
    // Nothing is left open: the same command works at once.
    const again = await d.blokus(IDS.dave, O, 'new', { variant: 'duo', thread: true });
    expect(again.reply?.content).toMatch(
      new RegExp(`^🎲 ${nameText('Dave')} opened a Blokus game \\(Duo\\) in <#\\d+>\\. Join it there!$`),
    );
    await d.cancel(IDS.dave, h.fake.threads(O).at(-1)!.id);
  });
});

describe('display names in public messages', () => {
  it('are escaped in the line pointing to a new game thread', async () => {
    const created = await d.blokus(MALLORY, C, 'new', { variant: 'duo', thread: true });
    await d.idle();
    expect(created.reply?.ephemeral).toBe(false);
    expect(created.reply?.content).toContain(`🎲 \u2068${ESCAPED}\u2069 opened a Blokus game`);
  });

  it('are escaped when a player cancels a game', async () => {
    await d.blokus(MALLORY, O, 'new', { variant: 'duo' });
    const cancelled = await d.cancel(MALLORY, O);
    await d.idle();
    expect(cancelled.reply?.ephemeral).toBe(true);
    const notice = d.latestPublic(O)!;
    expect(notice.content).toMatch(/^🛑 Game #\d+ was cancelled by /);
    expect(notice.content).toContain(`by \u2068${ESCAPED}\u2069.`);
  });

  it('are escaped when a player declines an undo', async () => {
    await d.openGame(O, MALLORY, [IDS.carol], { variant: 'duo', undo: 'agree' });
    const playFirst = async () => {
      const view = d.view({ channelId: O });
      const turn = view.toMove!;
      const move = formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!);
      await d.slash(turn.userId, O, 'place', { move });
      return turn.userId;
    };
    if ((await playFirst()) !== IDS.carol) await playFirst();
    await d.slash(IDS.carol, O, 'undo');
    const request = d.latestPublic(O)!;
    await d.click(MALLORY, request, 'Decline');
    await d.idle();
    expect(request.content).toMatch(
      new RegExp(`; \u2068${ESCAPED.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\u2069 declined, so it stays\\.$`),
    );
  });

  it('are escaped in private answers too (not your turn)', async () => {
    const view = d.view({ channelId: O });
    if (view.toMove!.userId !== MALLORY) {
      const move = formatMove(view.game.layout, legalMoves(view.game, view.toMove!.colorIndex)[0]!);
      await d.slash(view.toMove!.userId, O, 'place', { move });
    }
    expect(d.view({ channelId: O }).toMove!.userId).toBe(MALLORY);
    const refused = await d.slash(IDS.carol, O, 'place', { move: 'P1 a1' });
    expect(refused.reply?.ephemeral).toBe(true);
    expect(refused.reply?.content).toContain(`is to move, played by ${ESCAPED}.`);
  });
});
