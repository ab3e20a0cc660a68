import { type AiJob, AiPool } from '../../src/app/index.ts';
import { middleGame } from './ai.ts';
import { median, round } from './measure.ts';

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
