import { hintMoves, measureSearchSpeed } from '../../src/ai/index.ts';
import {
  type Game,
  legalMoves,
  newGame,
  play,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { median, round } from './measure.ts';
import { hasPentobiGtp, pentobiSearch } from './pentobi.ts';

/** This process's CPU time in milliseconds (user and system). */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Simulations per CPU second of a search for the first move (whole-game playouts: the slowest case), the
 * median of `runs`; CPU time, as Pentobi's figure beside it, so that the machine's load does not change it.
 */
function simsPerSec(variant: VariantId, simulations: number, runs: number): number {
  measureSearchSpeed(variant, [], 50, { seed: 0, clock: cpuMs });
  const rates = Array.from({ length: runs }, (_, r) => {
    const speed = measureSearchSpeed(variant, [], simulations, { seed: r + 1, clock: cpuMs });
    return speed.simulations / speed.seconds;
  });
  return median(rates);
}

/** Pentobi's simulations per CPU second for the same first move at its level 7, the median of `runs` seeds. */
function pentobiSimsPerSec(game: string, runs: number): number {
  const rates = Array.from({ length: runs }, (_, r) => {
    const { simulations, cpuSeconds } = pentobiSearch(game, 7, r + 1);
    return simulations / cpuSeconds;
  });
  return median(rates);
}

/** A middle game: random moves up to `events` entries (also the pool's bench positions). */
export function middleGame(variant: VariantId, seed: number, events: number): Game {
  const random = seededRandom(seed);
  let game = newGame(variant);
  while (game.toMove !== null && game.events.length < events) {
    const moves = legalMoves(game, game.toMove);
    const outcome = play(game, moves[Math.floor(random() * moves.length)]!);
    if (!outcome.ok) throw new Error(outcome.error.kind);
    game = outcome.value.game;
  }
  return game;
}

/** The AI figures: search speed in Duo, classic-2 and Trigon for two (Pentobi's beside them where it is built), and the median time to a hint in a middle game. */
export function benchAi(): Record<string, number> {
  const duoSimsPerSec = simsPerSec('duo', 4000, 3);
  const classicSimsPerSec = simsPerSec('classic-2', 1500, 3);
  const trigonSimsPerSec = simsPerSec('trigon-2', 600, 3);
  const pentobi: Record<string, number> = hasPentobiGtp()
    ? {
        pentobiDuoSimsPerSec: round(pentobiSimsPerSec('duo', 3), 0),
        pentobiClassicSimsPerSec: round(pentobiSimsPerSec('classic_2', 3), 0),
        pentobiTrigonSimsPerSec: round(pentobiSimsPerSec('trigon_2', 3), 0),
      }
    : {};
  const positions = [1, 2, 3].flatMap((seed) => [
    middleGame('duo', seed, 14),
    middleGame('classic-2', seed, 24),
  ]);
  const times = positions.map((game, i) => {
    const start = performance.now();
    hintMoves(game, i, () => performance.now());
    return performance.now() - start;
  });
  return {
    duoSimsPerSec: round(duoSimsPerSec, 0),
    classicSimsPerSec: round(classicSimsPerSec, 0),
    trigonSimsPerSec: round(trigonSimsPerSec, 0),
    ...pentobi,
    hintMs: round(median(times), 1),
  };
}
