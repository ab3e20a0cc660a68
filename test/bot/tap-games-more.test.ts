import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import { playGameByTaps, tapInteractionFigures } from '../support/tap-games.ts';

/**
 * A whole game of four players by taps only, choices at random (classic-3, whose shared colour is played by
 * tap too, is in tap-interactions.test.ts).
 */

let h: Harness;
let d: BotDriver;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('whole games of four players by taps', () => {
  it('plays a four-player classic game to the end', async () => {
    const game = await playGameByTaps(d, IDS.channel, 'classic', 4, 4);
    expect(game.moves).toBeGreaterThan(40);
    const { median, max } = tapInteractionFigures(game.interactions);
    expect(median).toBeLessThanOrEqual(4);
    expect(max).toBeLessThanOrEqual(5);
  }, 120_000);
});
