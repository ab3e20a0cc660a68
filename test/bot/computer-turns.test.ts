import { afterEach, describe, expect, it } from 'vitest';
import { turnMessage } from '../../src/bot/messages/turn-message.ts';
import { legalMoves, seededRandom } from '../../src/engine/index.ts';
import { translator } from '../../src/i18n/index.ts';
import type { StoredMessage } from '../../src/local/discord/stored-records.ts';
import { formatMove } from '../../src/notation/index.ts';
import { ANN, testService, unwrap } from '../app/helpers.ts';
import { BotDriver, checkAndStop, savePicture, settledWithComputers } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness, TEST_COMPUTER } from '../support/bot-harness.ts';

/**
 * How a game with computers reads in its channel: computer turns in a row are one message (a board, a
 * line per move), the person to move next gets the one ping with the Play button, a computer is never
 * called, and the host who fills her lobby with computers is not called to a lobby she filled.
 */

let h: Harness | undefined;
afterEach(async () => {
  if (h) await checkAndStop(h);
  h = undefined;
});

const C = IDS.channel;

/** Alice plays seeded random legal moves whenever it is her turn, until the game ends; returns her move count. */
async function playToTheEnd(d: BotDriver, harness: Harness, seed: number): Promise<number> {
  const random = seededRandom(seed);
  let moves = 0;
  for (;;) {
    await settledWithComputers(d, harness);
    const view = d.view({ channelId: C });
    if (view.status !== 'active') return moves;
    const mover = view.toMove!;
    expect(mover.userId).toBe(IDS.alice);
    const legal = legalMoves(view.game, mover.colorIndex);
    const move = legal[Math.floor(random() * legal.length)]!;
    await d.slash(IDS.alice, C, 'place', { move: formatMove(view.game.layout, move) });
    moves++;
  }
}

/** The placements a message tells: one line each, and those it left to the board for want of room. */
function placementsTold(message: StoredMessage): number {
  const lines = message.content.split('\n');
  const left = lines.map((l) => /^(\d+) earlier moves? (?:is|are) on the board\.$/.exec(l)).find(Boolean);
  return lines.filter((l) => / played \*\*/.test(l)).length + (left ? Number(left[1]) : 0);
}

const hasPlay = (d: BotDriver, m: StoredMessage) => d.buttons(m).some((b) => b.label === 'Play');

