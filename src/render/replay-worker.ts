import { parentPort, workerData } from 'node:worker_threads';
import { type GameEvent, replay, type VariantId } from '../engine/index.ts';
import { type ReplayOptions, renderReplay } from './replay.ts';

/** What the main thread sends: a game as its variant, options and log (plain data crosses threads). */
export interface ReplayJob {
  readonly variant: VariantId;
  readonly fastContact: boolean;
  readonly events: readonly GameEvent[];
  readonly options: ReplayOptions;
}

const job = workerData as ReplayJob;
const game = replay(job.variant, { fastContact: job.fastContact }, job.events);
if (!game.ok) throw new Error(`replay worker: the log does not replay at ${game.error.index}`);
const gif = renderReplay(game.value, job.options);
parentPort?.postMessage(gif, [gif.buffer as ArrayBuffer]);
