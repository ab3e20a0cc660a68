import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VariantId } from '../../src/engine/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import { playGameByTaps, tapInteractionFigures } from '../support/tap-games.ts';

/**
 * How many interactions a move by taps takes, from the turn message to the move played (Play, each pick,
 * Confirm), over whole games played by taps only, choices at random: at most 5, and 4 or fewer for most.
 */

let h: Harness;
let d: BotDriver;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

const GAMES: readonly [VariantId, number, string][] = [
  ['duo', 2, IDS.channel],
  ['classic-3', 3, IDS.otherChannel],
  ['trigon-2', 2, IDS.channel],
  ['puzzle-tetrominoes', 1, IDS.otherChannel],
];

describe('interactions per move by taps, over whole games', () => {
  for (const [variant, seats, channel] of GAMES) {
    it(`${variant}: median at most 4, never more than 5`, async () => {
      const game = await playGameByTaps(d, channel, variant, seats, 11);
      const { median, max } = tapInteractionFigures(game.interactions);
      expect(game.moves).toBeGreaterThan(variant === 'puzzle-tetrominoes' ? 3 : 15);
      expect(median, game.interactions.join(' ')).toBeLessThanOrEqual(4);
      expect(max, game.interactions.join(' ')).toBeLessThanOrEqual(5);
    }, 240_000);
  }
});
