import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import { playGameByTaps, tapInteractionFigures } from '../support/tap-games.ts';

/**
 * Whole two-player games played by taps only (Play, a pick per step, Confirm, every turn), choices at
 * random; `classic-2` has the bot restarted in the middle of a player's flow.
 */

let h: Harness;
let d: BotDriver;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('whole two-player games by taps', () => {
  it('plays a Duo game to the end', async () => {
    const game = await playGameByTaps(d, IDS.channel, 'duo', 2, 1);
    expect(game.moves).toBeGreaterThan(15);
    const { median, max } = tapInteractionFigures(game.interactions);
    expect(median).toBeLessThanOrEqual(4);
    expect(max).toBeLessThanOrEqual(5);
  });

  it('plays a Junior game to the end', async () => {
    const game = await playGameByTaps(d, IDS.otherChannel, 'junior', 2, 2);
    expect(game.moves).toBeGreaterThan(15);
    const { median, max } = tapInteractionFigures(game.interactions);
    expect(median).toBeLessThanOrEqual(4);
    expect(max).toBeLessThanOrEqual(5);
  });

  it('plays a classic-2 game (two colours each) to the end, the bot restarted mid-flow', async () => {
    let restarts = 0;
    const game = await playGameByTaps(d, IDS.channel, 'classic-2', 2, 3, {
      move: 9,
      step: 'placement',
      run: async () => {
        await h.restart();
        restarts++;
      },
    });
    expect(restarts).toBe(1);
    expect(game.moves).toBeGreaterThan(30);
  }, 120_000);
});
