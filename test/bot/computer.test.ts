import { afterEach, describe, expect, it } from 'vitest';
import { isComputerId } from '../../src/app/index.ts';
import { legalMoves, seededRandom } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import {
  answerOf,
  BotDriver,
  checkAndStop,
  savePicture,
  settledWithComputers,
} from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness, TEST_COMPUTER } from '../support/bot-harness.ts';

/**
 * Computer players through the fake Discord: games against the computer played to the end, the lobby's
 * "Add computer" menu, a restart while the computer is thinking, and `/hint` with its buttons.
 */

let h: Harness | undefined;
afterEach(async () => {
  if (h) await checkAndStop(h);
  h = undefined;
});

const C = IDS.channel;

/** Alice plays random legal moves whenever it is her turn, until the game ends; returns her move count. */
async function playAgainstComputers(d: BotDriver, harness: Harness, seed: number, hintFirst = false) {
  const random = seededRandom(seed);
  let moves = 0;
  for (;;) {
    await settledWithComputers(d, harness);
    const view = d.view({ channelId: C });
    if (view.status !== 'active') return moves;
    const mover = view.toMove!;
    // Only a person is ever left to move once the computers are done.
    expect(mover.userId).toBe(IDS.alice);
    if (hintFirst && moves === 0) {
      const hint = answerOf(await d.slash(IDS.alice, C, 'hint'));
      await d.click(IDS.alice, hint, 'Play 1');
    } else {
      const legal = legalMoves(view.game, mover.colorIndex);
      const move = legal[Math.floor(random() * legal.length)]!;
      await d.slash(IDS.alice, C, 'place', { move: formatMove(view.game.layout, move) });
    }
    moves++;
  }
}

