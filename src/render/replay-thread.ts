import { Worker } from 'node:worker_threads';
import type { Game } from '../engine/index.ts';
import type { ReplayOptions } from './replay.ts';
import type { ReplayJob } from './replay-worker.ts';

/**
 * Renders a game's replay in a worker thread, so the bot's event loop stays free while the frames are
 * drawn (about a second for a classic game): one short-lived worker per replay, as replays are rare (the
 * end of a game, or asked for).
 */
export function renderReplayOffThread(game: Game, options: ReplayOptions = {}): Promise<Buffer> {
  const job: ReplayJob = {
    variant: game.variant.id,
    fastContact: game.fastContact,
    events: game.events,
    options,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./replay-worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', (bytes: Uint8Array) => resolve(Buffer.from(bytes)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the replay worker stopped with code ${code}`));
    });
  });
}
