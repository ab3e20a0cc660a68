import { Worker } from 'node:worker_threads';
import type { Game } from '../../engine/index.ts';
import type { ReplayOptions } from './replay.ts';
import type { ReplayAnswer, ReplayJob, ReplayRequest } from './replay-worker.ts';

/**
 * Replays are drawn in one worker thread, so the bot's event loop stays free while the frames are drawn
 * (about a second for a classic game). The thread is started by the first replay, draws them one at a
 * time in the order asked, and stops after `IDLE_MS` without one. A thread per replay (as before) cost
 * its start each time (the loader, the engine's move tables) and, with games ending every few seconds on
 * a busy bot, left the process some 100 MB larger (`npm run bench -- --only=soak`).
 */
const IDLE_MS = 60_000;
/** Its heap's young generation in MB (V8's default is some 16 to 48): a replay keeps little alive. */
const YOUNG_GENERATION_MB = 4;

interface Waiting {
  resolve(gif: Buffer): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();
let idle: NodeJS.Timeout | null = null;

function failAll(error: Error): void {
  const all = [...waiting.values()];
  waiting.clear();
  for (const w of all) w.reject(error);
}

function startWorker(): Worker {
  const started = new Worker(new URL('./replay-worker.mjs', import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  started.on('message', (answer: ReplayAnswer) => {
    const w = waiting.get(answer.id);
    if (!w) return;
    waiting.delete(answer.id);
    if ('error' in answer) w.reject(new Error(`the replay could not be drawn: ${answer.error}`));
    else w.resolve(Buffer.from(answer.gif.buffer, answer.gif.byteOffset, answer.gif.byteLength));
    if (waiting.size === 0) rest(started);
  });
  started.on('error', (error) => {
    if (worker === started) worker = null;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`the replay worker stopped with code ${code}`));
  });
  return started;
}

/** Nothing waits: the thread no longer holds the process open, and stops if nothing comes. */
function rest(thread: Worker): void {
  thread.unref();
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    idle = null;
    if (worker === thread && waiting.size === 0) {
      worker = null;
      void thread.terminate();
    }
  }, IDLE_MS);
  idle.unref();
}

/** Renders a game's replay (a GIF) in the replay thread. */
export function renderReplayOffThread(game: Game, options: ReplayOptions = {}): Promise<Buffer> {
  const job: ReplayJob = {
    variant: game.variant.id,
    fastContact: game.fastContact,
    events: game.events,
    options,
  };
  if (idle) {
    clearTimeout(idle);
    idle = null;
  }
  worker ??= startWorker();
  worker.ref();
  const id = nextId++;
  const thread = worker;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, job } satisfies ReplayRequest);
  });
}
