import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Every picture the bot posts carries alt text (Discord's attachment `description`, read by screen
 * readers): what the board, preview, pieces, chart and scoreboard show, in words, within 1,024 characters.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('alt text', () => {
  it('describes every picture of a game', async () => {
    const { gameId, first } = await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
    const start = first.attachments[0]!;
    expect(start.description).toMatch(
      /^Blokus board, Duo, 0 moves played\. Purple to play: (Alice|Bob)\. Squares left: Purple \(.+\) 89; Orange \(.+\) 89\.$/,
    );

    const mover = d.view({ gameId }).toMove!;
    await d.slash(mover.userId, C, 'place', { move: 'P5-X e10' });
    const board = d.latestBoard(C)!.attachments[0]!;
    expect(board.description).toMatch(
      /^Blokus board, Duo, 1 move played\. Orange to play: .+\. Last move: Purple P5-X e10\. Squares left: Purple \(.+\) 84; Orange \(.+\) 89\.$/,
    );

    const next = d.view({ gameId }).toMove!;
    const preview = (await d.slash(next.userId, C, 'place', { move: 'P5-L j5', preview: true })).reply!;
    expect(preview.attachments[0]!.description).toMatch(
      /^Preview of Orange P5-L j5, covering (\w\d+, ){4}\w\d+: (legal|not legal.*)\.$/,
    );

    const pieces = (await d.slash(next.userId, C, 'pieces')).reply!;
    expect(pieces.attachments[0]!.description).toMatch(
      /^Orange pieces left: 21 \(P1, P2, .+\), 89 squares\.$/,
    );

    const help = (await d.blokus(IDS.carol, C, 'help')).reply!;
    expect(help.attachments.every((a) => (a.description ?? '').length > 20)).toBe(true);

    for (const userId of [next.userId, mover.userId]) {
      const prompt = (await d.slash(userId, C, 'resign')).reply!;
      await d.click(userId, prompt, 'Resign');
    }
    const end = d.latestBoard(C)!.attachments[0]!;
    expect(end.description).toMatch(
      /^Final scoreboard, Duo, 3 moves played\. 1\. .+ \(Purple\) −84; 2\. .+ \(Orange\) −89\.$/,
    );
    for (const a of [start, board, end]) expect(a.description!.length).toBeLessThanOrEqual(1024);
  });
});
