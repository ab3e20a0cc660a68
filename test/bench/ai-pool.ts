import { type AiJob, AiPool } from '../../src/app/index.ts';
import {
  type Game,
  legalMoves,
  newGame,
  play,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { median, round } from './measure.ts';

/** A middle game: random moves up to `events` entries. */
function middleGame(variant: VariantId, seed: number, events: number): Game {
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

/**
 * `/hint` as the bot runs it: through the worker pool (one warm worker, timed as in production: the
 * search's ~2.5 s cap, then the margins' playouts), from asking to the answer on the main thread. Also the
 * pool's warm start, and the first hint after it (not slower than the rest when warm).
 */
export async function benchAiPool(): Promise<Record<string, number>> {
  const pool = new AiPool({ size: 1, maxQueue: 8, limits: { timed: true } });
  const started = performance.now();
  await pool.start();
  const warmMs = performance.now() - started;
  const positions = [1, 2, 3].flatMap((seed) => [
    middleGame('duo', seed, 14),
    middleGame('classic-2', seed, 24),
  ]);
  const times: number[] = [];
  for (const [i, game] of positions.entries()) {
    const job: AiJob = {
      kind: 'hint',
      variant: game.variant.id,
      fastContact: false,
      events: game.events,
      seed: i,
    };
    const start = performance.now();
    const run = pool.run(job);
    if (!run.ok) throw new Error('busy');
    await run.task.answer;
    times.push(performance.now() - start);
  }
  await pool.close();
  return {
    warmStartMs: round(warmMs, 0),
    firstHintMs: round(times[0]!, 0),
    hintMs: round(median(times), 0),
  };
}
