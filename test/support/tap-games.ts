import { expect } from 'vitest';
import type { VariantId } from '../../src/engine/index.ts';
import { seededRandom } from '../../src/engine/index.ts';
import type { BotDriver } from './bot-driver.ts';
import { IDS } from './bot-harness.ts';
import { playByTaps, randomChooser, type TapStep } from './tap-driver.ts';

const PLAYERS = [IDS.alice, IDS.bob, IDS.carol, IDS.dave] as const;

/** What a whole game by taps did: its moves, the most picks one took, the interactions of each. */
export interface TapGame {
  readonly moves: number;
  readonly mostPicks: number;
  readonly interactions: readonly number[];
}

/**
 * Plays a whole game of `variant` by taps only, with `seats` players, every choice at random (seeded):
 * each turn is Play on the turn message, a pick per step, Confirm. Checks each move landed as previewed
 * and the game ends with the final scoreboard (a puzzle perhaps stuck instead). `during` runs before one pick (e.g. to restart the bot).
 */
export async function playGameByTaps(
  d: BotDriver,
  channelId: string,
  variant: VariantId,
  seats: number,
  seed: number,
  during?: { move: number; step: TapStep; run: () => Promise<void> },
): Promise<TapGame> {
  const [creator, ...others] = PLAYERS.slice(0, seats);
  await d.openGame(channelId, creator!, others, { variant });
  const choose = randomChooser(seededRandom(seed));
  let moves = 0;
  let mostPicks = 0;
  const interactions: number[] = [];
  for (;;) {
    const view = d.view({ channelId });
    if (!view.toMove) break;
    const turn = d.latestBoard(channelId)!;
    const hook = during && during.move === moves ? during : undefined;
    const move = await playByTaps(d, view.toMove.userId, turn, choose, {
      beforePick: async (step) => {
        if (hook && step === hook.step) await hook.run();
      },
    });
    await d.idle();
    const after = d.view({ channelId });
    expect(after.game.events.filter((e) => e.type === 'place')).toHaveLength(moves + 1);
    expect(after.lastPlacement?.text).toBe(move.text);
    mostPicks = Math.max(mostPicks, move.picks);
    interactions.push(move.interactions);
    moves++;
  }
  // The end's pictures (the final board and the replay) may still be on their way out of the outbox.
  await d.delivered();
  const final = d.latestBoard(channelId)!;
  if (d.view({ channelId }).status === 'finished') {
    expect(final.content).toContain('🏁 **Game over!**');
    expect(final.attachments[0]!.filename).toMatch(/-final\.png$/);
  } else {
    // A puzzle no colour can go on with waits for its player to take pieces back or end it.
    expect(final.content).toContain('🧩 **Stuck**');
  }
  return { moves, mostPicks, interactions };
}

/** The median and the most interactions of moves by taps (the median of an even count: the higher middle). */
export function tapInteractionFigures(counts: readonly number[]): { median: number; max: number } {
  const sorted = [...counts].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
}