describe('a game against computers in its channel', () => {
  it('leaves one message per turn of its person, plus the start and the end, and tells every move once', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    const mark = d.publicCount(C);
    await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', level: 3, variant: 'duo' });
    const mine = await playToTheEnd(d, h, 1);
    const end = d.view({ channelId: C });
    expect(end.status).toBe('finished');
    const placements = end.game.events.filter((e) => e.type === 'place').length;
    // A whole game, not one cut short: Alice's random moves get blocked early (26 placements today).
    expect(placements).toBeGreaterThanOrEqual(20);
    const messages = d.newPublic(C, mark);
    const [lobby, ...turns] = messages;
    // The lobby's card (the game has started), one message per turn of Alice's (the first with the start's
    // seats), and the end: the scoreboard with its replay.
    expect(lobby!.content).toBe('The game has started.');
    expect(turns[0]!.content).toMatch(/Game #\d+ begins!/);
    const files = turns.at(-1)!.attachments.map((a) => a.filename);
    expect(files).toEqual([expect.stringMatching(/-final\.png$/), expect.stringMatching(/-replay\.gif$/)]);
    expect(messages.length).toBeLessThanOrEqual(mine + 2);
    const handing = turns.slice(0, -1);
    expect(handing.length).toBeGreaterThanOrEqual(mine - 1);
    for (const m of handing) {
      expect(m.pinged).toEqual([IDS.alice]);
      expect(m.content).toContain(`<@${IDS.alice}>, your turn with`);
      expect(hasPlay(d, m)).toBe(true);
    }
    // Every placement is told once, in one message or another.
    expect(turns.reduce((n, m) => n + placementsTold(m), 0)).toBe(placements);
    for (const m of messages) {
      expect(m.content).not.toMatch(/Computer \(level 3\)⁩?, your turn/);
      expect(m.content).not.toContain('Since your last move');
      expect(m.pinged.every((id) => id === IDS.alice)).toBe(true);
    }
    // Alice was blocked before the end: the computer's moves after it went out together, with the end.
    const last = turns.at(-1)!.content.split('\n');
    const blocked = last.indexOf(
      '🟧 **Orange** has no piece that fits any more and passes for the rest of the game.',
    );
    expect(blocked).toBeGreaterThan(0);
    expect(last.slice(blocked).filter((l) => / played \*\*/.test(l)).length).toBeGreaterThanOrEqual(5);
    if (process.env.BLOKUS_PICTURES) {
      console.log(`${placements} placements, Alice ${mine}, ${messages.length} messages`);
      console.log(turns.at(-1)!.content);
    }
  }, 180_000);

  it('tells every computer move after its person drops out in one message, with the end', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', level: 3, variant: 'duo' });
    // Alice resigns her colour early (as if blocked): the computer plays its whole game on alone.
    let view = d.view({ channelId: C });
    for (let mine = 0; mine < 2; ) {
      await settledWithComputers(d, h);
      view = d.view({ channelId: C });
      const legal = legalMoves(view.game, view.toMove!.colorIndex);
      await d.slash(IDS.alice, C, 'place', { move: formatMove(view.game.layout, legal.at(-1)!) });
      mine++;
    }
    await settledWithComputers(d, h);
    const mark = d.publicCount(C);
    const before = d.view({ channelId: C }).game.events.length;
    const prompt = (await d.slash(IDS.alice, C, 'resign')).reply!;
    await d.click(IDS.alice, prompt, 'Resign');
    await settledWithComputers(d, h);
    const after = d.view({ channelId: C });
    expect(after.status).toBe('finished');
    const computerMoves = after.game.events.length - before - 1;
    expect(computerMoves).toBeGreaterThanOrEqual(10);
    // One message for the resignation and every computer move after it: the end, with its replay.
    const [told, ...more] = d.newPublic(C, mark);
    expect(more).toEqual([]);
    expect(told!.attachments[1]!.filename).toMatch(/-replay\.gif$/);
    expect(placementsTold(told!)).toBe(computerMoves);
    expect(told!.content).toContain('🏁 **Game over!**');
    expect(told!.pinged).toEqual([IDS.alice]);
    savePicture('computer-run', told!.attachments[0]!);
    if (process.env.BLOKUS_PICTURES) console.log(told!.content);
  }, 120_000);
});

describe('computers answering a person', () => {
  it('pause once, not once each: their moves go out together', async () => {
    const pause = 4_000;
    h = await startHarness({ computer: { ...TEST_COMPUTER, delayMs: pause } });
    const d = new BotDriver(h);
    await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', level: 1, variant: 'classic' });
    await settledWithComputers(d, h);
    const view = d.view({ channelId: C });
    expect(view.toMove!.userId).toBe(IDS.alice);
    const mark = d.publicCount(C);
    const legal = legalMoves(view.game, view.toMove!.colorIndex);
    const started = Date.now();
    await d.slash(IDS.alice, C, 'place', { move: formatMove(view.game.layout, legal[0]!) });
    const answer = await d.nextPublic(C, mark, () => true, 30_000);
    const waited = Date.now() - started;
    // Three computers moved; one pause went by, not three.
    expect(placementsTold(answer)).toBe(4);
    expect(waited).toBeGreaterThanOrEqual(pause);
    expect(waited).toBeLessThan(2 * pause);
  }, 60_000);
});

describe('computer turns joined, and Discord failing', () => {
  it('a joined message whose answer was lost is posted once, and all its turns marked delivered', async () => {
    // discord.js gives up on a request after 400 ms here; the outbox retries within 50–200 ms.
    h = await startHarness({
      restTimeoutMs: 400,
      delivery: { retryBaseMs: 50, retryMaxMs: 200, sweepMs: 100 },
    });
    const d = new BotDriver(h);
    await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', level: 1, variant: 'classic' });
    await settledWithComputers(d, h);
    const view = d.view({ channelId: C });
    const mark = d.publicCount(C);
    const pings = h.fake.pingsOf(IDS.alice).length;
    const posts = () =>
      h!.fake.requests.filter((r) => r.method === 'POST' && r.path === `/api/v10/channels/${C}/messages`)
        .length;
    const before = posts();
    h.fake.injectFault({ method: 'POST', path: /^\/channels\/\d+\/messages$/, kind: 'lost-response' });
    const legal = legalMoves(view.game, view.toMove!.colorIndex);
    await d.slash(IDS.alice, C, 'place', { move: formatMove(view.game.layout, legal[0]!) });
    await settledWithComputers(d, h);
    await d.delivered(10_000);
    expect(h.bot.service.outbox.undeliveredCount()).toBe(0);
    // Posted twice (the answer to the first was lost), shown once.
    expect(posts() - before).toBeGreaterThanOrEqual(2);
    const [joined, ...more] = d.newPublic(C, mark);
    expect(more).toEqual([]);
    expect(placementsTold(joined!)).toBe(4);
    expect(h.fake.pingsOf(IDS.alice)).toHaveLength(pings + 1);
  }, 60_000);
});

