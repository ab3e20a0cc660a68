import { newGame, play, type VariantId } from '../engine/index.ts';
import { searchMove } from './search.ts';

/** What `measureSearchSpeed` measured: the simulations run, the seconds they took and the move chosen. */
export interface SearchSpeed {
  readonly simulations: number;
  readonly seconds: number;
  readonly move: number;
}

/**
 * Times one search at the default settings: a fixed number of simulations, seeded (the same arguments
 * always run the same simulations), from the position after `moves` (move ids, played in turn order from
 * the empty board of `variant`). For benchmarks: simulations per second is `simulations / seconds`.
 * `clock` gives milliseconds (the bench passes the process's CPU time, so that load does not count).
 */
export function measureSearchSpeed(
  variant: VariantId,
  moves: readonly number[],
  simulations: number,
  options: { readonly seed?: number; readonly clock: () => number },
): SearchSpeed {
  let game = newGame(variant);
  for (const move of moves) {
    const next = play(game, move);
    if (!next.ok) throw new Error(`move ${move} is not legal here`);
    game = next.value.game;
  }
  const { clock } = options;
  const start = clock();
  const result = searchMove(game, { simulations, seed: options.seed ?? 1, stopWhenDecided: false });
  const seconds = (clock() - start) / 1000;
  if (!result) throw new Error('the game is over');
  return { simulations: result.simulations, seconds, move: result.move };
}