describe('computer players', () => {
  it('plays 1 human against 3 computers in classic to the end: turns posted, only the human pinged, not rated', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    const opened = await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', level: 2 });
    expect(answerOf(opened).content).toContain('against the computer (level 2)');
    const view = d.view({ channelId: C });
    expect(view.status).toBe('active');
    expect(view.seats.filter((s) => isComputerId(s.userId))).toHaveLength(3);
    const mine = await playAgainstComputers(d, h, 5, true);
    const end = d.view({ channelId: C });
    expect(end.status).toBe('finished');
    // Every placement of the log was announced, a line each; the computers' moves in a row in one message
    // (with Alice's before them), so there is a turn message per move of Alice's, and the end.
    const placements = end.game.events.filter((e) => e.type === 'place').length;
    const turns = h.fake.messages(C).filter((m) => /played \*\*/.test(m.content));
    const lines = turns.flatMap((m) => m.content.split('\n'));
    const left = lines.map((l) => /^(\d+) earlier moves? (?:is|are) on the board\.$/.exec(l)?.[1] ?? 0);
    const told =
      lines.filter((l) => / played \*\*/.test(l)).length + left.reduce((n: number, c) => n + Number(c), 0);
    expect(told).toBe(placements);
    expect(turns.length).toBeLessThanOrEqual(mine + 1);
    expect(placements - mine).toBeGreaterThan(30);
    savePicture('computer-turns', turns[2]!.attachments[0]!);
    if (process.env.BLOKUS_PICTURES) console.log(turns[2]!.content);
    // Nobody but Alice was ever pinged, and no message mentions a computer's id.
    for (const message of h.fake.messages(C)) {
      expect(message.pinged.every((id) => id === IDS.alice)).toBe(true);
      expect(message.content).not.toMatch(/<@computer/);
    }
    const final = h.fake
      .messages(C)
      .find((m) => m.attachments.some((a) => a.filename.endsWith('-final.png')))!;
    expect(final.pinged).toEqual([IDS.alice]);
    expect(final.content).toContain('Computer (level 2)');
    expect(final.content).toContain('Hints used: \u2068Alice\u2069 1.');
    // A game with a computer seat is not rated.
    expect(h.bot.service.store.ratingsOf(IDS.guild)).toEqual([]);
  }, 240_000);

  it('adds a computer from the lobby menu (host only) and it plays its turns', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    const { lobby } = await d.newLobby(IDS.alice, C, { variant: 'duo' });
    const refused = answerOf(await d.pick(IDS.bob, lobby, '3'));
    expect(refused.content).toContain('Only the player who opened the game');
    await d.pick(IDS.alice, lobby, '3');
    await d.idle();
    const seated = d.lobbyMessage(C)!;
    expect(seated.embeds[0]!.fields![0]!.value).toContain('Computer (level 3)');
    await d.click(IDS.alice, seated, 'Start');
    await settledWithComputers(d, h);
    const view = d.view({ channelId: C });
    expect(view.toMove!.userId).toBe(IDS.alice);
    expect(view.moveCount).toBe(
      view.seats.find((s) => s.userId === IDS.alice)!.colors[0] === 'purple' ? 0 : 1,
    );
  }, 60_000);

  it('plays a pending computer move once after a restart while it was thinking', async () => {
    const computer = { ...TEST_COMPUTER, delayMs: 60_000 };
    h = await startHarness({ computer });
    const d = new BotDriver(h);
    await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', level: 4, variant: 'duo' });
    await d.idle();
    let view = d.view({ channelId: C });
    if (view.toMove!.userId === IDS.alice) {
      const legal = legalMoves(view.game, view.toMove!.colorIndex);
      await d.slash(IDS.alice, C, 'place', { move: formatMove(view.game.layout, legal[0]!) });
      await d.idle();
      view = d.view({ channelId: C });
    }
    // The computer is thinking (its natural pause is long here): nothing is played yet.
    expect(isComputerId(view.toMove!.userId)).toBe(true);
    expect(h.bot.computers.waiting).toBe(1);
    const before = view.moveCount;
    computer.delayMs = 0;
    await h.restart();
    await settledWithComputers(d, h);
    const after = d.view({ channelId: C });
    expect(after.moveCount).toBe(before + 1);
    expect(after.toMove!.userId).toBe(IDS.alice);
    // One turn message for the computer's move, pinging Alice.
    const computerTurns = h.fake.messages(C).filter((m) => m.content.includes('Computer (level 4)⁩) played'));
    expect(computerTurns).toHaveLength(1);
    expect(computerTurns[0]!.pinged).toEqual([IDS.alice]);
    // What waited for the computer over the restart (the start, or Alice's move) went out with it, once.
    const told = h.fake
      .messages(C)
      .flatMap((m) => m.content.split('\n'))
      .filter((l) => / played \*\*/.test(l));
    expect(told).toHaveLength(after.moveCount);
  }, 60_000);

  it('/hint answers privately, and its Play button plays the hinted move', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', level: 1, variant: 'duo' });
    await settledWithComputers(d, h);
    const before = d.view({ channelId: C });
    const handle = await d.slash(IDS.alice, C, 'hint');
    expect(handle.ephemeral).toBe(true);
    const hint = answerOf(handle);
    const lines = hint.content.split('\n');
    expect(lines[0]).toContain('Hints for');
    const hinted = lines.filter((l) => /^\*\*\d\.\*\* `/.test(l));
    expect(hinted).toHaveLength(3);
    for (const line of hinted) expect(line).toMatch(/wins about \d+ % of the time, margin [+−-]?\d/);
    expect(hint.attachments.map((a) => a.filename)).toEqual([`blokus-${before.gameId}-preview.png`]);
    savePicture('hint-preview', hint.attachments[0]!);
    if (process.env.BLOKUS_PICTURES) console.log(hint.content);
    const first = /`([^`]+)`/.exec(hinted[0]!)![1]!;
    const second = /`([^`]+)`/.exec(hinted[1]!)![1]!;
    // Preview 2 redraws the picture; nothing is played.
    await d.click(IDS.alice, hint, 'Preview 2');
    expect(d.view({ channelId: C }).moveCount).toBe(before.moveCount);
    expect(answerOf(handle).attachments[0]!.description).toContain(second.split(' ')[0]!);
    await d.click(IDS.alice, answerOf(handle), 'Play 1');
    await settledWithComputers(d, h);
    const after = d.view({ gameId: before.gameId });
    const played = after.game.events[before.game.events.length]!;
    expect(played.type === 'place' && formatMove(after.game.layout, played.move)).toBe(first);
    expect(h.bot.service.computer.hintsUsed(before.gameId).get(IDS.alice)).toBe(1);
  }, 60_000);

  it('refuses /hint clearly when the host turned hints off', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    await d.blokus(IDS.alice, C, 'new', { opponent: 'computer', variant: 'duo', hints: false });
    await settledWithComputers(d, h);
    const answer = answerOf(await d.slash(IDS.alice, C, 'hint'));
    expect(answer.content).toContain('Hints are off in game');
    expect(h.bot.service.computer.hintsUsed(d.view({ channelId: C }).gameId).size).toBe(0);
  }, 60_000);
});