describe('a lobby filled with computers', () => {
  it('does not call its host, who filled it herself; a person filling it does', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    const duo = await d.newLobby(IDS.alice, C, { variant: 'duo' });
    const mark = d.publicCount(C);
    const pings = h.fake.pingsOf(IDS.alice).length;
    await d.pick(IDS.alice, duo.lobby, '3');
    await d.idle();
    expect(d.lobbyMessage(C)!.embeds[0]!.fields![0]!.value).toContain('Computer (level 3)');
    expect(d.newPublic(C, mark)).toEqual([]);
    expect(h.fake.pingsOf(IDS.alice)).toHaveLength(pings);
    await d.cancel(IDS.alice, C);
    await d.idle();

    const classic = await d.newLobby(IDS.alice, C, { variant: 'classic' });
    await d.pick(IDS.alice, classic.lobby, '3');
    await d.pick(IDS.alice, d.lobbyMessage(C)!, '3');
    await d.idle();
    const before = d.publicCount(C);
    await d.click(IDS.bob, d.lobbyMessage(C)!, 'Join');
    await d.idle();
    const [full] = d.newPublic(C, before);
    expect(full?.content).toMatch(new RegExp(`^✅ Game #\\d+ is full: <@${IDS.alice}>`));
    expect(full?.pinged).toEqual([IDS.alice]);
  }, 60_000);
});

describe('the message of a long run of computer moves', () => {
  it('fits in Discord, leaving its earliest moves to the board, in every language', async () => {
    // Ann resigns her colour at once in a classic game: three computers play the whole game, in one message.
    const { service } = testService();
    const game = unwrap(
      service.createGame({
        guildId: 'g',
        channelId: 'c',
        creator: ANN,
        variant: 'classic',
        computerLevel: 2,
      }),
    );
    const ref = { gameId: game.gameId };
    const computersPlay = () => {
      for (let turn = service.computer.turn(ref.gameId); turn; turn = service.computer.turn(ref.gameId)) {
        const board = unwrap(service.board(ref));
        unwrap(service.computer.play(turn, legalMoves(board.game, board.toMove!.colorIndex).at(-1)!));
      }
    };
    computersPlay();
    for (let d = service.outbox.nextDelivery('c'); d; d = service.outbox.nextDelivery('c'))
      service.outbox.markDelivered(d, 'm');
    unwrap(service.resign(ref, ANN.id));
    computersPlay();
    const run = service.outbox.nextDelivery('c')!;
    if (run.content?.kind !== 'play') throw new Error('not a play');
    const placements = run.content.result.events.filter((e) => e.kind === 'placed').length;
    expect(placements).toBeGreaterThan(40);
    const earlier = {
      en: /^(\d+) earlier moves are on the board\.$/,
      fr: /^(\d+) coups précédents sont sur le plateau\.$/,
      it: /^(\d+) mosse precedenti sono sul tabellone\.$/,
    };
    for (const [locale, line] of Object.entries(earlier)) {
      const message = await turnMessage(run.content.result, false, true, translator(locale as 'en'));
      const text = message.content!;
      expect(text.length).toBeLessThanOrEqual(2000);
      if (process.env.BLOKUS_PICTURES) console.log(text);
      const lines = text.split('\n');
      const left = Number(lines.map((l) => line.exec(l)?.[1]).find(Boolean));
      const played = lines.filter((l) => /\*\*P\d/.test(l) && !/^[🥇🥈🥉]/u.test(l)).length;
      // Every move is on a line or counted, the last ones told, and the ranking is whole.
      expect(left).toBeGreaterThan(0);
      expect(left + played).toBe(placements);
      expect(lines.filter((l) => /^[🥇🥈🥉]|^4\./u.test(l))).toHaveLength(4);
    }
  });
});
