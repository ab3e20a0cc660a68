import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import { playGameByTaps } from '../support/tap-games.ts';

/**
 * Whole games of three and four players by taps only, choices at random: classic with four players, and
 * classic-3, whose shared colour is played by tap too by whoever's turn it is to move it.
 */

let h: Harness;
let d: BotDriver;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('whole games of more players by taps', () => {
  it('plays a four-player classic game to the end', async () => {
    const game = await playGameByTaps(d, IDS.channel, 'classic', 4, 4);
    expect(game.moves).toBeGreaterThan(40);
    expect(game.mostPicks).toBe(3);
  });

  it('plays a classic-3 game to the end, the shared colour by tap as well', async () => {
    const game = await playGameByTaps(d, IDS.otherChannel, 'classic-3', 3, 5);
    expect(game.moves).toBeGreaterThan(40);
  });
});
