import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop, savePicture } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Catching up: the message that pings a player in a game of four says, in order, every placement made
 * since their own last one, and its board outlines them all.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('catching up', () => {
  it('lists every placement since the pinged player last moved', async () => {
    const { gameId } = await d.openGame(C, IDS.alice, [IDS.bob, IDS.carol, IDS.dave]);
    const played: string[] = [];
    for (let i = 0; i < 5; i++) {
      const view = d.view({ gameId });
      const move = formatMove(view.game.layout, legalMoves(view.game, view.toMove!.colorIndex)[0]!);
      await d.slash(view.toMove!.userId, C, 'place', { move });
      played.push(move);
    }
    const board = d.latestBoard(C)!;
    const lines = board.content.split('\n');
    // Blue moved 1st and is pinged after the 4th; now Yellow (2nd) is pinged after the 5th move.
    expect(lines).toContain(
      `Since your last move: 🟥 **Red** ${played[2]} · 🟩 **Green** ${played[3]} · 🟦 **Blue** ${played[4]}`,
    );
    savePicture('blokus-classic-catch-up', board.attachments[0]!);
    // In a game of two, the message's own first line is all there is to catch up on.
    const { gameId: duo } = await d.openGame(IDS.otherChannel, IDS.carol, [IDS.dave], { variant: 'duo' });
    const view = d.view({ gameId: duo });
    const move = formatMove(view.game.layout, legalMoves(view.game, view.toMove!.colorIndex)[0]!);
    await d.slash(view.toMove!.userId, IDS.otherChannel, 'place', { move });
    expect(d.latestBoard(IDS.otherChannel)!.content).not.toContain('Since your last move');
  });
});
