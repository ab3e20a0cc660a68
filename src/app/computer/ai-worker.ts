import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import {
  capAfterWait,
  computerMove,
  expectedMargins,
  HINT_COUNT,
  HINT_MAX_MS,
  HINT_SIMULATIONS,
  levelOf,
  PLAYED_VARIANT_IDS,
  PUZZLE_HINT_NODES,
  puzzleHint,
  Searcher,
  searchMove,
} from '../../ai/index.ts';
import { newGame, replay, VARIANTS } from '../../engine/index.ts';
import type { AiAnswer, AiJob, AiLimits, AiRequest } from './ai-job.ts';

/**
 * A computer players' worker thread: answers jobs one at a time (`{ id, job }` in, `{ id, answer }` or
 * `{ id, error }` out). The search is pure; the clock is passed in only when the pool is timed.
 */
const limits = workerData as AiLimits;
const clock = limits.timed ? () => performance.now() : undefined;

/**
 * A full garbage collection. Warming builds every board's move tables, leaving tens of MB of garbage that
 * an idle thread never collects: the worker would sit on it for as long as the bot runs. (The collector
 * is exposed through V8's flag, as `--expose-gc` would; `runInNewContext` reads the function it adds.)
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Games whose search trees this worker keeps (`Searcher`: the subtree of the move it chose), the most
 * recently searched last. A computer's next search in one of them starts from what the last one found, as
 * the GTP engine's do in the matches against Pentobi. A few: the pool sends a game back to its worker,
 * and each kept tree holds memory (about a tenth of its search's tree: some 2 MB at level 5, 20 MB at level 8).
 */
const KEPT_GAMES = 3;
const searchers = new Map<number, Searcher>();

/** The searcher of a game, made the most recent (a new one for a game not kept, dropping the oldest). */
function searcherOf(game: number): Searcher {
  const kept = searchers.get(game);
  searchers.delete(game);
  const searcher = kept ?? new Searcher();
  searchers.set(game, searcher);
  for (const oldest of searchers.keys()) {
    if (searchers.size <= KEPT_GAMES) break;
    searchers.delete(oldest);
  }
  return searcher;
}

function gameOf(job: Extract<AiJob, { events: unknown }>) {
  const game = replay(job.variant, { fastContact: job.fastContact }, job.events);
  if (!game.ok) throw new Error(`the log does not replay at ${game.error.index}`);
  return game.value;
}

/**
 * Milliseconds a level's cap keeps back for what follows the search: its last simulation past the clock
 * check and the answer's trip to the main thread. With it, a move arrives within the level's time
 * (`aiPool.level8MoveMs` in docs/benchmarks.md).
 */
const ANSWER_RESERVE_MS = 20;

/**
 * Answers a job; `waitedMs` is how long it queued in the pool, `received` (Date.now()) when this worker
 * took it: the time to replay the game comes off the cap too.
 */
function answer(job: AiJob, waitedMs: number, received: number): AiAnswer {
  if (job.kind === 'warm') {
    for (const id of PLAYED_VARIANT_IDS) {
      if (VARIANTS[id].board.startsWith(job.boards)) searchMove(newGame(id), { simulations: 8, seed: 1 });
    }
    collectGarbage();
    return { kind: 'warm' };
  }
  const game = gameOf(job);
  if (job.kind === 'puzzle')
    return { kind: 'puzzle', ...puzzleHint(game, limits.puzzleNodes ?? PUZZLE_HINT_NODES) };
  if (job.kind === 'move') {
    const level = levelOf(job.level);
    const cap = limits.maxSimulations;
    const tuned = cap === undefined || cap >= level.simulations ? undefined : cap;
    const searcher = searcherOf(job.game);
    const spent = waitedMs + (Date.now() - received) + ANSWER_RESERVE_MS;
    const found = tuned
      ? searcher.search(game, { simulations: tuned, seed: job.seed })
      : computerMove(game, {
          level: job.level,
          seed: job.seed,
          clock,
          maxMs: capAfterWait(level.maxMs, spent),
          searcher,
        });
    return { kind: 'move', move: found?.move ?? null, kept: found?.kept ?? 0 };
  }
  const found = searchMove(game, {
    simulations: limits.hintSimulations ?? HINT_SIMULATIONS,
    seed: job.seed,
    clock,
    maxMs: capAfterWait(HINT_MAX_MS, waitedMs),
    stopWhenDecided: false,
  });
  const top = found ? found.top.slice(0, HINT_COUNT) : [];
  const margins = expectedMargins(
    game,
    top.map((t) => t.move),
    job.seed ^ 0x2545f491,
  );
  return {
    kind: 'hint',
    moves: top.map((t, i) => ({ move: t.move, winRate: t.value, margin: margins[i]! })),
  };
}

parentPort?.on('message', (message: AiRequest) => {
  try {
    const received = Date.now();
    parentPort?.postMessage({ id: message.id, answer: answer(message.job, message.waitedMs, received) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
