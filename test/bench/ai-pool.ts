import { LEVELS } from '../../src/ai/index.ts';
import { type AiJob, AiPool } from '../../src/app/index.ts';
import type { Game } from '../../src/engine/index.ts';
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
  const levels = await levelTimes(pool);
  const busy = await busyLevel8(pool);
  await pool.close();
  return {
    warmStartMs: round(warmMs, 0),
    firstHintMs: round(times[0]!, 0),
    hintMs: round(median(times), 0),
    ...levels,
    busyLevel8MaxMs: busy,
  };
}

function moveJob(game: Game, level: number, id: number, seed: number): AiJob {
  return {
    kind: 'move',
    game: id,
    variant: game.variant.id,
    fastContact: false,
    events: game.events,
    level,
    seed,
  };
}

async function ask(pool: AiPool, job: AiJob): Promise<number> {
  const start = performance.now();
  const run = pool.run(job);
  if (!run.ok) throw new Error('busy');
  await run.task.answer;
  return performance.now() - start;
}

/**
 * A computer's move at each level as the bot asks for it (timed pool, one warm worker, middle games of Duo
 * and classic-2): the median milliseconds from asking to the answer, `level1MoveMs` … `level8MoveMs`. The
 * level table of docs/computer.md quotes these.
 */
async function levelTimes(pool: AiPool): Promise<Record<string, number>> {
  const positions = [middleGame('duo', 4, 14), middleGame('classic-2', 4, 24)];
  const figures: Record<string, number> = {};
  for (const { level } of LEVELS) {
    const times: number[] = [];
    for (const [i, game] of positions.entries())
      times.push(await ask(pool, moveJob(game, level, 100 + i, i)));
    figures[`level${level}MoveMs`] = round(median(times), 0);
  }
  return figures;
}

/**
 * Three games asking level 8 of one worker at once: the slowest answer, from asking (each move's wait for
 * the worker comes off its 5 s cap, so this stays near the cap rather than three times it).
 */
async function busyLevel8(pool: AiPool): Promise<number> {
  const game = middleGame('classic-2', 5, 24);
  const times = await Promise.all([1, 2, 3].map((i) => ask(pool, moveJob(game, 8, 200 + i, i))));
  return round(Math.max(...times), 0);
}
