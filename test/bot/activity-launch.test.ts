import { afterEach, describe, expect, it } from 'vitest';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Open the board: with the Activity set up, the turn message offers it beside Play (and `/board` under
 * its picture), and a click answers with LAUNCH_ACTIVITY (Discord then opens the Activity in the
 * channel); without it, Play alone.
 */
const C = IDS.channel;
let h: Harness | undefined;
afterEach(async () => {
  if (h) await checkAndStop(h);
  h = undefined;
});

async function startedDuo(activity: boolean): Promise<BotDriver> {
  h = await startHarness({ activity });
  const d = new BotDriver(h);
  const created = await d.newLobby(IDS.alice, C, { variant: 'duo' });
  await d.click(IDS.bob, created.lobby, 'Join');
  await d.blokus(IDS.alice, C, 'start');
  return d;
}

describe('Open the board', () => {
  it('is beside Play when the Activity is set up, and launches it for whoever clicks', async () => {
    const d = await startedDuo(true);
    const turn = d.latestBoard(C)!;
    expect(d.buttons(turn).map((b) => b.label)).toEqual(['Play', 'Open the board']);
    const before = d.snapshot(C);
    for (const userId of [IDS.bob, IDS.erin]) {
      const click = await d.click(userId, turn, 'Open the board');
      expect(click.callbackType).toBe(12);
      expect(click.reply).toBeUndefined();
    }
    expect(d.snapshot(C)).toEqual(before);

    // /board offers it too, while the game is played.
    const board = (await d.slash(IDS.erin, C, 'board')).reply!;
    expect(d.buttons(board).map((b) => b.label)).toEqual(['Open the board']);
    expect((await d.click(IDS.erin, board, 'Open the board')).callbackType).toBe(12);
  });

  it('is not there without the Activity', async () => {
    const d = await startedDuo(false);
    expect(d.buttons(d.latestBoard(C)!).map((b) => b.label)).toEqual(['Play']);
    expect(d.buttons((await d.slash(IDS.erin, C, 'board')).reply!)).toEqual([]);
  });
});
