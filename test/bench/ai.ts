import { hintMoves, searchMove } from '../../src/ai/index.ts';
import {
  type Game,
  legalMoves,
  newGame,
  play,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { median, round } from './measure.ts';

/** Simulations per second of a search from the empty board (whole-game playouts: the slowest case). */
function simsPerSec(variant: VariantId, simulations: number, runs: number): number {
  const game = newGame(variant);
  searchMove(game, { simulations: 50, seed: 0 });
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const result = searchMove(game, { simulations, seed: r + 1 });
    rates.push(result!.simulations / ((performance.now() - start) / 1000));
  }
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

/** The AI figures: search speed in Duo and classic, and the median time to a hint in a middle game. */
export function benchAi(): Record<string, number> {
  const duoSimsPerSec = simsPerSec('duo', 2000, 3);
  const classicSimsPerSec = simsPerSec('classic', 600, 3);
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
    hintMs: round(median(times), 1),
  };
}
